import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BuiltPage } from './build-page';

/** The page and the Zoo API on one loopback origin, counting every API request. */
export interface ZooServer {
  url: string;
  /** How often each API request arrived, by `METHOD /path?query` with the query sorted by name. */
  count(request: string): number;
  /** Every API request, in arrival order. */
  readonly log: string[];
  close(): Promise<void>;
}

interface Animal {
  animal_id: string;
  display_name: string;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Starts the server on an ephemeral port of 127.0.0.1. */
export async function startZooServer(page: BuiltPage): Promise<ZooServer> {
  const animals: Animal[] = [
    { animal_id: 'a1', display_name: 'Ada' },
    { animal_id: 'a2', display_name: 'Bo' },
    { animal_id: 'a3', display_name: 'Cleo' },
  ];
  const log: string[] = [];

  const api = async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    const path = url.pathname.slice('/api'.length);
    if (request.method === 'GET' && path === '/animals') {
      const limit = Number(url.searchParams.get('limit') ?? '10');
      const start = Number(url.searchParams.get('cursor') ?? '0');
      const items = animals.slice(start, start + limit);
      const next = start + limit < animals.length ? String(start + limit) : undefined;
      return sendJson(response, 200, { items, ...(next !== undefined ? { next_cursor: next } : {}) });
    }
    if (request.method === 'POST' && path === '/animals') {
      const body = JSON.parse(await readBody(request)) as { display_name: string };
      const animal = { animal_id: `a${animals.length + 1}`, display_name: body.display_name };
      animals.push(animal);
      return sendJson(response, 201, animal);
    }
    if (request.method === 'GET' && path === '/animals/count')
      return sendJson(response, 200, { total: animals.length });
    const one = /^\/animals\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && one) {
      const animal = animals.find((a) => a.animal_id === decodeURIComponent(one[1]!));
      return animal ? sendJson(response, 200, animal) : sendJson(response, 404, { message: 'not found' });
    }
    if (request.method === 'GET' && path === '/stores')
      return sendJson(response, 200, [
        { store_id: 's1', city: 'Oslo' },
        { store_id: 's2', city: 'Lima' },
      ]);
    return sendJson(response, 404, { message: `no route: ${request.method} ${path}` });
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(page.html);
    }
    if (url.pathname === '/app.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      return response.end(page.script);
    }
    if (url.pathname === '/favicon.ico') {
      response.writeHead(204);
      return response.end();
    }
    if (url.pathname.startsWith('/api/')) {
      // Parameters sorted, so a count does not depend on the order the client wrote them in.
      const query = [...url.searchParams]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => `${k}=${v}`)
        .join('&');
      log.push(`${request.method} ${url.pathname.slice('/api'.length)}${query ? `?${query}` : ''}`);
      api(request, response, url).catch((error: unknown) => sendJson(response, 500, { message: String(error) }));
      return;
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    count: (request) => log.filter((entry) => entry === request).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
