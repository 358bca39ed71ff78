/**
 * Waits `ms` milliseconds, or less when `signal` aborts (the promise then rejects with the
 * signal's reason so callers can stop at once).
 *
 * @example
 * ```ts
 * await sleep(250, controller.signal);
 * ```
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortReason(signal));
    };
    const timer = setTimeout(
      () => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      },
      Math.max(0, ms),
    );
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** The reason an aborted signal carries, or a generic abort error when it has none. */
export function abortReason(signal: AbortSignal | undefined): unknown {
  const reason: unknown = signal?.reason;
  if (reason !== undefined) return reason;
  const error = new Error("The operation was aborted");
  error.name = "AbortError";
  return error;
}
