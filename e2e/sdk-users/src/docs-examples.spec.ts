import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateTypeScriptSdk } from '@bracken/generator-typescript';
import { parseOpenApi } from '@bracken/importers';
import {
  fencedBlocks,
  locateErrors,
  typeScriptBlocks,
  writeBlocks,
  writeProject,
  type ExampleContext,
  type WrittenBlock,
} from './markdown-examples';
import {
  buildCli,
  generateExample,
  generateFromConfig,
  REPO_ROOT,
  runTsc,
  writeFiles,
  type GeneratedSdk,
} from './support';

// Every TypeScript example in docs/ that uses a generated SDK is type-checked strictly against
// a real SDK: the one generated from the page's own OpenAPI example, from the example project
// the page describes, or from the Acme definition in fixtures/ with the generators.yml
// settings the example's section explains. All pages are checked in one compiler run.

const WORK_DIR = join(REPO_ROOT, 'tmp', 'sdk-users', 'docs-examples');
const DOCS = join(REPO_ROOT, 'docs');
const ACME = readFileSync(join(__dirname, 'fixtures', 'acme.openapi.yml'), 'utf8');

/** How the SDK of some examples is made. */
type SdkSource =
  /** From the page's own `openapi:` YAML example, through the library. */
  | { kind: 'page'; doc: string; packageName: string; generateReactQueryHooks: boolean }
  /** From an example project, through the command line. */
  | { kind: 'example'; example: string }
  /** From fixtures/acme.openapi.yml with these top-level generators.yml entries, through the command line. */
  | { kind: 'acme'; config: Record<string, unknown> };

interface DocSdk {
  source: SdkSource;
  /** What the examples take as given (the page says so), for blocks that use it without declaring it. */
  context?: ExampleContext;
  /** The package name the page imports the SDK by, when it is not the generated package's own (a workspace project's name). */
  importAs?: string;
}

const acmeClient = (options: string): ExampleContext => ({
  code: `import { AcmeClient } from "acme-sdk";\n\nexport const client = new AcmeClient(${options});\n`,
  names: ['client'],
});

const SDKS: Record<string, DocSdk> = {
  'react-query': {
    source: { kind: 'page', doc: 'react-query.md', packageName: 'acme-sdk', generateReactQueryHooks: true },
  },
  streaming: { source: { kind: 'page', doc: 'streaming.md', packageName: 'chat-sdk', generateReactQueryHooks: false } },
  webhooks: {
    source: { kind: 'page', doc: 'webhooks.md', packageName: 'shelter-sdk', generateReactQueryHooks: false },
  },
  'asyncapi-chat': { source: { kind: 'example', example: 'asyncapi-chat' } },
  'openrpc-petstore': { source: { kind: 'example', example: 'openrpc-petstore' } },
  'proto-greeter': { source: { kind: 'example', example: 'proto-greeter' } },
  // docs/nx.md: the Petstore SDK as the project `nx g @bracken/nx:sdk packages/petstore-ts` scaffolds.
  'nx-petstore': { source: { kind: 'example', example: 'petstore' }, importAs: '@acme/petstore-ts' },
  acme: { source: { kind: 'acme', config: {} } },
  // docs/runtime.md: "`AcmeClient` stands for your SDK's client; the functions named here live in the SDK's `core` folder".
  runtime: {
    source: { kind: 'acme', config: {} },
    context: {
      code: 'import { AcmeClient } from "acme-sdk";\n\nexport { verifyWebhookSignature, assertWebhookSignature } from "acme-sdk/core";\nexport { AcmeClient };\nexport const client = new AcmeClient({ token: "t" });\n',
      names: ['AcmeClient', 'client', 'verifyWebhookSignature', 'assertWebhookSignature'],
    },
  },
  bearer: {
    source: {
      kind: 'acme',
      config: {
        'auth-schemes': { bearer: { scheme: 'bearer', token: { name: 'apiToken', env: 'ACME_TOKEN' } } },
        api: { auth: 'bearer' },
      },
    },
  },
  basic: {
    source: {
      kind: 'acme',
      config: {
        'auth-schemes': {
          basic: {
            scheme: 'basic',
            username: { name: 'clientId', env: 'ACME_CLIENT_ID' },
            password: { name: 'clientSecret', env: 'ACME_CLIENT_SECRET' },
          },
        },
        api: { auth: 'basic' },
      },
    },
  },
  'key-only': {
    source: {
      kind: 'acme',
      config: {
        'auth-schemes': { 'key-only': { scheme: 'basic', username: { name: 'apiKey' }, password: { omit: true } } },
        api: { auth: 'key-only' },
      },
    },
  },
  'api-key': {
    source: {
      kind: 'acme',
      config: {
        'auth-schemes': {
          apiKey: { header: 'X-API-Key', name: 'apiKey', type: 'string', prefix: 'Token', env: 'ACME_API_KEY' },
        },
        api: { auth: 'apiKey' },
      },
    },
  },
  // The definition's own cookie key (`sid`), with the client built as the example's comment says.
  cookie: { source: { kind: 'acme', config: {} }, context: acmeClient('{ sid: "s1" }') },
  oauth: {
    source: {
      kind: 'acme',
      config: {
        'auth-schemes': {
          oauth: {
            scheme: 'oauth',
            type: 'client-credentials',
            scopes: ['pets:read'],
            'client-id-env': 'ACME_CLIENT_ID',
            'client-secret-env': 'ACME_CLIENT_SECRET',
            'token-prefix': 'Bearer',
            'token-header': 'Authorization',
            'get-token': {
              endpoint: 'POST /oauth/token',
              'request-properties': { 'client-id': 'client_id', 'client-secret': 'client_secret', scopes: 'scope' },
              'response-properties': {
                'access-token': 'access_token',
                'expires-in': 'expires_in',
                'refresh-token': 'refresh_token',
              },
            },
            'refresh-token': {
              endpoint: 'POST /oauth/refresh',
              'request-properties': { 'refresh-token': 'refresh_token' },
              'response-properties': {
                'access-token': 'access_token',
                'expires-in': 'expires_in',
                'refresh-token': 'refresh_token',
              },
            },
          },
        },
        api: { auth: 'oauth' },
      },
    },
  },
  any: {
    source: {
      kind: 'acme',
      config: {
        'auth-schemes': { apiKey: { header: 'X-API-Key', name: 'apiKey' }, bearer: { scheme: 'bearer' } },
        api: { auth: { any: ['apiKey', 'bearer'] } },
      },
    },
  },
  headers: {
    source: {
      kind: 'acme',
      config: {
        api: {
          headers: {
            'X-Api-Version': { type: 'literal<"2024-05-01">' },
            'X-Tenant': { name: 'tenant', type: 'string' },
          },
        },
      },
    },
  },
  idempotency: {
    source: { kind: 'acme', config: { api: { settings: { 'auto-generate-idempotency-key': true } } } },
    context: acmeClient('{ token: "t" }'),
  },
};

/**
 * For each page with TypeScript examples, the SDK each block is checked against, in order.
 * `null` marks a block about Bracken's own packages (`@bracken/*`), which uses no generated SDK.
 */
const PAGES: Record<string, Array<keyof typeof SDKS | null>> = {
  'asyncapi.md': ['asyncapi-chat'],
  'authentication.md': ['bearer', 'basic', 'key-only', 'api-key', 'cookie', 'oauth', 'any', 'headers', 'idempotency'],
  'grpc-errors.md': [null, null, null, null, null, null],
  'nx.md': ['nx-petstore'],
  'openrpc.md': ['openrpc-petstore'],
  'protobuf.md': ['proto-greeter'],
  'publishing.md': [null],
  'python-sdk.md': [null],
  'react-query.md': ['react-query', 'react-query'],
  'runtime.md': ['runtime', 'runtime', 'runtime', 'runtime', 'runtime', 'runtime', 'runtime', 'runtime'],
  'streaming.md': ['streaming'],
  'typescript-sdk.md': [null, null, 'acme'],
  'webhooks.md': ['webhooks', 'webhooks'],
};

const markdown = (doc: string): string => readFileSync(join(DOCS, doc), 'utf8');

async function makeSdk(key: string, source: SdkSource): Promise<GeneratedSdk> {
  const dir = join(WORK_DIR, 'sdks', key);
  switch (source.kind) {
    case 'page': {
      const definition = fencedBlocks(markdown(source.doc), new Set(['yaml'])).find((b) =>
        b.code.startsWith('openapi:'),
      );
      if (definition === undefined) throw new Error(`no OpenAPI example: docs/${source.doc}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'openapi.yml'), definition.code);
      const ir = await parseOpenApi({ file: join(dir, 'openapi.yml'), displayFile: `docs/${source.doc}` });
      const files = await generateTypeScriptSdk(ir, {
        packageName: source.packageName,
        packageVersion: '1.0.0',
        generateReactQueryHooks: source.generateReactQueryHooks,
      });
      writeFiles(join(dir, 'sdk'), files);
      return { label: key, dir: join(dir, 'sdk'), packageName: source.packageName };
    }
    case 'example':
      return generateExample(source.example, dir);
    case 'acme': {
      const config = {
        api: { specs: [{ openapi: './acme.openapi.yml' }], ...(source.config['api'] as object | undefined) },
        ...Object.fromEntries(Object.entries(source.config).filter(([name]) => name !== 'api')),
        'default-group': 'typescript',
        groups: {
          typescript: {
            generators: [
              {
                name: 'bracken-typescript-sdk',
                version: '0.1.0',
                config: { namespaceExport: 'Acme' },
                output: { location: 'local-file-system', path: './sdk' },
              },
            ],
          },
        },
      };
      return generateFromConfig(dir, config, { 'acme.openapi.yml': ACME }, key);
    }
  }
}

const written = new Map<string, WrittenBlock[]>();
let output = '';

beforeAll(async () => {
  buildCli();
  rmSync(WORK_DIR, { recursive: true, force: true });
  mkdirSync(WORK_DIR, { recursive: true });
  const used = new Set(
    Object.values(PAGES)
      .flat()
      .filter((key): key is string => key !== null),
  );
  const sdks = new Map<string, GeneratedSdk>();
  for (const key of [...used].sort()) sdks.set(key, await makeSdk(key, SDKS[key]!.source));
  const files: string[] = [];
  for (const [doc, keys] of Object.entries(PAGES)) {
    const blocks = typeScriptBlocks(markdown(doc));
    const page: WrittenBlock[] = [];
    for (const key of new Set(keys)) {
      if (key === null) continue;
      const mine = blocks.filter((_b, i) => keys[i] === key);
      const sdk = sdks.get(key)!;
      page.push(
        ...writeBlocks(
          WORK_DIR,
          `${doc.replace(/\.md$/, '')}/${key}`,
          `docs/${doc}`,
          mine,
          { packageName: SDKS[key]!.importAs ?? sdk.packageName, sdkDir: sdk.dir },
          SDKS[key]!.context,
        ),
      );
    }
    files.push(...page.map((b) => b.file));
    written.set(doc, page);
  }
  writeProject(WORK_DIR, files);
  output = runTsc(WORK_DIR, 'tsconfig.json');
}, 600_000);

describe('documentation examples', () => {
  it('lists every page with TypeScript examples, one entry per example', () => {
    const pages = readdirSync(DOCS)
      .filter((name) => name.endsWith('.md'))
      .map((doc) => ({ doc, blocks: typeScriptBlocks(markdown(doc)).length }))
      .filter((page) => page.blocks > 0);
    expect(pages).toEqual(Object.entries(PAGES).map(([doc, keys]) => ({ doc, blocks: keys.length })));
  });

  it('marks only examples of Bracken packages as not using a generated SDK', () => {
    for (const [doc, keys] of Object.entries(PAGES)) {
      const blocks = typeScriptBlocks(markdown(doc));
      const unchecked = blocks.filter((_b, i) => keys[i] === null);
      // Each unchecked block is on a page about Bracken's packages, or imports one.
      for (const block of unchecked)
        expect({
          doc,
          line: block.line,
          bracken: keys.every((k) => k === null) || block.code.includes('from "@bracken/'),
        }).toEqual({ doc, line: block.line, bracken: true });
    }
  });

  it.each(Object.keys(PAGES).filter((doc) => PAGES[doc]!.some((key) => key !== null)))(
    '%s: every example that uses a generated SDK type-checks against it',
    (doc) => {
      expect(written.get(doc)!.length).toBe(PAGES[doc]!.filter((key) => key !== null).length);
      expect(locateErrors(output, written.get(doc)!)).toEqual([]);
    },
  );

  it('type-checks without errors anywhere, the SDKs included', () => {
    expect(output).toBe('');
  });
});
