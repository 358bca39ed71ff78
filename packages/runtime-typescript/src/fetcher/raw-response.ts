/** The response metadata every call exposes, whatever its outcome. */
export interface RawResponse {
  /** Response headers. */
  headers: Headers;
  /** HTTP status; `0` when no response arrived (timeout, network failure, abort). */
  status: number;
  /** HTTP status text. */
  statusText: string;
  /** Final URL after redirects. */
  url: string;
  /** Whether the request was redirected. */
  redirected: boolean;
  /** The fetch response type; `"error"` when no response arrived. */
  type: ResponseType;
}

/** A value together with the response it came from. */
export interface WithRawResponse<T> {
  /** The parsed value. */
  data: T;
  /** The response it came from. */
  rawResponse: RawResponse;
}

/**
 * Copies the metadata of a fetch `Response`; `url` and `redirected` replace the response's
 * own when given (a client that follows redirects itself knows better).
 */
export function toRawResponse(response: Response, url?: string, redirected?: boolean): RawResponse {
  return {
    headers: response.headers,
    status: response.status,
    statusText: response.statusText,
    url: url ?? response.url,
    redirected: redirected ?? response.redirected,
    type: response.type,
  };
}

/** The raw response reported when no HTTP response was received. */
export function emptyRawResponse(url: string): RawResponse {
  return { headers: new Headers(), status: 0, statusText: "", url, redirected: false, type: "error" };
}
