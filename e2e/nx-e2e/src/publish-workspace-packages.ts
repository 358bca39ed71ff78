import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from './run-command';

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  scripts?: Record<string, string>;
  devDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Options of {@link publishWorkspacePackages}. */
export interface PublishWorkspacePackagesOptions {
  /** Repository root holding `packages/`. */
  repoRoot: string;
  /** Folder for staged copies and the npm user config. */
  workDir: string;
  /** Registry URL with a trailing slash. */
  registry: string;
  /** Token allowed to publish there. */
  token: string;
  /** Version every package is published as. */
  version: string;
  /** Environment for npm. */
  env: NodeJS.ProcessEnv;
  /** Packages to publish, with every Bracken package they depend on. */
  roots: string[];
}

/**
 * Publishes the packages named in `roots` and every workspace package they depend on
 * (already built), at one prerelease version, with the dependencies between them pinned
 * to that version.
 *
 * @returns the names published.
 * @example
 * await publishWorkspacePackages({ repoRoot, workDir, registry: registry.url, token: registry.token, version: '0.1.0-e2e.1', env });
 */
export async function publishWorkspacePackages(options: PublishWorkspacePackagesOptions): Promise<string[]> {
  const packagesDir = join(options.repoRoot, 'packages');
  const userConfig = join(options.workDir, 'publish.npmrc');
  const host = options.registry.replace(/^https?:/, '');
  writeFileSync(userConfig, `registry=${options.registry}\n${host}:_authToken=${options.token}\n`);

  const published: string[] = [];
  const names = readdirSync(packagesDir).sort();
  const all = names
    .map((dir) => ({ dir, manifest: readManifest(join(packagesDir, dir, 'package.json')) }))
    .filter((entry): entry is { dir: string; manifest: Manifest } => entry.manifest !== undefined && entry.manifest.private !== true);
  const byName = new Map(all.map((entry) => [entry.manifest.name, entry]));
  const ours = new Set<string>();
  const pending = [...options.roots];
  while (pending.length > 0) {
    const name = pending.pop() ?? '';
    const entry = byName.get(name);
    if (entry === undefined || ours.has(name)) continue;
    ours.add(name);
    pending.push(...Object.keys({ ...entry.manifest.dependencies, ...entry.manifest.peerDependencies }));
  }
  const manifests = all.filter(({ manifest }) => ours.has(manifest.name));

  await Promise.all(
    manifests.map(async ({ dir, manifest }) => {
      const source = join(packagesDir, dir);
      if (!existsSync(join(source, 'dist'))) throw new Error(`package not built: ${source}/dist is missing`);
      const staged = join(options.workDir, 'staged', dir);
      mkdirSync(staged, { recursive: true });
      cpSync(source, staged, { recursive: true, filter: (path) => !path.includes(`${dir}/node_modules`) });
      const pin = (deps: Record<string, string> | undefined) =>
        deps === undefined
          ? undefined
          : Object.fromEntries(Object.entries(deps).map(([name, range]) => [name, ours.has(name) ? options.version : range]));
      const rewritten: Manifest = {
        ...manifest,
        version: options.version,
        dependencies: pin(manifest.dependencies),
        peerDependencies: pin(manifest.peerDependencies),
      };
      delete rewritten.scripts;
      delete rewritten.devDependencies;
      writeFileSync(join(staged, 'package.json'), `${JSON.stringify(rewritten, null, 2)}\n`);
      const result = await runCommand(
        'npm',
        ['publish', '--registry', options.registry, '--userconfig', userConfig, '--tag', 'e2e', '--no-audit', '--no-fund'],
        { cwd: staged, env: options.env },
      );
      if (result.code !== 0) throw new Error(`npm publish failed: ${manifest.name}\n${result.stderr}`);
      published.push(manifest.name);
    }),
  );
  return published.sort();
}

function readManifest(file: string): Manifest | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}
