/**
 * Base class of every error the runtime core throws, so callers can tell core failures
 * apart from their own with a single `instanceof` check.
 *
 * @example
 * ```ts
 * try { await provider.getToken(); } catch (error) { if (error instanceof CoreError) report(error.message); }
 * ```
 */
export class CoreError extends Error {
  override name = "CoreError";

  /**
   * @param message - `what failed: where`, never containing credentials.
   * @param options - `cause` keeps the underlying error.
   */
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
