import { CoreError } from "../errors/core-error";

/** Raised when a stream drops and cannot be resumed, or cannot be read safely. */
export class StreamError extends CoreError {
  override name = "StreamError";
}

/**
 * Raised when one streamed event (an SSE event or a JSON line) grows past `maxEventBytes`:
 * the stream is cancelled rather than held in memory without end. Never reconnected.
 *
 * @example
 * ```ts
 * try {
 *   for await (const event of stream) handle(event);
 * } catch (error) {
 *   if (error instanceof StreamEventTooLargeError) console.warn(error.limit);
 * }
 * ```
 */
export class StreamEventTooLargeError extends StreamError {
  override name = "StreamEventTooLargeError";
  /** The limit that was passed, in bytes. */
  readonly limit: number;

  /**
   * @param limit - the `maxEventBytes` that was passed.
   * @param where - `METHOD /path` of the stream, when known.
   */
  constructor(limit: number, where?: string) {
    super(
      `Stream event too large: more than ${limit} bytes, the maxEventBytes limit${where !== undefined ? `: ${where}` : ""}`,
    );
    this.limit = limit;
  }
}
