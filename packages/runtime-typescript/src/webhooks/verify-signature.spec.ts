import { execFileSync } from "node:child_process";
import * as nodeCrypto from "node:crypto";
import { CoreError } from "../errors/core-error";
import { md5 } from "./md5";
import {
  assertWebhookSignature,
  verifyWebhookSignature,
  WebhookVerificationError,
  type VerifyWebhookSignatureArgs,
  type WebhookSignatureConfig,
} from "./verify-signature";
import {
  createNodeCrypto,
  createWebCrypto,
  getDefaultWebhookCrypto,
  loadNodeCrypto,
  type WebhookCrypto,
} from "./webhook-crypto";

/** Digests computed by the openssl command line, independent of the code under test. */
function openssl(args: string[], input: string | Buffer): Buffer {
  return execFileSync("openssl", ["dgst", ...args, "-binary"], { input });
}
function opensslHmac(algorithm: string, secret: string, input: string | Buffer, encoding: "hex" | "base64"): string {
  const digest = openssl([`-${algorithm}`, "-hmac", secret], input);
  if (encoding === "hex") {
    const text = execFileSync("openssl", ["dgst", `-${algorithm}`, "-hmac", secret], { input }).toString();
    const hex = /=\s*([0-9a-f]+)\s*$/.exec(text)?.[1];
    if (hex === undefined || hex !== digest.toString("hex")) throw new Error(`unexpected openssl output: ${text}`);
    return hex;
  }
  return execFileSync("openssl", ["base64", "-A"], { input: digest }).toString().trim();
}
function opensslHash(algorithm: string, input: string | Buffer, encoding: "hex" | "base64"): string {
  const digest = openssl([`-${algorithm}`], input);
  return encoding === "hex"
    ? digest.toString("hex")
    : execFileSync("openssl", ["base64", "-A"], { input: digest }).toString().trim();
}

const SECRET = "whsec_test:secret";
const BODY = '{"event":"order.paid","amount":1250,"note":"café {timestamp}"}';

const implementations: Array<[string, () => Promise<WebhookCrypto> | WebhookCrypto]> = [
  ["node:crypto", () => createNodeCrypto(nodeCrypto)],
  ["WebCrypto only", () => createWebCrypto(globalThis.crypto.subtle)],
  ["default", () => getDefaultWebhookCrypto()],
];

describe.each(implementations)("webhook signatures with %s", (_name, makeCrypto) => {
  let crypto: WebhookCrypto;
  beforeAll(async () => {
    crypto = await makeCrypto();
  });

  async function expectFailure(
    args: VerifyWebhookSignatureArgs,
    reason: WebhookVerificationError["reason"],
  ): Promise<void> {
    await expect(verifyWebhookSignature(args)).resolves.toBe(false);
    const error = await assertWebhookSignature(args).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WebhookVerificationError);
    expect((error as WebhookVerificationError).reason).toBe(reason);
    expect((error as Error).message).toMatch(/^Webhook verification failed: /);
    expect((error as Error).message).not.toContain(SECRET);
  }

  it.each([
    ["sha1", "hex"],
    ["sha256", "hex"],
    ["sha512", "hex"],
    ["sha1", "base64"],
    ["sha256", "base64"],
    ["sha512", "base64"],
  ] as const)("accepts an openssl %s/%s signature and rejects a tampered body", async (algorithm, encoding) => {
    const config: WebhookSignatureConfig = { algorithm, encoding, header: "X-Signature", prefix: `${algorithm}=` };
    const signature = `${algorithm}=${opensslHmac(algorithm, SECRET, BODY, encoding)}`;
    const args = { config, secret: SECRET, body: BODY, headers: { "x-signature": signature }, crypto };
    await expect(verifyWebhookSignature(args)).resolves.toBe(true);
    await expect(assertWebhookSignature(args)).resolves.toBeUndefined();
    await expectFailure({ ...args, body: BODY.replace("1250", "9999") }, "bad-signature");
  });

  it("rejects a wrong signature and a missing header", async () => {
    const config: WebhookSignatureConfig = { algorithm: "sha256", encoding: "hex", header: "X-Signature" };
    const wrong = opensslHmac("sha256", "other-secret", BODY, "hex");
    await expectFailure(
      { config, secret: SECRET, body: BODY, headers: { "X-Signature": wrong }, crypto },
      "bad-signature",
    );
    await expectFailure(
      { config, secret: SECRET, body: BODY, headers: { "X-Signature": "not-hex" }, crypto },
      "bad-signature",
    );
    await expectFailure({ config, secret: SECRET, body: BODY, headers: {}, crypto }, "missing-header");
  });

  it("signs {timestamp}.{body} and enforces the tolerance", async () => {
    const sentAt = 1_700_000_000;
    const config: WebhookSignatureConfig = {
      algorithm: "sha256",
      encoding: "base64",
      header: "Webhook-Signature",
      prefix: "v1=",
      payloadTemplate: "{timestamp}.{body}",
      timestamp: { header: "Webhook-Timestamp", toleranceSeconds: 300 },
    };
    const signature = opensslHmac("sha256", SECRET, `${sentAt}.${BODY}`, "base64");
    const headers = new Headers({
      "webhook-signature": `v0=ignored v1=${signature}`,
      "webhook-timestamp": String(sentAt),
    });
    const args = { config, secret: SECRET, body: BODY, headers, crypto, now: (sentAt + 299) * 1000 };
    await expect(verifyWebhookSignature(args)).resolves.toBe(true);
    await expectFailure({ ...args, now: (sentAt + 301) * 1000 }, "expired");
    await expectFailure({ ...args, now: (sentAt - 301) * 1000 }, "expired");
    await expectFailure(
      { ...args, headers: new Headers({ "webhook-signature": `v1=${signature}` }) },
      "missing-header",
    );
    const otherTime = new Headers({ "webhook-signature": `v1=${signature}`, "webhook-timestamp": String(sentAt + 1) });
    await expectFailure({ ...args, headers: otherTime }, "bad-signature");
  });

  it("accepts ISO timestamps and a {url} placeholder", async () => {
    const sentAt = "2024-05-01T12:00:00Z";
    const url = "https://hooks.example.com/notify?id=1";
    const config: WebhookSignatureConfig = {
      algorithm: "sha512",
      encoding: "hex",
      header: "X-Sig",
      payloadTemplate: "{url}|{timestamp}|{body}",
      timestamp: { header: "X-Sent-At", toleranceSeconds: 60, format: "iso" },
    };
    const signature = opensslHmac("sha512", SECRET, `${url}|${sentAt}|${BODY}`, "hex");
    const args = {
      config,
      secret: SECRET,
      body: BODY,
      url,
      headers: { "X-Sig": signature, "X-Sent-At": sentAt },
      crypto,
      now: Date.parse(sentAt) + 10_000,
    };
    await expect(verifyWebhookSignature(args)).resolves.toBe(true);
  });

  it("binds the body through a hash in the notification URL before checking the HMAC", async () => {
    const config: WebhookSignatureConfig = {
      algorithm: "sha256",
      encoding: "hex",
      header: "X-Signature",
      bodyHash: { algorithm: "md5", encoding: "base64", queryParameter: "body_md5" },
    };
    const bodyHash = opensslHash("md5", BODY, "base64");
    const signature = opensslHmac("sha256", SECRET, BODY, "hex");
    const url = `https://hooks.example.com/notify?body_md5=${encodeURIComponent(bodyHash)}&x=1`;
    const args = { config, secret: SECRET, body: BODY, url, headers: { "X-Signature": signature }, crypto };
    await expect(verifyWebhookSignature(args)).resolves.toBe(true);

    const tamperedBody = BODY.replace("paid", "void");
    await expectFailure({ ...args, body: tamperedBody }, "body-hash-mismatch");
    const otherHash = opensslHash("md5", tamperedBody, "base64");
    await expectFailure(
      { ...args, url: `https://hooks.example.com/notify?body_md5=${encodeURIComponent(otherHash)}` },
      "body-hash-mismatch",
    );
    await expectFailure({ ...args, url: "https://hooks.example.com/notify?x=1" }, "missing-body-hash");
    await expectFailure({ ...args, url: undefined }, "missing-body-hash");
    // A matching body hash alone is not enough: the HMAC must pass too.
    await expectFailure(
      { ...args, headers: { "X-Signature": opensslHmac("sha256", "wrong", BODY, "hex") } },
      "bad-signature",
    );
  });

  it("uses the body-hash algorithm and encoding independently of the HMAC", async () => {
    const config: WebhookSignatureConfig = {
      algorithm: "sha1",
      encoding: "base64",
      header: "X-Signature",
      bodyHash: { algorithm: "sha512", encoding: "hex", queryParameter: "h" },
    };
    const url = `https://hooks.example.com/n?h=${opensslHash("sha512", BODY, "hex")}`;
    const signature = opensslHmac("sha1", SECRET, BODY, "base64");
    await expect(
      verifyWebhookSignature({
        config,
        secret: SECRET,
        body: BODY,
        url,
        headers: { "x-signature": [signature] },
        crypto,
      }),
    ).resolves.toBe(true);
  });

  it("verifies raw bytes that are not valid UTF-8", async () => {
    const raw = Buffer.from([0xff, 0x00, 0xfe, 0x41, 0xc3]);
    const config: WebhookSignatureConfig = {
      algorithm: "sha256",
      encoding: "hex",
      header: "X-Signature",
      payloadTemplate: "t.{body}",
    };
    const signature = opensslHmac("sha256", SECRET, Buffer.concat([Buffer.from("t."), raw]), "hex");
    await expect(
      verifyWebhookSignature({
        config,
        secret: SECRET,
        body: new Uint8Array(raw),
        headers: { "X-Signature": signature },
        crypto,
      }),
    ).resolves.toBe(true);
  });
});

describe("webhook crypto selection", () => {
  it("prefers node:crypto on Node", async () => {
    expect(await loadNodeCrypto()).toBeDefined();
    expect((await getDefaultWebhookCrypto()).kind).toBe("node");
  });

  it("loads node:crypto through a dynamic import when getBuiltinModule is missing", async () => {
    const host = process as { getBuiltinModule?: unknown };
    const original = host.getBuiltinModule;
    host.getBuiltinModule = undefined;
    try {
      const loaded = await loadNodeCrypto();
      expect(typeof loaded?.createHmac).toBe("function");
    } finally {
      host.getBuiltinModule = original;
    }
  });

  it("computes MD5 like openssl for every length around the block boundaries", () => {
    for (const length of [0, 1, 3, 55, 56, 57, 63, 64, 65, 119, 120, 1000]) {
      const input = Buffer.alloc(length, "a");
      expect(Buffer.from(md5(new Uint8Array(input))).toString("hex")).toBe(opensslHash("md5", input, "hex"));
    }
  });
});

describe("a missing webhook secret", () => {
  const config: WebhookSignatureConfig = {
    algorithm: "sha256",
    encoding: "hex",
    header: "X-Signature",
    prefix: "sha256=",
  };
  // Anyone can make this signature: it uses the empty key.
  const forged = `sha256=${nodeCrypto.createHmac("sha256", "").update(BODY).digest("hex")}`;

  it.each([
    ["empty", ""],
    ["undefined", undefined],
  ])(
    "%s: verifySignature and assertSignature throw instead of accepting an empty-key signature",
    async (_name, secret) => {
      const args = { config, secret: secret as string, body: BODY, headers: { "x-signature": forged } };
      for (const check of [verifyWebhookSignature, assertWebhookSignature]) {
        const error = await Promise.resolve(check(args)).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(CoreError);
        expect(error).not.toBeInstanceOf(WebhookVerificationError);
        expect((error as Error).message).toBe(
          'Webhook secret is empty or missing: cannot verify the "X-Signature" signature without the signing secret',
        );
      }
    },
  );
});
