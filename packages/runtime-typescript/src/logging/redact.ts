/** The text that replaces every secret value. */
export const REDACTED = "[REDACTED]";

const ALWAYS_SECRET: ReadonlySet<string> = new Set(["authorization", "proxy-authorization", "cookie", "set-cookie"]);

/**
 * What the SDK knows to be a credential in one request: the header and query parameter names
 * its auth schemes declare, and the credential values it was given. Whatever their names,
 * these never reach a log line or an error message, and never follow a redirect to another
 * origin.
 */
export interface RequestSecrets {
  /** Header names that carry credentials (compared case-insensitively). */
  headers?: readonly string[];
  /** Query parameter names that carry credentials (compared case-insensitively). */
  queryParameters?: readonly string[];
  /** Credential values (tokens, keys, passwords); replaced wherever they appear in a message. */
  values?: readonly string[];
}

function listed(names: readonly string[] | undefined, lower: string): boolean {
  if (names === undefined) return false;
  for (const name of names) if (name.toLowerCase() === lower) return true;
  return false;
}

/**
 * Whether a header or query parameter name carries a credential: `Authorization`,
 * `Proxy-Authorization`, `Cookie`, `Set-Cookie`, any name containing `api-key`/`apikey`,
 * `token`, `secret`, `password` or `signature` (case, `-` and `_` ignored), and every name
 * listed in `secrets`.
 *
 * @example
 * ```ts
 * isSensitiveName("X-Api-Key"); // true
 * isSensitiveName("X-Partner", { headers: ["x-partner"] }); // true
 * ```
 */
export function isSensitiveName(name: string, secrets?: RequestSecrets): boolean {
  const lower = name.toLowerCase();
  if (ALWAYS_SECRET.has(lower)) return true;
  if (secrets !== undefined && (listed(secrets.headers, lower) || listed(secrets.queryParameters, lower))) return true;
  const compact = lower.replace(/[-_\s]/g, "");
  return /apikey|token|secret|password|signature/.test(compact);
}

/**
 * Returns a copy of the headers with every credential replaced by `[REDACTED]`: the names
 * {@link isSensitiveName} knows, and any header whose value holds a secret value.
 *
 * @example
 * ```ts
 * redactHeaders({ Authorization: "Bearer abc", "X-Partner": "k", Accept: "json" }, { headers: ["X-Partner"] });
 * // { Authorization: "[REDACTED]", "X-Partner": "[REDACTED]", Accept: "json" }
 * ```
 */
export function redactHeaders(headers: Record<string, string>, secrets?: RequestSecrets): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    result[name] = isSensitiveName(name, secrets) ? REDACTED : redactText(value, secrets);
  }
  return result;
}

/**
 * Returns the URL with its user info removed and credential query parameters replaced, so it
 * can go into logs and error messages. A URL that does not parse loses its query and
 * everything before an `@`.
 *
 * @example
 * ```ts
 * redactUrl("https://u:p@api.example.com/x?api_key=k&page=2");
 * // "https://api.example.com/x?api_key=%5BREDACTED%5D&page=2"
 * ```
 */
export function redactUrl(url: string, secrets?: RequestSecrets): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return redactText(redactUnparsedUrl(url), secrets);
  }
  parsed.username = "";
  parsed.password = "";
  for (const name of [...new Set(parsed.searchParams.keys())]) {
    if (isSensitiveName(name, secrets)) parsed.searchParams.set(name, REDACTED);
  }
  return redactText(parsed.toString(), secrets);
}

/** Text that is not a URL: cut the query and fragment, and any user info (up to the last `@`). */
function redactUnparsedUrl(url: string): string {
  const cut = url.search(/[?#]/);
  const base = cut === -1 ? url : url.slice(0, cut);
  const query = cut !== -1 && url.charAt(cut) === "?" ? `?${REDACTED}` : "";
  const at = base.lastIndexOf("@");
  if (at === -1) return base + query;
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:\/*/.exec(base)?.[0] ?? "";
  return `${scheme}${REDACTED}@${base.slice(at + 1)}${query}`;
}

/**
 * Replaces every secret value in a message, as written and percent-encoded, with
 * `[REDACTED]`.
 *
 * @example
 * ```ts
 * redactText("bad header: Bearer abc", { values: ["abc"] }); // "bad header: Bearer [REDACTED]"
 * ```
 */
export function redactText(text: string, secrets?: RequestSecrets): string {
  const values = secrets?.values;
  if (values === undefined || values.length === 0) return text;
  let result = text;
  for (const value of values) {
    if (value.length === 0) continue;
    result = result.split(value).join(REDACTED);
    const encoded = percentEncoded(value);
    if (encoded !== undefined && encoded !== value) result = result.split(encoded).join(REDACTED);
  }
  return result;
}

function percentEncoded(value: string): string | undefined {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate has no percent-encoded form, so it cannot appear as one either.
    return undefined;
  }
}
