import { registerImporter } from '../registry';
import { toImporter } from '../definition-kit/register';
import { parseOpenRpc } from '../lazy-parsers';

/**
 * Registers the OpenRPC importer under `openrpc`.
 *
 * @example registerOpenRpcImporter();
 */
export function registerOpenRpcImporter(): void {
  registerImporter('openrpc', toImporter(parseOpenRpc));
}
