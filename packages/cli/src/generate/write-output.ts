import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, isAbsolute, join, posix, relative, resolve, sep } from 'node:path';
import { fileParts, type GeneratedFile } from '@bracken/generator-typescript';
import { BrackenCliError } from '../errors';

/** A file a generator produced: a POSIX path relative to the output folder, and its text. */
export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
}

/** Entries of an existing output folder that a new generation keeps in place. */
const PRESERVED = ['.git', 'node_modules'];

/** Whether `child` is `parent` or lies inside it. */
export function isInside(parent: string, child: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

// Plain ASCII segments (letters, digits, `_`, `-`, and dots between them) joined by `/`:
// already relative and normalised, so such a path needs only the reserved-name test.
const PLAIN_PATH = /^[\w-]+(?:\.[\w-]+)*(?:\/[\w-]+(?:\.[\w-]+)*)*$/;
const RESERVED_SEGMENT = /(?:^|\/)(?:con|prn|aux|nul|com\d|lpt\d)(?:\.[^/]*)?(?:\/|$)/i;

/**
 * Checks a generated file's path before anything is written: relative, normalised, inside
 * the output folder, and free of names Windows reserves (`CON`, `NUL`, …) or that no file
 * system accepts (over 255 bytes a segment).
 */
export function assertSafeRelativePath(path: string, generator: string): void {
  // Generated SDKs write thousands of paths; the common, plainly safe ones skip the full check.
  if (path.length <= 255 && PLAIN_PATH.test(path) && !RESERVED_SEGMENT.test(path)) return;
  const normalised = posix.normalize(path);
  const problem =
    path.length === 0
      ? 'is empty'
      : path.includes('\\') || path.includes('\0')
        ? 'contains a backslash or NUL'
        : posix.isAbsolute(path) || /^[a-zA-Z]:/.test(path)
          ? 'is absolute'
          : normalised !== path || normalised.startsWith('../') || normalised === '..'
            ? 'leaves the output folder'
            : path.split('/').some((s) => /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i.test(s))
              ? 'uses a name Windows reserves'
              : path.split('/').some((s) => Buffer.byteLength(s) > 255)
                ? 'has a segment longer than 255 bytes'
                : undefined;
  if (problem) throw new BrackenCliError(`refusing to write a generated file: ${JSON.stringify(path)} from ${generator} ${problem}`);
}

/**
 * A new, empty folder beside `target` that {@link swapIn} later turns into `target`. Writing
 * there first means a failure leaves the previous output untouched.
 */
function createStaging(target: string): string {
  mkdirSync(dirname(target), { recursive: true });
  // mkdtemp adds six random characters and fails rather than reuse a folder.
  return mkdtempSync(`${target}.tmp-`);
}

/**
 * Writes generated files under `root`, after checking every path first.
 *
 * The calls are synchronous on purpose: an SDK is thousands of small files, and one
 * synchronous write each is several times faster than queueing them as promises on the
 * thread pool (and cannot run out of file descriptors).
 */
function writeFiles(root: string, files: readonly OutputFile[], generator: string): void {
  for (const file of files) assertSafeRelativePath(file.path, generator);
  const folders = new Set<string>();
  for (const file of files) folders.add(dirname(join(root, file.path)));
  for (const folder of [...folders].sort()) mkdirSync(folder, { recursive: true });
  for (const file of files) {
    // Asked before `contents` is read, which would join the parts.
    const parts = fileParts(file as GeneratedFile);
    if (parts !== undefined) writeParts(join(root, file.path), parts);
    else writeFileSync(join(root, file.path), file.contents);
  }
}

/** Writes a file made of consecutive parts (see `fileParts`) without joining them first. */
function writeParts(target: string, parts: readonly string[]): void {
  const fd = openSync(target, 'w');
  try {
    for (const part of parts) {
      if (part.length === 0) continue;
      const written = writeSync(fd, part);
      // A file takes the whole write: the byte count equals the characters for ASCII, and is
      // counted only otherwise. What a short write left out goes again, as bytes.
      if (written !== part.length && written !== Buffer.byteLength(part, 'utf8')) {
        const bytes = Buffer.from(part, 'utf8');
        for (let offset = written; offset < bytes.length; ) offset += writeSync(fd, bytes, offset);
      }
    }
  } finally {
    closeSync(fd);
  }
}

/** Removes a staging folder that will not be used. */
function discardStaging(staging: string): void {
  rmSync(staging, { recursive: true, force: true });
}

/**
 * Puts a finished staging folder in the place of `target`. `.git` and `node_modules` of the
 * previous output are carried over; the rest of it is removed.
 */
function swapIn(target: string, staging: string): void {
  const previous = `${staging}.old`;
  const hadPrevious = existsSync(target);
  if (hadPrevious) renameSync(target, previous);
  try {
    renameSync(staging, target);
  } catch (error) {
    if (hadPrevious) renameSync(previous, target);
    discardStaging(staging);
    throw error;
  }
  if (hadPrevious) {
    const kept = new Set(readdirSync(previous));
    for (const name of PRESERVED) {
      if (kept.has(name) && !existsSync(join(target, name))) renameSync(join(previous, name), join(target, name));
    }
    rmSync(previous, { recursive: true, force: true });
  }
}

/**
 * Replaces `target` with exactly `files`, atomically enough that a failure leaves the
 * previous output in place: everything is written to a sibling folder first, then swapped
 * in. `.git` and `node_modules` of the previous output are carried over.
 */
export async function replaceDirectory(target: string, files: OutputFile[], generator: string): Promise<void> {
  const staging = createStaging(target);
  try {
    writeFiles(staging, files, generator);
  } catch (error) {
    discardStaging(staging);
    throw error;
  }
  swapIn(target, staging);
}

/**
 * Resolves an output folder and refuses one that would overwrite the configuration's own
 * folder or an ancestor of it, or that lies outside the workspace without permission.
 */
export function resolveOutputDirectory(options: { configDir: string; path: string; workspaceRoot: string; allowOutsideWorkspace: boolean; what: string }): string {
  const target = resolve(options.configDir, options.path);
  if (isInside(target, options.configDir)) {
    throw new BrackenCliError(`output path would replace the folder holding generators.yml: ${options.what} (${options.path}); choose a subfolder such as ./sdk`);
  }
  if (!options.allowOutsideWorkspace && !isInside(options.workspaceRoot, target)) {
    throw new BrackenCliError(
      `output path leaves the workspace: ${options.what} (${options.path} resolves outside ${options.workspaceRoot}); pass --allow-outside-workspace to write there`,
    );
  }
  return target;
}

/** The nearest folder at or above `start` holding `nx.json`, `.git` or a workspaces `package.json`; else `start`. */
export function findWorkspaceRoot(start: string): string {
  let current = resolve(start);
  for (;;) {
    if (existsSync(join(current, 'nx.json')) || existsSync(join(current, '.git'))) return current;
    const up = dirname(current);
    if (up === current) return resolve(start);
    current = up;
  }
}

/** Shows `path` relative to `cwd` when it lies inside it. */
export function displayPath(cwd: string, path: string): string {
  const rel = relative(cwd, path);
  return rel === '' ? '.' : isInside(cwd, path) ? rel.split(sep).join('/') : path;
}
