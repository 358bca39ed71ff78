export { parseOpenRpc } from './parse-openrpc';
export { registerOpenRpcImporter } from './register';
