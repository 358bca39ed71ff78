import { assertSetting, DEFAULT_MAX_EVENT_BYTES } from "../fetcher/settings";
import { StreamEventTooLargeError } from "./stream-error";

/**
 * One field block of an SSE stream, ended by a blank line. `data` is `undefined` when the
 * block had no `data:` line (such blocks can still carry `id` or `retry`).
 */
export interface SseBlock {
  data?: string;
  event?: string;
  id?: string;
  retry?: number;
}

/**
 * Incremental decoder for `text/event-stream` (WHATWG HTML §9.2). Feed it bytes in chunks of
 * any size; a UTF-8 sequence, a CRLF pair or a field may be split anywhere. Only the current
 * line and the current block are held in memory, and never more than `maxEventBytes` of them.
 *
 * @example
 * ```ts
 * const decoder = new SseDecoder();
 * for (const block of decoder.push(chunk)) console.log(block.data);
 * ```
 */
export class SseDecoder {
  private readonly decoder = new TextDecoder("utf-8");
  private readonly maxEventBytes: number;
  /** Bytes of the line being received, of the event's complete lines, and whether the line is a comment. */
  private lineBytes = 0;
  private eventBytes = 0;
  private commentLine = false;
  private byteAfterCarriageReturn = false;
  private partialLine = "";
  private afterCarriageReturn = false;
  private dataLines: string[] | undefined;
  private event: string | undefined;
  private id: string | undefined;
  private retry: number | undefined;
  private blocks: SseBlock[] = [];

  /**
   * @param options - `maxEventBytes`: the largest event held, counted in bytes of its lines
   * (comments excluded) as they arrive. @default 16777216 (16 MiB)
   */
  constructor(options: { maxEventBytes?: number | undefined } = {}) {
    assertSetting("maxEventBytes", options.maxEventBytes, "limit", "SSE stream");
    this.maxEventBytes = options.maxEventBytes ?? DEFAULT_MAX_EVENT_BYTES;
  }

  /**
   * Decodes one chunk and returns the blocks it completed.
   * @throws {@link StreamEventTooLargeError} when the event being received passes `maxEventBytes`.
   */
  push(chunk: Uint8Array): SseBlock[] {
    if (this.maxEventBytes !== Number.POSITIVE_INFINITY) this.count(chunk);
    this.consume(this.decoder.decode(chunk, { stream: true }));
    return this.take();
  }

  /**
   * Counts the bytes of the event being received before they are decoded. Line breaks are
   * single bytes that never occur inside a UTF-8 sequence, so they can be found in the bytes.
   */
  private count(chunk: Uint8Array): void {
    const length = chunk.length;
    let start = 0;
    if (this.byteAfterCarriageReturn && length > 0 && chunk[0] === 10) start = 1;
    if (length > 0) this.byteAfterCarriageReturn = false;
    let lf = -2;
    let cr = -2;
    while (start < length) {
      if (this.lineBytes === 0) this.commentLine = chunk[start] === 58;
      if (lf !== -1 && lf < start) lf = chunk.indexOf(10, start);
      if (cr !== -1 && cr < start) cr = chunk.indexOf(13, start);
      const end = cr === -1 ? lf : lf === -1 ? cr : Math.min(cr, lf);
      if (end === -1) break;
      const line = this.lineBytes + end - start;
      this.lineBytes = 0;
      if (line === 0) this.eventBytes = 0;
      else if (!this.commentLine) this.eventBytes += line;
      if (this.eventBytes > this.maxEventBytes) throw new StreamEventTooLargeError(this.maxEventBytes);
      if (chunk[end] === 13) {
        if (end + 1 === length) this.byteAfterCarriageReturn = true;
        else if (chunk[end + 1] === 10) {
          start = end + 2;
          continue;
        }
      }
      start = end + 1;
    }
    if (start < length) this.lineBytes += length - start;
    if (this.eventBytes + this.lineBytes > this.maxEventBytes) throw new StreamEventTooLargeError(this.maxEventBytes);
  }

  /** Flushes the decoder at end of stream. An unterminated block is dropped, as the standard requires. */
  end(): SseBlock[] {
    this.consume(this.decoder.decode());
    this.partialLine = "";
    this.resetBlock();
    return this.take();
  }

  private take(): SseBlock[] {
    const blocks = this.blocks;
    this.blocks = [];
    return blocks;
  }

  private consume(text: string): void {
    if (text.length === 0) return;
    let start = 0;
    if (this.afterCarriageReturn && text.charCodeAt(0) === 10) start = 1;
    this.afterCarriageReturn = false;
    const length = text.length;
    // Next known positions of each line break; -1 once none is left. Searching again only
    // when passed keeps a chunk with many short lines linear.
    let lf = -2;
    let cr = -2;
    while (start < length) {
      if (lf !== -1 && lf < start) lf = text.indexOf("\n", start);
      if (cr !== -1 && cr < start) cr = text.indexOf("\r", start);
      const end = cr === -1 ? lf : lf === -1 ? cr : Math.min(cr, lf);
      if (end === -1) break;
      const line = this.partialLine.length > 0 ? this.partialLine + text.slice(start, end) : text.slice(start, end);
      this.partialLine = "";
      this.line(line);
      if (text.charCodeAt(end) === 13) {
        if (end + 1 === length) this.afterCarriageReturn = true;
        else if (text.charCodeAt(end + 1) === 10) {
          start = end + 2;
          continue;
        }
      }
      start = end + 1;
    }
    if (start < length) this.partialLine += text.slice(start);
  }

  private line(line: string): void {
    if (line.length === 0) {
      this.dispatch();
      return;
    }
    if (line.charCodeAt(0) === 58) return; // ":" starts a comment
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.charCodeAt(0) === 32) value = value.slice(1);
    switch (field) {
      case "data":
        (this.dataLines ??= []).push(value);
        break;
      case "event":
        this.event = value;
        break;
      case "id":
        if (!value.includes("\0")) this.id = value;
        break;
      case "retry":
        if (/^\d+$/.test(value)) this.retry = Number(value);
        break;
      default:
        break;
    }
  }

  private dispatch(): void {
    if (this.dataLines !== undefined || this.event !== undefined || this.id !== undefined || this.retry !== undefined) {
      const block: SseBlock = {};
      if (this.dataLines !== undefined) block.data = this.dataLines.join("\n");
      if (this.event !== undefined) block.event = this.event;
      if (this.id !== undefined) block.id = this.id;
      if (this.retry !== undefined) block.retry = this.retry;
      this.blocks.push(block);
    }
    this.resetBlock();
  }

  private resetBlock(): void {
    this.dataLines = undefined;
    this.event = undefined;
    this.id = undefined;
    this.retry = undefined;
  }
}

/**
 * Reads a byte stream and yields every SSE block, including those without data. Cancels the
 * stream when the signal aborts, the consumer stops early or an event passes `maxEventBytes`
 * (then {@link StreamEventTooLargeError} is thrown).
 */
export async function* readSseBlocks(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
  maxEventBytes?: number,
): AsyncGenerator<SseBlock> {
  const reader = body.getReader();
  const decoder = new SseDecoder({ maxEventBytes });
  const onAbort = (): void => {
    reader.cancel(signal?.reason).catch(() => undefined);
  };
  if (signal?.aborted === true) onAbort();
  signal?.addEventListener("abort", onAbort, { once: true });
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        yield* decoder.end();
        return;
      }
      if (signal?.aborted === true) return;
      yield* decoder.push(value);
    }
  } finally {
    signal?.removeEventListener("abort", onAbort);
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
