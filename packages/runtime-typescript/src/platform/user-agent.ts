import { detectRuntime, normalizeArch, normalizeOs, type RuntimeDescriptor } from "./runtime";

/**
 * Builds `{sdkName}/{version} ({os}; {arch}) {runtime}/{runtimeVersion}`. The SDK name is
 * percent-encoded (`@acme/sdk` → `%40acme%2Fsdk`); the `(os; arch)` group is dropped when
 * either is unknown, and the runtime segment when the runtime or its version is unknown.
 *
 * @param runtime - the host to describe.
 * @default detectRuntime()
 * @example
 * ```ts
 * buildUserAgent("@acme/sdk", "1.2.0", { type: "node", version: "20.11.1", os: "linux", arch: "x64" });
 * // "%40acme%2Fsdk/1.2.0 (Linux; x86_64) node/20.11.1"
 * buildUserAgent("@acme/sdk", "1.2.0", { type: "browser" }); // "%40acme%2Fsdk/1.2.0"
 * ```
 */
export function buildUserAgent(
  sdkName: string,
  sdkVersion: string,
  runtime: RuntimeDescriptor = detectRuntime(),
): string {
  let agent = `${encodeURIComponent(sdkName)}/${sdkVersion}`;
  const os = normalizeOs(runtime.os);
  const arch = normalizeArch(runtime.arch);
  if (os !== undefined && arch !== undefined) agent += ` (${os}; ${arch})`;
  if (runtime.type !== "unknown" && runtime.version !== undefined && runtime.version !== "") {
    agent += ` ${runtime.type}/${runtime.version}`;
  }
  return agent;
}
