import { globalScope, type GlobalScope } from "../utils/global-scope";

/** The JavaScript host the SDK runs in; fields that cannot be determined are left out. */
export interface RuntimeDescriptor {
  type: "node" | "bun" | "deno" | "browser" | "workerd" | "edge-runtime" | "react-native" | "unknown";
  version?: string;
  os?: string;
  arch?: string;
}

/**
 * Detects the host from its globals. Browsers, Workers and edge runtimes report no OS,
 * architecture or version, because none can be known reliably there.
 *
 * @param scope - the globals to inspect; tests pass a fake one.
 * @example
 * ```ts
 * detectRuntime(); // { type: "node", version: "20.11.1", os: "linux", arch: "x64" }
 * ```
 */
export function detectRuntime(scope: GlobalScope = globalScope()): RuntimeDescriptor {
  const deno = scope.Deno;
  if (typeof deno?.version?.deno === "string") {
    return withDefined({ type: "deno", version: deno.version.deno, os: deno.build?.os, arch: deno.build?.arch });
  }
  const process = scope.process;
  if (typeof scope.Bun?.version === "string") {
    return withDefined({ type: "bun", version: scope.Bun.version, os: process?.platform, arch: process?.arch });
  }
  if (scope.navigator?.userAgent === "Cloudflare-Workers") return { type: "workerd" };
  if (typeof scope.EdgeRuntime === "string") return { type: "edge-runtime" };
  if (scope.navigator?.product === "ReactNative") return { type: "react-native" };
  if (scope.window !== undefined && scope.document !== undefined) return { type: "browser" };
  // A browser's workers have neither window nor document; hosts with a name of their own were matched above.
  if (typeof scope.WorkerGlobalScope === "function") return { type: "browser" };
  if (typeof process?.versions?.node === "string") {
    return withDefined({ type: "node", version: process.versions.node, os: process.platform, arch: process.arch });
  }
  return { type: "unknown" };
}

function withDefined(descriptor: {
  type: RuntimeDescriptor["type"];
  version?: string | undefined;
  os?: string | undefined;
  arch?: string | undefined;
}): RuntimeDescriptor {
  const result: RuntimeDescriptor = { type: descriptor.type };
  for (const key of ["version", "os", "arch"] as const) {
    const value = descriptor[key];
    if (value !== undefined && value !== "") result[key] = value;
  }
  return result;
}

const ARCH_ALIASES: Record<string, string> = {
  x64: "x86_64",
  amd64: "x86_64",
  x86_64: "x86_64",
  arm64: "arm64",
  aarch64: "arm64",
  ia32: "x86",
  x86: "x86",
  i386: "x86",
  i686: "x86",
  arm: "arm",
};

/**
 * One name per architecture: `x64`, `amd64` and `x86_64` become `x86_64`; `arm64` and
 * `aarch64` become `arm64`; unknown names pass through in lowercase.
 * @example
 * ```ts
 * normalizeArch("x64"); // "x86_64"
 * ```
 */
export function normalizeArch(arch: string | undefined): string | undefined {
  if (arch === undefined || arch.trim() === "") return undefined;
  const lower = arch.trim().toLowerCase();
  return ARCH_ALIASES[lower] ?? lower;
}

const OS_NAMES: Record<string, string> = {
  linux: "Linux",
  darwin: "macOS",
  macos: "macOS",
  win32: "Windows",
  windows: "Windows",
  freebsd: "FreeBSD",
  openbsd: "OpenBSD",
  android: "Android",
  aix: "AIX",
  sunos: "SunOS",
};

/**
 * Display name of an OS as Node and Deno report it (`darwin` → `macOS`, `win32` → `Windows`).
 * @example
 * ```ts
 * normalizeOs("linux"); // "Linux"
 * ```
 */
export function normalizeOs(os: string | undefined): string | undefined {
  if (os === undefined || os.trim() === "") return undefined;
  return OS_NAMES[os.trim().toLowerCase()] ?? os.trim();
}
