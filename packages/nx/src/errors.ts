/**
 * Base class of every error the Nx plugin raises for a user mistake. Executors print its
 * message without a stack trace.
 */
export class BrackenNxError extends Error {
  override name = 'BrackenNxError';

  /**
   * @param message - `what failed: where`.
   * @param options - the original error, kept in `cause`.
   */
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A generator was given options that cannot work with the workspace as it is. */
export class GeneratorOptionsError extends BrackenNxError {
  override name = 'GeneratorOptionsError';
}
