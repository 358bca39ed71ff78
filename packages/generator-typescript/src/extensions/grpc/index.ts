export { emitGrpc } from './emit-grpc';
export type { GrpcExtensionContext, GrpcProtoFile } from './emit-grpc';
