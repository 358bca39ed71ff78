/**
 * Pure arithmetic and formatting for the benchmark tables. Nothing here reads the clock or
 * the file system, so every function is tested directly.
 */

/**
 * The median of a list of figures; the mean of the middle two when the count is even.
 *
 * @returns `undefined` for an empty list.
 * @example
 *     median([3, 1, 2]); // 2
 */
export function median(values: readonly number[]): number | undefined {
  const finite = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (finite.length === 0) return undefined;
  const middle = Math.floor(finite.length / 2);
  if (finite.length % 2 === 1) return finite[middle];
  const low = finite[middle - 1];
  const high = finite[middle];
  return low === undefined || high === undefined ? undefined : (low + high) / 2;
}

/**
 * `value / baseline`, or `undefined` when either side is missing or the baseline is zero.
 *
 * @example
 *     ratio(25, 100); // 0.25
 */
export function ratio(value: number | undefined, baseline: number | undefined): number | undefined {
  if (
    value === undefined ||
    baseline === undefined ||
    !Number.isFinite(value) ||
    !Number.isFinite(baseline) ||
    baseline === 0
  )
    return undefined;
  return value / baseline;
}

/** The dash shown in a table cell that has no figure. */
export const NO_FIGURE = '–';

/**
 * Milliseconds for a table: `850 ms` below one second, `1.23 s` below a minute, `2 min 5 s` above.
 *
 * @example
 *     formatDuration(1234); // "1.23 s"
 */
export function formatDuration(milliseconds: number | undefined): string {
  if (milliseconds === undefined || !Number.isFinite(milliseconds)) return NO_FIGURE;
  if (milliseconds < 1000) return `${Math.round(milliseconds)} ms`;
  if (milliseconds < 60_000) return `${(milliseconds / 1000).toFixed(2)} s`;
  const minutes = Math.floor(milliseconds / 60_000);
  const seconds = Math.round((milliseconds - minutes * 60_000) / 1000);
  return `${minutes} min ${seconds} s`;
}

/**
 * Bytes as whole mebibytes, the unit of the memory target.
 *
 * @example
 *     formatMebibytes(150 * 1024 * 1024); // "150 MiB"
 */
export function formatMebibytes(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes)) return NO_FIGURE;
  return `${Math.round(bytes / (1024 * 1024)).toLocaleString('en-US')} MiB`;
}

/**
 * A byte count for bundle and output sizes: bytes below 1 KiB, KiB below 1 MiB, then MiB.
 *
 * @example
 *     formatSize(2048); // "2.0 KiB"
 */
export function formatSize(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes)) return NO_FIGURE;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}

/**
 * A ratio against a peer, two significant decimals: `0.25×`.
 *
 * @example
 *     formatRatio(0.2549); // "0.25×"
 */
export function formatRatio(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return NO_FIGURE;
  if (value >= 10) return `${value.toFixed(0)}×`;
  return `${value.toFixed(2)}×`;
}

/**
 * A whole number with thousands separators.
 *
 * @example
 *     formatCount(12345); // "12,345"
 */
export function formatCount(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return NO_FIGURE;
  return Math.round(value).toLocaleString('en-US');
}
