import { CoreError } from "../errors/core-error";
import { base64ToBytes, bytesToBase64 } from "../utils/base64";

/** Username and password of HTTP Basic authentication. */
export interface BasicAuthCredentials {
  username: string;
  password: string;
}

/**
 * HTTP Basic authentication (RFC 7617). Text is encoded as UTF-8; a password may contain `:`.
 * An omitted (empty) username encodes as `:password`, an omitted password as `username:`.
 */
export const BasicAuth = {
  /**
   * Builds the `Authorization` value, or `undefined` when there are no credentials or both
   * parts are empty.
   * @example
   * ```ts
   * BasicAuth.toAuthorizationHeader({ username: "ada", password: "p:ss" }); // "Basic YWRhOnA6c3M="
   * ```
   */
  toAuthorizationHeader(auth: BasicAuthCredentials | undefined): string | undefined {
    if (auth === undefined) return undefined;
    const username = auth.username ?? "";
    const password = auth.password ?? "";
    if (username === "" && password === "") return undefined;
    return `Basic ${bytesToBase64(new TextEncoder().encode(`${username}:${password}`))}`;
  },

  /**
   * Reads the credentials back from an `Authorization` value. Everything after the first `:`
   * is the password.
   * @throws {@link CoreError} when the value is not Basic authentication.
   * @example
   * ```ts
   * BasicAuth.fromAuthorizationHeader("Basic YWRhOnA6c3M="); // { username: "ada", password: "p:ss" }
   * ```
   */
  fromAuthorizationHeader(header: string): BasicAuthCredentials {
    const match = /^\s*Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
    if (match === null || match[1] === undefined) {
      throw new CoreError('Invalid Basic authorization header: expected "Basic <base64>"');
    }
    let decoded: string;
    try {
      decoded = new TextDecoder("utf-8", { fatal: true }).decode(base64ToBytes(match[1]));
    } catch (cause) {
      throw new CoreError("Invalid Basic authorization header: the credentials are not valid base64 UTF-8", { cause });
    }
    const colon = decoded.indexOf(":");
    if (colon === -1) throw new CoreError('Invalid Basic authorization header: the credentials have no ":" separator');
    return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
  },
};
