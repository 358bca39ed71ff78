import { assertSetting } from "../fetcher/settings";
import { sleep } from "../utils/sleep";
import type { SseEvent } from "./parse-sse";
import { readSseBlocks, type SseBlock } from "./sse-decoder";
import { StreamError, StreamEventTooLargeError } from "./stream-error";

export { StreamError } from "./stream-error";

/** Options of {@link Stream}. */
export interface StreamOptions<T> {
  /**
   * Opens (or reopens) the connection and returns the body. Receives the last event id seen,
   * to be sent as `Last-Event-ID`; `undefined` on the first connection. Throwing counts as a
   * refused connection.
   */
  open: (lastEventId: string | undefined) => Promise<ReadableStream<Uint8Array>>;
  /** Turns an event into the typed value yielded to the caller. */
  parse: (event: SseEvent) => T;
  /** A data value that ends the stream, such as `"[DONE]"`. */
  terminator?: string;
  /**
   * Reconnect with `Last-Event-ID` when the connection drops.
   * @default false
   */
  resumable?: boolean;
  /**
   * Allows reconnection of a resumable stream.
   * @default true when resumable
   */
  reconnectionEnabled?: boolean;
  /**
   * Consecutive reconnection attempts before giving up.
   * @default 5
   */
  maxReconnectionAttempts?: number;
  /**
   * First reconnection delay when the server sent no `retry:`; doubles on each further attempt.
   * @default 1000
   */
  initialReconnectDelayMs?: number;
  /**
   * Upper bound of any reconnection delay, including the server's `retry:`.
   * @default 30000
   */
  maxRetryMs?: number;
  /** Aborting ends the stream quietly and stops reconnecting. */
  signal?: AbortSignal;
  /**
   * The largest event held in memory, in bytes of its lines as received; a larger one ends
   * the stream with a {@link StreamEventTooLargeError} and is never reconnected.
   * @default 16777216 (16 MiB); `Infinity` lifts the limit
   */
  maxEventBytes?: number;
  /** `METHOD /path` of the stream, for error messages. */
  endpointName?: string;
}

/** How many event ids are remembered to drop replays after a reconnect. */
const REMEMBERED_IDS = 10_000;

/**
 * A typed server-sent event stream. Iterate it with `for await`. When `resumable`, a dropped
 * connection is reopened with the last event id; the server's `retry:` sets the delay (capped
 * by `maxRetryMs`), and events whose id was already delivered are skipped, so nothing is
 * duplicated or lost across reconnects.
 *
 * @example
 * ```ts
 * const stream = new Stream({
 *   open: (lastEventId) => openEvents(lastEventId),
 *   parse: (event) => JSON.parse(event.data) as ChatChunk,
 *   terminator: "[DONE]",
 *   resumable: true,
 * });
 * for await (const chunk of stream) process.stdout.write(chunk.text);
 * ```
 */
export class Stream<T> implements AsyncIterable<T> {
  private readonly options: StreamOptions<T>;

  /** @throws {@link CoreError} when `maxEventBytes` or `maxReconnectionAttempts` is not a valid number. */
  constructor(options: StreamOptions<T>) {
    const where = options.endpointName ?? "SSE stream";
    assertSetting("maxEventBytes", options.maxEventBytes, "limit", where);
    assertSetting("maxReconnectionAttempts", options.maxReconnectionAttempts, "count", where);
    this.options = options;
  }

  /** Connects on first iteration and yields each parsed event, reconnecting as configured. */
  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    const { open, parse, terminator, signal } = this.options;
    const reconnect = (this.options.resumable ?? false) && (this.options.reconnectionEnabled ?? true);
    const maxAttempts = this.options.maxReconnectionAttempts ?? 5;
    const maxRetryMs = this.options.maxRetryMs ?? 30_000;
    const initialDelay = this.options.initialReconnectDelayMs ?? 1000;
    const seen = new RecentIds(REMEMBERED_IDS);
    let lastEventId: string | undefined;
    let serverRetryMs: number | undefined;
    let failures = 0;
    let connected = false;

    const waitBeforeReconnect = async (cause: unknown): Promise<boolean> => {
      failures++;
      if (failures > maxAttempts) {
        throw new StreamError(`SSE stream could not be resumed: gave up after ${maxAttempts} reconnection attempts`, {
          cause,
        });
      }
      const delay = serverRetryMs ?? Math.min(initialDelay * 2 ** (failures - 1), maxRetryMs);
      try {
        await sleep(delay, signal);
        return true;
      } catch {
        return false;
      }
    };

    for (;;) {
      if (isAborted(signal)) return;
      let body: ReadableStream<Uint8Array>;
      try {
        body = await open(connected ? lastEventId : undefined);
      } catch (error) {
        if (isAborted(signal)) return;
        if (!connected || !reconnect) throw error;
        if (!(await waitBeforeReconnect(error))) return;
        continue;
      }
      connected = true;

      const blocks = readSseBlocks(body, signal, this.options.maxEventBytes);
      let dropped: { error: unknown } | undefined;
      try {
        for (;;) {
          let step: IteratorResult<SseBlock>;
          try {
            step = await blocks.next();
          } catch (error) {
            // An oversized event would arrive again on every reconnection.
            if (error instanceof StreamEventTooLargeError)
              throw new StreamEventTooLargeError(error.limit, this.options.endpointName);
            dropped = { error };
            break;
          }
          if (step.done === true) break;
          const block = step.value;
          if (block.retry !== undefined) serverRetryMs = Math.min(block.retry, maxRetryMs);
          if (block.id !== undefined) lastEventId = block.id;
          if (block.data === undefined) continue;
          if (terminator !== undefined && block.data === terminator) return;
          if (block.id !== undefined && block.id !== "") {
            if (seen.has(block.id)) continue;
            seen.add(block.id);
          }
          failures = 0;
          yield parse(toEvent(block));
        }
      } finally {
        await blocks.return(undefined).catch(() => undefined);
      }

      if (isAborted(signal)) return;
      // A clean end is final unless a terminator was promised and has not arrived yet.
      const incomplete = dropped !== undefined || terminator !== undefined;
      if (!incomplete) return;
      if (!reconnect) {
        if (dropped !== undefined) {
          throw new StreamError("SSE stream dropped: the connection closed mid-stream", { cause: dropped.error });
        }
        return;
      }
      if (!(await waitBeforeReconnect(dropped?.error))) return;
    }
  }
}

/** Reads the flag through a call so control-flow narrowing does not freeze it. */
function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}

function toEvent(block: SseBlock): SseEvent {
  const event: SseEvent = { data: block.data ?? "" };
  if (block.event !== undefined) event.event = block.event;
  if (block.id !== undefined) event.id = block.id;
  if (block.retry !== undefined) event.retry = block.retry;
  return event;
}

/** A set that forgets its oldest entries beyond a fixed size. */
class RecentIds {
  private readonly ids = new Set<string>();
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }

  add(id: string): void {
    this.ids.add(id);
    if (this.ids.size > this.limit) {
      const oldest = this.ids.values().next();
      if (oldest.done !== true) this.ids.delete(oldest.value);
    }
  }
}
