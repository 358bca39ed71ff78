import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join, posix, relative, resolve, sep } from 'node:path';
import type { OutputFile } from '@bracken/ir';
import {
  BrackenPublishError,
  OUTPUT_MARKER_FILE,
  OutputFolderError,
  replaceOutputFolder,
  replayIntoFolder,
  type LocalReplayResult,
} from '@bracken/publish';
import { BrackenEngineError } from './errors';

/** A large file's text as the parts it was built from, or `undefined` (see `GeneratorPlugin.fileParts`). */
export type FileParts = (file: OutputFile) => readonly string[] | undefined;

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
 * the output folder, outside `.git`, not the folder's marker, and free of names Windows
 * reserves (`CON`, `NUL`, …) or that no file system accepts (over 255 bytes a segment).
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
                : path.split('/').some((s) => s.toLowerCase() === '.git')
                  ? 'writes into .git'
                  : path === OUTPUT_MARKER_FILE
                    ? "uses the name of the output folder's marker"
                    : undefined;
  if (problem)
    throw new BrackenEngineError(
      `refusing to write a generated file: ${JSON.stringify(path)} from ${generator} ${problem}`,
    );
}

/**
 * Writes generated files under `root`; their paths were checked before.
 *
 * The calls are synchronous on purpose: an SDK is thousands of small files, and one
 * synchronous write each is several times faster than queueing them as promises on the
 * thread pool (and cannot run out of file descriptors).
 */
function writeFiles(root: string, files: readonly OutputFile[], fileParts: FileParts | undefined): void {
  const folders = new Set<string>();
  for (const file of files) folders.add(dirname(join(root, file.path)));
  for (const folder of [...folders].sort()) mkdirSync(folder, { recursive: true });
  for (const file of files) {
    // Asked before `contents` is read, which would join the parts.
    const parts = fileParts?.(file);
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

/** Options of {@link replaceDirectory}. */
export interface ReplaceDirectoryOptions {
  /** The snippets file written after the folder, relative to it; the folder's marker records it. */
  snippets?: string;
  /** Receives a line for each file of the user's kept in place of a generated one. */
  warn?: (line: string) => void;
  /** The generator's large files as parts, written one after another without joining them. @default none */
  parts?: FileParts;
}

/**
 * Replaces the output folder `target` with exactly `files`, keeping what Bracken does not own:
 * everything is written to a sibling folder first and then swapped in, so a failure leaves
 * the previous output in place. Of the previous output only the files its marker lists are
 * removed; `.git`, `node_modules`, paths `.brackenignore` protects and files Bracken did not
 * write are carried over. A non-empty folder without a marker is refused unless everything
 * in it is protected.
 *
 * @throws BrackenEngineError for an unsafe generated path or a folder that may not be replaced.
 */
export async function replaceDirectory(
  target: string,
  files: readonly OutputFile[],
  generator: string,
  options: ReplaceDirectoryOptions = {},
): Promise<void> {
  for (const file of files) assertSafeRelativePath(file.path, generator);
  const { parts, ...folder } = options;
  try {
    replaceOutputFolder(
      target,
      (staging) => {
        writeFiles(staging, files, parts);
        return files.map((file) => file.path);
      },
      { what: generator, ...folder },
    );
  } catch (error) {
    if (error instanceof OutputFolderError) throw new BrackenEngineError(error.message);
    throw error;
  }
}

/** Options of {@link replayDirectory}. */
export interface ReplayDirectoryOptions extends ReplaceDirectoryOptions {
  /** The generation's version, for the name of a conflict branch. */
  version: string;
  /** Whitelabel output: nothing Bracken names mentions the maker. @default false */
  whitelabel?: boolean;
}

/**
 * Writes a generation into the output folder `target` with replay: when the folder lies in a
 * git work tree, its changes since the last generation are merged onto the new one (see
 * `replayIntoFolder`); otherwise the folder is replaced as {@link replaceDirectory} does, and
 * the result says so. A conflicted merge leaves the folder as it was.
 *
 * @throws BrackenEngineError for an unsafe generated path, a folder that may not be replaced,
 *   uncommitted changes replay cannot merge, or a failing git.
 */
export async function replayDirectory(
  target: string,
  files: readonly OutputFile[],
  generator: string,
  options: ReplayDirectoryOptions,
): Promise<LocalReplayResult> {
  for (const file of files) assertSafeRelativePath(file.path, generator);
  const generatedDir = mkdtempSync(join(tmpdir(), 'generation-'));
  try {
    writeFiles(generatedDir, files, options.parts);
    let result: LocalReplayResult;
    try {
      result = await replayIntoFolder({
        target,
        generatedDir,
        what: generator,
        version: options.version,
        whitelabel: options.whitelabel ?? false,
        ...(options.snippets !== undefined ? { snippets: options.snippets } : {}),
        ...(options.warn !== undefined ? { warn: options.warn } : {}),
      });
    } catch (error) {
      if (error instanceof BrackenPublishError)
        throw new BrackenEngineError(error.message, { code: error.code, cause: error });
      throw error;
    }
    if (result.kind === 'not-a-work-tree') await replaceDirectory(target, files, generator, options);
    return result;
  } finally {
    rmSync(generatedDir, { recursive: true, force: true });
  }
}

/**
 * Writes a file Bracken owns (the snippets file) in one step: a temporary file beside it is
 * renamed over it, so a reader never sees half of it and a symbolic link there is replaced,
 * not followed.
 */
export function writeOwnedFile(target: string, contents: string | Uint8Array): void {
  mkdirSync(dirname(target), { recursive: true });
  const temp = join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  writeFileSync(temp, contents, { flag: 'wx' });
  try {
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
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
