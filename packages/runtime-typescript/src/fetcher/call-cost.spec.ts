import { startTestServer, sendJson, type TestServer } from "../../test/http-test-server";
import { fetcher } from "./fetcher";

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
