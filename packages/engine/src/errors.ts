import { BrackenError } from '@bracken/errors';

/**
 * Base class of the errors the engine throws for a user mistake: an output folder it may not
 * replace, a generated path it refuses, a generator `generators.yml` names but no package
 * provides. They print as one line, never with a stack trace.
 *
 * @example
 * ```ts
 * throw new BrackenEngineError('output path points into a .git folder: ts/bracken-typescript-sdk (../.git)');
 * ```
 */
export class BrackenEngineError extends BrackenError {
  static override readonly defaultCode = 'engine';
  override name = 'BrackenEngineError';
}
