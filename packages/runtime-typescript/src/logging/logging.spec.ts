import { createLogger } from "./logger";
import { redactHeaders, redactUrl } from "./redact";

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

describe("createLogger", () => {
  it("filters by level and is silent without a config", () => {
    const lines: string[] = [];
    const sink = { debug: (m: string) => lines.push(`debug ${m}`), info: (m: string) => lines.push(`info ${m}`), warn: (m: string) => lines.push(`warn ${m}`), error: (m: string) => lines.push(`error ${m}`) };
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
});
