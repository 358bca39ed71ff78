/** Counts turns of the microtask queue between a start and an end; see {@link countTurns}. */
export interface TurnCounter {
  /** Starts counting; later calls do nothing. */
  start(): void;
  /** Resolves to the turns counted from `start` until `settled` settles (its own reaction included). */
  until(settled: Promise<unknown>): Promise<number>;
}

/**
 * Counts how many turns of the microtask queue pass between two points of a call: one
 * microtask re-queues itself from `start` on, once per turn, until the awaited promise has
 * settled. Each promise hop a call makes (an `await`, an async function handing back a promise,
 * a wrapping `then`) is one more turn, so the count says how much promise work lies between
 * the two points, and the machine's load cannot change it.
 */
export function countTurns(): TurnCounter {
  let turns = 0;
  let started = false;
  let settled = false;
  const step = (): void => {
    if (settled) return;
    turns++;
    queueMicrotask(step);
  };
  return {
    start() {
      if (started) return;
      started = true;
      queueMicrotask(step);
    },
    async until(promise) {
      await promise.then(
        () => undefined,
        () => undefined,
      );
      settled = true;
      return turns;
    },
  };
}
