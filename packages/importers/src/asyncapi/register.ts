import type { RegisterImporter } from './common/register';
import { parseAsyncApi } from './parse-asyncapi';

/**
 * Registers the AsyncAPI importer under `asyncapi`. The importer loads `@asyncapi/parser`
 * only when an AsyncAPI definition is actually imported.
 *
 * @example registerAsyncApiImporter(registerImporter);
 */
export function registerAsyncApiImporter(registerImporter: RegisterImporter): void {
  registerImporter('asyncapi', parseAsyncApi);
}
