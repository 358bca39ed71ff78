import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generateTypeScriptSdk } from '@bracken/generator-typescript';
import type { TypeDeclaration } from '@bracken/ir';
import ts from 'typescript';
import {
  CANARY_FILE,
  EVERYTHING,
  HOSTILE_ENUM,
  HOSTILE_HEADER,
  HOSTILE_QUERY_VALUE,
  HOSTILE_SEGMENT,
  HOSTILE_TEXTS,
  hostileDocument,
} from './fixtures/hostile-document';
import { startLoopback, type Loopback } from './loopback';
import { compileSdk, generateSdk, importDocument, REPO_ROOT } from './support';

// Hostile text in every position of a definition must come out as inert data: the SDK
// compiles strictly, loading every module runs none of it, and wire values survive intact.

const WORK = join(REPO_ROOT, 'tmp', 'robustness', 'injection');
const SDK_DIR = join(WORK, 'sdk');
const RUN_DIR = join(WORK, 'run');

/** What the child process reports. */
interface ChildReport {
  modules: number;
  pwned: unknown;
  exports: string[];
  response: unknown;
  environments: Record<string, string>;
}

/**
 * Loads every compiled module of the SDK in a fresh Node process (so nothing the test
 * itself defined can mask a canary), then calls the hostile endpoint once.
 */
const CHILD = `
const { readdirSync } = require('node:fs');
const { join } = require('node:path');
const [dist, baseUrl, call] = process.argv.slice(2);
let modules = 0;
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.name.endsWith('.js')) { require(full); modules += 1; }
  }
};
walk(dist);
const sdk = require(join(dist, 'index.js'));
const clientName = Object.keys(sdk).find((k) => k.endsWith('Client'));
const environmentName = Object.keys(sdk).find((k) => k.endsWith('Environment'));
const { service, method, request } = JSON.parse(call);
const client = new sdk[clientName]({ baseUrl, maxRetries: 0 });
client[service][method](request).then(
  (response) => {
    process.stdout.write(JSON.stringify({ modules, pwned: globalThis.__pwned ?? null, exports: Object.keys(sdk).sort(), response, environments: sdk[environmentName] }));
  },
  (error) => { process.stderr.write(String(error && error.stack || error)); process.exit(3); },
);
`;

let server: Loopback;
let payloadType: TypeDeclaration;
let serviceName: string;
let methodName: string;

beforeAll(async () => {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(RUN_DIR, { recursive: true });
  const ir = await importDocument(hostileDocument(), 'hostile.json');
  const found = Object.values(ir.types).find(
    (t) => t.shape.kind === 'object' && t.shape.properties.some((p) => p.name.wireValue === 'mode'),
  );
  if (!found) throw new Error('hostile payload type not imported');
  payloadType = found;
  const service = ir.services.find((s) => s.endpoints.some((e) => e.method === 'POST'))!;
  serviceName = service.name.camelCase;
  methodName = service.endpoints[0]!.name.camelCase;
  await generateSdk(hostileDocument(), SDK_DIR, { packageName: 'hostile-sdk' });
  compileSdk(SDK_DIR);
  server = await startLoopback();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function runChild(request: unknown): Promise<ChildReport> {
  const script = join(RUN_DIR, 'load.cjs');
  writeFileSync(script, CHILD);
  // Asynchronous, so the loopback server in this process can answer the child.
  const { stdout: out } = await promisify(execFile)(
    process.execPath,
    [
      script,
      join(SDK_DIR, 'dist', 'cjs'),
      server.url,
      JSON.stringify({ service: serviceName, method: methodName, request }),
    ],
    { cwd: RUN_DIR, encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '' }, timeout: 30_000 },
  );
  return JSON.parse(out) as ChildReport;
}

describe('hostile text in a definition', () => {
  it('strict tsc compiles the generated SDK to CommonJS with declarations', () => {
    expect(existsSync(join(SDK_DIR, 'dist', 'cjs', 'index.js'))).toBe(true);
    expect(existsSync(join(SDK_DIR, 'dist', 'cjs', 'index.d.ts'))).toBe(true);
  });

  const INHERITED_MEMBERS = new Set([
    'constructor',
    'toString',
    'toLocaleString',
    'valueOf',
    'hasOwnProperty',
    'isPrototypeOf',
    'propertyIsEnumerable',
    '__proto__',
  ]);

  it('loads every module in a fresh process without running any injected text, and sends wire values intact', async () => {
    const wirePayload: Record<string, unknown> = {};
    const sdkPayload: Record<string, unknown> = {};
    payloadType.shape.kind === 'object' &&
      payloadType.shape.properties.forEach((property, i) => {
        const name = property.name.wireValue;
        if (['mode', 'nested', 'literal', 'defaulted'].includes(name)) return;
        const value = HOSTILE_TEXTS[i % HOSTILE_TEXTS.length]!;
        wirePayload[name] = value;
        // Keys named like members every object inherits get a trailing underscore in TypeScript.
        const key = property.name.camelCase;
        sdkPayload[INHERITED_MEMBERS.has(key) ? `${key}_` : key] = value;
      });
    wirePayload['mode'] = HOSTILE_ENUM[1];
    sdkPayload['mode'] = HOSTILE_ENUM[1];
    const id = `../../x/"'\`\${globalThis.__pwned=1}*/?#%\n\u2028`;
    const headerValue = `v'"\`\${x}*/</script>\\`;
    server.handle((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(request.body);
    });

    const report = await runChild({
      id,
      qGlobalThisPwned1: HOSTILE_QUERY_VALUE,
      mode: HOSTILE_ENUM[4],
      xQUoteTick: headerValue,
      body: sdkPayload,
    });

    expect(report.pwned).toBeNull();
    expect(readdirSync(RUN_DIR).sort()).toEqual(['load.cjs']);
    expect(existsSync(join(RUN_DIR, CANARY_FILE))).toBe(false);
    expect(existsSync(join(REPO_ROOT, CANARY_FILE))).toBe(false);
    expect(report.modules).toBeGreaterThan(20);
    // Every export is a plain identifier, whatever the title said.
    for (const name of report.exports) expect(name).toMatch(/^[A-Za-z_$][\w$]*$/);
    // The server URL is kept as data, character for character.
    expect(Object.values(report.environments)).toContain(
      String((hostileDocument()['servers'] as Array<{ url: string }>)[0]!.url),
    );

    expect(server.requests).toHaveLength(1);
    const seen = server.requests[0]!;
    expect(seen.method).toBe('POST');
    const target = new URL(seen.url, server.url);
    const segments = target.pathname.split('/').map((s) => decodeURIComponent(s));
    expect(segments).toEqual(['', 'echo', HOSTILE_SEGMENT, id]);
    const queryName = `q*/\`\${globalThis.__pwned=1}\`"'\\`;
    expect(target.searchParams.get(queryName)).toBe(HOSTILE_QUERY_VALUE);
    expect(target.searchParams.get('mode')).toBe(HOSTILE_ENUM[4]);
    expect(seen.headers[HOSTILE_HEADER.toLowerCase()]).toBe(headerValue);
    expect(JSON.parse(seen.body)).toEqual(wirePayload);
    // The echoed body comes back through the serialization layer to the SDK's names.
    expect(report.response).toEqual(sdkPayload);
  });

  it('keeps the definition text out of code positions: no identifier of the parsed SDK comes from an injected statement', async () => {
    const ir = await importDocument(hostileDocument(), 'hostile.json');
    expect(ir.docs).toBe(EVERYTHING);
    const files = await generateTypeScriptSdk(ir, { packageName: 'hostile-sdk', packageVersion: '1.0.0' });
    const identifiers = new Set<string>();
    for (const file of files.filter((f) => f.path.endsWith('.ts') && !f.path.startsWith('src/core/'))) {
      // A raw line separator or an unescaped comment end would end a comment early.
      expect(file.contents).not.toMatch(/[\u2028\u2029]/);
      const source = ts.createSourceFile(file.path, file.contents, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
      const visit = (node: ts.Node): void => {
        if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) identifiers.add(node.text);
        ts.forEachChild(node, visit);
      };
      visit(source);
      expect((source as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics).toEqual([]);
    }
    // Injected statements would surface as these identifiers; as text they stay in strings and comments.
    for (const name of ['__pwned', 'writeFileSync', 'require']) expect(identifiers.has(name)).toBe(false);
  });
});
