import { startEndlessServer, type EndlessServer } from "../../test/endless-server";
import { fetcher } from "../fetcher/fetcher";
import { readJsonLines } from "./json-lines";
import { parseSse } from "./parse-sse";
import { SseDecoder } from "./sse-decoder";
import { Stream } from "./stream";
import { StreamError, StreamEventTooLargeError } from "./stream-error";

const KiB = 1024;
const MiB = 1024 * KiB;

async function open(server: EndlessServer): Promise<ReadableStream<Uint8Array>> {
  const response = await fetcher<ReadableStream<Uint8Array>>({
    url: `${server.url}/events`,
    method: "GET",
    responseType: "sse",
    maxRetries: 0,
  });
  if (!response.ok) throw new Error("expected a stream");
  return response.body;
}

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("an endless event from a real server", () => {
  let server: EndlessServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("an SSE line that never ends stops the stream at maxEventBytes, without reconnecting", async () => {
    server = await startEndlessServer({
      headers: { "content-type": "text/event-stream" },
      prefix: "id: 1\ndata: ",
      chunk: Buffer.alloc(16 * KiB, 0x78),
    });
    let opens = 0;
    const stream = new Stream({
      open: async () => {
        opens++;
        return open(server!);
      },
      parse: (event) => event.data,
      resumable: true,
      maxEventBytes: 256 * KiB,
      endpointName: "GET /events",
    });
    const error = await failureOf(async () => {
      for await (const _event of stream) throw new Error("no event should be complete");
    });
    expect(error).toBeInstanceOf(StreamEventTooLargeError);
    expect(error).toBeInstanceOf(StreamError);
    expect((error as Error).message).toBe(
      "Stream event too large: more than 262144 bytes, the maxEventBytes limit: GET /events",
    );
    expect(await server.stopped()).toBe("closed");
    expect(server.sent()).toBeLessThan(16 * MiB);
    expect(opens).toBe(1);
  });

  it("endless data lines of one event count together", async () => {
    server = await startEndlessServer({
      headers: { "content-type": "text/event-stream" },
      chunk: Buffer.from("data: short line\n".repeat(1000)),
    });
    const error = await failureOf(async () => {
      for await (const _event of parseSse(await open(server!), { maxEventBytes: 256 * KiB }))
        throw new Error("no event should be complete");
    });
    expect(error).toBeInstanceOf(StreamEventTooLargeError);
    expect(await server.stopped()).toBe("closed");
    expect(server.sent()).toBeLessThan(16 * MiB);
  });

  it("a JSON line that never ends stops at maxEventBytes", async () => {
    server = await startEndlessServer({
      headers: { "content-type": "application/x-ndjson" },
      prefix: '{"ok":1}\n{"text":"',
      chunk: Buffer.alloc(16 * KiB, 0x79),
    });
    const seen: unknown[] = [];
    const error = await failureOf(async () => {
      for await (const line of readJsonLines(await open(server!), (text) => JSON.parse(text) as unknown, {
        maxEventBytes: 256 * KiB,
        endpointName: "GET /log",
      }))
        seen.push(line);
    });
    expect(seen).toEqual([{ ok: 1 }]);
    expect((error as Error).message).toBe(
      "Stream event too large: more than 262144 bytes, the maxEventBytes limit: GET /log",
    );
    expect(await server.stopped()).toBe("closed");
    expect(server.sent()).toBeLessThan(16 * MiB);
  });
});

describe("SseDecoder byte counting", () => {
  const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

  it("accepts an event of exactly maxEventBytes, split anywhere, and refuses one byte more", () => {
    // "data: " + 10 bytes = 16 bytes of field line.
    const event = "data: 0123456789\r\n\r\n";
    for (let split = 0; split <= event.length; split++) {
      const decoder = new SseDecoder({ maxEventBytes: 16 });
      const blocks = [...decoder.push(bytes(event.slice(0, split))), ...decoder.push(bytes(event.slice(split)))];
      expect(blocks).toEqual([{ data: "0123456789" }]);
    }
    expect(() => new SseDecoder({ maxEventBytes: 15 }).push(bytes(event))).toThrow(StreamEventTooLargeError);
  });

  it("counts UTF-8 bytes, not characters, and starts again after each event", () => {
    const decoder = new SseDecoder({ maxEventBytes: 12 });
    // "data: " + "éé€" is 6 + 7 = 13 bytes in 9 characters.
    expect(decoder.push(bytes("data: abc\n\ndata: xyz\n\n"))).toHaveLength(2);
    expect(() => decoder.push(bytes("data: éé€\n\n"))).toThrow(StreamEventTooLargeError);
  });

  it("does not count comment lines, which are never held", () => {
    const decoder = new SseDecoder({ maxEventBytes: 16 });
    const keepAlive = ": ping ping ping ping ping\n".repeat(50);
    expect(decoder.push(bytes(`${keepAlive}data: ok\n\n`))).toEqual([{ data: "ok" }]);
  });
});

describe("stream settings", () => {
  it("refuse a maxEventBytes or reconnection count that is not a valid number", () => {
    const open = (): Promise<ReadableStream<Uint8Array>> => Promise.reject(new Error("never opened"));
    expect(
      () => new Stream({ open, parse: (event) => event, maxEventBytes: Number.NaN, endpointName: "GET /events" }),
    ).toThrow("Invalid maxEventBytes (NaN), expected a whole number from 1, or Infinity for no limit: GET /events");
    expect(() => new Stream({ open, parse: (event) => event, maxReconnectionAttempts: -1 })).toThrow(
      "Invalid maxReconnectionAttempts (-1)",
    );
    expect(() => new SseDecoder({ maxEventBytes: 0 })).toThrow("Invalid maxEventBytes (0)");
  });
});
