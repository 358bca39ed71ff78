import { filterByAudiences, validateIr } from '@bracken/ir';
import { ImporterError } from '../errors';
import { endpointOf, importFixture, propertyOf } from './test-helpers';

const FILE = 'extensions.yml';

describe('x-bracken extensions', () => {
  it('imports a consistent IR', async () => {
    expect(validateIr(await importFixture(FILE))).toEqual([]);
  });

  it('x-bracken-sdk-group-name and x-bracken-sdk-method-name name the service and method', async () => {
    const ir = await importFixture(FILE);
    const admin = ir.services.find((s) => s.id === 'admin.users');
    expect(admin?.name.camelCase).toBe('adminUsers');
    expect(admin?.endpoints.map((e) => e.name.camelCase)).toEqual(['register']);
  });

  it('tags and operationIds name services and methods, without a repeated tag prefix', async () => {
    const ir = await importFixture(FILE);
    const users = ir.services.find((s) => s.id === 'users');
    expect(users?.endpoints.map((e) => [e.id, e.name.camelCase])).toEqual([
      ['GET /users', 'list'],
      ['GET /users/{user_id}', 'getUsersByUserId'],
    ]);
    expect(ir.services.find((s) => s.id === 'root')?.endpoints.map((e) => e.name.camelCase)).toEqual([
      'offsetList',
      'pageList',
      'linkList',
      'chat',
      'feed',
    ]);
  });

  it('x-bracken-parameter-name renames a parameter and keeps its wire name', async () => {
    const [parameter] = endpointOf(await importFixture(FILE), 'GET /users/{user_id}').pathParameters;
    expect(parameter?.name).toMatchObject({ wireValue: 'user_id', camelCase: 'userIdentifier' });
  });

  it('x-bracken-server-name names environments', async () => {
    const ir = await importFixture(FILE);
    expect(ir.environments?.environments.map((e) => [e.id, e.kind === 'singleUrl' ? e.url : ''])).toEqual([
      ['production', 'https://api.example.com'],
      ['sandbox', 'https://sandbox.example.com'],
    ]);
    expect(ir.environments?.defaultEnvironmentId).toBe('production');
  });

  it('x-bracken-ignore drops operations and schemas', async () => {
    const ir = await importFixture(FILE);
    expect(() => endpointOf(ir, 'DELETE /users/{user_id}')).toThrow();
    expect(ir.types['Hidden']).toBeUndefined();
  });

  it('x-bracken-streaming: SSE with terminator and resumable', async () => {
    const chat = endpointOf(await importFixture(FILE), 'POST /chat');
    expect(chat.streaming).toEqual({
      kind: 'sse',
      eventType: { kind: 'named', typeId: 'ChatEvent' },
      terminator: '[DONE]',
      resumable: true,
    });
    expect(chat.response).toMatchObject({ kind: 'text', contentType: 'text/event-stream' });
  });

  it('x-bracken-streaming: true means SSE, format json means JSON lines', async () => {
    const operation = (streaming: unknown) => ({
      'x-bracken-streaming': streaming,
      responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'string' } } } } },
    });
    const document = {
      openapi: '3.0.3',
      info: { title: 'x', version: '1' },
      paths: { '/sse': { get: operation(true) }, '/lines': { get: operation({ format: 'json', terminator: 'END' }) } },
    };
    const ir = await importFixture(FILE, {}, {}, { document });
    expect(endpointOf(ir, 'GET /sse').streaming).toEqual({
      kind: 'sse',
      eventType: { kind: 'primitive', primitive: 'string' },
      resumable: false,
    });
    expect(endpointOf(ir, 'GET /lines').streaming).toEqual({
      kind: 'jsonLines',
      eventType: { kind: 'primitive', primitive: 'string' },
      terminator: 'END',
    });
  });

  it('text/event-stream responses stream, and an `event` discriminator maps event names', async () => {
    const feed = endpointOf(await importFixture(FILE), 'GET /feed');
    expect(feed.streaming).toMatchObject({
      kind: 'sse',
      resumable: false,
      eventDiscriminator: {
        kind: 'eventDiscriminator',
        variants: [
          { event: 'delta', type: { kind: 'named', typeId: 'Delta' } },
          { event: 'done', type: { kind: 'named', typeId: 'Done' } },
        ],
      },
    });
  });

  it('x-bracken-pagination: cursor, offset, page and next-url forms', async () => {
    const ir = await importFixture(FILE);
    expect(endpointOf(ir, 'GET /users').pagination).toEqual({
      kind: 'cursor',
      cursorParameter: 'after',
      nextCursor: ['meta', 'next'],
      results: ['data'],
    });
    expect(endpointOf(ir, 'GET /offset').pagination).toEqual({
      kind: 'offset',
      offsetParameter: 'offset',
      step: 'offset',
      limitParameter: 'limit',
      results: ['items'],
      hasNextPage: ['has_more'],
    });
    expect(endpointOf(ir, 'GET /pages').pagination).toEqual({
      kind: 'offset',
      offsetParameter: 'page',
      step: 'page',
      results: ['items'],
    });
    expect(endpointOf(ir, 'GET /links').pagination).toEqual({
      kind: 'nextUrl',
      nextUrl: ['links', 'next'],
      results: ['items'],
    });
  });

  it('x-bracken-pagination without results is a located error', async () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 'x', version: '1' },
      paths: {
        '/a': {
          get: { 'x-bracken-pagination': { cursor: '$request.c' }, responses: { '200': { description: 'ok' } } },
        },
      },
    };
    const failure = importFixture(FILE, {}, {}, { document });
    await expect(failure).rejects.toBeInstanceOf(ImporterError);
    await expect(failure).rejects.toMatchObject({ pointer: '/paths/~1a/get/x-bracken-pagination', file: FILE });
  });

  it('x-bracken-idempotent marks an endpoint', async () => {
    const ir = await importFixture(FILE);
    expect(endpointOf(ir, 'POST /users').idempotent).toBe(true);
    expect(endpointOf(ir, 'GET /users').idempotent).toBe(false);
  });

  it('x-bracken-webhook-signature on webhooks', async () => {
    const [webhook] = (await importFixture(FILE)).webhooks;
    expect(webhook).toMatchObject({
      id: 'orderPaid',
      method: 'POST',
      payloadType: { kind: 'named', typeId: 'OrderPaidPayload' },
    });
    expect(webhook?.signature).toEqual({
      kind: 'hmac',
      algorithm: 'sha512',
      encoding: 'base64',
      header: 'X-Signature',
      bodyHash: { kind: 'bodyHash', algorithm: 'md5', encoding: 'hex', queryParameter: 'body_md5' },
    });
  });

  it('x-bracken-audiences on operations, schemas and properties', async () => {
    const ir = await importFixture(FILE);
    expect(endpointOf(ir, 'POST /users').audiences).toEqual(['public']);
    expect(ir.types['User']?.audiences).toEqual(['public']);
    expect(propertyOf(ir, 'User', 'internal_note').audiences).toEqual(['internal']);
    const publicOnly = filterByAudiences(ir, ['public']);
    expect(publicOnly.services.flatMap((s) => s.endpoints.map((e) => e.id))).toEqual(['POST /users']);
    expect(() => propertyOf(publicOnly, 'User', 'internal_note')).toThrow();
    expect(filterByAudiences(ir, undefined)).toBe(ir);
  });
});
