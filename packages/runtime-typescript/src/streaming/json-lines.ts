import { concatBytes } from "../utils/bytes";
import { assertSetting, DEFAULT_MAX_EVENT_BYTES } from "../fetcher/settings";
import { StreamEventTooLargeError } from "./stream-error";

/** Options of {@link readJsonLines}. */
export interface JsonLinesOptions {
  /** A line that ends the stream, such as `"[END]"`. */
  terminator?: string | undefined;
  /**
   * The longest line held in memory, in bytes; a longer one throws a
   * {@link StreamEventTooLargeError} and cancels the body.
   * @default 16777216 (16 MiB); `Infinity` lifts the limit
   */
  maxEventBytes?: number | undefined;
  /** `METHOD /path` of the stream, for error messages. */
  endpointName?: string | undefined;
}

/**
 * Reads newline-delimited JSON incrementally and yields each parsed line. Blank lines are
 * skipped; a line equal to `terminator` ends the stream. Lines are split on the `\n` byte,
 * so a line is never held beyond `maxEventBytes`, and the body is cancelled when the reader
 * stops early.
 *
 * @example
 * ```ts
 * for await (const event of readJsonLines(response.body, (line) => JSON.parse(line) as LogEvent, { terminator: "[END]" })) {
 *   console.log(event);
 * }
 * ```
 */
export async function* readJsonLines<T>(
  body: ReadableStream<Uint8Array>,
  parse: (line: string) => T,
  options: JsonLinesOptions = {},
): AsyncGenerator<T, void, undefined> {
  assertSetting("maxEventBytes", options.maxEventBytes, "limit", options.endpointName ?? "JSON lines stream");
  const limit = options.maxEventBytes ?? DEFAULT_MAX_EVENT_BYTES;
  const reader = body.getReader();
  const decoder = new TextDecoder("utf-8");
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let finished = false;
  const tooLarge = (): StreamEventTooLargeError => new StreamEventTooLargeError(limit, options.endpointName);
  const take = (tail: Uint8Array): string => {
    const text =
      pending.length === 0
        ? decoder.decode(tail)
        : decoder.decode(concatBytes([...pending, tail], pendingBytes + tail.length));
    pending = [];
    pendingBytes = 0;
    return text.trim();
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        break;
      }
      let start = 0;
      for (let newline = value.indexOf(10); newline !== -1; newline = value.indexOf(10, start)) {
        if (pendingBytes + newline - start > limit) throw tooLarge();
        const line = take(value.subarray(start, newline));
        start = newline + 1;
        if (line === options.terminator) return;
        if (line !== "") yield parse(line);
      }
      if (start < value.length) {
        pending.push(value.subarray(start));
        pendingBytes += value.length - start;
        if (pendingBytes > limit) throw tooLarge();
      }
    }
    const rest = take(new Uint8Array(0));
    if (rest !== "" && rest !== options.terminator) yield parse(rest);
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
