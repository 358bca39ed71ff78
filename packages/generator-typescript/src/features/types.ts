import type { GeneratorContext } from '../context';
import type { GeneratedFile } from '../printer/printer';

/**
 * An SDK feature beyond the core client (WebSocket channels, gRPC and JSON-RPC clients, React
 * Query hooks). Each has a folder of its own under `features/`: `config.ts` (this object),
 * `plugin.ts` (its emitter), its runtime where it has one, and `index.ts`.
 */
export interface SdkFeature {
  /** The folder under `src/` of the SDK that the feature writes, for example `grpc`. */
  readonly folder: string;
  /** Whether the SDK's entry point re-exports the folder (`export * from "./grpc"`). */
  readonly reexported: boolean;
  /**
   * When the feature is emitted: protocol clients read only the IR and come `before-core`;
   * hooks read the client's own names and keys, so they come `after-core`.
   */
  readonly order: 'before-core' | 'after-core';
  /** Packages the feature loads when it runs, as optional peer dependencies: `[name, range]`. */
  readonly optionalPeers: ReadonlyArray<readonly [string, string]>;
  /** Whether the SDK has the feature: an option, or what the IR holds. */
  enabled(ctx: GeneratorContext): boolean;
  /** The feature's files. */
  emit(ctx: GeneratorContext): GeneratedFile[];
}
