import type * as ChildProcess from 'node:child_process';
import type * as Crypto from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
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
   * Folder that holds the clones, one sub-folder per repository and ref.
   * @default `<os tmpdir>/bracken-git-cache`
   */
  cacheDir?: string;
}

async function git(args: string[], cwd: string | undefined, what: string): Promise<void> {
  try {
    // Loaded here, like `node:crypto` below: most runs clone nothing.
    const run = promisify((require('node:child_process') as typeof ChildProcess).execFile);
    // The machine's own git configuration and credential helpers apply; nothing is injected.
    await run('git', args, { cwd, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' }, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = typeof error === 'object' && error !== null && 'stderr' in error ? String((error as { stderr: unknown }).stderr).trim().split('\n').pop() : undefined;
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
  const cacheDir = options.cacheDir ?? path.join(os.tmpdir(), 'bracken-git-cache');
  // Loaded here: most runs clone nothing.
  const { createHash } = require('node:crypto') as typeof Crypto;
  const key = createHash('sha256').update(`${source.repo}\n${source.ref ?? ''}`).digest('hex').slice(0, 16);
  const target = path.join(cacheDir, key);
  const where = `${source.repo}${source.ref !== undefined ? `@${source.ref}` : ''}`;
  await rm(target, { recursive: true, force: true });
  await mkdir(cacheDir, { recursive: true });
  const isCommit = source.ref !== undefined && /^[0-9a-f]{7,40}$/i.test(source.ref);
  if (isCommit) {
    await mkdir(target, { recursive: true });
    await git(['init', '--quiet'], target, `cannot clone the definition: ${where}`);
    await git(['remote', 'add', 'origin', source.repo], target, `cannot clone the definition: ${where}`);
    await git(['fetch', '--quiet', '--depth', '1', 'origin', source.ref!], target, `cannot fetch the commit: ${where}`);
    await git(['checkout', '--quiet', 'FETCH_HEAD'], target, `cannot check out the commit: ${where}`);
  } else {
    const args = ['clone', '--quiet', '--depth', '1', ...(source.ref !== undefined ? ['--branch', source.ref] : []), '--', source.repo, target];
    await git(args, undefined, `cannot clone the definition: ${where}`);
  }
  const file = path.resolve(target, source.path);
  if (!file.startsWith(target + path.sep)) throw new ImporterError(`the definition path leaves the repository: ${where} ${source.path}`);
  return file;
}
