import type { GeneratorContext } from '../context';
import type { GeneratedFile } from '../printer/printer';
import { channelsFeature } from './channels';
import { grpcFeature } from './grpc';
import { jsonRpcFeature } from './jsonrpc';
import { reactQueryFeature } from './react-query';
import type { SdkFeature } from './types';

export { emitChannels } from './channels';
export { emitGrpc } from './grpc';
export type { GrpcExtensionContext, GrpcProtoFile } from './grpc';
export { emitJsonRpc } from './jsonrpc';
export type { ExtensionContext } from './protocol-kit/context';
export type { ExtensionFile } from './protocol-kit/file';
export type { SdkFeature } from './types';

/** Every SDK feature, in the order the SDK's entry point re-exports them. */
export const SDK_FEATURES: readonly SdkFeature[] = [channelsFeature, grpcFeature, jsonRpcFeature, reactQueryFeature];

/** The features the SDK has, in {@link SDK_FEATURES} order. */
export function enabledFeatures(ctx: GeneratorContext): SdkFeature[] {
  return SDK_FEATURES.filter((feature) => feature.enabled(ctx));
}

/** The files of each feature the SDK has that is emitted at `order`, with its folder. */
export function emitFeatures(
  ctx: GeneratorContext,
  order: SdkFeature['order'],
): Array<{ feature: SdkFeature; folder: string; files: GeneratedFile[] }> {
  return enabledFeatures(ctx)
    .filter((feature) => feature.order === order)
    .map((feature) => ({ feature, folder: feature.folder, files: feature.emit(ctx) }))
    .filter((emitted) => emitted.files.length > 0);
}
