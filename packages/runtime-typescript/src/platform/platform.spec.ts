import { startTestServer, sendJson } from "../../test/http-test-server";
import { fetcher } from "../fetcher/fetcher";
import { uuidv4 } from "../utils/uuid";
import { detectRuntime, normalizeArch } from "./runtime";
import { buildUserAgent } from "./user-agent";

describe("detectRuntime", () => {
  it("detects the Node process running the tests", () => {
    expect(detectRuntime()).toEqual({
      type: "node",
      version: process.versions.node,
      os: process.platform,
      arch: process.arch,
    });
  });

  it("detects other hosts from their globals", () => {
    expect(detectRuntime({ Deno: { version: { deno: "1.40.0" }, build: { os: "darwin", arch: "aarch64" } } })).toEqual({
      type: "deno",
      version: "1.40.0",
      os: "darwin",
      arch: "aarch64",
    });
    expect(
      detectRuntime({
        Bun: { version: "1.1.0" },
        process: { platform: "linux", arch: "x64", versions: { node: "20" } },
      }),
    ).toMatchObject({ type: "bun", version: "1.1.0" });
    expect(detectRuntime({ navigator: { userAgent: "Cloudflare-Workers" } })).toEqual({ type: "workerd" });
    expect(detectRuntime({ EdgeRuntime: "edge-runtime" })).toEqual({ type: "edge-runtime" });
    expect(detectRuntime({ navigator: { product: "ReactNative" } })).toEqual({ type: "react-native" });
    expect(detectRuntime({ window: {}, document: {}, navigator: { userAgent: "Mozilla/5.0" } })).toEqual({
      type: "browser",
    });
    expect(detectRuntime({})).toEqual({ type: "unknown" });
  });

  it("leaves out a version, OS or architecture that is missing or empty", () => {
    const bun = detectRuntime({ Bun: { version: "1.1.0" } });
    expect([bun, Object.keys(bun)]).toEqual([{ type: "bun", version: "1.1.0" }, ["type", "version"]]);
    const deno = detectRuntime({ Deno: { version: { deno: "" }, build: { os: "", arch: "x86_64" } } });
    expect([deno, Object.keys(deno)]).toEqual([{ type: "deno", arch: "x86_64" }, ["type", "arch"]]);
  });

  it("detects a browser's Web, shared and service workers, which have no window or document", () => {
    class WorkerGlobalScope {}
    expect(
      detectRuntime({
        WorkerGlobalScope,
        navigator: { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0.0.0" },
      }),
    ).toEqual({ type: "browser" });
    // Hosts that have their own name keep it, whatever worker globals they also define.
    expect(detectRuntime({ WorkerGlobalScope, Deno: { version: { deno: "2.0.0" } } })).toMatchObject({ type: "deno" });
    expect(detectRuntime({ WorkerGlobalScope, navigator: { userAgent: "Cloudflare-Workers" } })).toEqual({
      type: "workerd",
    });
  });
});

describe("buildUserAgent", () => {
  it.each(["x64", "amd64", "x86_64", "X64"])("reports %s as x86_64", (arch) => {
    expect(normalizeArch(arch)).toBe("x86_64");
    expect(buildUserAgent("sdk", "1.0.0", { type: "node", version: "20.1.0", os: "linux", arch })).toBe(
      "sdk/1.0.0 (Linux; x86_64) node/20.1.0",
    );
  });

  it("percent-encodes a scoped package name reversibly", () => {
    const userAgent = buildUserAgent("@acme/sdk", "2.0.0", {
      type: "deno",
      version: "1.40.0",
      os: "darwin",
      arch: "aarch64",
    });
    expect(userAgent).toBe("%40acme%2Fsdk/2.0.0 (macOS; arm64) deno/1.40.0");
    // The product token ends at the first "/", which is why the name's own "/" is encoded.
    expect(decodeURIComponent(userAgent.split("/")[0]!)).toBe("@acme/sdk");
  });

  it("drops the groups a browser-like runtime cannot determine", () => {
    expect(buildUserAgent("@acme/sdk", "2.0.0", { type: "browser" })).toBe("%40acme%2Fsdk/2.0.0");
    expect(buildUserAgent("sdk", "1", { type: "node", version: "20", os: "linux" })).toBe("sdk/1 node/20");
    expect(buildUserAgent("sdk", "1", { type: "unknown", os: "linux", arch: "arm64" })).toBe("sdk/1 (Linux; arm64)");
  });

  it("is sent as the User-Agent header by the fetcher", async () => {
    const server = await startTestServer((_req, res) => sendJson(res, 200, {}));
    try {
      await fetcher({
        url: server.url,
        method: "GET",
        headers: { "User-Agent": buildUserAgent("@acme/sdk", "1.0.0") },
      });
      expect(server.requests[0]!.headers["user-agent"]).toMatch(
        /^%40acme%2Fsdk\/1\.0\.0 \(\w+; [\w_]+\) node\/\d+\.\d+\.\d+$/,
      );
    } finally {
      await server.close();
    }
  });
});

describe("uuidv4", () => {
  const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("uses crypto.randomUUID when present", () => {
    expect(uuidv4()).toMatch(V4);
    expect(uuidv4({ randomUUID: () => "fixed" })).toBe("fixed");
  });

  it("falls back to getRandomValues and sets the version and variant bits", () => {
    const ids = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const id = uuidv4({ getRandomValues: (array: Uint8Array) => globalThis.crypto.getRandomValues(array) });
      expect(id).toMatch(V4);
      ids.add(id);
    }
    expect(ids.size).toBe(200);
    expect(uuidv4({ getRandomValues: (array: Uint8Array) => array.fill(0xff) })).toBe(
      "ffffffff-ffff-4fff-bfff-ffffffffffff",
    );
  });
});
