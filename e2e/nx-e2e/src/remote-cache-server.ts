import { createReadStream, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

/** What the server saw, for a test to assert on. */
export interface RemoteCacheCounts {
  /** `GET` of an entry that exists. */
  hits: number;
  /** `GET` of an entry that does not. */
  misses: number;
  /** `PUT` that stored an entry. */
  stored: number;
  /** Requests refused for a missing or wrong token. */
  unauthorized: number;
}

/** A running self-hosted Nx remote cache. */
export interface RemoteCacheServer {
  /** Base URL, the value of `NX_SELF_HOSTED_REMOTE_CACHE_SERVER`. */
  url: string;
  /** The token clients send, the value of `NX_SELF_HOSTED_REMOTE_CACHE_ACCESS_TOKEN`. */
  token: string;
  counts: RemoteCacheCounts;
  /** Stops listening. */
  close(): Promise<void>;
}

const HASH = /^\/v1\/cache\/([A-Za-z0-9_-]{1,128})$/;

/**
 * Starts a server on 127.0.0.1 that implements Nx's published contract for a self-hosted
 * remote cache: `PUT /v1/cache/{hash}` stores the tar body (409 when the entry exists),
 * `GET /v1/cache/{hash}` returns it (404 when absent), and both require
 * `Authorization: Bearer <token>`. Entries are files in `directory`.
 *
 * @param directory - empty folder for the entries.
 * @param token - the bearer token clients must send.
 * @example
 * const cache = await startRemoteCacheServer(join(temp, 'remote-cache'), 'secret');
 * env.NX_SELF_HOSTED_REMOTE_CACHE_SERVER = cache.url;
 */
export async function startRemoteCacheServer(directory: string, token: string): Promise<RemoteCacheServer> {
  mkdirSync(directory, { recursive: true });
  const counts: RemoteCacheCounts = { hits: 0, misses: 0, stored: 0, unauthorized: 0 };
  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const match = HASH.exec(request.url ?? '');
    if (match === null) return end(response, 404);
    if (request.headers.authorization !== `Bearer ${token}`) {
      counts.unauthorized += 1;
      return end(response, 401);
    }
    const file = join(directory, match[1]!);
    if (request.method === 'GET') {
      if (!existsSync(file)) {
        counts.misses += 1;
        return end(response, 404);
      }
      counts.hits += 1;
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': statSync(file).size });
      await pipeline(createReadStream(file), response);
      return;
    }
    if (request.method === 'PUT') {
      if (existsSync(file)) {
        request.resume();
        return end(response, 409);
      }
      const partial = `${file}.partial`;
      await pipeline(request, createWriteStream(partial));
      renameSync(partial, file);
      counts.stored += 1;
      return end(response, 200);
    }
    end(response, 405);
  };
  const server = createServer((request, response) => {
    handle(request, response).catch(() => end(response, 500));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    counts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function end(response: ServerResponse, status: number): void {
  if (!response.headersSent) response.writeHead(status);
  response.end();
}
