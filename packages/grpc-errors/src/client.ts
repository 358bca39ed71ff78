import { type Metadata, status as GrpcStatus } from '@grpc/grpc-js';
import type { Any } from './any';
import type { DetailType } from './detail-type';
import { type DetailRegistry, defaultDetailRegistry } from './registry';
import { RetryInfoType } from './standard-details';
import { STATUS_DETAILS_KEY, type Status, decodeStatus } from './status';
import { durationToSeconds } from './time';

/** A detail that was unpacked because its type is registered. */
export interface DecodedDetail {
  /** Full message name, for example `google.rpc.RetryInfo`. */
  typeName: string;
  /** The type URL as received. */
  typeUrl: string;
  /** The unpacked message. Use {@link findDetail} for a typed value. */
  value: unknown;
}

/** A detail that was left packed, and why. */
export interface SkippedDetail {
  /** The type URL as received. */
  typeUrl: string;
  /** `unknown-type`: not in the registry. `malformed`: registered, but the bytes did not parse. */
  reason: 'unknown-type' | 'malformed';
  /** The packed bytes. */
  value: Uint8Array;
}

/**
 * Why `grpc-status-details-bin` was present but its details were not used:
 * - `malformed-status`: the bytes are not a `google.rpc.Status`;
 * - `code-mismatch`, `message-mismatch`: the Status disagrees with the call's own code or
 *   `grpc-message`, so it is not trusted (the rule of grpcio-status `from_call`).
 */
export type StatusProblem = 'malformed-status' | 'code-mismatch' | 'message-mismatch';

/** What a client learned from a failed call. */
export interface RichStatus {
  /** The call's gRPC code. */
  code: number;
  /** The code's name, for example `RESOURCE_EXHAUSTED`. */
  codeName: string;
  /** The call's status message (`grpc-message`). */
  message: string;
  /** Details that were unpacked, in the order they were sent. */
  details: DecodedDetail[];
  /** Details that were not unpacked. */
  skipped: SkippedDetail[];
  /** Set when the rich status was present but not used. */
  problem?: StatusProblem;
  /** For RESOURCE_EXHAUSTED with a RetryInfo: the delay in seconds. */
  retryDelaySeconds?: number;
}

/** What {@link decodeRichStatus} reads: a grpc-js `ServiceError`, a `StatusObject`, or the like. */
export interface StatusSource {
  /** The gRPC code. */
  code?: number;
  /** The status message (grpc-js puts `grpc-message` here). */
  details?: string;
  /** Trailing metadata. */
  metadata?: Metadata | null;
}

/** Options of {@link decodeRichStatus}. */
export interface DecodeOptions {
  /**
   * Detail types to unpack.
   * @default defaultDetailRegistry
   */
  registry?: DetailRegistry;
}

/**
 * Read the rich status of a failed call. Never throws: a malformed or unknown detail is
 * skipped and the rest still decode; a malformed status leaves `details` empty.
 *
 * @example
 * ```ts
 * client.rateLimitedOperation(request, (error, response) => {
 *   if (error) {
 *     const rich = decodeRichStatus(error);
 *     if (rich.retryDelaySeconds !== undefined) setTimeout(retry, rich.retryDelaySeconds * 1000);
 *   }
 * });
 * ```
 */
export function decodeRichStatus(source: StatusSource, options: DecodeOptions = {}): RichStatus {
  const code = typeof source.code === 'number' ? source.code : GrpcStatus.UNKNOWN;
  const message = typeof source.details === 'string' ? source.details : '';
  const result: RichStatus = { code, codeName: codeName(code), message, details: [], skipped: [] };
  const bytes = readStatusBytes(source.metadata);
  if (!bytes) return result;
  let parsed: Status;
  try {
    parsed = decodeStatus(bytes);
  } catch {
    result.problem = 'malformed-status';
    return result;
  }
  if (parsed.code !== code) {
    result.problem = 'code-mismatch';
    return result;
  }
  if (parsed.message !== message) {
    result.problem = 'message-mismatch';
    return result;
  }
  const unpacked = unpackDetails(parsed.details, options.registry ?? defaultDetailRegistry);
  result.details = unpacked.details;
  result.skipped = unpacked.skipped;
  if (code === GrpcStatus.RESOURCE_EXHAUSTED) {
    const retry = findDetail(result, RetryInfoType);
    if (retry?.retryDelay) result.retryDelaySeconds = durationToSeconds(retry.retryDelay);
  }
  return result;
}

/**
 * Unpack every Any whose type is registered. Never throws.
 *
 * @example
 * ```ts
 * const { details, skipped } = unpackDetails(decodeStatus(bytes).details);
 * ```
 */
export function unpackDetails(
  anys: readonly Any[],
  registry: DetailRegistry = defaultDetailRegistry,
): { details: DecodedDetail[]; skipped: SkippedDetail[] } {
  const details: DecodedDetail[] = [];
  const skipped: SkippedDetail[] = [];
  for (const any of anys) {
    const type = registry.lookup(any.typeUrl);
    if (!type) {
      skipped.push({ typeUrl: any.typeUrl, reason: 'unknown-type', value: any.value });
      continue;
    }
    try {
      details.push({ typeName: type.typeName, typeUrl: any.typeUrl, value: type.decode(any.value) });
    } catch {
      skipped.push({ typeUrl: any.typeUrl, reason: 'malformed', value: any.value });
    }
  }
  return { details, skipped };
}

/**
 * The first decoded detail of a type, typed.
 *
 * @example
 * ```ts
 * const quota = findDetail(decodeRichStatus(error), QuotaFailureType);
 * ```
 */
export function findDetail<T>(status: Pick<RichStatus, 'details'>, type: DetailType<T>): T | undefined {
  return findDetails(status, type)[0];
}

/**
 * Every decoded detail of a type, typed.
 *
 * @example
 * ```ts
 * for (const failure of findDetails(decodeRichStatus(error), ValidationFailureType)) console.log(failure);
 * ```
 */
export function findDetails<T>(status: Pick<RichStatus, 'details'>, type: DetailType<T>): T[] {
  // The registry decoded these values with the registered type of the same name.
  return status.details.filter((detail) => detail.typeName === type.typeName).map((detail) => detail.value as T);
}

/**
 * For RESOURCE_EXHAUSTED with a RetryInfo, the delay in seconds; otherwise `undefined`.
 *
 * @example
 * ```ts
 * const wait = retryDelaySeconds(error); // 1.5
 * ```
 */
export function retryDelaySeconds(source: StatusSource, options: DecodeOptions = {}): number | undefined {
  return decodeRichStatus(source, options).retryDelaySeconds;
}

/**
 * The name of a gRPC code, for example `NOT_FOUND` for 5.
 *
 * @example
 * ```ts
 * codeName(status.NOT_FOUND); // 'NOT_FOUND'
 * ```
 */
export function codeName(code: number): string {
  return GrpcStatus[code] ?? `CODE_${code}`;
}

function readStatusBytes(metadata: Metadata | null | undefined): Uint8Array | undefined {
  if (!metadata || typeof metadata.get !== 'function') return undefined;
  let values: unknown[];
  try {
    values = metadata.get(STATUS_DETAILS_KEY);
  } catch {
    return undefined;
  }
  // gRPC sends the key once; with several values the last one wins, as in other clients.
  const last = values[values.length - 1];
  if (last instanceof Uint8Array) return last;
  if (typeof last === 'string') return Buffer.from(last, 'base64');
  return undefined;
}
