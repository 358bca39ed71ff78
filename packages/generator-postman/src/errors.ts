import { BrackenError } from '@bracken/errors';

/** Base class of errors thrown by the Postman generator. */
export class BrackenPostmanError extends BrackenError {
  override name = 'BrackenPostmanError';

  constructor(message: string) {
    super(message, { code: 'generator-postman' });
  }
}
