/**
 * Raised when the benchmark cannot set itself up or read its own inputs (an install failed,
 * a package is not built, an option is malformed). Slow figures are never an error.
 */
export class BenchError extends Error {
  override name = 'BenchError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A command-line option the benchmark does not understand. */
export class BenchUsageError extends BenchError {
  override name = 'BenchUsageError';
}
