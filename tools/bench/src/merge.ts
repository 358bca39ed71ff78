import type { SpecId } from './options';

/**
 * Keeps the previous rows of every definition that this run did not measure, then adds this
 * run's rows, so `--spec github` refreshes GitHub's figures without dropping Graph's.
 *
 * @example
 *     mergeBySpec(previous.generation?.data.rows, rows);
 */
export function mergeBySpec<T extends { spec: SpecId }>(
  previous: readonly T[] | undefined,
  current: readonly T[],
): T[] {
  const measured = new Set(current.map((row) => row.spec));
  return [...(previous ?? []).filter((row) => !measured.has(row.spec)), ...current];
}

/** The same merge for lists keyed by `id` (the definitions of a generation run). */
export function mergeById<T extends { id: SpecId }>(previous: readonly T[] | undefined, current: readonly T[]): T[] {
  const measured = new Set(current.map((item) => item.id));
  return [...(previous ?? []).filter((item) => !measured.has(item.id)), ...current];
}
