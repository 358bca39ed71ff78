import { clearDeadline, startDeadline, type Deadline } from "./deadlines";

/** What may end one attempt early: the caller's abort, or the attempt's time limit. */
export interface AttemptSignal {
  /** `undefined` when nothing can end the attempt early. */
  readonly signal: AbortSignal | undefined;
  /** Whether the time limit ended the attempt. */
  readonly expired: boolean;
  /** Takes the time limit off (a stream handed back unread is not timed). */
  stopTimer(): void;
  /** Ends the attempt's bookkeeping; `keepCallerLink` keeps the caller's abort ending a returned stream. */
  dispose(keepCallerLink: boolean): void;
}

/** The longest wait a timer can hold. */
const MAX_TIMER_MS = 2_147_483_647;

const nothing = (): void => undefined;

/** Listener options, made once rather than per attempt. */
const ONCE: AddEventListenerOptions = { once: true };

/**
 * One signal that fires on the caller's abort or on the attempt's timeout. Without a timeout
 * the caller's own signal (or none) is used as is: an `AbortController` linked to it would
 * cost every request its construction and the platform's listeners.
 *
 * @example
 * ```ts
 * const signals = attemptSignal(args.abortSignal, 60_000);
 * try { await fetch(url, { signal: signals.signal }); } finally { signals.dispose(false); }
 * ```
 */
export function attemptSignal(callerSignal: AbortSignal | undefined, timeoutMs: number | undefined): AttemptSignal {
  // A timer beyond 2^31 - 1 ms would fire at once, so such a timeout means "none".
  return timeoutMs === undefined || timeoutMs > MAX_TIMER_MS
    ? { signal: callerSignal, expired: false, stopTimer: nothing, dispose: nothing }
    : new TimedAttempt(callerSignal, timeoutMs);
}

/**
 * An attempt with a time limit. The one object holds the attempt's `AbortController` and is
 * its own entry in the shared timer's set of deadlines and its own listener on the caller's
 * signal (`handleEvent`), so an attempt allocates no closures.
 */
class TimedAttempt implements AttemptSignal, Deadline {
  at = 0;
  expired = false;
  declare readonly signal: AbortSignal;
  declare readonly controller: AbortController;
  declare readonly caller: AbortSignal | undefined;
  declare readonly timeoutMs: number;

  constructor(caller: AbortSignal | undefined, timeoutMs: number) {
    // Held rather than extended: a subclass of a platform class is one more thing each runtime must get right.
    const controller = new AbortController();
    this.controller = controller;
    this.signal = controller.signal;
    this.caller = caller;
    this.timeoutMs = timeoutMs;
    // One shared timer serves every attempt's deadline, so an attempt that ends in time schedules none.
    startDeadline(this, timeoutMs);
    if (caller?.aborted === true) controller.abort(caller.reason);
    else caller?.addEventListener("abort", this, ONCE);
  }

  /** The deadline passed: ends the request with a `TimeoutError`. */
  expire(): void {
    this.expired = true;
    const error = new Error(`Request timed out after ${this.timeoutMs} ms`);
    error.name = "TimeoutError";
    this.controller.abort(error);
  }

  /** The caller's signal aborted. */
  handleEvent(): void {
    this.controller.abort(this.caller?.reason);
  }

  stopTimer(): void {
    clearDeadline(this);
  }

  dispose(keepCallerLink: boolean): void {
    clearDeadline(this);
    if (!keepCallerLink) this.caller?.removeEventListener("abort", this);
  }
}
