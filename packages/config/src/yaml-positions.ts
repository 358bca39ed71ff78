import { joinPointer } from '@bracken/errors';
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument } from './yaml';
import type { Node as YamlNode } from './yaml';

/** A 1-based source position. */
export interface SourcePosition {
  line: number;
  column: number;
}

/**
 * Characters YAML does not allow in a stream (outside its printable set), NUL first of all.
 * `JSON.parse` already refuses raw control characters, so only YAML text needs searching.
 */
export const NON_PRINTABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\ufffe\uffff]/;

/** The 1-based line and column of a character offset in a text. */
export function positionAt(text: string, offset: number): SourcePosition {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line++;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * What a YAML error says, without the source text some messages quote after a colon (a
 * token can be a whole block of the file); callers show the line instead.
 */
export function yamlErrorReason(message: string): string {
  const first = (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '');
  const quoted = first.indexOf(': ');
  return (quoted === -1 ? first : first.slice(0, quoted)).trim();
}

const UNCLOSED: ReadonlyArray<{ test: RegExp; opener: string; what: string }> = [
  { test: /Missing closing "quote/, opener: '"', what: 'the string that starts here is never closed' },
  { test: /Missing closing 'quote/, opener: "'", what: 'the string that starts here is never closed' },
  { test: /end with a \]/, opener: '[', what: 'the list that starts here is never closed' },
  { test: /end with a \}/, opener: '{', what: 'the mapping that starts here is never closed' },
];

/**
 * Where a YAML syntax error starts. The parser notices an unclosed quoted string or flow
 * collection only where the text runs out, often the end of the file; the problem starts at
 * its opening character, which this finds among the nodes the parser built. Other errors are
 * where the parser stopped. `contents` is the parsed document's `contents`.
 *
 * @example
 * ```ts
 * const doc = parseDocument(text);
 * const { offset, note } = yamlErrorStart(text, doc.contents, doc.errors[0]);
 * ```
 */
export function yamlErrorStart(
  text: string,
  contents: unknown,
  error: { message: string; pos: [number, number] },
): { offset: number; note?: string } {
  const pos = error.pos[0];
  const unclosed = UNCLOSED.find((u) => u.test.test(error.message));
  // An unclosed string or collection runs until the text ends or a line starts further left;
  // the same message at a stray character in the middle of a line is about that character.
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  const ranOut = pos >= text.trimEnd().length || /^[ \t]*$/.test(text.slice(lineStart, pos));
  if (unclosed === undefined || !ranOut) return { offset: pos };
  let best = -1;
  const stack: unknown[] = [contents];
  for (let node = stack.pop(); stack.length > 0 || node !== undefined; node = stack.pop()) {
    if (node === null || typeof node !== 'object') continue;
    const { range, items, key, value } = node as { range?: unknown; items?: unknown; key?: unknown; value?: unknown };
    const start = Array.isArray(range) ? range[0] : undefined;
    if (typeof start === 'number' && start <= pos && start > best && text[start] === unclosed.opener) best = start;
    if (Array.isArray(items)) stack.push(...(items as unknown[]));
    stack.push(key, value);
  }
  return best < 0 ? { offset: pos } : { offset: best, note: unclosed.what };
}

/** A problem met while reading a YAML document; how it is reported is the caller's choice. */
export type YamlProblem =
  /** A character YAML does not allow; nothing else is read. */
  | { kind: 'non-printable'; at: SourcePosition; codePoint: number }
  /** The parser's first syntax error, at its start (see `yamlErrorStart`). */
  | { kind: 'syntax'; at: SourcePosition; reason: string; note?: string }
  /** A key a mapping already has; the later entry is left out of the index. */
  | {
      kind: 'duplicate-key';
      key: string;
      at: SourcePosition;
      first: SourcePosition;
      segments: ReadonlyArray<string | number>;
      pointer: string;
    }
  /** A collection nested deeper than `maxNesting`; what is below it is not read. */
  | { kind: 'too-deep'; at: SourcePosition; pointer: string; limit: number }
  /** Building the plain value failed, `error` from the `yaml` library (a `ReferenceError` when aliases expand past `maxAliasCount`). */
  | { kind: 'value'; at: SourcePosition | undefined; error: unknown; limit: number };

/** Options of {@link readYamlPositions}. */
export interface YamlPositionOptions {
  /** Receives each problem in document order; throwing stops the reading at the first. */
  report(problem: YamlProblem): void;
  /** Rejects characters outside YAML's printable set before parsing. @default false */
  rejectNonPrintable?: boolean;
  /** Deepest collection nesting read; deeper is a `too-deep` problem. @default Infinity */
  maxNesting?: number;
  /** Most nodes aliases may expand to when the plain value is built. @default 1000 */
  maxAliasCount?: number;
}

/** Where one node of the document is. */
export interface YamlNodePosition {
  /** Unescaped path of the node. */
  segments: ReadonlyArray<string | number>;
  /** Where the node itself starts; `undefined` for an empty value the text does not hold. */
  value: SourcePosition | undefined;
  /** Where the key of its mapping entry starts, when it has one. */
  key?: SourcePosition;
}

/** A YAML document read with the position of every node. */
export interface YamlPositions {
  /** The plain value; `null` when a problem kept it from being built. */
  value: unknown;
  /** Where the document's content starts (1:1 when it is empty). */
  root: SourcePosition;
  /** Every node by JSON pointer (`''` for the root), in document order. */
  nodes: Map<string, YamlNodePosition>;
  /** Position of a character offset. */
  positionOf(offset: number): SourcePosition;
}

interface Pending {
  node: YamlNode | null;
  segments: Array<string | number>;
  pointer: string;
  keyAt: SourcePosition | undefined;
  depth: number;
}

/**
 * Parses YAML (JSON is YAML) and indexes where every node starts, so that any JSON pointer
 * can be shown as `file:line:column`. The one reader behind `generators.yml` and the
 * definitions that are not OpenAPI: each turns the problems into its own errors. Iterative,
 * so deep nesting is a problem to report rather than a stack overflow.
 *
 * @example
 * ```ts
 * const read = readYamlPositions(text, { report: (problem) => problems.push(problem) });
 * read.nodes.get('/paths/~1pets')?.key; // { line: 3, column: 3 }
 * ```
 */
export function readYamlPositions(text: string, options: YamlPositionOptions): YamlPositions {
  const maxNesting = options.maxNesting ?? Infinity;
  const maxAliasCount = options.maxAliasCount ?? 1000;
  const lineCounter = new LineCounter();
  const positionOf = (offset: number): SourcePosition => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, column: p.col };
  };
  const nodes = new Map<string, YamlNodePosition>();
  if (options.rejectNonPrintable === true) {
    const found = NON_PRINTABLE.exec(text);
    if (found !== null) {
      options.report({ kind: 'non-printable', at: positionAt(text, found.index), codePoint: found[0].charCodeAt(0) });
      return { value: null, root: { line: 1, column: 1 }, nodes, positionOf: (offset) => positionAt(text, offset) };
    }
  }
  // Duplicate keys are found in the walk below, in one pass; the parser's own check compares every pair.
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false, prettyErrors: false });
  const syntax = doc.errors[0];
  if (syntax !== undefined) {
    const start = yamlErrorStart(text, doc.contents, syntax);
    options.report({
      kind: 'syntax',
      at: positionOf(start.offset),
      reason: yamlErrorReason(syntax.message),
      ...(start.note !== undefined ? { note: start.note } : {}),
    });
  }
  const contents = doc.contents as YamlNode | null;
  const root: SourcePosition = contents?.range ? positionOf(contents.range[0]) : { line: 1, column: 1 };
  let firstAlias: SourcePosition | undefined;
  const stack: Pending[] = [{ node: contents, segments: [], pointer: '', keyAt: undefined, depth: 0 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { node, segments, pointer, keyAt, depth } = next;
    const value = node?.range ? positionOf(node.range[0]) : keyAt;
    nodes.set(pointer, { segments, value, ...(keyAt !== undefined ? { key: keyAt } : {}) });
    if (node === null || isScalar(node)) continue;
    const here = value ?? root;
    if (isAlias(node)) firstAlias ??= here;
    if (depth > maxNesting) {
      options.report({ kind: 'too-deep', at: here, pointer, limit: maxNesting });
      continue;
    }
    const children: Pending[] = [];
    if (isMap(node)) {
      const seen = new Map<string, SourcePosition>();
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const at = isScalar(pair.key) && pair.key.range ? positionOf(pair.key.range[0]) : here;
        const first = seen.get(key);
        const childSegments = [...segments, key];
        const childPointer = joinPointer(pointer, key);
        if (first !== undefined) {
          options.report({ kind: 'duplicate-key', key, at, first, segments: childSegments, pointer: childPointer });
          continue;
        }
        seen.set(key, at);
        children.push({
          node: (pair.value ?? null) as YamlNode | null,
          segments: childSegments,
          pointer: childPointer,
          keyAt: at,
          depth: depth + 1,
        });
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) =>
        children.push({
          node: (item ?? null) as YamlNode | null,
          segments: [...segments, index],
          pointer: joinPointer(pointer, index),
          keyAt: undefined,
          depth: depth + 1,
        }),
      );
    }
    // Reversed, so that the stack hands them out in document order.
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
  }
  let value: unknown = null;
  if (doc.errors.length === 0) {
    try {
      value = doc.toJS({ maxAliasCount });
    } catch (error) {
      options.report({ kind: 'value', at: firstAlias, error, limit: maxAliasCount });
    }
  }
  return { value, root, nodes, positionOf };
}
