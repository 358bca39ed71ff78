import { join } from 'node:path';
import { faultsDocument } from './fixtures/faults-document';
import { sendJson, startLoopback, type Loopback } from './loopback';
import { compileSdk, generateSdk, REPO_ROOT } from './support';

// A generated client against a real loopback server that misbehaves. The server counts
// requests and stamps their arrival, so retries, backoff and resumption are asserted on
// the wire, not inferred from the client's answers.

interface Item {
  id: string;
  note?: string;
}
interface RequestOptions {
  timeoutInSeconds?: number;
  maxRetries?: number;
  idempotencyKey?: string;
  maxReconnectionAttempts?: number;
}
interface FlakyClient {
  items: { list(options?: RequestOptions): Promise<Item[]>; create(request: Item, options?: RequestOptions): Promise<Item> };
  payments: { create(request: Item, options?: RequestOptions): Promise<Item> };
  events: { follow(options?: RequestOptions): Promise<AsyncIterable<Item>> };
}
type ErrorClass = new (...args: never[]) => Error;
interface FlakySdk {
  FlakyClient: new (options: { baseUrl: string; maxRetries?: number; timeoutInSeconds?: number }) => FlakyClient;
  FlakyError: ErrorClass;
  FlakyTimeoutError: ErrorClass;
}

const SDK_DIR = join(REPO_ROOT, 'tmp', 'robustness', 'faults', 'sdk');

let sdk: FlakySdk;
let server: Loopback;

beforeAll(async () => {
  await generateSdk(faultsDocument(), SDK_DIR, { packageName: 'flaky-sdk' });
  compileSdk(SDK_DIR);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  sdk = require(join(SDK_DIR, 'dist', 'cjs', 'index.js')) as FlakySdk;
  server = await startLoopback();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const client = (options: { maxRetries?: number; timeoutInSeconds?: number } = {}): FlakyClient => new sdk.FlakyClient({ baseUrl: server.url, ...options });

async function failureOf(promise: Promise<unknown>): Promise<Error & { statusCode?: number }> {
  return promise.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: Error & { statusCode?: number }) => error,
  );
}

const gaps = (): number[] => server.requests.slice(1).map((r, i) => r.at - server.requests[i]!.at);

describe('a generated client against a misbehaving server', () => {
  it('retries a 503 storm with growing backoff, then gives up with the status error', async () => {
    server.handle((_request, response) => sendJson(response, 503, { error: 'unavailable' }));
    const error = await failureOf(client({ maxRetries: 2 }).items.list());
    expect(error).toBeInstanceOf(sdk.FlakyError);
    expect(error.statusCode).toBe(503);
    expect(error.message).toContain('GET /items');
    expect(server.requests).toHaveLength(3);
    const [first, second] = gaps();
    // 1 s then 2 s, each ±20%.
    expect(first).toBeGreaterThanOrEqual(750);
    expect(first).toBeLessThan(1500);
    expect(second).toBeGreaterThanOrEqual(1550);
    expect(second).toBeLessThan(3000);
  }, 20_000);

  it('waits as long as Retry-After says (seconds and HTTP date), then succeeds', async () => {
    server.handle((_request, response, _raw, index) => {
      if (index === 0) sendJson(response, 503, {}, { 'retry-after': '2' });
      else if (index === 1) sendJson(response, 429, {}, { 'retry-after': new Date(Date.now() + 2000).toUTCString() });
      else sendJson(response, 200, [{ id: 'a' }]);
    });
    const items = await client({ maxRetries: 3 }).items.list();
    expect(items).toEqual([{ id: 'a' }]);
    expect(server.requests).toHaveLength(3);
    const [afterSeconds, afterDate] = gaps();
    // Plain backoff would be about 1 s; the header asks for 2 s (a date has whole-second precision).
    expect(afterSeconds).toBeGreaterThanOrEqual(1950);
    expect(afterDate).toBeGreaterThanOrEqual(950);
    expect(afterDate).toBeLessThan(3500);
  }, 20_000);

  it('survives a connection reset in the middle of a body: a GET is retried and the second answer is used', async () => {
    server.handle((_request, response, _raw, index) => {
      if (index === 0) {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' });
        response.write('[{"id":"trunc');
        setTimeout(() => response.socket?.destroy(), 50);
      } else sendJson(response, 200, [{ id: 'whole' }]);
    });
    await expect(client({ maxRetries: 2 }).items.list()).resolves.toEqual([{ id: 'whole' }]);
    expect(server.requests).toHaveLength(2);
  }, 20_000);

  it('reports a connection reset mid-body as the SDK error when no retry is left', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' });
      response.write('[{"id":"trunc');
      setTimeout(() => response.socket?.destroy(), 50);
    });
    const error = await failureOf(client({ maxRetries: 0 }).items.list());
    expect(error).toBeInstanceOf(sdk.FlakyError);
    expect(error.message).toContain('GET /items');
    expect(server.requests).toHaveLength(1);
  }, 20_000);

  it('enforces the timeout on a server that never answers, without retrying it', async () => {
    server.handle(() => undefined);
    const started = Date.now();
    const error = await failureOf(client({ maxRetries: 2, timeoutInSeconds: 0.5 }).items.list());
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(sdk.FlakyTimeoutError);
    expect(error.message).toContain('GET /items');
    expect(elapsed).toBeGreaterThanOrEqual(450);
    expect(elapsed).toBeLessThan(3000);
    expect(server.requests).toHaveLength(1);
  }, 20_000);

  it('never retries a POST that has no idempotency key', async () => {
    server.handle((_request, response) => sendJson(response, 503, {}));
    const error = await failureOf(client({ maxRetries: 3 }).items.create({ id: 'i1' }));
    expect(error).toBeInstanceOf(sdk.FlakyError);
    expect(error.statusCode).toBe(503);
    expect(server.requests).toHaveLength(1);

    server.handle((_request, response) => sendJson(response, 503, {}));
    await failureOf(client({ maxRetries: 3 }).payments.create({ id: 'p1' }));
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.headers['idempotency-key']).toBeUndefined();
  }, 20_000);

  it('retries a POST that carries an idempotency key, sending the same key each time', async () => {
    server.handle((request, response, _raw, index) => (index < 2 ? sendJson(response, 503, {}, { 'retry-after': '0' }) : sendJson(response, 200, JSON.parse(request.body))));
    await expect(client({ maxRetries: 3 }).payments.create({ id: 'p2', note: 'n' }, { idempotencyKey: 'key-7' })).resolves.toEqual({ id: 'p2', note: 'n' });
    expect(server.requests).toHaveLength(3);
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual(['key-7', 'key-7', 'key-7']);
    expect(server.requests.map((r) => JSON.parse(r.body))).toEqual(Array.from({ length: 3 }, () => ({ id: 'p2', note: 'n' })));
  }, 20_000);

  it('resumes an SSE stream cut mid-event from Last-Event-ID, without losing or repeating an event', async () => {
    const event = (n: number): string => `id: ${n}\nevent: message\ndata: ${JSON.stringify({ id: `e${n}` })}\n\n`;
    server.handle((request, response, _raw, index) => {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      if (index === 0) {
        // Three whole events, then half of the fourth, then the connection drops.
        response.write(event(1) + event(2) + event(3) + 'id: 4\ndata: {"id":');
        setTimeout(() => response.socket?.destroy(), 50);
        return;
      }
      const from = Number(request.headers['last-event-id']) + 1;
      let body = '';
      for (let n = from; n <= 6; n += 1) body += event(n);
      response.end(`${body}data: [DONE]\n\n`);
    });
    const received: string[] = [];
    for await (const item of await client().events.follow()) received.push(item.id);
    expect(received).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'e6']);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]!.headers['last-event-id']).toBeUndefined();
    expect(server.requests[1]!.headers['last-event-id']).toBe('3');
  }, 20_000);
});
