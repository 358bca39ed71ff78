import { yamlErrorStart } from '@bracken/config';
import { yamlLibrary } from '../yaml-library';
import type { Node as YamlNode } from 'yaml';
import { NON_PRINTABLE, positionAt, yamlErrorReason } from '../definition-text';
import { DefinitionError } from './definition-error';
import { joinPointer, splitJsonPointer } from '@bracken/errors';

// As deep as an OpenAPI definition may nest; the schema converters recurse through it.
const MAX_NESTING = 1000;
// Aliases are for sharing a few nodes; past this many expanded nodes they are an alias bomb.
const MAX_ALIAS_EXPANSION = 1000;

/** A 1-based position in a file. */
export interface Position {
  line: number;
  column: number;
}

/** A parsed YAML or JSON file that knows where each of its nodes starts. */
export interface LocatedYaml {
  /** The document as plain JavaScript values. */
  value: unknown;
  /** Display path of the file. */
  file: string;
  /** Position of the node at a JSON pointer, or of its nearest existing ancestor. */
  locate(pointer: string): Position;
  /** A {@link DefinitionError} located at `pointer`. */
  fail(reason: string, pointer: string): DefinitionError;
}

/**
 * The unescaped segments of a JSON pointer (`/a/b`) or of a `$ref`'s fragment (`#/a/b`,
 * `other.yml#/a/b`); none for a reference to a whole file.
 */
export function splitPointer(pointerOrRef: string): string[] {
  const hash = pointerOrRef.indexOf('#');
  return splitJsonPointer(hash > 0 ? pointerOrRef.slice(hash) : pointerOrRef) ?? [];
}

/**
 * Parses YAML (JSON is YAML) and indexes the start of every node, so errors can name a line
 * and a column for any JSON pointer.
 *
 * @throws DefinitionError when the text is not well-formed.
 * @example
 * ```ts
 * const doc = parseLocatedYaml(text, 'asyncapi.yml');
 * doc.locate('/channels/chat'); // { line: 7, column: 3 }
 * ```
 */
export function parseLocatedYaml(text: string, file: string): LocatedYaml {
  const { isMap, isScalar, isSeq, LineCounter, parseDocument } = yamlLibrary();
  const counter = new LineCounter();
  const at = (offset: number): Position => {
    const p = counter.linePos(offset);
    return { line: p.line, column: p.col };
  };
  const unprintable = NON_PRINTABLE.exec(text);
  if (unprintable !== null) {
    const code = unprintable[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    throw new DefinitionError(`malformed YAML (character U+${code} is not allowed)`, { file, ...positionAt(text, unprintable.index) });
  }
  // Duplicate keys are found in the walk below, in one pass; the parser's own check compares every pair.
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: false });
  const firstError = doc.errors[0];
  if (firstError) {
    const start = yamlErrorStart(text, doc.contents, firstError);
    throw new DefinitionError(`malformed YAML (${yamlErrorReason(firstError.message)}${start.note !== undefined ? `; ${start.note}` : ''})`, { file, ...at(start.offset) });
  }
  const positions = new Map<string, Position>();
  // Iterative, so a document nested deeper than the limit is an error rather than a stack overflow.
  const stack: Array<{ node: YamlNode | null | undefined; pointer: string; keyAt: Position | undefined; depth: number }> = [{ node: doc.contents as YamlNode | null, pointer: '', keyAt: undefined, depth: 0 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { node, pointer, keyAt, depth } = next;
    const here = node?.range ? at(node.range[0]) : keyAt;
    if (here) positions.set(pointer, keyAt ?? here);
    if (!node || isScalar(node)) continue;
    if (depth > MAX_NESTING) throw new DefinitionError(`definition nested too deeply (more than ${MAX_NESTING} levels)`, { file, ...(here ?? { line: 1, column: 1 }), pointer });
    if (isMap(node)) {
      const seen = new Set<string>();
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const keyPos = isScalar(pair.key) && pair.key.range ? at(pair.key.range[0]) : here;
        if (seen.has(key)) throw new DefinitionError(`malformed YAML (duplicate key ${JSON.stringify(key.length > 80 ? `${key.slice(0, 80)}…` : key)}; each key may appear once)`, { file, ...(keyPos ?? { line: 1, column: 1 }), pointer: joinPointer(pointer, key) });
        seen.add(key);
        stack.push({ node: pair.value as YamlNode | null, pointer: joinPointer(pointer, key), keyAt: keyPos, depth: depth + 1 });
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => stack.push({ node: item as YamlNode | null, pointer: joinPointer(pointer, i), keyAt: undefined, depth: depth + 1 }));
    }
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_EXPANSION });
  } catch (error) {
    // yaml throws a ReferenceError once aliases would expand past the limit (an alias bomb).
    if (error instanceof ReferenceError) throw new DefinitionError(`malformed YAML (aliases expand to more than ${MAX_ALIAS_EXPANSION} nodes)`, { file }, { cause: error });
    throw error;
  }
  const locate = (pointer: string): Position => {
    const segments = splitPointer(pointer);
    for (let n = segments.length; n >= 0; n--) {
      const found = positions.get(joinPointer('', ...segments.slice(0, n)));
      if (found) return { ...found };
    }
    return { line: 1, column: 1 };
  };
  return {
    value,
    file,
    locate,
    fail: (reason, pointer) => new DefinitionError(reason, { file, ...locate(pointer), pointer }),
  };
}
