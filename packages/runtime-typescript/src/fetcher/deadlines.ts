/** One pending deadline: `expire` runs once when the clock reaches `at` (ms since the epoch). */
export interface Deadline {
  at: number;
  expire(): void;
}

type Timer = ReturnType<typeof setTimeout>;

/** The longest wait a timer can hold. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Every pending deadline of the process's calls, served by one timer armed for the earliest.
 * A call that ends before its deadline only leaves the set: with the timer already armed for
 * an earlier or equal deadline, it schedules and clears nothing.
 */
const pending = new Set<Deadline>();
let timer: Timer | undefined;
/** When the armed timer fires. */
let armedAt = Number.POSITIVE_INFINITY;

/**
 * Runs `expire` once `timeoutMs` have passed, unless {@link clearDeadline} comes first.
 * `timeoutMs` is more than 0 and at most 2^31 - 1.
 */
export function setDeadline(timeoutMs: number, expire: () => void): Deadline {
  const deadline: Deadline = { at: Date.now() + timeoutMs, expire };
  pending.add(deadline);
  if (deadline.at < armedAt) arm(deadline.at, timeoutMs);
  // An idle timer was let go of so it keeps no process alive; a waiting call needs it to.
  else if (pending.size === 1) hold(timer, true);
  return deadline;
}

/** Forgets a deadline; its `expire` never runs. */
export function clearDeadline(deadline: Deadline): void {
  if (!pending.delete(deadline) || pending.size > 0) return;
  // Nothing waits: a runtime that can let a timer go keeps it armed for the next call.
  if (!hold(timer, false)) disarm();
}

/** How many deadlines are pending. */
export function pendingDeadlines(): number {
  return pending.size;
}

function arm(at: number, delayMs: number): void {
  disarm();
  armedAt = at;
  timer = setTimeout(fire, Math.min(Math.max(delayMs, 1), MAX_TIMER_MS));
}

function disarm(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  armedAt = Number.POSITIVE_INFINITY;
}

function fire(): void {
  timer = undefined;
  armedAt = Number.POSITIVE_INFINITY;
  const now = Date.now();
  let next = Number.POSITIVE_INFINITY;
  const due: Deadline[] = [];
  for (const deadline of pending) {
    if (deadline.at <= now) due.push(deadline);
    else if (deadline.at < next) next = deadline.at;
  }
  for (const deadline of due) pending.delete(deadline);
  if (next !== Number.POSITIVE_INFINITY) arm(next, next - now);
  for (const deadline of due) deadline.expire();
}

/** `ref`s or `unref`s a timer where the runtime can (Node, Bun); says whether it could. */
function hold(handle: Timer | undefined, keepAlive: boolean): boolean {
  if (typeof handle !== "object" || handle === null) return false;
  const method = keepAlive ? (handle as { ref?: () => void }).ref : (handle as { unref?: () => void }).unref;
  if (typeof method !== "function") return false;
  method.call(handle);
  return true;
}
