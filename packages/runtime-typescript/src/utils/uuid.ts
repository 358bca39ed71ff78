import { globalScope } from "./global-scope";

/** The random sources {@link uuidv4} can use. */
export interface UuidSource {
  randomUUID?: () => string;
  getRandomValues?: (array: Uint8Array<ArrayBuffer>) => unknown;
}

/**
 * Returns a random UUID version 4, from `crypto.randomUUID` when present, else from
 * `crypto.getRandomValues`. Used for idempotency keys.
 *
 * @param source - the crypto object to use; defaults to `globalThis.crypto`.
 * @example
 * ```ts
 * headers["Idempotency-Key"] = options.idempotencyKey ?? uuidv4();
 * ```
 */
export function uuidv4(source: UuidSource | undefined = globalScope().crypto): string {
  if (typeof source?.randomUUID === "function") return source.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof source?.getRandomValues === "function") {
    source.getRandomValues(bytes);
  } else {
    // Last resort for hosts without Web Crypto: unique enough for idempotency keys, not for secrets.
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  }
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
