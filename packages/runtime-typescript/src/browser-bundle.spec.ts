import { createHmac } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { build } from "esbuild";
import { startTestServer, sendJson } from "../test/http-test-server";

/**
 * Bundles the core for browsers and runs it in a fresh context that has the web platform
 * globals but no `process`, `require` or Node modules.
 */
describe("the core in a browser-like runtime", () => {
  let bundle: string;
  beforeAll(async () => {
    const result = await build({
      entryPoints: [join(__dirname, "index.ts")],
      bundle: true,
      platform: "browser",
      format: "iife",
      globalName: "Core",
      target: "es2022",
      write: false,
      logLevel: "silent",
    });
    bundle = result.outputFiles[0]!.text;
  });

  function browserContext(): Record<string, unknown> {
    const context: Record<string, unknown> = {
      document: {},
      navigator: { userAgent: "Mozilla/5.0 (X11; Linux x86_64)" },
      fetch,
      Headers,
      Request,
      Response,
      FormData,
      Blob,
      File,
      URL,
      URLSearchParams,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      AbortController,
      AbortSignal,
      crypto: globalThis.crypto,
      btoa,
      atob,
      setTimeout,
      clearTimeout,
      console,
    };
    context.window = context;
    return context;
  }

  it("has no static dependency on Node modules", () => {
    expect(bundle).not.toMatch(/require\(["']node:/);
    expect(bundle).not.toMatch(/from ["']node:/);
  });

  it("detects a browser, drops undeterminable User-Agent groups and verifies webhooks with WebCrypto", async () => {
    const context = browserContext();
    runInNewContext(bundle, context);
    const signature = createHmac("sha256", "s3cret").update("payload").digest("hex");
    const result = (await runInNewContext(
      `(async () => ({
        runtime: Core.detectRuntime(),
        userAgentText: Core.buildUserAgent("@acme/sdk", "1.0.0"),
        uuid: Core.uuidv4(),
        cryptoKind: (await Core.getDefaultWebhookCrypto()).kind,
        verified: await Core.verifyWebhookSignature({ config: { algorithm: "sha256", encoding: "hex", header: "x-sig" }, secret: "s3cret", body: "payload", headers: { "x-sig": "${signature}" } }),
        tampered: await Core.verifyWebhookSignature({ config: { algorithm: "sha256", encoding: "hex", header: "x-sig" }, secret: "s3cret", body: "payload!", headers: { "x-sig": "${signature}" } }),
        hasProcess: typeof process !== "undefined",
      }))()`,
      context,
    )) as Record<string, unknown>;
    expect(result).toMatchObject({
      runtime: { type: "browser" },
      userAgentText: "%40acme%2Fsdk/1.0.0",
      cryptoKind: "webcrypto",
      verified: true,
      tampered: false,
      hasProcess: false,
    });
    expect(result.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("calls a real server with retries through the platform fetch", async () => {
    const server = await startTestServer((_req, res, index) =>
      index === 0 ? sendJson(res, 503, {}) : sendJson(res, 200, { ok: 1 }),
    );
    try {
      const context = browserContext();
      runInNewContext(bundle, context);
      const response = (await runInNewContext(
        `Core.fetcher({ url: "${server.url}/x", method: "GET", retryPolicy: { initialDelayMs: 5 } })`,
        context,
      )) as { ok: boolean; body: unknown };
      expect(response.ok).toBe(true);
      expect(response.body).toEqual({ ok: 1 });
      expect(server.requests).toHaveLength(2);
    } finally {
      await server.close();
    }
  });

  it("keeps the brand-neutral rule: no product name in the core sources", () => {
    const brand = new RegExp("brack" + "en", "i");
    const offending = (readdirSync(__dirname, { recursive: true, encoding: "utf8" }) as string[])
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".spec.ts"))
      .filter((file) => brand.test(readFileSync(join(__dirname, file), "utf8")));
    expect(offending).toEqual([]);
  });
});
