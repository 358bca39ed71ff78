import { createLogger, type LogConfig, type Logger } from "../logging/logger";
import {
  isSensitiveName,
  REDACTED,
  redactHeaders,
  redactText,
  redactUrl,
  type RequestSecrets,
} from "../logging/redact";
import { CoreError } from "../errors/core-error";
import { setOwn } from "../utils/own";
import { sleep } from "../utils/sleep";
import type { HttpMethod } from "./http-method";
import { toPlainQueryString, toQueryString, type QueryParameterStyle } from "./query-string";
import { emptyRawResponse, toRawResponse, type RawResponse } from "./raw-response";
import { readBodyText } from "./read-body";
import { encodeAnyBody, readAnyBody, type BodyFormats, type PreparedBody } from "./body-formats";
import {
  decideRetry,
  defaultRetryPolicy,
  resolveRetryPolicy,
  type AttemptOutcome,
  type RetryPolicy,
} from "./retry-policy";
import { assertSetting, DEFAULT_MAX_RESPONSE_BYTES } from "./settings";
import { Supplier } from "./supplier";
import { attemptSignal } from "./attempt-signal";

/** One HTTP call as generated code describes it. An optional field set to `undefined` counts as not set. */
export interface FetcherArgs {
  /** Absolute URL: base and path already joined, without the query. */
  url: string;
  /** HTTP method. */
  method: HttpMethod;
  /** Headers; suppliers are resolved on every attempt, `undefined`/`null` values are skipped. */
  headers?: Record<string, string | Supplier<string | undefined> | undefined | null> | undefined;
  /** Query parameters, serialized by `toQueryString`. */
  queryParameters?: Record<string, unknown> | undefined;
  /** Per-parameter `style`/`explode`. */
  queryStyle?: Record<string, QueryParameterStyle> | undefined;
  /** Request body; encoded according to `requestType`. */
  body?: unknown;
  /**
   * How `body` is encoded.
   * @default "json"
   */
  requestType?: "json" | "form" | "multipart" | "bytes" | "text" | undefined;
  /** Overrides the `Content-Type` derived from `requestType` (ignored for multipart). */
  contentType?: string | undefined;
  /**
   * How the response body is read. `stream` and `sse` hand back the body stream unread.
   * @default "json"
   */
  responseType?: "json" | "text" | "bytes" | "blob" | "stream" | "sse" | undefined;
  /**
   * Time limit of each attempt in ms, covering headers and body (for streams, headers only).
   * Must be more than 0; `NaN` or a negative value is an error.
   * @default undefined (no limit); `Infinity` also means no limit
   */
  timeoutMs?: number | undefined;
  /** Shorthand that overrides `retryPolicy.maxRetries`: a whole number from 0. */
  maxRetries?: number | undefined;
  /**
   * The largest response body read into memory, in bytes (after content decoding). A larger
   * body fails the call with a message naming the limit; `stream` and `sse` responses are
   * handed back unread and are not counted.
   * @default 104857600 (100 MiB); `Infinity` lifts the limit
   */
  maxResponseBytes?: number | undefined;
  /** Overrides parts of {@link DEFAULT_RETRY_POLICY}. */
  retryPolicy?: Partial<RetryPolicy> | undefined;
  /** The caller's signal; aborting ends the call at once and is never retried. */
  abortSignal?: AbortSignal | undefined;
  /**
   * Lets POST and PATCH be retried; set it when the request carries an idempotency key.
   * @default false
   */
  idempotent?: boolean | undefined;
  /**
   * The fetch implementation.
   * @default globalThis.fetch
   */
  fetchFn?: typeof fetch | undefined;
  /** Request logging; credentials are always redacted. */
  logging?: LogConfig | undefined;
  /**
   * What the SDK knows to be a credential in this request. These headers and query
   * parameters are dropped when a redirect leads to another origin, and they and the values
   * are redacted from log lines and error messages.
   */
  secrets?: RequestSecrets | undefined;
  /** The header carrying an idempotency key; like a credential, it never follows a redirect to another origin. */
  idempotencyHeader?: string | undefined;
  /**
   * The API's own origin, for a `url` that came from a response (a next-page link). A `url`
   * on any other origin is then sent as after a redirect there: without credentials or
   * idempotency key, and never with a body.
   * @default the origin of `url`
   */
  origin?: string | undefined;
  /** Needed by some runtimes when `body` is a stream. */
  duplex?: "half" | undefined;
}

/** Why a call failed. */
export type FetcherError =
  | { reason: "status-code"; statusCode: number; body: unknown }
  | { reason: "non-json"; statusCode: number; rawBody: string }
  | { reason: "timeout"; cause?: unknown }
  | { reason: "unknown"; errorMessage: string; cause?: unknown; aborted?: boolean };

/** The outcome of {@link fetcher}: never throws for HTTP or network failures. */
export type APIResponse<T> =
  | { ok: true; body: T; rawResponse: RawResponse }
  | { ok: false; error: FetcherError; rawResponse: RawResponse };

type AttemptResult<T> =
  | { done: true; response: APIResponse<T> }
  | { done: false; outcome: AttemptOutcome; failure: APIResponse<T> };

/**
 * Sends one HTTP request with retries, timeout and abort handling, and reads the response.
 * HTTP, timeout and network failures are returned as `{ ok: false, error }`, never thrown.
 *
 * Redirects are followed here rather than by the platform, so that nothing meant for the
 * request's own origin leaves it: on a hop to another origin every credential header and
 * query parameter, `Cookie`, `Authorization` and the idempotency key are dropped, and a
 * 307/308 that would send the body there is not followed.
 *
 * @throws {@link CoreError} when a numeric argument is invalid (`NaN`, negative, a fractional
 * retry count), so that it can never mean "no limit".
 * @example
 * ```ts
 * const response = await fetcher<User>({ url: joinUrl(base, "users", encodePathParam(id)), method: "GET", timeoutMs: 60_000 });
 * if (response.ok) console.log(response.body);
 * else if (response.error.reason === "status-code") console.log(response.error.statusCode);
 * ```
 */
export function fetcher<T = unknown>(args: FetcherArgs): Promise<APIResponse<T>> {
  return send<T>(args, EVERY_FORMAT);
}

const EVERY_FORMAT: BodyFormats = {
  encode: encodeAnyBody,
  read: readAnyBody,
  query: toQueryString,
  retryPolicy: resolveRetryPolicy,
};

/**
 * A {@link fetcher} that knows only the body formats given: a generated client passes those
 * its API uses, and a bundler leaves the code of the others out. Without `query`, it writes
 * query parameters only in the default style (see {@link toPlainQueryString}); without
 * `retryPolicy`, it retries by `maxRetries` and the default policy and refuses a `retryPolicy`.
 *
 * @example
 * ```ts
 * const fetchJson = createFetcher({ encode: encodeJsonBody, read: readJsonBody });
 * const response = await fetchJson<User>({ url, method: "POST", body: { name: "Ada" } });
 * ```
 */
export function createFetcher(formats: BodyFormats): <T = unknown>(args: FetcherArgs) => Promise<APIResponse<T>> {
  return (args) => send(args, formats);
}

async function send<T>(args: FetcherArgs, formats: BodyFormats): Promise<APIResponse<T>> {
  const logger = args.logging === undefined ? SILENT : createLogger(args.logging);
  const policy =
    args.retryPolicy === undefined
      ? defaultRetryPolicy(args.maxRetries)
      : (formats.retryPolicy ?? unsupportedRetryPolicy)(args.retryPolicy, args.maxRetries);
  const query =
    args.queryParameters !== undefined
      ? (formats.query ?? toPlainQueryString)(args.queryParameters, args.queryStyle)
      : "";
  const url = query.length > 0 ? `${args.url}${args.url.includes("?") ? "&" : "?"}${query}` : args.url;
  const call: Call = {
    args,
    url,
    origin: "",
    urlOrigin: "",
    where: undefined,
    prepared: args.body === undefined ? NO_BODY : formats.encode(args),
    formats,
    fetchFn: args.fetchFn ?? globalThis.fetch,
    maxResponseBytes: args.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    logger,
  };
  const describeCall = (): string => where(call);
  assertSetting("timeoutMs", args.timeoutMs, "duration", describeCall);
  assertSetting("maxResponseBytes", args.maxResponseBytes, "limit", describeCall);
  const parsed = parse(url);
  if (parsed === undefined) return refused<T>(call, `Invalid request URL: ${where(call)}`);
  call.urlOrigin = parsed.origin;
  call.origin = args.origin ?? parsed.origin;
  // fetch refuses such a URL with a message that repeats it, password included.
  if (parsed.username !== "" || parsed.password !== "") {
    return refused<T>(
      call,
      `Invalid request URL: ${where(call)} (user info in a URL is never sent; pass credentials as client options)`,
    );
  }

  for (let retriesDone = 0; ; retriesDone++) {
    const resolving = resolveHeaders(args.headers, call.prepared.contentType);
    // Only a header given as a function is awaited; plain values cost no turn of the event loop.
    const headers = resolving instanceof Promise ? await resolving : resolving;
    if (typeof headers === "string") return refused<T>(call, `${headers}: ${where(call)}`);
    if (logger.enabled("debug"))
      logger.debug(`HTTP request: ${where(call)}`, { headers: redactHeaders(headers, args.secrets) });
    const result = await attempt<T>(call, headers);
    // Compared with `===`: without strictNullChecks, a truthiness test narrows no union.
    if (result.done === true) return result.response;
    const decision = decideRetry({
      retriesDone,
      policy,
      method: args.method,
      idempotent: args.idempotent,
      outcome: result.outcome,
      now: Date.now(),
    });
    if (!decision.retry || !call.prepared.replayable) return result.failure;
    logger.info(
      `Retrying request: ${where(call)} in ${decision.delayMs} ms (retry ${retriesDone + 1} of ${policy.maxRetries})`,
    );
    try {
      await sleep(decision.delayMs, args.abortSignal);
    } catch (cause) {
      return abortedResponse<T>(call, cause);
    }
  }
}

const NO_BODY: PreparedBody = { replayable: true };

/** What a fetcher made without `retryPolicy` does with a call that sets one. */
function unsupportedRetryPolicy(): never {
  throw new CoreError("Unsupported retryPolicy: this client retries by maxRetries with the default policy");
}

/** The logger of a call without a logging config: made once, since it writes nothing. */
const SILENT: Logger = /* @__PURE__ */ createLogger();

/** Everything one call's attempts share. */
interface Call {
  args: FetcherArgs;
  /** The URL with its query, as sent. */
  url: string;
  /** The API's origin (`args.origin`, else that of `url`); a hop elsewhere drops every credential. */
  origin: string;
  /** The origin of `url` itself. */
  urlOrigin: string;
  /** `METHOD url` with credentials redacted, for messages: made on first use, see {@link where}. */
  where: string | undefined;
  prepared: PreparedBody;
  formats: BodyFormats;
  fetchFn: typeof fetch;
  maxResponseBytes: number;
  logger: Logger;
}

/** `METHOD url` with credentials redacted; only messages and log lines need it, so most calls never build it. */
function where(call: Call): string {
  return (call.where ??= `${call.args.method} ${redactUrl(call.url, call.args.secrets)}`);
}

async function attempt<T>(call: Call, headers: Record<string, string>): Promise<AttemptResult<T>> {
  const { args, logger } = call;
  const signals = attemptSignal(args.abortSignal, args.timeoutMs);
  const streaming = args.responseType === "stream" || args.responseType === "sse";
  // Made only when the attempt fails before a response arrives: a Headers object is not free.
  let rawResponse: RawResponse | undefined;
  let phase: "connect" | "body" = "connect";
  try {
    const sent = await sendFollowingRedirects(call, headers, signals.signal);
    if (sent.ok === false) {
      const errorMessage = redactText(sent.message, args.secrets);
      logger.error(errorMessage);
      return {
        done: true,
        response: {
          ok: false,
          error: { reason: "unknown", errorMessage },
          rawResponse: sent.rawResponse ?? noResponse(call),
        },
      };
    }
    const { response } = sent;
    const raw = sent.rawResponse;
    rawResponse = raw;
    if (logger.enabled("debug")) logger.debug(`HTTP response: ${response.status} ${where(call)}`);
    phase = "body";
    if (response.status < 200 || response.status >= 300) {
      const text = await readBodyText(response, call.maxResponseBytes);
      if (text === undefined) return { done: true, response: tooLarge<T>(call, raw) };
      const failure: APIResponse<T> = {
        ok: false,
        error: { reason: "status-code", statusCode: response.status, body: parseErrorBody(text) },
        rawResponse: raw,
      };
      return {
        done: false,
        outcome: { kind: "response", status: response.status, headers: response.headers },
        failure,
      };
    }
    // A stream is handed back unread: the time limit covers its headers only.
    if (streaming) signals.stopTimer();
    const read = await call.formats.read(response, args, call.maxResponseBytes);
    if (read === undefined) return { done: true, response: tooLarge<T>(call, raw) };
    if ("nonJson" in read) {
      return {
        done: true,
        response: {
          ok: false,
          error: { reason: "non-json", statusCode: response.status, rawBody: read.nonJson },
          rawResponse: raw,
        },
      };
    }
    return { done: true, response: { ok: true, body: read.value as T, rawResponse: raw } };
  } catch (error) {
    if (signals.expired) {
      logger.warn(`Request timed out: ${where(call)} after ${args.timeoutMs} ms`);
      const failure: APIResponse<T> = {
        ok: false,
        error: { reason: "timeout", cause: error },
        rawResponse: rawResponse ?? noResponse(call),
      };
      return { done: false, outcome: { kind: "timeout" }, failure };
    }
    if (args.abortSignal?.aborted === true) {
      return { done: true, response: abortedResponse<T>(call, error, rawResponse) };
    }
    const what = phase === "body" ? "Response body was interrupted" : "Request failed";
    const errorMessage = redactText(`${what}: ${where(call)} (${describeError(error)})`, args.secrets);
    logger.error(errorMessage);
    const failure: APIResponse<T> = {
      ok: false,
      error: { reason: "unknown", errorMessage, cause: error },
      rawResponse: rawResponse ?? noResponse(call),
    };
    return { done: false, outcome: { kind: "network", error }, failure };
  } finally {
    signals.dispose(streaming);
  }
}

/** Statuses whose `Location` is followed (RFC 9110 §15.4). */
const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** The most redirects followed for one request, as in the Fetch standard. */
const MAX_REDIRECTS = 20;

/** Headers that describe a body, dropped when a redirect turns the request into a GET. */
const BODY_HEADERS: ReadonlySet<string> = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "content-language",
  "content-location",
]);

type Sent =
  | { ok: true; response: Response; rawResponse: RawResponse }
  | { ok: false; message: string; rawResponse?: RawResponse };

/**
 * Sends the request with `redirect: "manual"` and follows redirects itself: the platform
 * would forward every header but `Authorization` (and, on a 307/308, the body) to whatever
 * origin the server names.
 */
async function sendFollowingRedirects(
  call: Call,
  headers: Record<string, string>,
  signal: AbortSignal | undefined,
): Promise<Sent> {
  const { args, origin } = call;
  let url = call.url;
  let method: string = args.method;
  let body = call.prepared.body;
  let current = headers;
  let crossed = false;
  const leaveOrigin = (target: URL): void => {
    if (!crossed) {
      crossed = true;
      const idempotency = args.idempotencyHeader?.toLowerCase();
      current = dropHeaders(
        current,
        (name) => isSensitiveName(name, args.secrets) || name.toLowerCase() === idempotency,
      );
    }
    // Once the request has left its origin it never carries credentials again, even back home.
    dropSecretQuery(target, args.secrets);
  };
  if (call.urlOrigin !== origin) {
    const start = new URL(url);
    if (body !== undefined) {
      return {
        ok: false,
        message: `Request not sent: ${args.method} ${redactUrl(url, args.secrets)} is not on the API's origin (${origin}), and the request body stays there`,
      };
    }
    leaveOrigin(start);
    url = start.href;
  }
  for (let hops = 0; ; hops++) {
    const init: RequestInit & { duplex?: "half" } = { method, headers: current, redirect: "manual" };
    if (signal !== undefined) init.signal = signal;
    if (body !== undefined) init.body = body;
    if (body !== undefined && call.prepared.duplex !== undefined) init.duplex = call.prepared.duplex;
    // Called unbound: a browser's fetch refuses any `this` but the window ("Illegal invocation").
    const fetchFn = call.fetchFn;
    const response = await fetchFn(url, init);
    const sentTo = safeUrl(response.url !== "" ? response.url : url, args.secrets);
    const rawResponse = toRawResponse(response, sentTo, hops > 0);
    // Only messages read it, and most responses are no redirect.
    const sentMethod = method;
    const sentUrl = url;
    const from = (): string => `${sentMethod} ${redactUrl(sentUrl, args.secrets)}`;
    if (response.type === "opaqueredirect") {
      // A browser hides where a redirect leads. It drops Authorization on its own when one
      // leads to another origin, so a request that carries nothing else to keep home (no other
      // credential, no idempotency key, no body) can let the browser follow it.
      if (hops === 0 && !crossed && body === undefined && !carriesOwnSecrets(url, current, args)) {
        const followed = await fetchFn(url, { ...init, redirect: "follow" });
        return {
          ok: true,
          response: followed,
          rawResponse: toRawResponse(followed, safeUrl(followed.url !== "" ? followed.url : url, args.secrets)),
        };
      }
      return {
        ok: false,
        message: `Redirect not followed: ${from()} (this runtime hides where it leads, so the request's credentials, idempotency key or body could not be kept from another origin)`,
        rawResponse,
      };
    }
    const location = REDIRECT_STATUSES.has(response.status) ? response.headers.get("location") : null;
    if (location === null) return { ok: true, response, rawResponse };
    await response.body?.cancel().catch(() => undefined);
    const status = response.status;
    if (hops >= MAX_REDIRECTS)
      return { ok: false, message: `Too many redirects: ${from()} (more than ${MAX_REDIRECTS})`, rawResponse };
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      return {
        ok: false,
        message: `Redirect not followed: ${from()} answered ${status} with a Location that is not a URL`,
        rawResponse,
      };
    }
    if (next.protocol !== "http:" && next.protocol !== "https:") {
      return {
        ok: false,
        message: `Redirect not followed: ${from()} answered ${status} with a ${next.protocol} URL`,
        rawResponse,
      };
    }
    if (
      (status === 303 && method !== "GET" && method !== "HEAD") ||
      ((status === 301 || status === 302) && method === "POST")
    ) {
      method = "GET";
      body = undefined;
      current = dropHeaders(current, (name) => BODY_HEADERS.has(name.toLowerCase()));
    }
    const crossing = next.origin !== origin;
    if (body !== undefined && crossing) {
      return {
        ok: false,
        message: `Redirect not followed: ${from()} answered ${status} to another origin (${next.origin}), which would receive the request body`,
        rawResponse,
      };
    }
    if (body !== undefined && !call.prepared.replayable) {
      return {
        ok: false,
        message: `Redirect not followed: ${from()} answered ${status}, and a streamed body cannot be sent again`,
        rawResponse,
      };
    }
    if (crossing || crossed) leaveOrigin(next);
    if (call.logger.enabled("debug"))
      call.logger.debug(`HTTP redirect: ${status} ${from()} to ${redactUrl(next.href, args.secrets)}`);
    url = next.href;
  }
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

function dropHeaders(headers: Record<string, string>, drop: (name: string) => boolean): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (!drop(name)) setOwn(kept, name, value);
  return kept;
}

/**
 * Whether a request carries something a browser would pass on to another origin when it
 * follows a redirect itself: a credential header other than `Authorization` (which the
 * browser drops there), a credential query parameter, or an idempotency key.
 */
function carriesOwnSecrets(url: string, headers: Record<string, string>, args: FetcherArgs): boolean {
  const idempotency = args.idempotencyHeader?.toLowerCase();
  for (const name of Object.keys(headers)) {
    const lower = name.toLowerCase();
    if (lower === idempotency || (lower !== "authorization" && isSensitiveName(name, args.secrets))) return true;
  }
  const parsed = parse(url);
  if (parsed === undefined) return true;
  for (const name of parsed.searchParams.keys()) if (isSensitiveName(name, args.secrets)) return true;
  return false;
}

function dropSecretQuery(url: URL, secrets: RequestSecrets | undefined): void {
  for (const name of [...new Set(url.searchParams.keys())]) {
    if (isSensitiveName(name, secrets)) url.searchParams.delete(name);
  }
}

/** The URL for `rawResponse`: without user info and with the SDK's credential query parameters redacted. */
function safeUrl(url: string, secrets: RequestSecrets | undefined): string {
  const names = secrets?.queryParameters;
  if ((names === undefined || names.length === 0) && !url.includes("@")) return url;
  const parsed = parse(url);
  if (parsed === undefined) return redactUrl(url, secrets);
  parsed.username = "";
  parsed.password = "";
  for (const name of names ?? []) if (parsed.searchParams.has(name)) parsed.searchParams.set(name, REDACTED);
  return parsed.href;
}

function tooLarge<T>(call: Call, rawResponse: RawResponse): APIResponse<T> {
  const errorMessage = `Response body too large: ${where(call)} (more than ${call.maxResponseBytes} bytes, the maxResponseBytes limit)`;
  call.logger.error(errorMessage);
  return { ok: false, error: { reason: "unknown", errorMessage }, rawResponse };
}

/** The raw response of a call that got no HTTP response. */
function noResponse(call: Call): RawResponse {
  return emptyRawResponse(safeUrl(call.url, call.args.secrets));
}

/** A call that fails before anything is sent; never retried. */
function refused<T>(call: Call, errorMessage: string): APIResponse<T> {
  const message = redactText(errorMessage, call.args.secrets);
  call.logger.error(message);
  return { ok: false, error: { reason: "unknown", errorMessage: message }, rawResponse: noResponse(call) };
}

function parseErrorBody(text: string): unknown {
  if (text.trim().length === 0) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function abortedResponse<T>(call: Call, cause: unknown, rawResponse?: RawResponse): APIResponse<T> {
  return {
    ok: false,
    error: { reason: "unknown", errorMessage: `Request aborted by the caller: ${where(call)}`, cause, aborted: true },
    rawResponse: rawResponse ?? noResponse(call),
  };
}

/** RFC 9110 token characters: the only ones a header name may hold. */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** What `fetch` refuses in a header value: CR, LF, NUL and anything above U+00FF. */
const BAD_HEADER_VALUE = /[\0\r\n]|[^\0-\xff]/;

/**
 * Resolves suppliers and checks every header; returns the reason (naming the header, never
 * its value) when one cannot be sent, because the platform's own error would print the value.
 * Synchronous unless a header is given as a function.
 */
function resolveHeaders(
  headers: FetcherArgs["headers"],
  contentType: string | undefined,
): Record<string, string> | string | Promise<Record<string, string> | string> {
  const resolved: Record<string, string> = {};
  // Names rather than entries, and no closures: this runs on every attempt.
  const names = headers == null ? [] : Object.keys(headers);
  for (let index = 0; index < names.length; index++) {
    const value = headers![names[index]!];
    if (typeof value === "function") return resolveRest(headers!, names, index, resolved, contentType);
    const problem = addHeader(resolved, names[index]!, value);
    if (problem !== undefined) return problem;
  }
  return withContentType(resolved, contentType);
}

/** The rest of {@link resolveHeaders} from the first header given as a function. */
async function resolveRest(
  headers: NonNullable<FetcherArgs["headers"]>,
  names: string[],
  from: number,
  resolved: Record<string, string>,
  contentType: string | undefined,
): Promise<Record<string, string> | string> {
  for (let index = from; index < names.length; index++) {
    const value = headers[names[index]!];
    const problem = addHeader(resolved, names[index]!, typeof value === "function" ? await Supplier.get(value) : value);
    if (problem !== undefined) return problem;
  }
  return withContentType(resolved, contentType);
}

function addHeader(
  resolved: Record<string, string>,
  name: string,
  value: string | undefined | null,
): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (!HEADER_NAME.test(name)) return `Invalid header name ${JSON.stringify(name)}`;
  if (BAD_HEADER_VALUE.test(value))
    return `Invalid value of header "${name}": it holds a line break, a NUL or a character above U+00FF`;
  setOwn(resolved, name, value);
  return undefined;
}

function withContentType(resolved: Record<string, string>, contentType: string | undefined): Record<string, string> {
  if (contentType !== undefined && !Object.keys(resolved).some((name) => name.toLowerCase() === "content-type"))
    resolved["Content-Type"] = contentType;
  return resolved;
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause: unknown = error.cause;
  if (cause instanceof Error && cause.message.length > 0 && cause.message !== error.message) {
    const code = (cause as { code?: unknown }).code;
    return `${error.message}: ${cause.message}${typeof code === "string" && !cause.message.includes(code) ? ` [${code}]` : ""}`;
  }
  return error.message;
}
