import { clearDeadline, startDeadline, type Deadline } from "./deadlines";

/** What may end one attempt early: the caller's abort, or the attempt's time limit. */
export interface AttemptSignal {
  /** `undefined` when nothing can end the attempt early. */
  readonly signal: AbortSignal | undefined;
  timedOut(): boolean;
  /** Takes the time limit off (a stream handed back unread is not timed). */
  stopTimer(): void;
  /** Ends the attempt's bookkeeping; `keepCallerLink` keeps the caller's abort ending a returned stream. */
  dispose(keepCallerLink: boolean): void;
}

/** The longest wait a timer can hold. */
const MAX_TIMER_MS = 2_147_483_647;

const never = (): boolean => false;
const nothing = (): void => undefined;

/** An attempt without a time limit or a caller's signal: nothing to link, shared by every such call. */
const UNLIMITED: AttemptSignal = { signal: undefined, timedOut: never, stopTimer: nothing, dispose: nothing };

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
  if (timeoutMs === undefined || timeoutMs > MAX_TIMER_MS) {
    return callerSignal === undefined
      ? UNLIMITED
      : { signal: callerSignal, timedOut: never, stopTimer: nothing, dispose: nothing };
  }
  return new TimedAttempt(callerSignal, timeoutMs);
}

/**
 * An attempt with a time limit. The one object is its own deadline in the shared timer's set
 * and its own listener on the caller's signal (`handleEvent`), so an attempt allocates it and
 * its `AbortController`, and no closures.
 */
class TimedAttempt implements AttemptSignal, Deadline {
  at = 0;
  readonly signal: AbortSignal;
  private readonly controller = new AbortController();
  private expired = false;
  private timing = true;

  constructor(
    private readonly caller: AbortSignal | undefined,
    private readonly timeoutMs: number,
  ) {
    this.signal = this.controller.signal;
    // One shared timer serves every attempt's deadline, so an attempt that ends in time schedules none.
    startDeadline(this, timeoutMs);
    if (caller?.aborted === true) this.controller.abort(caller.reason);
    else caller?.addEventListener("abort", this, ONCE);
  }

  /** The deadline passed: ends the request with a `TimeoutError`. */
  expire(): void {
    this.timing = false;
    this.expired = true;
    const error = new Error(`Request timed out after ${this.timeoutMs} ms`);
    error.name = "TimeoutError";
    this.controller.abort(error);
  }

  /** The caller's signal aborted. */
  handleEvent(): void {
    this.controller.abort(this.caller?.reason);
  }

  timedOut(): boolean {
    return this.expired;
  }

  stopTimer(): void {
    if (this.timing) clearDeadline(this);
    this.timing = false;
  }

  dispose(keepCallerLink: boolean): void {
    this.stopTimer();
    if (!keepCallerLink) this.caller?.removeEventListener("abort", this);
  }
}
