import { Metadata, status as GrpcStatus } from '@grpc/grpc-js';
import type { Any } from './any';
import { GrpcErrorsError } from './errors';
import { bundledType } from './proto-root';

/** The trailing-metadata key that carries a binary `google.rpc.Status`. */
export const STATUS_DETAILS_KEY = 'grpc-status-details-bin';

/** A `google.rpc.Status`: the gRPC code, the message and the packed details. */
export interface Status {
  /** A gRPC status code (`@grpc/grpc-js` `status`). */
  code: number;
  /** The developer-facing message; also sent as `grpc-message`. */
  message: string;
  /** Packed detail messages. */
  details: Any[];
}

/**
 * Serialize a Status to binary protobuf.
 *
 * @example
 * ```ts
 * const bytes = encodeStatus({ code: status.NOT_FOUND, message: 'no such user: u1', details: [] });
 * ```
 */
export function encodeStatus(value: Status): Uint8Array {
  const type = bundledType('google.rpc.Status');
  const bytes = type
    .encode(
      type.fromObject({
        code: value.code,
        message: value.message,
        details: value.details.map((any) => ({ type_url: any.typeUrl, value: any.value })),
      }),
    )
    .finish();
  return new Uint8Array(bytes);
}

/**
 * Parse a binary `google.rpc.Status`. Throws {@link GrpcErrorsError} when the bytes are not one.
 *
 * @example
 * ```ts
 * const { code, message, details } = decodeStatus(bytes);
 * ```
 */
export function decodeStatus(bytes: Uint8Array): Status {
  const type = bundledType('google.rpc.Status');
  let plain: { [key: string]: unknown };
  try {
    plain = type.toObject(type.decode(bytes), { defaults: true, arrays: true, longs: Number });
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new GrpcErrorsError(`decode google.rpc.Status failed: ${reason}`, { cause });
  }
  const details = Array.isArray(plain.details) ? plain.details : [];
  return {
    code: typeof plain.code === 'number' ? plain.code : 0,
    message: typeof plain.message === 'string' ? plain.message : '',
    // protobufjs's built-in google.protobuf.Any keeps the snake_case name.
    details: details.map((entry: { type_url?: unknown; value?: unknown }) => ({
      typeUrl: typeof entry.type_url === 'string' ? entry.type_url : '',
      value: entry.value instanceof Uint8Array ? new Uint8Array(entry.value) : new Uint8Array(),
    })),
  };
}

/**
 * Write a Status into `grpc-status-details-bin` of (a copy of) `metadata`.
 *
 * @example
 * ```ts
 * const trailers = toStatusMetadata({ code: status.NOT_FOUND, message: 'gone', details: [] });
 * ```
 */
export function toStatusMetadata(value: Status, metadata?: Metadata): Metadata {
  const out = metadata ? metadata.clone() : new Metadata();
  out.set(STATUS_DETAILS_KEY, Buffer.from(encodeStatus(value)));
  return out;
}

/** What {@link RichStatusError} is made from. */
export interface RichStatusInit {
  /** A gRPC status code other than OK. */
  code: number;
  /** Sent both as `grpc-message` and as `Status.message`. */
  message: string;
  /**
   * Packed details, for example from `packDetail(RetryInfoType, …)`.
   * @default []
   */
  details?: readonly Any[];
  /**
   * More trailing metadata to send.
   * @default new Metadata()
   */
  metadata?: Metadata;
}

/**
 * A gRPC error with a rich status. Pass it to a unary callback, emit it on a stream, or
 * throw it from a handler wrapped by `wrapUnaryHandler`. `grpc-message` and the gRPC code
 * always equal the message and code inside `grpc-status-details-bin`.
 *
 * @example
 * ```ts
 * callback(new RichStatusError({
 *   code: status.RESOURCE_EXHAUSTED,
 *   message: 'Rate limit exceeded',
 *   details: [packDetail(RetryInfoType, { retryDelay: durationFromSeconds(2) })],
 * }));
 * ```
 */
export class RichStatusError extends GrpcErrorsError {
  override name = 'RichStatusError';
  /** The gRPC status code. */
  readonly code: number;
  /** The status message; grpc-js sends this string as `grpc-message`. */
  readonly details: string;
  /** Trailing metadata, including `grpc-status-details-bin`. */
  readonly metadata: Metadata;
  /** The whole status. */
  readonly status: Status;

  /**
   * @param init - Code, message, details and extra trailers.
   * @param options - Standard error options; `cause` is kept for logs and never sent.
   */
  constructor(init: RichStatusInit, options?: ErrorOptions) {
    if (!Number.isInteger(init.code) || init.code <= GrpcStatus.OK || init.code > GrpcStatus.UNAUTHENTICATED) {
      throw new GrpcErrorsError(`create rich status failed: code ${init.code} is not a gRPC error code`);
    }
    super(init.message, options);
    this.code = init.code;
    this.details = init.message;
    this.status = { code: init.code, message: init.message, details: [...(init.details ?? [])] };
    this.metadata = toStatusMetadata(this.status, init.metadata);
  }
}
