/** Prefix of every type URL this package writes. */
export const TYPE_URL_PREFIX = 'type.googleapis.com/';

/**
 * A `google.protobuf.Any`: a message of any type, kept as bytes next to its type URL.
 */
export interface Any {
  /** `type.googleapis.com/<full.name>`, for example `type.googleapis.com/google.rpc.RetryInfo`. */
  typeUrl: string;
  /** The message in binary protobuf. */
  value: Uint8Array;
}

/**
 * The type URL of a message.
 *
 * @example
 * ```ts
 * typeUrlOf('google.rpc.RetryInfo'); // 'type.googleapis.com/google.rpc.RetryInfo'
 * ```
 */
export function typeUrlOf(fullName: string): string {
  return `${TYPE_URL_PREFIX}${fullName.replace(/^\./, '')}`;
}

/**
 * The full message name in a type URL: everything after its last `/`. Any host is accepted.
 *
 * @example
 * ```ts
 * typeNameOf('type.googleapis.com/errors.v1.FieldError'); // 'errors.v1.FieldError'
 * ```
 */
export function typeNameOf(typeUrl: string): string {
  return typeUrl.slice(typeUrl.lastIndexOf('/') + 1);
}
