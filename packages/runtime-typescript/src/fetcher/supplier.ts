/**
 * A value, or a function (possibly async) that produces it on demand. Used for headers and
 * credentials that may change between requests, such as a refreshed token.
 */
export type Supplier<T> = T | (() => T | Promise<T>);

/**
 * Resolves {@link Supplier} values.
 *
 * @example
 * ```ts
 * const token = await Supplier.get(options.token); // works for "abc" and for async () => "abc"
 * ```
 */
export const Supplier = {
  /** Returns the value itself, or calls the function and awaits its result. */
  async get<T>(supplier: Supplier<T>): Promise<T> {
    if (typeof supplier === "function") {
      return await (supplier as () => T | Promise<T>)();
    }
    return supplier;
  },
};
