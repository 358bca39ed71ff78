/** The response promise every generated method returns. */
export interface CallResult<T = unknown> extends Promise<T> {
  withRawResponse(): Promise<{ data: T; rawResponse: { headers: Headers; status: number; url: string } }>;
}

/** A method of a generated sub-client, seen from a test. */
export type Method = (...args: unknown[]) => CallResult;

/** A generated client, seen from a test. */
export type LooseClient = Record<string, Record<string, Method>>;

/** A generated SDK module, seen from a test. */
export interface LooseSdk {
  [name: string]: unknown;
}

/** The error classes and client constructor of a generated SDK. */
export function sdkParts(sdk: LooseSdk, ns: string) {
  return {
    Client: sdk[`${ns}Client`] as new (options?: Record<string, unknown>) => LooseClient,
    ApiError: sdk[`${ns}Error`] as new (...args: never[]) => Error & { statusCode?: number; body?: unknown; rawResponse?: { status: number } },
    TimeoutError: sdk[`${ns}TimeoutError`] as new (...args: never[]) => Error,
    Environment: sdk[`${ns}Environment`] as Record<string, unknown>,
    namespace: sdk[ns] as Record<string, new (...args: never[]) => Error & { statusCode?: number; body?: unknown }>,
  };
}

/** Loads a compiled CommonJS SDK. */
export function loadSdk(indexJs: string): LooseSdk {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(indexJs) as LooseSdk;
}
