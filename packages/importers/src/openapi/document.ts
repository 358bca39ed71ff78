import { readFile, stat } from 'node:fs/promises';
import * as path from 'node:path';
import type * as V8 from 'node:v8';
import { yamlLibrary } from '../yaml-library';
import { ImporterError } from '../errors';
import { deepMerge, isRecord, resolvePointer, type JsonObject } from '../json';
import { applyOverlay } from './overlay';
import { runSwaggerParser } from './swagger-parser-worker';
import { upgradeSwagger2 } from './swagger2';

/** A definition read from disk (or given), with overlays and overrides applied. */
export interface LoadedOpenApiDocument {
  /** OpenAPI 3.x shape (Swagger 2.0 inputs are upgraded). */
  document: JsonObject;
  /** The version the file declared: `2.0`, `3.0.x` or `3.1.x`. */
  sourceVersion: string;
  /** The file as shown to the user. */
  displayFile: string;
}

/** Inputs of {@link loadOpenApiDocument}. */
export interface LoadOpenApiInput {
  file: string;
  document?: unknown;
  overlays?: string;
  overrides?: string | string[];
  displayFile?: string;
}

/** Parses YAML or JSON text; JSON goes through the much faster `JSON.parse`. */
export function parseDefinitionText(text: string, displayFile: string): unknown {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Not strict JSON: fall through to the YAML parser, which reports a location.
    }
  }
  const { LineCounter, parseDocument } = yamlLibrary();
  const lineCounter = new LineCounter();
  const parsed = parseDocument(text, { lineCounter, uniqueKeys: false, prettyErrors: false });
  const first = parsed.errors[0];
  if (first) {
    const position = lineCounter.linePos(first.pos[0]);
    throw new ImporterError(`cannot parse the definition (${first.message.split('\n')[0]})`, { file: displayFile, line: position.line, column: position.col });
  }
  try {
    return parsed.toJS({ maxAliasCount: MAX_ALIAS_EXPANSION }) as unknown;
  } catch (error) {
    // yaml throws a ReferenceError once aliases would expand past the limit (an alias bomb).
    if (error instanceof ReferenceError) throw new ImporterError(`cannot parse the definition (YAML aliases expand to more than ${MAX_ALIAS_EXPANSION} nodes)`, { file: displayFile, cause: error });
    throw error;
  }
}

// Generous for real anchors and merge keys, yet stops exponential alias expansion at once.
const MAX_ALIAS_EXPANSION = 100_000;

// Parsing, importing and generating take several times a file's size in heap; a file past
// this share of the heap limit would end in a fatal out-of-memory crash instead of an error.
const HEAP_SHARE_PER_DEFINITION_BYTE = 10;
// A smaller file fits the heap of any Node process that was not started with a tiny one, so
// the limit (and `node:v8` with it) is looked up only past this size.
const ALWAYS_FITS_BYTES = 16 * 2 ** 20;

/** The largest definition this process can import, in bytes. */
function maxDefinitionBytes(): number {
  const { getHeapStatistics } = require('node:v8') as typeof V8;
  return Math.floor(getHeapStatistics().heap_size_limit / HEAP_SHARE_PER_DEFINITION_BYTE);
}

async function readDefinitionBytes(file: string, displayFile: string): Promise<Buffer> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch (error) {
    throw new ImporterError('cannot read the definition', { file: displayFile, cause: error });
  }
  const limit = size > ALWAYS_FITS_BYTES ? maxDefinitionBytes() : Infinity;
  if (size > limit) {
    const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MB`;
    throw new ImporterError(`definition too large for the available memory (${mb(size)}, at most ${mb(limit)} with this heap; raise it with NODE_OPTIONS=--max-old-space-size=<MB>)`, { file: displayFile });
  }
  try {
    return await readFile(file);
  } catch (error) {
    throw new ImporterError('cannot read the definition', { file: displayFile, cause: error });
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
  while (start < bytes.length && (bytes[start] === 0x20 || bytes[start] === 0x0a || bytes[start] === 0x0d || bytes[start] === 0x09)) start++;
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
    for (let index = 0; index < decoded.length; index++) text += `\\u${decoded.charCodeAt(index).toString(16).padStart(4, '0')}`;
    copied = end;
  }
  return text + latin1.slice(copied);
}

/** Parses a definition read from disk, with a fast path for JSON (see {@link asciiJsonText}). */
function parseDefinitionBytes(bytes: Buffer, displayFile: string): unknown {
  const json = asciiJsonText(bytes);
  if (json !== undefined) {
    try {
      return JSON.parse(json) as unknown;
    } catch {
      // Not strict JSON: the text path below reports it (or reads it as YAML).
    }
  }
  return parseDefinitionText(bytes.toString('utf8'), displayFile);
}

async function readDefinitionFile(file: string, displayFile: string): Promise<unknown> {
  return parseDefinitionBytes(await readDefinitionBytes(file, displayFile), displayFile);
}

const OPENAPI_VERSION = /^3\.[01]\.\d+$/;

/** The version checks swagger-parser makes before anything else, with located messages. */
function checkVersion(document: JsonObject, file: string): void {
  const swagger = document['swagger'];
  const openapi = document['openapi'];
  if (swagger !== undefined) {
    if (swagger !== '2.0') throw new ImporterError(`unsupported Swagger version ${JSON.stringify(swagger)}, expected the string "2.0"`, { file, pointer: '/swagger' });
  } else if (openapi !== undefined) {
    if (typeof openapi !== 'string' || !OPENAPI_VERSION.test(openapi)) throw new ImporterError(`unsupported OpenAPI version ${JSON.stringify(openapi)}, expected a string 3.0.x or 3.1.x`, { file, pointer: '/openapi' });
  } else {
    throw new ImporterError('not an OpenAPI definition, expected an `openapi` or `swagger` version field', { file, pointer: '' });
  }
  const info = document['info'];
  if (info !== undefined && !isRecord(info)) throw new ImporterError('invalid `info`, expected a mapping', { file, pointer: '/info' });
  if (document['paths'] !== undefined && !isRecord(document['paths'])) throw new ImporterError('invalid `paths`, expected a mapping', { file, pointer: '/paths' });
}

// Far deeper than any real definition, yet shallow enough for every later recursive step.
const MAX_NESTING = 1000;

interface DefinitionScan {
  refs: string[];
  external: boolean;
}

/**
 * Walks a parsed definition once, in document order. Rejects nesting deeper than
 * `maxDepth`, naming the first such node, and returns the distinct local `$ref` values in
 * the order they appear (for {@link checkReferenceLoops}) and whether any `$ref` points
 * outside the file.
 */
function scanDefinition(root: JsonObject, file: string, maxDepth: number): DefinitionScan {
  const refs: string[] = [];
  const seenRefs = new Set<string>();
  let external = false;
  // Recursion, bounded by `maxDepth`: on definitions of hundreds of thousands of nodes it is
  // quicker than a stack of nodes kept in arrays, most of all before the code is optimised.
  const visit = (node: object, depth: number): void => {
    if (depth > maxDepth) throw nestingError(root, file);
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) {
        const child: unknown = node[index];
        if (typeof child === 'object' && child !== null) visit(child, depth + 1);
      }
      return;
    }
    const record = node as JsonObject;
    const ref = record['$ref'];
    if (typeof ref === 'string') {
      if (!ref.startsWith('#')) external = true;
      else if (!seenRefs.has(ref)) {
        seenRefs.add(ref);
        refs.push(ref);
      }
    }
    // `for…in` reads through V8's enum cache, about twice as fast here as `Object.keys`; parsed
    // JSON and YAML objects have only own enumerable keys, so it visits the same children.
    for (const key in record) {
      const child = record[key];
      if (typeof child === 'object' && child !== null) visit(child, depth + 1);
    }
  };
  visit(root, 0);
  return { refs, external };
}

interface NestingFrame {
  node: object;
  depth: number;
  parent: NestingFrame | undefined;
  key: string;
}

/** The error for a definition nested too deeply; walks again (rarely) to name the node. */
function nestingError(root: JsonObject, file: string): ImporterError {
  const stack: NestingFrame[] = [{ node: root, depth: 0, parent: undefined, key: '' }];
  let frame: NestingFrame | undefined;
  while ((frame = stack.pop()) !== undefined && frame.depth <= MAX_NESTING) {
    for (const [key, child] of Object.entries(frame.node)) {
      if (typeof child === 'object' && child !== null) stack.push({ node: child as object, depth: frame.depth + 1, parent: frame, key });
    }
  }
  const keys: string[] = [];
  for (let f: NestingFrame | undefined = frame; f?.parent; f = f.parent) keys.push(f.key.replace(/~/g, '~0').replace(/\//g, '~1'));
  const pointer = `/${keys.reverse().join('/')}`;
  return new ImporterError(`definition nested too deeply (more than ${MAX_NESTING} levels)`, { file, pointer: pointer.length > 200 ? `${pointer.slice(0, 200)}…` : pointer });
}

/**
 * Rejects a `$ref` that leads, through nothing but further `$ref`s, back to itself
 * (`A: {$ref: B}`, `B: {$ref: A}`): such a chain names no schema, parameter or response at
 * all, and would become a type alias of itself. `refs` are the definition's local `$ref`
 * values in document order (see {@link scanDefinition}).
 */
function checkReferenceLoops(root: JsonObject, refs: readonly string[], file: string): void {
  const settled = new Set<string>();
  for (const first of refs) {
    if (settled.has(first)) continue;
    const chain: string[] = [];
    for (let ref: unknown = first; typeof ref === 'string' && ref.startsWith('#') && !settled.has(ref); ) {
      if (chain.includes(ref)) {
        const loop = chain.slice(chain.indexOf(ref));
        throw new ImporterError(`circular $ref with no schema in between (${[...loop, ref].join(' → ')})`, { file, pointer: ref.slice(1) });
      }
      chain.push(ref);
      const target = resolvePointer(root, ref.slice(1));
      ref = isRecord(target) ? target['$ref'] : undefined;
    }
    for (const ref of chain) settled.add(ref);
  }
}

function displayPath(file: string, displayFile: string | undefined): string {
  return displayFile ?? path.basename(file);
}

/**
 * Reads a definition, applies its overlay then its overrides (deep-merged in listed order),
 * checks its version, bundles external `$ref`s into local ones with swagger-parser, and
 * upgrades Swagger 2.0 to the OpenAPI 3 shape. `$ref`s inside the document stay as they are.
 */
export async function loadOpenApiDocument(input: LoadOpenApiInput): Promise<LoadedOpenApiDocument> {
  const displayFile = displayPath(input.file, input.displayFile);
  const raw = input.document !== undefined ? structuredClone(input.document) : await readDefinitionFile(input.file, displayFile);
  if (!isRecord(raw)) throw new ImporterError('invalid definition, expected a mapping at the top level', { file: displayFile, pointer: '' });
  const folder = path.dirname(input.file);
  if (input.overlays !== undefined) {
    const overlayFile = path.resolve(folder, input.overlays);
    applyOverlay(raw, await readDefinitionFile(overlayFile, path.basename(overlayFile)), path.basename(overlayFile));
  }
  const overrides = input.overrides === undefined ? [] : Array.isArray(input.overrides) ? input.overrides : [input.overrides];
  for (const override of overrides) {
    const overrideFile = path.resolve(folder, override);
    const patch = await readDefinitionFile(overrideFile, path.basename(overrideFile));
    if (!isRecord(patch)) throw new ImporterError('invalid overrides, expected a mapping', { file: path.basename(overrideFile) });
    deepMerge(raw, patch);
  }
  const scan = scanDefinition(raw, displayFile, MAX_NESTING);
  checkVersion(raw, displayFile);
  let document: JsonObject = raw;
  if (scan.external) {
    const bundled = await runSwaggerParser('bundle', input.file, document);
    if (!bundled.ok) throw new ImporterError(`cannot resolve external references (${bundled.message.split('\n')[0]})`, { file: displayFile });
    if (!isRecord(bundled.api)) throw new ImporterError('cannot resolve external references', { file: displayFile });
    document = bundled.api;
  }
  // A bundled definition is a new tree; its nesting was checked before bundling.
  checkReferenceLoops(document, document === raw ? scan.refs : scanDefinition(document, displayFile, MAX_NESTING).refs, displayFile);
  if (typeof document['swagger'] === 'string') {
    return { document: upgradeSwagger2(document), sourceVersion: document['swagger'], displayFile };
  }
  return { document, sourceVersion: String(document['openapi']), displayFile };
}
