import { CoreError } from "../errors/core-error";
import type { HttpMethod } from "./http-method";
import { assertSetting } from "./settings";

/** How failed requests are retried. Plain data, so it can be logged, merged and compared. */
export interface RetryPolicy {
  /**
   * Retries after the first attempt.
   * @default 2
   */
  maxRetries: number;
  /**
   * Delay before the first retry; doubled for each further retry.
   * @default 1000
   */
  initialDelayMs: number;
  /**
   * Upper bound of any wait, including one asked for by `Retry-After` or `X-RateLimit-Reset`.
   * @default 60000
   */
  maxDelayMs: number;
  /**
   * Random spread applied to backoff delays, as a fraction (0.2 means ±20%).
   * @default 0.2
   */
  jitter: number;
  /**
   * Statuses worth retrying.
   * @default 408, 429 and every status from 500 up
   */
  retryStatusCodes: (status: number) => boolean;
}

/**
 * The policy used when a request sets none: 2 retries, 1 s doubling backoff capped at 60 s,
 * 20% jitter, retrying 408, 429 and 5xx.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = Object.freeze({
  maxRetries: 2,
  initialDelayMs: 1000,
  maxDelayMs: 60_000,
  jitter: 0.2,
  retryStatusCodes: (status: number) => status === 408 || status === 429 || status >= 500,
});

/** The longest wait a timer can hold (2^31 - 1 ms); a longer one would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/** Methods that may be repeated without changing the outcome (RFC 9110 §9.2.2). */
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE", "TRACE"]);

/** What happened on one attempt, as far as the retry decision cares. */
export type AttemptOutcome =
  | { kind: "response"; status: number; headers: Headers }
  | { kind: "timeout" }
  | { kind: "aborted" }
  | { kind: "network"; error: unknown };

/** The answer of {@link decideRetry}. */
export type RetryDecision = { retry: true; delayMs: number } | { retry: false; reason: string };

/** Everything {@link decideRetry} looks at. */
export interface RetryContext {
  /** Retries already made (0 after the first attempt). */
  retriesDone: number;
  policy: RetryPolicy;
  method: HttpMethod;
  /** True when a non-idempotent request carries an idempotency key. */
  idempotent?: boolean | undefined;
  outcome: AttemptOutcome;
  /** Current time in ms, for HTTP-date and epoch headers. */
  now: number;
  /** Source of randomness for jitter. */
  random?: () => number;
}

/**
 * The single place that decides whether to retry. Checks, in order: retry limit, retriable
 * method, timeout, status code and `Retry-After`/`X-RateLimit-Reset`, then network errors.
 * A caller abort is never retried.
 *
 * @example
 * ```ts
 * decideRetry({ retriesDone: 0, policy: DEFAULT_RETRY_POLICY, method: "GET",
 *   outcome: { kind: "response", status: 503, headers: new Headers() }, now: Date.now() });
 * // { retry: true, delayMs: ~1000 }
 * ```
 */
export function decideRetry(context: RetryContext): RetryDecision {
  const { policy, outcome } = context;
  if (outcome.kind === "aborted") return { retry: false, reason: "aborted by the caller" };
  if (context.retriesDone >= policy.maxRetries) return { retry: false, reason: "retry limit reached" };
  if (!IDEMPOTENT_METHODS.has(context.method) && context.idempotent !== true) {
    return { retry: false, reason: `${context.method} is not idempotent` };
  }
  // A timeout already spent the caller's time budget; retrying would silently multiply it.
  if (outcome.kind === "timeout") return { retry: false, reason: "timed out" };
  if (outcome.kind === "response") {
    if (!policy.retryStatusCodes(outcome.status)) {
      return { retry: false, reason: `status ${outcome.status} is not retriable` };
    }
    const serverDelay = delayFromHeaders(outcome.headers, context.now);
    if (serverDelay !== undefined) {
      return { retry: true, delayMs: Math.min(serverDelay, policy.maxDelayMs) };
    }
    return { retry: true, delayMs: backoffDelay(policy, context.retriesDone, context.random) };
  }
  return { retry: true, delayMs: backoffDelay(policy, context.retriesDone, context.random) };
}

/**
 * Exponential backoff with jitter: `initialDelayMs * 2^retriesDone`, spread by ±`jitter`,
 * never above `maxDelayMs`.
 */
export function backoffDelay(policy: RetryPolicy, retriesDone: number, random: () => number = Math.random): number {
  const base = Math.min(policy.initialDelayMs * 2 ** retriesDone, policy.maxDelayMs);
  const jitter = Math.min(Math.max(policy.jitter, 0), 1);
  const spread = base * (1 - jitter + 2 * jitter * random());
  return Math.round(Math.min(Math.max(spread, 0), policy.maxDelayMs));
}

/**
 * The wait a server asked for: `Retry-After` in seconds or as an HTTP date, else
 * `X-RateLimit-Reset` as epoch seconds. `undefined` when neither is usable.
 */
export function delayFromHeaders(headers: Headers, now: number): number | undefined {
  const retryAfter = headers.get("retry-after")?.trim();
  if (retryAfter !== undefined && retryAfter !== "") {
    if (/^\d+(\.\d+)?$/.test(retryAfter)) return Math.round(Number(retryAfter) * 1000);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  const reset = headers.get("x-ratelimit-reset")?.trim();
  if (reset !== undefined && /^\d+(\.\d+)?$/.test(reset)) {
    return Math.max(0, Math.round(Number(reset) * 1000 - now));
  }
  return undefined;
}

/**
 * {@link DEFAULT_RETRY_POLICY} with `maxRetries` in place of its own: the policy of a request
 * that sets no `retryPolicy`, without the code that checks a caller's policy.
 *
 * @throws {@link CoreError} when `maxRetries` is not a whole number from 0.
 * @example
 * ```ts
 * defaultRetryPolicy(5).maxRetries; // 5
 * ```
 */
export function defaultRetryPolicy(maxRetries?: number): RetryPolicy {
  if (maxRetries === undefined) return { ...DEFAULT_RETRY_POLICY };
  assertSetting("maxRetries", maxRetries, "count", "retry policy");
  return { ...DEFAULT_RETRY_POLICY, maxRetries };
}

/**
 * Fills a partial policy from the defaults; `maxRetries` wins over the policy's own.
 *
 * @throws {@link CoreError} when `maxRetries` is not a whole number from 0, or a delay or the
 * jitter is not a finite number in range (`NaN` would otherwise mean "retry forever").
 */
export function resolveRetryPolicy(partial?: Partial<RetryPolicy>, maxRetries?: number): RetryPolicy {
  // The defaults are valid; only a caller's policy needs the checks below.
  if (partial === undefined) return defaultRetryPolicy(maxRetries);
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...stripUndefined(partial) };
  if (maxRetries !== undefined) policy.maxRetries = maxRetries;
  assertSetting("maxRetries", policy.maxRetries, "count", "retry policy");
  for (const [name, value, max] of [
    ["initialDelayMs", policy.initialDelayMs, MAX_TIMER_MS],
    ["maxDelayMs", policy.maxDelayMs, MAX_TIMER_MS],
    ["jitter", policy.jitter, 1],
  ] as const) {
    if (typeof value !== "number" || !(value >= 0 && value <= max)) {
      throw new CoreError(`Invalid ${name} (${String(value)}), expected a number from 0 to ${max}: retry policy`);
    }
  }
  return policy;
}

function stripUndefined(partial: Partial<RetryPolicy>): Partial<RetryPolicy> {
  const result: Partial<RetryPolicy> = {};
  for (const [key, value] of Object.entries(partial)) {
    if (value !== undefined) Object.assign(result, { [key]: value });
  }
  return result;
}
