import { concatBytes } from "../utils/bytes";
import { CoreError } from "../errors/core-error";
import { base64ToBytes } from "../utils/base64";
import {
  getDefaultWebhookCrypto,
  timingSafeEqual,
  type DigestAlgorithm,
  type HmacAlgorithm,
  type WebhookCrypto,
} from "./webhook-crypto";

/** How a webhook sender signs its requests. */
export interface WebhookSignatureConfig {
  /** HMAC algorithm. */
  algorithm: HmacAlgorithm;
  /** How the signature is written in the header. */
  encoding: "hex" | "base64";
  /** Header holding the signature (case-insensitive). */
  header: string;
  /** Text before the signature, e.g. `"sha256="` or `"v1="`; several signatures may be separated by spaces or commas. */
  prefix?: string;
  /**
   * What is signed. Placeholders: `{body}` (raw body bytes), `{timestamp}` (the timestamp
   * header as sent), `{url}` (the notification URL).
   * @default "{body}"
   */
  payloadTemplate?: string;
  /** Replay protection: the header holding the send time and the accepted clock difference. */
  timestamp?: {
    header: string;
    toleranceSeconds: number;
    /**
     * `unix` (seconds since the epoch) or `iso` (ISO 8601).
     * @default "unix"
     */
    format?: "unix" | "iso";
  };
  /**
   * Body-hash binding: the hash of the raw body, with its own algorithm and encoding, is sent
   * as a query parameter of the notification URL and must match before the HMAC is checked.
   */
  bodyHash?: { algorithm: DigestAlgorithm; encoding: "hex" | "base64"; queryParameter: string };
}

/** Why a webhook was rejected. */
export type WebhookVerificationFailure =
  | "missing-header"
  | "bad-signature"
  | "expired"
  | "body-hash-mismatch"
  | "missing-body-hash";

/** Raised by {@link assertWebhookSignature}; `reason` says which check failed. */
export class WebhookVerificationError extends CoreError {
  override name = "WebhookVerificationError";
  /** Which check failed. */
  readonly reason: WebhookVerificationFailure;

  constructor(reason: WebhookVerificationFailure, message: string) {
    super(`Webhook verification failed: ${message}`);
    this.reason = reason;
  }
}

/** Arguments of {@link verifyWebhookSignature} and {@link assertWebhookSignature}. */
export interface VerifyWebhookSignatureArgs {
  config: WebhookSignatureConfig;
  /** The shared secret (UTF-8). Empty or missing is an error, never a pass. */
  secret: string;
  /** The raw request body exactly as received; re-serialized JSON will not verify. */
  body: string | Uint8Array;
  /** Request headers. */
  headers: Record<string, string | string[] | undefined> | Headers;
  /** The full notification URL, needed for `bodyHash` and `{url}`. */
  url?: string;
  /**
   * Current time in milliseconds since the epoch.
   * @default Date.now()
   */
  now?: number;
  /**
   * Crypto implementation.
   * @default node:crypto when present, else Web Crypto
   */
  crypto?: WebhookCrypto;
}

/**
 * Checks a webhook's signature; `false` for any failed check (wrong signature, tampered
 * body, missing header, expired timestamp, body-hash mismatch).
 *
 * @throws {@link CoreError} when `secret` is empty or missing: that is a configuration
 * mistake, not a bad notification, and must not read as one either way.
 * @example
 * ```ts
 * const ok = await verifyWebhookSignature({
 *   config: { algorithm: "sha256", encoding: "hex", header: "X-Signature", prefix: "sha256=" },
 *   secret: process.env.WEBHOOK_SECRET!,
 *   body: rawBody,
 *   headers: request.headers,
 * });
 * if (!ok) return new Response("invalid signature", { status: 401 });
 * ```
 */
export async function verifyWebhookSignature(args: VerifyWebhookSignatureArgs): Promise<boolean> {
  try {
    await assertWebhookSignature(args);
    return true;
  } catch (error) {
    if (error instanceof WebhookVerificationError) return false;
    throw error;
  }
}

/**
 * Like {@link verifyWebhookSignature}, but throws a {@link WebhookVerificationError} naming
 * the failed check. Checks run in order: signature header, timestamp, body hash, HMAC.
 *
 * @throws {@link CoreError} when `secret` is empty or missing.
 * @example
 * ```ts
 * try {
 *   await assertWebhookSignature({ config, secret, body: rawBody, headers, url: request.url });
 * } catch (error) {
 *   if (error instanceof WebhookVerificationError) console.warn(error.reason);
 * }
 * ```
 */
export async function assertWebhookSignature(args: VerifyWebhookSignatureArgs): Promise<void> {
  const { config } = args;
  // Anyone can compute an HMAC with an empty key, so "no secret" must never mean "accept".
  if (typeof args.secret !== "string" || args.secret.length === 0) {
    throw new CoreError(
      `Webhook secret is empty or missing: cannot verify the "${config.header}" signature without the signing secret`,
    );
  }
  const signatureHeader = readHeader(args.headers, config.header);
  if (signatureHeader === undefined) {
    throw new WebhookVerificationError("missing-header", `signature header "${config.header}" is missing`);
  }

  let timestamp: string | undefined;
  if (config.timestamp !== undefined) {
    timestamp = readHeader(args.headers, config.timestamp.header);
    if (timestamp === undefined) {
      throw new WebhookVerificationError("missing-header", `timestamp header "${config.timestamp.header}" is missing`);
    }
    checkTimestamp(timestamp, config.timestamp, args.now ?? Date.now());
  }

  const crypto = args.crypto ?? (await getDefaultWebhookCrypto());
  const body = typeof args.body === "string" ? new TextEncoder().encode(args.body) : copyBytes(args.body);

  if (config.bodyHash !== undefined) {
    const sent = readQueryParameter(args.url, config.bodyHash.queryParameter);
    if (sent === undefined) {
      throw new WebhookVerificationError(
        "missing-body-hash",
        `query parameter "${config.bodyHash.queryParameter}" of the notification URL is missing`,
      );
    }
    const expected = await crypto.digest(config.bodyHash.algorithm, body);
    const received = decode(sent, config.bodyHash.encoding);
    if (received === undefined || !timingSafeEqual(expected, received)) {
      throw new WebhookVerificationError(
        "body-hash-mismatch",
        `the body does not match the "${config.bodyHash.queryParameter}" hash`,
      );
    }
  }

  const payload = buildPayload(config.payloadTemplate ?? "{body}", body, timestamp, args.url);
  const expected = await crypto.hmac(config.algorithm, new TextEncoder().encode(args.secret), payload);
  const candidates = signatureCandidates(signatureHeader, config.prefix);
  const matched = candidates.some((candidate) => {
    const received = decode(candidate, config.encoding);
    return received !== undefined && timingSafeEqual(expected, received);
  });
  if (!matched) {
    throw new WebhookVerificationError("bad-signature", `the signature in "${config.header}" does not match`);
  }
}

function readHeader(headers: VerifyWebhookSignatureArgs["headers"], name: string): string | undefined {
  let value: string | string[] | null | undefined;
  if (typeof Headers !== "undefined" && headers instanceof Headers) {
    value = headers.get(name);
  } else {
    const wanted = name.toLowerCase();
    const record = headers as Record<string, string | string[] | undefined>;
    const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === wanted);
    value = key === undefined ? undefined : record[key];
  }
  const text = Array.isArray(value) ? value.join(",") : value;
  return text === undefined || text === null || text.trim() === "" ? undefined : text.trim();
}

function checkTimestamp(value: string, config: NonNullable<WebhookSignatureConfig["timestamp"]>, now: number): void {
  let sentAt: number;
  if ((config.format ?? "unix") === "unix") {
    sentAt = /^\d+(\.\d+)?$/.test(value) ? Number(value) * 1000 : Number.NaN;
  } else {
    sentAt = Date.parse(value);
  }
  if (Number.isNaN(sentAt)) {
    throw new WebhookVerificationError(
      "expired",
      `timestamp header "${config.header}" is not a valid ${config.format ?? "unix"} time`,
    );
  }
  if (Math.abs(now - sentAt) > config.toleranceSeconds * 1000) {
    throw new WebhookVerificationError("expired", `timestamp is outside the ${config.toleranceSeconds} s tolerance`);
  }
}

function readQueryParameter(url: string | undefined, name: string): string | undefined {
  if (url === undefined) return undefined;
  try {
    const value = new URL(url, "http://placeholder.invalid").searchParams.get(name);
    return value === null || value === "" ? undefined : value;
  } catch {
    return undefined;
  }
}

/** Builds the signed bytes, inserting the raw body bytes unchanged. */
function buildPayload(
  template: string,
  body: Uint8Array,
  timestamp: string | undefined,
  url: string | undefined,
): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(body|timestamp|url)\}/g)) {
    parts.push(encoder.encode(template.slice(last, match.index)));
    if (match[1] === "body") parts.push(body);
    else if (match[1] === "timestamp") parts.push(encoder.encode(timestamp ?? ""));
    else parts.push(encoder.encode(url ?? ""));
    last = match.index + match[0].length;
  }
  parts.push(encoder.encode(template.slice(last)));
  return concatBytes(parts) as Uint8Array<ArrayBuffer>;
}

function signatureCandidates(header: string, prefix: string | undefined): string[] {
  const pieces = header.split(/[\s,]+/).filter((piece) => piece.length > 0);
  if (prefix === undefined || prefix === "") return pieces;
  return pieces.filter((piece) => piece.startsWith(prefix)).map((piece) => piece.slice(prefix.length));
}

function decode(text: string, encoding: "hex" | "base64"): Uint8Array | undefined {
  if (encoding === "hex") {
    if (!/^(?:[0-9a-fA-F]{2})+$/.test(text)) return undefined;
    const bytes = new Uint8Array(text.length / 2);
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(text.slice(i * 2, i * 2 + 2), 16);
    return bytes;
  }
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return undefined;
  try {
    return base64ToBytes(text);
  } catch {
    return undefined;
  }
}

function copyBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return copy;
}
