import { registerImporter } from '../registry';
import { toImporter } from '../asyncapi/common/register';
import { parseOpenRpc } from './parse-openrpc';

/**
 * Registers the OpenRPC importer under `openrpc`.
 *
 * @example registerOpenRpcImporter();
 */
export function registerOpenRpcImporter(): void {
  registerImporter('openrpc', toImporter(parseOpenRpc));
}
