/**
 * Base class of errors thrown by the command line for user mistakes. They print as one
 * line, never with a stack trace.
 *
 * @example
 * ```ts
 * throw new BrackenCliError('generators.yml already exists: /repo/generators.yml');
 * ```
 */
export class BrackenCliError extends Error {
  override name = 'BrackenCliError';
  /** Process exit code for this mistake. @default 1 */
  readonly exitCode: number;

  constructor(message: string, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/**
 * A command line that cannot be parsed: unknown command or option, missing value. Exit
 * code 2, printed with the usage.
 *
 * @example
 * ```ts
 * throw new UsageError('unknown option: --colour', 'bracken check [--config <generators.yml>]');
 * ```
 */
export class UsageError extends BrackenCliError {
  override name = 'UsageError';

  constructor(
    message: string,
    /** Usage line to print after the message. */
    readonly usage: string,
  ) {
    super(message, 2);
  }
}
