import { CoreError } from "../errors/core-error";

/** How one query parameter is written, following OpenAPI's `style` and `explode`. */
export interface QueryParameterStyle {
  /**
   * `form` writes `key=value` (objects as their properties); `deepObject` writes
   * `key[prop]=value`; `pipeDelimited`/`spaceDelimited` join arrays with `|` or a space.
   * @default "form" for scalars and arrays, "deepObject" for objects
   */
  style?: "form" | "deepObject" | "pipeDelimited" | "spaceDelimited";
  /**
   * Arrays: `true` repeats the key (`a=1&a=2`), `false` joins the values (`a=1,2`).
   * @default true
   */
  explode?: boolean;
}

/**
 * Serializes query parameters. `undefined` and `null` values are skipped, Dates become ISO
 * strings, arrays repeat their key unless `explode: false`, objects use `a[b][c]=1`.
 *
 * @returns the query without a leading `?` (empty string when nothing is set).
 * @example
 * ```ts
 * toQueryString({ tag: ["a", "b"], filter: { owner: { id: 1 } }, skip: undefined });
 * // "tag=a&tag=b&filter[owner][id]=1"
 * toQueryString({ tag: ["a", "b"] }, { tag: { explode: false } }); // "tag=a,b"
 * ```
 */
export function toQueryString(params: Record<string, unknown>, styles?: Record<string, QueryParameterStyle>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    writeParameter(pairs, key, value, styles?.[key] ?? {});
  }
  return pairs.join("&");
}

/**
 * Serializes query parameters as {@link toQueryString} does when no parameter has a style:
 * arrays repeat their key, objects use `a[b][c]=1`. A client whose endpoints set no style
 * uses it, so that a bundler leaves the styles out.
 *
 * @throws {@link CoreError} when a style is given, which only {@link toQueryString} writes.
 * @example
 * ```ts
 * toPlainQueryString({ tag: ["a", "b"], filter: { owner: { id: 1 } } }); // "tag=a&tag=b&filter[owner][id]=1"
 * ```
 */
export function toPlainQueryString(
  params: Record<string, unknown>,
  styles?: Record<string, QueryParameterStyle>,
): string {
  if (styles !== undefined && Object.keys(styles).length > 0)
    throw new CoreError("Unsupported queryStyle: this client writes every query parameter in the default style");
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) writeValue(pairs, encodeURIComponent(key), value);
  return pairs.join("&");
}

function writeParameter(pairs: string[], key: string, value: unknown, style: QueryParameterStyle): void {
  if (value === undefined || value === null) return;
  const explode = style.explode ?? true;
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== undefined && item !== null);
    if (items.length === 0) return;
    const separator = style.style === "pipeDelimited" ? "|" : style.style === "spaceDelimited" ? " " : ",";
    if (explode && style.style !== "pipeDelimited" && style.style !== "spaceDelimited") {
      for (const item of items) writeValue(pairs, encodeURIComponent(key), item);
    } else {
      pairs.push(
        `${encodeURIComponent(key)}=${items.map((item) => encodeURIComponent(scalar(item))).join(encodeURIComponent(separator))}`,
      );
    }
    return;
  }
  if (isPlainObject(value)) {
    if (style.style === "form") {
      const entries = Object.entries(value).filter(([, v]) => v !== undefined && v !== null);
      if (explode) {
        for (const [prop, v] of entries) writeValue(pairs, encodeURIComponent(prop), v);
      } else {
        const joined = entries
          .flatMap(([prop, v]) => [prop, scalar(v)])
          .map(encodeURIComponent)
          .join(",");
        pairs.push(`${encodeURIComponent(key)}=${joined}`);
      }
      return;
    }
    writeDeepObject(pairs, encodeURIComponent(key), value);
    return;
  }
  pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(scalar(value))}`);
}

/** Writes a value under an already-encoded key, nesting objects with brackets. */
function writeValue(pairs: string[], encodedKey: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) writeValue(pairs, encodedKey, item);
  } else if (isPlainObject(value)) {
    writeDeepObject(pairs, encodedKey, value);
  } else {
    pairs.push(`${encodedKey}=${encodeURIComponent(scalar(value))}`);
  }
}

function writeDeepObject(pairs: string[], encodedKey: string, value: Record<string, unknown>): void {
  for (const [prop, nested] of Object.entries(value)) {
    writeValue(pairs, `${encodedKey}[${encodeURIComponent(prop)}]`, nested);
  }
}

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object" && value !== null) return JSON.stringify(value);
  return String(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !(value instanceof Date) && !Array.isArray(value);
}
