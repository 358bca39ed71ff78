export { grpcFeature } from './config';
export { emitGrpc } from './plugin';
export type { GrpcExtensionContext, GrpcProtoFile } from './plugin';
