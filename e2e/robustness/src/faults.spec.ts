import { join } from 'node:path';
import { faultsDocument } from './fixtures/faults-document';
import { sendJson, startLoopback, type Loopback } from './loopback';
import { compileSdk, generateSdk, REPO_ROOT } from './support';
// The runtime's own test kit: the waits a client asks for, recorded as it schedules them.
import { recordTimers, type TimerRecord } from '../../../packages/runtime-typescript/test/scheduled-timers';

// A generated client against a real loopback server that misbehaves. The server counts
// requests, so retries and resumption are asserted on the wire, not inferred from the
// client's answers; waits are asserted as the delays the client scheduled, never as time
// that passed, so a busy machine cannot fail them.

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
  items: {
    list(options?: RequestOptions): Promise<Item[]>;
    create(request: Item, options?: RequestOptions): Promise<Item>;
  };
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

let timers: TimerRecord;
/** The waits between attempts: timers of 100 ms or more, less the 60 s request timeout each attempt sets. */
const retryWaits = (): Array<{ delayMs: number }> =>
  timers.timers.filter((t) => t.delayMs >= 100 && t.delayMs !== 60_000);
beforeEach(() => {
  timers = recordTimers();
});
afterEach(() => {
  timers.restore();
});

const client = (options: { maxRetries?: number; timeoutInSeconds?: number } = {}): FlakyClient =>
  new sdk.FlakyClient({ baseUrl: server.url, ...options });

async function failureOf(promise: Promise<unknown>): Promise<Error & { statusCode?: number }> {
  return promise.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: Error & { statusCode?: number }) => error,
  );
}

describe('a generated client against a misbehaving server', () => {
  it('retries a 503 storm with growing backoff, then gives up with the status error', async () => {
    server.handle((_request, response) => sendJson(response, 503, { error: 'unavailable' }));
    const error = await failureOf(client({ maxRetries: 2 }).items.list());
    expect(error).toBeInstanceOf(sdk.FlakyError);
    expect(error.statusCode).toBe(503);
    expect(error.message).toContain('GET /items');
    expect(server.requests).toHaveLength(3);
    // 1 s then 2 s, each ±20%.
    const [first, second, ...more] = retryWaits().map((t) => t.delayMs);
    expect(more).toEqual([]);
    expect(first).toBeGreaterThanOrEqual(800);
    expect(first).toBeLessThanOrEqual(1200);
    expect(second).toBeGreaterThanOrEqual(1600);
    expect(second).toBeLessThanOrEqual(2400);
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
    // Plain backoff would be about 1 s, then 2 s; the headers ask for 2 s, then up to a date
    // about 2 s after the second answer (whole-second precision, so 1 to 2 s from when it is read).
    const [afterSeconds, afterDate, ...more] = retryWaits();
    expect(more).toEqual([]);
    expect(afterSeconds!.delayMs).toBe(2000);
    expect(afterDate!.delayMs).toBeGreaterThan(0);
    expect(afterDate!.delayMs).toBeLessThanOrEqual(2000);
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
    const error = await failureOf(client({ maxRetries: 2, timeoutInSeconds: 0.5 }).items.list());
    expect(error).toBeInstanceOf(sdk.FlakyTimeoutError);
    expect(error.message).toContain('GET /items');
    // The 500 ms timeout, and no retry wait after it.
    expect(timers.delays(100)).toEqual([500]);
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
    server.handle((request, response, _raw, index) =>
      index < 2
        ? sendJson(response, 503, {}, { 'retry-after': '0' })
        : sendJson(response, 200, JSON.parse(request.body)),
    );
    await expect(
      client({ maxRetries: 3 }).payments.create({ id: 'p2', note: 'n' }, { idempotencyKey: 'key-7' }),
    ).resolves.toEqual({ id: 'p2', note: 'n' });
    expect(server.requests).toHaveLength(3);
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual(['key-7', 'key-7', 'key-7']);
    expect(server.requests.map((r) => JSON.parse(r.body))).toEqual(
      Array.from({ length: 3 }, () => ({ id: 'p2', note: 'n' })),
    );
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
