import { createHash, createHmac } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, sep } from 'node:path';
import { PROBE_TOKEN, WEBHOOK_SECRET } from './client/report';

/** One request as the server received it. */
export interface RecordedRequest {
  method: string;
  /** The path and query after the run prefix, exactly as sent (still percent-encoded). */
  url: string;
  headers: IncomingHttpHeaders;
}

/** What the server saw during one run (one runtime, one build). */
export interface RunRecord {
  requests: RecordedRequest[];
  /** The `Access-Control-Request-Headers` of each CORS preflight, lowercase and sorted. */
  preflights: string[][];
  /** What `/files` received, one entry per upload, decoded by the platform's own multipart parser. */
  uploads: Array<{ filename: string; contentType: string; size: number; sha256: string; label: string }>;
}

/** The loopback server of the scenario. Each run uses its own URL prefix and record. */
export interface ProbeServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The record of `run`, created on first use. */
  run(run: string): RunRecord;
  /** The HTML page that runs the scenario in a browser, served at `/<run>/page`. */
  setPage(run: string, html: string): void;
  close(): Promise<void>;
}

/** Note the JSON call returns; `tags` echoes the `include` query parameters. */
export const NOTE = {
  account_id: 'acc 7',
  note_id: 'n/1?',
  text: 'Grüße, 世界 ✓',
  created_at: '2024-05-01T12:30:00.000Z',
} as const;

/** The notification the webhook check verifies: body, and the body's SHA-256 on the URL. */
export const WEBHOOK_BODY = JSON.stringify({ note_id: 'n1', shared_with: 'zoë' });

/** The events of `/events`, with ids 1 to 4. */
const EVENTS = ['one', 'two', 'three', 'four ✓'].map(
  (text, i) => `id: ${i + 1}\ndata: ${JSON.stringify({ seq: i + 1, text })}\n\n`,
);

/**
 * What the API allows a page of another origin: exactly the request headers the SDK sends
 * from a browser in the scenario (docs/runtime.md lists them for API owners), and the response
 * header its retries read. A header the SDK starts to send fails the browser runs until it is
 * listed here and in the documentation.
 */
export const CORS_POLICY = {
  allowHeaders: [
    'authorization',
    'last-event-id',
    'x-bracken-language',
    'x-bracken-runtime',
    'x-bracken-sdk-name',
    'x-bracken-sdk-version',
  ],
  exposeHeaders: ['retry-after'],
} as const;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
};

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** A freshly signed notification: `v1=` HMAC-SHA256 (hex) over `{timestamp}.{body}`, SHA-256 body hash (base64) on the URL. */
function signedWebhook(): { body: string; headers: Record<string, string>; url: string } {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${WEBHOOK_BODY}`).digest('hex');
  const bodyHash = createHash('sha256').update(WEBHOOK_BODY).digest('base64');
  return {
    body: WEBHOOK_BODY,
    headers: {
      'X-Probe-Signature': `v1=${signature}`,
      'X-Probe-Timestamp': timestamp,
      'Content-Type': 'application/json',
    },
    url: `https://hooks.example.com/probe?body_sha256=${encodeURIComponent(bodyHash)}`,
  };
}

/**
 * Starts the probe server on 127.0.0.1. `workDir` is served read-only under `/<run>/work/`
 * so that a browser can load the SDK's and the client's modules. A request whose `Origin` is
 * not the server's own is answered under {@link CORS_POLICY}, preflights included.
 *
 * Routes, after the `/<run>` prefix: `GET /accounts/{a}/notes/{n}` (404 for `missing`),
 * `GET /slow` (never answers), `GET /flaky` (503 with `Retry-After: 0`, then 200),
 * `GET /ping` and `GET /ua/ping`, `GET /events` (the first connection is cut inside the third
 * event when the client calls `GET /events/cut`; a reconnection replays from `Last-Event-ID`),
 * `POST /files` and `GET /webhook-fixture`.
 */
export async function startProbeServer(workDir: string): Promise<ProbeServer> {
  const runs = new Map<string, RunRecord>();
  const pages = new Map<string, string>();
  const held = new Set<ServerResponse>();
  const streams = new Map<string, ServerResponse>();
  // A request from a page of another origin (http://localhost:<port>) gets CORS headers.
  let self = '';
  const record = (run: string): RunRecord => {
    let found = runs.get(run);
    if (found === undefined) {
      found = { requests: [], preflights: [], uploads: [] };
      runs.set(run, found);
    }
    return found;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const raw = request.url ?? '/';
    const slash = raw.indexOf('/', 1);
    if (slash === -1) return sendJson(response, 404, { code: 'no_run', detail: raw });
    const run = raw.slice(1, slash);
    const rest = raw.slice(slash);
    const path = rest.split('?')[0]!;
    if (request.method === 'GET' && path === '/page') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void response.end(pages.get(run) ?? '');
    }
    if (request.method === 'GET' && path.startsWith('/work/')) {
      const file = join(workDir, ...decodeURIComponent(path.slice('/work/'.length)).split('/'));
      const inside = relative(workDir, file);
      if (inside.startsWith('..') || inside.startsWith(sep) || !existsSync(file) || !statSync(file).isFile())
        return sendJson(response, 404, { code: 'no_file', detail: path });
      response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
      return void response.end(readFileSync(file));
    }
    const state = record(run);
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== self) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('access-control-expose-headers', CORS_POLICY.exposeHeaders.join(', '));
      if (request.method === 'OPTIONS') {
        const asked = String(request.headers['access-control-request-headers'] ?? '');
        state.preflights.push(
          asked
            .split(',')
            .map((name) => name.trim().toLowerCase())
            .filter((name) => name !== '')
            .sort(),
        );
        // Max-Age 0: every request is checked on its own, so each header the SDK adds is seen.
        response.writeHead(204, {
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': CORS_POLICY.allowHeaders.join(', '),
          'access-control-max-age': '0',
        });
        return void response.end();
      }
    }
    state.requests.push({ method: request.method ?? '', url: rest, headers: request.headers });
    const count = state.requests.filter((r) => r.url.split('?')[0] === path).length;
    const notes = /^\/accounts\/([^/]+)\/notes\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && notes !== null) {
      if (request.headers.authorization !== `Bearer ${PROBE_TOKEN}`)
        return sendJson(response, 401, { code: 'unauthorized', detail: 'bad token' });
      const noteId = decodeURIComponent(notes[2]!);
      if (noteId === 'missing') return sendJson(response, 404, { code: 'not_found', detail: `no note ${noteId}` });
      const include = new URL(rest, 'http://probe').searchParams.getAll('include');
      return sendJson(response, 200, {
        ...NOTE,
        account_id: decodeURIComponent(notes[1]!),
        note_id: noteId,
        tags: include,
      });
    }
    if (request.method === 'GET' && path === '/slow') {
      // Never answered: the client's timeout must end the call.
      held.add(response);
      response.on('close', () => held.delete(response));
      return;
    }
    if (request.method === 'GET' && path === '/flaky') {
      if (count === 1) return sendJson(response, 503, { code: 'busy', detail: 'try again' }, { 'retry-after': '0' });
      return sendJson(response, 200, { attempt: count });
    }
    if (request.method === 'GET' && (path === '/ping' || path === '/ua/ping'))
      return sendJson(response, 200, { attempt: count });
    if (request.method === 'GET' && path === '/events') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      if (count === 1) {
        // Held open until the client reports event 2 (GET /events/cut), so the cut never races delivery.
        streams.set(run, response);
        // A client that never reports ends with events 1 and 2 and fails its check instead of hanging.
        const fallback = setTimeout(() => {
          if (streams.get(run) !== response) return;
          streams.delete(run);
          response.end('data: [DONE]\n\n');
        }, 15_000);
        response.on('close', () => clearTimeout(fallback));
        return void response.write(`retry: 10\n\n${EVENTS.slice(0, 2).join('')}`);
      }
      // A resumed stream replays from the last id the client saw: that event must not arrive twice.
      const from = Number(request.headers['last-event-id'] ?? '0');
      return void response.end(`${EVENTS.filter((_, i) => i + 1 >= from).join('')}data: [DONE]\n\n`);
    }
    if (request.method === 'GET' && path === '/events/cut') {
      const stream = streams.get(run);
      streams.delete(run);
      if (stream === undefined) return sendJson(response, 409, { code: 'no_stream', detail: 'no open stream to cut' });
      // Cut inside event 3: the client must drop the half event and resume after event 2.
      stream.write(EVENTS[2]!.slice(0, 12), () => stream.socket?.destroy());
      return sendJson(response, 200, { attempt: count });
    }
    if (request.method === 'POST' && path === '/files') {
      const body = await readBody(request);
      // The platform's own multipart parser, independent of the SDK that built the body.
      const form = await new Request('http://probe/files', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body: new Uint8Array(body),
      }).formData();
      const file = form.get('file');
      const label = form.get('label');
      if (!(file instanceof Blob) || typeof label !== 'string')
        return sendJson(response, 400, { code: 'bad_form', detail: 'file and label expected' });
      const bytes = Buffer.from(await file.arrayBuffer());
      const upload = {
        filename: 'name' in file && typeof file.name === 'string' ? file.name : '',
        content_type: file.type,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        label,
      };
      state.uploads.push({
        filename: upload.filename,
        contentType: upload.content_type,
        size: upload.size,
        sha256: upload.sha256,
        label,
      });
      return sendJson(response, 201, upload);
    }
    if (request.method === 'GET' && path === '/webhook-fixture') return sendJson(response, 200, signedWebhook());
    return sendJson(response, 404, { code: 'no_route', detail: `${request.method ?? ''} ${path}` });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        sendJson(response, 500, {
          code: 'server_error',
          detail: error instanceof Error ? error.message : String(error),
        });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  self = `http://127.0.0.1:${port}`;
  return {
    origin: self,
    run: record,
    setPage: (run, html) => void pages.set(run, html),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of [...held, ...streams.values()]) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
