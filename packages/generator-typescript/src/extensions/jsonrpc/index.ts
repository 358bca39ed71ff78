export { emitJsonRpc } from './emit-jsonrpc';
