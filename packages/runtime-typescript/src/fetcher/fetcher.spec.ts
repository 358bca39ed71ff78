import { startTestServer, sendJson, type TestServer } from "../../test/http-test-server";
import { createMultipartForm } from "../files/multipart";
import { fetcher } from "./fetcher";
import { HttpResponsePromise } from "./http-response-promise";
import { toRawResponse } from "./raw-response";
import { recordTimers, type TimerRecord } from "../../test/scheduled-timers";

const fast = { initialDelayMs: 10, jitter: 0 };

describe("fetcher against a real HTTP server", () => {
  let server: TestServer | undefined;
  // The waits the fetcher asks for; tests assert those, never the time that passed.
  let timers: TimerRecord;
  beforeEach(() => {
    timers = recordTimers();
  });
  afterEach(async () => {
    timers.restore();
    await server?.close();
    server = undefined;
  });

  it("returns the parsed JSON body of a success", async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, { id: "u1" }));
    const response = await fetcher<{ id: string }>({ url: `${server.url}/users/u1`, method: "GET" });
    expect(response).toMatchObject({ ok: true, body: { id: "u1" } });
    expect(response.rawResponse.status).toBe(200);
    expect(server.requests).toHaveLength(1);
  });

  it("retries 503 and succeeds on the third attempt", async () => {
    server = await startTestServer((_req, res, index) =>
      index < 2 ? sendJson(res, 503, {}) : sendJson(res, 200, "ok"),
    );
    const response = await fetcher({ url: server.url, method: "GET", retryPolicy: fast });
    expect(response.ok).toBe(true);
    expect(server.requests).toHaveLength(3);
  });

  it("gives up after the default 2 retries and returns the parsed error body", async () => {
    server = await startTestServer((_req, res) => sendJson(res, 500, { message: "boom" }));
    const response = await fetcher({ url: server.url, method: "GET", retryPolicy: fast });
    expect(response.ok).toBe(false);
    expect(!response.ok && response.error).toEqual({
      reason: "status-code",
      statusCode: 500,
      body: { message: "boom" },
    });
    expect(response.rawResponse.status).toBe(500);
    expect(server.requests).toHaveLength(3);
  });

  it.each([408, 429, 502])("retries status %i", async (status) => {
    server = await startTestServer((_req, res, index) =>
      index === 0 ? sendJson(res, status, {}) : sendJson(res, 200, 1),
    );
    const response = await fetcher({ url: server.url, method: "GET", retryPolicy: fast });
    expect(response.ok).toBe(true);
    expect(server.requests).toHaveLength(2);
  });

  it("does not retry a 400 and keeps a non-JSON error body as text", async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(400, { "content-type": "text/plain" });
      res.end("bad input");
    });
    const response = await fetcher({ url: server.url, method: "GET", retryPolicy: fast });
    expect(!response.ok && response.error).toEqual({ reason: "status-code", statusCode: 400, body: "bad input" });
    expect(server.requests).toHaveLength(1);
  });

  it("calls the fetch function unbound, as a browser's fetch requires", async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, { id: "u1" }));
    const receivers: unknown[] = [];
    // A caller's fetch that passes on to the platform's, noting the `this` it was called with.
    const fetchFn = function (this: unknown, input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      receivers.push(this);
      return fetch(input, init);
    };
    const response = await fetcher({ url: server.url, method: "GET", fetchFn });
    expect(response.ok).toBe(true);
    // A browser's fetch throws "Illegal invocation" for any receiver but the window.
    expect(receivers).toEqual([undefined]);
  });

  it("honours maxRetries: 0", async () => {
    server = await startTestServer((_req, res) => sendJson(res, 503, {}));
    await fetcher({ url: server.url, method: "GET", maxRetries: 0, retryPolicy: fast });
    expect(server.requests).toHaveLength(1);
  });

  it("does not retry POST or PATCH unless the request is idempotent", async () => {
    server = await startTestServer((_req, res) => sendJson(res, 503, {}));
    await fetcher({ url: server.url, method: "POST", body: { a: 1 }, retryPolicy: fast });
    await fetcher({ url: server.url, method: "PATCH", body: { a: 1 }, retryPolicy: fast });
    expect(server.requests).toHaveLength(2);
    await fetcher({ url: server.url, method: "POST", body: { a: 1 }, idempotent: true, retryPolicy: fast });
    expect(server.requests).toHaveLength(5);
    expect(server.requests.slice(2).map((r) => r.body.toString())).toEqual(['{"a":1}', '{"a":1}', '{"a":1}']);
  });

  it("waits for Retry-After given in seconds", async () => {
    server = await startTestServer((_req, res, index) =>
      index === 0 ? sendJson(res, 429, {}, { "retry-after": "1" }) : sendJson(res, 200, 1),
    );
    const response = await fetcher({ url: server.url, method: "GET", retryPolicy: fast });
    expect(response.ok).toBe(true);
    expect(server.requests).toHaveLength(2);
    // The server's wait, not the policy's 10 ms backoff.
    expect(timers.delays()).toEqual([1000]);
  });

  it("waits for Retry-After given as an HTTP date", async () => {
    const target = Math.ceil(Date.now() / 1000) * 1000 + 1000;
    server = await startTestServer((_req, res, index) =>
      index === 0 ? sendJson(res, 503, {}, { "retry-after": new Date(target).toUTCString() }) : sendJson(res, 200, 1),
    );
    await fetcher({ url: server.url, method: "GET", retryPolicy: fast });
    expect(server.requests).toHaveLength(2);
    // One wait, from when it was scheduled up to the date, and no longer than from the first request.
    expect(timers.timers).toHaveLength(1);
    const [wait] = timers.timers;
    expect(wait!.at + wait!.delayMs).toBeGreaterThanOrEqual(target);
    expect(wait!.delayMs).toBeLessThanOrEqual(target - server.requests[0]!.at);
  });

  it("waits until X-RateLimit-Reset", async () => {
    const resetSeconds = Math.ceil(Date.now() / 1000) + 1;
    server = await startTestServer((_req, res, index) =>
      index === 0 ? sendJson(res, 429, {}, { "x-ratelimit-reset": String(resetSeconds) }) : sendJson(res, 200, 1),
    );
    await fetcher({ url: server.url, method: "GET", retryPolicy: fast });
    expect(server.requests).toHaveLength(2);
    expect(timers.timers).toHaveLength(1);
    const [wait] = timers.timers;
    expect(wait!.at + wait!.delayMs).toBeGreaterThanOrEqual(resetSeconds * 1000);
    expect(wait!.delayMs).toBeLessThanOrEqual(resetSeconds * 1000 - server.requests[0]!.at);
  });

  it("caps a long Retry-After at maxDelayMs", async () => {
    server = await startTestServer((_req, res, index) =>
      index === 0 ? sendJson(res, 503, {}, { "retry-after": "3600" }) : sendJson(res, 200, 1),
    );
    await fetcher({ url: server.url, method: "GET", retryPolicy: { ...fast, maxDelayMs: 100 } });
    expect(server.requests).toHaveLength(2);
    expect(timers.delays()).toEqual([100]);
  });

  it("backs off exponentially between retries", async () => {
    server = await startTestServer((_req, res) => sendJson(res, 503, {}));
    await fetcher({ url: server.url, method: "GET", retryPolicy: { initialDelayMs: 100, jitter: 0 } });
    expect(server.requests).toHaveLength(3);
    expect(timers.delays()).toEqual([100, 200]);
  });

  it("times out on a server that never answers, without retrying", async () => {
    server = await startTestServer(() => undefined);
    const response = await fetcher({ url: server.url, method: "GET", timeoutMs: 200, retryPolicy: fast });
    expect(!response.ok && response.error.reason).toBe("timeout");
    expect(server.requests).toHaveLength(1);
    // The 200 ms timeout and no retry wait after it.
    expect(timers.delays()).toEqual([200]);
  });

  it("times out while the body is still arriving", async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"partial":');
    });
    const response = await fetcher({ url: server.url, method: "GET", timeoutMs: 200, maxRetries: 0 });
    expect(!response.ok && response.error.reason).toBe("timeout");
  });

  it("never retries a caller abort", async () => {
    server = await startTestServer(() => undefined);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const response = await fetcher({
      url: server.url,
      method: "GET",
      abortSignal: controller.signal,
      timeoutMs: 5000,
      retryPolicy: fast,
    });
    expect(response.ok).toBe(false);
    expect(!response.ok && response.error).toMatchObject({ reason: "unknown", aborted: true });
    expect(server.requests).toHaveLength(1);
  });

  it("stops waiting between retries when the caller aborts", async () => {
    server = await startTestServer((_req, res) => sendJson(res, 503, {}));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    // A wait longer than the test's own time limit: only the abort can end it in time.
    const response = await fetcher({
      url: server.url,
      method: "GET",
      abortSignal: controller.signal,
      retryPolicy: { initialDelayMs: 120_000, maxDelayMs: 120_000 },
    });
    expect(!response.ok && response.error).toMatchObject({ reason: "unknown", aborted: true });
    expect(timers.delays(1000)).toHaveLength(1);
    expect(server.requests).toHaveLength(1);
  });

  it("survives a connection reset mid-body by retrying an idempotent request", async () => {
    server = await startTestServer((_req, res, index) => {
      if (index === 0) {
        res.writeHead(200, { "content-type": "application/json", "content-length": "100" });
        res.write('{"items":[1,2,');
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      sendJson(res, 200, { items: [1, 2, 3] });
    });
    const response = await fetcher({ url: server.url, method: "GET", retryPolicy: fast });
    expect(response).toMatchObject({ ok: true, body: { items: [1, 2, 3] } });
    expect(server.requests).toHaveLength(2);
  });

  it("reports a connection reset mid-body clearly when the request cannot be retried", async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "100" });
      res.write('{"items":[1,');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const response = await fetcher({ url: `${server.url}/orders`, method: "POST", body: {}, retryPolicy: fast });
    expect(response.ok).toBe(false);
    if (response.ok || response.error.reason !== "unknown") throw new Error("expected an unknown error");
    expect(response.error.errorMessage).toMatch(
      /^Response body was interrupted: POST http:\/\/127\.0\.0\.1:\d+\/orders/,
    );
    expect(server.requests).toHaveLength(1);
  });

  it("retries a refused connection and reports it as unknown", async () => {
    server = await startTestServer(() => undefined);
    const url = server.url;
    await server.close();
    server = undefined;
    const response = await fetcher({ url, method: "GET", retryPolicy: fast });
    expect(!response.ok && response.error.reason).toBe("unknown");
    expect(!response.ok && response.error.reason === "unknown" && response.error.errorMessage).toMatch(
      /^Request failed: GET /,
    );
  });

  it("reports a 2xx body that is not JSON as non-json", async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html>");
    });
    const response = await fetcher({ url: server.url, method: "GET" });
    expect(!response.ok && response.error).toEqual({ reason: "non-json", statusCode: 200, rawBody: "<html>" });
  });

  it("sends query parameters, headers from suppliers and a JSON body with bigints", async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    const response = await fetcher({
      url: `${server.url}/search`,
      method: "POST",
      headers: { "X-Static": "s", "X-Supplied": async () => "dynamic", "X-Null": null, "X-None": () => undefined },
      queryParameters: {
        tag: ["a", "b"],
        filter: { owner: { id: 1 } },
        since: new Date("2024-01-02T03:04:05.000Z"),
        skip: undefined,
      },
      body: { id: 9007199254740993n, name: "Ada" },
    });
    expect(response).toMatchObject({ ok: true, body: undefined });
    const seen = server.requests[0]!;
    expect(seen.url).toBe("/search?tag=a&tag=b&filter[owner][id]=1&since=2024-01-02T03%3A04%3A05.000Z");
    expect(seen.headers["x-static"]).toBe("s");
    expect(seen.headers["x-supplied"]).toBe("dynamic");
    expect(seen.headers["x-null"]).toBeUndefined();
    expect(seen.headers["x-none"]).toBeUndefined();
    expect(seen.headers["content-type"]).toBe("application/json");
    expect(seen.body.toString()).toBe('{"id":9007199254740993,"name":"Ada"}');
  });

  it("encodes form, text, bytes and multipart bodies", async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, {}));
    await fetcher({ url: server.url, method: "POST", requestType: "form", body: { a: "x y", b: [1, 2] } });
    await fetcher({ url: server.url, method: "POST", requestType: "text", body: "plain" });
    await fetcher({ url: server.url, method: "PUT", requestType: "bytes", body: new Uint8Array([1, 2, 3]) });
    const form = createMultipartForm();
    form.appendFile("file", {
      data: new TextEncoder().encode("file-content"),
      filename: "a.txt",
      contentType: "text/plain",
    });
    form.append("meta", { k: 1 });
    await fetcher({ url: server.url, method: "POST", requestType: "multipart", body: (await form.build()).body });
    const [formReq, textReq, bytesReq, multipartReq] = server.requests;
    expect(formReq!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(formReq!.body.toString()).toBe("a=x%20y&b=1&b=2");
    expect(textReq!.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(textReq!.body.toString()).toBe("plain");
    expect(bytesReq!.headers["content-type"]).toBe("application/octet-stream");
    expect([...bytesReq!.body]).toEqual([1, 2, 3]);
    expect(multipartReq!.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const multipart = multipartReq!.body.toString();
    expect(multipart).toContain('name="file"; filename="a.txt"');
    expect(multipart).toContain("file-content");
    expect(multipart).toContain('{"k":1}');
  });

  it("reads text, bytes and blob responses", async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(200);
      res.end("hé");
    });
    const text = await fetcher<string>({ url: server.url, method: "GET", responseType: "text" });
    const bytes = await fetcher<Uint8Array>({ url: server.url, method: "GET", responseType: "bytes" });
    const blob = await fetcher<Blob>({ url: server.url, method: "GET", responseType: "blob" });
    expect(text.ok && text.body).toBe("hé");
    expect(bytes.ok && [...bytes.body]).toEqual([0x68, 0xc3, 0xa9]);
    expect(blob.ok && (await blob.body.text())).toBe("hé");
  });

  it("hands back a stream whose reading is not cut by the request timeout", async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write("data: 1\n\n");
      setTimeout(() => res.end("data: 2\n\n"), 300);
    });
    const response = await fetcher<ReadableStream<Uint8Array>>({
      url: server.url,
      method: "GET",
      responseType: "sse",
      timeoutMs: 100,
    });
    if (!response.ok) throw new Error("expected a stream");
    const text = await new Response(response.body).text();
    expect(text).toBe("data: 1\n\ndata: 2\n\n");
  });

  it("never writes credentials into logs or error messages", async () => {
    server = await startTestServer((_req, res) => sendJson(res, 401, { error: "denied" }));
    const lines: string[] = [];
    const sink = (message: string, meta?: unknown): void => {
      lines.push(message + " " + JSON.stringify(meta ?? null));
    };
    const response = await fetcher({
      url: `${server.url}/me`,
      method: "GET",
      headers: { Authorization: "Bearer sk-live-123", "X-Api-Key": "key-456", Cookie: "sid=789", "X-Trace": "visible" },
      queryParameters: { api_key: "qk-000", page: 2 },
      logging: { level: "debug", logger: { debug: sink, info: sink, warn: sink, error: sink } },
    });
    expect(response.ok).toBe(false);
    const everything = lines.join("\n");
    expect(everything).toContain("visible");
    expect(everything).toContain("[REDACTED]");
    for (const secret of ["sk-live-123", "key-456", "sid=789", "qk-000"]) expect(everything).not.toContain(secret);
    expect(server.requests[0]!.headers.authorization).toBe("Bearer sk-live-123");

    await server.close();
    const closedUrl = server.url;
    server = undefined;
    const failed = await fetcher({
      url: `${closedUrl}/x`,
      method: "GET",
      maxRetries: 0,
      queryParameters: { token: "tok-999" },
    });
    const message = !failed.ok && failed.error.reason === "unknown" ? failed.error.errorMessage : "";
    expect(message).toContain("Request failed");
    expect(message).not.toContain("tok-999");
  });
});

describe("HttpResponsePromise", () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it("resolves to the data and exposes the raw response", async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, { v: 1 }, { "x-request-id": "r1" }));
    const url = server.url;
    const call = (): HttpResponsePromise<unknown> =>
      HttpResponsePromise.fromPromise(
        fetch(url).then(async (response) => ({
          data: (await response.json()) as unknown,
          rawResponse: toRawResponse(response),
        })),
      );
    await expect(call()).resolves.toEqual({ v: 1 });
    const { data, rawResponse } = await call().withRawResponse();
    expect(data).toEqual({ v: 1 });
    expect(rawResponse.headers.get("x-request-id")).toBe("r1");
    const chained = call().then((value) => JSON.stringify(value));
    expect(chained).not.toBeInstanceOf(HttpResponsePromise);
    await expect(chained).resolves.toBe('{"v":1}');
  });

  it("rejects with the underlying error", async () => {
    const failing = HttpResponsePromise.fromPromise<unknown>(Promise.reject(new Error("nope")));
    await expect(failing.withRawResponse()).rejects.toThrow("nope");
    await expect(failing).rejects.toThrow("nope");
  });
});
