import { clearDeadline, pendingDeadlines, startDeadline, type Deadline } from "./deadlines";

/** A deadline of its own for `expire`, `timeoutMs` from now. */
function setDeadline(timeoutMs: number, expire: () => void): Deadline {
  return startDeadline({ at: 0, expire }, timeoutMs);
}

// One timer serves every pending deadline; these tests count the timers scheduled and the
// deadlines that expire, on Jest's clock.

describe("the shared deadline timer", () => {
  let scheduled: number[];
  let spy: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    scheduled = [];
    const fake = globalThis.setTimeout;
    spy = jest.spyOn(globalThis, "setTimeout").mockImplementation(((handler: () => void, delay?: number) => {
      scheduled.push(Number(delay ?? 0));
      return fake(handler, delay);
    }) as unknown as typeof setTimeout);
  });
  afterEach(() => {
    // Lets the armed timer fire with nothing pending, so the next test starts from no timer.
    jest.runOnlyPendingTimers();
    spy.mockRestore();
    jest.useRealTimers();
  });

  it("schedules one timer for calls that each end before their deadline", () => {
    for (let call = 0; call < 100; call++) {
      const deadline = setDeadline(60_000, () => undefined);
      jest.advanceTimersByTime(5);
      clearDeadline(deadline);
    }
    expect({ scheduled, pending: pendingDeadlines() }).toEqual({ scheduled: [60_000], pending: 0 });
  });

  it("expires each deadline at its own time, the earliest first", () => {
    const expired: string[] = [];
    setDeadline(300, () => expired.push("long"));
    setDeadline(100, () => expired.push("short"));
    jest.advanceTimersByTime(99);
    expect(expired).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(expired).toEqual(["short"]);
    jest.advanceTimersByTime(199);
    expect(expired).toEqual(["short"]);
    jest.advanceTimersByTime(1);
    expect(expired).toEqual(["short", "long"]);
    // Armed for 300, re-armed for 100, then for what remained of 300.
    expect(scheduled).toEqual([300, 100, 200]);
  });

  it("never expires a deadline that was cleared", () => {
    const expired: string[] = [];
    const first = setDeadline(100, () => expired.push("first"));
    setDeadline(200, () => expired.push("second"));
    clearDeadline(first);
    jest.advanceTimersByTime(1000);
    expect({ expired, pending: pendingDeadlines() }).toEqual({ expired: ["second"], pending: 0 });
  });

  it("lets the idle timer go, so it keeps no process alive, and holds it again for a call", () => {
    const first = setDeadline(60_000, () => undefined);
    const timer = jest.mocked(globalThis.setTimeout).mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(true);
    clearDeadline(first);
    expect(timer.hasRef()).toBe(false);
    const second = setDeadline(60_000, () => undefined);
    expect(timer.hasRef()).toBe(true);
    clearDeadline(second);
  });

  it("keeps a deadline set after the wall clock stepped forward to its own time", () => {
    const expired: string[] = [];
    const long = setDeadline(60_000, () => expired.push("long"));
    // The system's clock jumps an hour ahead (an NTP correction, a laptop waking up).
    jest.setSystemTime(Date.now() + 3_600_000);
    setDeadline(1_000, () => expired.push("short"));
    jest.advanceTimersByTime(1_000);
    expect(expired).toEqual(["short"]);
    clearDeadline(long);
  });

  it("expires a deadline on time when the wall clock steps back", () => {
    const expired: string[] = [];
    setDeadline(1_000, () => expired.push("due"));
    jest.setSystemTime(Date.now() - 3_600_000);
    jest.advanceTimersByTime(1_000);
    expect(expired).toEqual(["due"]);
  });

  it("expires a deadline whose timer fires a fraction of a millisecond early, with no second timer", () => {
    const expired: string[] = [];
    setDeadline(200, () => expired.push("due"));
    // Timers run on the event loop's millisecond clock, which can fire just before the
    // high-resolution clock reaches the deadline.
    const clock = performance.now.bind(performance);
    const early = jest.spyOn(performance, "now").mockImplementation(() => clock() - 0.3);
    jest.advanceTimersByTime(200);
    early.mockRestore();
    expect({ expired, scheduled, pending: pendingDeadlines() }).toEqual({
      expired: ["due"],
      scheduled: [200],
      pending: 0,
    });
  });
});
