import { mergeHeaders } from "./headers";
import fc from "fast-check";
import { toPlainQueryString, toQueryString } from "./query-string";
import { DEFAULT_RETRY_POLICY, backoffDelay, decideRetry, delayFromHeaders, resolveRetryPolicy } from "./retry-policy";
import { Supplier } from "./supplier";
import { encodePathParam, formatServerUrl, joinUrl } from "./url";

describe("toPlainQueryString", () => {
  it("writes what toQueryString writes without styles", () => {
    const leaf = fc.oneof(
      fc.string({ maxLength: 4 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.date({ noInvalidDate: true }),
    );
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        leaf,
        fc.array(tie("value"), { maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 3 }), tie("value"), { maxKeys: 3 }),
      ),
    }));
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 4 }), value, { maxKeys: 4 }), (params) => {
        expect(toPlainQueryString(params)).toBe(toQueryString(params));
      }),
      { numRuns: 500 },
    );
  });

  it("refuses a style rather than ignore it", () => {
    expect(() => toPlainQueryString({ tag: ["a"] }, { tag: { style: "pipeDelimited" } })).toThrow(
      "Unsupported queryStyle",
    );
    expect(toPlainQueryString({ tag: ["a"] }, {})).toBe("tag=a");
  });
});

describe("toQueryString", () => {
  it("repeats array keys by default and joins them with explode false", () => {
    expect(toQueryString({ tag: ["a", "b c"] })).toBe("tag=a&tag=b%20c");
    expect(toQueryString({ tag: ["a", "b"] }, { tag: { explode: false } })).toBe("tag=a%2Cb");
    expect(toQueryString({ tag: ["a", "b"] }, { tag: { style: "pipeDelimited" } })).toBe("tag=a%7Cb");
    expect(toQueryString({ tag: ["a", "b"] }, { tag: { style: "spaceDelimited" } })).toBe("tag=a%20b");
  });

  it("writes deep objects with brackets", () => {
    expect(toQueryString({ a: { b: { c: 1 }, list: [1, 2] } })).toBe("a[b][c]=1&a[list]=1&a[list]=2");
  });

  it("writes form-style objects", () => {
    expect(toQueryString({ point: { x: 1, y: 2 } }, { point: { style: "form" } })).toBe("x=1&y=2");
    expect(toQueryString({ point: { x: 1, y: 2 } }, { point: { style: "form", explode: false } })).toBe(
      "point=x,1,y,2",
    );
  });

  it("skips undefined and null, writes Dates as ISO strings and encodes reserved characters", () => {
    expect(
      toQueryString({
        a: undefined,
        b: null,
        c: [undefined],
        when: new Date(Date.UTC(2024, 0, 1)),
        q: "a&b=c/d?",
        n: 0,
        f: false,
      }),
    ).toBe("when=2024-01-01T00%3A00%3A00.000Z&q=a%26b%3Dc%2Fd%3F&n=0&f=false");
  });
});

describe("URLs and headers", () => {
  it("joins URLs with single slashes and keeps a final trailing slash", () => {
    expect(joinUrl("https://api.example.com/v1/", "/users/", "u1")).toBe("https://api.example.com/v1/users/u1");
    expect(joinUrl("https://api.example.com", "items/")).toBe("https://api.example.com/items/");
    expect(joinUrl("https://api.example.com/", "")).toBe("https://api.example.com/");
  });

  it("encodes path parameters", () => {
    expect(encodePathParam("a/b c")).toBe("a%2Fb%20c");
    expect(encodePathParam(new Date(Date.UTC(2024, 0, 1)))).toBe("2024-01-01T00%3A00%3A00.000Z");
    expect(encodePathParam(5)).toBe("5");
  });

  it("formats server URL templates with defaults", () => {
    expect(
      formatServerUrl("https://{region}.{host}/v1", { region: "eu" }, { region: "us", host: "api.example.com" }),
    ).toBe("https://eu.api.example.com/v1");
    expect(() => formatServerUrl("https://{region}.x", {}, {})).toThrow(
      "Server URL variable has no value: {region} in https://{region}.x",
    );
  });

  it("merges headers case-insensitively; null removes, undefined keeps", async () => {
    const supplier = async (): Promise<string> => "t";
    const merged = mergeHeaders(
      { Accept: "a", "X-Version": "1", Auth: supplier },
      { accept: "b", "x-version": undefined },
      undefined,
      { "X-VERSION": null },
    );
    expect(Object.keys(merged)).toEqual(["accept", "Auth"]);
    expect(merged.accept).toBe("b");
    expect(await Supplier.get(merged.Auth)).toBe("t");
    expect(await Supplier.get(merged.accept)).toBe("b");
  });
});

describe("the retry decision", () => {
  const response = (status: number, headers: Record<string, string> = {}) => ({
    kind: "response" as const,
    status,
    headers: new Headers(headers),
  });
  const base = {
    retriesDone: 0,
    policy: { ...DEFAULT_RETRY_POLICY, jitter: 0 },
    method: "GET" as const,
    now: 1_000_000,
  };

  it("checks the limit, then the method, then timeout, then status, then network errors", () => {
    expect(decideRetry({ ...base, retriesDone: 2, method: "POST", outcome: response(503) })).toEqual({
      retry: false,
      reason: "retry limit reached",
    });
    expect(decideRetry({ ...base, method: "POST", outcome: { kind: "timeout" } })).toEqual({
      retry: false,
      reason: "POST is not idempotent",
    });
    expect(decideRetry({ ...base, outcome: { kind: "timeout" } })).toEqual({ retry: false, reason: "timed out" });
    expect(decideRetry({ ...base, outcome: response(404) })).toEqual({
      retry: false,
      reason: "status 404 is not retriable",
    });
    expect(decideRetry({ ...base, outcome: response(503) })).toEqual({ retry: true, delayMs: 1000 });
    expect(decideRetry({ ...base, retriesDone: 1, outcome: { kind: "network", error: new Error("reset") } })).toEqual({
      retry: true,
      delayMs: 2000,
    });
    expect(decideRetry({ ...base, method: "PATCH", idempotent: true, outcome: response(500) }).retry).toBe(true);
    expect(decideRetry({ ...base, outcome: { kind: "aborted" } })).toEqual({
      retry: false,
      reason: "aborted by the caller",
    });
  });

  it("reads Retry-After seconds and dates, then X-RateLimit-Reset, and caps them", () => {
    const now = Date.parse("2024-01-01T00:00:00Z");
    expect(delayFromHeaders(new Headers({ "retry-after": "3" }), now)).toBe(3000);
    expect(delayFromHeaders(new Headers({ "retry-after": "Mon, 01 Jan 2024 00:00:05 GMT" }), now)).toBe(5000);
    expect(delayFromHeaders(new Headers({ "retry-after": "Sun, 31 Dec 2023 00:00:00 GMT" }), now)).toBe(0);
    expect(delayFromHeaders(new Headers({ "x-ratelimit-reset": String(now / 1000 + 7) }), now)).toBe(7000);
    expect(delayFromHeaders(new Headers({ "retry-after": "soon" }), now)).toBeUndefined();
    expect(decideRetry({ ...base, now, outcome: response(429, { "retry-after": "86400" }) })).toEqual({
      retry: true,
      delayMs: 60_000,
    });
  });

  it("spreads backoff by the jitter and never exceeds the cap", () => {
    const policy = { ...DEFAULT_RETRY_POLICY, jitter: 0.2 };
    expect(backoffDelay(policy, 0, () => 0)).toBe(800);
    expect(backoffDelay(policy, 0, () => 1)).toBe(1200);
    expect(backoffDelay(policy, 20, () => 1)).toBe(60_000);
  });

  it("fills a partial policy from the defaults", () => {
    expect(resolveRetryPolicy({ initialDelayMs: 5, maxDelayMs: undefined }, 0)).toMatchObject({
      maxRetries: 0,
      initialDelayMs: 5,
      maxDelayMs: 60_000,
      jitter: 0.2,
    });
    expect(resolveRetryPolicy().retryStatusCodes(408)).toBe(true);
    expect(resolveRetryPolicy().retryStatusCodes(499)).toBe(false);
  });
});
