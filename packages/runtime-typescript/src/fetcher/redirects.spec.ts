import { startTestServer, sendJson, type TestServer } from "../../test/http-test-server";
import { fetcher, type FetcherArgs } from "./fetcher";

// Two real servers on different ports are two origins. `home` is the API; `elsewhere` is
// where a hostile or compromised redirect points. Every assertion is about what
// `elsewhere` saw on the wire.

let home: TestServer;
let elsewhere: TestServer;
let homeAnswer: (url: string) => { status: number; location?: string };

beforeAll(async () => {
  homeAnswer = () => ({ status: 200 });
  home = await startTestServer((req, res) => {
    const { status, location } = homeAnswer(req.url);
    if (location === undefined) sendJson(res, status, { at: "home", url: req.url });
    else {
      res.writeHead(status, { location, "content-type": "text/plain" });
      res.end("moved");
    }
  });
  elsewhere = await startTestServer((req, res) => sendJson(res, 200, { at: "elsewhere", url: req.url }));
});

afterAll(async () => {
  await home.close();
  await elsewhere.close();
});

beforeEach(() => {
  home.requests.length = 0;
  elsewhere.requests.length = 0;
});

const SECRETS = { headers: ["X-Partner-Key"], queryParameters: ["partner_key"], values: ["pk-123", "tok-456"] };

/** A request carrying every kind of credential the SDK adds, plus an idempotency key. */
function credentialed(overrides: Partial<FetcherArgs>): FetcherArgs {
  return {
    url: `${home.url}/start`,
    method: "GET",
    headers: {
      "X-Partner-Key": "pk-123",
      Authorization: "Bearer tok-456",
      Cookie: "sid=s-789",
      "Idempotency-Key": "idem-1",
      "X-Trace": "t-1",
    },
    queryParameters: { partner_key: "pk-123", page: "2" },
    secrets: SECRETS,
    idempotencyHeader: "Idempotency-Key",
    maxRetries: 0,
    ...overrides,
  };
}

function expectNoCredentials(server: TestServer): void {
  for (const request of server.requests) {
    const seen = `${request.url} ${JSON.stringify(request.headers)} ${request.body.toString()}`;
    for (const secret of ["pk-123", "tok-456", "s-789", "idem-1"]) expect(seen).not.toContain(secret);
    expect(request.headers["x-partner-key"]).toBeUndefined();
    expect(request.headers["authorization"]).toBeUndefined();
    expect(request.headers["cookie"]).toBeUndefined();
    expect(request.headers["idempotency-key"]).toBeUndefined();
  }
}

describe("redirects to another origin", () => {
  it.each([301, 302, 303, 307, 308])(
    "drop every credential on a %i of a GET, keep other headers, and reach the target",
    async (status) => {
      homeAnswer = () => ({ status, location: `${elsewhere.url}/landing?partner_key=pk-123&keep=1` });
      const response = await fetcher<{ at: string }>(credentialed({}));
      expect(response.ok && response.body.at).toBe("elsewhere");
      expect(response.rawResponse.redirected).toBe(true);
      expect(home.requests[0]!.headers["x-partner-key"]).toBe("pk-123");
      expect(elsewhere.requests).toHaveLength(1);
      expectNoCredentials(elsewhere);
      expect(elsewhere.requests[0]!.headers["x-trace"]).toBe("t-1");
      expect(elsewhere.requests[0]!.url).toBe("/landing?keep=1");
    },
  );

  it.each([307, 308])("never follow a %i that would resend a POST body and idempotency key there", async (status) => {
    homeAnswer = () => ({ status, location: `${elsewhere.url}/collect` });
    const response = await fetcher(
      credentialed({ method: "POST", body: { card: "4242" }, idempotent: true, maxRetries: 2 }),
    );
    expect(elsewhere.requests).toHaveLength(0);
    expect(home.requests).toHaveLength(1);
    if (response.ok || response.error.reason !== "unknown") throw new Error("expected the redirect to be refused");
    expect(response.error.errorMessage).toMatch(
      new RegExp(
        `^Redirect not followed: POST http://127\\.0\\.0\\.1:\\d+/start\\?partner_key=%5BREDACTED%5D&page=2 answered ${status} to another origin`,
      ),
    );
    expect(response.error.errorMessage).not.toContain("pk-123");
  });

  it("turns a 303 of a POST into a GET without body, body headers or credentials", async () => {
    homeAnswer = () => ({ status: 303, location: `${elsewhere.url}/result` });
    const response = await fetcher(credentialed({ method: "POST", body: { card: "4242" } }));
    expect(response.ok).toBe(true);
    expect(elsewhere.requests).toHaveLength(1);
    expect(elsewhere.requests[0]!.method).toBe("GET");
    expect(elsewhere.requests[0]!.body.length).toBe(0);
    expect(elsewhere.requests[0]!.headers["content-type"]).toBeUndefined();
    expectNoCredentials(elsewhere);
  });

  it("never puts credentials back once the request has left its origin, even on the way home", async () => {
    // A second foreign origin that sends the client back home.
    const bounce = await startTestServer((_req, res) => {
      res.writeHead(302, { location: `${home.url}/back?partner_key=pk-123` });
      res.end();
    });
    homeAnswer = (url) =>
      url.startsWith("/start") ? { status: 302, location: `${bounce.url}/bounce` } : { status: 200 };
    try {
      const response = await fetcher(credentialed({}));
      expect(response.ok).toBe(true);
      expect(home.requests.map((r) => r.url)).toEqual(["/start?partner_key=pk-123&page=2", "/back"]);
      expectNoCredentials({ ...home, requests: home.requests.slice(1) });
      expectNoCredentials(bounce);
    } finally {
      await bounce.close();
    }
  });
});

describe("redirects within the origin", () => {
  it("keep the credentials, the body and the idempotency key of a 307 POST", async () => {
    homeAnswer = (url) => (url.startsWith("/start") ? { status: 307, location: "/v2/start" } : { status: 200 });
    const response = await fetcher<{ url: string }>(credentialed({ method: "POST", body: { card: "4242" } }));
    expect(response.ok && response.body.url).toBe("/v2/start");
    const second = home.requests[1]!;
    expect(second.method).toBe("POST");
    expect(JSON.parse(second.body.toString())).toEqual({ card: "4242" });
    expect(second.headers["x-partner-key"]).toBe("pk-123");
    expect(second.headers["authorization"]).toBe("Bearer tok-456");
    expect(second.headers["idempotency-key"]).toBe("idem-1");
    expect(response.rawResponse.redirected).toBe(true);
    expect(elsewhere.requests).toHaveLength(0);
  });

  it("stop after 20 redirects with a located message", async () => {
    homeAnswer = () => ({ status: 302, location: "/start" });
    const response = await fetcher(credentialed({ queryParameters: {} }));
    expect(home.requests).toHaveLength(21);
    expect(!response.ok && response.error.reason === "unknown" && response.error.errorMessage).toMatch(
      /^Too many redirects: GET http:\/\/127\.0\.0\.1:\d+\/start \(more than 20\)$/,
    );
  });

  it("refuse a Location that is not http or https", async () => {
    homeAnswer = () => ({ status: 302, location: "file:///etc/passwd" });
    const response = await fetcher(credentialed({ queryParameters: {} }));
    expect(!response.ok && response.error.reason === "unknown" && response.error.errorMessage).toMatch(
      /^Redirect not followed: GET http:\/\/127\.0\.0\.1:\d+\/start answered 302 with a file: URL$/,
    );
  });

  it("hand back a 3xx without Location as a status error", async () => {
    homeAnswer = () => ({ status: 300 });
    const response = await fetcher(credentialed({ queryParameters: {} }));
    expect(!response.ok && response.error.reason).toBe("status-code");
  });
});

describe("a URL that came from a response (origin given)", () => {
  it("is sent without credentials when it leaves the API's origin", async () => {
    const response = await fetcher<{ at: string }>(
      credentialed({ url: `${elsewhere.url}/page2?partner_key=pk-123`, origin: new URL(home.url).origin }),
    );
    expect(response.ok && response.body.at).toBe("elsewhere");
    expect(home.requests).toHaveLength(0);
    expect(elsewhere.requests[0]!.url).toBe("/page2?page=2");
    expectNoCredentials(elsewhere);
  });

  it("is never sent there with a body", async () => {
    const response = await fetcher(
      credentialed({
        url: `${elsewhere.url}/page2`,
        method: "POST",
        body: { card: "4242" },
        origin: new URL(home.url).origin,
      }),
    );
    expect(elsewhere.requests).toHaveLength(0);
    expect(!response.ok && response.error.reason === "unknown" && response.error.errorMessage).toMatch(
      /^Request not sent: POST http:\/\/127\.0\.0\.1:\d+\/page2\?partner_key=%5BREDACTED%5D&page=2 is not on the API's origin/,
    );
  });

  it("keeps every credential on the API's origin", async () => {
    homeAnswer = () => ({ status: 200 });
    const response = await fetcher(credentialed({ url: `${home.url}/page2`, origin: new URL(home.url).origin }));
    expect(response.ok).toBe(true);
    expect(home.requests[0]!.headers["x-partner-key"]).toBe("pk-123");
  });
});
