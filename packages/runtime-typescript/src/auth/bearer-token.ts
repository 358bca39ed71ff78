/** Bearer token authentication (RFC 6750). */
export const BearerToken = {
  /**
   * Builds the `Authorization` value, or `undefined` when there is no token.
   * @param prefix - the scheme word.
   * @default "Bearer"
   * @example
   * ```ts
   * BearerToken.toAuthorizationHeader("abc"); // "Bearer abc"
   * BearerToken.toAuthorizationHeader("abc", "Token"); // "Token abc"
   * ```
   */
  toAuthorizationHeader(token: string | undefined, prefix = "Bearer"): string | undefined {
    if (token === undefined || token === "") return undefined;
    return prefix === "" ? token : `${prefix} ${token}`;
  },
};
