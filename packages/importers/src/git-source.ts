import type * as ChildProcess from 'node:child_process';
import type * as Crypto from 'node:crypto';
import { lstat, mkdir, rm } from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { ImporterError } from './errors';

/** A definition kept in a git repository (`repo`, optional `ref`, `path`). */
export interface GitSourceInput {
  repo: string;
  ref?: string;
  path: string;
}

/** Options of {@link cloneGitSource}. */
export interface CloneOptions {
  /**
   * Folder that holds the clones, one sub-folder per repository and ref. It must be private
   * to the user: owned by them, a real folder (not a symbolic link) and closed to others.
   * @default `<os tmpdir>/bracken-git-cache-<uid>`
   */
  cacheDir?: string;
}

/** The default clone cache: one folder per user in the shared temp folder. */
export function defaultGitCacheDir(): string {
  const uid = typeof process.getuid === 'function' ? process.getuid() : 'user';
  return path.join(os.tmpdir(), `bracken-git-cache-${uid}`);
}

/**
 * Creates the cache folder with mode 0700, or checks the one that is there. Checked with
 * `lstat`, so a symbolic link planted at its name is refused, not followed; a folder of
 * another user, or one that others may enter, is refused too: its clones could be swapped
 * for other content, and clones of private repositories would be readable.
 */
async function ensurePrivateFolder(dir: string): Promise<void> {
  await mkdir(path.dirname(dir), { recursive: true });
  try {
    await mkdir(dir, { mode: 0o700 });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
  }
  const stat = await lstat(dir);
  const remedy = 'remove it, or set TMPDIR to a folder of your own';
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  if (stat.isSymbolicLink())
    throw new ImporterError(`the git source cache is a symbolic link, which is never followed; ${remedy}`, {
      file: dir,
    });
  if (!stat.isDirectory()) throw new ImporterError(`the git source cache is not a folder; ${remedy}`, { file: dir });
  if (uid !== undefined && stat.uid !== uid)
    throw new ImporterError(`the git source cache belongs to another user (uid ${stat.uid}); ${remedy}`, { file: dir });
  if (process.platform !== 'win32' && (stat.mode & 0o077) !== 0) {
    throw new ImporterError(
      `the git source cache is open to other users (mode ${(stat.mode & 0o777).toString(8)}, expected 700); ${remedy}`,
      { file: dir },
    );
  }
}

async function git(args: string[], cwd: string | undefined, what: string): Promise<void> {
  try {
    // Loaded here, like `node:crypto` below: most runs clone nothing.
    const run = promisify((require('node:child_process') as typeof ChildProcess).execFile);
    // The machine's own git configuration and credential helpers apply; nothing is injected.
    await run('git', args, { cwd, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' }, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr =
      typeof error === 'object' && error !== null && 'stderr' in error
        ? String((error as { stderr: unknown }).stderr)
            .trim()
            .split('\n')
            .pop()
        : undefined;
    throw new ImporterError(`${what}${stderr ? ` (${stderr})` : ''}`, { cause: error });
  }
}

/**
 * Shallow-clones a git source (`git clone --depth 1 [--branch ref]`, or a fetch of one commit
 * when `ref` is a commit id) into the cache folder, and returns the absolute path of the
 * definition inside it. Credentials come from the machine's git configuration.
 *
 * @example
 * const file = await cloneGitSource({ repo: 'https://github.com/acme/api.git', ref: 'v2', path: 'openapi.yml' });
 */
export async function cloneGitSource(source: GitSourceInput, options: CloneOptions = {}): Promise<string> {
  const cacheDir = options.cacheDir ?? defaultGitCacheDir();
  // Loaded here: most runs clone nothing.
  const { createHash } = require('node:crypto') as typeof Crypto;
  const key = createHash('sha256')
    .update(`${source.repo}\n${source.ref ?? ''}`)
    .digest('hex')
    .slice(0, 16);
  const target = path.join(cacheDir, key);
  const where = `${source.repo}${source.ref !== undefined ? `@${source.ref}` : ''}`;
  // Checked before anything in it is removed or written.
  await ensurePrivateFolder(cacheDir);
  await rm(target, { recursive: true, force: true });
  const isCommit = source.ref !== undefined && /^[0-9a-f]{7,40}$/i.test(source.ref);
  if (isCommit) {
    await mkdir(target, { recursive: true });
    await git(['init', '--quiet'], target, `cannot clone the definition: ${where}`);
    await git(['remote', 'add', 'origin', source.repo], target, `cannot clone the definition: ${where}`);
    await git(['fetch', '--quiet', '--depth', '1', 'origin', source.ref!], target, `cannot fetch the commit: ${where}`);
    await git(['checkout', '--quiet', 'FETCH_HEAD'], target, `cannot check out the commit: ${where}`);
  } else {
    const args = [
      'clone',
      '--quiet',
      '--depth',
      '1',
      ...(source.ref !== undefined ? ['--branch', source.ref] : []),
      '--',
      source.repo,
      target,
    ];
    await git(args, undefined, `cannot clone the definition: ${where}`);
  }
  const file = path.resolve(target, source.path);
  if (!file.startsWith(target + path.sep))
    throw new ImporterError(`the definition path leaves the repository: ${where} ${source.path}`);
  return file;
}
