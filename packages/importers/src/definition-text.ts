import { readFile, stat } from 'node:fs/promises';
import type * as V8 from 'node:v8';
import type { Node as YamlNode } from 'yaml';
import { NON_PRINTABLE, positionAt, yamlErrorReason, yamlErrorStart } from '@bracken/config';
import { ImporterError } from './errors';
import { yamlLibrary } from './yaml-library';

// Generous for real anchors and merge keys, yet stops exponential alias expansion at once.
const MAX_ALIAS_EXPANSION = 100_000;

// Parsing, importing and generating take several times a file's size in heap; a file past
// this share of the heap limit would end in a fatal out-of-memory crash instead of an error.
const HEAP_SHARE_PER_DEFINITION_BYTE = 10;
// A smaller file fits the heap of any Node process that was not started with a tiny one, so
// the limit (and `node:v8` with it) is looked up only past this size.
const ALWAYS_FITS_BYTES = 16 * 2 ** 20;

/** The largest definition this process can import, in bytes. */
export function maxDefinitionBytes(): number {
  const { getHeapStatistics } = require('node:v8') as typeof V8;
  return Math.floor(getHeapStatistics().heap_size_limit / HEAP_SHARE_PER_DEFINITION_BYTE);
}

/** `12.3 MB`. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MB`;
}

/** The error for a definition (or a file it refers to) past {@link maxDefinitionBytes}. */
export function tooLargeError(
  size: number,
  limit: number,
  location: { file: string; pointer?: string },
): ImporterError {
  return new ImporterError(
    `definition too large for the available memory (${formatMegabytes(size)}, at most ${formatMegabytes(limit)} with this heap; raise it with NODE_OPTIONS=--max-old-space-size=<MB>)`,
    location,
  );
}

/**
 * Reads a definition file whole, refusing one that would not fit the heap before reading it.
 *
 * @throws ImporterError when the file cannot be read or is too large.
 */
export async function readDefinitionBytes(file: string, displayFile: string): Promise<Buffer> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch (error) {
    throw new ImporterError('cannot read the definition', { file: displayFile, cause: error });
  }
  const limit = size > ALWAYS_FITS_BYTES ? maxDefinitionBytes() : Infinity;
  if (size > limit) throw tooLargeError(size, limit, { file: displayFile });
  try {
    return await readFile(file);
  } catch (error) {
    throw new ImporterError('cannot read the definition', { file: displayFile, cause: error });
  }
}

function assertPrintable(text: string, displayFile: string): void {
  const found = NON_PRINTABLE.exec(text);
  if (found === null) return;
  const code = found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
  throw new ImporterError(`cannot parse the definition (character U+${code} is not allowed in YAML)`, {
    file: displayFile,
    ...positionAt(text, found.index),
  });
}

// Maps with fewer keys than this are searched pairwise: cheaper than a set for the common case.
const SMALL_MAP = 8;

/**
 * Rejects a YAML mapping that names a key twice (the plain value would keep one silently).
 * Walks the syntax tree without expanding aliases, so the cost is that of the text.
 */
function assertUniqueYamlKeys(
  contents: YamlNode | null,
  displayFile: string,
  lineOf: (offset: number) => { line: number; col: number },
): void {
  const { isMap, isSeq, isScalar, isPair } = yamlLibrary();
  const keyOf = (key: unknown): string => (isScalar(key) ? String(key.value) : String(key));
  const stack: unknown[] = contents === null ? [] : [contents];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isSeq(node)) {
      for (const item of node.items) if (item !== null && typeof item === 'object') stack.push(item);
      continue;
    }
    if (!isMap(node)) continue;
    const items = node.items;
    const seen = items.length >= SMALL_MAP ? new Set<string>() : undefined;
    for (let index = 0; index < items.length; index++) {
      const pair = items[index]!;
      if (!isPair(pair)) continue;
      const key = keyOf(pair.key);
      let duplicate: boolean;
      if (seen !== undefined) {
        duplicate = seen.has(key);
        seen.add(key);
      } else {
        duplicate = false;
        for (let earlier = 0; earlier < index && !duplicate; earlier++) duplicate = keyOf(items[earlier]!.key) === key;
      }
      if (duplicate) {
        const range = isScalar(pair.key) ? pair.key.range : undefined;
        const at = range ? lineOf(range[0]) : { line: 1, col: 1 };
        throw new ImporterError(
          `cannot parse the definition (duplicate key ${JSON.stringify(key.length > 80 ? `${key.slice(0, 80)}…` : key)}; each key may appear once)`,
          { file: displayFile, line: at.line, column: at.col },
        );
      }
      if (pair.value !== null && typeof pair.value === 'object') stack.push(pair.value);
    }
  }
}

/**
 * Parses YAML or JSON text; JSON goes through the much faster `JSON.parse`. Rejects, with
 * the line and column: YAML syntax errors, characters YAML does not allow (NUL), a key
 * written twice in one mapping (also in JSON), and aliases that would expand past a limit.
 *
 * @throws ImporterError located at the first problem.
 */
export function parseDefinitionText(text: string, displayFile: string): unknown {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let value: unknown;
    let parsed = false;
    try {
      value = JSON.parse(text) as unknown;
      parsed = true;
    } catch {
      // Not strict JSON: fall through to the YAML parser, which reports a location.
    }
    if (parsed) {
      assertUniqueJsonKeys(text, countKeys(value), displayFile);
      return value;
    }
  }
  assertPrintable(text, displayFile);
  const { LineCounter, parseDocument } = yamlLibrary();
  const lineCounter = new LineCounter();
  // Duplicate keys are found below in one pass; the parser's own check compares every pair.
  const parsed = parseDocument(text, { lineCounter, uniqueKeys: false, prettyErrors: false });
  const first = parsed.errors[0];
  if (first) {
    const start = yamlErrorStart(text, parsed.contents, first);
    const position = lineCounter.linePos(start.offset);
    throw new ImporterError(
      `cannot parse the definition (${yamlErrorReason(first.message)}${start.note !== undefined ? `; ${start.note}` : ''})`,
      { file: displayFile, line: position.line, column: position.col },
    );
  }
  assertUniqueYamlKeys(parsed.contents as YamlNode | null, displayFile, (offset) => lineCounter.linePos(offset));
  try {
    return parsed.toJS({ maxAliasCount: MAX_ALIAS_EXPANSION }) as unknown;
  } catch (error) {
    // yaml throws a ReferenceError once aliases would expand past the limit (an alias bomb).
    if (error instanceof ReferenceError)
      throw new ImporterError(
        `cannot parse the definition (YAML aliases expand to more than ${MAX_ALIAS_EXPANSION} nodes)`,
        { file: displayFile, cause: error },
      );
    throw error;
  }
}

// Bytes outside ASCII; in JSON they can only sit inside strings.
const NON_ASCII = /[\x80-\xff]+/g;
const BACKSLASH = 0x5c;
// Past this many non-ASCII runs (text mostly in another script) decoding UTF-8 is cheaper.
const MAX_ESCAPED_RUNS = 4096;

/**
 * JSON text as a one-byte string: every run of non-ASCII bytes is written as `\uXXXX`
 * escapes, which `JSON.parse` reads back as the same characters. Decoding UTF-8 into a
 * two-byte string costs more than this whenever a large definition holds even one non-ASCII
 * character. `undefined` when the bytes do not start like JSON, when a run follows a
 * backslash (an escape would then change its meaning), or when there are too many runs.
 */
function asciiJsonText(bytes: Buffer): string | undefined {
  let start = 0;
  while (
    start < bytes.length &&
    (bytes[start] === 0x20 || bytes[start] === 0x0a || bytes[start] === 0x0d || bytes[start] === 0x09)
  )
    start++;
  if (bytes[start] !== 0x7b && bytes[start] !== 0x5b) return undefined;
  const latin1 = bytes.toString('latin1');
  NON_ASCII.lastIndex = 0;
  let match = NON_ASCII.exec(latin1);
  if (match === null) return latin1;
  let text = '';
  let copied = 0;
  for (let runs = 1; match !== null; match = NON_ASCII.exec(latin1), runs++) {
    if (bytes[match.index - 1] === BACKSLASH || runs > MAX_ESCAPED_RUNS) return undefined;
    const end = match.index + match[0].length;
    const decoded = bytes.toString('utf8', match.index, end);
    text += latin1.slice(copied, match.index);
    for (let index = 0; index < decoded.length; index++)
      text += `\\u${decoded.charCodeAt(index).toString(16).padStart(4, '0')}`;
    copied = end;
  }
  return text + latin1.slice(copied);
}

/** A parsed definition file. */
export interface ParsedDefinition {
  value: unknown;
  /**
   * Set when the JSON fast path read the file: what its text says about its keys, to compare
   * with a count the caller's own walk makes (see {@link keysMatchText}). The text itself is
   * not kept, so a large definition is not held twice.
   */
  jsonKeys?: JsonKeyCount;
}

/**
 * Parses a definition read from disk, with a fast path for JSON (see {@link asciiJsonText}).
 * Duplicate JSON keys on that path are left to the caller (see {@link ParsedDefinition.jsonKeys}).
 */
export function parseDefinitionBytes(bytes: Buffer, displayFile: string): ParsedDefinition {
  const json = asciiJsonText(bytes);
  if (json !== undefined) {
    try {
      const value = JSON.parse(json) as unknown;
      return { value, jsonKeys: countJsonKeys(json) };
    } catch {
      // Not strict JSON: the text path below reports it (or reads it as YAML).
    }
  }
  return { value: parseDefinitionText(bytes.toString('utf8'), displayFile) };
}

/**
 * Rejects a JSON definition file whose parsed value has fewer keys than its text names, at
 * the duplicate. Reads the file again: this runs only when {@link keysMatchText} could not
 * tell, which a definition without duplicates written the usual way never causes.
 */
export async function assertUniqueJsonKeysInFile(file: string, displayFile: string): Promise<void> {
  // The text as decoded, so that columns count characters as the file has them.
  assertUniqueJsonKeys((await readDefinitionBytes(file, displayFile)).toString('utf8'), -1, displayFile);
}

/** Reads and parses a definition file, every check included. */
export async function readDefinitionFile(file: string, displayFile: string): Promise<unknown> {
  const parsed = parseDefinitionBytes(await readDefinitionBytes(file, displayFile), displayFile);
  if (parsed.jsonKeys !== undefined && !keysMatchText(parsed.jsonKeys, countKeys(parsed.value)))
    await assertUniqueJsonKeysInFile(file, displayFile);
  return parsed.value;
}

/** Every key of every object in a parsed JSON value (a tree: JSON has no aliases). */
export function countKeys(value: unknown): number {
  let keys = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      for (const item of node) if (typeof item === 'object' && item !== null) stack.push(item);
      continue;
    }
    for (const key in node) {
      keys++;
      const child = (node as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
  return keys;
}

/** How many times `needle` occurs in `text`. */
function occurrences(text: string, needle: string): number {
  let count = 0;
  for (let index = text.indexOf(needle); index !== -1; index = text.indexOf(needle, index + needle.length)) count++;
  return count;
}

const SPACE_BEFORE_COLON = /"[ \t\r\n]+:/;

/** What valid JSON text says about its keys (see {@link countJsonKeys}). */
export interface JsonKeyCount {
  /** Occurrences of `":` whose quote ends a string (is not escaped). */
  colons: number;
  /** Whether `colons` counts every key written (no key has a space before its colon). */
  exact: boolean;
}

/**
 * Counts the keys of valid JSON text the cheap way: every key written without a space before
 * its colon ends with exactly one `":` whose quote ends a string. An escaped quote (after an
 * odd run of backslashes) is inside a string and is not counted; anything else counted can
 * only make the count larger than the keys written, never hide a duplicate.
 */
export function countJsonKeys(text: string): JsonKeyCount {
  let colons = occurrences(text, '":');
  for (let index = text.indexOf('\\":'); index !== -1; index = text.indexOf('\\":', index + 3)) {
    let start = index;
    while (start > 0 && text.charCodeAt(start - 1) === BACKSLASH) start--;
    if ((index + 1 - start) % 2 === 1) colons--;
  }
  return { colons, exact: !SPACE_BEFORE_COLON.test(text) };
}

/** Whether a parsed value with `parsedKeys` keys provably lost none to a duplicate. */
export function keysMatchText(count: JsonKeyCount, parsedKeys: number): boolean {
  return count.exact && count.colons === parsedKeys;
}

/**
 * Rejects valid JSON text that names a key twice in one object (`JSON.parse` keeps the last
 * one silently). `parsedKeys` is the number of keys of the parsed value; when the text's own
 * count matches it (see {@link countJsonKeys}) there is no duplicate, and otherwise a
 * tokenising pass decides and names the key.
 *
 * @throws ImporterError at the line and column of the second occurrence of the key.
 */
export function assertUniqueJsonKeys(text: string, parsedKeys: number, displayFile: string): void {
  if (keysMatchText(countJsonKeys(text), parsedKeys)) return;
  const duplicate = findDuplicateJsonKey(text);
  if (duplicate === undefined) return;
  throw new ImporterError(
    `cannot parse the definition (duplicate key ${JSON.stringify(duplicate.key.length > 80 ? `${duplicate.key.slice(0, 80)}…` : duplicate.key)}; each key may appear once)`,
    { file: displayFile, ...positionAt(text, duplicate.offset) },
  );
}

const QUOTE = 0x22;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COLON = 0x3a;

/** The first key of valid JSON text that its object already has, and where it starts. */
function findDuplicateJsonKey(text: string): { key: string; offset: number } | undefined {
  // One entry per open container: the keys of an object, `undefined` for an array.
  const open: Array<Set<string> | undefined> = [];
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === OPEN_OBJECT) open.push(new Set());
    else if (code === OPEN_ARRAY) open.push(undefined);
    else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) open.pop();
    else if (code === QUOTE) {
      let end = index + 1;
      while (text.charCodeAt(end) !== QUOTE) end += text.charCodeAt(end) === BACKSLASH ? 2 : 1;
      let next = end + 1;
      while (
        next < text.length &&
        (text.charCodeAt(next) === 0x20 ||
          text.charCodeAt(next) === 0x09 ||
          text.charCodeAt(next) === 0x0a ||
          text.charCodeAt(next) === 0x0d)
      )
        next++;
      const keys = open[open.length - 1];
      if (text.charCodeAt(next) === COLON && keys !== undefined) {
        const key = JSON.parse(text.slice(index, end + 1)) as string;
        if (keys.has(key)) return { key, offset: index };
        keys.add(key);
      }
      index = end;
    }
  }
  return undefined;
}
