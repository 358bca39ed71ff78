import { startTestServer, sendJson, type TestServer } from "../../test/http-test-server";
import { encodeJsonBody, encodeNoBody, readJsonBody } from "./body-formats";
import { createFetcher, fetcher } from "./fetcher";
import { toQueryString } from "./query-string";
import { resolveRetryPolicy } from "./retry-policy";
import { recordTimers, type TimerRecord } from "../../test/scheduled-timers";
import { countTurns } from "@bracken/test-kit";
import { HttpResponsePromise } from "./http-response-promise";
import { emptyRawResponse, type WithRawResponse } from "./raw-response";

// What one successful call costs in work that only error messages and log lines need: the
// redacted `METHOD url` text is built from a parse of the URL, so counting the parses shows
// whether a call that fails nowhere still builds it.

describe("the work of a successful call", () => {
  let server: TestServer;
  const NativeUrl = globalThis.URL;
  let parses = 0;

  beforeAll(async () => {
    server = await startTestServer((_request, response) => sendJson(response, 200, { id: "item-1" }));
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    parses = 0;
    // Counts the URLs the core builds; the platform's fetch keeps its own reference.
    globalThis.URL = class CountingUrl extends NativeUrl {
      constructor(url: string | URL, base?: string | URL) {
        super(url, base);
        parses++;
      }
    };
  });
  afterEach(() => {
    globalThis.URL = NativeUrl;
  });

  it("parses the request URL once and builds no message text", async () => {
    const response = await fetcher({
      url: `${server.url}/items/item-1?page=2`,
      method: "GET",
      timeoutMs: 10_000,
      maxRetries: 0,
      secrets: { headers: [], queryParameters: [], values: [] },
    });
    expect({ ok: response.ok, body: response.ok ? response.body : undefined, parses }).toEqual({
      ok: true,
      body: { id: "item-1" },
      parses: 1,
    });
  });

  it("still names the redacted URL when the call fails", async () => {
    const response = await fetcher({
      url: `${server.url}/items?api_key=k1`,
      method: "GET",
      timeoutMs: Number.NaN,
    }).catch((error: unknown) => error);
    expect(response).toMatchObject({
      message: expect.stringMatching(
        /^Invalid timeoutMs \(NaN\), expected a number greater than 0, or Infinity for none: GET http:\/\/127\.0\.0\.1:\d+\/items\?api_key=%5BREDACTED%5D$/,
      ),
    });
  });
});

describe("the signals of a call", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer((_request, response) => sendJson(response, 200, { id: "item-1" }));
  });
  afterAll(async () => {
    await server.close();
  });

  /** The real fetch, noting the signal each request is sent with. */
  function recordingFetch(signals: Array<AbortSignal | undefined>): typeof fetch {
    return (input, init) => {
      signals.push(init?.signal ?? undefined);
      return fetch(input, init);
    };
  }

  it("builds no AbortController when neither a timeout nor the caller's signal is set", async () => {
    const signals: Array<AbortSignal | undefined> = [];
    const response = await fetcher({ url: `${server.url}/items/1`, method: "GET", fetchFn: recordingFetch(signals) });
    expect({ ok: response.ok, signals }).toEqual({ ok: true, signals: [undefined] });
  });

  it("sends the caller's own signal when no timeout is set", async () => {
    const signals: Array<AbortSignal | undefined> = [];
    const controller = new AbortController();
    await fetcher({
      url: `${server.url}/items/1`,
      method: "GET",
      timeoutMs: Number.POSITIVE_INFINITY,
      abortSignal: controller.signal,
      fetchFn: recordingFetch(signals),
    });
    expect(signals.map((signal) => signal === controller.signal)).toEqual([true]);
  });

  it("links a signal of its own when a timeout is set", async () => {
    const signals: Array<AbortSignal | undefined> = [];
    await fetcher({ url: `${server.url}/items/1`, method: "GET", timeoutMs: 10_000, fetchFn: recordingFetch(signals) });
    expect(signals.map((signal) => signal instanceof AbortSignal)).toEqual([true]);
  });
});

describe("the timers of a call", () => {
  let server: TestServer;
  let timers: TimerRecord;
  beforeAll(async () => {
    server = await startTestServer((_request, response) => sendJson(response, 200, { id: "item-1" }));
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    timers = recordTimers();
  });
  afterEach(() => {
    timers.restore();
  });

  it("schedules one timer for successive calls that each end before their timeout", async () => {
    const statuses: boolean[] = [];
    for (let call = 0; call < 5; call++) {
      const response = await fetcher({ url: `${server.url}/items/${call}`, method: "GET", timeoutMs: 5_000 });
      statuses.push(response.ok);
    }
    expect({ statuses, delays: timers.delays() }).toEqual({
      statuses: [true, true, true, true, true],
      delays: [5_000],
    });
  });

  it("still times out the call that outlives its deadline while others end in time", async () => {
    const silent = await startTestServer(() => undefined);
    try {
      const slow = fetcher({ url: silent.url, method: "GET", timeoutMs: 300, maxRetries: 0 });
      const quick = await fetcher({ url: `${server.url}/items/1`, method: "GET", timeoutMs: 60_000 });
      const response = await slow;
      expect({ quick: quick.ok, slow: response.ok ? "ok" : response.error.reason }).toEqual({
        quick: true,
        slow: "timeout",
      });
    } finally {
      await silent.close();
    }
  });
});

describe("a fetcher made with only some body formats", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer((request, response) => {
      const type = request.headers["content-type"] ?? null;
      sendJson(response, request.url === "/busy" ? 503 : 200, { received: request.body.toString("utf8"), type });
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it("sends and reads JSON as the full fetcher does", async () => {
    const fetchJson = createFetcher({ encode: encodeJsonBody, read: readJsonBody });
    const response = await fetchJson({ url: `${server.url}/echo`, method: "POST", body: { big: 9007199254740993n } });
    expect(response.ok ? response.body : response.error).toEqual({
      received: '{"big":9007199254740993}',
      type: "application/json",
    });
  });

  it("refuses a request format it was not given, before anything is sent", async () => {
    const fetchNothing = createFetcher({ encode: encodeNoBody, read: readJsonBody });
    const before = server.requests.length;
    await expect(
      fetchNothing({ url: `${server.url}/echo`, method: "POST", body: "a=1", requestType: "form" }),
    ).rejects.toThrow("Unsupported requestType (form): this client sends no request bodies");
    expect(server.requests.length).toBe(before);
  });

  it("writes query parameters in the default style as the full fetcher does", async () => {
    const fetchJson = createFetcher({ encode: encodeNoBody, read: readJsonBody });
    const queryParameters = { tag: ["a", "b c"], filter: { owner: { id: 1 } }, skip: undefined, when: new Date(0) };
    await fetchJson({ url: `${server.url}/plain`, method: "GET", queryParameters });
    await fetcher({ url: `${server.url}/plain`, method: "GET", queryParameters });
    const [lean, full] = server.requests.slice(-2).map((request) => request.url);
    expect(lean).toBe(full);
    expect(lean).toBe("/plain?tag=a&tag=b%20c&filter[owner][id]=1&when=1970-01-01T00%3A00%3A00.000Z");
  });

  it("refuses a query style it was not given, before anything is sent, and writes it when given", async () => {
    const fetchPlain = createFetcher({ encode: encodeNoBody, read: readJsonBody });
    const before = server.requests.length;
    const args = {
      url: `${server.url}/styled`,
      method: "GET" as const,
      queryParameters: { tag: ["a", "b"] },
      queryStyle: { tag: { explode: false } },
    };
    await expect(fetchPlain(args)).rejects.toThrow(
      "Unsupported queryStyle: this client writes every query parameter in the default style",
    );
    expect(server.requests.length).toBe(before);
    await createFetcher({ encode: encodeNoBody, read: readJsonBody, query: toQueryString })(args);
    expect(server.requests.at(-1)?.url).toBe("/styled?tag=a%2Cb");
  });

  it("refuses a retry policy it was not given, before anything is sent, and follows it when given", async () => {
    const fetchJson = createFetcher({ encode: encodeNoBody, read: readJsonBody });
    const before = server.requests.length;
    const args = {
      url: `${server.url}/busy`,
      method: "GET" as const,
      retryPolicy: { maxRetries: 1, initialDelayMs: 1, jitter: 0 },
    };
    await expect(fetchJson(args)).rejects.toThrow(
      "Unsupported retryPolicy: this client retries by maxRetries with the default policy",
    );
    expect(server.requests.length).toBe(before);
    const response = await createFetcher({ encode: encodeNoBody, read: readJsonBody, retryPolicy: resolveRetryPolicy })(
      args,
    );
    expect(response.ok ? "ok" : response.error.reason).toBe("status-code");
    expect(server.requests.length).toBe(before + 2);
  });

  it("checks maxRetries without a retry policy, before anything is sent", async () => {
    const fetchJson = createFetcher({ encode: encodeNoBody, read: readJsonBody });
    const before = server.requests.length;
    await expect(fetchJson({ url: `${server.url}/busy`, method: "GET", maxRetries: 1.5 })).rejects.toThrow(
      "Invalid maxRetries (1.5), expected a whole number from 0: retry policy",
    );
    const response = await fetchJson({ url: `${server.url}/busy`, method: "GET", maxRetries: 0 });
    expect(response.ok ? "ok" : response.error.reason).toBe("status-code");
    expect(server.requests.length).toBe(before + 1);
  });

  it("fails a call whose response format it was not given, naming the format", async () => {
    const fetchJson = createFetcher({ encode: encodeJsonBody, read: readJsonBody });
    const response = await fetchJson({
      url: `${server.url}/echo`,
      method: "GET",
      responseType: "text",
      maxRetries: 0,
    });
    expect(response.ok ? "ok" : response.error).toMatchObject({
      reason: "unknown",
      errorMessage: expect.stringContaining("Unsupported responseType (text): this client reads only JSON bodies"),
    });
  });
});

// Every promise hop between the platform's answer and the caller's is a turn of the microtask
// queue, and each hop allocates what the garbage collector then pays for on every request.

describe("the turns of a call", () => {
  /** Turns from the response arriving until `await` on what `wrap` makes of it gives the data. */
  async function turnsToData(wrap: (inner: Promise<WithRawResponse<number>>) => Promise<number>): Promise<number> {
    const counter = countTurns();
    let answer!: (value: WithRawResponse<number>) => void;
    const wrapped = wrap(new Promise<WithRawResponse<number>>((resolve) => (answer = resolve)));
    const awaited = (async () => await wrapped)();
    counter.start();
    answer({ data: 42, rawResponse: emptyRawResponse("http://127.0.0.1/") });
    const turns = await counter.until(awaited);
    expect(await awaited).toBe(42);
    return turns;
  }

  it("hands an awaited HttpResponsePromise its data in as many turns as a plain promise of it", async () => {
    const plain = await turnsToData((inner) => inner.then((result) => result.data));
    const wrapped = await turnsToData((inner) => HttpResponsePromise.fromPromise(inner));
    expect({ wrapped, plain }).toEqual({ wrapped: plain, plain });
  });
});
