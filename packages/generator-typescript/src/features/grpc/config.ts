import type { SdkFeature } from '../types';
import { protocolContext } from '../protocol-kit/context';
import { emitGrpc } from './plugin';

/** gRPC clients over `@grpc/grpc-js`, one per gRPC service, in `src/grpc/`. */
export const grpcFeature: SdkFeature = {
  folder: 'grpc',
  reexported: true,
  order: 'before-core',
  optionalPeers: [
    ['@grpc/grpc-js', '^1.10.0'],
    ['protobufjs', '^7.0.0 || ^8.0.0'],
  ],
  enabled: (ctx) => ctx.ir.rpcServices.some((r) => r.protocol === 'grpc'),
  emit: (ctx) => emitGrpc(ctx.ir, { ...protocolContext(ctx), protoFiles: ctx.ir.protoFiles ?? [] }),
};
