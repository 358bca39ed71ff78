import { startTestServer, sendJson, type TestServer } from "../../test/http-test-server";
import { fetcher } from "../fetcher/fetcher";
import { BasicAuth } from "./basic-auth";
import { BearerToken } from "./bearer-token";
import { OAuthTokenProvider, type OAuthTokenResponse } from "./oauth-token-provider";

describe("BasicAuth", () => {
  it("keeps a password containing ':' intact", () => {
    const header = BasicAuth.toAuthorizationHeader({ username: "ada", password: "p:ss:word" });
    expect(header).toBe(`Basic ${Buffer.from("ada:p:ss:word").toString("base64")}`);
    expect(BasicAuth.fromAuthorizationHeader(header!)).toEqual({ username: "ada", password: "p:ss:word" });
  });

  it("encodes an empty username or password as ':password' / 'username:'", () => {
    expect(BasicAuth.toAuthorizationHeader({ username: "", password: "secret" })).toBe(
      `Basic ${Buffer.from(":secret").toString("base64")}`,
    );
    expect(BasicAuth.toAuthorizationHeader({ username: "ada", password: "" })).toBe(
      `Basic ${Buffer.from("ada:").toString("base64")}`,
    );
    expect(BasicAuth.toAuthorizationHeader({ username: "", password: "" })).toBeUndefined();
    expect(BasicAuth.toAuthorizationHeader(undefined)).toBeUndefined();
  });

  it("encodes non-ASCII text as UTF-8", () => {
    const header = BasicAuth.toAuthorizationHeader({ username: "zoë", password: "пароль" })!;
    expect(header).toBe(`Basic ${Buffer.from("zoë:пароль", "utf8").toString("base64")}`);
    expect(BasicAuth.fromAuthorizationHeader(header)).toEqual({ username: "zoë", password: "пароль" });
  });

  it("rejects malformed headers without echoing them", () => {
    expect(() => BasicAuth.fromAuthorizationHeader("Bearer abc")).toThrow(
      'Invalid Basic authorization header: expected "Basic <base64>"',
    );
    expect(() => BasicAuth.fromAuthorizationHeader(`Basic ${Buffer.from("nocolon").toString("base64")}`)).toThrow(
      /no ":" separator/,
    );
  });
});

describe("BearerToken", () => {
  it("prefixes the token and skips a missing one", () => {
    expect(BearerToken.toAuthorizationHeader("abc")).toBe("Bearer abc");
    expect(BearerToken.toAuthorizationHeader("abc", "Token")).toBe("Token abc");
    expect(BearerToken.toAuthorizationHeader(undefined)).toBeUndefined();
  });
});

describe("OAuthTokenProvider against a real token endpoint", () => {
  let server: TestServer | undefined;
  let granted = 0;
  let rotate = true;
  let refreshFails = false;

  beforeEach(async () => {
    granted = 0;
    rotate = true;
    refreshFails = false;
    server = await startTestServer(async (req, res) => {
      const form = new URLSearchParams(req.body.toString());
      if (req.url === "/token") {
        await new Promise((resolve) => setTimeout(resolve, 30));
        if (form.get("grant_type") === "refresh_token" && refreshFails) {
          sendJson(res, 400, { error: "invalid_grant" });
          return;
        }
        granted++;
        sendJson(res, 200, {
          access_token: `access-${granted}`,
          expires_in: 120,
          ...(rotate || form.get("grant_type") === "client_credentials" ? { refresh_token: `refresh-${granted}` } : {}),
        });
        return;
      }
      const expected = `Bearer access-${granted}`;
      if (req.headers.authorization !== expected) sendJson(res, 401, { error: "expired" });
      else sendJson(res, 200, { ok: true });
    });
  });
  afterEach(async () => {
    await server?.close();
  });

  function tokenCall(url: string, fields: Record<string, string>) {
    return async (): Promise<OAuthTokenResponse> => {
      const response = await fetcher<{ access_token: string; expires_in?: number; refresh_token?: string }>({
        url: `${url}/token`,
        method: "POST",
        requestType: "form",
        body: fields,
      });
      if (!response.ok) throw new Error(`token request failed: ${response.error.reason}`);
      return {
        accessToken: response.body.access_token,
        expiresInSeconds: response.body.expires_in,
        refreshToken: response.body.refresh_token,
      };
    };
  }

  function createProvider(clock: { now: number }, bufferSeconds?: number): OAuthTokenProvider {
    const url = server!.url;
    return new OAuthTokenProvider({
      fetchToken: tokenCall(url, { grant_type: "client_credentials", client_id: "id", client_secret: "secret" }),
      refreshToken: (refreshToken) => tokenCall(url, { grant_type: "refresh_token", refresh_token: refreshToken })(),
      bufferSeconds,
      now: () => clock.now,
    });
  }

  const grants = (): Array<string | null> =>
    server!.requests
      .filter((r) => r.url === "/token")
      .map((r) => {
        const form = new URLSearchParams(r.body.toString());
        return form.get("grant_type") === "refresh_token"
          ? `refresh:${form.get("refresh_token")}`
          : form.get("grant_type");
      });

  it("shares one in-flight token request among concurrent callers", async () => {
    const provider = createProvider({ now: 0 });
    const tokens = await Promise.all(Array.from({ length: 5 }, () => provider.getToken()));
    expect(new Set(tokens)).toEqual(new Set(["access-1"]));
    expect(grants()).toEqual(["client_credentials"]);
  });

  it("renews before expiry with the buffer, through the refresh flow, keeping rotated refresh tokens", async () => {
    const clock = { now: 0 };
    const provider = createProvider(clock);
    expect(await provider.getToken()).toBe("access-1");
    clock.now = 59_000;
    expect(await provider.getToken()).toBe("access-1");
    clock.now = 61_000;
    expect(await provider.getToken()).toBe("access-2");
    clock.now = 61_000 + 61_000;
    expect(await provider.getToken()).toBe("access-3");
    expect(grants()).toEqual(["client_credentials", "refresh:refresh-1", "refresh:refresh-2"]);
  });

  it("keeps the old refresh token when the server does not rotate it", async () => {
    rotate = false;
    const clock = { now: 0 };
    const provider = createProvider(clock);
    await provider.getToken();
    clock.now = 61_000;
    await provider.getToken();
    clock.now = 122_000;
    await provider.getToken();
    expect(grants()).toEqual(["client_credentials", "refresh:refresh-1", "refresh:refresh-1"]);
  });

  it("clamps the buffer to half the lifetime", async () => {
    const clock = { now: 0 };
    const provider = createProvider(clock, 600);
    await provider.getToken();
    clock.now = 59_000;
    expect(await provider.getToken()).toBe("access-1");
    clock.now = 60_001;
    expect(await provider.getToken()).toBe("access-2");
  });

  it("falls back to the client credentials when the refresh is refused", async () => {
    const clock = { now: 0 };
    const provider = createProvider(clock);
    await provider.getToken();
    refreshFails = true;
    clock.now = 100_000;
    expect(await provider.getToken()).toBe("access-2");
    expect(grants()).toEqual(["client_credentials", "refresh:refresh-1", "client_credentials"]);
  });

  it("does one refresh and one retry after a 401", async () => {
    const provider = createProvider({ now: 0 });
    const url = server!.url;
    await provider.getToken();
    granted++; // the server revokes the token behind the client's back
    const call = async () =>
      fetcher({
        url: `${url}/me`,
        method: "GET",
        headers: { Authorization: await provider.getAuthorizationHeader() },
        maxRetries: 0,
      });
    let response = await call();
    if (!response.ok && response.error.reason === "status-code" && response.error.statusCode === 401) {
      provider.invalidate();
      response = await call();
    }
    expect(response.ok).toBe(true);
    expect(server!.requests.filter((r) => r.url === "/me")).toHaveLength(2);
    expect(grants()).toEqual(["client_credentials", "refresh:refresh-1"]);
  });

  it("lets a failed request be retried by the next caller", async () => {
    let attempts = 0;
    const provider = new OAuthTokenProvider({
      fetchToken: async () => {
        attempts++;
        if (attempts === 1) throw new Error("token endpoint down");
        return { accessToken: "later" };
      },
    });
    await expect(provider.getToken()).rejects.toThrow("token endpoint down");
    await expect(provider.getToken()).resolves.toBe("later");
    await expect(provider.getToken()).resolves.toBe("later");
    expect(attempts).toBe(2);
  });
});
