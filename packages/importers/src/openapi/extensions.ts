import type { Pagination, PropertyPath, WebhookSignature } from '@bracken/ir';
import { ImporterError } from '../errors';
import { isRecord, type JsonObject } from '../json';

/** `x-bracken-streaming`, normalised. */
export interface StreamingExtension {
  format: 'sse' | 'json';
  terminator?: string;
  resumable: boolean;
}

/** Reads `x-bracken-streaming`: `true`, or `{ format: sse | json, terminator, resumable }`. */
export function readStreamingExtension(operation: JsonObject): StreamingExtension | undefined {
  const value = operation['x-bracken-streaming'];
  if (value === true) return { format: 'sse', resumable: false };
  if (!isRecord(value)) return undefined;
  const result: StreamingExtension = {
    format: value['format'] === 'json' ? 'json' : 'sse',
    resumable: value['resumable'] === true,
  };
  if (typeof value['terminator'] === 'string') result.terminator = value['terminator'];
  return result;
}

function propertyPath(expression: unknown): PropertyPath | undefined {
  if (typeof expression !== 'string') return undefined;
  const stripped = expression.replace(/^\$(request|response)\.(query\.|body\.)?/, '');
  return stripped.split('.').filter((s) => s !== '');
}

function parameterName(expression: unknown): string | undefined {
  const path = propertyPath(expression);
  return path ? path[path.length - 1] : undefined;
}

function pick(value: JsonObject, ...keys: string[]): unknown {
  for (const key of keys) if (value[key] !== undefined) return value[key];
  return undefined;
}

/**
 * Reads `x-bracken-pagination`. Forms: cursor (`cursor`, `next_cursor`, `results`), offset
 * (`offset` or `page`, `limit`, `results`, `has-next-page`) and next URL (`next-url`, `results`).
 * Values are runtime expressions: `$request.<param>` and `$response.<dotted.path>`.
 */
export function readPaginationExtension(operation: JsonObject, file: string, pointer: string): Pagination | undefined {
  const value = operation['x-bracken-pagination'];
  if (value === undefined || value === false) return undefined;
  const fail = (what: string): never => {
    throw new ImporterError(`invalid x-bracken-pagination, ${what}`, {
      file,
      pointer: `${pointer}/x-bracken-pagination`,
    });
  };
  if (!isRecord(value)) return fail('expected a mapping');
  const results = propertyPath(value['results']) ?? fail('`results` is required');
  const cursor = parameterName(value['cursor']);
  if (cursor !== undefined) {
    const nextCursor =
      propertyPath(pick(value, 'next_cursor', 'next-cursor', 'nextCursor')) ??
      fail('`next_cursor` is required with `cursor`');
    return { kind: 'cursor', cursorParameter: cursor, nextCursor, results };
  }
  const offset = parameterName(value['offset']);
  const page = parameterName(value['page']);
  if (offset !== undefined || page !== undefined) {
    const pagination: Pagination = {
      kind: 'offset',
      offsetParameter: (offset ?? page)!,
      step: offset !== undefined ? 'offset' : 'page',
      results,
    };
    const limit = parameterName(pick(value, 'limit', 'step'));
    if (limit !== undefined) pagination.limitParameter = limit;
    const hasNext = propertyPath(pick(value, 'has-next-page', 'has_next_page', 'hasNextPage'));
    if (hasNext) pagination.hasNextPage = hasNext;
    return pagination;
  }
  const nextUrl = propertyPath(pick(value, 'next-url', 'next_url', 'nextUrl'));
  if (nextUrl) return { kind: 'nextUrl', nextUrl, results };
  return fail('expected `cursor`, `offset`, `page` or `next-url`');
}

const HASH_ALGORITHMS = ['sha1', 'sha256', 'sha512'] as const;
const BODY_HASH_ALGORITHMS = ['sha1', 'sha256', 'sha512', 'md5'] as const;

function oneOf<T extends string>(
  allowed: readonly T[],
  value: unknown,
  fallback: T,
  fail: (what: string) => never,
  field: string,
): T {
  if (value === undefined) return fallback;
  const found = allowed.find((a) => a === value);
  return found ?? fail(`\`${field}\` must be one of ${allowed.join(', ')}`);
}

/**
 * Reads `x-bracken-webhook-signature`: `algorithm` (sha256), `encoding` (hex), `header`,
 * `prefix`, `payload-template`, `timestamp: { header, tolerance-seconds, format }` and
 * `body-hash: { algorithm, encoding, query-parameter }`.
 */
export function readWebhookSignature(value: unknown, file: string, pointer: string): WebhookSignature | undefined {
  if (value === undefined) return undefined;
  const fail = (what: string): never => {
    throw new ImporterError(`invalid x-bracken-webhook-signature, ${what}`, { file, pointer });
  };
  if (!isRecord(value)) return fail('expected a mapping');
  if (typeof value['header'] !== 'string') return fail('`header` is required');
  const signature: WebhookSignature = {
    kind: 'hmac',
    algorithm: oneOf(HASH_ALGORITHMS, value['algorithm'], 'sha256', fail, 'algorithm'),
    encoding: oneOf(['hex', 'base64'] as const, value['encoding'], 'hex', fail, 'encoding'),
    header: value['header'],
  };
  if (typeof value['prefix'] === 'string') signature.prefix = value['prefix'];
  if (typeof value['payload-template'] === 'string') signature.payloadTemplate = value['payload-template'];
  const timestamp = value['timestamp'];
  if (isRecord(timestamp)) {
    if (typeof timestamp['header'] !== 'string') return fail('`timestamp.header` is required');
    signature.timestamp = {
      kind: 'timestamp',
      header: timestamp['header'],
      toleranceSeconds: typeof timestamp['tolerance-seconds'] === 'number' ? timestamp['tolerance-seconds'] : 300,
      format: oneOf(['unix', 'iso'] as const, timestamp['format'], 'unix', fail, 'timestamp.format'),
    };
  }
  const bodyHash = value['body-hash'];
  if (isRecord(bodyHash)) {
    if (typeof bodyHash['query-parameter'] !== 'string') return fail('`body-hash.query-parameter` is required');
    signature.bodyHash = {
      kind: 'bodyHash',
      algorithm: oneOf(BODY_HASH_ALGORITHMS, bodyHash['algorithm'], 'sha256', fail, 'body-hash.algorithm'),
      encoding: oneOf(['hex', 'base64'] as const, bodyHash['encoding'], 'hex', fail, 'body-hash.encoding'),
      queryParameter: bodyHash['query-parameter'],
    };
  }
  return signature;
}
