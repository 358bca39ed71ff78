export { parseOpenRpc } from './lazy';
export { registerOpenRpcImporter } from './register';
