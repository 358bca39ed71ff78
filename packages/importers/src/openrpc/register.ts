import { registerImporter } from '../registry';
import { toImporter } from '../asyncapi/common/register';
import { parseOpenRpc } from '../lazy-parsers';

/**
 * Registers the OpenRPC importer under `openrpc`.
 *
 * @example registerOpenRpcImporter();
 */
export function registerOpenRpcImporter(): void {
  registerImporter('openrpc', toImporter(parseOpenRpc));
}
