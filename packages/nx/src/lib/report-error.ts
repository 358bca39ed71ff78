import { BrackenNxError } from '../errors';

interface LocatedDiagnostic {
  severity: string;
  message: string;
  file: string;
  line: number;
  column: number;
}

/**
 * Prints an error an executor caught. Located diagnostics print as
 * `file:line:column: severity: message`; user mistakes print their message alone; only
 * crashes print a stack trace.
 *
 * @param error - what was thrown.
 * @param stderr - where to print.
 * @returns always `false`, so an executor can `return { success: reportError(e, io.stderr) }`.
 * @example
 * try { await run(); } catch (error) { return { success: reportError(error, process.stderr) }; }
 */
export function reportError(error: unknown, stderr: NodeJS.WritableStream): false {
  const diagnostics = diagnosticsOf(error);
  if (diagnostics !== undefined && diagnostics.length > 0) {
    for (const d of diagnostics) stderr.write(`${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}\n`);
    return false;
  }
  if (isUserError(error)) {
    stderr.write(`error: ${error.message}\n`);
    return false;
  }
  const crash = error instanceof Error ? error : new Error(String(error));
  stderr.write(`internal error: ${crash.message}\n${crash.stack ?? ''}\n`);
  return false;
}

function diagnosticsOf(error: unknown): LocatedDiagnostic[] | undefined {
  if (typeof error !== 'object' || error === null || !('diagnostics' in error)) return undefined;
  const list: unknown = error.diagnostics;
  if (!Array.isArray(list)) return undefined;
  return list.filter(isLocatedDiagnostic);
}

function isLocatedDiagnostic(value: unknown): value is LocatedDiagnostic {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['file'] === 'string' &&
    typeof record['line'] === 'number' &&
    typeof record['column'] === 'number' &&
    typeof record['message'] === 'string' &&
    typeof record['severity'] === 'string'
  );
}

// Every Bracken package names its user-facing errors `Bracken*Error` or gives them an
// exit code; anything else is a crash.
function isUserError(error: unknown): error is Error {
  if (error instanceof BrackenNxError) return true;
  if (!(error instanceof Error)) return false;
  return /^(Bracken\w*|Config|Usage|Input|Publish)Error$/.test(error.name) || 'exitCode' in error;
}
