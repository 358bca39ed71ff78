import type { ServerResponse } from "node:http";
import { startTestServer, type TestServer } from "../../test/http-test-server";
import { fetcher } from "../fetcher/fetcher";
import { Stream, StreamError } from "./stream";
import { recordTimers, type TimerRecord } from "../../test/scheduled-timers";

interface Tick {
  n: number;
}

const TOTAL = 10;

function sendEvents(res: ServerResponse, from: number, to: number, extra = ""): void {
  for (let n = from; n <= to; n++) res.write(`id: ${n}\nevent: tick\ndata: {"n":${n}}\n\n`);
  if (extra) res.write(extra);
}

function openWith(server: TestServer, signal?: AbortSignal) {
  return async (lastEventId: string | undefined): Promise<ReadableStream<Uint8Array>> => {
    const response = await fetcher<ReadableStream<Uint8Array>>({
      url: `${server.url}/events`,
      method: "GET",
      headers: { Accept: "text/event-stream", "Last-Event-ID": lastEventId },
      responseType: "sse",
      maxRetries: 0,
      abortSignal: signal,
    });
    if (!response.ok) throw new Error(`open failed: ${response.error.reason}`);
    return response.body;
  };
}

const parseTick = (event: { data: string }): Tick => JSON.parse(event.data) as Tick;

describe("Stream against a real server", () => {
  let server: TestServer | undefined;
  // The waits the stream asks for (the test server's own short timers are under 40 ms).
  let timers: TimerRecord;
  beforeEach(() => {
    timers = recordTimers();
  });
  afterEach(async () => {
    timers.restore();
    await server?.close();
    server = undefined;
  });

  it("resumes after a cut mid-event, clamps retry: 120000 and survives refused reconnects", async () => {
    server = await startTestServer((req, res, index) => {
      if (index === 0) {
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.write("retry: 120000\n\n");
        sendEvents(res, 1, 4, 'id: 5\nevent: tick\ndata: {"n":');
        setTimeout(() => res.socket?.destroy(), 30);
        return;
      }
      if (index <= 2) {
        res.writeHead(503);
        res.end();
        return;
      }
      const last = Number(req.headers["last-event-id"]);
      res.writeHead(200, { "content-type": "text/event-stream" });
      // Replays the last delivered event on purpose: the client must not yield it twice.
      sendEvents(res, last, TOTAL, "data: [DONE]\n\n");
      res.end();
    });
    const stream = new Stream<Tick>({
      open: openWith(server),
      parse: parseTick,
      terminator: "[DONE]",
      resumable: true,
      maxRetryMs: 50,
    });
    const seen: number[] = [];
    for await (const tick of stream) seen.push(tick.n);

    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(server.requests).toHaveLength(4);
    expect(server.requests[0]!.headers["last-event-id"]).toBeUndefined();
    expect(server.requests.slice(1).map((r) => r.headers["last-event-id"])).toEqual(["4", "4", "4"]);
    // The server's 120 s, clamped to maxRetryMs before each of the three reconnections.
    expect(timers.delays(40)).toEqual([50, 50, 50]);
  });

  it("clamps the server retry to 30 s by default", async () => {
    server = await startTestServer((_req, res, index) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      if (index === 0) {
        res.write("retry: 120000\n\n");
        sendEvents(res, 1, 1);
        setTimeout(() => res.socket?.destroy(), 20);
      }
    });
    const controller = new AbortController();
    const stream = new Stream<Tick>({
      open: openWith(server, controller.signal),
      parse: parseTick,
      resumable: true,
      signal: controller.signal,
    });
    const iterator = stream[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toEqual({ n: 1 });
    const pending = iterator.next();
    // Waits for the stream to schedule its reconnection, however long the cut takes to arrive.
    while (timers.delays(1000).length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    // The wait is the 30 s clamp, the same as the test's own time limit: only the abort ends it in time.
    expect(timers.delays(1000)).toEqual([30_000]);
    expect(server.requests).toHaveLength(1);
    controller.abort();
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
    expect(server.requests).toHaveLength(1);
  });

  it("backs off exponentially when the server gives no retry", async () => {
    server = await startTestServer((_req, res, index) => {
      if (index === 0) {
        res.writeHead(200, { "content-type": "text/event-stream" });
        sendEvents(res, 1, 2);
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      if (index < 3) {
        res.writeHead(503);
        res.end();
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream" });
      sendEvents(res, 3, 3);
      res.end();
    });
    const stream = new Stream<Tick>({
      open: openWith(server),
      parse: parseTick,
      resumable: true,
      terminator: "[DONE]",
      initialReconnectDelayMs: 60,
      maxReconnectionAttempts: 3,
    });
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const tick of stream) seen.push(tick.n);
      })(),
    ).rejects.toThrow(StreamError);
    expect(seen).toEqual([1, 2, 3]);
    // Doubling from 60 ms on each failed reconnection, starting over after one that opened.
    expect(server.requests).toHaveLength(7);
    expect(timers.delays(40)).toEqual([60, 120, 240, 60, 120, 240]);
  });

  it("gives up after maxReconnectionAttempts refused reconnects", async () => {
    server = await startTestServer((_req, res, index) => {
      if (index === 0) {
        res.writeHead(200, { "content-type": "text/event-stream" });
        sendEvents(res, 1, 1);
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      res.writeHead(503);
      res.end();
    });
    const stream = new Stream<Tick>({
      open: openWith(server),
      parse: parseTick,
      resumable: true,
      maxRetryMs: 10,
      initialReconnectDelayMs: 5,
      maxReconnectionAttempts: 2,
    });
    const seen: number[] = [];
    const run = async (): Promise<void> => {
      for await (const tick of stream) seen.push(tick.n);
    };
    await expect(run()).rejects.toThrow("SSE stream could not be resumed: gave up after 2 reconnection attempts");
    expect(seen).toEqual([1]);
    expect(server.requests).toHaveLength(3);
  });

  it("does not reconnect when reconnection is disabled", async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      sendEvents(res, 1, 2);
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const stream = new Stream<Tick>({
      open: openWith(server),
      parse: parseTick,
      resumable: true,
      reconnectionEnabled: false,
    });
    const seen: number[] = [];
    const run = async (): Promise<void> => {
      for await (const tick of stream) seen.push(tick.n);
    };
    await expect(run()).rejects.toThrow("SSE stream dropped: the connection closed mid-stream");
    expect(seen).toEqual([1, 2]);
    expect(server.requests).toHaveLength(1);
  });

  it("ends at the terminator and at a clean close", async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      sendEvents(res, 1, 2, "data: [DONE]\n\n");
      sendEvents(res, 3, 3);
      res.end();
    });
    const withTerminator: number[] = [];
    for await (const tick of new Stream<Tick>({ open: openWith(server), parse: parseTick, terminator: "[DONE]" }))
      withTerminator.push(tick.n);
    expect(withTerminator).toEqual([1, 2]);
    const untilClose: number[] = [];
    for await (const tick of new Stream<Tick>({
      open: openWith(server),
      parse: (e) => (e.data === "[DONE]" ? { n: 0 } : parseTick(e)),
    }))
      untilClose.push(tick.n);
    expect(untilClose).toEqual([1, 2, 0, 3]);
  });

  it("lets the caller abort while events are flowing", async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      let n = 0;
      const timer = setInterval(() => res.write(`id: ${++n}\ndata: {"n":${n}}\n\n`), 10);
      res.on("close", () => clearInterval(timer));
    });
    const controller = new AbortController();
    const stream = new Stream<Tick>({
      open: openWith(server, controller.signal),
      parse: parseTick,
      resumable: true,
      signal: controller.signal,
    });
    const seen: number[] = [];
    for await (const tick of stream) {
      seen.push(tick.n);
      if (seen.length === 3) controller.abort();
    }
    expect(seen).toEqual([1, 2, 3]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests).toHaveLength(1);
  });

  it("throws the first connection's failure as is", async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(401);
      res.end();
    });
    const stream = new Stream<Tick>({ open: openWith(server), parse: parseTick, resumable: true });
    const run = async (): Promise<void> => {
      for await (const tick of stream) void tick;
    };
    await expect(run()).rejects.toThrow("open failed: status-code");
    expect(server.requests).toHaveLength(1);
  });
});
