import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { listenOnLoopback } from "@bracken/test-kit";

/** A request as the test server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
  at: number;
}

/** A real HTTP server on 127.0.0.1 with an ephemeral port that records every request. */
export interface TestServer {
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/** Handles one request; `index` counts requests from 0. */
export type TestHandler = (request: SeenRequest, response: ServerResponse, index: number) => void | Promise<void>;

/** Starts a server; the body is read fully before the handler runs. */
export async function startTestServer(handler: TestHandler): Promise<TestServer> {
  const requests: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const seen: SeenRequest = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks),
        at: Date.now(),
      };
      requests.push(seen);
      Promise.resolve(handler(seen, res, requests.length - 1)).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
  });
  const listener = await listenOnLoopback(server);
  return { url: listener.url, requests, close: listener.close };
}

/** Sends a JSON response. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}
