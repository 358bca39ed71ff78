export { Supplier } from "./supplier";
export type { HttpMethod } from "./http-method";
export {
  DEFAULT_RETRY_POLICY,
  backoffDelay,
  decideRetry,
  defaultRetryPolicy,
  delayFromHeaders,
  resolveRetryPolicy,
} from "./retry-policy";
export type { AttemptOutcome, RetryContext, RetryDecision, RetryPolicy } from "./retry-policy";
export { createFetcher, fetcher } from "./fetcher";
export { encodeAnyBody, encodeJsonBody, encodeNoBody, readAnyBody, readJsonBody } from "./body-formats";
export type { BodyFormats, BodyRead, PreparedBody } from "./body-formats";
export type { APIResponse, FetcherArgs, FetcherError } from "./fetcher";
export { HttpResponsePromise } from "./http-response-promise";
export { emptyRawResponse, toRawResponse } from "./raw-response";
export type { RawResponse, WithRawResponse } from "./raw-response";
export { encodePathParam, formatServerUrl, joinUrl } from "./url";
export { toPlainQueryString, toQueryString } from "./query-string";
export type { QueryParameterStyle } from "./query-string";
export { mergeHeaders } from "./headers";
export type { HeaderValue } from "./headers";
export { cookieHeader, encodeCookieName } from "./cookies";
export { readBodyBytes, readBodyText } from "./read-body";
export { DEFAULT_MAX_EVENT_BYTES, DEFAULT_MAX_RESPONSE_BYTES, assertRequestSettings, assertSetting } from "./settings";
export type { RequestSettings, SettingRule } from "./settings";
