import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseDocument } from 'yaml';
import { startLocalRegistry, type LocalRegistry } from './local-registry';
import { publishWorkspacePackages } from './publish-workspace-packages';
import { cleanEnvironment, runCommand, type CommandResult } from './run-command';

const repoRoot = join(__dirname, '..', '..', '..');
const version = `0.1.0-e2e.${Date.now()}`;
const MINUTE = 60_000;

let temp: string;
let workspace: string;
let registry: LocalRegistry | undefined;
let env: NodeJS.ProcessEnv;

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

async function run(command: string, args: string[], timeoutMs = 5 * MINUTE): Promise<CommandResult> {
  return runCommand(command, args, { cwd: workspace, env, timeoutMs });
}

async function nx(...args: string[]): Promise<CommandResult> {
  return run(join(workspace, 'node_modules', '.bin', 'nx'), args);
}

function expectSuccess(result: CommandResult): void {
  if (result.code !== 0) throw new Error(`command failed (${result.code}):\n${result.stdout}\n${result.stderr}`);
}

async function git(...args: string[]): Promise<void> {
  expectSuccess(await run('git', ['-c', 'user.name=e2e', '-c', 'user.email=e2e@example.com', ...args]));
}

describe('nx plugin end to end (slow: Verdaccio, npm install, real nx)', () => {
  beforeAll(async () => {
    temp = mkdtempSync(join(tmpdir(), 'bracken-nx-e2e-'));
    workspace = join(temp, 'workspace');
    mkdirSync(workspace);
    env = { ...cleanEnvironment(), CI: 'true', NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' };

    if (!existsSync(join(repoRoot, 'packages', 'nx', 'dist', 'generators', 'api', 'files'))) {
      expectSuccess(await runCommand('npx', ['nx', 'run-many', '-t', 'build'], { cwd: repoRoot, env, timeoutMs: 5 * MINUTE }));
    }
    registry = await startLocalRegistry(join(temp, 'registry'), { localScopes: ['@bracken', '@bracken-e2e'] });
    await publishWorkspacePackages({ repoRoot, workDir: temp, registry: registry.url, token: registry.token, version, env, roots: ['@bracken/nx', '@bracken/cli'] });

    writeFileSync(
      join(workspace, '.npmrc'),
      `registry=${registry.url}\n${registry.url.replace(/^https?:/, '')}:_authToken=${registry.token}\n`,
    );
    writeFileSync(join(workspace, 'package.json'), `${JSON.stringify({ name: 'scratch', private: true }, null, 2)}\n`);
    writeFileSync(join(workspace, 'nx.json'), `${JSON.stringify({ defaultBase: 'main' }, null, 2)}\n`);
    writeFileSync(join(workspace, '.gitignore'), 'node_modules\n.nx\ndist\n');
    expectSuccess(
      await run(
        'npm',
        ['install', '--no-audit', '--no-fund', '--save-dev', 'nx@23.2.1', '@nx/devkit@23.2.1', 'typescript@5.9.3'],
        8 * MINUTE,
      ),
    );
    // The way users meet the plugin: nx add installs it and runs its init generator.
    expectSuccess(await run(join(workspace, 'node_modules', '.bin', 'nx'), ['add', `@bracken/nx@${version}`], 8 * MINUTE));
    await git('init', '-q', '-b', 'main');
    await git('add', '-A');
    await git('commit', '-q', '-m', 'scratch workspace');
  }, 12 * MINUTE);

  afterAll(async () => {
    await registry?.stop();
    // BRACKEN_E2E_KEEP=1 keeps the scratch workspace for a look after a failure.
    if (temp !== undefined && process.env['BRACKEN_E2E_KEEP'] !== '1') rmSync(temp, { recursive: true, force: true });
  });

  it('nx add registers the plugin in nx.json and adds the dev dependencies', () => {
    const nxJson = JSON.parse(readFileSync(join(workspace, 'nx.json'), 'utf8')) as { plugins?: unknown[] };
    expect(nxJson.plugins).toEqual(['@bracken/nx']);
    const manifest = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    expect(Object.keys(manifest.devDependencies)).toEqual(expect.arrayContaining(['@bracken/cli', '@bracken/nx']));
    expect(existsSync(join(workspace, 'node_modules', '@bracken', 'cli', 'package.json'))).toBe(true);
  });

  it('1. scaffolds an API project and an SDK project', async () => {
    expectSuccess(await nx('g', '@bracken/nx:api', 'petstore'));
    expectSuccess(await nx('g', '@bracken/nx:sdk', 'petstore-ts', '--api', 'petstore'));
    const config = readFileSync(join(workspace, 'petstore', 'generators.yml'), 'utf8');
    expect(config).toContain('path: ../petstore-ts/generated');
    const shown = await nx('show', 'project', 'petstore', '--json');
    expectSuccess(shown);
    const project = JSON.parse(shown.stdout) as { targets: Record<string, { cache?: boolean; outputs?: string[] }> };
    expect(Object.keys(project.targets).sort()).toEqual(expect.arrayContaining(['check', 'generate', 'publish']));
    expect(project.targets['generate']?.outputs).toContain('{workspaceRoot}/petstore-ts/generated');
  }, 5 * MINUTE);

  it('2. generates, then builds the SDK, whose output compiles', async () => {
    expectSuccess(await nx('run', 'petstore:generate'));
    expect(existsSync(join(workspace, 'petstore-ts', 'generated', 'src'))).toBe(true);
    expectSuccess(await nx('build', 'petstore-ts'));
    expect(existsSync(join(workspace, 'petstore-ts', 'dist', 'index.js'))).toBe(true);
  }, 5 * MINUTE);

  it('3. a second generate is a cache hit that restores identical files', async () => {
    const generated = join(workspace, 'petstore-ts', 'generated');
    const before = hashTree(generated);
    rmSync(generated, { recursive: true, force: true });
    const again = await nx('run', 'petstore:generate');
    expectSuccess(again);
    expect(again.stdout).toMatch(/local cache|existing outputs match the cache/);
    expect(hashTree(generated)).toEqual(before);
  }, 5 * MINUTE);

  it('4. a spec change makes both projects affected and regenerates', async () => {
    await git('add', '-A');
    await git('commit', '-q', '-m', 'generated SDK');
    const generated = join(workspace, 'petstore-ts', 'generated');
    const before = hashTree(generated);
    const spec = join(workspace, 'petstore', 'openapi.yml');
    const doc = parseDocument(readFileSync(spec, 'utf8'));
    doc.setIn(['paths', '/owners'], doc.createNode({
      get: {
        operationId: 'listOwners',
        tags: ['owners'],
        responses: { '200': { description: 'Owners', content: { 'application/json': { schema: { type: 'array', items: { type: 'string' } } } } } },
      },
    }));
    writeFileSync(spec, String(doc));

    const affected = await nx('show', 'projects', '--affected', '--base', 'main', '--json');
    expectSuccess(affected);
    expect(JSON.parse(affected.stdout)).toEqual(expect.arrayContaining(['petstore', 'petstore-ts']));

    const regenerated = await nx('run', 'petstore:generate');
    expectSuccess(regenerated);
    expect(regenerated.stdout).not.toMatch(/local cache/);
    expect(hashTree(generated)).not.toEqual(before);
  }, 5 * MINUTE);

  it('5. publishes into the same registry, and npm view shows the new version', async () => {
    const configFile = join(workspace, 'petstore', 'generators.yml');
    const doc = parseDocument(readFileSync(configFile, 'utf8'));
    doc.addIn(['groups', 'typescript', 'generators'], doc.createNode({
      name: 'bracken-typescript-sdk',
      version: '0.1.0',
      output: { location: 'npm', 'package-name': '@bracken-e2e/petstore-sdk', url: registry?.url, token: '${NPM_TOKEN}' },
    }));
    writeFileSync(configFile, String(doc));
    env = { ...env, NPM_TOKEN: registry?.token };
    expectSuccess(await nx('run', 'petstore:publish', '--sdkVersion=1.0.1'));
    const view = await run('npm', ['view', '@bracken-e2e/petstore-sdk', 'version', '--registry', registry?.url ?? '']);
    expectSuccess(view);
    expect(view.stdout.trim()).toBe('1.0.1');
  }, 5 * MINUTE);
});
