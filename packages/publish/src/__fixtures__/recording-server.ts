import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { listenOnLoopback } from '@bracken/test-kit';

/** One request the stand-in server received. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A reply: status and JSON body. */
export interface Reply {
  status: number;
  body?: unknown;
}

/** A local HTTP stand-in that records every request and answers through `route`. */
export interface RecordingServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Starts a recording server on 127.0.0.1 with an ephemeral port. */
export async function startRecordingServer(route: (request: RecordedRequest) => Reply): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        // Keep raw text.
      }
      const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const reply = route(recorded);
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  const listener = await listenOnLoopback(server);
  return { url: listener.url, requests, close: listener.close };
}
