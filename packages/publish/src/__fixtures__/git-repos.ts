import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const IDENTITY = {
  GIT_AUTHOR_NAME: 'Repo Owner',
  GIT_AUTHOR_EMAIL: 'owner@example.com',
  GIT_COMMITTER_NAME: 'Repo Owner',
  GIT_COMMITTER_EMAIL: 'owner@example.com',
};

/** Runs git and returns its trimmed output. */
export function git(args: string[], cwd: string): string {
  return execFileSync('git', args, { cwd, env: { ...process.env, ...IDENTITY }, encoding: 'utf8' }).trim();
}

/** Creates a bare repository at `<root>/<name>.git`; with `files`, its `main` branch holds them. */
export function createBareRepository(root: string, name: string, files?: Record<string, string>, branches: string[] = []): string {
  const bare = join(root, `${name}.git`);
  mkdirSync(dirname(bare), { recursive: true });
  git(['init', '--quiet', '--bare', '--initial-branch', 'main', bare], root);
  if (files === undefined) return bare;
  const work = mkdtempSync(join(tmpdir(), 'seed-'));
  git(['init', '--quiet', '--initial-branch', 'main'], work);
  writeFiles(work, files);
  git(['add', '--all'], work);
  git(['commit', '--quiet', '-m', 'Initial commit'], work);
  git(['remote', 'add', 'origin', bare], work);
  git(['push', '--quiet', 'origin', 'main', ...branches.map((b) => `main:refs/heads/${b}`)], work);
  return bare;
}

/** Writes files (posix paths) under `dir`. */
export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), contents);
  }
}

/** Files of a branch (or tag) in a bare repository. */
export function filesAt(bare: string, ref: string): string[] {
  return git(['ls-tree', '-r', '--name-only', ref], bare).split('\n').filter((line) => line !== '').sort();
}

/** Contents of one file at a ref. */
export function fileAt(bare: string, ref: string, path: string): string {
  return git(['show', `${ref}:${path}`], bare);
}

/** All refs of a repository, `name sha` per line. */
export function refsOf(bare: string): string {
  return git(['for-each-ref', '--format=%(refname) %(objectname)'], bare);
}
