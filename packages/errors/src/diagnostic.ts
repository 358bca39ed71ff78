/** One problem found in a file, with its 1-based position. */
export interface Diagnostic {
  /** `error` fails `bracken check`; `warning` is printed only. */
  severity: 'error' | 'warning';
  /** What is wrong and what was expected. */
  message: string;
  /** File as given by the caller. */
  file: string;
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  column: number;
  /** JSON path of the node, for example `$.groups.typescript.generators[0].version`. */
  path?: string;
  /** The line of the file the problem is on, shown under the message with a caret at the column. */
  sourceLine?: string;
}

// Wider lines are cut around the column, so a file written on one line prints a short excerpt.
const EXCERPT_WIDTH = 100;

/** A source line as two printable lines: the text around `column`, then a caret under it. */
function excerpt(line: string, column: number): string {
  const start = Math.max(0, Math.min(column - 1 - EXCERPT_WIDTH / 2, line.length - EXCERPT_WIDTH));
  const end = Math.min(line.length, start + EXCERPT_WIDTH);
  // Tabs become spaces (so the caret lines up) and other control characters `?`.
  const shown = line
    .slice(start, end)
    .replace(/\t/g, ' ')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?');
  const before = start > 0 ? '…' : '';
  const after = end < line.length ? '…' : '';
  return `  ${before}${shown}${after}\n  ${' '.repeat(before.length + Math.max(0, column - 1 - start))}^`;
}

/**
 * Render a diagnostic as `file:line:column: severity: message at path`, followed by the
 * source line and a caret when the diagnostic carries one.
 *
 * @example
 * ```ts
 * formatDiagnostic({ severity: 'error', message: 'missing required key "version"', file: 'generators.yml', line: 4, column: 7, path: '$.groups.ts.generators[0]' });
 * // 'generators.yml:4:7: error: missing required key "version" at $.groups.ts.generators[0]'
 * ```
 */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.path === undefined ? '' : ` at ${d.path}`;
  const head = `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}${where}`;
  return d.sourceLine === undefined ? head : `${head}\n${excerpt(d.sourceLine, d.column)}`;
}
