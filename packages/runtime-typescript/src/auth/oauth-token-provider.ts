import { CoreError } from "../errors/core-error";

/** What a token endpoint returned, mapped by generated code. */
export interface OAuthTokenResponse {
  accessToken: string;
  /** Lifetime in seconds; without it the token is kept until {@link OAuthTokenProvider.invalidate}. */
  expiresInSeconds?: number;
  /** A refresh token; when a refresh returns a new one it replaces the old one (rotation). */
  refreshToken?: string;
}

/** Options of {@link OAuthTokenProvider}. */
export interface OAuthTokenProviderOptions {
  /** Requests a token with the client credentials. */
  fetchToken: () => Promise<OAuthTokenResponse>;
  /** Exchanges a refresh token for a new access token; used instead of `fetchToken` when a refresh token is held. */
  refreshToken?: (refreshToken: string) => Promise<OAuthTokenResponse>;
  /**
   * Renew this many seconds before expiry; clamped to half the token's lifetime.
   * @default 60
   */
  bufferSeconds?: number;
  /**
   * Clock in milliseconds.
   * @default Date.now
   */
  now?: () => number;
}

/**
 * Keeps an OAuth 2.0 client-credentials access token fresh. Concurrent callers share one
 * token request; the token is renewed before it expires, through the refresh-token flow
 * when a refresh token is held (rotated refresh tokens are kept), else by asking again with
 * the client credentials.
 *
 * @example
 * ```ts
 * const provider = new OAuthTokenProvider({
 *   fetchToken: async () => {
 *     const token = await client.auth.getToken({ clientId, clientSecret });
 *     return { accessToken: token.accessToken, expiresInSeconds: token.expiresIn };
 *   },
 * });
 * headers.Authorization = `Bearer ${await provider.getToken()}`;
 * // after a 401: provider.invalidate(); then retry once with a new token.
 * ```
 */
export class OAuthTokenProvider {
  private readonly options: OAuthTokenProviderOptions;
  private accessToken: string | undefined;
  private refreshTokenValue: string | undefined;
  private renewAt = Number.POSITIVE_INFINITY;
  private inFlight: Promise<string> | undefined;

  constructor(options: OAuthTokenProviderOptions) {
    this.options = options;
  }

  /** Returns a valid access token, requesting or renewing it when needed. */
  getToken(): Promise<string> {
    if (this.accessToken !== undefined && this.now() < this.renewAt) return Promise.resolve(this.accessToken);
    this.inFlight ??= this.renew().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  /**
   * Returns `"<prefix> <token>"` for the `Authorization` header.
   * @default "Bearer"
   */
  async getAuthorizationHeader(prefix = "Bearer"): Promise<string> {
    const token = await this.getToken();
    return prefix === "" ? token : `${prefix} ${token}`;
  }

  /** Forgets the access token (after a 401); the next `getToken` renews it. The refresh token is kept. */
  invalidate(): void {
    this.accessToken = undefined;
    this.renewAt = Number.NEGATIVE_INFINITY;
  }

  private async renew(): Promise<string> {
    const { refreshToken } = this.options;
    let response: OAuthTokenResponse | undefined;
    if (refreshToken !== undefined && this.refreshTokenValue !== undefined) {
      try {
        response = await refreshToken(this.refreshTokenValue);
      } catch {
        // A refresh token can be revoked or expired; the client credentials still work.
        this.refreshTokenValue = undefined;
      }
    }
    response ??= await this.options.fetchToken();
    if (typeof response.accessToken !== "string" || response.accessToken === "") {
      throw new CoreError("OAuth token request failed: the response has no access token");
    }
    this.store(response);
    return response.accessToken;
  }

  private store(response: OAuthTokenResponse): void {
    this.accessToken = response.accessToken;
    if (response.refreshToken !== undefined && response.refreshToken !== "")
      this.refreshTokenValue = response.refreshToken;
    const lifetime = response.expiresInSeconds;
    if (lifetime === undefined || !Number.isFinite(lifetime)) {
      this.renewAt = Number.POSITIVE_INFINITY;
      return;
    }
    const buffer = Math.min(Math.max(this.options.bufferSeconds ?? 60, 0), lifetime / 2);
    this.renewAt = this.now() + (lifetime - buffer) * 1000;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
