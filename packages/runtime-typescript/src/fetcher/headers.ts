import type { Supplier } from "./supplier";

/** A header value as accepted by the fetcher: a string, a supplier, or nothing. */
export type HeaderValue = string | Supplier<string | undefined> | undefined;

/**
 * Merges header sets left to right, matching names case-insensitively. A later `undefined`
 * keeps the earlier value; a later `null` removes the header. The name's spelling from the
 * last set that wrote it is kept.
 *
 * @example
 * ```ts
 * mergeHeaders({ "X-Api-Version": "1", Accept: "a" }, { accept: "b" }, { "x-api-version": null });
 * // { accept: "b" }
 * ```
 */
export function mergeHeaders(...sets: Array<Record<string, unknown> | undefined>): Record<string, HeaderValue> {
  const merged = new Map<string, { name: string; value: HeaderValue }>();
  for (const set of sets) {
    if (set === undefined) continue;
    for (const [name, value] of Object.entries(set)) {
      const lower = name.toLowerCase();
      if (value === null) {
        merged.delete(lower);
      } else if (value !== undefined) {
        merged.set(lower, { name, value: toHeaderValue(value) });
      }
    }
  }
  const result: Record<string, HeaderValue> = {};
  for (const { name, value } of merged.values()) result[name] = value;
  return result;
}

function toHeaderValue(value: unknown): HeaderValue {
  if (typeof value === "function") return value as () => string | undefined | Promise<string | undefined>;
  return String(value);
}
