import type { IConversionOptions, Type } from 'protobufjs';
import { type Any, typeUrlOf } from './any';
import { GrpcErrorsError } from './errors';

/**
 * A value accepted where a message of type `T` is written: every field may be left out and
 * takes its protobuf default.
 */
export type DetailInput<T> = T extends Uint8Array
  ? Uint8Array
  : T extends readonly (infer E)[]
    ? readonly DetailInput<E>[]
    : T extends object
      ? { [K in keyof T]?: DetailInput<T[K]> }
      : T;

/**
 * One message type that can travel in `google.rpc.Status.details`.
 * Field names are camelCase; 64-bit integers are numbers; enums are their names.
 */
export interface DetailType<T> {
  /** Full protobuf name, for example `google.rpc.RetryInfo`. */
  readonly typeName: string;
  /** `type.googleapis.com/<typeName>`. */
  readonly typeUrl: string;
  /** Serialize a value to binary protobuf. Throws {@link GrpcErrorsError} when a field has the wrong type. */
  encode(value: DetailInput<T>): Uint8Array;
  /** Parse binary protobuf. Throws {@link GrpcErrorsError} when the bytes are not this message. */
  decode(bytes: Uint8Array): T;
}

const TO_OBJECT: IConversionOptions = {
  longs: Number,
  enums: String,
  defaults: true,
  arrays: true,
  objects: true,
};

/**
 * Make a {@link DetailType} from a protobufjs message type. `resolve` is called on first use,
 * so types can be declared before their `.proto` files are read.
 *
 * @example
 * ```ts
 * const root = loadProtoFiles(['acme/v1/errors.proto'], ['./proto']);
 * const OutOfStock = defineDetailType<{ sku: string }>(() => root.lookupType('acme.v1.OutOfStock'));
 * registry.register(OutOfStock);
 * ```
 */
export function defineDetailType<T>(resolve: Type | (() => Type), typeName?: string): DetailType<T> {
  const resolver: () => Type = typeof resolve === 'function' ? resolve : () => resolve;
  let resolved: Type | undefined;
  const messageType = (): Type => {
    resolved ??= resolver();
    return resolved;
  };
  const name = typeName ?? messageType().fullName.replace(/^\./, '');
  return {
    typeName: name,
    typeUrl: typeUrlOf(name),
    encode(value) {
      const type = messageType();
      try {
        return new Uint8Array(
          type.encode(type.fromObject(toProtobufjsShape(value) as Record<string, unknown>)).finish(),
        );
      } catch (cause) {
        throw new GrpcErrorsError(`encode ${name} failed: ${describe(cause)}`, { cause });
      }
    },
    decode(bytes) {
      const type = messageType();
      try {
        return withoutNulls(type.toObject(type.decode(bytes), TO_OBJECT)) as T;
      } catch (cause) {
        throw new GrpcErrorsError(`decode ${name} failed: ${describe(cause)}`, { cause });
      }
    },
  };
}

/**
 * Pack a value into a `google.protobuf.Any` with the type URL of `type`.
 *
 * @example
 * ```ts
 * const any = packDetail(RetryInfoType, { retryDelay: durationFromSeconds(2) });
 * ```
 */
export function packDetail<T>(type: DetailType<T>, value: DetailInput<T>): Any {
  return { typeUrl: type.typeUrl, value: type.encode(value) };
}

/**
 * Unpack a `google.protobuf.Any` when its type URL names `type`; otherwise `undefined`.
 * Throws {@link GrpcErrorsError} when the bytes are malformed.
 *
 * @example
 * ```ts
 * const info = unpackDetail(RetryInfoType, any);
 * ```
 */
export function unpackDetail<T>(type: DetailType<T>, any: Any): T | undefined {
  if (any.typeUrl.slice(any.typeUrl.lastIndexOf('/') + 1) !== type.typeName) return undefined;
  return type.decode(any.value);
}

// protobufjs writes null for unset message fields (optional properties read better), and its
// built-in google.protobuf.Any keeps the snake_case name type_url.
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value instanceof Uint8Array) return new Uint8Array(value);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      if (entry !== null && entry !== undefined) out[key === 'type_url' ? 'typeUrl' : key] = withoutNulls(entry);
    }
    return out;
  }
  return value;
}

/** Rename `typeUrl` of every nested Any to the `type_url` that protobufjs reads. */
function toProtobufjsShape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toProtobufjsShape);
  if (value === null || typeof value !== 'object' || value instanceof Uint8Array) return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) out[key] = toProtobufjsShape(entry);
  if (typeof out.typeUrl === 'string' && out.value instanceof Uint8Array && !('type_url' in out)) {
    out.type_url = out.typeUrl;
    delete out.typeUrl;
  }
  return out;
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
