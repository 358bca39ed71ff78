import { startTestServer, sendJson, type TestServer } from "../../test/http-test-server";
import { fetcher, type FetcherArgs } from "./fetcher";

// Credentials are redacted by what the SDK knows: the names its auth schemes declare and
// the values it was given, not only names that look secret.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((_req, res) => sendJson(res, 500, { error: "boom" }));
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

function captureLogs(): { lines: string[]; logging: FetcherArgs["logging"] } {
  const lines: string[] = [];
  const sink = (message: string, meta?: unknown): void => {
    lines.push(`${message} ${JSON.stringify(meta ?? null)}`);
  };
  return { lines, logging: { level: "debug", logger: { debug: sink, info: sink, warn: sink, error: sink } } };
}

function messageOf(response: Awaited<ReturnType<typeof fetcher>>): string {
  if (response.ok || response.error.reason !== "unknown") throw new Error("expected an unknown failure");
  return response.error.errorMessage;
}

describe("header values fetch refuses", () => {
  it.each([
    ["CR/LF", "sk-live\r\nX-Injected: 1"],
    ["NUL", "sk-live\u0000tail"],
    ["a character above U+00FF", "sk-live-\u20ac-tail"],
  ])("a token holding %s is refused by header name, never printed", async (_what, token) => {
    const { lines, logging } = captureLogs();
    const response = await fetcher({
      url: `${server.url}/me`,
      method: "GET",
      headers: { "X-Partner-Key": token },
      secrets: { headers: ["X-Partner-Key"], values: [token] },
      logging,
      maxRetries: 2,
    });
    const message = messageOf(response);
    expect(message).toMatch(
      /^Invalid value of header "X-Partner-Key": it holds a line break, a NUL or a character above U\+00FF: GET http:\/\/127\.0\.0\.1:\d+\/me$/,
    );
    const everything = `${message}\n${lines.join("\n")}\n${JSON.stringify(response)}`;
    expect(everything).not.toContain("sk-live");
    expect(everything).not.toContain("tail");
    expect(server.requests).toHaveLength(0);
  });
});

describe("URLs in messages", () => {
  it("drops the password and query credentials of a URL that does not parse", async () => {
    const { lines, logging } = captureLogs();
    const response = await fetcher({
      url: "http://ada:pa55word@[not-a-host/v1/items",
      method: "GET",
      queryParameters: { api_key: "qk-1", partner: "pk-2" },
      logging,
    });
    const message = messageOf(response);
    expect(message).toMatch(/^Invalid request URL: GET http:\/\/\[REDACTED\]@\[not-a-host\/v1\/items\?\[REDACTED\]$/);
    const everything = `${message}\n${lines.join("\n")}\n${JSON.stringify(response)}`;
    for (const secret of ["pa55word", "qk-1", "pk-2", "ada"]) expect(everything).not.toContain(secret);
  });

  it("refuses a URL with user info without repeating the password", async () => {
    const { lines, logging } = captureLogs();
    const response = await fetcher({
      url: `${server.url.replace("http://", "http://ada:pa55word@")}/items`,
      method: "GET",
      logging,
    });
    expect(messageOf(response)).toMatch(
      /^Invalid request URL: GET http:\/\/127\.0\.0\.1:\d+\/items \(user info in a URL is never sent; pass credentials as client options\)$/,
    );
    expect(`${lines.join("\n")}\n${JSON.stringify(response)}`).not.toContain("pa55word");
    expect(server.requests).toHaveLength(0);
  });

  it("drops declared query credentials from network failures, logs and the raw response", async () => {
    const closed = await startTestServer(() => undefined);
    const url = closed.url;
    await closed.close();
    const { lines, logging } = captureLogs();
    const response = await fetcher({
      url: `${url}/items`,
      method: "GET",
      queryParameters: { partner: "pk-2", page: 3 },
      secrets: { queryParameters: ["partner"] },
      logging,
      maxRetries: 0,
    });
    const message = messageOf(response);
    expect(message).toMatch(/^Request failed: GET http:\/\/127\.0\.0\.1:\d+\/items\?partner=%5BREDACTED%5D&page=3 \(/);
    expect(`${message}\n${lines.join("\n")}\n${JSON.stringify(response)}\n${response.rawResponse.url}`).not.toContain(
      "pk-2",
    );
  });

  it("redacts a declared query credential in the raw response of a status error", async () => {
    const response = await fetcher({
      url: `${server.url}/items`,
      method: "GET",
      queryParameters: { partner: "pk-2" },
      secrets: { queryParameters: ["partner"] },
      maxRetries: 0,
    });
    expect(response.ok).toBe(false);
    expect(server.requests[0]!.url).toBe("/items?partner=pk-2");
    expect(response.rawResponse.url).not.toContain("pk-2");
  });
});

describe("debug logs", () => {
  it("redact headers and query parameters an auth scheme declares, whatever their names", async () => {
    const { lines, logging } = captureLogs();
    await fetcher({
      url: `${server.url}/items`,
      method: "GET",
      headers: { "X-Partner": "hdr-secret-1", Accept: "application/json" },
      queryParameters: { sig: "qry-secret-2", page: 3 },
      secrets: { headers: ["x-partner"], queryParameters: ["sig"] },
      logging,
      maxRetries: 0,
    });
    const everything = lines.join("\n");
    expect(everything).toContain("application/json");
    expect(everything).toContain("page=3");
    expect(everything).not.toContain("hdr-secret-1");
    expect(everything).not.toContain("qry-secret-2");
    expect(server.requests[0]!.headers["x-partner"]).toBe("hdr-secret-1");
  });

  it("redact a credential value wherever it appears, in any header or message", async () => {
    const { lines, logging } = captureLogs();
    const failing: typeof fetch = () => Promise.reject(new Error("proxy refused credential tok-123-abc"));
    const response = await fetcher({
      url: `${server.url}/items`,
      method: "GET",
      headers: { "X-Echo": "copy of tok-123-abc" },
      secrets: { values: ["tok-123-abc"] },
      fetchFn: failing,
      logging,
      maxRetries: 0,
    });
    const message = messageOf(response);
    expect(message).toContain("proxy refused credential [REDACTED]");
    expect(`${message}\n${lines.join("\n")}`).not.toContain("tok-123-abc");
  });
});
