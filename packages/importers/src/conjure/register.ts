import { registerImporter } from '../registry';
import { toImporter } from '../definition-kit/register';
import { parseConjure } from '../lazy-parsers';

/**
 * Registers the Conjure importer under `conjure`.
 *
 * @example registerConjureImporter();
 */
export function registerConjureImporter(): void {
  registerImporter('conjure', toImporter(parseConjure));
}
