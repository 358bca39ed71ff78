import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import {
  DEFINITION_FILE,
  describedByReference,
  REF_POINTER,
  REFERENCED_SCHEMA,
  referencesConfig,
  referencingDefinition,
  type ReferenceKind,
} from './fixtures/reference-documents';
import { startLoopback, type Loopback } from './loopback';
import { buildCli, runCli, type CliRun } from './support';

// A definition can read neither the machine nor the network. Each case writes a definition
// whose `$ref` (or import) names a target, and runs the built `bracken check` and `bracken
// generate` in a child process whose environment holds a canary token. A refused reference
// is a located error, the canary appears nowhere (output, messages, files), nothing is
// generated, and a refused server is never contacted. Allowed references still work.

const CANARY = `canary-${randomUUID()}`;
const KINDS: ReferenceKind[] = ['openapi', 'asyncapi', 'openrpc'];

let root: string;
let server: Loopback;
let port: number;
/** Responses the server stopped writing because the client went away. */
let abandoned = 0;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every file under `dir` with its content, symbolic links left out. */
function filesUnder(dir: string): Array<{ path: string; text: string }> {
  const found: Array<{ path: string; text: string }> = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) walk(full);
      else found.push({ path: full, text: readFileSync(full, 'latin1') });
    }
  };
  walk(dir);
  return found;
}

/** A case folder: `<root>/<name>/api/` with the definition and `generators.yml`, and `<root>/<name>/outside.yml` next to it. */
function caseFolder(
  name: string,
  kind: ReferenceKind,
  target: string,
  references: string[] = [],
  definition?: string,
): string {
  const dir = join(root, name);
  const api = join(dir, 'api');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(api, { recursive: true });
  writeFileSync(join(dir, 'outside.yml'), `${REFERENCED_SCHEMA}description: ${CANARY}\n`);
  writeFileSync(join(api, DEFINITION_FILE[kind]), definition ?? referencingDefinition(kind, target));
  writeFileSync(join(api, 'generators.yml'), referencesConfig(kind, DEFINITION_FILE[kind], references));
  return api;
}

/** Both commands succeeded, and the SDK has the property the referenced schema names. */
function expectGenerated(runs: { check: CliRun; generate: CliRun }, api: string): void {
  expect([runs.check.status, runs.generate.status]).toEqual([0, 0]);
  expect(`${runs.check.stdout}${runs.generate.stderr}`).not.toMatch(/error/);
  expect(filesUnder(join(api, 'sdk')).some(({ text }) => text.includes('fromElsewhere'))).toBe(true);
}

/** Runs `check`, then `generate`, with the canary in the environment. */
async function checkAndGenerate(api: string): Promise<{ check: CliRun; generate: CliRun }> {
  const env = { NPM_TOKEN: CANARY };
  const check = await runCli(['check'], api, { env });
  const generate = await runCli(['generate'], api, { env });
  return { check, generate };
}

/**
 * Both commands fail with `reason`, located at the `$ref` (file, then line and column or the
 * JSON pointer), without a stack trace; nothing is generated and the canary is nowhere.
 */
function expectRefused(
  runs: { check: CliRun; generate: CliRun },
  api: string,
  file: string,
  reason: RegExp,
  pointer?: string,
): void {
  for (const run of [runs.check, runs.generate]) {
    expect(run.signal).toBeNull();
    expect(run.status).toBe(1);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect(`${run.stdout}${run.stderr}`).not.toContain(CANARY);
  }
  expect(runs.check.stdout).toMatch(new RegExp(`^${escape(file)}:\\d+:\\d+: error: ${reason.source}`, 'm'));
  expect(runs.generate.stderr).toMatch(
    new RegExp(
      `^${escape(file)}:\\d+:\\d+: error: ${reason.source}${pointer !== undefined ? `.* at #${escape(pointer)}` : ''}`,
      'm',
    ),
  );
  expect(existsSync(join(api, 'sdk'))).toBe(false);
  // The files that hold the canary on purpose are the targets themselves.
  for (const { path, text } of filesUnder(join(api, '..')))
    if (!/[\\/](outside\.(yml|proto)|\.env)$/.test(path)) expect(text).not.toContain(CANARY);
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/yaml', ...headers });
  response.end(body);
}

beforeAll(async () => {
  buildCli();
  root = mkdtempSync(join(tmpdir(), 'bracken-references-'));
  server = await startLoopback();
  port = Number(new URL(server.url).port);
  server.handle((request, response) => {
    const path = request.url.split('?')[0];
    response.on('close', () => {
      if (!response.writableFinished) abandoned++;
    });
    if (path === '/item.yml') return send(response, 200, REFERENCED_SCHEMA);
    if (path === '/endless') {
      // A body that never ends: 64 KiB chunks for as long as the client reads.
      response.writeHead(200, { 'content-type': 'application/yaml' });
      const chunk = `# ${'x'.repeat(65_530)}\n`;
      const pump = (): void => {
        while (!response.destroyed && response.write(chunk));
        if (!response.destroyed) response.once('drain', pump);
      };
      return pump();
    }
    if (path === '/trickle') {
      // One byte every 50 ms, for ever.
      response.writeHead(200, { 'content-type': 'application/yaml' });
      const timer = setInterval(() => (response.destroyed ? clearInterval(timer) : response.write('#')), 50);
      return undefined;
    }
    if (path === '/to-metadata')
      return send(response, 302, '', { location: 'http://169.254.169.254/latest/meta-data/' });
    if (path === '/to-file') return send(response, 302, '', { location: 'file:///proc/self/environ' });
    return send(response, 404, 'not here');
  });
}, 240_000);

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe.each(KINDS)('%s $refs to the machine', (kind) => {
  const file = DEFINITION_FILE[kind];

  it('/proc/self/environ, as a path and as a file URL, is refused', async () => {
    for (const [name, target] of [
      ['environ', '/proc/self/environ'],
      ['environ-url', 'file:///proc/self/environ'],
    ] as const) {
      const api = caseFolder(`${kind}-${name}`, kind, target);
      expectRefused(
        await checkAndGenerate(api),
        api,
        file,
        /cannot read \$ref ".+" \(outside the definition's folder tree and references\.folders\)/,
        REF_POINTER[kind],
      );
    }
  }, 120_000);

  it('a file outside the definition folder is refused, directly and through a symbolic link inside it', async () => {
    const outside = caseFolder(`${kind}-outside`, kind, '../outside.yml');
    expectRefused(
      await checkAndGenerate(outside),
      outside,
      file,
      /cannot read \$ref "\.\.\/outside\.yml" \(outside the definition's folder tree/,
      REF_POINTER[kind],
    );
    const linked = caseFolder(`${kind}-symlink`, kind, './schemas/link.yml');
    mkdirSync(join(linked, 'schemas'));
    symlinkSync(join(linked, '..', 'outside.yml'), join(linked, 'schemas', 'link.yml'));
    expectRefused(
      await checkAndGenerate(linked),
      linked,
      file,
      /cannot read \$ref "\.\/schemas\/link\.yml" \(outside the definition's folder tree/,
      REF_POINTER[kind],
    );
    const environ = caseFolder(`${kind}-symlink-environ`, kind, './environ.yml');
    symlinkSync('/proc/self/environ', join(environ, 'environ.yml'));
    expectRefused(
      await checkAndGenerate(environ),
      environ,
      file,
      /cannot read \$ref "\.\/environ\.yml" \(outside the definition's folder tree/,
      REF_POINTER[kind],
    );
  }, 120_000);

  it('a hidden file inside the definition folder (.env) is refused', async () => {
    const api = caseFolder(`${kind}-dotenv`, kind, './.env');
    writeFileSync(join(api, '.env'), `NPM_TOKEN=${CANARY}\n`);
    expectRefused(
      await checkAndGenerate(api),
      api,
      file,
      /cannot read \$ref "\.\/\.env" \(hidden files and folders are never read\)/,
      REF_POINTER[kind],
    );
  }, 120_000);

  it('a file inside the definition folder, or in a folder the config adds, is read', async () => {
    const inside = caseFolder(`${kind}-inside`, kind, './schemas/item.yml');
    mkdirSync(join(inside, 'schemas'));
    writeFileSync(join(inside, 'schemas', 'item.yml'), REFERENCED_SCHEMA);
    expectGenerated(await checkAndGenerate(inside), inside);
    const shared = caseFolder(`${kind}-folders`, kind, '../outside.yml', ['folders: [../]']);
    writeFileSync(join(shared, '..', 'outside.yml'), REFERENCED_SCHEMA);
    expectGenerated(await checkAndGenerate(shared), shared);
  }, 120_000);
});

describe.each(KINDS)('%s $refs to the network', (kind) => {
  const file = DEFINITION_FILE[kind];

  it('are off by default: the server is never contacted', async () => {
    const api = caseFolder(`${kind}-remote-off`, kind, `http://localhost:${port}/item.yml`);
    server.requests.length = 0;
    expectRefused(
      await checkAndGenerate(api),
      api,
      file,
      /cannot fetch \$ref "http:\/\/localhost:\d+\/item\.yml" \(remote references are off; allow them with references\.remote\)/,
      REF_POINTER[kind],
    );
    expect(server.requests).toHaveLength(0);
  }, 120_000);

  it('with remote allowed, loopback is refused by its address in every spelling, before any connection', async () => {
    const forms: Array<[string, RegExp]> = [
      [`http://localhost:${port}/item.yml`, /address (127\.0\.0\.1|::1) is loopback/],
      [`http://127.1:${port}/item.yml`, /address 127\.0\.0\.1 is loopback/],
      [`http://2130706433:${port}/item.yml`, /address 127\.0\.0\.1 is loopback/],
      [`http://0x7f.0.0.1:${port}/item.yml`, /address 127\.0\.0\.1 is loopback/],
      [`http://[::ffff:127.0.0.1]:${port}/item.yml`, /address ::ffff:7f00:1 is loopback, as IPv4-mapped IPv6/],
      [`http://[::1]:${port}/item.yml`, /address ::1 is loopback/],
      [`http://0.0.0.0:${port}/item.yml`, /address 0\.0\.0\.0 is unspecified, which is never fetched/],
      [
        'http://169.254.169.254/latest/meta-data/',
        /address 169\.254\.169\.254 is link-local \(cloud metadata\), which is never fetched/,
      ],
    ];
    // Every spelling for OpenAPI; two for the other kinds, which share the same fetcher.
    for (const [index, [target, reason]] of (kind === 'openapi' ? forms : forms.slice(0, 2)).entries()) {
      const api = caseFolder(`${kind}-loopback-${index}`, kind, target, ['remote: true']);
      server.requests.length = 0;
      expectRefused(
        await checkAndGenerate(api),
        api,
        file,
        new RegExp(`cannot fetch \\$ref ".+" \\(${reason.source}`),
        REF_POINTER[kind],
      );
      expect(server.requests).toHaveLength(0);
    }
  }, 240_000);

  it('with private addresses allowed as well, the loopback server is read', async () => {
    const api = caseFolder(`${kind}-private`, kind, `http://127.0.0.1:${port}/item.yml`, [
      'remote: true',
      'private-network: true',
    ]);
    server.requests.length = 0;
    expectGenerated(await checkAndGenerate(api), api);
    expect(server.requests.map((r) => r.url)).toContain('/item.yml');
    expect(
      server.requests.every((r) => r.headers['authorization'] === undefined && r.headers['cookie'] === undefined),
    ).toBe(true);
  }, 120_000);

  it('an endless body stops at the size cap, a trickling one at the time limit', async () => {
    const limits = ['remote: true', 'private-network: true', 'max-bytes: 65536', 'timeout-seconds: 1'];
    const before = abandoned;
    const endless = caseFolder(`${kind}-endless`, kind, `http://127.0.0.1:${port}/endless`, limits);
    expectRefused(
      await checkAndGenerate(endless),
      endless,
      file,
      /cannot fetch \$ref "http:\/\/127\.0\.0\.1:\d+\/endless" \(larger than 65536 bytes\)/,
      REF_POINTER[kind],
    );
    const trickle = caseFolder(`${kind}-trickle`, kind, `http://127.0.0.1:${port}/trickle`, limits);
    expectRefused(
      await checkAndGenerate(trickle),
      trickle,
      file,
      /cannot fetch \$ref "http:\/\/127\.0\.0\.1:\d+\/trickle" \(time limit reached/,
      REF_POINTER[kind],
    );
    // The client hung up on each of the four responses (two per command).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(abandoned - before).toBe(4);
  }, 120_000);

  it('every redirect is checked again: to a metadata address, to a file', async () => {
    const metadata = caseFolder(`${kind}-redirect-metadata`, kind, `http://127.0.0.1:${port}/to-metadata`, [
      'remote: true',
      'private-network: true',
    ]);
    expectRefused(
      await checkAndGenerate(metadata),
      metadata,
      file,
      /cannot fetch \$ref ".+\/to-metadata" \(address 169\.254\.169\.254 is link-local \(cloud metadata\), which is never fetched\)/,
      REF_POINTER[kind],
    );
    const local = caseFolder(`${kind}-redirect-file`, kind, `http://127.0.0.1:${port}/to-file`, [
      'remote: true',
      'private-network: true',
    ]);
    expectRefused(
      await checkAndGenerate(local),
      local,
      file,
      /cannot fetch \$ref ".+\/to-file" \(only http and https are fetched, not file\)/,
      REF_POINTER[kind],
    );
  }, 120_000);
});

describe('the reported case: OpenAPI info.description from /proc/self/environ', () => {
  it('never reaches package.json or TSDoc', async () => {
    const api = caseFolder('description-environ', 'openapi', '', [], describedByReference('/proc/self/environ'));
    expectRefused(
      await checkAndGenerate(api),
      api,
      'openapi.yml',
      /cannot read \$ref "\/proc\/self\/environ"/,
      '/info/description/$ref',
    );
  }, 60_000);
});

describe('Conjure and protobuf imports', () => {
  /** A folder with generators.yml naming `spec` (YAML lines) and the files given. */
  function importCase(name: string, spec: string[], files: Record<string, string>): string {
    const dir = join(root, name);
    const api = join(dir, 'api');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(api, { recursive: true });
    writeFileSync(
      join(dir, 'outside.yml'),
      `types:\n  definitions:\n    default-package: com.evil\n    objects:\n      Leak: { fields: { secret: string } }\n# ${CANARY}\n`,
    );
    writeFileSync(
      join(dir, 'outside.proto'),
      `syntax = "proto3";\npackage evil;\nmessage Leak { string secret = 1; } // ${CANARY}\n`,
    );
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(api, path, '..'), { recursive: true });
      writeFileSync(join(api, path), text);
    }
    writeFileSync(
      join(api, 'generators.yml'),
      [
        'api:',
        '  specs:',
        ...spec.map((line) => `    ${line}`),
        'default-group: ts',
        'groups:',
        '  ts:',
        '    generators:',
        '      - name: bracken-typescript-sdk',
        '        version: 1.0.0',
        '        output:',
        '          location: local-file-system',
        '          path: ./sdk',
        '',
      ].join('\n'),
    );
    return api;
  }

  const conjure = (target: string): string =>
    [
      'types:',
      '  conjure-imports:',
      `    evil: ${JSON.stringify(target)}`,
      '  definitions:',
      '    default-package: com.acme',
      '    objects:',
      '      Item: { fields: { name: string } }',
      'services:',
      '  Items:',
      '    name: Items',
      '    package: com.acme',
      '    base-path: /items',
      '    endpoints:',
      '      get:',
      '        http: GET /',
      '        returns: Item',
      '',
    ].join('\n');

  it('a Conjure import outside the folder, or through a symbolic link, is refused at the import', async () => {
    const outside = importCase('conjure-outside', ['- conjure: conjure/api.yml'], {
      'conjure/api.yml': conjure('../../outside.yml'),
    });
    expectRefused(
      await checkAndGenerate(outside),
      outside,
      'conjure/api.yml',
      /cannot read conjure-imports file "\.\.\/\.\.\/outside\.yml" \(outside the definition's folder tree/,
      '/types/conjure-imports/evil',
    );
    const linked = importCase('conjure-symlink', ['- conjure: conjure/api.yml'], {
      'conjure/api.yml': conjure('./leak.yml'),
    });
    symlinkSync(join(linked, '..', 'outside.yml'), join(linked, 'conjure', 'leak.yml'));
    expectRefused(
      await checkAndGenerate(linked),
      linked,
      'conjure/api.yml',
      /cannot read conjure-imports file "\.\/leak\.yml" \(outside the definition's folder tree/,
      '/types/conjure-imports/evil',
    );
  }, 120_000);

  it('a proto import that climbs out of the root, or a symbolic link in the root, is refused', async () => {
    const proto = (imported: string): string =>
      `syntax = "proto3";\npackage acme.v1;\nimport "${imported}";\nmessage Item { string name = 1; }\nservice Items { rpc Get(Item) returns (Item); }\n`;
    const climbing = importCase('proto-climb', ['- proto:', '    root: proto'], {
      'proto/acme/v1/items.proto': proto('../../../outside.proto'),
    });
    for (const run of Object.values(await checkAndGenerate(climbing))) {
      expect(run.status).toBe(1);
      expect(`${run.stdout}${run.stderr}`).toMatch(
        /invalid import "\.\.\/\.\.\/\.\.\/outside\.proto" \(expected a path relative to the proto root, without \. or \.\. segments\)/,
      );
      expect(`${run.stdout}${run.stderr}`).not.toContain(CANARY);
    }
    const linked = importCase('proto-symlink', ['- proto:', '    root: proto'], {
      'proto/acme/v1/items.proto': proto('acme/v1/leak.proto'),
    });
    symlinkSync(join(linked, '..', 'outside.proto'), join(linked, 'proto', 'acme', 'v1', 'leak.proto'));
    for (const run of Object.values(await checkAndGenerate(linked))) {
      expect(run.status).toBe(1);
      expect(`${run.stdout}${run.stderr}`).toMatch(
        /cannot read "acme\/v1\/leak\.proto" \(outside the definition's folder tree/,
      );
      expect(`${run.stdout}${run.stderr}`).not.toContain(CANARY);
    }
    expect(existsSync(join(linked, 'sdk'))).toBe(false);
  }, 120_000);
});

describe('a git source', () => {
  /** A bare repository whose one commit holds `files` and the symbolic links given. */
  function repository(name: string, files: Record<string, string>, links: Record<string, string>): string {
    const work = join(root, `${name}-work`);
    const bare = join(root, `${name}.git`);
    mkdirSync(work, { recursive: true });
    for (const [path, text] of Object.entries(files)) writeFileSync(join(work, path), text);
    for (const [path, target] of Object.entries(links)) symlinkSync(target, join(work, path));
    const git = (args: string[], cwd: string): void =>
      void execFileSync('git', args, {
        cwd,
        stdio: 'pipe',
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@example.com',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@example.com',
        },
      });
    git(['init', '--quiet', '--initial-branch', 'main'], work);
    git(['add', '-A'], work);
    git(['commit', '--quiet', '-m', 'definition'], work);
    git(['clone', '--quiet', '--bare', work, bare], root);
    return bare;
  }

  function gitCase(name: string, bare: string, path: string): string {
    const api = join(root, name, 'api');
    mkdirSync(api, { recursive: true });
    writeFileSync(
      join(api, 'generators.yml'),
      [
        'api:',
        '  specs:',
        '    - openapi:',
        `        repo: ${JSON.stringify(`file://${bare}`)}`,
        `        path: ${path}`,
        'default-group: ts',
        'groups:',
        '  ts:',
        '    generators:',
        '      - name: bracken-typescript-sdk',
        '        version: 1.0.0',
        '        output:',
        '          location: local-file-system',
        '          path: ./sdk',
        '',
      ].join('\n'),
    );
    return api;
  }

  it('a definition that is a symbolic link out of the clone, or refers to one, is refused', async () => {
    const linkedDefinition = repository('git-linked-definition', {}, { 'openapi.yml': '/proc/self/environ' });
    const direct = gitCase('git-definition', linkedDefinition, 'openapi.yml');
    for (const run of Object.values(await checkAndGenerate(direct))) {
      expect(run.status).toBe(1);
      expect(`${run.stdout}${run.stderr}`).toMatch(/the definition path leaves the repository through a symbolic link/);
      expect(`${run.stdout}${run.stderr}`).not.toContain(CANARY);
    }
    const linkedRef = repository(
      'git-linked-ref',
      { 'openapi.yml': referencingDefinition('openapi', './leak.yml') },
      { 'leak.yml': '/proc/self/environ' },
    );
    const referring = gitCase('git-ref', linkedRef, 'openapi.yml');
    expectRefused(
      await checkAndGenerate(referring),
      referring,
      'openapi.yml',
      /cannot read \$ref "\.\/leak\.yml" \(outside the definition's folder tree/,
      REF_POINTER.openapi,
    );
  }, 120_000);
});

describe('the canary itself', () => {
  it('is in the environment of the runs, so its absence means something', () => {
    expect(statSync('/proc/self/environ').isFile()).toBe(true);
    const child = execFileSync(
      process.execPath,
      ['-e', "process.stdout.write(require('fs').readFileSync('/proc/self/environ', 'latin1'))"],
      { env: { NPM_TOKEN: CANARY } },
    );
    expect(child.toString('latin1')).toContain(CANARY);
  });
});
