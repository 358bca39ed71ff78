import { parseSse, type SseEvent } from "./parse-sse";

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(chunk);
    },
  });
}

async function collect(chunks: Uint8Array[]): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  for await (const event of parseSse(streamOf(chunks))) events.push(event);
  return events;
}

/**
 * Counts the characters (or bytes) that `indexOf` on strings and byte arrays looks at until
 * `restore`: an operation count that shows quadratic searching without timing anything.
 */
function countIndexOfScans(): { characters(): number; restore(): void } {
  let scanned = 0;
  const stringIndexOf = String.prototype.indexOf;
  const bytesIndexOf = Uint8Array.prototype.indexOf;
  const counted = <T extends { length: number }>(original: (this: T, search: never, from?: number) => number) =>
    function (this: T, search: never, from?: number): number {
      const found = original.call(this, search, from);
      const start = Math.max(0, from ?? 0);
      scanned += (found === -1 ? this.length : found + 1) - start;
      return found;
    };
  String.prototype.indexOf = counted(stringIndexOf as (this: string, search: never, from?: number) => number);
  Uint8Array.prototype.indexOf = counted(bytesIndexOf as (this: Uint8Array, search: never, from?: number) => number);
  return {
    characters: () => scanned,
    restore: () => {
      String.prototype.indexOf = stringIndexOf;
      Uint8Array.prototype.indexOf = bytesIndexOf;
    },
  };
}

const SAMPLE =
  "\uFEFF: a comment line\n" +
  "retry: 1500\n" +
  "event: greeting\n" +
  "id: 7\n" +
  "data: héllo wörld 😀\n\n" +
  "data: line one\r\n" +
  "data: line two\r\n" +
  "data:no-space\r\n\r\n" +
  "event: only-event\n\n" +
  "data: cr endings\rid: 8\r\r" +
  "data\n\n" +
  'data: {"done":false}\n' +
  ": trailing comment\n\n" +
  "data: [DONE]\n\n" +
  "data: never finished";

const EXPECTED: SseEvent[] = [
  { data: "héllo wörld 😀", event: "greeting", id: "7", retry: 1500 },
  { data: "line one\nline two\nno-space" },
  { data: "cr endings", id: "8" },
  { data: "" },
  { data: '{"done":false}' },
  { data: "[DONE]" },
];

describe("parseSse", () => {
  const bytes = new TextEncoder().encode(SAMPLE);

  it("parses data, event, id, retry, comments, multi-line data and every line ending", async () => {
    await expect(collect([bytes])).resolves.toEqual(EXPECTED);
  });

  it("parses the same whatever byte the stream is split at", async () => {
    for (let split = 0; split <= bytes.length; split++) {
      const events = await collect([bytes.slice(0, split), bytes.slice(split)]);
      expect({ split, events }).toEqual({ split, events: EXPECTED });
    }
  });

  it("parses the same when every byte arrives alone", async () => {
    const single = Array.from(bytes, (byte) => Uint8Array.of(byte));
    await expect(collect(single)).resolves.toEqual(EXPECTED);
  });

  it("parses the same at every pair of split points", async () => {
    const small = new TextEncoder().encode("id: é1\r\ndata: a😀\r\n\r\ndata: b\n\n");
    const whole = await collect([small]);
    expect(whole).toEqual([{ data: "a😀", id: "é1" }, { data: "b" }]);
    for (let i = 0; i <= small.length; i++) {
      for (let j = i; j <= small.length; j++) {
        expect(await collect([small.slice(0, i), small.slice(i, j), small.slice(j)])).toEqual(whole);
      }
    }
  });

  it("stops when the signal aborts", async () => {
    const controller = new AbortController();
    const encoder = new TextEncoder();
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(c) {
        sent++;
        c.enqueue(encoder.encode(`data: ${sent}\n\n`));
      },
    });
    const seen: string[] = [];
    for await (const event of parseSse(endless, { signal: controller.signal })) {
      seen.push(event.data);
      if (seen.length === 3) controller.abort();
    }
    expect(seen).toEqual(["1", "2", "3"]);
  });

  it("stays linear for chunks holding thousands of tiny events: each character is searched a bounded number of times", async () => {
    const chunk = new TextEncoder().encode("data: x\n\n".repeat(8000));
    const chunks = Array.from({ length: 25 }, () => chunk);
    const scans = countIndexOfScans();
    let events: SseEvent[];
    try {
      events = await collect(chunks);
    } finally {
      scans.restore();
    }
    expect(events).toHaveLength(200_000);
    // About 4.6 per character today (line breaks in bytes and text, then each line's colon); a
    // search that restarted for every line would scan each chunk once per line, thousands of times.
    expect(scans.characters()).toBeGreaterThan(chunk.length * chunks.length);
    expect(scans.characters()).toBeLessThanOrEqual(8 * chunk.length * chunks.length);
  });

  it("streams 100 MB without holding it in memory", async () => {
    const encoder = new TextEncoder();
    const event = encoder.encode(`id: x\ndata: ${"y".repeat(1000)}\n\n`);
    const perChunk = 64;
    const chunk = new Uint8Array(event.length * perChunk);
    for (let i = 0; i < perChunk; i++) chunk.set(event, i * event.length);
    const total = 100 * 1024 * 1024;
    const chunkCount = Math.ceil(total / chunk.length);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled++ >= chunkCount) controller.close();
        else controller.enqueue(chunk.slice());
      },
    });
    const before = process.memoryUsage();
    let peak = before.heapUsed;
    let count = 0;
    let bytesSeen = 0;
    for await (const parsed of parseSse(body)) {
      count++;
      bytesSeen += parsed.data.length;
      if (count % 5000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    expect(count).toBe(chunkCount * perChunk);
    expect(bytesSeen).toBeGreaterThan(total * 0.95);
    // Garbage not yet collected counts too, so the bound is generous yet far below 100 MB.
    expect(peak - before.heapUsed).toBeLessThan(60 * 1024 * 1024);
    expect(process.memoryUsage().rss - before.rss).toBeLessThan(80 * 1024 * 1024);
  });
});
