import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument } from './yaml';
import type { Node as YamlNode } from './yaml';
import type { Diagnostic } from './diagnostic';
import { formatJsonPath } from './diagnostic';
import { ConfigError } from './errors';

/** A 1-based source position. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** A parsed YAML or JSON document that can say where each of its nodes is. */
export interface LocatedDocument {
  /** The plain JavaScript value of the document. */
  value: unknown;
  /** File name as given to the parser. */
  file: string;
  /**
   * Position of the node at a JSON pointer (`/paths/~1pets/get`) or a list of path
   * segments. Falls back to the nearest existing ancestor; `undefined` only when the
   * pointer is malformed.
   */
  locate(pointer: string | ReadonlyArray<string | number>): SourcePosition | undefined;
}

/** Internal view with key positions and parse problems. */
export interface AnalysedDocument {
  document: LocatedDocument;
  /** Position of the key of the entry at `segments`, or of the node itself when it has no key. */
  locateKey(segments: ReadonlyArray<string | number>): SourcePosition;
  /** Malformed YAML and duplicate keys. */
  diagnostics: Diagnostic[];
}

interface Entry {
  segments: Array<string | number>;
  value: SourcePosition;
  key?: SourcePosition;
}

/** Split a JSON pointer into unescaped segments; `undefined` when it is not a pointer. */
export function parseJsonPointer(pointer: string): string[] | undefined {
  if (pointer === '' || pointer === '#') return [];
  const body = pointer.startsWith('#') ? decodeURIComponent(pointer.slice(1)) : pointer;
  if (!body.startsWith('/')) return undefined;
  return body
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function pointerKey(segments: ReadonlyArray<string | number>): string {
  return segments.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

/**
 * What a YAML error says, without the source text some messages quote after a colon (a
 * token can be a whole block of the file); the diagnostic shows the line instead.
 */
function yamlReason(message: string): string {
  const line = (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '');
  const quoted = line.indexOf(': ');
  return (quoted === -1 ? line : line.slice(0, quoted)).trim();
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
export function yamlErrorStart(text: string, contents: unknown, error: { message: string; pos: [number, number] }): { offset: number; note?: string } {
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

/** The text of a 1-based line. */
function lineOf(text: string, line: number): string {
  let start = 0;
  for (let current = 1; current < line; current++) {
    const next = text.indexOf('\n', start);
    if (next === -1) return '';
    start = next + 1;
  }
  const end = text.indexOf('\n', start);
  return text.slice(start, end === -1 ? text.length : end).replace(/\r$/, '');
}

/** Parse YAML (or JSON) and index the position of every node. */
export function analyseDocument(text: string, file: string): AnalysedDocument {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false, prettyErrors: false });
  const pos = (offset: number): SourcePosition => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, column: p.col };
  };
  const diagnostics: Diagnostic[] = [];
  // Only the first syntax error: the ones after it mostly follow from it.
  const syntax = doc.errors[0];
  if (syntax !== undefined) {
    const start = yamlErrorStart(text, doc.contents, syntax);
    const at = pos(start.offset);
    diagnostics.push({
      severity: 'error',
      message: `malformed YAML: ${yamlReason(syntax.message)}${start.note !== undefined ? `; ${start.note}` : ''}`,
      file,
      line: at.line,
      column: at.column,
      sourceLine: lineOf(text, at.line),
    });
  }
  let firstAlias: SourcePosition | undefined;

  const entries = new Map<string, Entry>();
  const rootPos: SourcePosition = doc.contents?.range ? pos(doc.contents.range[0]) : { line: 1, column: 1 };
  entries.set('', { segments: [], value: rootPos });

  const walk = (node: YamlNode | null, segments: Array<string | number>, keyPos?: SourcePosition): void => {
    const here: SourcePosition = node?.range ? pos(node.range[0]) : (keyPos ?? rootPos);
    entries.set(pointerKey(segments), { segments, value: here, key: keyPos });
    if (node && isAlias(node) && firstAlias === undefined) firstAlias = here;
    if (!node || isAlias(node) || isScalar(node)) return;
    if (isMap(node)) {
      const seen = new Map<string, SourcePosition>();
      for (const pair of node.items) {
        const keyNode = pair.key;
        const keyName = isScalar(keyNode) ? String(keyNode.value) : String(keyNode);
        const kp: SourcePosition = isScalar(keyNode) && keyNode.range ? pos(keyNode.range[0]) : here;
        const earlier = seen.get(keyName);
        if (earlier) {
          diagnostics.push({
            severity: 'error',
            message: `duplicate key "${keyName}" (first defined at line ${earlier.line}, column ${earlier.column}); expected each key once`,
            file,
            line: kp.line,
            column: kp.column,
            path: formatJsonPath([...segments, keyName]),
          });
          continue;
        }
        seen.set(keyName, kp);
        const valueNode = pair.value;
        walk(valueNode === null || valueNode === undefined ? null : (valueNode as YamlNode), [...segments, keyName], kp);
      }
      return;
    }
    if (isSeq(node)) {
      node.items.forEach((item, index) => {
        walk(item === null || item === undefined ? null : (item as YamlNode), [...segments, index]);
      });
    }
  };
  walk(doc.contents as YamlNode | null, []);

  let value: unknown = null;
  if (doc.errors.length === 0) {
    try {
      value = doc.toJS({ maxAliasCount: 1000 });
    } catch (error) {
      // Aliases that expand too far: shown at the first alias.
      const message = error instanceof Error ? error.message : String(error);
      const at = firstAlias ?? { line: 1, column: 1 };
      diagnostics.push({ severity: 'error', message: `malformed YAML: ${yamlReason(message)}`, file, line: at.line, column: at.column, sourceLine: lineOf(text, at.line) });
    }
  }

  const lookup = (segments: ReadonlyArray<string | number>): Entry => {
    for (let n = segments.length; n >= 0; n--) {
      const found = entries.get(pointerKey(segments.slice(0, n)));
      if (found) return found;
    }
    return { segments: [], value: rootPos };
  };

  // A syntax error is reported at the path of the last node that starts before it.
  const before = (a: SourcePosition, b: SourcePosition): boolean => a.line < b.line || (a.line === b.line && a.column < b.column);
  for (const d of diagnostics) {
    if (d.path !== undefined) continue;
    let best: Entry | undefined;
    for (const entry of entries.values()) {
      const at = entry.key ?? entry.value;
      if (before(at, d) && (!best || before(best.key ?? best.value, at))) best = entry;
    }
    d.path = formatJsonPath(best?.segments ?? []);
  }

  const document: LocatedDocument = {
    value,
    file,
    locate(pointer) {
      const segments = typeof pointer === 'string' ? parseJsonPointer(pointer) : pointer;
      if (!segments) return undefined;
      return { ...lookup(segments).value };
    },
  };
  return {
    document,
    diagnostics,
    locateKey(segments) {
      const entry = entries.get(pointerKey(segments));
      if (entry) return { ...(entry.key ?? entry.value) };
      return { ...lookup(segments).value };
    },
  };
}

/**
 * Parse a YAML or JSON file and keep the line and column of every node, so callers can
 * report `file:line:column` for any JSON pointer inside it.
 *
 * @throws ConfigError when the text is not well-formed YAML or repeats a key.
 * @example
 * ```ts
 * const doc = parseLocatedDocument(text, 'openapi.yml');
 * doc.locate('/paths/~1pets/get'); // { line: 12, column: 5 }
 * ```
 */
export function parseLocatedDocument(text: string, file: string): LocatedDocument {
  const analysed = analyseDocument(text, file);
  if (analysed.diagnostics.length > 0) throw new ConfigError(analysed.diagnostics, `malformed document: ${file}`);
  return analysed.document;
}
