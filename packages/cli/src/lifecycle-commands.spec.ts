import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createTempFolder } from '@bracken/test-kit';

const BIN = join(__dirname, '..', 'dist', 'bin.js');
const temp = createTempFolder('bracken-cli-');
afterAll(() => temp.cleanup());

/** The built command in a child process; asynchronous, so the test's own server keeps answering. */
function bracken(cwd: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { cwd, encoding: 'utf8', env: { ...process.env, BRACKEN_DEBUG: '' } },
      (error, stdout, stderr) => {
        resolve({
          code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1,
          out: stdout,
          err: stderr,
        });
      },
    );
  });
}

const spec = (paths: string[]): string =>
  [
    'openapi: 3.0.3',
    'info: { title: Pets, version: 1.0.0 }',
    'paths:',
    ...paths.flatMap((p) => [
      `  ${p}:`,
      '    get:',
      `      operationId: get${p.replace(/\W/g, '')}`,
      "      responses: { '204': { description: done } }",
    ]),
    '',
  ].join('\n');

describe('bracken api update and bracken diff', () => {
  let server: Server;
  let body: string;
  beforeAll(async () => {
    server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/yaml' }).end(body));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('api update --check exits 1 while the definition is behind, api update pulls it, diff names the change', async () => {
    const dir = join(temp.dir, 'origin');
    mkdirSync(dir, { recursive: true });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openapi.yml`;
    writeFileSync(join(dir, 'openapi.yml'), spec(['/pets']));
    writeFileSync(
      join(dir, 'generators.yml'),
      [
        'api:',
        '  specs:',
        '    - openapi: ./openapi.yml',
        `      origin: ${origin}`,
        '      references:',
        '        private-network: true',
        'default-group: sdk',
        'groups:',
        '  sdk:',
        '    generators:',
        '      - name: bracken-typescript-sdk',
        '        version: 1.0.0',
        '',
      ].join('\n'),
    );
    body = spec(['/pets', '/owners']);

    expect(await bracken(dir, 'check')).toMatchObject({ code: 0, err: 'generators.yml: valid\n' });
    expect(await bracken(dir, 'api', 'update', '--check')).toEqual({
      code: 1,
      out: `openapi.yml: is behind ${origin} (1 endpoint change)\n  added GET /owners\n`,
      err: '',
    });
    expect(await bracken(dir, 'api', 'update')).toEqual({
      code: 0,
      out: `openapi.yml: updated from ${origin} (1 endpoint change)\n  added GET /owners\n`,
      err: '',
    });
    expect(readFileSync(join(dir, 'openapi.yml'), 'utf8')).toBe(body);
    expect((await bracken(dir, 'api', 'update', '--check')).code).toBe(0);

    // No release yet: diff says what the first release will be.
    expect(await bracken(dir, 'diff')).toEqual({
      code: 0,
      out: 'sdk/bracken-typescript-sdk: no release recorded yet; the first release is 1.0.0\n',
      err: '',
    });
  });

  it('asks for a subcommand after api', async () => {
    const result = await bracken(temp.dir, 'api');
    expect(result.code).toBe(2);
    expect(result.err).toContain('bracken: api needs a subcommand: api update');
  });
});
