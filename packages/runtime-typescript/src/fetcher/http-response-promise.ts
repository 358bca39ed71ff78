import type { WithRawResponse } from "./raw-response";

/** The handler that keeps an unobserved rejection of the data promise quiet. */
const ignore = (): void => undefined;

/**
 * A promise of an endpoint's data that can also hand out the raw response.
 * `await promise` gives the data; `await promise.withRawResponse()` gives both.
 *
 * @example
 * ```ts
 * const user = await client.users.get({ userId: "u1" });
 * const { data, rawResponse } = await client.users.get({ userId: "u1" }).withRawResponse();
 * ```
 */
export class HttpResponsePromise<T> extends Promise<T> {
  private readonly inner: Promise<WithRawResponse<T>>;

  private constructor(inner: Promise<WithRawResponse<T>>) {
    super((resolve, reject) => {
      inner.then((result) => resolve(result.data), reject);
    });
    this.inner = inner;
    // Callers that only use withRawResponse() must not trigger an unhandled rejection here.
    this.then(undefined, ignore);
  }

  /**
   * Wraps a promise of data plus raw response.
   *
   * @example
   * ```ts
   * return HttpResponsePromise.fromPromise(this.sendRequest(args));
   * ```
   */
  static fromPromise<T>(promise: Promise<WithRawResponse<T>>): HttpResponsePromise<T> {
    return new HttpResponsePromise(promise);
  }

  /** Resolves to the data together with the raw response. */
  withRawResponse(): Promise<WithRawResponse<T>> {
    return this.inner;
  }
}

// `constructor` is `Promise` itself: derived promises (`then`, `catch`, `finally`) are plain
// promises, and `await` takes the engine's fast path, with no extra promise or turn per call.
Object.defineProperty(HttpResponsePromise.prototype, "constructor", { value: Promise });
