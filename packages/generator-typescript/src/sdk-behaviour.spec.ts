import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseOpenApi } from '@bracken/importers';
import { createName } from '@bracken/ir';
import { generateTypeScriptSdk } from './index';
import { bearer, petstoreIr } from './__fixtures__/petstore';
import { compileSdk, runTsc, writeSdk } from './__fixtures__/sdk-harness';
import { sendJson, startServer, type TestServer } from './__fixtures__/server';
import { loadSdk, sdkParts, type LooseClient, type LooseSdk } from './__fixtures__/loose-sdk';

// One "kitchen sink" SDK: generated, type-checked strictly, compiled to CommonJS and called
// against a real server on 127.0.0.1. Every assertion is about what arrived on the wire.

let server: TestServer;
let dir: string;
let parts: ReturnType<typeof sdkParts>;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function client(options: Record<string, unknown> = {}): LooseClient {
  return new parts.Client({ baseUrl: server.url, token: 'secret-token', maxRetries: 0, ...options });
}

beforeAll(async () => {
  server = await startServer();
  const files = await generateTypeScriptSdk(petstoreIr({ local: true, auth: [bearer({ env: 'PETSTORE_TOKEN' })] }), {
    packageName: '@acme/petstore-sdk',
    packageVersion: '1.2.3',
    defaultTimeout: 1000,
  });
  dir = writeSdk('kitchen-sink', files);
  const output = compileSdk(dir);
  expect(output).toBe('');
  parts = sdkParts(loadSdk(join(dir, 'dist', 'cjs', 'index.js')), 'Petstore');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(() => server.reset());

describe('base URL and environments (rules 1-3)', () => {
  it('calls baseUrl and never formats it', async () => {
    await client({ region: 'eu' }).pets!.getPet!('p1');
    expect(server.requests[0]!.path).toBe('/pets/p1');
  });

  it('formats the default environment with server URL variables and their defaults', async () => {
    await new parts.Client({ token: 't', port: String(server.port), maxRetries: 0 }).pets!.getPet!('p1');
    expect(server.requests[0]!.path).toBe('/us/prod/pets/p1');
  });

  it('prefixes a reserved variable name with serverUrl', async () => {
    const c = new parts.Client({
      token: 't',
      environment: parts.Environment.Production,
      port: String(server.port),
      region: 'eu',
      serverUrlEnvironment: 'beta',
      maxRetries: 0,
    });
    await c.pets!.getPet!('p1');
    expect(server.requests[0]!.path).toBe('/eu/beta/pets/p1');
  });

  it('never formats a custom environment value', async () => {
    await new parts.Client({ token: 't', environment: `${server.url}/custom`, region: 'eu', maxRetries: 0 }).pets!
      .getPet!('p1');
    expect(server.requests[0]!.path).toBe('/custom/pets/p1');
  });
});

describe('requests', () => {
  it('serializes camelCase properties to wire names and parses responses back', async () => {
    server.handle((_req, res) =>
      sendJson(res, 201, {
        pet_id: 'p1',
        name: 'Rex',
        status: 'adopted',
        attributes: { age: 3, legs: null },
        born_at: '2024-01-01T00:00:00Z',
      }),
    );
    const pet = await client().pets!.createPet!({ name: 'Rex', tagList: ['a'], xRequestSource: 'test' });
    const request = server.requests[0]!;
    expect(request.method).toBe('POST');
    expect(JSON.parse(request.text)).toEqual({ name: 'Rex', tag_list: ['a'] });
    expect(request.headers['x-request-source']).toBe('test');
    expect(request.headers['content-type']).toContain('application/json');
    // Forward-compatible enum: an unknown value comes through.
    expect(pet).toMatchObject({
      petId: 'p1',
      name: 'Rex',
      status: 'adopted',
      bornAt: new Date('2024-01-01T00:00:00Z'),
    });
  });

  it('sends query parameters, per-request headers and queryParams', async () => {
    server.handle((_req, res) => sendJson(res, 200, { items: [] }));
    await client({ headers: { 'X-Client': 'c' } }).pets!.listPets!(
      { limit: 5, status: ['available', 'sold'] },
      { headers: { 'X-Extra': '1' }, queryParams: { debug: 'true' } },
    );
    const request = server.requests[0]!;
    expect(request.query.get('limit')).toBe('5');
    expect(request.query.getAll('status')).toEqual(['available', 'sold']);
    expect(request.query.get('debug')).toBe('true');
    expect(request.headers['x-extra']).toBe('1');
    expect(request.headers['x-client']).toBe('c');
  });

  it('inlines path parameters into the request when asked', async () => {
    server.handle((_req, res) => sendJson(res, 200, { pet_id: 'p9', name: 'Max' }));
    await client().pets!.updatePet!({ petId: 'p 9', name: 'Max' });
    expect(server.requests[0]!.path).toBe('/pets/p%209');
    expect(JSON.parse(server.requests[0]!.text)).toEqual({ name: 'Max' });
  });

  it('merges additionalBodyParameters into the JSON body, overriding keys (rule 6)', async () => {
    server.handle((_req, res) => sendJson(res, 201, { pet_id: 'p1', name: 'Rex' }));
    await client().pets!.createPet!({ name: 'Rex' }, { additionalBodyParameters: { beta: true, name: 'Override' } });
    expect(JSON.parse(server.requests[0]!.text)).toEqual({ name: 'Override', beta: true });
    server.reset();
    server.handle((_req, res) => sendJson(res, 200, { pet_id: 'p1', name: 'Rex' }));
    await client().pets!.getPet!('p1', { additionalBodyParameters: { beta: true } });
    expect(server.requests[0]!.text).toBe('');
  });

  it('sends form-encoded bodies with wire names', async () => {
    server.handle((_req, res) => sendJson(res, 200, []));
    await client().pets!.searchPets!({ fullName: 'Ada L', email: 'ada@example.com' });
    const request = server.requests[0]!;
    expect(request.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.text))).toEqual({
      full_name: 'Ada L',
      email: 'ada@example.com',
    });
  });

  it('sends multipart uploads with the file and its fields', async () => {
    server.handle((_req, res) => sendJson(res, 200, { pet_id: 'p1', name: 'Rex' }));
    await client().pets!.uploadPhoto!('p1', {
      file: new Blob(['PNGDATA'], { type: 'image/png' }),
      caption: 'cute',
      extraFiles: [new Blob(['A']), new Blob(['B'])],
    });
    const request = server.requests[0]!;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.text).toContain('name="file"');
    expect(request.text).toContain('PNGDATA');
    expect(request.text).toContain('name="caption"');
    expect(request.text).toContain('cute');
    expect(request.text.match(/; name="extra_files"/g)).toHaveLength(2);
  });

  it('raises a TypeError naming the expected types for a null file (rule 9)', async () => {
    await expect(client().pets!.uploadPhoto!('p1', { file: null })).rejects.toThrow(TypeError);
    await expect(client().pets!.uploadPhoto!('p1', { file: undefined })).rejects.toThrow(/Blob/);
    expect(server.requests).toHaveLength(0);
  });

  it('returns binary downloads as a stream or as bytes', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.from([1, 2, 3]));
    });
    const stream = (await client().pets!.downloadPhoto!('p1')) as ReadableStream<Uint8Array>;
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    expect([...bytes]).toEqual([1, 2, 3]);
    const direct = (await client().pets!.downloadPhotoBytes!('p1')) as Uint8Array;
    expect([...direct]).toEqual([1, 2, 3]);
  });

  it('sends binary request bodies as they are', async () => {
    server.handle((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    await client().pets!.putRaw!('p1', new Uint8Array([7, 8, 9]));
    const request = server.requests[0]!;
    expect(request.method).toBe('PUT');
    expect([...request.body]).toEqual([7, 8, 9]);
    expect(request.headers['content-type']).toBe('application/octet-stream');
  });

  it('returns text responses', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('Rex');
    });
    expect(await client().pets!.getPetName!('p1')).toBe('Rex');
  });

  it('serializes discriminated unions and parses undiscriminated ones', async () => {
    server.handle((_req, res) => sendJson(res, 200, { pet_id: 'p1', name: 'Rex' }));
    const result = await client().pets!.classify!({ animalType: 'cat', livesLeft: 9, petName: 'Tom' });
    expect(JSON.parse(server.requests[0]!.text)).toEqual({ animal_type: 'cat', lives_left: 9, pet_name: 'Tom' });
    expect(result).toMatchObject({ petId: 'p1' });
  });

  it('exposes the raw response through withRawResponse()', async () => {
    server.handle((_req, res) => sendJson(res, 200, { pet_id: 'p1', name: 'Rex' }, { 'x-trace': 'abc' }));
    const { data, rawResponse } = await client().pets!.getPet!('p1').withRawResponse();
    expect(data).toMatchObject({ petId: 'p1' });
    expect(rawResponse.status).toBe(200);
    expect(rawResponse.headers.get('x-trace')).toBe('abc');
  });

  it('pages through cursor pagination', async () => {
    server.handle((req, res) => {
      const cursor = req.query.get('cursor');
      if (!cursor) sendJson(res, 200, { items: [{ pet_id: '1', name: 'a' }], next_cursor: 'c2' });
      else sendJson(res, 200, { items: [{ pet_id: '2', name: 'b' }] });
    });
    const page = (await client().pets!.listPets!()) as unknown as AsyncIterable<{ petId: string }>;
    const ids: string[] = [];
    for await (const pet of page) ids.push(pet.petId);
    expect(ids).toEqual(['1', '2']);
    expect(server.requests.map((r) => r.query.get('cursor'))).toEqual([null, 'c2']);
  });

  it('streams server-sent events until the terminator', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {"delta_text":"Hel"}\n\n');
      res.write('data: {"delta_text":"lo"}\n\n');
      res.end('data: [DONE]\n\n');
    });
    const stream = (await client().chat!.stream!({ fullName: 'Ada' })) as unknown as AsyncIterable<{
      deltaText: string;
    }>;
    const text: string[] = [];
    for await (const event of stream) text.push(event.deltaText);
    expect(text).toEqual(['Hel', 'lo']);
    expect(JSON.parse(server.requests[0]!.text)).toEqual({ full_name: 'Ada' });
  });
});

describe('event dispatch and logging', () => {
  it('parses each SSE event by its event name', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('event: delta\ndata: {"delta_text":"hi"}\n\n');
      res.end('event: owner\ndata: {"full_name":"Ada"}\n\n');
    });
    const stream = (await client().chat!.updates!()) as unknown as AsyncIterable<unknown>;
    const events: unknown[] = [];
    for await (const event of stream) events.push(event);
    expect(events).toEqual([{ deltaText: 'hi' }, { fullName: 'Ada' }]);
  });

  it('streams newline-delimited JSON, split across chunks, until the terminator', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.write('{"delta_text":"a"}\n{"delta_');
      setTimeout(() => res.end('text":"b"}\n[END]\n{"delta_text":"never"}\n'), 20);
    });
    const lines = (await client().chat!.log!()) as unknown as AsyncIterable<{ deltaText: string }>;
    const seen: string[] = [];
    for await (const line of lines) seen.push(line.deltaText);
    expect(seen).toEqual(['a', 'b']);
  });

  it('never logs credentials', async () => {
    const lines: string[] = [];
    const record = (message: string, meta?: unknown): void => {
      lines.push(`${message} ${JSON.stringify(meta ?? null)}`);
    };
    const logger = { debug: record, info: record, warn: record, error: record };
    server.handle((_req, res) => sendJson(res, 200, { pet_id: 'p', name: 'n' }, { 'set-cookie': 'session=abc' }));
    await client({ logging: { level: 'debug', logger, silent: false }, headers: { Cookie: 'session=xyz' } }).pets!
      .getPet!('p1');
    expect(lines.length).toBeGreaterThan(0);
    const all = lines.join('\n');
    expect(all).not.toContain('secret-token');
    expect(all).not.toContain('session=xyz');
  });
});

describe('headers, idempotency and platform headers', () => {
  it('sends literal and optional global headers and the platform headers', async () => {
    await client({ xTenant: 'acme' }).pets!.getPet!('p1');
    const headers = server.requests[0]!.headers;
    expect(headers['x-api-version']).toBe('2024-01-01');
    expect(headers['x-tenant']).toBe('acme');
    expect(headers['x-bracken-language']).toBe('typescript');
    expect(headers['x-bracken-sdk-name']).toBe('@acme/petstore-sdk');
    expect(headers['x-bracken-sdk-version']).toBe('1.2.3');
    expect(headers['x-bracken-runtime']).toBe('node');
    expect(headers['x-bracken-runtime-version']).toBe(process.versions.node);
    expect(headers['authorization']).toBe('Bearer secret-token');
  });

  it('generates a UUIDv4 idempotency key for POST and reuses it on a retry', async () => {
    let calls = 0;
    server.handle((_req, res) =>
      ++calls === 1 ? sendJson(res, 503, {}) : sendJson(res, 201, { pet_id: 'p', name: 'n' }),
    );
    await client({ maxRetries: 1 }).pets!.createPet!({ name: 'Rex' });
    expect(server.requests).toHaveLength(2);
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toMatch(UUID_V4);
    expect(keys[1]).toBe(keys[0]);
  });

  it('lets a caller key win, as idempotencyKey or as a header', async () => {
    server.handle((_req, res) => sendJson(res, 201, { pet_id: 'p', name: 'n' }));
    await client().pets!.createPet!({ name: 'Rex' }, { idempotencyKey: 'k-1' });
    await client().pets!.createPet!({ name: 'Rex' }, { headers: { 'idempotency-key': 'k-2' } });
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual(['k-1', 'k-2']);
  });

  it('sends no idempotency key on GET', async () => {
    await client().pets!.getPet!('p1');
    expect(server.requests[0]!.headers['idempotency-key']).toBeUndefined();
  });
});

/** One case of the table the TypeScript and Python wire tests share (`__fixtures__/wire-scenarios.json`). */
interface WireScenario {
  name: string;
  route: { method: string; path: string };
  client?: Record<string, unknown>;
  call: {
    service: string;
    method: string;
    path?: string[];
    params?: Record<string, unknown>;
    options?: Record<string, unknown>;
  };
  replies: Array<{ status: number; headers?: Record<string, string>; json?: unknown }>;
  expect: {
    requestCount?: number;
    requests?: Array<{
      method: string;
      path: string;
      query?: Record<string, string[]>;
      headers?: Record<string, string>;
      absentHeaders?: string[];
      json?: unknown;
    }>;
    result?: Record<string, unknown>;
    error?: { status: number; declared?: string; body?: Record<string, unknown> };
    sameUuidHeader?: string;
  };
}

const SCENARIOS = (
  JSON.parse(readFileSync(join(__dirname, '__fixtures__', 'wire-scenarios.json'), 'utf8')) as {
    scenarios: WireScenario[];
  }
).scenarios;

/** The table's neutral request option names, as the TypeScript SDK spells them. */
const OPTION_NAMES: Record<string, string> = {
  headers: 'headers',
  query: 'queryParams',
  body: 'additionalBodyParameters',
  maxRetries: 'maxRetries',
  idempotencyKey: 'idempotencyKey',
};

describe('shared wire scenarios', () => {
  it.each(SCENARIOS.map((scenario) => [scenario.name, scenario] as const))('%s', async (_name, scenario) => {
    let answered = 0;
    server.handle((req, res) => {
      if (req.method !== scenario.route.method || req.path !== scenario.route.path)
        return sendJson(res, 404, { error: 'no route' });
      const reply = scenario.replies[Math.min(answered++, scenario.replies.length - 1)]!;
      sendJson(res, reply.status, reply.json ?? {}, reply.headers ?? {});
    });
    const { call, expect: want } = scenario;
    const options =
      call.options === undefined
        ? undefined
        : Object.fromEntries(Object.entries(call.options).map(([key, value]) => [OPTION_NAMES[key] ?? key, value]));
    const args: unknown[] = [
      ...(call.path ?? []),
      ...(call.params !== undefined ? [call.params] : []),
      ...(options !== undefined ? [options] : []),
    ];
    const service = client(scenario.client ?? {})[call.service]!;
    const outcome = await service[call.method]!(...args).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    if (want.error !== undefined) {
      expect('error' in outcome).toBe(true);
      const error = (outcome as { error: Error & { statusCode?: number; body?: Record<string, unknown> } }).error;
      expect(error).toBeInstanceOf(parts.ApiError);
      expect(error.statusCode).toBe(want.error.status);
      if (want.error.declared !== undefined) expect(error).toBeInstanceOf(parts.namespace[want.error.declared]!);
      if (want.error.body !== undefined) expect(error.body).toMatchObject(want.error.body);
    } else {
      expect(outcome).toHaveProperty('value');
      if (want.result !== undefined) expect((outcome as { value: unknown }).value).toMatchObject(want.result);
    }
    if (want.requestCount !== undefined) expect(server.requests).toHaveLength(want.requestCount);
    (want.requests ?? []).forEach((request, i) => {
      const got = server.requests[i]!;
      expect([got.method, got.path]).toEqual([request.method, request.path]);
      if (request.query !== undefined)
        expect(Object.fromEntries([...new Set(got.query.keys())].map((key) => [key, got.query.getAll(key)]))).toEqual(
          request.query,
        );
      for (const [header, value] of Object.entries(request.headers ?? {}))
        expect(String(got.headers[header] ?? '').split(';')[0]).toBe(value);
      for (const header of request.absentHeaders ?? []) expect(got.headers[header]).toBeUndefined();
      if (request.json !== undefined) expect(JSON.parse(got.text)).toEqual(request.json);
    });
    if (want.sameUuidHeader !== undefined) {
      const values = new Set(server.requests.map((r) => r.headers[want.sameUuidHeader!]));
      expect(values.size).toBe(1);
      expect([...values][0]).toMatch(UUID_V4);
    }
  });
});

describe('errors, timeouts and retries', () => {
  it('throws the declared error class with its parsed body', async () => {
    server.handle((_req, res) => sendJson(res, 404, { error_code: 'missing', detail: 'no pet' }));
    const error = await client().pets!.getPet!('p1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(parts.namespace.NotFoundError);
    expect(error).toBeInstanceOf(parts.ApiError);
    expect(error).toMatchObject({ statusCode: 404, body: { errorCode: 'missing', detail: 'no pet' } });
  });

  it('throws the base error for an undeclared status, without leaking the token', async () => {
    server.handle((_req, res) => sendJson(res, 418, { message: 'teapot' }));
    const error = (await client().pets!.getPet!('p1').catch((e: unknown) => e)) as Error & {
      statusCode: number;
      rawResponse: { status: number };
    };
    expect(error).toBeInstanceOf(parts.ApiError);
    expect(error.constructor.name).toBe('PetstoreError');
    expect(error.statusCode).toBe(418);
    expect(error.rawResponse.status).toBe(418);
    expect(error.message).toContain('GET /pets/{pet_id}');
    expect(`${error.message}${JSON.stringify(error)}`).not.toContain('secret-token');
  });

  it('retries 5xx up to maxRetries', async () => {
    server.handle((_req, res) => sendJson(res, 500, {}));
    await expect(client({ maxRetries: 1 }).pets!.getPet!('p1')).rejects.toBeInstanceOf(parts.ApiError);
    expect(server.requests).toHaveLength(2);
    server.reset();
    server.handle((_req, res) => sendJson(res, 500, {}));
    await expect(client({ maxRetries: 1 }).pets!.getPet!('p1', { maxRetries: 0 })).rejects.toBeInstanceOf(
      parts.ApiError,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('times out after the generated default (1000 ms), and a request option overrides it (rule 4)', async () => {
    server.handle((_req, res) => {
      setTimeout(() => sendJson(res, 200, { pet_id: 'p', name: 'n' }), 1500);
    });
    await expect(client().pets!.getPet!('p1')).rejects.toBeInstanceOf(parts.TimeoutError);
    await expect(client().pets!.getPet!('p1', { timeoutInSeconds: 3 })).resolves.toMatchObject({ petId: 'p' });
  }, 10_000);

  it('stops on the caller abort signal', async () => {
    server.handle((_req, res) => {
      setTimeout(() => sendJson(res, 200, {}), 2000);
    });
    const controller = new AbortController();
    const pending = client().pets!.getPet!('p1', { abortSignal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toThrow(/abort/i);
  });
});

describe('authentication', () => {
  it('reads the bearer token from its environment variable at construction', async () => {
    process.env.PETSTORE_TOKEN = 'from-env';
    try {
      await new parts.Client({ baseUrl: server.url }).pets!.getPet!('p1');
    } finally {
      delete process.env.PETSTORE_TOKEN;
    }
    expect(server.requests[0]!.headers['authorization']).toBe('Bearer from-env');
  });

  it('calls a token supplier on every request', async () => {
    let n = 0;
    const c = new parts.Client({ baseUrl: server.url, token: async () => `t${++n}` });
    await c.pets!.getPet!('p1');
    await c.pets!.getPet!('p1');
    expect(server.requests.map((r) => r.headers['authorization'])).toEqual(['Bearer t1', 'Bearer t2']);
  });

  it('fails at construction without a credential, naming the option and the variable', () => {
    expect(() => new parts.Client({ baseUrl: server.url })).toThrow(/"token".*PETSTORE_TOKEN/);
  });

  it('sends no credentials to unsecured endpoints', async () => {
    server.handle((_req, res) => sendJson(res, 200, { access_token: 'x' }));
    await client().auth!.getToken!({ clientId: 'a', clientSecret: 'b', grantType: 'password' });
    expect(server.requests[0]!.headers['authorization']).toBeUndefined();
  });
});

describe('ESM build (rule 11)', () => {
  it('builds with moduleResolution bundler, renames to .mjs and runs under node', async () => {
    // The CommonJS build above already type-checked these exact sources strictly.
    expect(runTsc(dir, 'tsconfig.esm.json', ['--noCheck'])).toBe('');
    execFileSync(process.execPath, [join(dir, 'scripts', 'rename-to-esm-files.js'), join(dir, 'dist', 'esm')]);
    const index = readFileSync(join(dir, 'dist', 'esm', 'index.mjs'), 'utf8');
    expect(index).toContain('from "./api/index.mjs"');
    expect(index).toContain('from "./Client.mjs"');
    server.handle((_req, res) => sendJson(res, 200, { pet_id: 'esm', name: 'n' }));
    const script = `import { PetstoreClient } from ${JSON.stringify(pathToFileURL(join(dir, 'dist', 'esm', 'index.mjs')).href)};
const pet = await new PetstoreClient({ baseUrl: ${JSON.stringify(server.url)}, token: "t" }).pets.getPet("p1");
console.log(pet.petId);`;
    const { execFile } = await import('node:child_process');
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--input-type=module', '-e', script], (error, out) =>
        error ? reject(error) : resolve(out),
      ),
    );
    expect(stdout.trim()).toBe('esm');
    expect(server.requests[0]!.path).toBe('/pets/p1');
  }, 60_000);
});

// A second SDK, imported from an OpenAPI definition: SSE events dispatched by their `event:`
// line, date-times as `Date`, client-level reconnection options and the exported runtime errors.
describe('feed SDK from OpenAPI', () => {
  let feed: LooseSdk;
  let feedClient: (options?: Record<string, unknown>) => LooseClient;

  beforeAll(async () => {
    const ir = await parseOpenApi({
      file: join(__dirname, '__fixtures__', 'feed.openapi.yml'),
      displayFile: 'feed.openapi.yml',
    });
    // A global header (declared in generators.yml) that carries a date-time.
    ir.headers.push({
      kind: 'globalHeader',
      name: createName('X-As-Of'),
      valueType: { kind: 'optional', itemType: { kind: 'primitive', primitive: 'dateTime' } },
    });
    const feedDir = writeSdk(
      'feed',
      await generateTypeScriptSdk(ir, { packageName: 'feed-sdk', packageVersion: '1.0.0' }),
    );
    expect(compileSdk(feedDir)).toBe('');
    feed = loadSdk(join(feedDir, 'dist', 'cjs', 'index.js'));
    const Client = feed['FeedClient'] as new (options: Record<string, unknown>) => LooseClient;
    feedClient = (options = {}) => new Client({ baseUrl: server.url, maxRetries: 0, ...options });
  }, 120_000);

  const MESSAGE = 'id: 1\nevent: message\ndata: {"text":"hi","sent_at":"2024-05-01T08:00:00Z"}\n\n';
  const PRESENCE = 'id: 2\nevent: presence\ndata: {"user_name":"ada","online":true}\n\n';

  it('types each SSE event as a member of the union, with the event name as its discriminant', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(MESSAGE);
      res.end(PRESENCE);
    });
    const stream = (await feedClient().root!.subscribe!({
      since: new Date('2024-05-01T00:00:00Z'),
    })) as unknown as AsyncIterable<unknown>;
    const events: unknown[] = [];
    for await (const event of stream) events.push(event);
    expect(events).toEqual([
      { event: 'message', text: 'hi', sentAt: new Date('2024-05-01T08:00:00Z') },
      { event: 'presence', userName: 'ada', online: true },
    ]);
    expect(server.requests[0]!.query.get('since')).toBe('2024-05-01T00:00:00.000Z');
  });

  /** First connection: one event, then the socket drops; every reconnection is refused. */
  function dropThenRefuse(): void {
    server.handle((req, res) => {
      if (req.headers['last-event-id'] !== undefined) {
        sendJson(res, 503, {});
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`retry: 5\n${MESSAGE}`);
      setTimeout(() => res.socket?.destroy(), 20);
    });
  }

  async function drain(stream: unknown): Promise<{ count: number; error: unknown }> {
    let count = 0;
    try {
      for await (const _event of stream as AsyncIterable<unknown>) count++;
    } catch (error) {
      return { count, error };
    }
    return { count, error: undefined };
  }

  it('takes maxReconnectionAttempts from the client, and a request option overrides it', async () => {
    dropThenRefuse();
    const client = feedClient({ maxReconnectionAttempts: 1 });
    const first = await drain(await client.root!.subscribe!({ since: new Date(0) }));
    expect(first.count).toBe(1);
    expect(first.error).toBeInstanceOf(feed['StreamError'] as new () => Error);
    expect(first.error).toBeInstanceOf(feed['CoreError'] as new () => Error);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.headers['last-event-id']).toBe('1');

    server.reset();
    dropThenRefuse();
    const second = await drain(await client.root!.subscribe!({ since: new Date(0) }, { maxReconnectionAttempts: 3 }));
    expect(second.error).toBeInstanceOf(feed['StreamError'] as new () => Error);
    expect(server.requests).toHaveLength(4);
  });

  it('takes reconnectionEnabled from the client, and a request option overrides it', async () => {
    dropThenRefuse();
    const client = feedClient({ reconnectionEnabled: false, maxReconnectionAttempts: 1 });
    const off = await drain(await client.root!.subscribe!({ since: new Date(0) }));
    expect((off.error as Error).message).toMatch(/dropped/);
    expect(server.requests).toHaveLength(1);

    server.reset();
    dropThenRefuse();
    const on = await drain(await client.root!.subscribe!({ since: new Date(0) }, { reconnectionEnabled: true }));
    expect((on.error as Error).message).toMatch(/could not be resumed/);
    expect(server.requests).toHaveLength(2);
  });

  it('sends Date values as ISO strings in the path, headers and the body, and parses them back', async () => {
    server.handle((_req, res) =>
      sendJson(res, 201, {
        id: 'n1',
        created_at: '2024-05-01T09:15:00Z',
        day: '2024-05-01',
        reminders: ['2024-05-02T10:00:00+02:00'],
      }),
    );
    const note = (await feedClient({ xAsOf: new Date('2024-04-30T23:00:00Z') }).root!.createNote!({
      day: new Date('2024-05-01T00:00:00Z'),
      xValidUntil: new Date('2024-06-01T00:00:00Z'),
      on: '2024-05-01',
      text: 'Buy milk',
      remindAt: new Date('2024-05-01T08:00:00Z'),
      alsoAt: [new Date('2024-05-01T12:00:00Z')],
    })) as unknown as { createdAt: Date; day: string; reminders: Date[] };
    const request = server.requests[0]!;
    expect(request.path).toBe('/notes/2024-05-01T00%3A00%3A00.000Z');
    expect(request.headers['x-valid-until']).toBe('2024-06-01T00:00:00.000Z');
    expect(request.headers['x-as-of']).toBe('2024-04-30T23:00:00.000Z');
    expect(request.query.get('on')).toBe('2024-05-01');
    expect(JSON.parse(request.text)).toEqual({
      text: 'Buy milk',
      remind_at: '2024-05-01T08:00:00.000Z',
      also_at: ['2024-05-01T12:00:00.000Z'],
    });
    expect(note.createdAt).toBeInstanceOf(Date);
    expect(note.createdAt.toISOString()).toBe('2024-05-01T09:15:00.000Z');
    expect(note.reminders[0]!.toISOString()).toBe('2024-05-02T08:00:00.000Z');
    // A date without a time stays the string it was on the wire.
    expect(note.day).toBe('2024-05-01');
  });

  it('exports the runtime errors a caller may test with instanceof', () => {
    for (const name of ['CoreError', 'SchemaValidationError', 'StreamError', 'WebhookVerificationError']) {
      const ErrorClass = feed[name] as { prototype: object };
      expect(ErrorClass.prototype instanceof Error).toBe(true);
      if (name !== 'CoreError') expect(ErrorClass.prototype).toBeInstanceOf(feed['CoreError'] as new () => Error);
    }
  });
});
