import { isBrackenError } from './bracken-error';
import { formatDiagnostic } from './diagnostic';

/** Options of {@link formatError}. */
export interface FormatErrorOptions {
  /** Put before a user mistake's message. @default "error: " */
  prefix?: string;
  /** What was running (`group/generator`), named in a crash's line. */
  label?: string;
  /** Print a crash's stack trace instead of how to get it. @default false */
  stack?: boolean;
}

/**
 * The text users read for anything thrown, in the command line and in Nx alike: a Bracken error's
 * located diagnostics (`file:line:column: error: message`, files as the caller named them) or its
 * message (`error: what failed: where`); anything else is an internal error, with its stack only
 * when asked for.
 *
 * @example
 * ```ts
 * process.stderr.write(`${formatError(error, { stack: process.env['BRACKEN_DEBUG'] === '1' })}\n`);
 * ```
 */
export function formatError(error: unknown, options: FormatErrorOptions = {}): string {
  if (isBrackenError(error))
    return error.diagnostics.length > 0
      ? error.diagnostics.map(formatDiagnostic).join('\n')
      : `${options.prefix ?? 'error: '}${error.message}`;
  const message = error instanceof Error ? error.message : String(error);
  const head = `internal error${options.label !== undefined ? ` in ${options.label}` : ''}: ${message}`;
  if (options.stack !== true) return `${head} (set BRACKEN_DEBUG=1 for details)`;
  return `${head}\n${error instanceof Error && error.stack !== undefined ? error.stack : ''}`;
}
