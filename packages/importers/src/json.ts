/** A plain JSON object. */
export type JsonObject = Record<string, unknown>;
import { unescapePointerSegment } from '@bracken/errors';

/** Whether a value is a plain object (not an array, not null). */
export function isRecord(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value when it is a string with at least one character, else `undefined`. */
export function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Deep-merges `patch` into `target` in place: objects merge key by key, anything else
 * (arrays included) replaces, and a `null` in the patch deletes the key.
 */
export function deepMerge(target: JsonObject, patch: JsonObject): JsonObject {
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) {
      delete target[key];
      continue;
    }
    const current = target[key];
    if (isRecord(current) && isRecord(value)) deepMerge(current, value);
    else target[key] = structuredClone(value);
  }
  return target;
}

/** Resolves a local JSON pointer (`/a/b`) inside a document, or `undefined`. */
export function resolvePointer(document: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return document;
  let current: unknown = document;
  // Walks the segments in place rather than splitting the pointer into a new array.
  let start = 1;
  while (start <= pointer.length) {
    let end = pointer.indexOf('/', start);
    if (end === -1) end = pointer.length;
    const segment = unescapePointerSegment(safeDecode(pointer.slice(start, end)));
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isRecord(current)) current = current[segment];
    else return undefined;
    if (current === undefined) return undefined;
    start = end + 1;
  }
  return current;
}

function safeDecode(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
