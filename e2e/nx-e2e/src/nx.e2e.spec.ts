import { createHash } from 'node:crypto';
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
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseDocument } from 'yaml';
import { startVerdaccio, type LocalRegistry } from '@bracken/test-kit';
import { releaseFromClone, type ReleaseFromClone } from './release-from-clone';
import { startRemoteCacheServer } from './remote-cache-server';
import { cleanEnvironment, runCommand, type CommandResult } from './run-command';

const repoRoot = join(__dirname, '..', '..', '..');
const MINUTE = 60_000;
/** The newest and the oldest Nx of the plugin's peer range. */
const NX_NEWEST = '23.2.1';
const NX_OLDEST = '21.0.0';
/** The earliest create-nx-workspace of Nx 21 the registry has; the workspace is moved to NX_OLDEST after. */
const CREATE_OLDEST = '21.0.4';

let temp: string;
let registry: LocalRegistry | undefined;
let released: ReleaseFromClone;
let baseEnv: NodeJS.ProcessEnv;
let repoState: string;

function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const visit = (current: string): void => {
    for (const name of readdirSync(current).sort()) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) visit(path);
      else hashes[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  visit(dir);
  return hashes;
}

function expectSuccess(result: CommandResult): CommandResult {
  if (result.code !== 0) throw new Error(`command failed (${result.code}):\n${result.stdout}\n${result.stderr}`);
  return result;
}

async function repositoryState(): Promise<string> {
  const git = (...args: string[]) =>
    runCommand('git', args, { cwd: repoRoot, env: baseEnv }).then((result) => expectSuccess(result).stdout);
  return JSON.stringify([
    await git('rev-parse', 'HEAD'),
    await git('status', '--porcelain'),
    await git('tag', '--list'),
    await git('stash', 'list'),
  ]);
}

/**
 * A workspace made by create-nx-workspace, driven through its own nx binary. Its cache and
 * workspace data stay in its own folder: Nx otherwise shares a local cache between checkouts
 * of one repository, which would make two clones one machine.
 */
class Workspace {
  readonly env: NodeJS.ProcessEnv;

  constructor(
    readonly root: string,
    env: NodeJS.ProcessEnv,
  ) {
    this.env = {
      ...env,
      NX_CACHE_DIRECTORY: join(root, '.nx', 'cache'),
      NX_WORKSPACE_DATA_DIRECTORY: join(root, '.nx', 'workspace-data'),
    };
  }

  run(
    command: string,
    args: string[],
    options: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
  ): Promise<CommandResult> {
    return runCommand(command, args, {
      cwd: this.root,
      env: { ...this.env, ...options.env },
      timeoutMs: options.timeoutMs ?? 5 * MINUTE,
    });
  }

  async nx(...args: string[]): Promise<CommandResult> {
    return expectSuccess(await this.run(join(this.root, 'node_modules', '.bin', 'nx'), args));
  }

  async nxWith(env: NodeJS.ProcessEnv, ...args: string[]): Promise<CommandResult> {
    return expectSuccess(await this.run(join(this.root, 'node_modules', '.bin', 'nx'), args, { env }));
  }

  async project(name: string): Promise<ShownProject> {
    return JSON.parse((await this.nx('show', 'project', name, '--json')).stdout) as ShownProject;
  }

  async projects(...args: string[]): Promise<string[]> {
    return (JSON.parse((await this.nx('show', 'projects', '--json', ...args)).stdout) as string[]).sort();
  }

  path(...segments: string[]): string {
    return join(this.root, ...segments);
  }

  read(file: string): string {
    return readFileSync(this.path(file), 'utf8');
  }

  write(file: string, text: string): void {
    writeFileSync(this.path(file), text);
  }

  editJson(file: string, edit: (value: Record<string, unknown>) => void): void {
    const value = JSON.parse(this.read(file)) as Record<string, unknown>;
    edit(value);
    this.write(file, `${JSON.stringify(value, null, 2)}\n`);
  }

  async git(...args: string[]): Promise<void> {
    expectSuccess(await this.run('git', args));
  }
}

interface ShownTarget {
  executor?: string;
  inputs?: unknown[];
  outputs?: string[];
  dependsOn?: unknown[];
  options?: Record<string, unknown>;
  metadata?: { description?: string; technologies?: string[]; help?: { command: string } };
}

interface ShownProject {
  root: string;
  namedInputs?: Record<string, unknown[]>;
  metadata?: { targetGroups?: Record<string, string[]> };
  targets: Record<string, ShownTarget>;
}

/** create-nx-workspace with the ts preset, from the public registry, then Bracken's registry for everything after. */
async function createWorkspace(version: string, name: string): Promise<Workspace> {
  const created = await runCommand(
    'npx',
    [
      '-y',
      `create-nx-workspace@${version}`,
      name,
      '--preset=ts',
      '--nxCloud=skip',
      '--packageManager=npm',
      '--no-interactive',
    ],
    { cwd: temp, env: baseEnv, timeoutMs: 10 * MINUTE },
  );
  expectSuccess(created);
  const workspace = new Workspace(join(temp, name), baseEnv);
  workspace.write('.npmrc', `registry=${registry?.url ?? ''}\n`);
  return workspace;
}

const PET_SCHEMA =
  'type: object\nrequired: [id, name]\nproperties:\n  id: { type: string }\n  name: { type: string }\n  tag: { type: string }\n';

/** The starter definition, with Pet moved to a schema file of another project. */
async function scaffoldApi(workspace: Workspace): Promise<void> {
  await workspace.nx('g', '@bracken/nx:api', 'packages/petstore', '--no-interactive');
  const spec = parseDocument(workspace.read('packages/petstore/openapi.yml'));
  spec.setIn(['components', 'schemas', 'Pet'], spec.createNode({ $ref: '../shared/schemas/pet.yaml' }));
  workspace.write('packages/petstore/openapi.yml', String(spec));
  mkdirSync(workspace.path('packages', 'shared', 'schemas'), { recursive: true });
  writeFileSync(workspace.path('packages', 'shared', 'schemas', 'pet.yaml'), PET_SCHEMA);
  const config = workspace.read('packages/petstore/generators.yml');
  workspace.write(
    'packages/petstore/generators.yml',
    config.replace(
      '    - openapi: ./openapi.yml\n',
      '    - openapi: ./openapi.yml\n      references:\n        folders: [../shared]\n',
    ),
  );
}

/** A server for the generated clients: every pet is Rex, and the path's id comes back. */
async function startPetServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ id: decodeURIComponent((request.url ?? '').split('/').pop() ?? ''), name: 'Rex' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'bracken-nx-e2e-'));
  baseEnv = {
    ...cleanEnvironment(),
    CI: 'true',
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    NX_TUI: 'false',
    FORCE_COLOR: '0',
    GIT_AUTHOR_NAME: 'Bracken E2E',
    GIT_AUTHOR_EMAIL: 'e2e@example.com',
    GIT_COMMITTER_NAME: 'Bracken E2E',
    GIT_COMMITTER_EMAIL: 'e2e@example.com',
  };
  repoState = await repositoryState();
  // The clone's Nx loads this repository's @bracken packages through its node_modules.
  expectSuccess(
    await runCommand('npx', ['nx', 'run-many', '-t', 'build'], { cwd: repoRoot, env: baseEnv, timeoutMs: 10 * MINUTE }),
  );
  registry = await startVerdaccio(join(temp, 'registry'), {
    localScopes: ['@bracken'],
    uplink: 'https://registry.npmjs.org/',
  });
  const token = await registry.createUser('e2e', 'e2e-password');
  released = await releaseFromClone({ repoRoot, workDir: temp, registry: registry.url, token, env: baseEnv });
}, 30 * MINUTE);

afterAll(async () => {
  await registry?.stop();
  // BRACKEN_E2E_KEEP=1 keeps the scratch folders for a look after a failure.
  if (temp !== undefined && process.env['BRACKEN_E2E_KEEP'] !== '1') rmSync(temp, { recursive: true, force: true });
});

describe('nx release of the Bracken packages (slow: a clone of this repository, Verdaccio)', () => {
  it('dry-runs without changing the clone, then versions from conventional commits and publishes every package', async () => {
    expect(released.previousVersion).toBe('0.1.0');
    expect(released.dryRun.stdout).toContain('New version 0.1.1 written to manifest: packages/nx/package.json');
    expect(released.dryRun.stdout).toContain('Previewing an entry in CHANGELOG.md for v0.1.1');
    expect(released.dryRun.stdout).toMatch(/Running target nx-release-publish for 12 projects[\s\S]*--dryRun=true/);
    expect(released.dryRun.changed).toBe(false);
    expect(released.dryRun.tags).toEqual(['v0.1.0']);
    expect(released.tags).toEqual(['v0.1.0', 'v0.1.1']);
    const view = async (spec: string): Promise<unknown> =>
      JSON.parse(
        expectSuccess(
          await runCommand('npm', ['view', spec, '--json', '--registry', registry?.url ?? ''], {
            cwd: temp,
            env: baseEnv,
          }),
        ).stdout,
      );
    for (const name of [
      'cli',
      'config',
      'engine',
      'errors',
      'generator-postman',
      'generator-python',
      'generator-typescript',
      'grpc-errors',
      'importers',
      'ir',
      'nx',
      'publish',
    ]) {
      expect(await view(`@bracken/${name}@0.1.1`)).toMatchObject({ name: `@bracken/${name}`, version: '0.1.1' });
    }
    const nx = (await view('@bracken/nx@0.1.1')) as {
      dependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
      versions: string[];
    };
    expect(nx.dependencies['@bracken/engine']).toBe('0.1.1');
    expect(nx.peerDependencies).toEqual({ '@nx/devkit': '>=21 <24', nx: '>=21 <24' });
    expect(nx.versions).toEqual(['0.1.0', '0.1.1']);
  });

  it('leaves no commit, tag or change in this repository', async () => {
    expect(await repositoryState()).toBe(repoState);
  });
});

describe(`a create-nx-workspace@${NX_NEWEST} --preset=ts workspace (slow)`, () => {
  let workspace: Workspace;

  beforeAll(async () => {
    workspace = await createWorkspace(NX_NEWEST, 'newest');
    // The way users meet the plugin: nx add installs it and runs its init generator.
    await workspace.nx('add', '@bracken/nx');
    for (const library of ['shared', 'consumer-esm', 'consumer-cjs']) {
      await workspace.nx(
        'g',
        '@nx/js:lib',
        `packages/${library}`,
        '--bundler=tsc',
        '--unitTestRunner=none',
        '--linter=none',
        '--no-interactive',
      );
    }
  }, 15 * MINUTE);

  it('nx add installs the released plugin and registers it with its options object', () => {
    const nxJson = JSON.parse(workspace.read('nx.json')) as { plugins: unknown[] };
    expect(nxJson.plugins).toContainEqual({
      plugin: '@bracken/nx',
      options: { generateTargetName: 'generate', checkTargetName: 'check', publishTargetName: 'publish' },
    });
    const manifest = JSON.parse(workspace.read('package.json')) as { devDependencies: Record<string, string> };
    expect(manifest.devDependencies['@bracken/nx']).toMatch(/^\^?0\.1\.1$/);
    expect(manifest.devDependencies['@bracken/cli']).toMatch(/^\^?0\.1\.1$/);
    expect(manifest.devDependencies['@nx/devkit']).toBe(NX_NEWEST);
    expect(JSON.parse(workspace.read('node_modules/@bracken/nx/package.json'))).toMatchObject({ version: '0.1.1' });
    expect(JSON.parse(workspace.read('node_modules/@bracken/cli/package.json'))).toMatchObject({ version: '0.1.1' });
  });

  it(
    'scaffolds an API whose spec $refs another project, with SDKs in the default group and in another',
    async () => {
      await scaffoldApi(workspace);
      await workspace.nx('g', '@bracken/nx:sdk', 'packages/petstore-ts', '--api', 'petstore', '--no-interactive');
      await workspace.nx(
        'g',
        '@bracken/nx:sdk',
        'packages/petstore-node',
        '--api',
        'petstore',
        '--group',
        'node',
        '--generatorName',
        'bracken-typescript-sdk',
        '--no-interactive',
      );
      const config = parseDocument(workspace.read('packages/petstore/generators.yml'));
      expect(config.get('default-group')).toBe('typescript');
      expect(config.getIn(['groups', 'node', 'generators', 0, 'name'])).toBe('bracken-typescript-sdk');
      expect(config.getIn(['groups', 'node', 'generators', 0, 'output', 'path'])).toBe('../petstore-node/generated');
      expect(JSON.parse(workspace.read('packages/petstore-ts/package.json'))).toMatchObject({
        name: '@newest/petstore-ts',
        types: './dist/index.d.ts',
        exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
      });

      const api = await workspace.project('petstore');
      expect(api.namedInputs?.['brackenDefinition']).toEqual(
        expect.arrayContaining([
          '{workspaceRoot}/packages/petstore/openapi.yml',
          '{workspaceRoot}/packages/shared/schemas/pet.yaml',
        ]),
      );
      expect(api.metadata?.targetGroups?.['bracken']).toEqual([
        'generate',
        'generate-typescript',
        'generate-node',
        'check',
        'publish',
      ]);
      expect(api.targets['generate-typescript']?.metadata).toMatchObject({
        technologies: ['bracken'],
        help: { command: 'npx bracken generate --help' },
      });
      expect(api.targets['generate-typescript']?.metadata?.description).toBe('Generate the SDKs of group typescript');
      expect(api.targets['generate-node']?.outputs).toEqual([
        '{projectRoot}/dist/bracken/node',
        '{workspaceRoot}/packages/petstore-node/generated',
      ]);
      const sdk = await workspace.project('@newest/petstore-node');
      for (const target of ['build', 'typecheck'])
        expect(sdk.targets[target]?.dependsOn).toContainEqual({ projects: ['petstore'], target: 'generate-node' });
      expect(sdk.targets['build']?.options).toMatchObject({ command: 'tsc --build tsconfig.lib.json' });

      const graphFile = join(temp, 'newest-graph.json');
      await workspace.nx('graph', `--file=${graphFile}`);
      const graph = JSON.parse(readFileSync(graphFile, 'utf8')) as {
        graph: { dependencies: Record<string, Array<{ target: string; type: string }>> };
      };
      expect(graph.graph.dependencies['petstore']).toContainEqual(
        expect.objectContaining({ target: '@newest/shared', type: 'static' }),
      );
      expect(graph.graph.dependencies['@newest/petstore-ts']).toContainEqual(
        expect.objectContaining({ target: 'petstore' }),
      );
    },
    10 * MINUTE,
  );

  it(
    'builds the SDK, and an ESM and a CJS consumer import it and call a real server',
    async () => {
      workspace.write(
        'packages/consumer-esm/src/index.ts',
        "import { PetstoreClient } from '@newest/petstore-ts';\n\nconst client = new PetstoreClient({ baseUrl: process.env['PETSTORE_URL'] ?? '' });\nconst pet = await client.pets.getPet({ petId: 'from-esm' });\nconsole.log(JSON.stringify(pet));\n",
      );
      workspace.write(
        'packages/consumer-cjs/src/index.ts',
        "import { PetstoreClient } from '@newest/petstore-ts';\n\nasync function main(): Promise<void> {\n  const client = new PetstoreClient({ baseUrl: process.env['PETSTORE_URL'] ?? '' });\n  console.log(JSON.stringify(await client.pets.getPet({ petId: 'from-cjs' })));\n}\nvoid main();\n",
      );
      for (const library of ['consumer-esm', 'consumer-cjs']) {
        rmSync(workspace.path('packages', library, 'src', 'lib'), { recursive: true, force: true });
        workspace.editJson(`packages/${library}/package.json`, (manifest) => {
          manifest['dependencies'] = { ...(manifest['dependencies'] as object), '@newest/petstore-ts': '*' };
          if (library === 'consumer-cjs') {
            manifest['type'] = 'commonjs';
            manifest['exports'] = {
              './package.json': './package.json',
              '.': { types: './dist/index.d.ts', default: './dist/index.js' },
            };
          }
        });
      }
      expectSuccess(await workspace.run('npm', ['install', '--no-audit', '--no-fund'], { timeoutMs: 8 * MINUTE }));
      await workspace.nx('sync');
      await workspace.nx('run-many', '-t', 'build', 'typecheck');

      // generated/ holds the package Bracken writes, with its own package.json: it is no project.
      expect(await workspace.projects()).toEqual([
        '@newest/consumer-cjs',
        '@newest/consumer-esm',
        '@newest/petstore-node',
        '@newest/petstore-ts',
        '@newest/shared',
        'petstore',
      ]);

      const server = await startPetServer();
      try {
        for (const consumer of ['esm', 'cjs']) {
          const result = expectSuccess(
            await workspace.run('node', [`packages/consumer-${consumer}/dist/index.js`], {
              env: { PETSTORE_URL: server.url },
            }),
          );
          expect(JSON.parse(result.stdout)).toEqual({ id: `from-${consumer}`, name: 'Rex' });
        }
      } finally {
        await server.close();
      }
    },
    15 * MINUTE,
  );

  it(
    'restores the complete dist of the SDK from the cache, which the consumer builds against',
    async () => {
      const dist = workspace.path('packages', 'petstore-ts', 'dist');
      await workspace.nx('build', '@newest/petstore-ts');
      const built = hashTree(dist);
      expect(Object.keys(built)).toEqual(
        expect.arrayContaining(['index.js', 'index.d.ts', 'tsconfig.lib.tsbuildinfo', 'api/index.js']),
      );
      rmSync(dist, { recursive: true, force: true });
      const restored = await workspace.nx('build', '@newest/petstore-ts');
      expect(restored.stdout).toMatch(/nx run @newest\/petstore-ts:build +\[local cache\]/);
      expect(hashTree(dist)).toEqual(built);
      await workspace.nx('build', '@newest/consumer-esm', '--skip-nx-cache');
    },
    5 * MINUTE,
  );

  it(
    'on a clean checkout, typecheck of the SDK generates its sources first',
    async () => {
      rmSync(workspace.path('packages', 'petstore-ts', 'generated'), { recursive: true, force: true });
      rmSync(workspace.path('packages', 'petstore-ts', 'dist'), { recursive: true, force: true });
      const typecheck = await workspace.nx('typecheck', '@newest/petstore-ts', '--skip-nx-cache');
      expect(typecheck.stdout).toContain('nx run petstore:generate-typescript');
      expect(existsSync(workspace.path('packages', 'petstore-ts', 'generated', 'src', 'index.ts'))).toBe(true);
    },
    5 * MINUTE,
  );

  it(
    "an edit to a $ref'd file in another project makes the API, its SDKs and their consumers affected, and regenerates",
    async () => {
      await workspace.git('add', '-A');
      await workspace.git('commit', '--quiet', '-m', 'petstore SDKs');
      const typesFile = workspace.path('packages', 'petstore-ts', 'generated', 'src', 'api', 'types.ts');
      expect(readFileSync(typesFile, 'utf8')).not.toContain('nickname');
      writeFileSync(
        workspace.path('packages', 'shared', 'schemas', 'pet.yaml'),
        `${PET_SCHEMA}  nickname: { type: string }\n`,
      );
      expect(await workspace.projects('--affected', '--base=HEAD')).toEqual([
        '@newest/consumer-cjs',
        '@newest/consumer-esm',
        '@newest/petstore-node',
        '@newest/petstore-ts',
        '@newest/shared',
        'petstore',
      ]);
      const generated = await workspace.nx('run', 'petstore:generate');
      expect(generated.stdout).toContain('nx run petstore:generate-typescript');
      expect(generated.stdout).not.toMatch(/generate-typescript +\[(local|remote) cache\]/);
      expect(readFileSync(typesFile, 'utf8')).toContain('nickname');
    },
    5 * MINUTE,
  );

  it(
    'a publishing token is an input of publish only: generate hits the cache whatever the token',
    async () => {
      const file = 'packages/petstore/generators.yml';
      const config = parseDocument(workspace.read(file));
      config.setIn(
        ['groups', 'release'],
        config.createNode({
          generators: [
            {
              name: 'bracken-typescript-sdk',
              version: '0.1.0',
              output: { location: 'npm', 'package-name': '@newest/petstore-sdk', token: '${NPM_TOKEN}' },
            },
          ],
        }),
      );
      workspace.write(file, String(config));
      const first = await workspace.nxWith(
        { NPM_TOKEN: 'token-of-a-developer' },
        'run',
        'petstore:generate-typescript',
      );
      expect(first.stdout).not.toContain('[local cache]');
      const second = await workspace.nxWith({ NPM_TOKEN: 'token-of-ci' }, 'run', 'petstore:generate-typescript');
      expect(second.stdout).toMatch(/generate-typescript +\[local cache\]/);
      const api = await workspace.project('petstore');
      expect(api.targets['publish']?.inputs).toContainEqual({ env: 'NPM_TOKEN' });
      expect(JSON.stringify(api.targets['generate-typescript']?.inputs)).not.toContain('env');
      expect(JSON.stringify(api.namedInputs)).not.toContain('NPM_TOKEN');
    },
    5 * MINUTE,
  );

  it(
    'an SDK outside default-group is generated and builds',
    async () => {
      rmSync(workspace.path('packages', 'petstore-node', 'generated'), { recursive: true, force: true });
      const build = await workspace.nx('build', '@newest/petstore-node', '--skip-nx-cache');
      expect(build.stdout).toContain('nx run petstore:generate-node');
      expect(existsSync(workspace.path('packages', 'petstore-node', 'dist', 'index.js'))).toBe(true);
    },
    5 * MINUTE,
  );

  it(
    'nx g @nx/workspace:move of an SDK, then nx sync, moves its output path in generators.yml',
    async () => {
      await workspace.nx(
        'g',
        '@nx/workspace:move',
        '--projectName=@newest/petstore-node',
        '--destination=packages/sdks/petstore-node',
        '--no-interactive',
      );
      await workspace.nx('sync');
      const config = parseDocument(workspace.read('packages/petstore/generators.yml'));
      expect(config.getIn(['groups', 'node', 'generators', 0, 'output', 'path'])).toBe(
        '../sdks/petstore-node/generated',
      );
      expect(existsSync(workspace.path('packages', 'petstore-node', 'generated', 'package.json'))).toBe(false);
      await workspace.nx('build', '@newest/petstore-node', '--skip-nx-cache');
      expect(existsSync(workspace.path('packages', 'sdks', 'petstore-node', 'dist', 'index.js'))).toBe(true);
      expect(await workspace.projects()).toEqual([
        '@newest/consumer-cjs',
        '@newest/consumer-esm',
        '@newest/petstore-node',
        '@newest/petstore-ts',
        '@newest/shared',
        'petstore',
      ]);
      const syncCheck = await workspace.nx('sync:check');
      expect(syncCheck.code).toBe(0);
    },
    5 * MINUTE,
  );

  it(
    'two clean clones share a self-hosted remote cache: the second generate is a remote hit, byte-identical to a fresh one',
    async () => {
      await workspace.git('add', '-A');
      await workspace.git('commit', '--quiet', '-m', 'moved SDK');
      const cache = await startRemoteCacheServer(join(temp, 'remote-cache'), 'remote-cache-token');
      try {
        const env = {
          NX_SELF_HOSTED_REMOTE_CACHE_SERVER: cache.url,
          NX_SELF_HOSTED_REMOTE_CACHE_ACCESS_TOKEN: cache.token,
        };
        const clones = ['clone-a', 'clone-b'].map((name) => {
          const root = join(temp, name);
          return { root, clone: new Workspace(root, { ...baseEnv, ...env }) };
        });
        for (const { root } of clones) {
          expectSuccess(
            await runCommand('git', ['clone', '--quiet', workspace.root, root], { cwd: temp, env: baseEnv }),
          );
          symlinkSync(workspace.path('node_modules'), join(root, 'node_modules'), 'dir');
        }
        const [first, second] = clones.map(({ clone }) => clone) as [Workspace, Workspace];
        const firstRun = await first.nx('run', 'petstore:generate-typescript');
        expect(firstRun.stdout).not.toContain('cache]');
        expect(cache.counts.stored).toBeGreaterThanOrEqual(1);

        const generated = second.path('packages', 'petstore-ts', 'generated');
        rmSync(generated, { recursive: true, force: true });
        const secondRun = await second.nx('run', 'petstore:generate-typescript');
        expect(secondRun.stdout).toMatch(/generate-typescript +\[remote cache\]/);
        expect(cache.counts.hits).toBeGreaterThanOrEqual(1);
        expect(cache.counts.unauthorized).toBe(0);
        const fromRemote = hashTree(generated);

        rmSync(generated, { recursive: true, force: true });
        await second.nx('run', 'petstore:generate-typescript', '--skip-nx-cache');
        expect(hashTree(generated)).toEqual(fromRemote);
        expect(Object.keys(fromRemote)).toEqual(
          expect.arrayContaining(['package.json', 'src/index.ts', '.generated-files.json']),
        );
      } finally {
        await cache.close();
      }
    },
    10 * MINUTE,
  );
});

describe(`the oldest Nx of the range, ${NX_OLDEST} (slow)`, () => {
  let workspace: Workspace;

  beforeAll(async () => {
    workspace = await createWorkspace(CREATE_OLDEST, 'oldest');
    expectSuccess(
      await workspace.run(
        'npm',
        [
          'install',
          '--no-audit',
          '--no-fund',
          '--save-exact',
          '--save-dev',
          `nx@${NX_OLDEST}`,
          `@nx/js@${NX_OLDEST}`,
          `@nx/workspace@${NX_OLDEST}`,
        ],
        { timeoutMs: 8 * MINUTE },
      ),
    );
  }, 15 * MINUTE);

  it(`runs the Nx it was given`, async () => {
    expect((await workspace.nx('--version')).stdout).toContain(`Local: v${NX_OLDEST}`);
  });

  it(
    'nx add installs the earlier release, which generates and hits the cache',
    async () => {
      await workspace.nx('add', '@bracken/nx@0.1.0');
      await workspace.nx(
        'g',
        '@nx/js:lib',
        'packages/shared',
        '--bundler=tsc',
        '--unitTestRunner=none',
        '--linter=none',
        '--no-interactive',
      );
      await scaffoldApi(workspace);
      await workspace.nx('g', '@bracken/nx:sdk', 'packages/petstore-ts', '--api', 'petstore', '--no-interactive');
      await workspace.nx('run', 'petstore:generate');
      const generated = workspace.path('packages', 'petstore-ts', 'generated');
      const first = hashTree(generated);
      rmSync(generated, { recursive: true, force: true });
      const again = await workspace.nx('run', 'petstore:generate');
      expect(again.stdout).toMatch(/generate-typescript +\[local cache\]/);
      expect(hashTree(generated)).toEqual(first);
      await workspace.nx('build', '@oldest/petstore-ts');
    },
    10 * MINUTE,
  );

  it(
    'nx migrate upgrades Bracken and rewrites the renamed sdk option in nx.json',
    async () => {
      workspace.editJson('nx.json', (nxJson) => {
        nxJson['generators'] = { '@bracken/nx:sdk': { generator: 'bracken-typescript-sdk', group: 'typescript' } };
      });
      await workspace.nx('migrate', '@bracken/nx@0.1.1');
      const manifest = JSON.parse(workspace.read('package.json')) as { devDependencies: Record<string, string> };
      expect(manifest.devDependencies['@bracken/nx']).toMatch(/^\^?0\.1\.1$/);
      expect(manifest.devDependencies['@bracken/cli']).toMatch(/^\^?0\.1\.1$/);
      expect(JSON.parse(workspace.read('migrations.json'))).toMatchObject({
        migrations: [expect.objectContaining({ package: '@bracken/nx', name: 'rename-sdk-generator-option' })],
      });
      expectSuccess(await workspace.run('npm', ['install', '--no-audit', '--no-fund'], { timeoutMs: 8 * MINUTE }));
      await workspace.nx('migrate', '--run-migrations');
      expect((JSON.parse(workspace.read('nx.json')) as { generators: unknown }).generators).toEqual({
        '@bracken/nx:sdk': { generatorName: 'bracken-typescript-sdk', group: 'typescript' },
      });
      await workspace.nx('run', 'petstore:generate', '--skip-nx-cache');
    },
    15 * MINUTE,
  );
});
