import { yamlLibrary } from '../../yaml-library';
import type { Node as YamlNode } from 'yaml';
import { DefinitionError } from './definition-error';

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

/** Escapes one JSON pointer segment. */
export function escapePointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Joins segments onto a JSON pointer. */
export function joinPointer(base: string, ...segments: Array<string | number>): string {
  return base + segments.map((s) => `/${escapePointerSegment(s)}`).join('');
}

function unescapeSegments(pointer: string): string[] {
  const body = pointer.startsWith('#') ? decodeURIComponent(pointer.slice(1)) : pointer;
  if (body === '') return [];
  return body
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Splits a JSON pointer (`#/a/b` or `/a/b`) into unescaped segments. */
export function splitPointer(pointer: string): string[] {
  return unescapeSegments(pointer);
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
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number): Position => {
    const p = counter.linePos(offset);
    return { line: p.line, column: p.col };
  };
  const firstError = doc.errors[0];
  if (firstError) {
    const reason = `malformed YAML (${firstError.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')})`;
    throw new DefinitionError(reason, { file, ...at(firstError.pos[0]) });
  }
  const positions = new Map<string, Position>();
  const walk = (node: YamlNode | null | undefined, pointer: string, keyAt?: Position): void => {
    const here = node?.range ? at(node.range[0]) : keyAt;
    if (here) positions.set(pointer, keyAt ?? here);
    if (!node || isScalar(node)) return;
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const keyPos = isScalar(pair.key) && pair.key.range ? at(pair.key.range[0]) : here;
        walk(pair.value as YamlNode | null, joinPointer(pointer, key), keyPos);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => walk(item as YamlNode | null, joinPointer(pointer, i)));
    }
  };
  walk(doc.contents as YamlNode | null, '');
  const value: unknown = doc.toJS({ maxAliasCount: 1000 });
  const locate = (pointer: string): Position => {
    const segments = unescapeSegments(pointer);
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
