import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchRemoteDocument, RemoteReferenceError, type FetchLimits } from './remote-fetch';

// A real server on 127.0.0.1; private addresses are allowed unless a test says otherwise.
let server: Server;
let base: string;
let requests: string[];

const limits = (extra: Partial<FetchLimits> = {}): FetchLimits => ({
  maxBytes: 1024,
  deadline: Date.now() + 5000,
  privateNetwork: true,
  maxRedirects: 5,
  ...extra,
});

async function refusal(url: string, extra: Partial<FetchLimits> = {}): Promise<string> {
  const error = await fetchRemoteDocument(url, limits(extra)).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(RemoteReferenceError);
  return (error as Error).message;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/ok') return response.end('type: string\n');
    if (request.url === '/loop') {
      response.writeHead(302, { location: '/loop' });
      return response.end();
    }
    if (request.url === '/declared-large') {
      response.writeHead(200, { 'content-length': '4096' });
      return response.end('x'.repeat(4096));
    }
    response.writeHead(404);
    return response.end('secret page body');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  requests = [];
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetchRemoteDocument', () => {
  it('reads a document from an allowed address, also through a host name that has several addresses', async () => {
    expect((await fetchRemoteDocument(`${base}/ok`, limits())).bytes.toString()).toBe('type: string\n');
    const port = new URL(base).port;
    expect((await fetchRemoteDocument(`http://localhost:${port}/ok`, limits())).bytes.toString()).toBe(
      'type: string\n',
    );
  });

  it('refuses private addresses unless allowed, without connecting', async () => {
    expect(await refusal(`${base}/ok`, { privateNetwork: false })).toBe(
      'address 127.0.0.1 is loopback; allow private addresses with references.private-network',
    );
    expect(requests).toEqual([]);
  });

  it('stops a redirect loop, reports a status without the body, and a declared length past the cap', async () => {
    expect(await refusal(`${base}/loop`)).toBe('more than 5 redirects');
    expect(requests).toHaveLength(6);
    expect(await refusal(`${base}/missing`)).toBe('HTTP status 404');
    expect(await refusal(`${base}/declared-large`)).toBe('larger than 1024 bytes');
  });

  it('refuses other schemes and credentials in the URL', async () => {
    expect(await refusal('ftp://127.0.0.1/x')).toBe('only http and https are fetched, not ftp');
    expect(await refusal(`http://user:pass@127.0.0.1:${new URL(base).port}/ok`)).toBe(
      'a URL with credentials is never fetched',
    );
    expect(requests).toEqual([]);
  });

  it('gives up once the deadline has passed, before any request', async () => {
    expect(await refusal(`${base}/ok`, { deadline: Date.now() - 1 })).toMatch(/^time limit reached/);
    expect(requests).toEqual([]);
  });
});
