import { registerImporter } from '../registry';
import { toImporter } from '../definition-kit/register';
import { parseProto } from './lazy';

/**
 * Registers the protobuf importer under `proto`.
 *
 * @example registerProtoImporter();
 */
export function registerProtoImporter(): void {
  registerImporter('proto', toImporter(parseProto));
}
