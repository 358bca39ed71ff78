import { join } from 'node:path';
import { createElement, type FunctionComponent, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  InfiniteQueryObserver,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  type FetchQueryOptions,
  type InfiniteData,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { generateTypeScriptSdk } from '../../index';
import type { TypeScriptGeneratorOptions } from '../../options';
import { compileSdk, writeSdk } from '../../__fixtures__/sdk-harness';
import { sendJson, startServer, type TestServer } from '../../__fixtures__/server';
import { shopIr } from './__fixtures__/shop';
import { IrBuilder, endpoint, object, prop, t, typeDecl } from '../../__fixtures__/builder';

// The hooks are generated from a fixture covering every endpoint kind, compiled strictly with
// the SDK, and then driven without React through a real QueryClient against a real server:
// query keys, query options and invalidation are plain functions over a QueryClient.

const OPTIONS: TypeScriptGeneratorOptions = {
  packageName: '@acme/shop-sdk',
  packageVersion: '1.0.0',
  generateReactQueryHooks: true,
};

type Fn = (...args: never[]) => unknown;
type HookObject = Record<string, Fn>;
type ServiceHooks = Record<string, HookObject> & {
  getQueryKey: () => unknown[];
  invalidate: (queryClient: QueryClient) => Promise<void>;
};
interface LoadedHooks {
  ShopClientProvider: FunctionComponent<{ client: unknown; children?: ReactNode }>;
  ShopHooks: Record<string, ServiceHooks> & {
    getQueryKey: () => unknown[];
    invalidate: (queryClient: QueryClient) => Promise<void>;
  };
  QUERY_KEY_ROOT: string;
}
interface ShopPage {
  data: Array<{ petId: string; displayName: string }>;
  hasNextPage(): boolean;
}

async function generate(options: Partial<TypeScriptGeneratorOptions> = {}): Promise<Map<string, string>> {
  const files = await generateTypeScriptSdk(shopIr(), { ...OPTIONS, ...options });
  return new Map(files.map((f) => [f.path, f.contents]));
}

function call<T>(fn: Fn | undefined, ...args: unknown[]): T {
  if (fn === undefined) throw new Error('missing function');
  return (fn as (...a: unknown[]) => T)(...args);
}

describe('emitted files', () => {
  it('emits nothing for React Query without the option: no folder, export or peer dependency', async () => {
    const files = await generate({ generateReactQueryHooks: false });
    expect([...files.keys()].filter((p) => p.includes('react-query'))).toEqual([]);
    const pkg = JSON.parse(files.get('package.json')!) as Record<string, Record<string, unknown> | undefined>;
    expect(pkg.exports?.['./react-query']).toBeUndefined();
    expect(pkg.peerDependencies).toBeUndefined();
    for (const [path, contents] of files) {
      if (path.startsWith('src/')) expect(contents).not.toMatch(/@tanstack|from "react"/);
    }
  });

  it('emits one module per service, a shared module and an index re-exporting them', async () => {
    const files = await generate();
    expect([...files.keys()].filter((p) => p.startsWith('src/react-query/')).sort()).toEqual([
      'src/react-query/index.ts',
      'src/react-query/services/invalidate.ts',
      'src/react-query/services/pets.ts',
      'src/react-query/services/stores.ts',
      'src/react-query/shared.ts',
    ]);
    const index = files.get('src/react-query/index.ts')!;
    expect(index).toContain('export * from "./shared";');
    expect(index).toContain('export * from "./services/pets";');
    expect(index).toContain('export * from "./services/stores";');
    const pkg = JSON.parse(files.get('package.json')!) as {
      exports: Record<string, unknown>;
      peerDependencies: Record<string, string>;
      peerDependenciesMeta: Record<string, { optional: boolean }>;
    };
    expect(pkg.exports['./react-query']).toBeDefined();
    expect(pkg.peerDependencies['@tanstack/react-query']).toMatch(/^\^5/);
    expect(pkg.peerDependenciesMeta['react']).toEqual({ optional: true });
    expect(pkg.peerDependenciesMeta['@tanstack/react-query']).toEqual({ optional: true });
  });

  it('roots every key at the package name and keeps the core entry point free of React', async () => {
    const files = await generate();
    expect(files.get('src/react-query/shared.ts')).toContain('export const QUERY_KEY_ROOT = "@acme/shop-sdk";');
    expect(files.get('src/index.ts')).not.toContain('react-query');
  });

  it('names the maker nowhere in whitelabel output, and is byte-for-byte deterministic', async () => {
    const first = await generate({ whitelabel: true });
    for (const [path, contents] of first) {
      if (path.includes('react-query')) expect(contents).not.toMatch(/bracken/i);
    }
    const second = await generate({ whitelabel: true });
    expect([...second.entries()]).toEqual([...first.entries()]);
  });

  it('names the types and keys of an endpoint whose name starts with a digit as identifiers', async () => {
    // Method names `_2faStatus` and `_٩`: taking their leading `_` off must not leave a digit first.
    const b = new IrBuilder('Shop');
    b.type(typeDecl('Count', object([prop('total', t.integer())])));
    const count = {
      kind: 'json' as const,
      statusCode: 200,
      contentType: 'application/json',
      bodyType: t.named('Count'),
    };
    b.service('checks', [
      endpoint('GET', '/2fa', '2fa_status', { response: count }),
      endpoint('GET', '/nine', '\u0669', { response: count }),
    ]);
    const files = await generateTypeScriptSdk(b.build(), OPTIONS);
    expect(compileSdk(writeSdk('react-query-leading-digit', files))).toBe('');
  });

  it('prints the pets module as before (snapshot, second check)', async () => {
    expect((await generate()).get('src/react-query/services/pets.ts')).toMatchSnapshot();
  });
});

describe('generated hooks against a real server', () => {
  let server: TestServer;
  let hooks: LoadedHooks;
  let Client: new (options: Record<string, unknown>) => unknown;
  let queryClient: QueryClient;
  const unsubscribe: Array<() => void> = [];

  const hits = (path: string): number => server.requests.filter((r) => r.path === path).length;
  const settle = async (): Promise<void> => {
    // Polls until the condition holds; the test's own time limit bounds the wait.
    while (queryClient.isFetching() > 0) await new Promise((r) => setTimeout(r, 10));
  };
  const observe = async (options: QueryObserverOptions): Promise<void> => {
    const observer = new QueryObserver(queryClient, options);
    unsubscribe.push(observer.subscribe(() => undefined));
    await settle();
  };

  beforeAll(async () => {
    server = await startServer();
    const dir = writeSdk('react-query-shop', await generateTypeScriptSdk(shopIr(), OPTIONS));
    expect(compileSdk(dir)).toBe('');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    hooks = require(join(dir, 'dist', 'cjs', 'react-query', 'index.js')) as LoadedHooks;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    Client = (require(join(dir, 'dist', 'cjs', 'index.js')) as { ShopClient: typeof Client }).ShopClient;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  beforeEach(() => {
    server.reset();
    server.handle((req, res) => {
      if (req.path === '/pets') {
        const cursor = req.query.get('cursor');
        return sendJson(
          res,
          200,
          cursor
            ? { items: [{ pet_id: 'p3', display_name: 'Cleo' }] }
            : {
                items: [
                  { pet_id: 'p1', display_name: 'Ada' },
                  { pet_id: 'p2', display_name: 'Bo' },
                ],
                next_cursor: 'c2',
              },
        );
      }
      if (req.path === '/pets/by-page')
        return sendJson(res, 200, {
          items: [{ pet_id: `page${req.query.get('page') ?? '1'}`, display_name: 'X' }],
          has_more: req.query.get('page') !== '2',
        });
      if (req.path.startsWith('/pets/p')) return sendJson(res, 200, { pet_id: req.path.slice(6), display_name: 'One' });
      if (req.path === '/stores') return sendJson(res, 200, [{ store_id: 's1', city: 'Oslo' }]);
      return sendJson(res, 200, { total: 3 });
    });
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });

  afterEach(() => {
    for (const stop of unsubscribe.splice(0)) stop();
    queryClient.clear();
  });

  const client = (): unknown => new Client({ baseUrl: server.url });

  it('gives queries getQueryKey, getQueryOptions, useQuery, useSuspenseQuery and invalidate; paginated ones also the infinite pair', () => {
    const pets = hooks.ShopHooks['pets']!;
    expect(Object.keys(pets['getPet']!).sort()).toEqual([
      'getQueryKey',
      'getQueryOptions',
      'invalidate',
      'useQuery',
      'useSuspenseQuery',
    ]);
    for (const paginated of ['listPets', 'listPetsByPage', 'listPetsLinked']) {
      expect(Object.keys(pets[paginated]!).sort()).toEqual([
        'getInfiniteQueryOptions',
        'getQueryKey',
        'getQueryOptions',
        'invalidate',
        'useInfiniteQuery',
        'useQuery',
        'useSuspenseQuery',
      ]);
    }
    for (const mutation of ['createPet', 'searchPets', 'resetPets', 'deletePet'])
      expect(Object.keys(pets[mutation]!)).toEqual(['useMutation']);
    // Streams are read once, so they have no hooks.
    expect(pets['downloadPhoto']).toBeUndefined();
    expect(pets['ticks']).toBeUndefined();
    expect(pets['downloadPhotoBytes']).toBeDefined();
  });

  it('mirrors the client and renames members that clash with getQueryKey or invalidate', () => {
    expect(Object.keys(hooks.ShopHooks)).toEqual(['pets', 'stores', 'invalidate_', 'getQueryKey', 'invalidate']);
    expect(hooks.ShopHooks['pets']!['invalidate_']).toBeDefined();
    expect(hooks.ShopHooks['invalidate_']!['getQueryKey_']).toBeDefined();
  });

  it('builds hierarchical keys: [root, service, endpoint, variables]', () => {
    const pets = hooks.ShopHooks['pets']!;
    expect(hooks.QUERY_KEY_ROOT).toBe('@acme/shop-sdk');
    expect(hooks.ShopHooks.getQueryKey()).toEqual(['@acme/shop-sdk']);
    expect(pets.getQueryKey()).toEqual(['@acme/shop-sdk', 'pets']);
    expect(call(pets['listPets']!['getQueryKey'], { limit: 2 })).toEqual([
      '@acme/shop-sdk',
      'pets',
      'listPets',
      { limit: 2 },
    ]);
    // An optional request defaults to {}, so useQuery() and useQuery({}) share one cache entry.
    expect(call(pets['listPets']!['getQueryKey'])).toEqual(['@acme/shop-sdk', 'pets', 'listPets', {}]);
    expect(call(pets['getPet']!['getQueryKey'], { petId: 'p1' })).toEqual([
      '@acme/shop-sdk',
      'pets',
      'getPet',
      { petId: 'p1' },
    ]);
    expect(call(pets['countPets']!['getQueryKey'])).toEqual(['@acme/shop-sdk', 'pets', 'countPets']);
  });

  it('fetches through getQueryOptions with the client, parsing wire names', async () => {
    const data = await queryClient.fetchQuery(
      call<FetchQueryOptions>(hooks.ShopHooks['pets']!['getPet']!['getQueryOptions'], client(), { petId: 'p7' }),
    );
    expect(data).toEqual({ petId: 'p7', displayName: 'One' });
    expect(server.requests.map((r) => r.path)).toEqual(['/pets/p7']);
    expect(queryClient.getQueryData(['@acme/shop-sdk', 'pets', 'getPet', { petId: 'p7' }])).toEqual(data);
  });

  it('passes request options through to the client', async () => {
    await queryClient.fetchQuery(
      call<FetchQueryOptions>(hooks.ShopHooks['pets']!['countPets']!['getQueryOptions'], client(), {
        headers: { 'X-Trace': 't-1' },
      }),
    );
    expect(server.requests[0]!.headers['x-trace']).toBe('t-1');
  });

  it('invalidates one endpoint, or one set of variables, and refetches only those active queries', async () => {
    const pets = hooks.ShopHooks['pets']!;
    const c = client();
    await observe(call(pets['getPet']!['getQueryOptions'], c, { petId: 'p1' }));
    await observe(call(pets['getPet']!['getQueryOptions'], c, { petId: 'p2' }));
    await observe(call(pets['countPets']!['getQueryOptions'], c));
    server.requests.length = 0;

    await call<Promise<void>>(pets['getPet']!['invalidate'], queryClient, { petId: 'p2' });
    expect(server.requests.map((r) => r.path)).toEqual(['/pets/p2']);

    server.requests.length = 0;
    await call<Promise<void>>(pets['getPet']!['invalidate'], queryClient);
    expect(server.requests.map((r) => r.path).sort()).toEqual(['/pets/p1', '/pets/p2']);
  });

  it('invalidates a service: every query beneath it refetches, other services do not', async () => {
    const pets = hooks.ShopHooks['pets']!;
    const c = client();
    await observe(call(pets['listPets']!['getQueryOptions'], c, { limit: 2 }));
    await observe(call(pets['getPet']!['getQueryOptions'], c, { petId: 'p1' }));
    await observe(call(pets['countPets']!['getQueryOptions'], c));
    await observe(call(hooks.ShopHooks['stores']!['listStores']!['getQueryOptions'], c));
    server.requests.length = 0;

    await pets.invalidate(queryClient);
    expect(hits('/pets')).toBe(1);
    expect(hits('/pets/p1')).toBe(1);
    expect(hits('/pets/count')).toBe(1);
    expect(hits('/stores')).toBe(0);

    server.requests.length = 0;
    await hooks.ShopHooks.invalidate(queryClient);
    expect(server.requests.map((r) => r.path).sort()).toEqual(['/pets', '/pets/count', '/pets/p1', '/stores']);
  });

  it('loads pages of a cursor-paginated endpoint as an infinite query, through the SDK Page', async () => {
    const options = call<object>(hooks.ShopHooks['pets']!['listPets']!['getInfiniteQueryOptions'], client(), {
      limit: 2,
    });
    const observer = new InfiniteQueryObserver<ShopPage, Error, InfiniteData<ShopPage>>(queryClient, options as never);
    unsubscribe.push(observer.subscribe(() => undefined));
    await settle();
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    await observer.fetchNextPage();
    const result = observer.getCurrentResult();
    expect(result.data!.pages.flatMap((page) => page.data.map((pet) => pet.petId))).toEqual(['p1', 'p2', 'p3']);
    expect(result.hasNextPage).toBe(false);
    expect(server.requests.map((r) => r.url)).toEqual(['/pets?limit=2', '/pets?limit=2&cursor=c2']);
    // The infinite query lives under the endpoint's key, so endpoint invalidation reaches it.
    server.requests.length = 0;
    await call<Promise<void>>(hooks.ShopHooks['pets']!['listPets']!['invalidate'], queryClient);
    expect(server.requests.map((r) => r.url)).toEqual(['/pets?limit=2', '/pets?limit=2&cursor=c2']);
  });

  it('loads pages of an offset-paginated endpoint', async () => {
    const options = call<object>(hooks.ShopHooks['pets']!['listPetsByPage']!['getInfiniteQueryOptions'], client());
    const result = (await queryClient.fetchInfiniteQuery({
      ...(options as object),
      pages: 3,
    } as never)) as InfiniteData<ShopPage>;
    expect(result.pages.map((page) => page.data[0]!.petId)).toEqual(['page1', 'page2']);
  });

  it('renders a useQuery hook with React: data from the cache the options builder filled', async () => {
    const c = client();
    await queryClient.fetchQuery(
      call<FetchQueryOptions>(hooks.ShopHooks['pets']!['getPet']!['getQueryOptions'], c, { petId: 'p9' }),
    );
    const Pet = (): ReactNode => {
      const query = call<{ data?: { displayName: string } }>(hooks.ShopHooks['pets']!['getPet']!['useQuery'], {
        petId: 'p9',
      });
      return createElement('p', null, query.data?.displayName ?? 'none');
    };
    const tree = createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(hooks.ShopClientProvider, { client: c }, createElement(Pet)),
    );
    expect(renderToString(tree)).toBe('<p>One</p>');
  });

  it('throws the SDK error when a hook has no client provider above it', () => {
    const Count = (): ReactNode => {
      call(hooks.ShopHooks['pets']!['countPets']!['useQuery']);
      return null;
    };
    const tree = createElement(QueryClientProvider, { client: queryClient }, createElement(Count));
    expect(() => renderToString(tree)).toThrow(
      'useShopClient() found no client: render the component inside ShopClientProvider',
    );
  });

  it('aborts the HTTP request when React Query cancels the query', async () => {
    let closed = false;
    server.handle((_req, res) => {
      res.on('close', () => {
        closed = true;
      });
    }); // never answers
    const promise = queryClient.fetchQuery(
      call<FetchQueryOptions>(hooks.ShopHooks['pets']!['countPets']!['getQueryOptions'], client()),
    );
    while (server.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
    await queryClient.cancelQueries({ queryKey: ['@acme/shop-sdk'] });
    await expect(promise).rejects.toThrow();
    while (!closed) await new Promise((r) => setTimeout(r, 10));
    expect(closed).toBe(true);
  });
});
