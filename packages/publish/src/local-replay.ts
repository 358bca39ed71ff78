import { lstatSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { BRACKENIGNORE_FILE, loadIgnoreRules, type IgnoreRules } from './brackenignore';
import { PublishError } from './errors';
import { runCommand, type CommandResult } from './exec';
import {
  assertReplaceable,
  formatOutputManifest,
  inspectOutputFolder,
  OUTPUT_MARKER_FILE,
  replaceOutputFolder,
  resolveRealPath,
} from './output-folder';
import { createRedactor } from './redact';
import { copyGeneratedFiles } from './tree';

/**
 * Where the pristine generations of a local output folder are kept in its repository: one ref
 * per folder, named after the folder's path from the repository's root. Outside `refs/heads`
 * and `refs/tags`, so branches, clones and pushes leave it alone unless asked.
 */
export const LOCAL_GENERATED_REF_PREFIX = 'refs/generated/folders/';

/** Inputs of {@link replayIntoFolder}. */
export interface LocalReplayOptions {
  /** The output folder (symbolic links resolved or not; it may not exist yet). */
  target: string;
  /** A folder that holds the new generation's files exactly as generated, and nothing else. */
  generatedDir: string;
  /** Who writes, for messages: for example `ts/bracken-typescript-sdk`. */
  what: string;
  /** The generation's version, for the name of a conflict branch. */
  version: string;
  /** Whitelabel output: the conflict branch's name does not mention the maker. @default false */
  whitelabel?: boolean;
  /** The snippets file written next to the folder, relative to it; recorded in the marker. */
  snippets?: string;
  /** Receives notices: a file of the user's kept in place of a generated one, a replay with no base. */
  warn?: (line: string) => void;
}

/** What {@link replayIntoFolder} did. */
export type LocalReplayResult =
  /** The folder is not inside a git work tree: nothing was done, the caller writes it as usual. */
  | { kind: 'not-a-work-tree' }
  /** No earlier generation to merge from: the folder was written as generated, and this generation recorded. */
  | { kind: 'recorded'; ref: string }
  /** The folder's changes since the last generation were merged onto the new one, which is in the folder now. */
  | { kind: 'merged'; ref: string }
  /** The merge has conflicts: the folder was left as it was, and the merge with conflict markers was committed to `branch`. */
  | { kind: 'conflict'; ref: string; branch: string; conflicts: string[] };

/** The ref that keeps the pristine generations of the folder at `prefix` (POSIX, from the repository's root). */
export function localGeneratedRef(prefix: string): string {
  // One ref-name component, so folders nested in one another never clash as file and directory.
  const name = (prefix === '' ? '.' : prefix).replace(/[^A-Za-z0-9_-]/g, (c) =>
    [...Buffer.from(c, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
  return `${LOCAL_GENERATED_REF_PREFIX}${name}`;
}

/**
 * Writes a new generation into a local output folder that lies in a git work tree, keeping the
 * user's changes: the folder as it is on disk (committed or not) is three-way merged with git
 * onto the new generation, from the pristine generation its marker names. Each generation is
 * recorded, as generated, in a commit on {@link localGeneratedRef}; the marker names its tree.
 *
 * A clean merge replaces the folder (under the marker's rules: files Bracken did not write and
 * `.brackenignore` paths stay, and are not merged). A conflicted merge changes nothing on disk
 * and no branch the user has: it is committed, on top of `HEAD`, to a new branch of its own.
 * With no earlier generation on record, tracked generated files with uncommitted changes make
 * it refuse, as writing the generation over them would lose those changes.
 *
 * @throws OutputFolderError when the folder may not be replaced; PublishError when git fails
 *   or uncommitted changes would be lost.
 */
export async function replayIntoFolder(options: LocalReplayOptions): Promise<LocalReplayResult> {
  const target = resolveRealPath(options.target);
  const redact = createRedactor();
  const probe = await runCommand('git', ['rev-parse', '--show-toplevel', '--absolute-git-dir'], {
    cwd: nearestFolder(target),
    step: 'replay',
    target: options.what,
    redact,
    env: GIT_ENV,
    allowFailure: true,
  });
  const [top, gitDir] = probe.stdout.trim().split('\n');
  if (probe.code !== 0 || top === undefined || gitDir === undefined || top === '' || gitDir === '')
    return { kind: 'not-a-work-tree' };
  const root = resolveRealPath(top);
  const prefix = relative(root, target).split(sep).join('/');
  if (prefix.startsWith('..')) return { kind: 'not-a-work-tree' };

  const state = inspectOutputFolder(target);
  assertReplaceable(state, target, options.what);
  const manifest = state.kind === 'marked' ? state.manifest : undefined;
  const rules = state.kind === 'absent' ? undefined : loadIgnoreRules(target);
  const isProtected = (path: string): boolean => path === BRACKENIGNORE_FILE || protectedByRules(rules, path);

  const scratch = await mkdtemp(join(tmpdir(), 'replay-'));
  let indexes = 0;
  // Every index is a file of its own in the scratch folder: the user's index is never touched.
  const newIndex = (): string => join(scratch, `index-${(indexes += 1)}`);
  const git: Git = (args, more = {}) =>
    runCommand('git', ['-c', 'core.quotePath=false', '--git-dir', gitDir, ...args], {
      cwd: more.cwd ?? root,
      step: 'replay',
      target: options.what,
      redact,
      env: { ...GIT_ENV, ...(more.index !== undefined ? { GIT_INDEX_FILE: more.index } : {}), ...more.env },
      ...(more.input !== undefined ? { input: more.input } : {}),
      ...(more.allowFailure === true ? { allowFailure: true } : {}),
    });
  try {
    const identity =
      (await git(['var', 'GIT_COMMITTER_IDENT'], { allowFailure: true })).code === 0 ? {} : FALLBACK_IDENTITY;
    const treeOf = async (dir: string, paths: readonly string[]): Promise<string> => {
      const index = newIndex();
      if (paths.length > 0)
        await git(['--work-tree', dir, 'update-index', '--add', '-z', '--stdin'], {
          cwd: dir,
          index,
          input: nulList(paths),
        });
      return (await git(['write-tree'], { index })).stdout.trim();
    };

    const generatedFiles = listFiles(options.generatedDir).filter((path) => !isProtected(path));
    const theirs = await treeOf(options.generatedDir, generatedFiles);
    const previous =
      manifest?.pristine !== undefined &&
      (await git(['cat-file', '-e', `${manifest.pristine}^{tree}`], { allowFailure: true })).code === 0
        ? manifest.pristine
        : undefined;
    const ref = localGeneratedRef(prefix);
    // Recorded first, so that a marker never names a tree the repository may lose.
    await recordGeneration(git, ref, theirs, `Generated files v${options.version}`, identity);

    if (previous === undefined) {
      if (manifest !== undefined) {
        const changed = await uncommittedChanges(git, root, prefix, new Set(manifest.files));
        if (changed.length > 0) {
          throw new PublishError(
            'replay',
            options.target,
            `replay has no record of the generation this folder came from, so it cannot merge your uncommitted changes to ${changed.join(', ')}; commit or stash them, then generate again`,
          );
        }
        options.warn?.(
          `replay: no record of the generation ${options.target} came from (the first generation with replay, or ${ref} was not fetched); it is written as generated, and the next generation replays your changes from this one`,
        );
      }
      write(target, options.generatedDir, options, theirs, []);
      return { kind: 'recorded', ref };
    }

    const baseFiles = await filesOf(git, previous);
    const touched = [...new Set([...baseFiles, ...generatedFiles])].filter((path) => !isProtected(path)).sort();
    const present = touched.filter((path) => isFileOrLink(join(target, path)));
    const ours = await treeOf(target, present);
    const child = async (tree: string, parent?: string): Promise<string> =>
      (
        await git(['commit-tree', tree, ...(parent !== undefined ? ['-p', parent] : []), '-m', 'replay'], {
          env: identity,
        })
      ).stdout.trim();
    const base = await child(previous);
    const merged = await git(
      [
        'merge-tree',
        '--write-tree',
        '--name-only',
        '--no-messages',
        await child(ours, base),
        await child(theirs, base),
      ],
      { allowFailure: true },
    );
    if (merged.code !== 0 && merged.code !== 1)
      throw new PublishError(
        'replay',
        options.target,
        `\`git merge-tree\` exited with code ${merged.code}: ${merged.stderr.trim()}`,
      );
    const [tree = '', ...rest] = merged.stdout.split('\n');
    const result = tree.trim();

    if (merged.code === 1) {
      const conflicts = [...new Set(rest.map((line) => line.trim()).filter((line) => line !== ''))].sort();
      const branch = await conflictBranch(
        git,
        newIndex(),
        prefix,
        result,
        touched,
        { ...options, pristine: theirs },
        conflicts,
        identity,
      );
      return { kind: 'conflict', ref, branch, conflicts };
    }
    const checkout = join(scratch, 'merged');
    await mkdir(checkout);
    const index = newIndex();
    await git(['read-tree', result], { index });
    await git(['--work-tree', checkout, 'checkout-index', '--all', '--force'], { cwd: checkout, index });
    write(target, checkout, options, theirs, present);
    return { kind: 'merged', ref };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

type Git = (
  args: string[],
  more?: { cwd?: string; index?: string; input?: string; allowFailure?: boolean; env?: Record<string, string> },
) => Promise<CommandResult>;

/** Git's environment for replay: plain messages, no prompts. The user's own settings (filters, identity) still apply. */
const GIT_ENV: Record<string, string> = { LC_ALL: 'C', GIT_TERMINAL_PROMPT: '0' };

/** Commit identity when the repository has none configured. */
const FALLBACK_IDENTITY: Record<string, string> = {
  GIT_AUTHOR_NAME: 'SDK generator',
  GIT_AUTHOR_EMAIL: 'generator@localhost',
  GIT_COMMITTER_NAME: 'SDK generator',
  GIT_COMMITTER_EMAIL: 'generator@localhost',
};

/** Replaces the folder with the files of `from`, recording `pristine` in its marker. */
function write(
  target: string,
  from: string,
  options: LocalReplayOptions,
  pristine: string,
  replaced: readonly string[],
): void {
  replaceOutputFolder(target, (staging) => copyGeneratedFiles(from, staging), {
    what: options.what,
    pristine,
    replaced,
    ...(options.snippets !== undefined ? { snippets: options.snippets } : {}),
    ...(options.warn !== undefined ? { warn: options.warn } : {}),
  });
}

/** Adds a generation to the folder's ref, unless it is the generation the ref already holds. */
async function recordGeneration(
  git: Git,
  ref: string,
  tree: string,
  message: string,
  identity: Record<string, string>,
): Promise<void> {
  const tip = (
    await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { allowFailure: true })
  ).stdout.trim();
  if (tip !== '' && (await git(['rev-parse', `${tip}^{tree}`])).stdout.trim() === tree) return;
  // Each generation is a child of the one before, so every tree a marker names stays reachable.
  const commit = (
    await git(['commit-tree', tree, ...(tip !== '' ? ['-p', tip] : []), '-m', message], { env: identity })
  ).stdout.trim();
  await git(['update-ref', '-m', 'record a generation', ref, commit, tip]);
}

/**
 * Commits a conflicted merge to a new branch on top of `HEAD`: the folder's merged files (with
 * conflict markers) and its new marker; the rest of the tree is `HEAD`'s. Returns the branch.
 */
async function conflictBranch(
  git: Git,
  index: string,
  prefix: string,
  merged: string,
  touched: readonly string[],
  options: LocalReplayOptions & { pristine: string },
  conflicts: readonly string[],
  identity: Record<string, string>,
): Promise<string> {
  const head = (await git(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], { allowFailure: true })).stdout.trim();
  const entries = new Map<string, string>();
  for (const line of (await git(['ls-tree', '-r', '-z', merged])).stdout.split('\0')) {
    const match = /^(\d+) blob ([0-9a-f]+)\t(.+)$/s.exec(line);
    if (match?.[1] && match[2] && match[3]) entries.set(match[3], `${match[1]} ${match[2]}`);
  }
  const at = (path: string): string => (prefix === '' ? path : `${prefix}/${path}`);
  const marker = formatOutputManifest({
    files: [...entries.keys()],
    pristine: options.pristine,
    ...(options.snippets !== undefined ? { snippets: options.snippets } : {}),
  });
  const markerBlob = (await git(['hash-object', '-w', '--stdin'], { input: marker })).stdout.trim();
  const lines = [
    ...touched.map((path) => `${entries.get(path) ?? `0 ${'0'.repeat(markerBlob.length)}`}\t${at(path)}`),
    ...[...entries.keys()].filter((path) => !touched.includes(path)).map((path) => `${entries.get(path)}\t${at(path)}`),
    `100644 ${markerBlob}\t${at(OUTPUT_MARKER_FILE)}`,
  ];
  if (head !== '') await git(['read-tree', head], { index });
  await git(['update-index', '-z', '--index-info'], { index, input: nulList(lines) });
  const tree = (await git(['write-tree'], { index })).stdout.trim();
  const message = `Replay hand-written changes onto the generation v${options.version}\n\nThese files have conflicting changes; resolve the conflict markers, then merge:\n\n${conflicts.map((f) => `- ${f}`).join('\n')}\n`;
  const commit = (
    await git(['commit-tree', tree, ...(head !== '' ? ['-p', head] : []), '-m', message], { env: identity })
  ).stdout.trim();
  const wanted = `${options.whitelabel === true ? 'sdk' : 'bracken'}-replay-v${options.version}`;
  for (let n = 1; ; n += 1) {
    const branch = n === 1 ? wanted : `${wanted}-${n}`;
    // An empty old value creates the branch only where none exists, so no branch is ever moved.
    const created = await git(['update-ref', '-m', 'replay conflict', `refs/heads/${branch}`, commit, ''], {
      allowFailure: true,
    });
    if (created.code === 0) return branch;
    if (n > 100)
      throw new PublishError(
        'replay',
        options.target,
        `cannot create a branch for the conflicted merge: ${created.stderr.trim()}`,
      );
  }
}

/** Tracked files among `owned` (POSIX, relative to the folder) whose content differs from `HEAD` or the index. */
async function uncommittedChanges(
  git: Git,
  root: string,
  prefix: string,
  owned: ReadonlySet<string>,
): Promise<string[]> {
  const status = await git(
    ['--work-tree', root, 'status', '--porcelain', '-z', '--untracked-files=no', '--', prefix === '' ? '.' : prefix],
    { cwd: root },
  );
  const changed: string[] = [];
  const fields = status.stdout.split('\0');
  for (let i = 0; i < fields.length; i += 1) {
    const field = fields[i] ?? '';
    if (field.length < 4) continue;
    // A rename or copy is followed by the path it came from.
    if (field[0] === 'R' || field[0] === 'C') i += 1;
    const path = field.slice(3);
    const inside = prefix === '' ? path : path.startsWith(`${prefix}/`) ? path.slice(prefix.length + 1) : undefined;
    if (inside !== undefined && owned.has(inside)) changed.push(inside);
  }
  return changed.sort();
}

async function filesOf(git: Git, tree: string): Promise<string[]> {
  return (await git(['ls-tree', '-r', '-z', '--name-only', tree])).stdout.split('\0').filter((path) => path !== '');
}

/** Whether a `.brackenignore` rule protects the path or a folder above it. */
function protectedByRules(rules: IgnoreRules | undefined, path: string): boolean {
  if (rules === undefined) return false;
  if (rules(path)) return true;
  for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
    if (rules(`${path.slice(0, slash)}/`)) return true;
  }
  return false;
}

function isFileOrLink(path: string): boolean {
  try {
    const stat = lstatSync(path);
    return stat.isFile() || stat.isSymbolicLink();
  } catch {
    return false;
  }
}

/** Every file under `dir`, as sorted POSIX paths. */
function listFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (rel: string): void => {
    for (const entry of readdirSync(rel === '' ? dir : join(dir, rel), { withFileTypes: true })) {
      const path = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else found.push(path);
    }
  };
  walk('');
  return found.sort();
}

function nulList(items: readonly string[]): string {
  return items.map((item) => `${item}\0`).join('');
}

/** The folder itself when it exists, else its nearest existing parent. */
function nearestFolder(path: string): string {
  for (let current = path; ; current = dirname(current)) {
    try {
      if (lstatSync(current).isDirectory()) return current;
    } catch {
      // Not there yet: its parent is asked next.
    }
    if (dirname(current) === current) return current;
  }
}
