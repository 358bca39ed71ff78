import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allEndpoints } from '@bracken/ir';
import { startRecordingServer, type RecordingServer } from '../../publish/src/__fixtures__/recording-server';
import { startVerdaccio, type LocalRegistry } from '@bracken/test-kit';
import { diff } from './diff';
import type { EngineEvent } from './events';
import { generate } from './generate';
import { registerGenerator } from './generators';
import { publish } from './publish';

// A small generator under the TypeScript generator's name: the release flow is under test, so
// the package it publishes needs no install or compile step.
registerGenerator({
  name: 'bracken-typescript-sdk',
  language: 'javascript',
  configSchema: {},
  generate: (ir, _config, context) => [
    {
      path: 'package.json',
      contents: `${JSON.stringify({ name: 'pets-sdk', version: context.version, main: 'index.js' }, null, 2)}\n`,
    },
    {
      path: 'index.js',
      contents: [
        "'use strict';\n",
        ...allEndpoints(ir).map((e) => `exports.${e.name.camelCase} = ${JSON.stringify(`${e.method} ${e.path}`)};\n`),
        '// end of the generated endpoints\n',
      ].join(''),
    },
    // As the TypeScript SDK's src/version.ts: the version it sends in its platform headers.
    { path: 'version.js', contents: `exports.SDK_VERSION = ${JSON.stringify(context.version)};\n` },
  ],
});

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'u',
      GIT_AUTHOR_EMAIL: 'u@example.com',
      GIT_COMMITTER_NAME: 'u',
      GIT_COMMITTER_EMAIL: 'u@example.com',
    },
  }).trim();

function spec(paths: string[]): string {
  const lines = ['openapi: 3.0.3', 'info: { title: Pets, version: 1.0.0 }', 'paths:'];
  const routes = new Map<string, string[]>();
  for (const path of paths) {
    const [method, route, id] = path.split(' ') as [string, string, string];
    routes.set(route, [
      ...(routes.get(route) ?? []),
      `    ${method}:`,
      `      operationId: ${id}`,
      "      responses: { '204': { description: done } }",
    ]);
  }
  for (const [route, operations] of routes) lines.push(`  ${route}:`, ...operations);
  return `${lines.join('\n')}\n`;
}

let root: string;
let api: RecordingServer;
let bare: string;
let env: Record<string, string>;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'lifecycle-'));
  bare = join(root, 'remote', 'acme', 'sdk.git');
  mkdirSync(join(root, 'remote', 'acme'), { recursive: true });
  git(root, 'init', '--quiet', '--bare', '--initial-branch', 'main', bare);
  const seed = join(root, 'seed');
  mkdirSync(seed);
  git(seed, 'init', '--quiet', '--initial-branch', 'main');
  writeFileSync(join(seed, 'README.md'), '# Pets SDK\n');
  git(seed, 'add', '--all');
  git(seed, 'commit', '--quiet', '-m', 'Start');
  git(seed, 'push', '--quiet', bare, 'main');
  api = await startRecordingServer((request) =>
    request.method === 'POST' && request.path.endsWith('/releases')
      ? { status: 201, body: { html_url: 'https://github.example/acme/sdk/releases/1' } }
      : { status: 404, body: {} },
  );
  env = {
    PATH: process.env['PATH'] ?? '',
    HOME: process.env['HOME'] ?? root,
    GITHUB_TOKEN: 'ghp_lifecycle',
    BRACKEN_GITHUB_URL: `file://${join(root, 'remote')}`,
    BRACKEN_GITHUB_API_URL: api.url,
  };
  mkdirSync(join(root, 'ws', 'api'), { recursive: true });
  writeFileSync(join(root, 'ws', 'nx.json'), '{}');
});

afterEach(async () => {
  await api.close();
  rmSync(root, { recursive: true, force: true });
});

const workspace = (file: string): string => join(root, 'ws', 'api', file);

async function run(step: 'generate' | 'publish' | 'diff', events: EngineEvent[] = []): Promise<boolean> {
  const options = {
    config: 'generators.yml',
    cwd: join(root, 'ws', 'api'),
    env,
    onEvent: (event: EngineEvent) => events.push(event),
  };
  const result =
    step === 'generate' ? await generate(options) : step === 'publish' ? await publish(options) : await diff(options);
  if (!result.ok)
    throw new Error(
      events
        .filter((e) => e.kind === 'failed')
        .map((e) => String((e as { failure: { error: unknown } }).failure.error))
        .join('\n'),
    );
  return result.ok;
}

describe('autorelease', () => {
  let registry: LocalRegistry;
  beforeAll(async () => {
    registry = await startVerdaccio(mkdtempSync(join(tmpdir(), 'lifecycle-registry-')), { anonymousPublish: true });
  });
  afterAll(async () => {
    await registry.stop();
  });

  it('publishes 1.0.0, then a minor and a major release from two definition edits, with the changelog', async () => {
    writeFileSync(
      workspace('generators.yml'),
      [
        'api:',
        '  specs:',
        '    - openapi: ./openapi.yml',
        'autorelease: true',
        'default-group: sdk',
        'groups:',
        '  sdk:',
        '    generators:',
        '      - name: bracken-typescript-sdk',
        '        version: 1.0.0',
        '        output:',
        '          location: npm',
        '          package-name: "@acme/pets"',
        `          url: ${registry.url}`,
        '        github:',
        '          repository: acme/sdk',
        '          mode: release',
        '',
      ].join('\n'),
    );
    const npmVersions = (): string[] =>
      JSON.parse(
        execFileSync('npm', ['view', '@acme/pets', 'versions', '--json', '--registry', registry.url], {
          encoding: 'utf8',
          cwd: root,
        }),
      ) as string[];

    writeFileSync(workspace('openapi.yml'), spec(['get /pets listPets', 'get /pets/{id} getPet']));
    await run('generate');
    await run('publish');
    expect(npmVersions()).toEqual(['1.0.0']);

    writeFileSync(
      workspace('openapi.yml'),
      spec(['get /pets listPets', 'get /pets/{id} getPet', 'post /pets createPet']),
    );
    const diffed: EngineEvent[] = [];
    await run('diff', diffed);
    expect(diffed.find((e) => e.kind === 'diffed')).toMatchObject({
      result: {
        job: 'sdk/bracken-typescript-sdk',
        previousVersion: '1.0.0',
        nextVersion: '1.1.0',
        diff: { bump: 'minor' },
      },
    });
    await run('generate');
    await run('publish');

    writeFileSync(workspace('openapi.yml'), spec(['get /pets listPets', 'post /pets createPet']));
    await run('generate');
    await run('publish');

    expect(npmVersions()).toEqual(['1.0.0', '1.1.0', '2.0.0']);
    expect(git(bare, 'tag', '--list').split('\n')).toEqual(['v1.0.0', 'v1.1.0', 'v2.0.0']);
    expect(git(bare, 'show', 'main:CHANGELOG.md')).toBe(
      [
        '# Changelog',
        '',
        '## 2.0.0',
        '',
        '### Breaking changes',
        '',
        '- `GET /pets/{id}`: endpoint removed',
        '',
        '## 1.1.0',
        '',
        '### Added',
        '',
        '- `POST /pets`: endpoint added',
        '',
        '## 1.0.0',
        '',
        'First release.',
      ].join('\n'),
    );
    // The package carries the same changelog, and nothing of the release record.
    const tarball = execFileSync('npm', ['pack', '@acme/pets@2.0.0', '--registry', registry.url, '--silent'], {
      encoding: 'utf8',
      cwd: root,
    }).trim();
    const listing = execFileSync('tar', ['-tzf', join(root, tarball)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .sort();
    expect(listing).toEqual(['package/CHANGELOG.md', 'package/index.js', 'package/package.json', 'package/version.js']);
    // Every file names the released version, not the one generate wrote.
    expect(execFileSync('tar', ['-xzOf', join(root, tarball), 'package/version.js'], { encoding: 'utf8' })).toBe(
      'exports.SDK_VERSION = "2.0.0";\n',
    );
    expect(git(bare, 'show', 'v1.1.0:version.js')).toBe('exports.SDK_VERSION = "1.1.0";');
    expect(git(bare, 'show', 'v2.0.0:package.json')).toContain('"version": "2.0.0"');
    expect(
      api.requests.filter((r) => r.path.endsWith('/releases')).map((r) => (r.body as { tag_name: string }).tag_name),
    ).toEqual(['v1.0.0', 'v1.1.0', 'v2.0.0']);

    // Nothing changed since 2.0.0: nothing is released.
    const again: EngineEvent[] = [];
    await run('publish', again);
    expect(again).toContainEqual({
      kind: 'skipped',
      job: 'sdk/bracken-typescript-sdk',
      reason: 'autorelease: the API has not changed since 2.0.0; nothing to release',
    });
    expect(npmVersions()).toEqual(['1.0.0', '1.1.0', '2.0.0']);
  });

  it('keeps the release record beside generators.yml for a generator without github delivery', async () => {
    writeFileSync(
      workspace('generators.yml'),
      [
        'api:',
        '  specs:',
        '    - openapi: ./openapi.yml',
        'default-group: sdk',
        'groups:',
        '  sdk:',
        '    generators:',
        '      - name: bracken-typescript-sdk',
        '        version: 0.1.0',
        '        autorelease: true',
        '        output:',
        '          location: npm',
        '          package-name: "@acme/local-record"',
        `          url: ${registry.url}`,
        '',
      ].join('\n'),
    );
    writeFileSync(workspace('openapi.yml'), spec(['get /pets listPets']));
    await run('generate');
    await run('publish');
    writeFileSync(workspace('openapi.yml'), spec(['get /pets listPets', 'get /owners listOwners']));
    await run('generate');
    await run('publish');
    const versions = JSON.parse(
      execFileSync('npm', ['view', '@acme/local-record', 'versions', '--json', '--registry', registry.url], {
        encoding: 'utf8',
        cwd: root,
      }),
    ) as string[];
    // Below 1.0.0 a minor change moves the patch number.
    expect(versions).toEqual(['0.1.0', '0.1.1']);
    const tarball = execFileSync('npm', ['pack', '@acme/local-record@0.1.1', '--registry', registry.url, '--silent'], {
      encoding: 'utf8',
      cwd: root,
    }).trim();
    expect(execFileSync('tar', ['-xzOf', join(root, tarball), 'package/version.js'], { encoding: 'utf8' })).toBe(
      'exports.SDK_VERSION = "0.1.1";\n',
    );
    const record = join(root, 'ws', 'api', '.bracken', 'releases', 'sdk', 'bracken-typescript-sdk');
    expect(readFileSync(join(record, 'release.json'), 'utf8')).toBe('{\n  "version": "0.1.1"\n}\n');
    expect(readFileSync(join(record, 'CHANGELOG.md'), 'utf8')).toContain(
      '## 0.1.1\n\n### Added\n\n- `GET /owners`: endpoint added\n',
    );
    expect(readFileSync(join(record, 'ir.json'), 'utf8')).not.toContain(root);
  });

  it('with autorelease: false, delivers to the branch and releases nothing', async () => {
    writeFileSync(
      workspace('generators.yml'),
      [
        'api:',
        '  specs:',
        '    - openapi: ./openapi.yml',
        'autorelease: true',
        'default-group: sdk',
        'groups:',
        '  sdk:',
        '    generators:',
        '      - name: bracken-typescript-sdk',
        '        version: 1.0.0',
        '        autorelease: false',
        '        output:',
        '          location: npm',
        '          package-name: "@acme/unreleased"',
        `          url: ${registry.url}`,
        '        github:',
        '          repository: acme/sdk',
        '          mode: release',
        '',
      ].join('\n'),
    );
    writeFileSync(workspace('openapi.yml'), spec(['get /pets listPets']));
    await run('generate');
    await run('publish');
    expect(git(bare, 'show', 'main:index.js')).toBe(
      `'use strict';\nexports.listPets = "GET /pets";\n// end of the generated endpoints`,
    );
    expect(git(bare, 'tag', '--list')).toBe('');
    expect(api.requests).toEqual([]);
    expect(() =>
      execFileSync('npm', ['view', '@acme/unreleased', '--registry', registry.url], { stdio: 'pipe', cwd: root }),
    ).toThrow();
  });
});

describe('replay setting', () => {
  const config = (fileLevel: string) =>
    [
      'api:',
      '  specs:',
      '    - openapi: ./openapi.yml',
      ...fileLevel.split('\n').filter(Boolean),
      'default-group: sdk',
      'groups:',
      '  sdk:',
      '    generators:',
      '      - name: bracken-typescript-sdk',
      '        version: 1.0.0',
      '        replay:',
      '          enabled: true',
      '        github:',
      '          repository: acme/sdk',
      '          mode: push',
      '          branch: main',
      '',
    ].join('\n');

  async function editAndRegenerate(): Promise<string> {
    writeFileSync(workspace('openapi.yml'), spec(['get /pets listPets']));
    await run('generate');
    await run('publish');
    const checkout = join(root, 'checkout');
    git(root, 'clone', '--quiet', bare, checkout);
    writeFileSync(
      join(checkout, 'index.js'),
      `${readFileSync(join(checkout, 'index.js'), 'utf8')}exports.helper = () => 1;\n`,
    );
    git(checkout, 'commit', '--quiet', '-am', 'Add a helper');
    git(checkout, 'push', '--quiet', 'origin', 'main');
    writeFileSync(workspace('openapi.yml'), spec(['get /pets listPets', 'post /pets createPet']));
    await run('generate');
    await run('publish');
    return git(bare, 'show', 'main:index.js');
  }

  it('replays a hand-written helper when the generator enables replay', async () => {
    writeFileSync(workspace('generators.yml'), config(''));
    expect(await editAndRegenerate()).toBe(
      [
        "'use strict';",
        'exports.listPets = "GET /pets";',
        'exports.createPet = "POST /pets";',
        '// end of the generated endpoints',
        'exports.helper = () => 1;',
      ].join('\n'),
    );
  });

  it('skips replay for every generator when the file says replay.enabled: false', async () => {
    writeFileSync(workspace('generators.yml'), config('replay:\n  enabled: false'));
    expect(await editAndRegenerate()).toBe(
      [
        "'use strict';",
        'exports.listPets = "GET /pets";',
        'exports.createPet = "POST /pets";',
        '// end of the generated endpoints',
      ].join('\n'),
    );
    expect(git(bare, 'for-each-ref', 'refs/generated')).toBe('');
  });
});
