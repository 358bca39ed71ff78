import { join } from 'node:path';
import { parseOpenApi } from '@bracken/importers';
import { generateTypeScriptSdk } from '../index';
import { REPO_ROOT } from '../__fixtures__/sdk-harness';

// The client hands the fetcher only the body formats its API uses, so that a bundler can
// leave out the code of the others; an API that uses every format keeps the full fetcher.

type Operation = Record<string, unknown>;

async function clientContext(operations: Record<string, Operation>): Promise<string> {
  const document = {
    openapi: '3.0.3',
    info: { title: 'Formats', version: '1.0.0' },
    servers: [{ url: 'http://127.0.0.1:8080' }],
    paths: Object.fromEntries(Object.entries(operations).map(([path, operation]) => [path, operation])),
  };
  const ir = await parseOpenApi({
    file: join(REPO_ROOT, 'tmp', 'formats.json'),
    document,
    displayFile: 'formats.json',
  });
  const files = await generateTypeScriptSdk(ir, { packageName: 'formats-sdk', packageVersion: '0.0.0' });
  return files.find((file) => file.path === 'src/ClientContext.ts')!.contents;
}

const jsonResponse = {
  '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } },
};

function fetcherLine(text: string): string {
  return (
    text
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.startsWith('const FETCHER') || line.startsWith('return await core.fetcher')) ?? ''
  );
}

describe('the body formats a client hands its fetcher', () => {
  it('gives an API without request bodies and with JSON responses no body encoder', async () => {
    const text = await clientContext({ '/items': { get: { operationId: 'list', responses: jsonResponse } } });
    expect(fetcherLine(text)).toBe(
      'const FETCHER = core.createFetcher({ encode: core.encodeNoBody, read: core.readJsonBody });',
    );
  });

  it('gives an API with JSON bodies the JSON encoder only', async () => {
    const text = await clientContext({
      '/items': {
        post: {
          operationId: 'create',
          requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
          responses: { '204': { description: 'done' } },
        },
      },
    });
    expect(fetcherLine(text)).toBe(
      'const FETCHER = core.createFetcher({ encode: core.encodeJsonBody, read: core.readJsonBody });',
    );
  });

  it('gives an API with a text response every reader', async () => {
    const text = await clientContext({
      '/report': {
        get: {
          operationId: 'report',
          responses: { '200': { description: 'ok', content: { 'text/plain': { schema: { type: 'string' } } } } },
        },
      },
    });
    expect(fetcherLine(text)).toBe(
      'const FETCHER = core.createFetcher({ encode: core.encodeNoBody, read: core.readAnyBody });',
    );
  });

  it('keeps the full fetcher for an API with a form body and a binary response', async () => {
    const text = await clientContext({
      '/upload': {
        post: {
          operationId: 'upload',
          requestBody: {
            content: {
              'application/x-www-form-urlencoded': {
                schema: { type: 'object', properties: { a: { type: 'string' } } },
              },
            },
          },
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
            },
          },
        },
      },
    });
    expect(fetcherLine(text)).toBe('return await core.fetcher<T>({');
  });
});
