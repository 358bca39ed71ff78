import { PublishError, type PublishStep } from './errors';
import type { Redactor } from './redact';

/** Default GitHub REST API base URL; GitHub Enterprise sets its own (`https://host/api/v3`). */
export const DEFAULT_GITHUB_API_URL = 'https://api.github.com';

/** A minimal GitHub REST client for releases and pull requests. */
export interface GithubApi {
  request<T>(step: PublishStep, method: string, path: string, body?: unknown): Promise<T>;
}

/** Creates a GitHub REST client that sends `token` as a bearer token. */
export function createGithubApi(options: {
  baseUrl: string;
  token: string;
  userAgent: string;
  target: string;
  redact: Redactor;
}): GithubApi {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async request<T>(step: PublishStep, method: string, path: string, body?: unknown): Promise<T> {
      const url = `${base}${path}`;
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers: {
            accept: 'application/vnd.github+json',
            authorization: `Bearer ${options.token}`,
            'user-agent': options.userAgent,
            'x-github-api-version': '2022-11-28',
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          body: body !== undefined ? JSON.stringify(body) : undefined,
        });
      } catch (error) {
        throw new PublishError(step, options.target, options.redact(`${method} ${url}: ${describeFetchError(error)}`));
      }
      const text = await response.text();
      if (!response.ok) {
        throw new PublishError(
          step,
          options.target,
          options.redact(`${method} ${url} answered ${response.status}${apiMessage(text)}`),
        );
      }
      if (text === '') return undefined as T;
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new PublishError(
          step,
          options.target,
          `${method} ${url} answered ${response.status} with a body that is not JSON`,
        );
      }
    },
  };
}

/** Extracts a readable cause from a failed `fetch`. */
export function describeFetchError(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
  }
  return String(error);
}

function apiMessage(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) {
      const message = (parsed as { message?: unknown }).message;
      const errors = (parsed as { errors?: unknown }).errors;
      const details = Array.isArray(errors)
        ? errors
            .map((e: unknown) =>
              typeof e === 'object' && e !== null
                ? String((e as { message?: unknown; code?: unknown }).message ?? (e as { code?: unknown }).code ?? '')
                : String(e),
            )
            .filter((s) => s !== '')
        : [];
      if (typeof message === 'string') return `: ${message}${details.length > 0 ? ` (${details.join('; ')})` : ''}`;
    }
  } catch {
    // Not JSON: fall through to the raw text.
  }
  const trimmed = text.trim().slice(0, 200);
  return trimmed === '' ? '' : `: ${trimmed}`;
}
