import type { RegisterImporter } from '../asyncapi/common/register';
import { parseProto } from './parse-proto';

/**
 * Registers the protobuf importer under `proto`.
 *
 * @example registerProtoImporter(registerImporter);
 */
export function registerProtoImporter(registerImporter: RegisterImporter): void {
  registerImporter('proto', parseProto);
}
