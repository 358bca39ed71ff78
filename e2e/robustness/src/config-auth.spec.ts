import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startLoopback, type Loopback } from './loopback';
import { buildCli, REPO_ROOT, runCli, runTsc, type CliRun } from './support';

// Configured authentication is never dropped without a word. Each case is a definition and a
// generators.yml run through the built `bracken check` and `bracken generate`; the SDKs that
// generate writes are type-checked strictly in one program and called against a real server,
// and the test asserts the credential headers that arrive.

const ROOT = join(REPO_ROOT, 'tmp', 'config-auth');

interface Operation {
  path: string;
  operationId: string;
  security?: Array<Record<string, string[]>>;
}

/** An OpenAPI definition with one `items` service; `securitySchemes` and `security` only when given. */
function definition(
  operations: Operation[],
  securitySchemes?: Record<string, unknown>,
  security?: Array<Record<string, string[]>>,
): string {
  const paths: Record<string, unknown> = {};
  for (const op of operations) {
    paths[op.path] = {
      get: {
        operationId: op.operationId,
        tags: ['items'],
        ...(op.security !== undefined ? { security: op.security } : {}),
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    };
  }
  return JSON.stringify(
    {
      openapi: '3.0.3',
      info: { title: 'Demo', version: '1.0.0' },
      ...(security !== undefined ? { security } : {}),
      paths,
      ...(securitySchemes !== undefined ? { components: { securitySchemes } } : {}),
    },
    null,
    2,
  );
}

/** A generators.yml: `head` lines (auth-schemes, api.auth…), then one TypeScript generator writing ./sdk. */
function generatorsYml(head: string[], generatorApi: string[] = []): string {
  return [
    ...head,
    'default-group: ts',
    'groups:',
    '  ts:',
    '    generators:',
    '      - name: bracken-typescript-sdk',
    '        version: 1.0.0',
    '        config:',
    '          namespaceExport: Demo',
    '        output:',
    '          location: local-file-system',
    '          path: ./sdk',
    ...generatorApi.map((line) => `        ${line}`),
    '',
  ].join('\n');
}

const SPECS = ['api:', '  specs:', '    - openapi: ./openapi.json'];
const BEARER_SCHEME = ['auth-schemes:', '  bearer:', '    scheme: bearer', '    token:', '      name: apiToken'];
const ITEMS: Operation[] = [{ path: '/items', operationId: 'listItems' }];

interface Case {
  definition: string;
  config: string;
}

const GENERATED: Record<string, Case> = {
  // The definition declares no security at all: `api.auth` is the default of every endpoint.
  noSecurity: { definition: definition(ITEMS), config: generatorsYml([...BEARER_SCHEME, ...SPECS, '  auth: bearer']) },
  // Operations name the definition's `BearerAuth`; `api.auth` names the configuration's `bearer`.
  renamed: {
    definition: definition(
      [
        { path: '/items', operationId: 'listItems', security: [{ BearerAuth: [] }] },
        { path: '/health', operationId: 'health', security: [] },
      ],
      { BearerAuth: { type: 'http', scheme: 'bearer' } },
    ),
    config: generatorsYml([...BEARER_SCHEME, ...SPECS, '  auth: bearer']),
  },
  // `all` on a definition without security: both credentials on every request.
  all: {
    definition: definition(ITEMS),
    config: generatorsYml([
      ...BEARER_SCHEME,
      '  key:',
      '    header: X-Api-Key',
      '    name: apiKey',
      ...SPECS,
      '  auth:',
      '    all: [bearer, key]',
    ]),
  },
  // A generator's own api.auth picks a scheme of the definition over the top-level one.
  generatorAuth: {
    definition: definition(ITEMS, { KeyAuth: { type: 'apiKey', in: 'header', name: 'X-Key' } }, [{ KeyAuth: [] }]),
    config: generatorsYml([...BEARER_SCHEME, ...SPECS, '  auth: bearer'], ['api:', '  auth: KeyAuth']),
  },
  // A custom header scheme's `type` is the type of its client option.
  typedHeader: {
    definition: definition(ITEMS),
    config: generatorsYml([
      'auth-schemes:',
      '  account:',
      '    header: X-Account',
      '    name: accountId',
      '    type: integer',
      '    prefix: "Account "',
      ...SPECS,
      '  auth: account',
    ]),
  },
  // Under `any`, a configured scheme the definition does not declare is ignored (with a warning).
  anyUndeclared: {
    definition: definition(ITEMS, { KeyAuth: { type: 'apiKey', in: 'header', name: 'X-Key' } }, [{ KeyAuth: [] }]),
    config: generatorsYml([...BEARER_SCHEME, ...SPECS, '  auth:', '    any: [bearer, KeyAuth]']),
  },
};

const REFUSED: Record<string, Case> = {
  typo: { definition: definition(ITEMS), config: generatorsYml([...BEARER_SCHEME, ...SPECS, '  auth: bearr']) },
  typoInAll: {
    definition: definition(ITEMS, { KeyAuth: { type: 'apiKey', in: 'header', name: 'X-Key' } }),
    config: generatorsYml([...BEARER_SCHEME, ...SPECS, '  auth:', '    all: [bearer, KeyAtuh]']),
  },
  typoInAny: {
    definition: definition(ITEMS),
    config: generatorsYml([...BEARER_SCHEME, ...SPECS, '  auth:', '    any: [bearer, nothing]']),
  },
  generatorTypo: {
    definition: definition(ITEMS),
    config: generatorsYml([...BEARER_SCHEME, ...SPECS], ['api:', '  auth:', '    scheme: beaer']),
  },
};

function writeCase(name: string, c: Case): string {
  const dir = join(ROOT, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'openapi.json'), c.definition);
  writeFileSync(join(dir, 'generators.yml'), c.config);
  return dir;
}

type LooseClient = Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;
type ClientClass = new (options: Record<string, unknown>) => LooseClient;

let server: Loopback;
const clients: Record<string, ClientClass> = {};
const checks: Record<string, CliRun> = {};
const generates: Record<string, CliRun> = {};

beforeAll(async () => {
  buildCli();
  server = await startLoopback();
  rmSync(ROOT, { recursive: true, force: true });
  for (const [name, c] of [...Object.entries(GENERATED), ...Object.entries(REFUSED)]) {
    const dir = writeCase(name, c);
    checks[name] = await runCli(['check'], dir);
    generates[name] = await runCli(['generate'], dir);
  }
  for (const name of Object.keys(GENERATED)) {
    if (generates[name]!.status !== 0) throw new Error(`generate failed for ${name}: ${generates[name]!.stderr}`);
  }
  // One strict program over every generated SDK, with the SDK's own compiler options.
  const sdkConfig = JSON.parse(readFileSync(join(ROOT, 'noSecurity', 'sdk', 'tsconfig.json'), 'utf8')) as {
    compilerOptions: Record<string, unknown>;
  };
  // Strict code a user would write: the typed option takes a number, and refuses text.
  writeFileSync(
    join(ROOT, 'usage.ts'),
    [
      'import { DemoClient } from "./typedHeader/sdk/src";',
      'export const typed = new DemoClient({ baseUrl: "http://127.0.0.1", accountId: 42 });',
      '// @ts-expect-error the configuration gives the option the type integer',
      'export const text = new DemoClient({ baseUrl: "http://127.0.0.1", accountId: "forty-two" });',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(ROOT, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { ...sdkConfig.compilerOptions, rootDir: '.', outDir: 'dist', declaration: false },
      include: [...Object.keys(GENERATED).map((name) => `${name}/sdk/src`), 'usage.ts'],
    }),
  );
  const output = runTsc(ROOT, ['-p', 'tsconfig.json']);
  if (output !== '') throw new Error(`SDK compilation failed:\n${output}`);
  for (const name of Object.keys(GENERATED)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    clients[name] = (require(join(ROOT, 'dist', name, 'sdk', 'src', 'index.js')) as Record<string, ClientClass>)[
      'DemoClient'
    ]!;
  }
}, 300_000);

afterAll(async () => {
  await server?.close();
});

/** Calls `client.items.<method>()` and returns the headers the server saw. */
async function headersOf(
  name: string,
  options: Record<string, unknown>,
  method = 'listItems',
): Promise<Record<string, string | string[] | undefined>> {
  server.handle((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{}');
  });
  const client = new clients[name]!({ baseUrl: server.url, maxRetries: 0, ...options });
  await client['items']![method]!();
  expect(server.requests).toHaveLength(1);
  return server.requests[0]!.headers;
}

describe('configured auth reaches the wire', () => {
  it('api.auth is the default of every endpoint when the definition declares no security', async () => {
    expect(checks['noSecurity']!.status).toBe(0);
    expect((await headersOf('noSecurity', { apiToken: 't-1' }))['authorization']).toBe('Bearer t-1');
  });

  it('a configuration scheme replaces the definition scheme its operations name', async () => {
    expect(checks['renamed']!.status).toBe(0);
    expect((await headersOf('renamed', { apiToken: 't-2' }))['authorization']).toBe('Bearer t-2');
  });

  it('an operation whose security is empty still sends no credential', async () => {
    expect((await headersOf('renamed', { apiToken: 't-2' }, 'health'))['authorization']).toBeUndefined();
  });

  it('all sends every scheme on every request', async () => {
    const headers = await headersOf('all', { apiToken: 't-3', apiKey: 'k-3' });
    expect(headers['authorization']).toBe('Bearer t-3');
    expect(headers['x-api-key']).toBe('k-3');
  });

  it("a generator's api.auth may name a scheme of the definition", async () => {
    const headers = await headersOf('generatorAuth', { xKey: 'k-4' });
    expect(headers['x-key']).toBe('k-4');
    expect(headers['authorization']).toBeUndefined();
  });

  it("a custom header scheme's type is its option's type, and the value is sent as text", async () => {
    expect((await headersOf('typedHeader', { accountId: 42 }))['x-account']).toBe('Account 42');
  });

  it('under any, a configured scheme the definition does not declare is ignored, and check says so', async () => {
    expect(checks['anyUndeclared']!.status).toBe(0);
    expect(checks['anyUndeclared']!.stdout).toMatch(
      /^generators\.yml:\d+:\d+: warning: auth scheme "bearer" under api\.auth\.any is not declared/m,
    );
    const headers = await headersOf('anyUndeclared', { xKey: 'k-5' });
    expect(headers['x-key']).toBe('k-5');
    expect(headers['authorization']).toBeUndefined();
  });
});

describe('an auth name no scheme defines', () => {
  it.each([
    ['typo', 'generators.yml:9:9: error: unknown auth scheme "bearr"', 'did you mean "bearer"?'],
    ['typoInAll', 'generators.yml:10:19: error: unknown auth scheme "KeyAtuh"', 'did you mean "KeyAuth"?'],
    ['typoInAny', 'generators.yml:10:19: error: unknown auth scheme "nothing"', 'defined schemes: bearer'],
    ['generatorTypo', 'generators.yml:22:21: error: unknown auth scheme "beaer"', 'did you mean "bearer"?'],
  ])('%s: check and generate both refuse it, located, and nothing is written', (name, located, hint) => {
    for (const run of [checks[name]!, generates[name]!]) {
      expect(run.status).toBe(1);
      const line = `${run.stdout}${run.stderr}`.split('\n').find((l) => l.startsWith(located));
      expect(line).toContain(hint);
    }
    expect(existsSync(join(ROOT, name, 'sdk'))).toBe(false);
  });
});
