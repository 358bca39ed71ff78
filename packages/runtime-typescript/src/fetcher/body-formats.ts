import { CoreError } from "../errors/core-error";
import { toJson } from "../utils/json";
import type { FetcherArgs } from "./fetcher";
import { toQueryString, type QueryParameterStyle } from "./query-string";
import { readBodyBytes, readBodyText } from "./read-body";
import type { RetryPolicy } from "./retry-policy";

/** A request body as it is sent. */
export interface PreparedBody {
  body?: BodyInit;
  contentType?: string;
  /** False when the body is a one-shot stream that cannot be sent twice. */
  replayable: boolean;
  /** Set when some runtimes need it: the body is a stream, or the caller asked for it. */
  duplex?: "half";
}

/** A 2xx body as read: its value, the text of a JSON body that does not parse, or `undefined` over the size limit. */
export type BodyRead = { value: unknown } | { nonJson: string } | undefined;

/**
 * How a call encodes request bodies and reads response bodies. A client passes only the
 * formats its API uses to {@link createFetcher}, so that a bundler leaves out the others.
 */
export interface BodyFormats {
  /** Encodes `args.body`, which is set, by `args.requestType`. */
  encode(args: FetcherArgs): PreparedBody;
  /** Reads a 2xx response by `args.responseType`, holding at most `limit` bytes. */
  read(response: Response, args: FetcherArgs, limit: number): Promise<BodyRead>;
  /**
   * Writes `args.queryParameters` with `args.queryStyle`.
   * @default toPlainQueryString, which refuses styles; pass toQueryString when an endpoint has them
   */
  query?: ((params: Record<string, unknown>, styles?: Record<string, QueryParameterStyle>) => string) | undefined;
  /**
   * Fills and checks `args.retryPolicy` (with `args.maxRetries`), when a call sets one.
   * @default none: a call that sets `retryPolicy` is refused; pass resolveRetryPolicy to allow it
   */
  retryPolicy?: ((partial: Partial<RetryPolicy>, maxRetries?: number) => RetryPolicy) | undefined;
}

/** For an API that sends no request bodies: any body is refused. */
export function encodeNoBody(args: FetcherArgs): PreparedBody {
  throw new CoreError(`Unsupported requestType (${args.requestType ?? "json"}): this client sends no request bodies`);
}

/** For an API whose request bodies are all JSON. */
export function encodeJsonBody(args: FetcherArgs): PreparedBody {
  if ((args.requestType ?? "json") !== "json")
    throw new CoreError(`Unsupported requestType (${String(args.requestType)}): this client sends only JSON bodies`);
  return withDuplex(args, {
    body: toJson(args.body),
    contentType: args.contentType ?? "application/json",
    replayable: true,
  });
}

/** Every request body format: JSON, form, multipart, text and bytes. */
export function encodeAnyBody(args: FetcherArgs): PreparedBody {
  const { body } = args;
  switch (args.requestType ?? "json") {
    case "json":
      return encodeJsonBody(args);
    case "form":
      return withDuplex(args, {
        body: body instanceof URLSearchParams ? body.toString() : toQueryString(body as Record<string, unknown>),
        contentType: args.contentType ?? "application/x-www-form-urlencoded",
        replayable: true,
      });
    case "multipart":
      // fetch writes the multipart boundary into Content-Type itself.
      return withDuplex(args, { body: body as FormData, replayable: true });
    case "text":
      return withDuplex(args, {
        body: String(body),
        contentType: args.contentType ?? "text/plain; charset=utf-8",
        replayable: true,
      });
    case "bytes":
      return withDuplex(args, {
        body: body as BodyInit,
        contentType: args.contentType ?? "application/octet-stream",
        replayable: !isReadableStream(body),
      });
  }
}

function withDuplex(args: FetcherArgs, prepared: PreparedBody): PreparedBody {
  if (args.duplex !== undefined || isReadableStream(prepared.body)) prepared.duplex = args.duplex ?? "half";
  return prepared;
}

/** For an API whose responses are all JSON or empty. */
export function readJsonBody(response: Response, args: FetcherArgs, limit: number): Promise<BodyRead> {
  if (args.responseType !== undefined && args.responseType !== "json")
    return Promise.reject(
      new CoreError(`Unsupported responseType (${args.responseType}): this client reads only JSON bodies`),
    );
  // A `then` rather than an async frame: this runs for every JSON response.
  return readBodyText(response, limit).then(parseJsonText);
}

function parseJsonText(text: string | undefined): BodyRead {
  if (text === undefined) return undefined;
  if (text.trim().length === 0) return { value: undefined };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { nonJson: text };
  }
}

/** Every response format: JSON, text, bytes, blob, and streams handed back unread. */
export async function readAnyBody(response: Response, args: FetcherArgs, limit: number): Promise<BodyRead> {
  switch (args.responseType) {
    case "stream":
    case "sse":
      return { value: response.body ?? emptyStream() };
    case "bytes":
    case "blob": {
      const bytes = await readBodyBytes(response, limit);
      if (bytes === undefined) return undefined;
      if (args.responseType === "bytes") return { value: bytes };
      return { value: new Blob([copyToArrayBuffer(bytes)], { type: response.headers.get("content-type") ?? "" }) };
    }
    case "text": {
      const text = await readBodyText(response, limit);
      return text === undefined ? undefined : { value: text };
    }
    default:
      return readJsonBody(response, args, limit);
  }
}

function copyToArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy.buffer;
}

function isReadableStream(value: unknown): value is ReadableStream {
  return typeof ReadableStream !== "undefined" && value instanceof ReadableStream;
}

function emptyStream(): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
}
