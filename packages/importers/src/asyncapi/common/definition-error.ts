/**
 * A definition (AsyncAPI, protobuf, OpenRPC or Conjure) that cannot be imported. Carries the
 * location of the problem so `bracken check` can print `file:line:column: error: message`.
 * The message reads `what failed: file:line:column`.
 *
 * @example
 * ```ts
 * try { await parseAsyncApi(input); } catch (e) {
 *   if (e instanceof DefinitionError) console.error(`${e.file}:${e.line}:${e.column}: error: ${e.reason}`);
 * }
 * ```
 */
export class DefinitionError extends Error {
  override name = 'DefinitionError';
  /** The file as the user knows it (relative to the config folder). */
  readonly file: string;
  /** 1-based line. */
  readonly line: number;
  /** 1-based column. */
  readonly column: number;
  /** JSON pointer of the node at fault, when the file is YAML or JSON. */
  readonly pointer?: string;
  /** What failed, without the location. */
  readonly reason: string;

  constructor(reason: string, where: { file: string; line?: number; column?: number; pointer?: string }, options?: { cause?: unknown }) {
    const line = where.line ?? 1;
    const column = where.column ?? 1;
    super(`${reason}: ${where.file}:${line}:${column}${where.pointer ? ` (${where.pointer || '/'})` : ''}`, options);
    this.file = where.file;
    this.line = line;
    this.column = column;
    this.pointer = where.pointer;
    this.reason = reason;
  }
}
