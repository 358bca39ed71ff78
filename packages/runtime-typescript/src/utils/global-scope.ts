/**
 * Typed, optional views of host globals. The core runs in browsers, Deno, Bun, Workers and
 * Node, so every host object is looked up at run time instead of being assumed.
 */

/** The part of Node's `process` object the core reads. */
export interface ProcessLike {
  versions?: Record<string, string | undefined>;
  platform?: string;
  arch?: string;
  env?: Record<string, string | undefined>;
  getBuiltinModule?: (id: string) => unknown;
}

/** The part of Deno's global the core reads. */
export interface DenoLike {
  version?: { deno?: string };
  build?: { os?: string; arch?: string };
}

/** The part of Bun's global the core reads. */
export interface BunLike {
  version?: string;
}

/** The part of `navigator` the core reads. */
export interface NavigatorLike {
  userAgent?: string;
  product?: string;
}

/** Host globals that may or may not exist. */
export interface GlobalScope {
  process?: ProcessLike;
  Deno?: DenoLike;
  Bun?: BunLike;
  navigator?: NavigatorLike;
  EdgeRuntime?: unknown;
  window?: unknown;
  document?: unknown;
  /** Defined in a browser's Web, shared and service workers, which have no window. */
  WorkerGlobalScope?: unknown;
  crypto?: Partial<Crypto>;
}

/** `globalThis` seen through {@link GlobalScope}. */
export function globalScope(): GlobalScope {
  return globalThis as unknown as GlobalScope;
}
