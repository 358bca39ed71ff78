/** Where the server side writes what it did. Each method gets a message and structured fields. */
export interface GrpcErrorLogger {
  /** Expected failures, such as a mapped ValueError. */
  warn(message: string, fields: Record<string, unknown>): void;
  /** Unexpected failures, mapped to INTERNAL. */
  error(message: string, fields: Record<string, unknown>): void;
  /** Ordinary events, such as a finished call. */
  info(message: string, fields: Record<string, unknown>): void;
}

/**
 * A logger that writes one JSON line per event to stderr: `level`, `msg`, then the fields.
 *
 * @example
 * ```ts
 * const logger = createConsoleLogger();
 * logger.warn('mapped error', { method: '/pkg.Svc/Do', code: 'INVALID_ARGUMENT' });
 * ```
 */
export function createConsoleLogger(): GrpcErrorLogger {
  const write = (level: string, message: string, fields: Record<string, unknown>): void => {
    process.stderr.write(`${JSON.stringify({ level, msg: message, ...serializable(fields) })}\n`);
  };
  return {
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
    info: (message, fields) => write('info', message, fields),
  };
}

function serializable(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  return out;
}
