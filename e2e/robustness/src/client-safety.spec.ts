import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientSafetyDocument } from './fixtures/client-safety-document';
import { sendJson, startLoopback, type Loopback, type LoopbackHandler, type SeenRequest } from './loopback';
import { generateSdk, REPO_ROOT, RobustnessSetupError, runTsc } from './support';

// A generated client keeps secrets and objects safe: generated from an OpenAPI definition,
// type-checked by strict tsc (with and without the serialization layer, in one program),
// and called against real loopback servers. `api` is the API's origin; `elsewhere` is a
// second origin that a redirect points to and that must never see a credential.

interface RequestOptions {
  maxRetries?: number;
  timeoutInSeconds?: number;
  maxResponseBytes?: number;
  maxEventBytes?: number;
  idempotencyKey?: string;
}
type Call<T> = Promise<T> & {
  withRawResponse(): Promise<{ data: T; rawResponse: { url: string; redirected: boolean } }>;
};
interface Item {
  id: string;
  proto?: string;
  labels?: Record<string, string>;
  [key: string]: unknown;
}
interface VaultClient {
  items: {
    list(options?: RequestOptions): Call<Item[]>;
    create(request: Record<string, unknown>, options?: RequestOptions): Call<Item>;
    get(itemId: string, options?: RequestOptions): Call<Item>;
  };
  shapes: { echo(request: Record<string, unknown>, options?: RequestOptions): Call<Record<string, unknown>> };
  pages: { list(options?: RequestOptions): Promise<AsyncIterable<Item>> };
  preferences: { get(request: Record<string, unknown>, options?: RequestOptions): Call<Record<string, string>> };
  exports: { download(options?: RequestOptions): Call<Item[]> };
  events: {
    follow(options?: RequestOptions): Call<AsyncIterable<Item>>;
    log(options?: RequestOptions): Call<AsyncIterable<Item>>;
  };
}
type ErrorClass = new (...args: never[]) => Error;
interface VaultSdk {
  VaultClient: new (options: Record<string, unknown>) => VaultClient;
  VaultError: ErrorClass;
  CoreError: ErrorClass;
  StreamError: ErrorClass;
  VaultWebhooks: {
    itemCreated: {
      verifySignature(args: Record<string, unknown>): Promise<boolean>;
      assertSignature(args: Record<string, unknown>): Promise<void>;
    };
  };
}

const BATCH = join(REPO_ROOT, 'tmp', 'robustness', 'client-safety');
const CREDENTIALS = { token: 'tok-AAA111', xPartner: 'partner-BBB222', sig: 'sig-CCC333', sid: 'sid-DDD444' };
const SECRET_VALUES = Object.values(CREDENTIALS);
const KiB = 1024;
const MiB = 1024 * KiB;

let serde: VaultSdk;
let noSerde: VaultSdk;
let api: Loopback;
let elsewhere: Loopback;

beforeAll(async () => {
  await generateSdk(clientSafetyDocument(), join(BATCH, 'serde'), { packageName: 'vault-sdk' });
  await generateSdk(clientSafetyDocument(), join(BATCH, 'no-serde'), { packageName: 'vault-sdk', noSerdeLayer: true });
  // One strict program over both variants, with the generated SDK's own compiler options.
  const sdkConfig = JSON.parse(readFileSync(join(BATCH, 'serde', 'tsconfig.json'), 'utf8')) as {
    compilerOptions: Record<string, unknown>;
  };
  mkdirSync(BATCH, { recursive: true });
  writeFileSync(
    join(BATCH, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: { ...sdkConfig.compilerOptions, rootDir: '.', outDir: 'dist', declaration: false },
        include: ['serde/src', 'no-serde/src'],
      },
      null,
      2,
    ),
  );
  const output = runTsc(BATCH, ['-p', 'tsconfig.json']);
  if (output !== '') throw new RobustnessSetupError(`SDK compilation failed: ${BATCH}\n${output}`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  serde = require(join(BATCH, 'dist', 'serde', 'src', 'index.js')) as VaultSdk;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  noSerde = require(join(BATCH, 'dist', 'no-serde', 'src', 'index.js')) as VaultSdk;
  api = await startLoopback();
  elsewhere = await startLoopback();
}, 180_000);

afterAll(async () => {
  await api?.close();
  await elsewhere?.close();
});

function client(sdk: VaultSdk = serde, options: Record<string, unknown> = {}): VaultClient {
  return new sdk.VaultClient({ baseUrl: api.url, maxRetries: 0, ...CREDENTIALS, ...options });
}

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: Error) => error,
  );
}

/** Everything about an error a caller could print: message, properties and the cause chain. */
function printable(error: unknown): string {
  const parts: string[] = [];
  for (
    let current = error;
    current !== undefined && current !== null;
    current = (current as { cause?: unknown }).cause
  ) {
    parts.push(String((current as Error).message), JSON.stringify(current));
  }
  return parts.join('\n');
}

function expectNoCredentials(requests: SeenRequest[]): void {
  for (const request of requests) {
    const seen = `${request.url}\n${JSON.stringify(request.headers)}\n${request.body}`;
    for (const secret of SECRET_VALUES) expect(seen).not.toContain(secret);
    expect(request.headers['x-partner']).toBeUndefined();
    expect(request.headers['authorization']).toBeUndefined();
    expect(request.headers['cookie']).toBeUndefined();
    expect(request.headers['idempotency-key']).toBeUndefined();
  }
}

describe('redirects', () => {
  it('drop every credential on a redirect to another origin, and the call still lands', async () => {
    elsewhere.handle((_request, response) => sendJson(response, 200, [{ id: 'from-elsewhere' }]));
    api.handle((_request, response) => {
      response.writeHead(302, { location: `${elsewhere.url}/mirror/items?sig=${CREDENTIALS.sig}` });
      response.end();
    });
    const { data, rawResponse } = await client().items.list().withRawResponse();
    expect(data).toEqual([{ id: 'from-elsewhere' }]);
    expect(rawResponse.redirected).toBe(true);
    // The API itself got every credential.
    expect(api.requests[0]!.headers['x-partner']).toBe(CREDENTIALS.xPartner);
    expect(api.requests[0]!.headers['cookie']).toBe(`sid=${CREDENTIALS.sid}`);
    expect(elsewhere.requests).toHaveLength(1);
    expect(elsewhere.requests[0]!.url).toBe('/mirror/items');
    expectNoCredentials(elsewhere.requests);
  });

  it('never follow a 307 that would hand a POST body and idempotency key to another origin', async () => {
    elsewhere.handle((_request, response) => sendJson(response, 200, { id: 'stolen' }));
    api.handle((_request, response) => {
      response.writeHead(307, { location: `${elsewhere.url}/collect` });
      response.end();
    });
    const error = await failureOf(
      client().items.create({ id: 'card-4242' }, { idempotencyKey: 'idem-EEE555', maxRetries: 3 }),
    );
    expect(error).toBeInstanceOf(serde.VaultError);
    expect(error.message).toMatch(
      /^Redirect not followed: POST http:\/\/127\.0\.0\.1:\d+\/items\?sig=%5BREDACTED%5D answered 307 to another origin/,
    );
    expect(error.message).toContain('POST /items');
    expect(elsewhere.requests).toHaveLength(0);
    expect(api.requests).toHaveLength(1);
    for (const secret of [...SECRET_VALUES, 'idem-EEE555']) expect(printable(error)).not.toContain(secret);
  });

  it('keep credentials, body and idempotency key on a redirect within the origin', async () => {
    api.handle((request, response) => {
      if (request.url.startsWith('/items')) {
        response.writeHead(307, { location: '/v2/items' });
        response.end();
      } else sendJson(response, 200, { id: 'saved' });
    });
    await expect(client().items.create({ id: 'card-4242' }, { idempotencyKey: 'idem-EEE555' })).resolves.toEqual({
      id: 'saved',
    });
    const second = api.requests[1]!;
    expect(second.url).toBe('/v2/items');
    expect(second.method).toBe('POST');
    expect(JSON.parse(second.body)).toEqual({ id: 'card-4242' });
    expect(second.headers['authorization']).toBe(`Bearer ${CREDENTIALS.token}`);
    expect(second.headers['x-partner']).toBe(CREDENTIALS.xPartner);
    expect(second.headers['idempotency-key']).toBe('idem-EEE555');
  });
});

describe('next-page links from a response', () => {
  async function ids(pages: AsyncIterable<Item>): Promise<string[]> {
    const seen: string[] = [];
    for await (const item of pages) seen.push(item.id);
    return seen;
  }

  it('are followed without credentials when they lead to another origin', async () => {
    elsewhere.handle((_request, response) => sendJson(response, 200, { items: [{ id: 'b' }] }));
    api.handle((_request, response) =>
      sendJson(response, 200, { items: [{ id: 'a' }], next: `${elsewhere.url}/pages?page=2&sig=${CREDENTIALS.sig}` }),
    );
    expect(await ids(await client().pages.list())).toEqual(['a', 'b']);
    expect(api.requests[0]!.headers['x-partner']).toBe(CREDENTIALS.xPartner);
    expect(elsewhere.requests).toHaveLength(1);
    expect(elsewhere.requests[0]!.url).toBe('/pages?page=2');
    expectNoCredentials(elsewhere.requests);
  });

  it('keep credentials on the API origin, relative links included', async () => {
    api.handle((request, response) =>
      request.url.includes('page=2')
        ? sendJson(response, 200, { items: [{ id: 'b' }] })
        : sendJson(response, 200, { items: [{ id: 'a' }], next: '/pages?page=2' }),
    );
    expect(await ids(await client().pages.list())).toEqual(['a', 'b']);
    expect(api.requests).toHaveLength(2);
    expect(api.requests[1]!.url).toBe(`/pages?page=2&sig=${CREDENTIALS.sig}`);
    expect(api.requests[1]!.headers['authorization']).toBe(`Bearer ${CREDENTIALS.token}`);
  });
});

describe('cookies', () => {
  it.each([
    ['with the serialization layer', () => serde],
    ['with noSerdeLayer', () => noSerde],
  ])('send the cookie credential and every cookie parameter together, each one encoded (%s)', async (_name, sdk) => {
    api.handle((_request, response) => sendJson(response, 200, {}));
    await client(sdk(), { sid: 'sid DDD;444' }).preferences.get({ theme: 'dark; admin=1', trackingId: 't=1,2' });
    const header = api.requests[0]!.headers['cookie'];
    expect(header).toBe('theme=dark%3B%20admin%3D1; tracking%20id=t%3D1%2C2; sid=sid%20DDD%3B444');
    expect(header!.split('; ').map((pair) => pair.split('=')[0])).toEqual(['theme', 'tracking%20id', 'sid']);
  });

  it('send the cookie credential alone when no parameter is set', async () => {
    api.handle((_request, response) => sendJson(response, 200, {}));
    await client().preferences.get({});
    expect(api.requests[0]!.headers['cookie']).toBe(`sid=${CREDENTIALS.sid}`);
  });
});

describe('objects never take a prototype from data', () => {
  const HOSTILE = `{"id":"i1","__proto__":{"isAdmin":true,"id":"inherited"},"labels":{"__proto__":"label","a":"b"},"constructor":{"prototype":{"polluted":true}}}`;

  function expectPlain(value: unknown): void {
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect((value as { isAdmin?: unknown }).isAdmin).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  }

  it.each([
    ['with the serialization layer', () => serde, 'proto'],
    ['with noSerdeLayer', () => noSerde, '__proto__'],
  ])('a __proto__ response key stays data (%s)', async (_name, sdk, key) => {
    api.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(HOSTILE);
    });
    const item = await client(sdk()).items.get('i1');
    expectPlain(item);
    expectPlain(item.labels);
    expect(item.id).toBe('i1');
    expect(Object.getOwnPropertyDescriptor(item, key)?.value).toEqual({ isAdmin: true, id: 'inherited' });
    expect(Object.getOwnPropertyDescriptor(item.labels, '__proto__')?.value).toBe('label');
  });

  it('a declared __proto__ property reaches the wire, and reads as missing when absent', async () => {
    api.handle((_request, response) => sendJson(response, 200, { id: 'i2' }));
    const item = await client().items.create({
      id: 'i2',
      proto: 'p-value',
      labels: JSON.parse('{"__proto__":"l"}') as Record<string, string>,
    });
    expect(JSON.parse(api.requests[0]!.body)).toEqual(
      JSON.parse('{"id":"i2","__proto__":"p-value","labels":{"__proto__":"l"}}'),
    );
    expect(api.requests[0]!.body).toContain('"__proto__":"p-value"');
    expect(item).toEqual({ id: 'i2' });
    expect(item.proto).toBeUndefined();
  });

  it('a union member keeps a __proto__ key as data both ways', async () => {
    api.handle((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(request.body);
    });
    const shape = await client().shapes.echo(
      JSON.parse('{"kind":"circle","radius":1,"__proto__":{"isAdmin":true}}') as Record<string, unknown>,
    );
    expectPlain(shape);
    expect(api.requests[0]!.body).toContain('"__proto__":{"isAdmin":true}');
    expect(Object.getOwnPropertyDescriptor(shape, '__proto__')?.value).toEqual({ isAdmin: true });
  });
});

/** An answer that never ends: `prefix`, then `chunk` again and again, written only as the socket drains. */
interface Endless {
  handler: LoopbackHandler;
  /** Bytes written so far. */
  sent(): number;
  /** Resolves when the client hung up, or with "capped" after 64 MiB (a client without a limit). */
  stopped: Promise<'closed' | 'capped'>;
}

function endless(contentType: string, prefix: string, chunk: Buffer): Endless {
  const cap = 64 * MiB;
  let sent = 0;
  let finish: (how: 'closed' | 'capped') => void = () => undefined;
  const stopped = new Promise<'closed' | 'capped'>((resolve) => (finish = resolve));
  const handler: LoopbackHandler = (_request, response) => {
    let done = false;
    response.on('close', () => {
      done = true;
      finish('closed');
    });
    response.writeHead(200, { 'content-type': contentType });
    response.write(prefix);
    const pump = (): void => {
      while (!done) {
        if (sent >= cap) {
          done = true;
          response.end();
          finish('capped');
          return;
        }
        sent += chunk.length;
        if (!response.write(chunk)) {
          response.once('drain', pump);
          return;
        }
      }
    };
    pump();
  };
  return { handler, sent: () => sent, stopped };
}

describe('reads are bounded', () => {
  it('an endless response body stops at maxResponseBytes (a request option) with a located error', async () => {
    const body = endless('application/json', '[{"id":"', Buffer.alloc(64 * KiB, 0x61));
    api.handle(body.handler);
    const error = await failureOf(client().exports.download({ maxResponseBytes: MiB }));
    expect(error).toBeInstanceOf(serde.VaultError);
    expect(error.message).toMatch(
      /^Response body too large: GET http:\/\/127\.0\.0\.1:\d+\/export\?sig=%5BREDACTED%5D \(more than 1048576 bytes, the maxResponseBytes limit\): GET \/export$/,
    );
    expect(await body.stopped).toBe('closed');
    expect(body.sent()).toBeLessThan(16 * MiB);
  });

  it('the client option sets the limit for every request', async () => {
    const body = endless('application/json', '[{"id":"', Buffer.alloc(64 * KiB, 0x61));
    api.handle(body.handler);
    const error = await failureOf(client(noSerde, { maxResponseBytes: 2 * MiB }).exports.download());
    expect(error.message).toContain('more than 2097152 bytes');
    expect(await body.stopped).toBe('closed');
  });

  it('an endless SSE line stops at maxEventBytes, without reconnecting', async () => {
    const body = endless('text/event-stream', 'id: 1\ndata: {"id":"', Buffer.alloc(16 * KiB, 0x62));
    api.handle(body.handler);
    const stream = await client(serde, { maxEventBytes: 256 * KiB }).events.follow();
    const error = await failureOf(
      (async () => {
        for await (const _event of stream) throw new Error('no event should be complete');
      })(),
    );
    expect(error).toBeInstanceOf(serde.StreamError);
    expect(error).toBeInstanceOf(serde.CoreError);
    expect(error.message).toBe('Stream event too large: more than 262144 bytes, the maxEventBytes limit: GET /events');
    expect(await body.stopped).toBe('closed');
    expect(body.sent()).toBeLessThan(16 * MiB);
    expect(api.requests).toHaveLength(1);
  });

  it('an endless JSON line stops at maxEventBytes (a request option)', async () => {
    const body = endless('application/x-ndjson', '{"id":"first"}\n{"id":"', Buffer.alloc(16 * KiB, 0x63));
    api.handle(body.handler);
    const lines = await client().events.log({ maxEventBytes: 256 * KiB });
    const seen: unknown[] = [];
    const error = await failureOf(
      (async () => {
        for await (const line of lines) seen.push(line);
      })(),
    );
    expect(seen).toEqual([{ id: 'first' }]);
    expect(error.message).toBe('Stream event too large: more than 262144 bytes, the maxEventBytes limit: GET /log');
    expect(await body.stopped).toBe('closed');
    expect(body.sent()).toBeLessThan(16 * MiB);
  });
});

describe('numeric options', () => {
  it.each([
    ['maxRetries', Number.NaN],
    ['maxRetries', -1],
    ['maxRetries', 1.5],
    ['maxRetries', Number.POSITIVE_INFINITY],
    ['timeoutInSeconds', Number.NaN],
    ['timeoutInSeconds', -1],
    ['timeoutInSeconds', 0],
    ['maxResponseBytes', 0],
    ['maxEventBytes', Number.NaN],
    ['maxReconnectionAttempts', -2],
  ])('the client refuses %s: %p', (name, value) => {
    expect(() => client(serde, { [name]: value })).toThrow(
      new RegExp(`^Invalid ${name} \\(${String(value)}\\), expected .*: VaultClient options$`),
    );
  });

  it.each([
    ['maxRetries', Number.NaN],
    ['maxRetries', -1],
    ['timeoutInSeconds', Number.NaN],
    ['timeoutInSeconds', -3],
    ['maxResponseBytes', Number.NaN],
  ])(
    'a request refuses %s: %p before sending',
    async (name, value) => {
      api.handle((_request, response) => sendJson(response, 503, {}));
      const error = await failureOf(
        client().items.list({ [name]: value, ...(name === 'maxRetries' ? {} : { maxRetries: 0 }) }),
      );
      expect(error).toBeInstanceOf(serde.CoreError);
      expect(error.message).toMatch(new RegExp(`^Invalid ${name} \\(${String(value)}\\), expected .*: GET /items$`));
      expect(api.requests).toHaveLength(0);
    },
    15_000,
  );

  it('keeps Infinity as "no timeout"', async () => {
    api.handle((_request, response) => sendJson(response, 200, []));
    await expect(client(serde, { timeoutInSeconds: Number.POSITIVE_INFINITY }).items.list()).resolves.toEqual([]);
  });
});

describe('credentials never appear in messages or logs', () => {
  it.each([
    ['a bearer token', { token: 'tok-AAA111\r\nX-Injected: yes' }, 'Authorization'],
    ['an API-key header', { xPartner: 'partner-BBB222\u0000' }, 'X-Partner'],
  ])('%s with CR/LF or NUL is refused by header name', async (_name, options, header) => {
    api.handle((_request, response) => sendJson(response, 200, []));
    const error = await failureOf(client(serde, options).items.list());
    expect(error).toBeInstanceOf(serde.VaultError);
    expect(error.message).toMatch(
      new RegExp(
        `^Invalid value of header "${header}": it holds a line break, a NUL or a character above U\\+00FF: GET http://127\\.0\\.0\\.1:\\d+/items\\?sig=%5BREDACTED%5D: GET /items$`,
      ),
    );
    const text = printable(error);
    for (const secret of SECRET_VALUES) expect(text).not.toContain(secret);
    expect(api.requests).toHaveLength(0);
  });

  it('a base URL with a password, or one that does not parse, is refused without echoing it', async () => {
    for (const baseUrl of [api.url.replace('http://', 'http://ada:pw-FFF666@'), 'http://ada:pw-FFF666@[broken/v1']) {
      const error = await failureOf(client(serde, { baseUrl }).items.list());
      expect(error.message).toMatch(/^Invalid request URL: GET /);
      const text = printable(error);
      for (const secret of [...SECRET_VALUES, 'pw-FFF666']) expect(text).not.toContain(secret);
    }
    expect(api.requests).toHaveLength(0);
  });

  it('debug logs redact every declared credential name and value', async () => {
    const lines: string[] = [];
    const record = (message: string, meta?: unknown): void => {
      lines.push(`${message} ${JSON.stringify(meta ?? null)}`);
    };
    api.handle((_request, response) => sendJson(response, 500, { error: 'boom' }));
    await failureOf(
      client(serde, {
        logging: { level: 'debug', logger: { debug: record, info: record, warn: record, error: record } },
      }).items.list(),
    );
    const all = lines.join('\n');
    expect(all).toContain('HTTP request: GET');
    for (const secret of SECRET_VALUES) expect(all).not.toContain(secret);
    expect(api.requests[0]!.url).toBe(`/items?sig=${CREDENTIALS.sig}`);
  });
});

describe('webhooks', () => {
  const body = '{"id":"w1"}';
  const emptyKeySignature = `sha256=${createHmac('sha256', '').update(body).digest('hex')}`;

  it.each([
    ['empty', ''],
    ['missing', undefined],
  ])('verifySignature throws for an %s secret instead of accepting an empty-key signature', async (_name, secret) => {
    const args = { secret, body, headers: { 'x-vault-signature': emptyKeySignature } };
    await expect(serde.VaultWebhooks.itemCreated.verifySignature(args)).rejects.toThrow(
      'Webhook secret is empty or missing: cannot verify the "X-Vault-Signature" signature without the signing secret',
    );
    await expect(serde.VaultWebhooks.itemCreated.assertSignature(args)).rejects.toBeInstanceOf(serde.CoreError);
  });

  it('still verifies with the real secret', async () => {
    const signature = `sha256=${createHmac('sha256', 'whsec-1').update(body).digest('hex')}`;
    await expect(
      serde.VaultWebhooks.itemCreated.verifySignature({
        secret: 'whsec-1',
        body,
        headers: { 'x-vault-signature': signature },
      }),
    ).resolves.toBe(true);
  });
});
