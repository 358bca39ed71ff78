import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { BrackenPublishError } from './errors';
import { BRACKENIGNORE_FILE, loadIgnoreRules, type IgnoreRules } from './brackenignore';

/**
 * The file at the root of every output folder that records what the last generation wrote.
 * Its name never mentions the maker, so whitelabel output carries no trace of it.
 */
export const OUTPUT_MARKER_FILE = '.generated-files.json';

/** Folders that belong to the user wherever they appear in an output folder. */
const USER_DIRECTORIES = new Set(['.git', 'node_modules']);

/** What {@link OUTPUT_MARKER_FILE} holds. */
export interface OutputManifest {
  /** Every file the last generation wrote, as sorted POSIX paths relative to the folder. */
  files: string[];
  /** The snippets file that generation wrote, relative to the folder (it may start with `../`). */
  snippets?: string;
  /** With replay: the git tree id of that generation as generated, the base the next replay merges from. */
  pristine?: string;
}

/** What an output folder holds now, as far as replacing it is concerned. */
export type OutputFolderState =
  /** Nothing is there yet. */
  | { kind: 'absent' }
  /** A folder with no entries. */
  | { kind: 'empty' }
  /** A folder an earlier generation wrote. */
  | { kind: 'marked'; manifest: OutputManifest }
  /**
   * A folder without a marker. `foreign` is its first file that is neither `.git`,
   * `node_modules`, `.brackenignore` nor protected by it; without one, replacing it loses nothing.
   */
  | { kind: 'unmarked'; foreign: string | undefined }
  /** A folder whose marker is not one Bracken wrote. */
  | { kind: 'invalid-marker'; reason: string }
  /** A file, a symbolic link or something else that is no folder. */
  | { kind: 'not-a-folder' };

/**
 * An output folder cannot be replaced without losing something Bracken does not own, or
 * the replacement failed part-way. The message reads `what failed: where`.
 */
export class OutputFolderError extends BrackenPublishError {
  override name = 'OutputFolderError';

  constructor(message: string) {
    super(message, { code: 'output-folder' });
  }
}

/**
 * The real path of `path` (absolute) with every symbolic link resolved, also when its last
 * parts do not exist yet: the longest existing part is resolved and the rest appended.
 *
 * @throws OutputFolderError when the path runs through a symbolic link that points nowhere,
 *   which would otherwise create its target wherever that is.
 * @example
 * ```ts
 * resolveRealPath('/repo/api/sdk-link/new'); // '/repo/sdks/real/new'
 * ```
 */
export function resolveRealPath(path: string): string {
  const missing: string[] = [];
  for (let current = path; ; ) {
    try {
      const real = realpathSync(current);
      return missing.length === 0 ? real : join(real, ...missing.reverse());
    } catch (error) {
      const code = errorCode(error);
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
      if (code === 'ENOENT' && lstatOrUndefined(current)?.isSymbolicLink() === true) {
        throw new OutputFolderError(`path runs through a symbolic link that points nowhere: ${current}`);
      }
    }
    const parent = dirname(current);
    if (parent === current) return path;
    missing.push(basename(current));
    current = parent;
  }
}

function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

/**
 * The marker's text: deterministic (sorted paths, no time, no absolute path), so that
 * generating the same input twice gives the same bytes.
 *
 * @example
 * ```ts
 * formatOutputManifest({ files: ['src/index.ts', 'package.json'] });
 * // '{\n  "version": 1,\n  "files": [\n    "package.json",\n    "src/index.ts"\n  ]\n}\n'
 * ```
 */
export function formatOutputManifest(manifest: OutputManifest): string {
  const body: Record<string, unknown> = { version: 1, files: [...manifest.files].sort() };
  if (manifest.snippets !== undefined) body['snippets'] = manifest.snippets;
  if (manifest.pristine !== undefined) body['pristine'] = manifest.pristine;
  return `${JSON.stringify(body, null, 2)}\n`;
}

/** Reads a marker's text; a string is the reason it is not a valid marker. */
function parseOutputManifest(text: string): OutputManifest | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not a JSON object';
  const record = value as Record<string, unknown>;
  if (record['version'] !== 1) return 'unknown version';
  const files = record['files'];
  if (!Array.isArray(files) || !files.every((f): f is string => typeof f === 'string'))
    return '"files" is not a list of paths';
  const snippets = record['snippets'];
  if (snippets !== undefined && typeof snippets !== 'string') return '"snippets" is not a path';
  const pristine = record['pristine'];
  if (pristine !== undefined && (typeof pristine !== 'string' || !/^[0-9a-f]{40,64}$/.test(pristine)))
    return '"pristine" is not a git object id';
  return { files, ...(snippets !== undefined ? { snippets } : {}), ...(pristine !== undefined ? { pristine } : {}) };
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/**
 * Looks at an output folder (a real path, symbolic links already resolved) and says whether
 * it is absent, empty, marked by an earlier generation, or someone else's. Reads the marker
 * and, only for an unmarked folder, walks it until the first file that is not protected.
 *
 * @example
 * ```ts
 * const state = inspectOutputFolder('/repo/api/sdk');
 * if (state.kind === 'unmarked' && state.foreign !== undefined) console.error(`${state.foreign} is not ours`);
 * ```
 */
export function inspectOutputFolder(dir: string): OutputFolderState {
  try {
    if (!lstatSync(dir).isDirectory()) return { kind: 'not-a-folder' };
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT') return { kind: 'absent' };
    if (code === 'ENOTDIR') return { kind: 'not-a-folder' };
    throw error;
  }
  const names = readdirSync(dir);
  if (names.length === 0) return { kind: 'empty' };
  if (names.includes(OUTPUT_MARKER_FILE)) {
    const marker = join(dir, OUTPUT_MARKER_FILE);
    if (!lstatSync(marker).isFile()) return { kind: 'invalid-marker', reason: 'not a file' };
    const parsed = parseOutputManifest(readFileSync(marker, 'utf8'));
    return typeof parsed === 'string'
      ? { kind: 'invalid-marker', reason: parsed }
      : { kind: 'marked', manifest: parsed };
  }
  const walk = classifyEntries(dir, undefined, loadIgnoreRules(dir));
  return { kind: 'unmarked', foreign: walk.foreign };
}

/** An entry of an existing output folder that a replacement carries over. */
interface KeptEntry {
  /** POSIX path relative to the folder. */
  path: string;
  /** `.git`, `node_modules`, `.brackenignore`, or a path `.brackenignore` lists. */
  protected: boolean;
}

/** The paths a manifest says Bracken owns, and the folders holding them. */
function ownedPaths(
  manifest: OutputManifest,
  replaced: readonly string[] = [],
): { files: Set<string>; folders: Set<string> } {
  const files = new Set([...manifest.files, ...replaced]);
  if (manifest.snippets !== undefined && !manifest.snippets.startsWith('../')) files.add(manifest.snippets);
  return { files, folders: foldersOf(files) };
}

/** Every folder that holds one of `files` (POSIX paths), at any depth. */
function foldersOf(files: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    // Upwards, stopping at a folder already seen: files of one folder cost one lookup each.
    for (let slash = file.lastIndexOf('/'); slash !== -1; slash = file.lastIndexOf('/', slash - 1)) {
      const folder = file.slice(0, slash);
      if (folders.has(folder)) break;
      folders.add(folder);
    }
  }
  return folders;
}

/**
 * Sorts an output folder's entries into Bracken's own and the rest (returned, to be kept).
 * Only folders that hold Bracken's files are entered, so `node_modules`, `.git` and the
 * user's own folders cost one entry each. Without a manifest every file is the user's, and
 * the walk stops at the first one nothing protects (`foreign`). With `removeOwned`, Bracken's
 * files, and the folders that held nothing else, are removed on the way: one walk does what
 * a recursive removal would.
 */
function classifyEntries(
  root: string,
  manifest: OutputManifest | undefined,
  isProtected: IgnoreRules | undefined,
  removeOwned = false,
  replaced: readonly string[] = [],
): { kept: KeptEntry[]; foreign?: string } {
  const owned = manifest === undefined ? undefined : ownedPaths(manifest, replaced);
  const kept: KeptEntry[] = [];
  const walk = (relative: string): string | undefined => {
    for (const entry of readdirSync(relative === '' ? root : join(root, relative), { withFileTypes: true })) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (path === OUTPUT_MARKER_FILE) continue;
      if (entry.isDirectory()) {
        if (USER_DIRECTORIES.has(entry.name) || isProtected?.(`${path}/`) === true)
          kept.push({ path, protected: true });
        else if (owned !== undefined && !owned.folders.has(path)) kept.push({ path, protected: false });
        else {
          const keptBefore = kept.length;
          const foreign = walk(path);
          if (foreign !== undefined) return foreign;
          if (removeOwned && kept.length === keptBefore) rmdirSync(join(root, path));
        }
        continue;
      }
      // Symbolic links are entries like files: removed or moved as links, never followed.
      const protectedPath = path === BRACKENIGNORE_FILE || isProtected?.(path) === true;
      if (owned !== undefined && owned.files.has(path) && !protectedPath) {
        if (removeOwned) unlinkSync(join(root, path));
        continue;
      }
      if (owned === undefined && !protectedPath) return path;
      kept.push({ path, protected: protectedPath });
    }
    return undefined;
  };
  const foreign = walk('');
  return foreign === undefined ? { kept } : { kept, foreign };
}

/** Options of {@link replaceOutputFolder}. */
export interface ReplaceOutputFolderOptions {
  /** Who writes, for messages: for example `ts/bracken-typescript-sdk`. */
  what: string;
  /** The snippets file the caller writes next, relative to the folder; recorded in the marker. */
  snippets?: string;
  /** Receives a line for each file of the user's that is kept in place of a generated one. */
  warn?: (line: string) => void;
  /** Recorded in the marker: the pristine tree replay merges from next time (see {@link OutputManifest}). */
  pristine?: string;
  /** Paths of the previous folder whose content the new files already hold (replay merged them): removed, not carried over. */
  replaced?: readonly string[];
}

/**
 * Replaces an output folder with a new generation, losing nothing Bracken does not own.
 *
 * `fill` writes the new files into an empty staging folder beside `target` and returns their
 * paths; the marker is added, and the staging folder is swapped in with two renames, so a
 * failure leaves the previous output as it was. Of the previous folder, only the files its
 * marker lists go; everything else (`.git`, `node_modules`, files `.brackenignore` protects,
 * and any file Bracken did not write) is carried into the new one. A folder without a marker
 * is replaced only when nothing in it would be lost.
 *
 * @throws OutputFolderError when the folder holds files Bracken did not write and has no
 *   marker, has a marker Bracken did not write, or is not a folder; nothing is changed then.
 * @example
 * ```ts
 * replaceOutputFolder('/repo/api/sdk', (staging) => {
 *   writeFileSync(join(staging, 'index.ts'), 'export {};\n');
 *   return ['index.ts'];
 * }, { what: 'ts/bracken-typescript-sdk' });
 * ```
 */
export function replaceOutputFolder(
  target: string,
  fill: (staging: string) => readonly string[],
  options: ReplaceOutputFolderOptions,
): void {
  const before = inspectOutputFolder(target);
  assertReplaceable(before, target, options.what);
  mkdirSync(dirname(target), { recursive: true });
  // mkdtemp adds six random characters and fails rather than reuse a folder.
  const staging = mkdtempSync(`${target}.tmp-`);
  let written: readonly string[];
  try {
    written = fill(staging);
    writeFileSync(join(staging, OUTPUT_MARKER_FILE), formatOutputManifest(manifestOf(written, options)));
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  if (before.kind === 'absent') {
    renameInto(staging, target);
    return;
  }
  const previous = `${staging}.old`;
  try {
    renameSync(target, previous);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  let state: OutputFolderState;
  try {
    // Looked at again now that nothing else writes there: what appeared since the check above counts.
    state = inspectOutputFolder(previous);
    assertReplaceable(state, target, options.what);
    renameSync(staging, target);
  } catch (error) {
    renameSync(previous, target);
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  let kept: KeptEntry[] = [];
  if (state.kind === 'marked' || state.kind === 'unmarked') {
    try {
      kept = classifyEntries(
        previous,
        state.kind === 'marked' ? state.manifest : undefined,
        loadIgnoreRules(previous),
        true,
        options.replaced,
      ).kept;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new OutputFolderError(
        `cannot clear the previous output: ${options.what} (${target}); what is left of it is in ${previous} (${reason})`,
      );
    }
  }
  if (kept.length > 0) carryOver(kept, previous, target, written, options);
  rmSync(previous, { recursive: true, force: true });
}

/** The marker of a new generation that wrote `files`. */
function manifestOf(files: readonly string[], options: ReplaceOutputFolderOptions): OutputManifest {
  return {
    files: [...files],
    ...(options.snippets !== undefined ? { snippets: options.snippets } : {}),
    ...(options.pristine !== undefined ? { pristine: options.pristine } : {}),
  };
}

/** Moves a staging folder to where nothing was; the parent may have gained the name meanwhile. */
function renameInto(staging: string, target: string): void {
  try {
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Throws unless a folder in `state` may be replaced: absent, empty, marked, or unmarked with
 * nothing but protected files.
 */
export function assertReplaceable(state: OutputFolderState, dir: string, what: string): void {
  const problem = replaceProblem(state, dir);
  if (problem !== undefined) throw new OutputFolderError(`${problem.what}: ${what} (${dir}); ${problem.remedy}`);
}

/**
 * Why a folder in `state` may not be replaced, in two parts for a message: what is wrong,
 * and what to do. `undefined` when it may be.
 *
 * @example
 * ```ts
 * const problem = replaceProblem(inspectOutputFolder(dir), dir);
 * if (problem) console.error(`${problem.what}: ${dir}; ${problem.remedy}`);
 * ```
 */
export function replaceProblem(state: OutputFolderState, dir: string): { what: string; remedy: string } | undefined {
  switch (state.kind) {
    case 'absent':
    case 'empty':
    case 'marked':
      return undefined;
    case 'not-a-folder':
      return { what: 'output path is not a folder', remedy: 'choose a folder of its own, such as ./sdk' };
    case 'invalid-marker':
      return {
        what: `output folder has a ${OUTPUT_MARKER_FILE} that Bracken did not write (${state.reason})`,
        remedy: `remove the generated files and ${join(dir, OUTPUT_MARKER_FILE)}, then generate again`,
      };
    case 'unmarked':
      if (state.foreign === undefined) return undefined;
      return {
        what: `output folder holds files that Bracken did not write (${state.foreign}, and no ${OUTPUT_MARKER_FILE})`,
        remedy: `Bracken replaces only folders it wrote: move those files out (an SDK from an earlier Bracken version can simply be deleted; .git and node_modules may stay), or list the ones to keep in ${join(dir, BRACKENIGNORE_FILE)}`,
      };
  }
}

/**
 * Moves the kept entries of the previous folder into the new one. A kept entry wins over
 * generated files at its path (or under it, or a generated file where it needs a folder):
 * those are removed first and left out of the marker, which is written again before any
 * move. When a move fails the previous folder stays, so nothing is lost.
 */
function carryOver(
  kept: readonly KeptEntry[],
  previous: string,
  target: string,
  written: readonly string[],
  options: ReplaceOutputFolderOptions,
): void {
  const files = new Set(written);
  const folders = foldersOf(written);
  const displaced: string[] = [];
  for (const entry of kept) {
    const clashes: string[] = [];
    if (files.has(entry.path) || folders.has(entry.path)) clashes.push(entry.path);
    for (let slash = entry.path.indexOf('/'); slash !== -1; slash = entry.path.indexOf('/', slash + 1)) {
      if (files.has(entry.path.slice(0, slash))) clashes.push(entry.path.slice(0, slash));
    }
    for (const clash of clashes) {
      displaced.push(clash);
      if (!entry.protected) {
        options.warn?.(
          `kept ${entry.path}, which Bracken did not write, in place of generated output: ${options.what} (${join(target, clash)}); list it in ${BRACKENIGNORE_FILE} to keep it on purpose, or delete it to get the generated file`,
        );
      }
    }
  }
  if (displaced.length > 0) {
    const gone = (file: string): boolean => displaced.some((d) => file === d || file.startsWith(`${d}/`));
    const temp = join(target, `${OUTPUT_MARKER_FILE}.tmp`);
    writeFileSync(
      temp,
      formatOutputManifest(
        manifestOf(
          written.filter((file) => !gone(file)),
          options,
        ),
      ),
    );
    renameSync(temp, join(target, OUTPUT_MARKER_FILE));
    for (const path of displaced) rmSync(join(target, path), { recursive: true, force: true });
  }
  for (const entry of kept) {
    try {
      mkdirSync(dirname(join(target, entry.path)), { recursive: true });
      renameSync(join(previous, entry.path), join(target, entry.path));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new OutputFolderError(
        `cannot carry ${entry.path} over into the new output: ${options.what} (${target}); the previous output is kept in ${previous} (${reason})`,
      );
    }
  }
}
