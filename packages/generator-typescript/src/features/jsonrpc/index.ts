export { jsonRpcFeature } from './config';
export { emitJsonRpc } from './plugin';
