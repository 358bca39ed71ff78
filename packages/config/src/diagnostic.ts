import type { Diagnostic } from '@bracken/errors';

export { formatDiagnostic } from '@bracken/errors';
export type { Diagnostic } from '@bracken/errors';

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
