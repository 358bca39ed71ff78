import { registerImporter } from '../registry';
import { toImporter } from '../definition-kit/register';
import { parseAsyncApi } from '../lazy-parsers';

/**
 * Registers the AsyncAPI importer under `asyncapi`. `@asyncapi/parser` is loaded only when
 * an AsyncAPI definition is actually imported.
 *
 * @example registerAsyncApiImporter();
 */
export function registerAsyncApiImporter(): void {
  registerImporter('asyncapi', toImporter(parseAsyncApi));
}
