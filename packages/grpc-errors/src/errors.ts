import type { Any } from './any';

/**
 * Base class of every error this package defines.
 *
 * @example
 * ```ts
 * try { decodeStatus(bytes); } catch (error) { if (error instanceof GrpcErrorsError) console.error(error.message); }
 * ```
 */
export class GrpcErrorsError extends Error {
  override name = 'GrpcErrorsError';

  /**
   * @param message - `what failed: where`.
   * @param options - Standard error options; `cause` keeps the original error.
   */
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
  }
}

/** Options shared by the exceptions that a handler throws to pick a status code. */
export interface HandlerErrorOptions extends ErrorOptions {
  /**
   * Rich details sent to the client with the mapped status.
   * @default []
   */
  details?: readonly Any[];
}

/**
 * A handler rejected its input. The handler wrapper maps it to INVALID_ARGUMENT with the
 * message `Invalid input: <message>`.
 *
 * @example
 * ```ts
 * throw new ValueError('age must be positive');
 * ```
 */
export class ValueError extends GrpcErrorsError {
  override name = 'ValueError';
  /** Details sent with the mapped status. */
  readonly details: readonly Any[];

  /**
   * @param message - What is wrong with the input; it is shown to the client.
   * @param options - Details to send and the original cause.
   */
  constructor(message: string, options?: HandlerErrorOptions) {
    super(message, options);
    this.details = options?.details ?? [];
  }
}

/**
 * The caller may not do this. The handler wrapper maps it to PERMISSION_DENIED with the
 * message `Access denied`; the message given here is logged, not sent.
 *
 * @example
 * ```ts
 * throw new PermissionError('user u1 is not an admin');
 * ```
 */
export class PermissionError extends GrpcErrorsError {
  override name = 'PermissionError';
  /** Details sent with the mapped status. */
  readonly details: readonly Any[];

  /**
   * @param message - Why access was refused; logged on the server only.
   * @param options - Details to send and the original cause.
   */
  constructor(message: string, options?: HandlerErrorOptions) {
    super(message, options);
    this.details = options?.details ?? [];
  }
}

/**
 * An operation ran out of time. The handler wrapper maps it, and any error whose `name` is
 * `TimeoutError` (such as the reason of `AbortSignal.timeout()`), to DEADLINE_EXCEEDED with
 * the message `Operation timed out`.
 *
 * @example
 * ```ts
 * throw new TimeoutError('inventory lookup took longer than 2s');
 * ```
 */
export class TimeoutError extends GrpcErrorsError {
  override name = 'TimeoutError';
  /** Details sent with the mapped status. */
  readonly details: readonly Any[];

  /**
   * @param message - What timed out; logged on the server only.
   * @param options - Details to send and the original cause.
   */
  constructor(message: string, options?: HandlerErrorOptions) {
    super(message, options);
    this.details = options?.details ?? [];
  }
}
