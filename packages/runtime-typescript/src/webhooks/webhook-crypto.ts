import { CoreError } from "../errors/core-error";
import { globalScope } from "../utils/global-scope";
import { md5 } from "./md5";

/** HMAC algorithms for webhook signatures. */
export type HmacAlgorithm = "sha1" | "sha256" | "sha512";
/** Digest algorithms for body hashes. */
export type DigestAlgorithm = HmacAlgorithm | "md5";

/** The two primitives webhook verification needs. */
export interface WebhookCrypto {
  /** Which implementation this is, for diagnostics. */
  readonly kind: "node" | "webcrypto";
  /** HMAC of `data` under `key`. */
  hmac(algorithm: HmacAlgorithm, key: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>): Promise<Uint8Array>;
  /** Plain hash of `data`. */
  digest(algorithm: DigestAlgorithm, data: Uint8Array<ArrayBuffer>): Promise<Uint8Array>;
}

/** The part of `node:crypto` used here. */
export interface NodeCryptoModule {
  createHmac(algorithm: string, key: Uint8Array): { update(data: Uint8Array): unknown; digest(): Uint8Array };
  createHash(algorithm: string): { update(data: Uint8Array): unknown; digest(): Uint8Array };
}

const WEB_NAMES: Record<HmacAlgorithm, string> = { sha1: "SHA-1", sha256: "SHA-256", sha512: "SHA-512" };

/**
 * Crypto over Web Crypto (`crypto.subtle`): browsers, Deno, Bun, Workers, Node 19+. MD5,
 * which Web Crypto lacks, is computed in JavaScript.
 *
 * @example
 * ```ts
 * await verifyWebhookSignature({ ...args, crypto: createWebCrypto() });
 * ```
 */
export function createWebCrypto(subtle: SubtleCrypto | undefined = globalScope().crypto?.subtle): WebhookCrypto {
  if (subtle === undefined) throw new CoreError("Web Crypto unavailable: crypto.subtle is not defined in this runtime");
  return {
    kind: "webcrypto",
    async hmac(algorithm, key, data) {
      const imported = await subtle.importKey(
        "raw",
        key,
        { name: "HMAC", hash: { name: WEB_NAMES[algorithm] } },
        false,
        ["sign"],
      );
      return new Uint8Array(await subtle.sign("HMAC", imported, data));
    },
    async digest(algorithm, data) {
      if (algorithm === "md5") return md5(data);
      return new Uint8Array(await subtle.digest(WEB_NAMES[algorithm], data));
    },
  };
}

/**
 * Crypto over `node:crypto`.
 *
 * @example
 * ```ts
 * const nodeCrypto = await loadNodeCrypto();
 * if (nodeCrypto) await verifyWebhookSignature({ ...args, crypto: createNodeCrypto(nodeCrypto) });
 * ```
 */
export function createNodeCrypto(module: NodeCryptoModule): WebhookCrypto {
  return {
    kind: "node",
    hmac: (algorithm, key, data) => {
      const hmac = module.createHmac(algorithm, key);
      hmac.update(data);
      return Promise.resolve(new Uint8Array(hmac.digest()));
    },
    digest: (algorithm, data) => {
      const hash = module.createHash(algorithm);
      hash.update(data);
      return Promise.resolve(new Uint8Array(hash.digest()));
    },
  };
}

/**
 * Loads `node:crypto` when running on Node (or a Node-compatible runtime); `undefined`
 * elsewhere. Never throws.
 */
export async function loadNodeCrypto(): Promise<NodeCryptoModule | undefined> {
  const process = globalScope().process;
  if (typeof process?.versions?.node !== "string") return undefined;
  try {
    if (typeof process.getBuiltinModule === "function") {
      const builtin = process.getBuiltinModule("node:crypto");
      if (isNodeCrypto(builtin)) return builtin;
    }
    // A variable specifier keeps bundlers for browsers from trying to include node:crypto.
    const specifier = "node:crypto";
    const loaded: unknown = await import(/* webpackIgnore: true */ specifier);
    return isNodeCrypto(loaded) ? loaded : undefined;
  } catch {
    return undefined;
  }
}

function isNodeCrypto(value: unknown): value is NodeCryptoModule {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { createHmac?: unknown }).createHmac === "function" &&
    typeof (value as { createHash?: unknown }).createHash === "function"
  );
}

let defaultCrypto: Promise<WebhookCrypto> | undefined;

/** `node:crypto` when present, else Web Crypto. Resolved once and reused. */
export function getDefaultWebhookCrypto(): Promise<WebhookCrypto> {
  defaultCrypto ??= loadNodeCrypto().then((module) =>
    module !== undefined ? createNodeCrypto(module) : createWebCrypto(),
  );
  return defaultCrypto;
}

/**
 * Compares two byte arrays in time that depends only on their lengths, so an attacker
 * cannot learn how many leading bytes of a forged signature were right.
 */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  const length = Math.max(a.length, b.length);
  let difference = a.length ^ b.length;
  for (let i = 0; i < length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}
