import { ImporterError } from '../errors';

/**
 * A definition (AsyncAPI, protobuf, OpenRPC or Conjure) that cannot be imported. It is an
 * {@link ImporterError} whose line and column are always known, so `bracken check` can print
 * `file:line:column: error: message`.
 *
 * @example
 * ```ts
 * try { await parseAsyncApi(input); } catch (e) {
 *   if (e instanceof DefinitionError) console.error(`${e.file}:${e.line}:${e.column}: error: ${e.reason}`);
 * }
 * ```
 */
export class DefinitionError extends ImporterError {
  override name = 'DefinitionError';
  override readonly file: string;
  override readonly line: number;
  override readonly column: number;
  /** What failed, without the location. */
  readonly reason: string;

  constructor(
    reason: string,
    where: { file: string; line?: number; column?: number; pointer?: string },
    options?: { cause?: unknown },
  ) {
    const line = where.line ?? 1;
    const column = where.column ?? 1;
    super(reason, {
      file: where.file,
      line,
      column,
      ...(where.pointer ? { pointer: where.pointer } : {}),
      ...(options?.cause !== undefined ? { cause: options.cause } : {}),
    });
    this.file = where.file;
    this.line = line;
    this.column = column;
    this.reason = reason;
  }
}
