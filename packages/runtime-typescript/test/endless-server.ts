import { createServer, type Server, type ServerResponse } from "node:http";
import { listenOnLoopback } from "@bracken/test-kit";

/** A server that streams a body far larger than any limit, counting what it wrote. */
export interface EndlessServer {
  url: string;
  /** Bytes handed to the socket for the current response so far. */
  sent(): number;
  /** Resolves when the current response stopped: the client hung up or the cap was reached. */
  stopped(): Promise<"closed" | "capped">;
  close(): Promise<void>;
}

/** Options of {@link startEndlessServer}. */
export interface EndlessOptions {
  /** Status and headers of the response. */
  status?: number;
  headers?: Record<string, string>;
  /** Written once before the endless part, e.g. `"data: "`. */
  prefix?: string;
  /** The piece repeated forever. */
  chunk: Buffer;
  /** A safety stop so that a client without a limit still ends. @default 64 MiB */
  capBytes?: number;
}

/**
 * Starts a `node:http` server on 127.0.0.1 that answers every request with `prefix` and then
 * `chunk` repeated, writing only when the socket drains, so `sent()` is what the client
 * could have read. It stops when the client disconnects or after `capBytes`.
 */
export async function startEndlessServer(options: EndlessOptions): Promise<EndlessServer> {
  const cap = options.capBytes ?? 64 * 1024 * 1024;
  let sent = 0;
  let stopped: Promise<"closed" | "capped"> = Promise.resolve("closed");
  const server: Server = createServer((_req, res: ServerResponse) => {
    sent = 0;
    stopped = new Promise((resolve) => {
      let done = false;
      const finish = (how: "closed" | "capped"): void => {
        if (done) return;
        done = true;
        resolve(how);
      };
      res.on("close", () => finish("closed"));
      res.writeHead(options.status ?? 200, options.headers ?? { "content-type": "application/octet-stream" });
      if (options.prefix !== undefined) {
        res.write(options.prefix);
        sent += Buffer.byteLength(options.prefix);
      }
      const pump = (): void => {
        while (!done) {
          if (sent >= cap) {
            res.end();
            finish("capped");
            return;
          }
          sent += options.chunk.length;
          if (!res.write(options.chunk)) {
            res.once("drain", pump);
            return;
          }
        }
      };
      pump();
    });
  });
  const listener = await listenOnLoopback(server);
  return {
    url: listener.url,
    sent: () => sent,
    stopped: () => stopped,
    close: listener.close,
  };
}
