export { parseOpenRpc } from '../lazy-parsers';
export { registerOpenRpcImporter } from './register';
