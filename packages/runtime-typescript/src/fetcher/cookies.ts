import { CoreError } from "../errors/core-error";

/** Characters of an RFC 9110 token, the only ones a cookie name may hold (RFC 6265 §4.1.1). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const TOKEN_CHARACTER = /[!#$%&'*+\-.^_`|~0-9A-Za-z]/;

/**
 * A cookie name as it may appear in a `Cookie` header: a token stays as it is, and every
 * other character is percent-encoded (as UTF-8), so a name can never end the pair early.
 *
 * @throws {@link CoreError} for an empty name.
 * @example
 * ```ts
 * encodeCookieName("session"); // "session"
 * encodeCookieName("a=b; admin"); // "a%3Db%3B%20admin"
 * ```
 */
export function encodeCookieName(name: string): string {
  if (TOKEN.test(name)) return name;
  if (name.length === 0) throw new CoreError("Invalid cookie name: it is empty");
  let encoded = "";
  for (const character of name) {
    if (TOKEN_CHARACTER.test(character)) {
      encoded += character;
      continue;
    }
    for (const byte of new TextEncoder().encode(character))
      encoded += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return encoded;
}

/**
 * Builds one `Cookie` header value (RFC 6265 §4.2.1) from name and value pairs, in order.
 * Names are encoded with {@link encodeCookieName} and values with `encodeURIComponent`, so
 * neither can add a `;`, a space or another cookie. A pair without a value is skipped, and
 * a later pair replaces an earlier one of the same name.
 *
 * @returns the header value, or `undefined` when no pair has a value.
 * @example
 * ```ts
 * cookieHeader([["session_hint", "a b"], ["sid", "s;1"], ["unused", undefined]]);
 * // "session_hint=a%20b; sid=s%3B1"
 * ```
 */
export function cookieHeader(pairs: ReadonlyArray<readonly [string, string | undefined]>): string | undefined {
  if (pairs.length === 0) return undefined;
  const cookies = new Map<string, string>();
  for (const [name, value] of pairs) {
    if (value === undefined) continue;
    const key = encodeCookieName(name);
    cookies.delete(key);
    cookies.set(key, encodeCookieValue(key, value));
  }
  if (cookies.size === 0) return undefined;
  return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

function encodeCookieValue(name: string, value: string): string {
  try {
    return encodeURIComponent(value);
  } catch (cause) {
    // The value itself stays out of the message: it may be a credential.
    throw new CoreError(`Invalid value of cookie "${name}": it is not well-formed Unicode`, { cause });
  }
}
