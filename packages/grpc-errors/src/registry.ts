import { typeNameOf } from './any';
import type { DetailType } from './detail-type';
import { ERRORS_V1_DETAIL_TYPES } from './errors-v1-details';
import { GrpcErrorsError } from './errors';
import { STANDARD_DETAIL_TYPES } from './standard-details';

/**
 * The detail types a client knows how to unpack, by full message name.
 *
 * @example
 * ```ts
 * const registry = createDetailRegistry().register(OutOfStockType);
 * decodeRichStatus(error, { registry });
 * ```
 */
export class DetailRegistry {
  private readonly byName = new Map<string, DetailType<unknown>>();

  /** @param types - Types to register at once. */
  constructor(types: Iterable<DetailType<unknown>> = []) {
    for (const type of types) this.register(type);
  }

  /**
   * Add detail types. Registering another type under a name already taken throws
   * {@link GrpcErrorsError}; registering the same object twice is allowed.
   */
  register(...types: DetailType<unknown>[]): this {
    for (const type of types) {
      const existing = this.byName.get(type.typeName);
      if (existing && existing !== type) {
        throw new GrpcErrorsError(`register detail type failed: ${type.typeName} is already registered`);
      }
      this.byName.set(type.typeName, type);
    }
    return this;
  }

  /** The type registered for a type URL or full name, if any. */
  lookup(typeUrlOrName: string): DetailType<unknown> | undefined {
    return this.byName.get(typeNameOf(typeUrlOrName));
  }

  /** Every registered type, in registration order. */
  get types(): readonly DetailType<unknown>[] {
    return [...this.byName.values()];
  }
}

/** Options of {@link createDetailRegistry}. */
export interface DetailRegistryOptions {
  /**
   * Register the standard `google.rpc` details and the `errors.v1` custom details.
   * @default true
   */
  includeDefaults?: boolean;
  /**
   * More types to register.
   * @default []
   */
  types?: readonly DetailType<unknown>[];
}

/**
 * A registry with the standard `google.rpc` details and the `errors.v1` custom details.
 *
 * @example
 * ```ts
 * const registry = createDetailRegistry({ types: [OutOfStockType] });
 * ```
 */
export function createDetailRegistry(options: DetailRegistryOptions = {}): DetailRegistry {
  const registry = new DetailRegistry();
  if (options.includeDefaults ?? true) registry.register(...STANDARD_DETAIL_TYPES, ...ERRORS_V1_DETAIL_TYPES);
  registry.register(...(options.types ?? []));
  return registry;
}

/** The registry used when none is given. Register custom types on your own registry instead. */
export const defaultDetailRegistry: DetailRegistry = createDetailRegistry();
