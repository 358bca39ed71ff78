import { PublishError } from './errors';
import type { Redactor } from './redact';

/** Variables GitHub Actions sets in a job that has `permissions: id-token: write`. */
const REQUEST_URL = 'ACTIONS_ID_TOKEN_REQUEST_URL';
const REQUEST_TOKEN = 'ACTIONS_ID_TOKEN_REQUEST_TOKEN';

const TIMEOUT_MS = 30_000;

/** Inputs of {@link mintTrustedPublishingToken}. */
export interface TrustedPublishingOptions {
  /** The repository's upload endpoint (`output.url`). */
  uploadUrl: string;
  env: Record<string, string | undefined>;
  target: string;
  redact: Redactor;
}

/**
 * The site of a repository's trusted-publishing endpoints: PyPI's upload host answers on
 * `pypi.org`, any other repository on the origin of its upload URL.
 *
 * @example
 * ```ts
 * trustedPublishingOrigin('https://upload.pypi.org/legacy/'); // "https://pypi.org"
 * ```
 */
export function trustedPublishingOrigin(uploadUrl: string): string {
  const url = new URL(uploadUrl);
  if (url.hostname === 'upload.pypi.org') return 'https://pypi.org';
  return url.origin;
}

/**
 * Trusted publishing (`token: OIDC`): exchanges the CI job's OpenID Connect identity for a
 * short-lived upload token. It asks the repository for the audience it expects, asks GitHub
 * Actions for an identity token of that audience, and has the repository mint an API token
 * from it, which is used as `__token__`'s password. Every token is redacted.
 */
export async function mintTrustedPublishingToken(options: TrustedPublishingOptions): Promise<string> {
  const { env, target, redact } = options;
  const requestUrl = env[REQUEST_URL];
  const requestToken = env[REQUEST_TOKEN];
  if (requestUrl === undefined || requestUrl === '' || requestToken === undefined || requestToken === '') {
    throw new PublishError(
      'credentials',
      target,
      `output.token is OIDC (trusted publishing), which needs a GitHub Actions job with \`permissions: id-token: write\` (${REQUEST_URL} and ${REQUEST_TOKEN} are not set) and a trusted publisher registered for the project; elsewhere use an API token: token: \${PYPI_TOKEN}`,
    );
  }
  redact.add(requestToken);
  const origin = trustedPublishingOrigin(options.uploadUrl);

  const audience = await getJson(`${origin}/_/oidc/audience`, {}, options);
  if (typeof audience['audience'] !== 'string')
    throw new PublishError(
      'credentials',
      target,
      `GET ${origin}/_/oidc/audience answered without an audience: trusted publishing is not available there`,
    );

  const identityUrl = new URL(requestUrl);
  identityUrl.searchParams.set('audience', audience['audience']);
  const identity = await getJson(identityUrl.toString(), { authorization: `bearer ${requestToken}` }, options);
  const jwt = identity['value'];
  if (typeof jwt !== 'string' || jwt === '')
    throw new PublishError('credentials', target, `the CI identity token request answered without a token`);
  redact.add(jwt);

  const mintUrl = `${origin}/_/oidc/mint-token`;
  const minted = await getJson(mintUrl, {}, options, JSON.stringify({ token: jwt }));
  const token = minted['token'];
  if (typeof token !== 'string' || token === '')
    throw new PublishError('credentials', target, `POST ${mintUrl} answered without a token`);
  redact.add(token);
  return token;
}

async function getJson(
  url: string,
  headers: Record<string, string>,
  options: TrustedPublishingOptions,
  body?: string,
): Promise<Record<string, unknown>> {
  const method = body === undefined ? 'GET' : 'POST';
  // The identity endpoint's URL carries no secret, but its query names the job; keep it out of messages.
  const where = `${method} ${url.split('?')[0] ?? url}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body } : {}),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    throw new PublishError(
      'credentials',
      options.target,
      options.redact(`${where} failed: ${cause?.message ?? (error as Error).message}`),
    );
  }
  const text = options.redact(await response.text().catch(() => ''));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const fields =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  if (!response.ok || fields === undefined) {
    throw new PublishError(
      'credentials',
      options.target,
      `${where} answered ${response.status}: ${describeRefusal(fields, text)}`,
    );
  }
  return fields;
}

/** PyPI's mint endpoint answers `{ message, errors: [{ code, description }] }`. */
function describeRefusal(fields: Record<string, unknown> | undefined, text: string): string {
  const errors = fields?.['errors'];
  if (Array.isArray(errors)) {
    const descriptions = errors
      .map((entry: unknown) =>
        typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)['description'] : undefined,
      )
      .filter((d): d is string => typeof d === 'string');
    if (descriptions.length > 0) return descriptions.join('; ');
  }
  const message = fields?.['message'];
  if (typeof message === 'string') return message;
  return text.trim().slice(0, 300) || 'no body';
}
