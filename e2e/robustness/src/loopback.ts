import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '@bracken/test-kit';

/** One request as the server saw it. */
export interface SeenRequest {
  method: string;
  /** Raw request target: path and query string. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** `Date.now()` when the request head arrived. */
  at: number;
}

/** Answers one request; `index` counts requests from 0 since the last `handle`. */
export type LoopbackHandler = (
  request: SeenRequest,
  response: ServerResponse,
  raw: IncomingMessage,
  index: number,
) => void;

/** A `node:http` server on 127.0.0.1 that counts and records every request. */
export interface Loopback {
  url: string;
  requests: SeenRequest[];
  /** Sets the handler and clears the request log. */
  handle(handler: LoopbackHandler): void;
  close(): Promise<void>;
}

/** Starts a {@link Loopback} on an ephemeral port. */
export async function startLoopback(): Promise<Loopback> {
  let handler: LoopbackHandler = (_request, response) => response.end();
  const requests: SeenRequest[] = [];
  const server = createServer((raw, response) => {
    const at = Date.now();
    const chunks: Buffer[] = [];
    raw.on('data', (chunk: Buffer) => chunks.push(chunk));
    raw.on('end', () => {
      const seen: SeenRequest = {
        method: raw.method ?? '',
        url: raw.url ?? '/',
        headers: raw.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at,
      };
      requests.push(seen);
      handler(seen, response, raw, requests.length - 1);
    });
  });
  const listener = await listenOnLoopback(server);
  return {
    url: listener.url,
    requests,
    handle(next) {
      handler = next;
      requests.length = 0;
    },
    close: () => listener.close(),
  };
}

/** Sends a JSON answer. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
