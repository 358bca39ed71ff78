import { registerImporter } from '../registry';
import { toImporter } from '../asyncapi/common/register';
import { parseConjure } from '../lazy-parsers';

/**
 * Registers the Conjure importer under `conjure`.
 *
 * @example registerConjureImporter();
 */
export function registerConjureImporter(): void {
  registerImporter('conjure', toImporter(parseConjure));
}
