import { createLogger } from "./logger";
import { isSensitiveName, redactHeaders, redactText, redactUrl } from "./redact";

describe("redaction", () => {
  it("redacts credential headers and keeps the rest", () => {
    expect(
      redactHeaders({
        Authorization: "Bearer a",
        "Proxy-Authorization": "Basic b",
        Cookie: "c",
        "set-cookie": "d",
        "X-API-Key": "e",
        api_key: "f",
        "X-Auth-Token": "g",
        "X-Client-Secret": "h",
        Accept: "application/json",
        "X-Request-Id": "r1",
      }),
    ).toEqual({
      Authorization: "[REDACTED]",
      "Proxy-Authorization": "[REDACTED]",
      Cookie: "[REDACTED]",
      "set-cookie": "[REDACTED]",
      "X-API-Key": "[REDACTED]",
      api_key: "[REDACTED]",
      "X-Auth-Token": "[REDACTED]",
      "X-Client-Secret": "[REDACTED]",
      Accept: "application/json",
      "X-Request-Id": "r1",
    });
  });

  it("redacts credentials in URLs", () => {
    const redacted = redactUrl("https://user:pass@api.example.com/x?api_key=k1&access_token=t1&page=2");
    expect(redacted).toBe("https://api.example.com/x?api_key=%5BREDACTED%5D&access_token=%5BREDACTED%5D&page=2");
  });
});

describe("redaction by what the SDK knows", () => {
  const secrets = { headers: ["X-Partner"], queryParameters: ["sig"], values: ["v@l ue/1"] };

  it("treats every declared header and query name as a credential, whatever it looks like", () => {
    expect(isSensitiveName("x-partner", secrets)).toBe(true);
    expect(isSensitiveName("SIG", secrets)).toBe(true);
    expect(isSensitiveName("x-partner")).toBe(false);
    expect(redactHeaders({ "X-Partner": "p1", Accept: "a" }, secrets)).toEqual({
      "X-Partner": "[REDACTED]",
      Accept: "a",
    });
    expect(redactUrl("https://api.example.com/x?sig=s1&page=2", secrets)).toBe(
      "https://api.example.com/x?sig=%5BREDACTED%5D&page=2",
    );
  });

  it("replaces a credential value as written and percent-encoded", () => {
    expect(redactText("token v@l ue/1 and v%40l%20ue%2F1", secrets)).toBe("token [REDACTED] and [REDACTED]");
    expect(redactHeaders({ "X-Debug": "echo v@l ue/1" }, secrets)).toEqual({ "X-Debug": "echo [REDACTED]" });
    expect(redactText("unchanged", { values: [""] })).toBe("unchanged");
  });

  it("strips user info and the query of a URL that does not parse", () => {
    expect(redactUrl("http://ada:pa/ss@[bad/x?api_key=k#frag")).toBe("http://[REDACTED]@[bad/x?[REDACTED]");
    expect(redactUrl("not a url")).toBe("not a url");
  });
});

describe("createLogger", () => {
  it("filters by level and is silent without a config", () => {
    const lines: string[] = [];
    const sink = {
      debug: (m: string) => lines.push(`debug ${m}`),
      info: (m: string) => lines.push(`info ${m}`),
      warn: (m: string) => lines.push(`warn ${m}`),
      error: (m: string) => lines.push(`error ${m}`),
    };
    const logger = createLogger({ level: "warn", logger: sink });
    logger.debug("d");
    logger.info("i");
    logger.warn("w");
    logger.error("e");
    expect(lines).toEqual(["warn w", "error e"]);
    createLogger().error("nothing");
    createLogger({ logger: sink, silent: true }).error("nothing");
    expect(lines).toHaveLength(2);
  });

  it("writes info and above by default, with the metadata when given, and nothing for a level that is not one", () => {
    const lines: unknown[][] = [];
    const record =
      (level: string) =>
      (...args: unknown[]) =>
        lines.push([level, ...args]);
    const sink = { debug: record("debug"), info: record("info"), warn: record("warn"), error: record("error") };
    const logger = createLogger({ logger: sink });
    logger.debug("d");
    logger.info("i", { headers: {} });
    logger.error("e");
    expect(lines).toEqual([
      ["info", "i", { headers: {} }],
      ["error", "e"],
    ]);
    expect([logger.enabled("debug"), logger.enabled("info")]).toEqual([false, true]);
    // A JavaScript caller may pass any text as the level.
    const unknown = createLogger({ logger: sink, level: "verbose" as "info" });
    unknown.error("nothing");
    expect([lines.length, unknown.enabled("error")]).toEqual([2, false]);
  });
});
