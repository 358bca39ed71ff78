import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the Petstore server answered. */
export interface ServedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/** A running Petstore server. */
export interface PetstoreServer {
  /** Base URL including the `/v1` prefix. */
  url: string;
  served: ServedRequest[];
  close(): Promise<void>;
}

const PET = { id: 'pet-1', name: 'Rex', status: 'available', kind: { type: 'dog', bark: 'loud' }, created_at: '2024-01-15T09:30:00Z' };

/**
 * A small in-memory implementation of the Petstore endpoints under `/v1`. Every route
 * requires `Authorization: Bearer <token>` except `POST /store/feedback`.
 */
export async function startPetstoreServer(token: string): Promise<PetstoreServer> {
  const served: ServedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const path = url.pathname.replace(/^\/v1/, '');
      const body = Buffer.concat(chunks).toString('utf8');
      const reply = (status: number, payload?: unknown, type = 'application/json') => {
        served.push({ method: req.method ?? '', path: `${path}${url.search}`, headers: req.headers, body, status });
        res.writeHead(status, payload === undefined ? {} : { 'content-type': type });
        res.end(payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      const publicRoute = req.method === 'POST' && path === '/store/feedback';
      if (!publicRoute && req.headers.authorization !== `Bearer ${token}`) return reply(401, { code: 'unauthorized', message: 'missing token' });
      const route = `${req.method} ${path.replace(/^\/(pets|users)\/[^/]+/, '/$1/{id}')}`;
      switch (route) {
        case 'GET /pets':
          return reply(200, { data: [PET], next_cursor: null });
        case 'POST /pets': {
          try {
            const parsed = JSON.parse(body) as { name?: unknown };
            if (typeof parsed.name !== 'string') return reply(422, { message: 'name is required', errors: [] });
            return reply(201, { ...PET, ...parsed, id: 'pet-2' });
          } catch {
            return reply(400, { code: 'bad_json', message: 'body is not JSON' });
          }
        }
        case 'GET /pets/{id}':
        case 'PATCH /pets/{id}':
          return reply(200, PET);
        case 'DELETE /pets/{id}':
          return reply(204);
        case 'POST /pets/{id}/photo':
          return reply(200, PET);
        case 'GET /pets/{id}/events':
          return reply(200, 'event: fed\ndata: {"type":"fed","pet_id":"pet-1","at":"2024-01-15T09:30:00Z"}\n\n', 'text/event-stream');
        case 'POST /store/orders':
          return reply(201, { id: 'order-1', pet_id: 'pet-1', quantity: 1 });
        case 'GET /store/inventory':
          return reply(200, { available: 1, sold: 0 });
        case 'POST /store/feedback':
          return reply(204);
        case 'GET /users/{id}':
          return reply(200, { username: 'ada', email: 'ada@example.com' });
        default:
          return reply(404, { code: 'not_found', message: `no route ${route}` });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, served, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
