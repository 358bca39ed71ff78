/** Options of {@link createRateLimiter}. */
export interface RateLimiterOptions {
  /**
   * Calls a client may make in a burst.
   * @default 5
   */
  capacity?: number;
  /**
   * Calls a client regains per second.
   * @default 1
   */
  refillPerSecond?: number;
  /**
   * The clock, in milliseconds.
   * @default Date.now
   */
  now?: () => number;
}

/** The answer of {@link RateLimiter.take}. */
export type RateDecision =
  | { allowed: true; remaining: number }
  | { allowed: false; retryAfterSeconds: number; limit: number; refillPerSecond: number };

/** A token bucket per client. */
export interface RateLimiter {
  /** Spend one call of `clientId`, or say how long until one is available. */
  take(clientId: string): RateDecision;
}

/**
 * A token-bucket rate limiter with one bucket per client id.
 *
 * @example
 * ```ts
 * const limiter = createRateLimiter({ capacity: 2, refillPerSecond: 4 });
 * limiter.take('c1'); // { allowed: true, remaining: 1 }
 * ```
 */
export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const capacity = options.capacity ?? 5;
  const refillPerSecond = options.refillPerSecond ?? 1;
  const now = options.now ?? Date.now;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(clientId) {
      const time = now();
      const bucket = buckets.get(clientId) ?? { tokens: capacity, at: time };
      bucket.tokens = Math.min(capacity, bucket.tokens + ((time - bucket.at) / 1000) * refillPerSecond);
      bucket.at = time;
      buckets.set(clientId, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true, remaining: Math.floor(bucket.tokens) };
      }
      const retryAfterSeconds = Math.ceil(((1 - bucket.tokens) / refillPerSecond) * 1000) / 1000;
      return { allowed: false, retryAfterSeconds, limit: capacity, refillPerSecond };
    },
  };
}
