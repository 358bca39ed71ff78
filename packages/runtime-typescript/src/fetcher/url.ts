import { CoreError } from "../errors/core-error";

/**
 * Joins a base URL and path segments with exactly one `/` between each part. A trailing
 * slash on the last segment is kept, because some APIs distinguish `/items/` from `/items`.
 *
 * @example
 * ```ts
 * joinUrl("https://api.example.com/v1/", "/users", "u1"); // "https://api.example.com/v1/users/u1"
 * ```
 */
export function joinUrl(base: string, ...segments: string[]): string {
  // A loop rather than filter and forEach: every call joins its URL here.
  let last = segments.length - 1;
  while (last >= 0 && segments[last] === "") last--;
  let result = base;
  for (let index = 0; index <= last; index++) {
    let trimmed = segments[index]!.replace(LEADING_SLASHES, "");
    if (index < last) trimmed = trimmed.replace(TRAILING_SLASHES, "");
    if (trimmed !== "") result = `${result.replace(TRAILING_SLASHES, "")}/${trimmed}`;
  }
  return result;
}

const LEADING_SLASHES = /^\/+/;
const TRAILING_SLASHES = /\/+$/;

/**
 * Encodes one path parameter value: Dates become ISO strings, everything else its string
 * form, percent-encoded so `/` and `?` cannot change the path.
 *
 * @example
 * ```ts
 * `/users/${encodePathParam("a/b")}`; // "/users/a%2Fb"
 * ```
 */
export function encodePathParam(value: unknown): string {
  if (value instanceof Date) return encodeURIComponent(value.toISOString());
  return encodeURIComponent(String(value));
}

/**
 * Fills `{variable}` placeholders of a server URL template from the caller's values, falling
 * back to the declared defaults.
 *
 * @throws {@link CoreError} when a placeholder has neither a value nor a default.
 * @example
 * ```ts
 * formatServerUrl("https://{region}.api.example.com", { region: "eu" }, { region: "us" });
 * // "https://eu.api.example.com"
 * ```
 */
export function formatServerUrl(
  template: string,
  variables: Record<string, string | undefined>,
  defaults: Record<string, string>,
): string {
  return template.replace(/\{([^{}]+)\}/g, (_match, name: string) => {
    const value = variables[name] ?? defaults[name];
    if (value === undefined) {
      throw new CoreError(`Server URL variable has no value: {${name}} in ${template}`);
    }
    return value;
  });
}
