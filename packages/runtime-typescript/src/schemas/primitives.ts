import { createSchema, describeValue, fail, type Schema } from "./schema";

function primitive<T>(type: "string" | "number" | "boolean", check: (value: unknown) => value is T): Schema<T, T> {
  const both = (value: unknown, opts: Parameters<Schema<T, T>["parse"]>[1]) =>
    check(value) ? { ok: true as const, value } : fail<T>(opts, `Expected ${type}. Received ${describeValue(value)}.`);
  return createSchema<T, T>({ getType: () => type, parse: both, json: both });
}

/**
 * A string.
 * @example
 * ```ts
 * serialization.string().parse("a"); // { ok: true, value: "a" }
 * ```
 */
export function string(): Schema<string, string> {
  return primitive("string", (value): value is string => typeof value === "string");
}

/**
 * A finite number.
 * @example
 * ```ts
 * serialization.number().parse(1.5); // { ok: true, value: 1.5 }
 * ```
 */
export function number(): Schema<number, number> {
  return primitive("number", (value): value is number => typeof value === "number" && Number.isFinite(value));
}

/**
 * A boolean.
 * @example
 * ```ts
 * serialization.boolean().parse(true); // { ok: true, value: true }
 * ```
 */
export function boolean(): Schema<boolean, boolean> {
  return primitive("boolean", (value): value is boolean => typeof value === "boolean");
}

/**
 * A 64-bit (or larger) integer: the wire may hold a number, an integer string or a bigint;
 * the TypeScript side is always `bigint`. `json` keeps the `bigint`, which the fetcher writes
 * as a plain JSON number without losing digits.
 *
 * @example
 * ```ts
 * serialization.bigint().parse("9007199254740993"); // { ok: true, value: 9007199254740993n }
 * ```
 */
export function bigint(): Schema<bigint | number | string, bigint> {
  const convert = (value: unknown, opts: Parameters<Schema<bigint, bigint>["parse"]>[1]) => {
    if (typeof value === "bigint") return { ok: true as const, value };
    if (typeof value === "number" && Number.isInteger(value)) return { ok: true as const, value: BigInt(value) };
    if (typeof value === "string" && /^-?\d+$/.test(value)) return { ok: true as const, value: BigInt(value) };
    return fail<bigint>(opts, `Expected bigint. Received ${describeValue(value)}.`);
  };
  return createSchema<bigint | number | string, bigint>({ getType: () => "bigint", parse: convert, json: convert });
}

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * An ISO 8601 date-time string on the wire, a `Date` in TypeScript.
 * @example
 * ```ts
 * serialization.date().parse("2024-01-02T03:04:05Z"); // { ok: true, value: Date }
 * serialization.date().json(new Date(0)); // { ok: true, value: "1970-01-01T00:00:00.000Z" }
 * ```
 */
export function date(): Schema<string, Date> {
  return createSchema<string, Date>({
    getType: () => "date",
    parse(raw, opts) {
      if (typeof raw !== "string" || !ISO_8601.test(raw)) {
        return fail(opts, `Expected ISO 8601 date string. Received ${describeValue(raw)}.`);
      }
      const value = new Date(raw);
      if (Number.isNaN(value.getTime())) return fail(opts, `Expected a valid date. Received ${describeValue(raw)}.`);
      return { ok: true, value };
    },
    json(parsed, opts) {
      if (!(parsed instanceof Date) || Number.isNaN(parsed.getTime())) {
        return fail(opts, `Expected Date object. Received ${describeValue(parsed)}.`);
      }
      return { ok: true, value: parsed.toISOString() };
    },
  });
}

/**
 * Any value, passed through unchanged and typed `unknown`.
 * @example
 * ```ts
 * serialization.unknown().parse({ any: "thing" }); // { ok: true, value: { any: "thing" } }
 * ```
 */
export function unknown(): Schema<unknown, unknown> {
  return createSchema<unknown, unknown>({
    getType: () => "unknown",
    parse: (raw) => ({ ok: true, value: raw }),
    json: (parsed) => ({ ok: true, value: parsed }),
  });
}

/**
 * Any value, passed through unchanged and typed `any` (for schemas declared as `any`).
 * @example
 * ```ts
 * serialization.any().parse(1); // { ok: true, value: 1 }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mirrors an API's declared `any`
export function any(): Schema<any, any> {
  return createSchema<unknown, unknown>({
    getType: () => "any",
    parse: (raw) => ({ ok: true, value: raw }),
    json: (parsed) => ({ ok: true, value: parsed }),
  });
}
