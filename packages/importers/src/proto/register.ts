import { registerImporter } from '../registry';
import { toImporter } from '../asyncapi/common/register';
import { parseProto } from './lazy';

/**
 * Registers the protobuf importer under `proto`.
 *
 * @example registerProtoImporter();
 */
export function registerProtoImporter(): void {
  registerImporter('proto', toImporter(parseProto));
}
