import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Diagnostic } from './diagnostic';
import { formatJsonPath } from './diagnostic';
import type { AnalysedDocument } from './located-document';
import { splitJsonPointer } from '@bracken/errors';

/**
 * Absolute path of the published JSON Schema of `generators.yml`.
 *
 * @example
 * ```ts
 * const schema = JSON.parse(readFileSync(GENERATORS_SCHEMA_PATH, 'utf8'));
 * ```
 */
export const GENERATORS_SCHEMA_PATH: string = join(__dirname, '..', 'schema', 'generators.schema.json');

/**
 * `$id` of the schema; the value to put after `# yaml-language-server: $schema=`.
 *
 * @example
 * ```ts
 * const directive = `# yaml-language-server: $schema=${GENERATORS_SCHEMA_ID}`;
 * ```
 */
export const GENERATORS_SCHEMA_ID = 'https://bracken.dev/schemas/generators.schema.json';

/** A JSON Schema node, loosely typed for walking. */
export type SchemaNode = { [key: string]: unknown };

let cachedSchema: SchemaNode | undefined;
let cachedValidator: ValidateFunction | undefined;

/** The schema as a plain object (read once). */
export function loadGeneratorsSchema(): SchemaNode {
  if (!cachedSchema) cachedSchema = JSON.parse(readFileSync(GENERATORS_SCHEMA_PATH, 'utf8')) as SchemaNode;
  return cachedSchema;
}

/**
 * Absolute path of the schema compiled into a standalone validator, which the package loads
 * instead of compiling the schema at every run (see `compileGeneratorsValidatorSource`).
 */
export const GENERATORS_VALIDATOR_PATH: string = join(__dirname, '..', 'validator', 'generators-validator.js');

function validator(): ValidateFunction {
  // The compiled module exports the validation function; ajv sets `errors` on it after each call.
  // A literal path (the one GENERATORS_VALIDATOR_PATH names), so that the command's bundle
  // carries the validator instead of reading it as a file of its own.
  cachedValidator ??= require('../validator/generators-validator.js') as ValidateFunction;
  return cachedValidator;
}

/**
 * Classic two-row Levenshtein distance.
 *
 * @example
 * ```ts
 * editDistance('chek', 'check'); // 1
 * ```
 */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/**
 * The closest candidate within a distance that scales with the word (a third of its length,
 * and at least `minDistance`), if any: the "did you mean" of every message about a misspelt name.
 *
 * @example
 * ```ts
 * suggest('bearr', ['bearer', 'basic']); // 'bearer'
 * ```
 */
export function suggest(word: string, candidates: readonly string[], minDistance = 2): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(lower, c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  const limit = Math.max(minDistance, Math.floor(word.length / 3));
  return bestDistance <= limit ? best : undefined;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'object') return 'mapping';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const TYPE_WORDS: Record<string, string> = {
  object: 'a mapping',
  array: 'a list',
  string: 'a string',
  boolean: 'a boolean',
  number: 'a number',
  integer: 'an integer',
  null: 'null',
};

function describeTypes(types: unknown): string {
  const list = Array.isArray(types) ? types : [types];
  return list.map((t) => TYPE_WORDS[String(t)] ?? String(t)).join(' or ');
}

function quoteList(values: readonly unknown[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}

function knownProperties(parentSchema: unknown): string[] {
  if (parentSchema && typeof parentSchema === 'object' && 'properties' in parentSchema) {
    const props = (parentSchema as { properties?: unknown }).properties;
    if (props && typeof props === 'object') return Object.keys(props);
  }
  return [];
}

function isOverride(parentSchema: unknown, name: string): boolean {
  const props =
    parentSchema && typeof parentSchema === 'object'
      ? (parentSchema as { properties?: Record<string, unknown> }).properties
      : undefined;
  const prop = props?.[name];
  return prop !== null && typeof prop === 'object' && 'x-bracken-override' in prop;
}

function customMessage(parentSchema: unknown): string | undefined {
  if (parentSchema && typeof parentSchema === 'object' && 'x-bracken-message' in parentSchema) {
    const m = (parentSchema as Record<string, unknown>)['x-bracken-message'];
    return typeof m === 'string' ? m : undefined;
  }
  return undefined;
}

interface MappedError {
  segments: Array<string | number>;
  onKey: boolean;
  message: string;
}

/** Turn pointer segments into path segments, with list indexes as numbers. */
function toSegments(root: unknown, pointer: string): Array<string | number> {
  const out: Array<string | number> = [];
  let node: unknown = root;
  for (const part of splitJsonPointer(pointer) ?? []) {
    if (Array.isArray(node) && /^\d+$/.test(part)) {
      out.push(Number(part));
      node = node[Number(part)];
    } else {
      out.push(part);
      node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
  }
  return out;
}

function mapError(error: ErrorObject, root: unknown): MappedError | undefined {
  const segments = toSegments(root, error.instancePath);
  const custom = customMessage(error.parentSchema);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'if':
      return undefined;
    case 'required': {
      if (custom) return { segments, onKey: false, message: custom };
      return { segments, onKey: false, message: `missing required key "${String(params['missingProperty'])}"` };
    }
    case 'additionalProperties': {
      const key = String(params['additionalProperty']);
      const known = knownProperties(error.parentSchema);
      const hint = suggest(key, known);
      // Reader settings a generator may override are offered as "did you mean" but not listed.
      const own = known.filter((name) => !isOverride(error.parentSchema, name));
      const expected = hint
        ? `did you mean "${hint}"?`
        : own.length > 0
          ? `expected one of: ${own.join(', ')}${own.length < known.length ? ', or a reader setting to override' : ''}`
          : 'expected no keys here';
      return { segments: [...segments, key], onKey: true, message: `unknown key "${key}"; ${expected}` };
    }
    case 'type':
      return {
        segments,
        onKey: false,
        message: custom ?? `expected ${describeTypes(params['type'])} but found ${typeOf(error.data)}`,
      };
    case 'enum': {
      const allowed = (params['allowedValues'] as unknown[]) ?? [];
      const hint =
        typeof error.data === 'string'
          ? suggest(
              error.data,
              allowed.filter((v): v is string => typeof v === 'string'),
            )
          : undefined;
      return {
        segments,
        onKey: false,
        message:
          hint !== undefined
            ? `unknown value ${JSON.stringify(error.data)}; did you mean ${JSON.stringify(hint)}?`
            : `expected one of ${quoteList(allowed)} but found ${JSON.stringify(error.data)}`,
      };
    }
    case 'const':
      return {
        segments,
        onKey: false,
        message: `expected ${JSON.stringify(params['allowedValue'])} but found ${JSON.stringify(error.data)}`,
      };
    case 'pattern':
      return {
        segments,
        onKey: false,
        message:
          custom ?? `expected a string matching ${String(params['pattern'])} but found ${JSON.stringify(error.data)}`,
      };
    case 'minProperties':
    case 'maxProperties':
      return {
        segments,
        onKey: false,
        message:
          custom ??
          `expected a mapping with ${error.keyword === 'minProperties' ? 'at least' : 'at most'} ${String(params['limit'])} key(s)`,
      };
    case 'minItems':
      return { segments, onKey: false, message: `expected a list with at least ${String(params['limit'])} item(s)` };
    case 'minimum':
      return {
        segments,
        onKey: false,
        message: `expected a number >= ${String(params['limit'])} but found ${JSON.stringify(error.data)}`,
      };
    default:
      return {
        segments,
        onKey: false,
        message: custom ?? `expected a value that ${error.message ?? 'matches the schema'}`,
      };
  }
}

/**
 * Validate a parsed document against the schema and map every ajv error back to the
 * line and column of the node it is about.
 */
export function validateAgainstSchema(value: unknown, analysed: AnalysedDocument, file: string): Diagnostic[] {
  const validate = validator();
  if (validate(value)) return [];
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  // A wrong type makes every other complaint about the same node noise.
  const typeErrorPaths = new Set(
    (validate.errors ?? []).filter((e) => e.keyword === 'type').map((e) => e.instancePath),
  );
  for (const error of validate.errors ?? []) {
    if (error.keyword !== 'type' && typeErrorPaths.has(error.instancePath) && error.keyword !== 'additionalProperties')
      continue;
    const mapped = mapError(error, value);
    if (!mapped) continue;
    const at = mapped.onKey
      ? analysed.locateKey(mapped.segments)
      : (analysed.document.locate(mapped.segments) ?? { line: 1, column: 1 });
    const path = formatJsonPath(mapped.segments);
    const key = `${at.line}:${at.column}:${mapped.message}:${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ severity: 'error', message: mapped.message, file, line: at.line, column: at.column, path });
  }
  return out;
}
