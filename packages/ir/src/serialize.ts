import type { IntermediateRepresentation } from './types';

function sortValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortValue);
  if (value !== null && typeof value === 'object') {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const child = (value as Record<string, unknown>)[key];
      if (child !== undefined) sorted[key] = sortValue(child);
    }
    return sorted;
  }
  return value;
}

/**
 * Serializes the IR to deterministic JSON: object keys sorted, `undefined` dropped, arrays in
 * their (meaningful) order. The same IR always gives identical bytes.
 *
 * @example serializeIr(ir) === serializeIr(structuredClone(ir)) // true
 */
export function serializeIr(ir: IntermediateRepresentation, indent = 2): string {
  return JSON.stringify(sortValue(ir), null, indent) + '\n';
}

/** Deterministic JSON for any IR fragment (used by snapshots and hashing). */
export function stableStringify(value: unknown, indent?: number): string {
  return JSON.stringify(sortValue(value), null, indent);
}
