import { joinPointer, splitJsonPointer } from '@bracken/errors';
import type { Diagnostic } from './diagnostic';
import { formatJsonPath } from './diagnostic';
import { ConfigError } from './errors';
import { readYamlPositions, yamlErrorReason, type SourcePosition, type YamlNodePosition } from './yaml-positions';

export type { SourcePosition } from './yaml-positions';

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

/** Parse YAML (or JSON) and index the position of every node, collecting every problem. */
export function analyseDocument(text: string, file: string): AnalysedDocument {
  const diagnostics: Diagnostic[] = [];
  const read = readYamlPositions(text, {
    report(problem) {
      switch (problem.kind) {
        case 'syntax':
          diagnostics.push({
            severity: 'error',
            message: `malformed YAML: ${problem.reason}${problem.note !== undefined ? `; ${problem.note}` : ''}`,
            file,
            ...problem.at,
            sourceLine: lineOf(text, problem.at.line),
          });
          return;
        case 'duplicate-key':
          diagnostics.push({
            severity: 'error',
            message: `duplicate key "${problem.key}" (first defined at line ${problem.first.line}, column ${problem.first.column}); expected each key once`,
            file,
            ...problem.at,
            path: formatJsonPath(problem.segments),
          });
          return;
        case 'value': {
          // Aliases that expand too far: shown at the first alias.
          const at = problem.at ?? { line: 1, column: 1 };
          const message = problem.error instanceof Error ? problem.error.message : String(problem.error);
          diagnostics.push({
            severity: 'error',
            message: `malformed YAML: ${yamlErrorReason(message)}`,
            file,
            ...at,
            sourceLine: lineOf(text, at.line),
          });
          return;
        }
        default:
          // Non-printable characters and nesting are not limited here.
          return;
      }
    },
  });
  const { nodes, root } = read;
  const valueOf = (entry: YamlNodePosition): SourcePosition => entry.value ?? root;
  const lookup = (segments: ReadonlyArray<string | number>): YamlNodePosition => {
    for (let n = segments.length; n >= 0; n--) {
      const found = nodes.get(joinPointer('', ...segments.slice(0, n)));
      if (found) return found;
    }
    return { segments: [], value: root };
  };

  // A syntax error is reported at the path of the last node that starts before it.
  const before = (a: SourcePosition, b: SourcePosition): boolean =>
    a.line < b.line || (a.line === b.line && a.column < b.column);
  for (const d of diagnostics) {
    if (d.path !== undefined) continue;
    let best: YamlNodePosition | undefined;
    for (const entry of nodes.values()) {
      const at = entry.key ?? valueOf(entry);
      if (before(at, d) && (!best || before(best.key ?? valueOf(best), at))) best = entry;
    }
    d.path = formatJsonPath(best?.segments ?? []);
  }

  const document: LocatedDocument = {
    value: read.value,
    file,
    locate(pointer) {
      const segments = typeof pointer === 'string' ? splitJsonPointer(pointer) : pointer;
      if (!segments) return undefined;
      return { ...valueOf(lookup(segments)) };
    },
  };
  return {
    document,
    diagnostics,
    locateKey(segments) {
      const entry = nodes.get(joinPointer('', ...segments));
      if (entry) return { ...(entry.key ?? valueOf(entry)) };
      return { ...valueOf(lookup(segments)) };
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
