import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildSdk, bundlePage, REPO_ROOT, typeCheckPage } from './build-page';
import { launchChromium } from './chromium';
import { startZooServer, type ZooServer } from './zoo-server';

// The Zoo SDK is generated with React Query hooks from zoo.openapi.yml, built like a published
// package, and used by page/app.tsx. The page is bundled with esbuild, served with the API from
// one loopback server, and driven in headless Chromium. Every assertion about refetching is a
// count of requests that reached the server.

const WORK_DIR = join(REPO_ROOT, 'tmp', 'e2e-react-query');
const PAGE_ENTRY = join(__dirname, 'page', 'app.tsx');

let server: ZooServer | undefined;
let browser: Browser | undefined;
let page: Page;
const pageErrors: string[] = [];

async function waitUntil(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}; API requests so far: ${server?.log.join(', ') ?? 'none'}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function text(testId: string): Promise<string> {
  return (await page.getByTestId(testId).textContent()) ?? '';
}

/** Waits until the server has seen `n` more of each request, then a little longer to catch extras. */
async function expectRequests(before: Record<string, number>, added: Record<string, number>): Promise<void> {
  const s = server!;
  await waitUntil(`requests ${JSON.stringify(added)}`, () =>
    Object.entries(added).every(([request, n]) => s.count(request) >= (before[request] ?? 0) + n),
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  for (const request of new Set([...Object.keys(before), ...Object.keys(added)])) {
    expect([request, s.count(request)]).toEqual([request, (before[request] ?? 0) + (added[request] ?? 0)]);
  }
}

const TRACKED = [
  'GET /animals?limit=10',
  'GET /animals?limit=2',
  'GET /animals?cursor=2&limit=2',
  'GET /animals/count',
  'GET /animals/a1',
  'GET /stores',
  'POST /animals',
];

function counts(): Record<string, number> {
  return Object.fromEntries(TRACKED.map((request) => [request, server!.count(request)]));
}

beforeAll(async () => {
  mkdirSync(WORK_DIR, { recursive: true });
  await buildSdk(WORK_DIR);
  typeCheckPage(WORK_DIR, PAGE_ENTRY);
  const built = await bundlePage(WORK_DIR, PAGE_ENTRY);
  server = await startZooServer(built);
  browser = await launchChromium();
  page = await browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  await page.goto(server.url);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('generated React Query hooks in headless Chromium', () => {
  it('renders data that queries fetched from the local API', async () => {
    await waitUntil(
      'the animal list',
      async () => (await page.getByTestId('animals').count()) > 0 && (await text('stores')) !== '',
    );
    expect(await page.getByTestId('animals').locator('li').allTextContents()).toEqual(['Ada', 'Bo', 'Cleo']);
    await waitUntil(
      'the other queries',
      async () =>
        (await text('count')) === '3 animals' && (await text('first')) === 'Ada' && (await text('paged')) === 'Ada, Bo',
    );
    expect(await text('stores')).toBe('Oslo, Lima');
    await expectRequests(Object.fromEntries(TRACKED.map((r) => [r, 0])), {
      'GET /animals?limit=10': 1,
      'GET /animals?limit=2': 1,
      'GET /animals/count': 1,
      'GET /animals/a1': 1,
      'GET /stores': 1,
    });
  });

  it('loads the next page of an infinite query', async () => {
    const before = counts();
    await page.getByTestId('more').click();
    await waitUntil('the second page', async () => (await text('paged')) === 'Ada, Bo, Cleo');
    await expectRequests(before, { 'GET /animals?cursor=2&limit=2': 1 });
    expect(await page.getByTestId('more').isDisabled()).toBe(true);
  });

  it('refetches a query after a mutation that invalidates it', async () => {
    const before = counts();
    await page.getByTestId('add').click();
    await waitUntil('the new animal in the list', async () =>
      (await page.getByTestId('animals').locator('li').allTextContents()).includes('Dot'),
    );
    expect(await text('created')).toBe('a4');
    // Only the invalidated query ({ limit: 10 }) refetches; the rest stay cached.
    await expectRequests(before, { 'POST /animals': 1, 'GET /animals?limit=10': 1 });
    expect(await text('count')).toBe('3 animals');
  });

  it('refetches every query beneath a service when the service is invalidated, and nothing else', async () => {
    const before = counts();
    await page.getByTestId('refresh-animals').click();
    await waitUntil('the refetched count', async () => (await text('count')) === '4 animals');
    await expectRequests(before, {
      'GET /animals?limit=10': 1,
      'GET /animals?limit=2': 1,
      'GET /animals?cursor=2&limit=2': 1,
      'GET /animals/count': 1,
      'GET /animals/a1': 1,
    });
    expect(await text('paged')).toBe('Ada, Bo, Cleo, Dot');
  });

  it('refetches every query of the SDK when the SDK is invalidated', async () => {
    const before = counts();
    await page.getByTestId('refresh-all').click();
    await expectRequests(before, {
      'GET /animals?limit=10': 1,
      'GET /animals?limit=2': 1,
      'GET /animals?cursor=2&limit=2': 1,
      'GET /animals/count': 1,
      'GET /animals/a1': 1,
      'GET /stores': 1,
    });
  });

  it('ran without errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
