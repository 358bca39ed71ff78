import { execFileSync } from 'node:child_process';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSdk, bundlePage, REPO_ROOT } from './build-page';
import { launchChromium } from './chromium';

// The generated SDK end to end, from an OpenAPI document (feed.openapi.yml) to calls against
// real loopback servers: a resumable SSE endpoint returns a Stream, paginated endpoints return
// a Page, and each webhook gets a verifySignature helper, checked in Node (node:crypto) and in
// Chromium (Web Crypto only) with signatures computed by the openssl command line.

const WORK_DIR = join(REPO_ROOT, 'tmp', 'e2e-sdk-events');
const PACKAGE = '@acme/feed-sdk';

interface Message {
  text: string;
  sentBy?: string;
}
interface Pet {
  petId: string;
}
interface SdkPage<T> extends AsyncIterable<T> {
  data: T[];
  rawResponse: { status: number; url: string; headers: Headers };
  hasNextPage(): boolean;
  getNextPage(): Promise<SdkPage<T>>;
}
interface RequestOptions {
  abortSignal?: AbortSignal;
  reconnectionEnabled?: boolean;
  maxReconnectionAttempts?: number;
}
interface FeedClient {
  feed: { follow(request?: { room?: string }, options?: RequestOptions): Promise<AsyncIterable<Message>> };
  pets: {
    listByCursor(request?: object): Promise<SdkPage<Pet>>;
    listByOffset(request?: { limit?: number }): Promise<SdkPage<Pet>>;
    listByPage(request?: object): Promise<SdkPage<Pet>>;
    listLinked(): Promise<SdkPage<Pet>>;
  };
}
interface VerifyArgs {
  secret: string;
  body: string | Uint8Array;
  headers: IncomingHttpHeaders | Record<string, string>;
  url?: string;
  now?: number;
}
interface WebhookHelper {
  verifySignature(args: VerifyArgs): Promise<boolean>;
  assertSignature(args: VerifyArgs): Promise<void>;
  parse(body: string): unknown;
}
interface FeedSdk {
  FeedClient: new (options: { baseUrl: string; maxRetries?: number }) => FeedClient;
  FeedWebhooks: Record<'petAdopted' | 'petFed' | 'petWeighed', WebhookHelper>;
}

/** A loopback server whose handler each test sets; records every request's headers and URL. */
interface Loopback {
  url: string;
  requests: Array<{ url: string; headers: IncomingHttpHeaders }>;
  handle(handler: (request: IncomingMessage, response: ServerResponse, index: number) => void): void;
  close(): Promise<void>;
}

async function startLoopback(): Promise<Loopback> {
  let handler: (request: IncomingMessage, response: ServerResponse, index: number) => void = (_q, r) => r.end();
  const requests: Loopback['requests'] = [];
  const server: Server = createServer((request, response) => {
    requests.push({ url: request.url ?? '/', headers: request.headers });
    handler(request, response, requests.length - 1);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Digest or HMAC by the openssl command line, independent of the code under test. */
function openssl(args: string[], input: string): Buffer {
  return execFileSync('openssl', ['dgst', ...args, '-binary'], { input });
}

let sdk: FeedSdk;
let api: Loopback;

beforeAll(async () => {
  const dir = await buildSdk(WORK_DIR, {
    spec: 'feed.openapi.yml',
    packageName: PACKAGE,
    generateReactQueryHooks: false,
    build: 'cjs',
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  sdk = require(join(dir, 'dist', 'cjs', 'index.js')) as FeedSdk;
  api = await startLoopback();
}, 120_000);

afterAll(async () => {
  await api?.close();
});

const client = (): FeedClient => new sdk.FeedClient({ baseUrl: api.url, maxRetries: 0 });

function sse(response: ServerResponse, text = ''): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  if (text) response.write(text);
}

describe('server-sent events through the generated client', () => {
  it('resumes a resumable stream cut mid-event: Last-Event-ID, refused reconnects, no loss, no duplicates', async () => {
    const fox = Buffer.from('id: 3\ndata: {"text":"caf\u00e9 \ud83e\udd8a"}\n\n', 'utf8');
    api.handle((_request, response, index) => {
      if (index === 0) {
        // retry, a comment, multi-line data, then a cut in the middle of event 2.
        sse(response, 'retry: 20\n\n: keep-alive\n\nid: 1\ndata: {"text":\ndata: "one"}\n\nid: 2\ndata: {"text":"tw');
        setTimeout(() => response.socket?.destroy(), 30);
      } else if (index === 1) {
        response.writeHead(503).end();
      } else if (index === 2) {
        response.socket?.destroy();
      } else {
        // The replay starts before the last id the client saw; event 1 must not come twice.
        sse(response, 'id: 1\ndata: {"text":"one"}\n\nid: 2\ndata: {"text":"two","sent_by":"bo"}\n\n');
        // Event 3 arrives one byte at a time, splitting the UTF-8 sequences.
        let i = 0;
        const drip = setInterval(() => {
          if (i < fox.length) response.write(fox.subarray(i, ++i));
          else {
            clearInterval(drip);
            response.end('data: [DONE]\n\n');
          }
        }, 1);
      }
    });
    const events: Message[] = [];
    for await (const message of await client().feed.follow({ room: 'lobby' })) events.push(message);
    expect(events).toEqual([{ text: 'one' }, { text: 'two', sentBy: 'bo' }, { text: 'caf\u00e9 \ud83e\udd8a' }]);
    expect(api.requests.map((r) => r.headers['last-event-id'])).toEqual([undefined, '1', '1', '1']);
    expect(api.requests.every((r) => r.url === '/feed?room=lobby')).toBe(true);
  });

  it('gives up after maxReconnectionAttempts (a request option)', async () => {
    api.handle((_request, response, index) => {
      if (index === 0) {
        sse(response, 'retry: 10\n\nid: 1\ndata: {"text":"one"}\n\n');
        setTimeout(() => response.socket?.destroy(), 20);
      } else response.writeHead(503).end();
    });
    const events: Message[] = [];
    const consume = async (): Promise<void> => {
      for await (const message of await client().feed.follow({}, { maxReconnectionAttempts: 2 })) events.push(message);
    };
    await expect(consume()).rejects.toThrow(/gave up after 2 reconnection attempts/);
    expect(events).toEqual([{ text: 'one' }]);
    expect(api.requests).toHaveLength(3);
  });

  it('does not reconnect when reconnectionEnabled is false (a request option)', async () => {
    api.handle((_request, response) => {
      sse(response, 'id: 1\ndata: {"text":"one"}\n\n');
      setTimeout(() => response.socket?.destroy(), 20);
    });
    const consume = async (): Promise<void> => {
      for await (const message of await client().feed.follow({}, { reconnectionEnabled: false })) void message;
    };
    await expect(consume()).rejects.toThrow(/dropped/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.requests).toHaveLength(1);
  });

  it("ends the stream on the caller's abort signal and stops reconnecting", async () => {
    api.handle((_request, response) => sse(response, 'retry: 10\n\nid: 1\ndata: {"text":"one"}\n\n'));
    const controller = new AbortController();
    const events: Message[] = [];
    for await (const message of await client().feed.follow({}, { abortSignal: controller.signal })) {
      events.push(message);
      controller.abort();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toEqual([{ text: 'one' }]);
    expect(api.requests).toHaveLength(1);
  });
});

describe('pagination through the generated client', () => {
  const pets = (ids: string[]): Array<{ pet_id: string }> => ids.map((pet_id) => ({ pet_id }));
  const send = (response: ServerResponse, body: unknown): void => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const collect = async (page: AsyncIterable<Pet>): Promise<string[]> => {
    const ids: string[] = [];
    for await (const pet of page) ids.push(pet.petId);
    return ids;
  };

  it('cursor: a Page with hasNextPage, getNextPage and rawResponse, iterable over every item', async () => {
    api.handle((request, response) => {
      const cursor = new URL(request.url ?? '/', api.url).searchParams.get('cursor');
      if (cursor === null) send(response, { items: pets(['1', '2']), next_cursor: 'c2' });
      else send(response, { items: pets(['3']) });
    });
    const first = await client().pets.listByCursor();
    expect(first.data.map((p) => p.petId)).toEqual(['1', '2']);
    expect(first.rawResponse.status).toBe(200);
    expect(first.hasNextPage()).toBe(true);
    const second = await first.getNextPage();
    expect(second.data.map((p) => p.petId)).toEqual(['3']);
    expect(second.hasNextPage()).toBe(false);
    expect(second.rawResponse.url).toContain('cursor=c2');
    expect(await collect(await client().pets.listByCursor())).toEqual(['1', '2', '3']);
  });

  it('offset: advances by the items received and stops at an empty page', async () => {
    api.handle((request, response) => {
      const offset = Number(new URL(request.url ?? '/', api.url).searchParams.get('offset') ?? '0');
      send(response, { items: pets(['a', 'b', 'c', 'd', 'e'].slice(offset, offset + 2)) });
    });
    expect(await collect(await client().pets.listByOffset({ limit: 2 }))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(api.requests.map((r) => new URL(r.url, api.url).searchParams.get('offset'))).toEqual([null, '2', '4', '5']);
  });

  it('page numbers: follows has_more', async () => {
    api.handle((request, response) => {
      const page = Number(new URL(request.url ?? '/', api.url).searchParams.get('page') ?? '1');
      send(response, { items: pets([`p${page}`]), has_more: page < 3 });
    });
    const first = await client().pets.listByPage();
    expect(await collect(first)).toEqual(['p1', 'p2', 'p3']);
    expect(api.requests.map((r) => new URL(r.url, api.url).searchParams.get('page'))).toEqual([null, '2', '3']);
  });

  it('next URL: follows the link the server returns', async () => {
    api.handle((request, response) => {
      if (request.url === '/pets/linked')
        send(response, { data: pets(['x']), links: { next: `${api.url}/pets/linked?after=x` } });
      else send(response, { data: pets(['y']), links: {} });
    });
    const first = await client().pets.listLinked();
    expect(first.hasNextPage()).toBe(true);
    expect(await collect(first)).toEqual(['x', 'y']);
    expect(api.requests.map((r) => r.url)).toEqual(['/pets/linked', '/pets/linked?after=x']);
  });
});

describe('webhook signature helpers', () => {
  const secret = 'whsec_feed';
  const adoption = JSON.stringify({ pet_id: 'p1', adopter_name: 'Ada' });
  const now = (): string => String(Math.floor(Date.now() / 1000));

  /** Headers and URL for petAdopted: sha512/base64 over "{timestamp}.{body}", md5/hex body hash. */
  function signAdoption(body: string, timestamp = now()): { headers: Record<string, string>; query: string } {
    const signature = openssl(['-sha512', '-hmac', secret], `${timestamp}.${body}`).toString('base64');
    const md5 = openssl(['-md5'], body).toString('hex');
    return {
      headers: {
        'X-Feed-Signature': `v1=${signature}`,
        'X-Feed-Timestamp': timestamp,
        'content-type': 'application/json',
      },
      query: `?body_md5=${md5}`,
    };
  }

  /** A receiver that verifies each notification with the generated helper, as a user's server would. */
  async function receive(
    name: keyof FeedSdk['FeedWebhooks'],
    path: string,
    body: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; reason: string }> {
    api.handle((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const helper = sdk.FeedWebhooks[name];
        helper
          .assertSignature({
            secret,
            body: Buffer.concat(chunks),
            headers: request.headers,
            url: `${api.url}${request.url ?? ''}`,
          })
          .then(() => response.writeHead(204).end())
          .catch((error: { name?: string; reason?: string }) =>
            response.writeHead(401).end(`${error.name}:${error.reason}`),
          );
      });
    });
    const response = await fetch(`${api.url}${path}`, { method: 'POST', headers, body });
    return { status: response.status, reason: await response.text() };
  }

  it('accepts a notification signed with openssl (sha512, base64, timestamp template, md5 body hash)', async () => {
    const { headers, query } = signAdoption(adoption);
    expect(await receive('petAdopted', `/hooks${query}`, adoption, headers)).toEqual({ status: 204, reason: '' });
    expect(sdk.FeedWebhooks.petAdopted.parse(adoption)).toEqual({ petId: 'p1', adopterName: 'Ada' });
  });

  it('rejects a tampered body, a wrong signature, a missing header, an expired timestamp and a bad body hash, each with its reason', async () => {
    const { headers, query } = signAdoption(adoption);
    const tampered = adoption.replace('Ada', 'Eve');
    const tamperedHash = `?body_md5=${openssl(['-md5'], tampered).toString('hex')}`;
    expect(await receive('petAdopted', `/hooks${tamperedHash}`, tampered, headers)).toEqual({
      status: 401,
      reason: 'WebhookVerificationError:bad-signature',
    });
    expect(await receive('petAdopted', `/hooks${query}`, tampered, headers)).toEqual({
      status: 401,
      reason: 'WebhookVerificationError:body-hash-mismatch',
    });
    const wrong = {
      ...headers,
      'X-Feed-Signature': `v1=${openssl(['-sha512', '-hmac', 'other-secret'], `${headers['X-Feed-Timestamp']}.${adoption}`).toString('base64')}`,
    };
    expect(await receive('petAdopted', `/hooks${query}`, adoption, wrong)).toEqual({
      status: 401,
      reason: 'WebhookVerificationError:bad-signature',
    });
    const { 'X-Feed-Signature': _dropped, ...unsigned } = headers;
    void _dropped;
    expect(await receive('petAdopted', `/hooks${query}`, adoption, unsigned)).toEqual({
      status: 401,
      reason: 'WebhookVerificationError:missing-header',
    });
    const old = signAdoption(adoption, String(Math.floor(Date.now() / 1000) - 301));
    expect(await receive('petAdopted', `/hooks${old.query}`, adoption, old.headers)).toEqual({
      status: 401,
      reason: 'WebhookVerificationError:expired',
    });
    expect(await receive('petAdopted', '/hooks', adoption, headers)).toEqual({
      status: 401,
      reason: 'WebhookVerificationError:missing-body-hash',
    });
  });

  it('verifies sha1/hex with a prefix, and sha256/hex with a sha256/base64 body hash', async () => {
    const fed = JSON.stringify({ pet_id: 'p2', grams: 120 });
    const sha1 = openssl(['-sha1', '-hmac', secret], fed).toString('hex');
    expect(await receive('petFed', '/fed', fed, { 'X-Hub-Signature': `sha1=${sha1}` })).toEqual({
      status: 204,
      reason: '',
    });
    expect(
      await sdk.FeedWebhooks.petFed.verifySignature({
        secret,
        body: fed,
        headers: { 'X-Hub-Signature': `sha1=${sha1.replace(/^./, sha1[0] === '0' ? '1' : '0')}` },
      }),
    ).toBe(false);
    const sha256 = openssl(['-sha256', '-hmac', secret], fed).toString('hex');
    const digest = encodeURIComponent(openssl(['-sha256'], fed).toString('base64'));
    expect(await receive('petWeighed', `/weighed?digest=${digest}`, fed, { 'X-Weigh-Signature': sha256 })).toEqual({
      status: 204,
      reason: '',
    });
    expect(
      await sdk.FeedWebhooks.petWeighed.verifySignature({
        secret,
        body: fed,
        headers: { 'X-Weigh-Signature': sha256 },
        url: `${api.url}/weighed?digest=${encodeURIComponent(openssl(['-sha256'], `${fed} `).toString('base64'))}`,
      }),
    ).toBe(false);
  });

  describe('where only Web Crypto exists (headless Chromium)', () => {
    let browser: Browser | undefined;

    afterAll(async () => {
      await browser?.close();
    });

    it('verifies the same openssl signatures and rejects the same failures', async () => {
      const sdkSource = join(WORK_DIR, 'node_modules', ...PACKAGE.split('/'), 'src', 'index.ts');
      const built = await bundlePage(WORK_DIR, join(__dirname, 'page', 'webhooks.ts'), { [PACKAGE]: sdkSource });
      const page = await startLoopback();
      page.handle((request, response) => {
        const script = request.url === '/app.js';
        response.writeHead(200, { 'content-type': script ? 'text/javascript' : 'text/html' });
        response.end(script ? built.script : built.html);
      });
      try {
        browser = await launchChromium();
        const tab = await browser.newPage();
        await tab.goto(page.url);
        await tab.waitForFunction('typeof window.verifyWebhook === "function"');
        expect(
          await tab.evaluate('typeof globalThis.process === "undefined" && typeof crypto.subtle === "object"'),
        ).toBe(true);
        const verify = (name: string, args: VerifyArgs): Promise<unknown> =>
          tab.evaluate(`window.verifyWebhook(${JSON.stringify(name)}, ${JSON.stringify(args)})`);
        const { headers, query } = signAdoption(adoption);
        const url = `https://example.com/hooks${query}`;
        expect(await verify('petAdopted', { secret, body: adoption, headers, url })).toBe(true);
        expect(await verify('petAdopted', { secret, body: adoption.replace('Ada', 'Eve'), headers, url })).toBe(false);
        expect(await verify('petAdopted', { secret: 'other', body: adoption, headers, url })).toBe(false);
        const old = signAdoption(adoption, String(Math.floor(Date.now() / 1000) - 301));
        expect(
          await verify('petAdopted', {
            secret,
            body: adoption,
            headers: old.headers,
            url: `https://example.com/hooks${old.query}`,
          }),
        ).toBe(false);
        expect(
          await verify('petAdopted', {
            secret,
            body: adoption,
            headers: { 'X-Feed-Timestamp': headers['X-Feed-Timestamp']! },
            url,
          }),
        ).toBe(false);
        const fed = JSON.stringify({ pet_id: 'p2', grams: 120 });
        expect(
          await verify('petFed', {
            secret,
            body: fed,
            headers: { 'X-Hub-Signature': `sha1=${openssl(['-sha1', '-hmac', secret], fed).toString('hex')}` },
          }),
        ).toBe(true);
      } finally {
        await page.close();
      }
    }, 60_000);
  });
});
