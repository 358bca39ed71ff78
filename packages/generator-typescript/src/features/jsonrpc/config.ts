import type { SdkFeature } from '../types';
import { protocolContext } from '../protocol-kit/context';
import { emitJsonRpc } from './plugin';

/** JSON-RPC 2.0 clients over `fetch`, one per JSON-RPC service, in `src/jsonrpc/`. */
export const jsonRpcFeature: SdkFeature = {
  folder: 'jsonrpc',
  reexported: true,
  order: 'before-core',
  optionalPeers: [],
  enabled: (ctx) => ctx.ir.rpcServices.some((r) => r.protocol === 'json-rpc'),
  emit: (ctx) => emitJsonRpc(ctx.ir, protocolContext(ctx)),
};
