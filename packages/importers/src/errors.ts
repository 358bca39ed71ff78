import { BrackenError } from '@bracken/errors';

/** Base class of every error `@bracken/importers` throws. */
export class BrackenImporterError extends BrackenError {
  static override readonly defaultCode = 'importer';
  override name = 'BrackenImporterError';
}

/** Where an {@link ImporterError} points inside a definition. */
export interface ImporterErrorLocation {
  /** The definition file as shown to the user (relative to the config folder). */
  file?: string;
  line?: number;
  column?: number;
  /** JSON pointer inside the definition, for example `/paths/~1pets/get`. */
  pointer?: string;
  cause?: unknown;
}

/**
 * A definition could not be imported: a user mistake, reported with its location and no
 * stack trace. The message reads `what failed: where`.
 *
 * @example
 * throw new ImporterError('cannot read the definition', { file: 'openapi.yml', line: 3, column: 1 });
 */
export class ImporterError extends BrackenImporterError {
  override name = 'ImporterError';
  /** The definition file as shown to the user. */
  readonly file: string | undefined;
  readonly line: number | undefined;
  readonly column: number | undefined;
  /** JSON pointer inside the definition. */
  readonly pointer: string | undefined;
  /** What failed, without the location (the message is `what: where`). */
  readonly what: string;

  constructor(what: string, location: ImporterErrorLocation = {}) {
    const { cause, ...where } = location;
    super(`${what}: ${describeLocation(location)}`, {
      code: 'definition-invalid',
      location: where,
      ...(cause === undefined ? {} : { cause }),
    });
    this.what = what;
    this.file = location.file;
    this.line = location.line;
    this.column = location.column;
    this.pointer = location.pointer;
  }
}

function describeLocation(location: ImporterErrorLocation): string {
  const parts: string[] = [];
  if (location.file !== undefined) {
    parts.push(
      location.line !== undefined ? `${location.file}:${location.line}:${location.column ?? 1}` : location.file,
    );
  }
  if (location.pointer !== undefined && location.pointer !== '') parts.push(`#${location.pointer}`);
  return parts.length > 0 ? parts.join(' ') : 'unknown location';
}
