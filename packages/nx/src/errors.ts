import { BrackenError } from '@bracken/errors';

/** Base class of every error the Nx plugin raises for a user mistake; executors print it without a stack trace. */
export class BrackenNxError extends BrackenError {
  override name = 'BrackenNxError';

  /** @param message - `what failed: where`. @param options - the original error, kept in `cause`. */
  constructor(message: string, options: { cause?: unknown; code?: string } = {}) {
    super(message, { code: 'nx', ...options });
  }
}

/** A generator was given options that cannot work with the workspace as it is. */
export class GeneratorOptionsError extends BrackenNxError {
  override name = 'GeneratorOptionsError';

  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { code: 'nx-generator-options', ...options });
  }
}
