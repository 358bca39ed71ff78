import { BrackenError } from '@bracken/errors';

/** An error of the Python generator: an option it cannot use, or a definition it cannot write. */
export class PythonGeneratorError extends BrackenError {
  override name = 'PythonGeneratorError';

  constructor(message: string) {
    super(message, { code: 'generator-python' });
  }
}
