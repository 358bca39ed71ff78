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
}

/**
 * Render a diagnostic as `file:line:column: severity: message at path`.
 *
 * @example
 * ```ts
 * formatDiagnostic({ severity: 'error', message: 'missing required key "version"', file: 'generators.yml', line: 4, column: 7, path: '$.groups.ts.generators[0]' });
 * // 'generators.yml:4:7: error: missing required key "version" at $.groups.ts.generators[0]'
 * ```
 */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.path === undefined ? '' : ` at ${d.path}`;
  return `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}${where}`;
}

/** Order diagnostics by severity (errors first), then position, then message. */
export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  const rank = (d: Diagnostic): number => (d.severity === 'error' ? 0 : 1);
  return [...diagnostics].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      a.file.localeCompare(b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      a.message.localeCompare(b.message),
  );
}

/** Format path segments as a JSON path: `$.a.b[0]["odd key"]`. */
export function formatJsonPath(segments: ReadonlyArray<string | number>): string {
  let out = '$';
  for (const s of segments) {
    if (typeof s === 'number') out += `[${s}]`;
    else if (/^[A-Za-z_$][A-Za-z0-9_$-]*$/.test(s)) out += `.${s}`;
    else out += `[${JSON.stringify(s)}]`;
  }
  return out;
}
