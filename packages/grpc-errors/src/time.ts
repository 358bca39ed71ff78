/** A `google.protobuf.Duration`. */
export interface Duration {
  /** Whole seconds. */
  seconds: number;
  /** Nanoseconds, 0 to 999,999,999. */
  nanos: number;
}

/** A `google.protobuf.Timestamp`: seconds and nanoseconds since the Unix epoch. */
export interface Timestamp {
  /** Whole seconds since 1970-01-01T00:00:00Z. */
  seconds: number;
  /** Nanoseconds, 0 to 999,999,999. */
  nanos: number;
}

/**
 * A Duration from a number of seconds, which may have a fraction.
 *
 * @example
 * ```ts
 * durationFromSeconds(1.5); // { seconds: 1, nanos: 500000000 }
 * ```
 */
export function durationFromSeconds(seconds: number): Duration {
  const whole = Math.floor(seconds);
  return { seconds: whole, nanos: Math.round((seconds - whole) * 1e9) };
}

/**
 * The length of a Duration in seconds. A missing field counts as 0.
 *
 * @example
 * ```ts
 * durationToSeconds({ seconds: 2, nanos: 250000000 }); // 2.25
 * ```
 */
export function durationToSeconds(duration: Partial<Duration>): number {
  return (duration.seconds ?? 0) + (duration.nanos ?? 0) / 1e9;
}

/**
 * A Timestamp from a `Date`.
 *
 * @example
 * ```ts
 * timestampFromDate(new Date('2030-01-01T00:00:00Z')); // { seconds: 1893456000, nanos: 0 }
 * ```
 */
export function timestampFromDate(date: Date): Timestamp {
  const millis = date.getTime();
  const seconds = Math.floor(millis / 1000);
  return { seconds, nanos: (millis - seconds * 1000) * 1e6 };
}

/**
 * A `Date` from a Timestamp, to the millisecond.
 *
 * @example
 * ```ts
 * timestampToDate({ seconds: 1893456000, nanos: 0 }).toISOString(); // '2030-01-01T00:00:00.000Z'
 * ```
 */
export function timestampToDate(timestamp: Partial<Timestamp>): Date {
  return new Date((timestamp.seconds ?? 0) * 1000 + Math.floor((timestamp.nanos ?? 0) / 1e6));
}
