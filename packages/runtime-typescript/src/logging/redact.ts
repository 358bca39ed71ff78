/** The text that replaces every secret value. */
export const REDACTED = "[REDACTED]";

const ALWAYS_SECRET: ReadonlySet<string> = new Set(["authorization", "proxy-authorization", "cookie", "set-cookie"]);

/**
 * Whether a header or query parameter name carries a credential: `Authorization`,
 * `Proxy-Authorization`, `Cookie`, `Set-Cookie`, or any name containing `api-key`/`apikey`,
 * `token`, `secret`, `password` or `signature` (case, `-` and `_` ignored).
 */
export function isSensitiveName(name: string): boolean {
  const lower = name.toLowerCase();
  if (ALWAYS_SECRET.has(lower)) return true;
  const compact = lower.replace(/[-_\s]/g, "");
  return /apikey|token|secret|password|signature/.test(compact);
}

/**
 * Returns a copy of the headers with every credential replaced by `[REDACTED]`.
 *
 * @example
 * ```ts
 * redactHeaders({ Authorization: "Bearer abc", "X-Api-Key": "k", Accept: "json" });
 * // { Authorization: "[REDACTED]", "X-Api-Key": "[REDACTED]", Accept: "json" }
 * ```
 */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    result[name] = isSensitiveName(name) ? REDACTED : value;
  }
  return result;
}

/**
 * Returns the URL with credential-like query parameters and any user-info replaced, so it
 * can go into logs and error messages.
 *
 * @example
 * ```ts
 * redactUrl("https://u:p@api.example.com/x?api_key=k&page=2");
 * // "https://api.example.com/x?api_key=%5BREDACTED%5D&page=2"
 * ```
 */
export function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url.replace(/\?.*$/, "?" + REDACTED);
  }
  parsed.username = "";
  parsed.password = "";
  for (const name of [...new Set(parsed.searchParams.keys())]) {
    if (isSensitiveName(name)) parsed.searchParams.set(name, REDACTED);
  }
  return parsed.toString();
}
