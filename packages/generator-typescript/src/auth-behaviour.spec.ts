import { createHash, createHmac } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IntermediateRepresentation } from '@bracken/ir';
import { generateTypeScriptSdk, type TypeScriptGeneratorOptions } from './index';
import { authIr } from './__fixtures__/auth';
import { apiKey, basic, bearer, oauth } from './__fixtures__/petstore';
import { REPO_ROOT, runTsc, writeSdk } from './__fixtures__/sdk-harness';
import { sendJson, startServer, type RecordedRequest, type TestServer } from './__fixtures__/server';
import { loadSdk, sdkParts, type LooseClient } from './__fixtures__/loose-sdk';

// Auth, header and platform variants: each is a generated SDK, type-checked strictly in one
// tsc program and called against a real server.

const VARIANTS: Record<string, { ir: IntermediateRepresentation; options?: Partial<TypeScriptGeneratorOptions> }> = {
  basic: { ir: authIr([basic({ usernameEnv: 'DEMO_USERNAME', passwordEnv: 'DEMO_PASSWORD' })]) },
  basicOmitPassword: { ir: authIr([basic({ omitPassword: true })]) },
  basicOmitUsername: { ir: authIr([basic({ omitUsername: true })]) },
  basicOmitBoth: { ir: authIr([basic({ omitUsername: true, omitPassword: true })]) },
  header: { ir: authIr([apiKey({ header: 'X-Api-Key', prefix: 'Token', env: 'DEMO_API_KEY' })]) },
  oauth: { ir: authIr([oauth({ refresh: true })]) },
  oauthNoSerde: { ir: authIr([oauth()]), options: { noSerdeLayer: true } },
  any: { ir: authIr([apiKey(), bearer()], 'any') },
  all: { ir: authIr([apiKey(), bearer()], 'all') },
  omitHeaders: { ir: authIr([bearer()]), options: { includePlatformHeaders: true, omitBrackenHeaders: true } },
  whitelabel: { ir: authIr([bearer()]), options: { whitelabel: true, includePlatformHeaders: true } },
  multiHost: {
    ir: authIr([bearer()], 'single', { multiHost: true }),
    options: { namespaceExport: 'Acme', defaultTimeout: 'infinity' },
  },
};

let server: TestServer;
const sdks: Record<string, ReturnType<typeof sdkParts>> = {};
const sources: Record<string, Map<string, string>> = {};
const batch = join(REPO_ROOT, 'tmp', 'gen-ts', 'auth-batch');

beforeAll(async () => {
  server = await startServer();
  mkdirSync(batch, { recursive: true });
  for (const [variant, { ir, options }] of Object.entries(VARIANTS)) {
    const files = await generateTypeScriptSdk(ir, {
      packageName: '@acme/demo-sdk',
      packageVersion: '2.0.0',
      ...options,
    });
    sources[variant] = new Map(files.map((f) => [f.path, f.contents]));
    writeSdk(join('auth-batch', variant), files);
  }
  // One strict program over every variant, with the generated SDK's own compiler options.
  const sdkConfig = JSON.parse(readFileSync(join(batch, 'basic', 'tsconfig.json'), 'utf8')) as {
    compilerOptions: Record<string, unknown>;
  };
  writeFileSync(
    join(batch, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: { ...sdkConfig.compilerOptions, rootDir: '.', outDir: 'dist', declaration: false },
        include: Object.keys(VARIANTS).map((v) => `${v}/src`),
      },
      null,
      2,
    ),
  );
  expect(runTsc(batch, 'tsconfig.json')).toBe('');
  for (const variant of Object.keys(VARIANTS)) {
    const ns = VARIANTS[variant]!.options?.namespaceExport ?? 'AuthDemo';
    sdks[variant] = sdkParts(loadSdk(join(batch, 'dist', variant, 'src', 'index.js')), ns);
  }
}, 180_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(() => server.reset());

function make(variant: string, options: Record<string, unknown>): LooseClient {
  return new sdks[variant]!.Client({ baseUrl: server.url, maxRetries: 0, ...options });
}

async function firstRequest(variant: string, options: Record<string, unknown>): Promise<RecordedRequest> {
  server.handle((_req, res) => sendJson(res, 200, []));
  await make(variant, options).items!.listItems!();
  return server.requests[server.requests.length - 1]!;
}

function basicHeader(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

describe('basic auth', () => {
  it('encodes username and password, keeping a colon in the password', async () => {
    const request = await firstRequest('basic', { username: 'ada', password: 'p:a:ss' });
    expect(request.headers['authorization']).toBe(basicHeader('ada', 'p:a:ss'));
  });

  it('reads both fields from their environment variables', async () => {
    process.env.DEMO_USERNAME = 'env-user';
    process.env.DEMO_PASSWORD = 'env-pass';
    try {
      const request = await firstRequest('basic', {});
      expect(request.headers['authorization']).toBe(basicHeader('env-user', 'env-pass'));
    } finally {
      delete process.env.DEMO_USERNAME;
      delete process.env.DEMO_PASSWORD;
    }
  });

  it('encodes an omitted password as "username:" and an omitted username as ":password"', async () => {
    expect((await firstRequest('basicOmitPassword', { username: 'ada' })).headers['authorization']).toBe(
      basicHeader('ada', ''),
    );
    expect((await firstRequest('basicOmitUsername', { password: 'pw' })).headers['authorization']).toBe(
      basicHeader('', 'pw'),
    );
    expect(sources.basicOmitPassword!.get('src/Client.ts')).not.toMatch(/\bpassword\?:/);
  });

  it('sends no Authorization header when both fields are omitted', async () => {
    expect((await firstRequest('basicOmitBoth', {})).headers['authorization']).toBeUndefined();
  });

  it('fails at construction without a credential, naming option and variable', () => {
    expect(() => make('basic', { username: 'ada' })).toThrow(
      /"password" option \(or the DEMO_PASSWORD environment variable\)/,
    );
    expect(server.requests).toHaveLength(0);
  });
});

describe('custom header auth', () => {
  it('sends the prefixed value in the configured header', async () => {
    expect((await firstRequest('header', { xApiKey: 'k1' })).headers['x-api-key']).toBe('Token k1');
  });

  it('reads the environment variable when the option is missing', async () => {
    process.env.DEMO_API_KEY = 'from-env';
    try {
      expect((await firstRequest('header', {})).headers['x-api-key']).toBe('Token from-env');
    } finally {
      delete process.env.DEMO_API_KEY;
    }
  });
});

describe('composition', () => {
  it('any: the first scheme with a credential wins', async () => {
    const both = await firstRequest('any', { xApiKey: 'k', token: 't' });
    expect(both.headers['x-api-key']).toBe('k');
    expect(both.headers['authorization']).toBeUndefined();
    const tokenOnly = await firstRequest('any', { token: 't' });
    expect(tokenOnly.headers['authorization']).toBe('Bearer t');
    expect(() => make('any', {})).toThrow(/one of/);
  });

  it('all: every scheme is sent, and each is required', async () => {
    const request = await firstRequest('all', { xApiKey: 'k', token: 't' });
    expect(request.headers['x-api-key']).toBe('k');
    expect(request.headers['authorization']).toBe('Bearer t');
    expect(() => make('all', { xApiKey: 'k' })).toThrow(/"token"/);
  });
});

describe('OAuth client credentials', () => {
  function tokenServer(state: { issued: number; expiresIn?: number; rotate?: boolean; rejectToken?: string }) {
    server.handle((req, res) => {
      if (req.path === '/oauth/token') {
        state.issued++;
        return sendJson(res, 200, {
          access_token: `a${state.issued}`,
          ...(state.expiresIn !== undefined ? { expires_in: state.expiresIn } : {}),
          refresh_token: `r${state.issued}`,
        });
      }
      if (req.path === '/oauth/refresh') {
        state.issued++;
        return sendJson(res, 200, {
          access_token: `a${state.issued}`,
          expires_in: 3600,
          ...(state.rotate ? { refresh_token: `r${state.issued}` } : {}),
        });
      }
      if (req.headers['authorization'] === state.rejectToken) return sendJson(res, 401, {});
      return sendJson(res, 200, []);
    });
  }

  it('fetches a token at construction and shares one in-flight request', async () => {
    const state = { issued: 0, expiresIn: 3600 };
    tokenServer(state);
    const client = make('oauth', { clientId: 'id', clientSecret: 's3cret' });
    await Promise.all([client.items!.listItems!(), client.items!.listItems!(), client.items!.listItems!()]);
    const tokenRequests = server.requests.filter((r) => r.path === '/oauth/token');
    expect(tokenRequests).toHaveLength(1);
    expect(JSON.parse(tokenRequests[0]!.text)).toEqual({
      client_id: 'id',
      client_secret: 's3cret',
      scope: 'pets:read',
      grant_type: 'client_credentials',
    });
    const calls = server.requests.filter((r) => r.path === '/items');
    expect(calls.map((r) => r.headers['authorization'])).toEqual(['Bearer a1', 'Bearer a1', 'Bearer a1']);
  });

  it('refreshes on a 401 through the refresh token, once, and keeps rotated refresh tokens', async () => {
    const state: { issued: number; expiresIn: number; rotate: boolean; rejectToken?: string } = {
      issued: 0,
      expiresIn: 3600,
      rotate: true,
      rejectToken: 'Bearer a1',
    };
    tokenServer(state);
    const client = make('oauth', { clientId: 'id', clientSecret: 's' });
    await client.items!.listItems!();
    state.rejectToken = 'Bearer a2';
    await client.items!.listItems!();
    const refreshes = server.requests
      .filter((r) => r.path === '/oauth/refresh')
      .map((r) => JSON.parse(r.text) as Record<string, string>);
    expect(refreshes.map((b) => b.refresh_token)).toEqual(['r1', 'r2']);
    expect(refreshes[0]!.client_secret).toBeUndefined();
    expect(server.requests.filter((r) => r.path === '/oauth/token')).toHaveLength(1);
    expect(server.requests.filter((r) => r.path === '/items').map((r) => r.headers['authorization'])).toEqual([
      'Bearer a1',
      'Bearer a2',
      'Bearer a2',
      'Bearer a3',
    ]);
  });

  it('refreshes before expiry when the token has expires_in', async () => {
    const state = { issued: 0, expiresIn: 1 };
    tokenServer(state);
    const client = make('oauth', { clientId: 'id', clientSecret: 's' });
    await client.items!.listItems!();
    await new Promise((r) => setTimeout(r, 700));
    await client.items!.listItems!();
    expect(server.requests.filter((r) => r.path === '/items').map((r) => r.headers['authorization'])).toEqual([
      'Bearer a1',
      'Bearer a2',
    ]);
  });

  it('re-authenticates through get-token without a refresh endpoint, and guards a missing access_token', async () => {
    const state: { issued: number; rejectToken?: string } = { issued: 0, rejectToken: 'Bearer a1' };
    tokenServer(state);
    const client = make('oauthNoSerde', { clientId: 'id', clientSecret: 's' });
    await client.items!.listItems!();
    expect(server.requests.filter((r) => r.path === '/oauth/token')).toHaveLength(2);
    server.reset();
    server.handle((req, res) => sendJson(res, 200, req.path === '/oauth/token' ? { token_type: 'bearer' } : []));
    const error = (await make('oauthNoSerde', { clientId: 'id', clientSecret: 'very-secret' }).items!
      .listItems!().catch((e: unknown) => e)) as Error;
    expect(error.message).toContain('access_token');
    expect(error.message).not.toContain('very-secret');
  });

  it('synthesizes grant_type on the token endpoint method instead of asking for it', async () => {
    server.handle((_req, res) => sendJson(res, 200, { access_token: 'a' }));
    const client = make('oauth', { clientId: 'id', clientSecret: 's' });
    await client.auth!.getToken!({ clientId: 'x', clientSecret: 'y' });
    const call = server.requests
      .filter((r) => r.path === '/oauth/token')
      .map((r) => JSON.parse(r.text) as Record<string, string>);
    expect(call.find((body) => body.client_id === 'x')).toEqual({
      client_id: 'x',
      client_secret: 'y',
      grant_type: 'client_credentials',
    });
    expect(sources.oauth!.get('src/api/resources/auth/client/requests/index.ts')).toContain(
      'export interface GetTokenRequest {',
    );
    expect(sources.oauth!.get('src/api/resources/auth/client/requests/index.ts')).not.toContain('grantType');
  });

  it('keeps wire names without the serialization layer', async () => {
    server.handle((req, res) =>
      req.path === '/oauth/token'
        ? sendJson(res, 200, { access_token: 'a' })
        : sendJson(res, 200, [{ item_id: 'i1', display_name: 'Lamp' }]),
    );
    const items = await make('oauthNoSerde', { clientId: 'id', clientSecret: 's' }).items!.listItems!();
    expect(items).toEqual([{ item_id: 'i1', display_name: 'Lamp' }]);
    expect(sources.oauthNoSerde!.get('src/api/types.ts')).toContain('item_id: string;');
  });

  it('names both options and variables when credentials are missing', () => {
    expect(() => make('oauth', {})).toThrow(
      /"clientId" option \(or the PETSTORE_CLIENT_ID environment variable\) and the "clientSecret" option \(or the PETSTORE_CLIENT_SECRET/,
    );
  });
});

describe('platform headers', () => {
  it('sends a structured, percent-encoded User-Agent and drops the runtime headers (whitelabel keeps it)', async () => {
    const request = await firstRequest('whitelabel', { token: 't' });
    const arch = ['x64', 'amd64', 'x86_64'].includes(process.arch) ? 'x86_64' : process.arch;
    expect(request.headers['user-agent']).toMatch(
      new RegExp(
        `^%40acme%2Fdemo-sdk/2\\.0\\.0 \\([A-Za-z]+; ${arch}\\) node/${process.versions.node.replace(/\./g, '\\.')}$`,
      ),
    );
    expect(request.headers['x-bracken-runtime']).toBeUndefined();
    expect(request.headers['x-bracken-runtime-version']).toBeUndefined();
  });

  it('drops the platform group and runtime segment where they cannot be determined (browser)', () => {
    const core = loadSdk(join(batch, 'dist', 'whitelabel', 'src', 'core', 'index.js')) as {
      buildUserAgent: (name: string, version: string, runtime: unknown) => string;
    };
    expect(core.buildUserAgent('@acme/demo-sdk', '2.0.0', { type: 'browser' })).toBe('%40acme%2Fdemo-sdk/2.0.0');
    expect(
      core.buildUserAgent('@acme/demo-sdk', '2.0.0', { type: 'node', version: '22.1.0', os: 'linux', arch: 'amd64' }),
    ).toMatch(/^%40acme%2Fdemo-sdk\/2\.0\.0 \([A-Za-z]+; x86_64\) node\/22\.1\.0$/);
  });

  it('omitBrackenHeaders drops every platform header, the User-Agent included', async () => {
    const request = await firstRequest('omitHeaders', { token: 't' });
    expect(Object.keys(request.headers).filter((h) => h.startsWith('x-bracken'))).toEqual([]);
    expect(request.headers['user-agent']).not.toContain('demo-sdk');
  });

  it('whitelabel output never names the maker', async () => {
    const request = await firstRequest('whitelabel', { token: 't' });
    expect(Object.keys(request.headers).filter((h) => /bracken/i.test(h))).toEqual([]);
    for (const [path, contents] of sources.whitelabel!) {
      expect(`${path}\n${contents}`).not.toMatch(/bracken/i);
    }
  });
});

describe('idempotency and multi-host environments', () => {
  it('puts a generated key in the configured header on the configured methods', async () => {
    server.handle((_req, res) => sendJson(res, 200, { item_id: 'i' }));
    await make('basic', { username: 'u', password: 'p' }).items!.createItem!({ itemId: 'i' });
    await make('basic', { username: 'u', password: 'p' }).items!.listItems!();
    expect(server.requests[0]!.headers['x-idempotency']).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.requests[1]!.headers['x-idempotency']).toBeUndefined();
  });

  it('formats every host of a multi-host environment, and an explicit baseUrl wins', async () => {
    server.handle((_req, res) => sendJson(res, 200, []));
    const client = new sdks.multiHost!.Client({ token: 't', port: String(server.port), region: 'eu', maxRetries: 0 });
    await client.items!.listItems!();
    server.handle((_req, res) => sendJson(res, 200, { item_id: 'i' }));
    await client.items!.createItem!({ itemId: 'i' });
    expect(server.requests.map((r) => r.path)).toEqual(['/api/eu/items', '/uploads/eu/items']);
    server.reset();
    server.handle((_req, res) => sendJson(res, 200, []));
    await new sdks.multiHost!.Client({ token: 't', baseUrl: `${server.url}/explicit`, region: 'eu' }).items!
      .listItems!();
    expect(server.requests[0]!.path).toBe('/explicit/items');
    expect(sources.multiHost!.get('src/ClientContext.ts')).toContain(
      'const DEFAULT_TIMEOUT_MS: number | undefined = undefined;',
    );
  });
});

describe('webhooks', () => {
  type Webhook = {
    verifySignature(args: {
      secret: string;
      body: string;
      headers: Record<string, string>;
      url?: string;
    }): Promise<boolean>;
    parse(body: string): unknown;
  };

  it('verifies the body hash and the HMAC, and parses the payload', async () => {
    const module = loadSdk(join(batch, 'dist', 'basic', 'src', 'index.js'));
    const webhook = (module.AuthDemoWebhooks as Record<string, Webhook>).itemCreated!;
    const body = JSON.stringify({ item_id: 'i1', display_name: 'Lamp' });
    const signature = `sha256=${createHmac('sha256', 'whsec').update(body).digest('hex')}`;
    const hash = createHash('sha1').update(body).digest('base64');
    const url = `https://example.com/hooks?body_sha1=${encodeURIComponent(hash)}`;
    expect(await webhook.verifySignature({ secret: 'whsec', body, headers: { 'X-Signature': signature }, url })).toBe(
      true,
    );
    expect(
      await webhook.verifySignature({ secret: 'whsec', body: `${body} `, headers: { 'X-Signature': signature }, url }),
    ).toBe(false);
    const wrongHash = `https://example.com/hooks?body_sha1=${encodeURIComponent(createHash('sha1').update('other').digest('base64'))}`;
    expect(
      await webhook.verifySignature({ secret: 'whsec', body, headers: { 'X-Signature': signature }, url: wrongHash }),
    ).toBe(false);
    expect(webhook.parse(body)).toEqual({ itemId: 'i1', displayName: 'Lamp' });
  });
});
