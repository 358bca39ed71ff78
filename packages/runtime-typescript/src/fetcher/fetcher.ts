import { createLogger, type LogConfig, type Logger } from "../logging/logger";
import { redactHeaders, redactUrl } from "../logging/redact";
import { toJson } from "../utils/json";
import { sleep } from "../utils/sleep";
import type { HttpMethod } from "./http-method";
import { toQueryString, type QueryParameterStyle } from "./query-string";
import { emptyRawResponse, toRawResponse, type RawResponse } from "./raw-response";
import { decideRetry, resolveRetryPolicy, type AttemptOutcome, type RetryPolicy } from "./retry-policy";
import { Supplier } from "./supplier";

/** One HTTP call as generated code describes it. */
export interface FetcherArgs {
  /** Absolute URL: base and path already joined, without the query. */
  url: string;
  /** HTTP method. */
  method: HttpMethod;
  /** Headers; suppliers are resolved on every attempt, `undefined`/`null` values are skipped. */
  headers?: Record<string, string | Supplier<string | undefined> | undefined | null>;
  /** Query parameters, serialized by `toQueryString`. */
  queryParameters?: Record<string, unknown>;
  /** Per-parameter `style`/`explode`. */
  queryStyle?: Record<string, QueryParameterStyle>;
  /** Request body; encoded according to `requestType`. */
  body?: unknown;
  /**
   * How `body` is encoded.
   * @default "json"
   */
  requestType?: "json" | "form" | "multipart" | "bytes" | "text";
  /** Overrides the `Content-Type` derived from `requestType` (ignored for multipart). */
  contentType?: string;
  /**
   * How the response body is read. `stream` and `sse` hand back the body stream unread.
   * @default "json"
   */
  responseType?: "json" | "text" | "bytes" | "blob" | "stream" | "sse";
  /**
   * Time limit of each attempt in ms, covering headers and body (for streams, headers only).
   * @default undefined (no limit); `Infinity` also means no limit
   */
  timeoutMs?: number;
  /** Shorthand that overrides `retryPolicy.maxRetries`. */
  maxRetries?: number;
  /** Overrides parts of {@link DEFAULT_RETRY_POLICY}. */
  retryPolicy?: Partial<RetryPolicy>;
  /** The caller's signal; aborting ends the call at once and is never retried. */
  abortSignal?: AbortSignal;
  /**
   * Lets POST and PATCH be retried; set it when the request carries an idempotency key.
   * @default false
   */
  idempotent?: boolean;
  /**
   * The fetch implementation.
   * @default globalThis.fetch
   */
  fetchFn?: typeof fetch;
  /** Request logging; credentials are always redacted. */
  logging?: LogConfig;
  /** Needed by some runtimes when `body` is a stream. */
  duplex?: "half";
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

interface PreparedBody {
  body?: BodyInit;
  contentType?: string;
  /** False when the body is a one-shot stream that cannot be sent twice. */
  replayable: boolean;
}

/**
 * Sends one HTTP request with retries, timeout and abort handling, and reads the response.
 * HTTP, timeout and network failures are returned as `{ ok: false, error }`, never thrown.
 *
 * @example
 * ```ts
 * const response = await fetcher<User>({ url: joinUrl(base, "users", encodePathParam(id)), method: "GET", timeoutMs: 60_000 });
 * if (response.ok) console.log(response.body);
 * else if (response.error.reason === "status-code") console.log(response.error.statusCode);
 * ```
 */
export async function fetcher<T = unknown>(args: FetcherArgs): Promise<APIResponse<T>> {
  const logger = createLogger(args.logging);
  const policy = resolveRetryPolicy(args.retryPolicy, args.maxRetries);
  const query = args.queryParameters !== undefined ? toQueryString(args.queryParameters, args.queryStyle) : "";
  const url = query.length > 0 ? `${args.url}${args.url.includes("?") ? "&" : "?"}${query}` : args.url;
  const where = `${args.method} ${redactUrl(url)}`;
  const prepared = prepareBody(args);
  const fetchFn = args.fetchFn ?? globalThis.fetch;

  for (let retriesDone = 0; ; retriesDone++) {
    const headers = await resolveHeaders(args.headers, prepared.contentType);
    if (logger.enabled("debug")) logger.debug(`HTTP request: ${where}`, { headers: redactHeaders(headers) });
    const result = await attempt<T>(fetchFn, url, where, headers, prepared, args, logger);
    if (result.done) return result.response;
    const decision = decideRetry({
      retriesDone,
      policy,
      method: args.method,
      idempotent: args.idempotent,
      outcome: result.outcome,
      now: Date.now(),
    });
    if (!decision.retry || !prepared.replayable) return result.failure;
    logger.info(`Retrying request: ${where} in ${decision.delayMs} ms (retry ${retriesDone + 1} of ${policy.maxRetries})`);
    try {
      await sleep(decision.delayMs, args.abortSignal);
    } catch (cause) {
      return abortedResponse<T>(where, url, cause);
    }
  }
}

async function attempt<T>(
  fetchFn: typeof fetch,
  url: string,
  where: string,
  headers: Record<string, string>,
  prepared: PreparedBody,
  args: FetcherArgs,
  logger: Logger,
): Promise<AttemptResult<T>> {
  const signals = linkSignals(args.abortSignal, args.timeoutMs);
  const streaming = args.responseType === "stream" || args.responseType === "sse";
  let rawResponse = emptyRawResponse(url);
  let phase: "connect" | "body" = "connect";
  try {
    const init: RequestInit & { duplex?: "half" } = { method: args.method, headers, signal: signals.signal };
    if (prepared.body !== undefined) init.body = prepared.body;
    if (args.duplex !== undefined || isReadableStream(prepared.body)) init.duplex = args.duplex ?? "half";
    const response = await fetchFn(url, init);
    rawResponse = toRawResponse(response);
    logger.debug(`HTTP response: ${response.status} ${where}`);
    phase = "body";
    if (response.status < 200 || response.status >= 300) {
      const text = await response.text();
      const failure: APIResponse<T> = {
        ok: false,
        error: { reason: "status-code", statusCode: response.status, body: parseErrorBody(text) },
        rawResponse,
      };
      return { done: false, outcome: { kind: "response", status: response.status, headers: response.headers }, failure };
    }
    if (streaming) {
      signals.stopTimer();
      return { done: true, response: { ok: true, body: (response.body ?? emptyStream()) as T, rawResponse } };
    }
    return { done: true, response: await readBody<T>(response, args, rawResponse) };
  } catch (error) {
    if (signals.timedOut()) {
      logger.warn(`Request timed out: ${where} after ${args.timeoutMs} ms`);
      const failure: APIResponse<T> = { ok: false, error: { reason: "timeout", cause: error }, rawResponse };
      return { done: false, outcome: { kind: "timeout" }, failure };
    }
    if (args.abortSignal?.aborted === true) {
      return { done: true, response: abortedResponse<T>(where, url, error, rawResponse) };
    }
    const what = phase === "body" ? "Response body was interrupted" : "Request failed";
    const errorMessage = `${what}: ${where} (${describeError(error)})`;
    logger.error(errorMessage);
    const failure: APIResponse<T> = { ok: false, error: { reason: "unknown", errorMessage, cause: error }, rawResponse };
    return { done: false, outcome: { kind: "network", error }, failure };
  } finally {
    signals.dispose(streaming);
  }
}

async function readBody<T>(response: Response, args: FetcherArgs, rawResponse: RawResponse): Promise<APIResponse<T>> {
  switch (args.responseType) {
    case "text":
      return { ok: true, body: (await response.text()) as T, rawResponse };
    case "bytes":
      return { ok: true, body: new Uint8Array(await response.arrayBuffer()) as T, rawResponse };
    case "blob":
      return { ok: true, body: (await response.blob()) as T, rawResponse };
    default: {
      const text = await response.text();
      if (text.trim().length === 0) return { ok: true, body: undefined as T, rawResponse };
      try {
        return { ok: true, body: JSON.parse(text) as T, rawResponse };
      } catch {
        return { ok: false, error: { reason: "non-json", statusCode: response.status, rawBody: text }, rawResponse };
      }
    }
  }
}

function parseErrorBody(text: string): unknown {
  if (text.trim().length === 0) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function abortedResponse<T>(where: string, url: string, cause: unknown, rawResponse?: RawResponse): APIResponse<T> {
  return {
    ok: false,
    error: { reason: "unknown", errorMessage: `Request aborted by the caller: ${where}`, cause, aborted: true },
    rawResponse: rawResponse ?? emptyRawResponse(url),
  };
}

async function resolveHeaders(
  headers: FetcherArgs["headers"],
  contentType: string | undefined,
): Promise<Record<string, string>> {
  const resolved: Record<string, string> = {};
  let hasContentType = false;
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value === undefined || value === null) continue;
    const actual = await Supplier.get(value);
    if (actual === undefined || actual === null) continue;
    resolved[name] = actual;
    if (name.toLowerCase() === "content-type") hasContentType = true;
  }
  if (contentType !== undefined && !hasContentType) resolved["Content-Type"] = contentType;
  return resolved;
}

function prepareBody(args: FetcherArgs): PreparedBody {
  const { body } = args;
  if (body === undefined) return { replayable: true };
  switch (args.requestType ?? "json") {
    case "json":
      return { body: toJson(body), contentType: args.contentType ?? "application/json", replayable: true };
    case "form": {
      const encoded =
        body instanceof URLSearchParams ? body.toString() : toQueryString(body as Record<string, unknown>);
      return { body: encoded, contentType: args.contentType ?? "application/x-www-form-urlencoded", replayable: true };
    }
    case "multipart":
      // fetch writes the multipart boundary into Content-Type itself.
      return { body: body as FormData, replayable: true };
    case "text":
      return { body: String(body), contentType: args.contentType ?? "text/plain; charset=utf-8", replayable: true };
    case "bytes":
      return {
        body: body as BodyInit,
        contentType: args.contentType ?? "application/octet-stream",
        replayable: !isReadableStream(body),
      };
  }
}

interface LinkedSignals {
  signal: AbortSignal;
  timedOut(): boolean;
  stopTimer(): void;
  dispose(keepCallerLink: boolean): void;
}

/** One signal that fires on the caller's abort or on the attempt's timeout. */
function linkSignals(callerSignal: AbortSignal | undefined, timeoutMs: number | undefined): LinkedSignals {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (timeoutMs !== undefined && Number.isFinite(timeoutMs) && timeoutMs >= 0) {
    timer = setTimeout(() => {
      timedOut = true;
      const error = new Error(`Request timed out after ${timeoutMs} ms`);
      error.name = "TimeoutError";
      controller.abort(error);
    }, timeoutMs);
  }
  const onAbort = (): void => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted === true) controller.abort(callerSignal.reason);
  else callerSignal?.addEventListener("abort", onAbort, { once: true });
  const stopTimer = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    stopTimer,
    dispose(keepCallerLink) {
      stopTimer();
      // A returned stream must still stop when the caller aborts later.
      if (!keepCallerLink) callerSignal?.removeEventListener("abort", onAbort);
    },
  };
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

function isReadableStream(value: unknown): value is ReadableStream {
  return typeof ReadableStream !== "undefined" && value instanceof ReadableStream;
}

function emptyStream(): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
}
