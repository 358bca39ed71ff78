import * as path from 'node:path';
import {
  assertUniqueJsonKeys,
  assertUniqueJsonKeysInFile,
  countKeys,
  keysMatchText,
  parseDefinitionBytes,
  readDefinitionBytes,
  readDefinitionFile,
  type ParsedDefinition,
} from '../definition-text';
import { ImporterError } from '../errors';
import { deepMerge, isRecord, resolvePointer, type JsonObject } from '../json';
import type * as ReferenceLoader from '../references/reference-loader';
import { createReferencePolicy, type ReferencePolicy } from '../references/reference-policy';
import { applyOverlay } from './overlay';
import { bundleWithSwaggerParser } from './swagger-parser-worker';
import { upgradeSwagger2 } from './swagger2';
import { escapePointerSegment } from '@bracken/errors';

/** A definition read from disk (or given), with overlays and overrides applied. */
export interface LoadedOpenApiDocument {
  /** OpenAPI 3.x shape (Swagger 2.0 inputs are upgraded). */
  document: JsonObject;
  /** The version the file declared: `2.0`, `3.0.x` or `3.1.x`. */
  sourceVersion: string;
  /** The file as shown to the user. */
  displayFile: string;
  /**
   * The definition as bundled, before a Swagger 2.0 upgrade: external `$ref`s pulled in,
   * internal ones kept. What `bracken check` validates.
   */
  bundled: JsonObject;
}

/** Inputs of {@link loadOpenApiDocument}. */
export interface LoadOpenApiInput {
  file: string;
  document?: unknown;
  overlays?: string;
  overrides?: string | string[];
  displayFile?: string;
  /**
   * Where external `$ref`s may lead.
   * @default the definition's own folder tree, nothing remote
   */
  references?: ReferencePolicy;
}

const OPENAPI_VERSION = /^3\.[01]\.\d+$/;

/** The version checks swagger-parser makes before anything else, with located messages. */
function checkVersion(document: JsonObject, file: string): void {
  const swagger = document['swagger'];
  const openapi = document['openapi'];
  if (swagger !== undefined) {
    if (swagger !== '2.0')
      throw new ImporterError(`unsupported Swagger version ${JSON.stringify(swagger)}, expected the string "2.0"`, {
        file,
        pointer: '/swagger',
      });
  } else if (openapi !== undefined) {
    if (typeof openapi !== 'string' || !OPENAPI_VERSION.test(openapi))
      throw new ImporterError(
        `unsupported OpenAPI version ${JSON.stringify(openapi)}, expected a string 3.0.x or 3.1.x`,
        { file, pointer: '/openapi' },
      );
  } else {
    throw new ImporterError('not an OpenAPI definition, expected an `openapi` or `swagger` version field', {
      file,
      pointer: '',
    });
  }
  const info = document['info'];
  if (info !== undefined && !isRecord(info))
    throw new ImporterError('invalid `info`, expected a mapping', { file, pointer: '/info' });
  if (document['paths'] !== undefined && !isRecord(document['paths']))
    throw new ImporterError('invalid `paths`, expected a mapping', { file, pointer: '/paths' });
}

// Far deeper than any real definition, yet shallow enough for every later recursive step.
const MAX_NESTING = 1000;

interface DefinitionScan {
  refs: string[];
  external: boolean;
  /** Keys of every object visited (a JSON tree visits each object once). */
  keys: number;
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
  let keys = 0;
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
      keys++;
      const child = record[key];
      if (typeof child === 'object' && child !== null) visit(child, depth + 1);
    }
  };
  visit(root, 0);
  return { refs, external, keys };
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
      if (typeof child === 'object' && child !== null)
        stack.push({ node: child as object, depth: frame.depth + 1, parent: frame, key });
    }
  }
  const keys: string[] = [];
  for (let f: NestingFrame | undefined = frame; f?.parent; f = f.parent) keys.push(escapePointerSegment(f.key));
  const pointer = `/${keys.reverse().join('/')}`;
  return new ImporterError(`definition nested too deeply (more than ${MAX_NESTING} levels)`, {
    file,
    pointer: pointer.length > 200 ? `${pointer.slice(0, 200)}…` : pointer,
  });
}

/**
 * Rejects a `$ref` that leads, through nothing but further `$ref`s, back to itself
 * (`A: {$ref: B}`, `B: {$ref: A}`): such a chain names no schema, parameter or response at
 * all, and would become a type alias of itself. Rejects as well a chain of such `$ref`s longer
 * than {@link MAX_NESTING}, which no real definition writes and every later step would follow.
 * `refs` are the definition's local `$ref` values in document order (see
 * {@link scanDefinition}). Each `$ref` is followed once, so the cost grows with their number.
 */
function checkReferenceLoops(root: JsonObject, refs: readonly string[], file: string): void {
  // How many `$ref`s a settled one leads through before something that is not a `$ref`.
  const length = new Map<string, number>();
  for (const first of refs) {
    if (length.has(first)) continue;
    const chain: string[] = [];
    const position = new Map<string, number>();
    let rest = 0;
    for (let ref: unknown = first; typeof ref === 'string' && ref.startsWith('#'); ) {
      const settled = length.get(ref);
      if (settled !== undefined) {
        rest = settled;
        break;
      }
      const seen = position.get(ref);
      if (seen !== undefined) {
        const loop = chain.slice(seen);
        throw new ImporterError(`circular $ref with no schema in between (${[...loop, ref].join(' → ')})`, {
          file,
          pointer: ref.slice(1),
        });
      }
      position.set(ref, chain.length);
      chain.push(ref);
      if (chain.length + rest > MAX_NESTING) break;
      const target = resolvePointer(root, ref.slice(1));
      ref = isRecord(target) ? target['$ref'] : undefined;
    }
    for (let index = chain.length - 1; index >= 0; index--) length.set(chain[index]!, chain.length - index + rest);
    if (chain.length + rest > MAX_NESTING) {
      throw new ImporterError(`$ref chain too long (more than ${MAX_NESTING} $refs that lead only to further $refs)`, {
        file,
        pointer: first.slice(1),
      });
    }
  }
}

function displayPath(file: string, displayFile: string | undefined): string {
  return displayFile ?? path.basename(file);
}

/**
 * Reads a definition, applies its overlay then its overrides (deep-merged in listed order),
 * checks its version, bundles external `$ref`s into local ones, and upgrades Swagger 2.0 to
 * the OpenAPI 3 shape. `$ref`s inside the document stay as they are. External `$ref`s are
 * read under `input.references` (see `loadReferencedDocuments`) before swagger-parser
 * bundles them from what was read.
 */
export async function loadOpenApiDocument(input: LoadOpenApiInput): Promise<LoadedOpenApiDocument> {
  const displayFile = displayPath(input.file, input.displayFile);
  let parsed: ParsedDefinition;
  if (input.document !== undefined) parsed = { value: structuredClone(input.document) };
  else parsed = parseDefinitionBytes(await readDefinitionBytes(input.file, displayFile), displayFile);
  const raw = parsed.value;
  if (!isRecord(raw))
    throw new ImporterError('invalid definition, expected a mapping at the top level', {
      file: displayFile,
      pointer: '',
    });
  const folder = path.dirname(input.file);
  const patched = input.overlays !== undefined || input.overrides !== undefined;
  // Overlays and overrides change the tree, so its keys are counted before they apply.
  if (patched && parsed.jsonKeys !== undefined && !keysMatchText(parsed.jsonKeys, countKeys(raw)))
    await assertUniqueJsonKeysInFile(input.file, displayFile);
  if (input.overlays !== undefined) {
    const overlayFile = path.resolve(folder, input.overlays);
    applyOverlay(raw, await readDefinitionFile(overlayFile, path.basename(overlayFile)), path.basename(overlayFile));
  }
  const overrides =
    input.overrides === undefined ? [] : Array.isArray(input.overrides) ? input.overrides : [input.overrides];
  for (const override of overrides) {
    const overrideFile = path.resolve(folder, override);
    const patch = await readDefinitionFile(overrideFile, path.basename(overrideFile));
    if (!isRecord(patch))
      throw new ImporterError('invalid overrides, expected a mapping', { file: path.basename(overrideFile) });
    deepMerge(raw, patch);
  }
  const scan = scanDefinition(raw, displayFile, MAX_NESTING);
  if (!patched && parsed.jsonKeys !== undefined && !keysMatchText(parsed.jsonKeys, scan.keys))
    await assertUniqueJsonKeysInFile(input.file, displayFile);
  checkVersion(raw, displayFile);
  let document: JsonObject = raw;
  if (scan.external)
    document = await bundleExternalReferences(
      raw,
      input.file,
      displayFile,
      input.references ?? createReferencePolicy(folder, undefined, folder),
    );
  // A bundled definition is a new tree; its nesting was checked before bundling.
  checkReferenceLoops(
    document,
    document === raw ? scan.refs : scanDefinition(document, displayFile, MAX_NESTING).refs,
    displayFile,
  );
  if (typeof document['swagger'] === 'string') {
    return { document: upgradeSwagger2(document), sourceVersion: document['swagger'], displayFile, bundled: document };
  }
  return { document, sourceVersion: String(document['openapi']), displayFile, bundled: document };
}

/** Reads what a definition's external `$ref`s name, under its policy, and bundles them in. */
async function bundleExternalReferences(
  raw: JsonObject,
  file: string,
  displayFile: string,
  policy: ReferencePolicy,
): Promise<JsonObject> {
  // Loaded here: most definitions refer to no other document.
  const { loadReferencedDocuments } = require('../references/reference-loader') as typeof ReferenceLoader;
  const documents = await loadReferencedDocuments<unknown>(raw, {
    policy,
    main: { file, display: displayFile },
    parse: (bytes, display) => {
      const parsed = parseDefinitionBytes(bytes, display);
      if (parsed.jsonKeys !== undefined && !keysMatchText(parsed.jsonKeys, countKeys(parsed.value)))
        assertUniqueJsonKeys(bytes.toString('utf8'), -1, display);
      scanDefinition(isRecord(parsed.value) ? parsed.value : { value: parsed.value }, display, MAX_NESTING);
      return parsed.value;
    },
    value: (parsed) => parsed,
    fail: (reason, site) => new ImporterError(reason, { file: site.display, pointer: site.pointer }),
  });
  const values = new Map<string, unknown>();
  for (const [key, document] of documents) values.set(key, document.parsed);
  const bundled = await bundleWithSwaggerParser(file, raw, values);
  if (!bundled.ok)
    throw new ImporterError(`cannot resolve external references (${bundled.message.split('\n')[0]})`, {
      file: displayFile,
    });
  if (!isRecord(bundled.api)) throw new ImporterError('cannot resolve external references', { file: displayFile });
  return bundled.api;
}
