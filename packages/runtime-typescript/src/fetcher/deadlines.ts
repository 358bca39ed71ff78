/** One pending deadline: `expire` runs once when the clock reaches `at` (ms on {@link now}'s clock). */
export interface Deadline {
  at: number;
  expire(): void;
}

/**
 * Milliseconds on a clock that only moves forward: a wall-clock step (NTP, a suspended laptop
 * setting its time) must neither stretch nor cut short a pending deadline.
 */
export function now(): number {
  return performance.now();
}

/** What Node and Bun let a timer do: stop or go back to keeping the process alive. */
type Holdable = { ref?(): void; unref?(): void } | undefined;

/**
 * Every pending deadline, served by one timer armed for the earliest. A call that ends before
 * its deadline only leaves the set, so with the timer armed it schedules and clears nothing.
 */
const pending = new Set<Deadline>();
let timer: ReturnType<typeof setTimeout> | undefined;
/** When the armed timer fires. */
let armedAt = Infinity;

/**
 * Runs `deadline.expire` after `timeoutMs` (more than 0, at most 2^31 - 1) unless
 * {@link clearDeadline} comes first: sets `deadline.at` and adds it to the pending set. An
 * object that is its own deadline (see `attempt-signal.ts`) costs a call no allocation here.
 */
export function startDeadline<D extends Deadline>(deadline: D, timeoutMs: number): D {
  deadline.at = now() + timeoutMs;
  pending.add(deadline);
  if (deadline.at < armedAt) arm(deadline.at, timeoutMs);
  // The idle timer was let go of; a waiting call needs it to keep the process alive again.
  else if (pending.size === 1) (timer as Holdable)?.ref?.();
  return deadline;
}

/** Forgets a deadline; its `expire` never runs. */
export function clearDeadline(deadline: Deadline): void {
  if (!pending.delete(deadline) || pending.size > 0) return;
  // Nothing waits: where the runtime can let the timer go, it stays armed for the next call.
  const idle = timer as Holdable;
  if (idle?.unref !== undefined) idle.unref();
  else arm(Infinity, 0);
}

/** How many deadlines are pending. */
export function pendingDeadlines(): number {
  return pending.size;
}

/** Arms the timer for `at`, `delayMs` from now; `Infinity` only disarms it. */
function arm(at: number, delayMs: number): void {
  clearTimeout(timer);
  armedAt = at;
  timer = at === Infinity ? undefined : setTimeout(fire, delayMs);
}

/**
 * How early a deadline may expire: timers run on the event loop's millisecond clock, which can
 * fire a fraction of a millisecond before {@link now} reaches the deadline.
 */
const TIMER_GRAIN_MS = 1;

function fire(): void {
  const time = now();
  let next = Infinity;
  for (const deadline of pending) {
    if (deadline.at > time + TIMER_GRAIN_MS) next = Math.min(next, deadline.at);
    else {
      pending.delete(deadline);
      deadline.expire();
    }
  }
  arm(next, next - time);
}
