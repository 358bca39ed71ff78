import { BrackenError } from '@bracken/errors';

/** Thrown when an IR is inconsistent (a dangling type id, for example). */
export class IrError extends BrackenError {
  override name = 'IrError';

  constructor(message: string) {
    super(message, { code: 'ir-invalid' });
  }
}
