import { BrackenError } from '@bracken/errors';

/** Raised when the IR or the options cannot produce an SDK. */
export class TypeScriptGeneratorError extends BrackenError {
  override name = 'TypeScriptGeneratorError';

  constructor(message: string) {
    super(message, { code: 'generator-typescript' });
  }
}
