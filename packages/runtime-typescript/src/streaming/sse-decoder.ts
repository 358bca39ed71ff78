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
 * line and the current block are held in memory.
 *
 * @example
 * ```ts
 * const decoder = new SseDecoder();
 * for (const block of decoder.push(chunk)) console.log(block.data);
 * ```
 */
export class SseDecoder {
  private readonly decoder = new TextDecoder("utf-8");
  private partialLine = "";
  private afterCarriageReturn = false;
  private dataLines: string[] | undefined;
  private event: string | undefined;
  private id: string | undefined;
  private retry: number | undefined;
  private blocks: SseBlock[] = [];

  /** Decodes one chunk and returns the blocks it completed. */
  push(chunk: Uint8Array): SseBlock[] {
    this.consume(this.decoder.decode(chunk, { stream: true }));
    return this.take();
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
 * stream when the signal aborts or the consumer stops early.
 */
export async function* readSseBlocks(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<SseBlock> {
  const reader = body.getReader();
  const decoder = new SseDecoder();
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
