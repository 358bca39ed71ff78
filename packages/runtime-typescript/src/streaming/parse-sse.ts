import { readSseBlocks } from "./sse-decoder";

/** One server-sent event. */
export interface SseEvent {
  /** The data lines joined with `"\n"`. */
  data: string;
  /** The `event:` type, when given. */
  event?: string;
  /** The `id:` of this event, when given. */
  id?: string;
  /** The reconnection delay in ms the server asked for, when given. */
  retry?: number;
}

/**
 * Parses a `text/event-stream` body incrementally. Comments are skipped, multi-line data is
 * joined with `"\n"`, and blocks without data are not events. Memory stays bounded by the
 * largest single event, whatever the stream length, and an event larger than
 * `maxEventBytes` (default 16 MiB) throws a `StreamEventTooLargeError`.
 *
 * @example
 * ```ts
 * for await (const event of parseSse(response.body)) {
 *   if (event.data === "[DONE]") break;
 *   console.log(JSON.parse(event.data));
 * }
 * ```
 */
export async function* parseSse(
  body: ReadableStream<Uint8Array>,
  opts?: { signal?: AbortSignal; maxEventBytes?: number },
): AsyncGenerator<SseEvent, void, undefined> {
  for await (const block of readSseBlocks(body, opts?.signal, opts?.maxEventBytes)) {
    if (block.data === undefined) continue;
    const event: SseEvent = { data: block.data };
    if (block.event !== undefined) event.event = block.event;
    if (block.id !== undefined) event.id = block.id;
    if (block.retry !== undefined) event.retry = block.retry;
    yield event;
  }
}
