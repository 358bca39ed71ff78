import { CoreError } from "../errors/core-error";

/** The largest response body read into memory when nothing else is set: 100 MiB. */
export const DEFAULT_MAX_RESPONSE_BYTES = 104_857_600;

/** The largest streamed event (an SSE event or a JSON line) held when nothing else is set: 16 MiB. */
export const DEFAULT_MAX_EVENT_BYTES = 16_777_216;

/** The numeric settings a client or a single request may carry. */
export interface RequestSettings {
  /** Seconds; more than 0, or `Infinity` for no timeout. */
  timeoutInSeconds?: number | undefined;
  /** A whole number from 0. */
  maxRetries?: number | undefined;
  /** A whole number of bytes from 1, or `Infinity` for no limit. */
  maxResponseBytes?: number | undefined;
  /** A whole number of bytes from 1, or `Infinity` for no limit. */
  maxEventBytes?: number | undefined;
  /** A whole number from 0. */
  maxReconnectionAttempts?: number | undefined;
}

/** What a numeric setting may hold: a positive duration, a count from 0, or a size limit. */
export type SettingRule = "duration" | "count" | "limit";

const RULES: ReadonlyArray<readonly [keyof RequestSettings, SettingRule]> = [
  ["timeoutInSeconds", "duration"],
  ["maxRetries", "count"],
  ["maxResponseBytes", "limit"],
  ["maxEventBytes", "limit"],
  ["maxReconnectionAttempts", "count"],
];

/** Each rule's test, and the text that says what it expects. */
const CHECKS: Record<SettingRule, readonly [(value: number) => boolean, string]> = {
  duration: [(value) => value > 0, "a number greater than 0, or Infinity for none"],
  count: [(value) => Number.isSafeInteger(value) && value >= 0, "a whole number from 0"],
  limit: [
    (value) => value === Number.POSITIVE_INFINITY || (Number.isSafeInteger(value) && value >= 1),
    "a whole number from 1, or Infinity for no limit",
  ],
};

/**
 * Checks one numeric setting, so that `NaN`, a negative number or a fraction can never
 * silently mean "no limit" or "retry forever". `undefined` means "not set" and passes.
 * `where` may be a function, called only to write the message.
 *
 * @throws {@link CoreError} `Invalid <name> (<value>), expected …: <where>`.
 * @example
 * ```ts
 * assertSetting("maxRetries", 2, "count", "AcmeClient options"); // passes
 * assertSetting("maxRetries", Number.NaN, "count", "AcmeClient options"); // throws
 * ```
 */
export function assertSetting(name: string, value: unknown, rule: SettingRule, where: string | (() => string)): void {
  if (value === undefined) return;
  const [valid, expected] = CHECKS[rule];
  if (typeof value !== "number" || Number.isNaN(value) || !valid(value)) {
    const shown = typeof value === "number" ? String(value) : typeof value;
    throw new CoreError(
      `Invalid ${name} (${shown}), expected ${expected}: ${typeof where === "string" ? where : where()}`,
    );
  }
}

/**
 * Checks the numeric settings of a client or a request: timeouts above 0 (or `Infinity`),
 * whole non-negative retry and reconnection counts, size limits of at least one byte (or
 * `Infinity`). Other properties are ignored, so a whole options object may be passed.
 *
 * @throws {@link CoreError} naming the setting, its value and `where`.
 * @example
 * ```ts
 * assertRequestSettings({ timeoutInSeconds: 30, maxRetries: 2 }, "AcmeClient options");
 * assertRequestSettings({ maxRetries: -1 }, "POST /orders"); // throws "Invalid maxRetries (-1), …: POST /orders"
 * ```
 */
export function assertRequestSettings(settings: RequestSettings | undefined, where: string): void {
  if (settings === undefined) return;
  for (const [name, rule] of RULES) assertSetting(name, settings[name], rule, where);
}
