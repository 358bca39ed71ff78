export { emitChannels } from './channels';
export { emitGrpc } from './grpc';
export type { GrpcExtensionContext, GrpcProtoFile } from './grpc';
export { emitJsonRpc } from './jsonrpc';
export type { ExtensionContext } from './shared/context';
export type { ExtensionFile } from './shared/file';
