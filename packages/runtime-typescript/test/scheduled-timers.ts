/** One timer the code under test asked for: its delay, and the clock when it asked. */
export interface ScheduledTimer {
  delayMs: number;
  at: number;
}

/** The timers scheduled since {@link recordTimers}; `restore` puts the real `setTimeout` back. */
export interface TimerRecord {
  timers: ScheduledTimer[];
  /** The delays of timers at least `minMs` long, in the order they were scheduled. */
  delays(minMs?: number): number[];
  restore(): void;
}

/**
 * Records every `setTimeout` scheduled through the global, and lets each one run as usual.
 * Tests assert the waits the code asked for rather than the time that passed, so a busy
 * machine cannot fail them.
 */
export function recordTimers(): TimerRecord {
  const real = globalThis.setTimeout;
  const timers: ScheduledTimer[] = [];
  const spy = jest.spyOn(globalThis, "setTimeout").mockImplementation(((
    handler: TimerHandler,
    delay?: number,
    ...rest: unknown[]
  ) => {
    timers.push({ delayMs: Number(delay ?? 0), at: Date.now() });
    return real(handler as (...args: unknown[]) => void, delay, ...rest);
  }) as unknown as typeof setTimeout);
  return {
    timers,
    delays: (minMs = 0) => timers.filter((t) => t.delayMs >= minMs).map((t) => t.delayMs),
    restore: () => spy.mockRestore(),
  };
}
