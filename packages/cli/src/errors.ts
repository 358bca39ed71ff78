import { BrackenError } from '@bracken/errors';

/** Base class of the command line's own errors: a user mistake, printed as one line with its exit code. */
export class BrackenCliError extends BrackenError {
  override name = 'BrackenCliError';

  /** @param exitCode - process exit code for this mistake. @default 1 */
  constructor(
    message: string,
    readonly exitCode = 1,
    code = 'cli',
  ) {
    super(message, { code });
  }
}

/**
 * A command line that cannot be parsed (unknown command or option, missing value): exit code 2, printed with the usage.
 *
 * @example throw new UsageError('unknown option: --colour', 'bracken check [--config <generators.yml>]');
 */
export class UsageError extends BrackenCliError {
  override name = 'UsageError';

  /** @param usage - usage line to print after the message. */
  constructor(
    message: string,
    readonly usage: string,
  ) {
    super(message, 2, 'usage');
  }
}
