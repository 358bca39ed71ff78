import { gzipSync } from "node:zlib";
import { startEndlessServer, type EndlessServer } from "../../test/endless-server";
import { startTestServer, sendJson, type TestServer } from "../../test/http-test-server";
import { CoreError } from "../errors/core-error";
import { fetcher, type FetcherArgs } from "./fetcher";
import { DEFAULT_MAX_EVENT_BYTES, DEFAULT_MAX_RESPONSE_BYTES, assertRequestSettings } from "./settings";

const MiB = 1024 * 1024;

function failureMessage(response: Awaited<ReturnType<typeof fetcher>>): string {
  if (response.ok || response.error.reason !== "unknown")
    throw new Error(`expected an unknown failure, got ${JSON.stringify(response.ok ? "ok" : response.error)}`);
  return response.error.errorMessage;
}

describe("the default limits", () => {
  it("hold 100 MiB of a response body and 16 MiB of one streamed event", () => {
    expect([DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_MAX_EVENT_BYTES]).toEqual([100 * MiB, 16 * MiB]);
  });
});

describe("maxResponseBytes against a server that never stops sending", () => {
  let server: EndlessServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it.each(["json", "text", "bytes", "blob"] as const)(
    "stops reading a %s body at the limit and hangs up",
    async (responseType) => {
      server = await startEndlessServer({ chunk: Buffer.alloc(64 * 1024, 0x61) });
      const response = await fetcher({
        url: `${server.url}/export`,
        method: "GET",
        responseType,
        maxResponseBytes: MiB,
        timeoutMs: 20_000,
        maxRetries: 0,
      });
      expect(failureMessage(response)).toMatch(
        /^Response body too large: GET http:\/\/127\.0\.0\.1:\d+\/export \(more than 1048576 bytes, the maxResponseBytes limit\)$/,
      );
      expect(await server.stopped()).toBe("closed");
      // What the socket buffers hold beyond the limit, never the whole stream.
      expect(server.sent()).toBeLessThan(16 * MiB);
    },
  );

  it("applies the default limit when none is given", async () => {
    server = await startEndlessServer({ chunk: Buffer.alloc(256 * 1024, 0x61), capBytes: 160 * MiB });
    const response = await fetcher({
      url: server.url,
      method: "GET",
      responseType: "bytes",
      timeoutMs: 60_000,
      maxRetries: 0,
    });
    expect(failureMessage(response)).toContain("more than 104857600 bytes");
    expect(await server.stopped()).toBe("closed");
  }, 60_000);

  it("counts an error body too, and does not retry", async () => {
    server = await startEndlessServer({ status: 503, chunk: Buffer.alloc(64 * 1024, 0x61) });
    const response = await fetcher({
      url: server.url,
      method: "GET",
      maxResponseBytes: MiB,
      timeoutMs: 20_000,
      maxRetries: 2,
      retryPolicy: { initialDelayMs: 1 },
    });
    expect(failureMessage(response)).toContain("Response body too large");
    expect(await server.stopped()).toBe("closed");
  });
});

describe("maxResponseBytes on bodies that announce or hide their size", () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("refuses a declared Content-Length over the limit, and reads one at the limit", async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": String(2 * MiB) });
      res.end(`"${"a".repeat(2 * MiB - 2)}"`);
    });
    expect(failureMessage(await fetcher({ url: server.url, method: "GET", maxResponseBytes: MiB }))).toContain(
      "Response body too large",
    );
    const whole = await fetcher<string>({ url: server.url, method: "GET", maxResponseBytes: 2 * MiB });
    expect(whole.ok && whole.body.length).toBe(2 * MiB - 2);
  });

  it("counts the decoded bytes of a compressed body", async () => {
    const zeros = gzipSync(Buffer.alloc(8 * MiB, 0x30));
    server = await startTestServer((_req, res) => {
      res.writeHead(200, {
        "content-type": "text/plain",
        "content-encoding": "gzip",
        "content-length": String(zeros.length),
      });
      res.end(zeros);
    });
    expect(zeros.length).toBeLessThan(MiB);
    expect(
      failureMessage(await fetcher({ url: server.url, method: "GET", responseType: "text", maxResponseBytes: MiB })),
    ).toContain("Response body too large");
  });

  it("reads a body of any size with Infinity", async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, { big: "b".repeat(3 * MiB) }));
    const response = await fetcher<{ big: string }>({
      url: server.url,
      method: "GET",
      maxResponseBytes: Number.POSITIVE_INFINITY,
    });
    expect(response.ok && response.body.big.length).toBe(3 * MiB);
  });
});

describe("numeric settings", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer((_req, res) => sendJson(res, 503, {}));
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
  });

  const cases: Array<[string, Partial<FetcherArgs>]> = [
    ["maxRetries NaN", { maxRetries: Number.NaN }],
    ["maxRetries -1", { maxRetries: -1 }],
    ["maxRetries 1.5", { maxRetries: 1.5 }],
    ["maxRetries Infinity", { maxRetries: Number.POSITIVE_INFINITY }],
    ["retryPolicy.maxRetries NaN", { retryPolicy: { maxRetries: Number.NaN } }],
    ["retryPolicy.initialDelayMs NaN", { retryPolicy: { initialDelayMs: Number.NaN } }],
    ["timeoutMs NaN", { timeoutMs: Number.NaN }],
    ["timeoutMs -1", { timeoutMs: -1 }],
    ["timeoutMs 0", { timeoutMs: 0 }],
    ["maxResponseBytes NaN", { maxResponseBytes: Number.NaN }],
    ["maxResponseBytes 0", { maxResponseBytes: 0 }],
  ];

  it.each(cases)("%s is an error before anything is sent", async (name, args) => {
    // Without the check NaN retries never end; the signal bounds that run.
    const call = fetcher({
      url: `${server.url}/x`,
      method: "GET",
      retryPolicy: { initialDelayMs: 1, jitter: 0 },
      abortSignal: AbortSignal.timeout(2000),
      ...args,
    });
    await expect(call).rejects.toThrow(CoreError);
    await expect(call).rejects.toThrow(new RegExp(`^Invalid ${name.split(" ")[0]!.replace(/^retryPolicy\./, "")} \\(`));
    expect(server.requests).toHaveLength(0);
  });

  it("keeps Infinity as 'no timeout' and a whole retry count", async () => {
    const response = await fetcher({
      url: server.url,
      method: "GET",
      timeoutMs: Number.POSITIVE_INFINITY,
      maxRetries: 1,
      retryPolicy: { initialDelayMs: 1 },
    });
    expect(!response.ok && response.error.reason).toBe("status-code");
    expect(server.requests).toHaveLength(2);
  });

  it("assertRequestSettings names the setting, the value and where", () => {
    expect(() =>
      assertRequestSettings(
        {
          timeoutInSeconds: 30,
          maxRetries: 0,
          maxResponseBytes: Number.POSITIVE_INFINITY,
          maxEventBytes: 1,
          maxReconnectionAttempts: 5,
        },
        "AcmeClient options",
      ),
    ).not.toThrow();
    expect(() => assertRequestSettings({ timeoutInSeconds: Number.NaN }, "AcmeClient options")).toThrow(
      "Invalid timeoutInSeconds (NaN), expected a number greater than 0, or Infinity for none: AcmeClient options",
    );
    expect(() => assertRequestSettings({ timeoutInSeconds: -5 }, "GET /items")).toThrow(
      "Invalid timeoutInSeconds (-5)",
    );
    expect(() => assertRequestSettings({ maxRetries: Number.POSITIVE_INFINITY }, "GET /items")).toThrow(
      "Invalid maxRetries (Infinity), expected a whole number from 0: GET /items",
    );
    expect(() => assertRequestSettings({ maxReconnectionAttempts: 2.5 }, "GET /items")).toThrow(
      "Invalid maxReconnectionAttempts (2.5)",
    );
    expect(() => assertRequestSettings({ maxEventBytes: -1 }, "GET /items")).toThrow("Invalid maxEventBytes (-1)");
    expect(() => assertRequestSettings({ maxRetries: "3" as unknown as number }, "GET /items")).toThrow(
      "Invalid maxRetries (string)",
    );
  });
});
