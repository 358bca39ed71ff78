export { BasicAuth } from "./basic-auth";
export type { BasicAuthCredentials } from "./basic-auth";
export { BearerToken } from "./bearer-token";
export { OAuthTokenProvider } from "./oauth-token-provider";
export type { OAuthTokenProviderOptions, OAuthTokenResponse } from "./oauth-token-provider";
