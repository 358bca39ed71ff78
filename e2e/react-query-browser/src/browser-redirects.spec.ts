import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildSdk, bundlePage, REPO_ROOT } from './build-page';
import { launchChromium } from './chromium';

// A browser's fetch hides where a redirect leads (an opaque redirect), so the SDK cannot drop
// credentials there itself. Chromium drops Authorization on its own when a redirect leaves the
// origin; a request with nothing else to keep home is followed by the browser, and one that
// carries another credential fails rather than send it to wherever the server points.

const WORK_DIR = join(REPO_ROOT, 'tmp', 'e2e-browser-redirects');
const PACKAGE = '@acme/hop-sdk';

interface Server2 {
  url: string;
  requests: Array<{ url: string; method: string; headers: IncomingHttpHeaders }>;
  close(): Promise<void>;
}

async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<Server2> {
  const requests: Server2['requests'] = [];
  const server: Server = createServer((request, response) => {
    requests.push({ url: request.url ?? '/', method: request.method ?? 'GET', headers: request.headers });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function json(response: ServerResponse, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(200, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

let browser: Browser | undefined;
let tab: Page;
let site: Server2;
let elsewhere: Server2;

beforeAll(async () => {
  await buildSdk(WORK_DIR, {
    spec: 'hop.openapi.yml',
    packageName: PACKAGE,
    generateReactQueryHooks: false,
    build: 'esm',
  });
  const built = await bundlePage(WORK_DIR, join(__dirname, 'page', 'redirects.ts'), {
    [PACKAGE]: join(WORK_DIR, 'node_modules', ...PACKAGE.split('/'), 'src', 'index.ts'),
  });
  // Another origin, reachable from the page through CORS; it records what reaches it.
  elsewhere = await serve((request, response) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': String(request.headers['access-control-request-headers'] ?? '*'),
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      response.end();
    } else json(response, ['landed'], cors);
  });
  // The page and the API share an origin.
  site = await serve((request, response) => {
    const path = request.url ?? '/';
    if (path === '/app.js' || path === '/') {
      response.writeHead(200, { 'content-type': path === '/app.js' ? 'text/javascript' : 'text/html' });
      response.end(path === '/app.js' ? built.script : built.html);
    } else if (path === '/api/things' || path === '/api/keyed') {
      response.writeHead(307, { location: `${path}/here` });
      response.end();
    } else if (path === '/api/secure') {
      response.writeHead(307, { location: `${elsewhere.url}/landing` });
      response.end();
    } else json(response, ['moved', path]);
  });
  browser = await launchChromium();
  tab = await browser.newPage();
  await tab.goto(site.url);
  await tab.waitForFunction('typeof window.callHop === "function"');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await elsewhere?.close();
});

const call = (method: 'list' | 'secure' | 'keyed'): Promise<{ data?: string[]; error?: string }> =>
  tab.evaluate(`window.callHop(${JSON.stringify(method)}, ${JSON.stringify(`${site.url}/api`)})`);

describe('redirects in headless Chromium', () => {
  it('follows a redirect of a request that carries no credential', async () => {
    expect(await call('list')).toEqual({ data: ['moved', '/api/things/here'] });
  });

  it('follows a bearer request to another origin, where the browser has dropped Authorization', async () => {
    elsewhere.requests.length = 0;
    const before = site.requests.length;
    expect(await call('secure')).toEqual({ data: ['landed'] });
    // The token went to the API's own origin, twice: the opaque answer, then the browser's own follow.
    expect(site.requests.slice(before).map((r) => [r.url, r.headers['authorization']])).toEqual([
      ['/api/secure', 'Bearer bearer-secret'],
      ['/api/secure', 'Bearer bearer-secret'],
    ]);
    const landed = elsewhere.requests.filter((r) => r.method === 'GET');
    expect(landed).toHaveLength(1);
    expect(landed[0]!.headers['authorization']).toBeUndefined();
    expect(JSON.stringify(elsewhere.requests)).not.toContain('bearer-secret');
  });

  it('refuses to let the browser follow a request that carries an API key, and sends it nowhere else', async () => {
    const before = site.requests.length;
    const result = await call('keyed');
    expect(result.error).toMatch(
      /^Redirect not followed: GET http:\/\/127\.0\.0\.1:\d+\/api\/keyed \(this runtime hides where it leads/,
    );
    expect(result.error).not.toContain('key-secret');
    // The key reached the API's own origin once; the redirect was not followed anywhere.
    expect(site.requests.slice(before).map((r) => [r.url, r.headers['x-api-key']])).toEqual([
      ['/api/keyed', 'key-secret'],
    ]);
  });
});
