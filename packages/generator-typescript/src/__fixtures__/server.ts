import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as it arrived on the wire. */
export interface RecordedRequest {
  method: string;
  /** Path with query string. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

/** A real HTTP server on 127.0.0.1 that records every request. */
export interface TestServer {
  url: string;
  port: number;
  requests: RecordedRequest[];
  /** Replaces the handler; the default answers 200 with `{}`. */
  handle(handler: Handler): void;
  reset(): void;
  close(): Promise<void>;
}

/** Sends JSON with a status code. */
export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Starts a server on an ephemeral loopback port. */
export async function startServer(): Promise<TestServer> {
  const defaultHandler: Handler = (_req, res) => sendJson(res, 200, {});
  let handler = defaultHandler;
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', path: parsed.pathname, query: parsed.searchParams, headers: req.headers, body, text: body.toString('utf8') };
      requests.push(recorded);
      Promise.resolve(handler(recorded, res)).catch((error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      });
    });
  });
  // Idle sockets stay open until `close`: a spec that blocks the event loop (a synchronous compile)
  // past the keep-alive timeout would otherwise race the server's close of an idle socket against
  // the client's reuse of it, and a request without retries would fail with ECONNRESET.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    handle(next) {
      handler = next;
    },
    reset() {
      handler = defaultHandler;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
