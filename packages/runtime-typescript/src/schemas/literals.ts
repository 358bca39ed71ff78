import { createSchema, describeValue, fail, type Schema } from "./schema";

/**
 * Exactly one string value.
 * @example
 * ```ts
 * serialization.stringLiteral("user").parse("user"); // { ok: true, value: "user" }
 * ```
 */
export function stringLiteral<V extends string>(literal: V): Schema<V, V> {
  const check = (value: unknown, opts: Parameters<Schema<V, V>["parse"]>[1]) =>
    value === literal
      ? { ok: true as const, value: literal }
      : fail<V>(opts, `Expected ${JSON.stringify(literal)}. Received ${describeValue(value)}.`);
  return createSchema<V, V>({ getType: () => "literal", parse: check, json: check });
}

/**
 * Exactly one boolean value.
 * @example
 * ```ts
 * serialization.booleanLiteral(true).parse(true); // { ok: true, value: true }
 * ```
 */
export function booleanLiteral<V extends boolean>(literal: V): Schema<V, V> {
  const check = (value: unknown, opts: Parameters<Schema<V, V>["parse"]>[1]) =>
    value === literal
      ? { ok: true as const, value: literal }
      : fail<V>(opts, `Expected ${String(literal)}. Received ${describeValue(value)}.`);
  return createSchema<V, V>({ getType: () => "literal", parse: check, json: check });
}

/**
 * One of a fixed set of strings. With `allowUnrecognizedEnumValues` any other string is
 * accepted too, so new server values do not break old clients.
 *
 * @example
 * ```ts
 * const Status = serialization.enum_(["active", "suspended"]);
 * Status.parse("deleted"); // fails
 * Status.parse("deleted", { allowUnrecognizedEnumValues: true }); // { ok: true, value: "deleted" }
 * ```
 */
export function enum_<U extends string>(values: readonly U[]): Schema<U, U> {
  const allowed = new Set<string>(values);
  const check = (value: unknown, opts: Parameters<Schema<U, U>["parse"]>[1]) => {
    if (typeof value !== "string") return fail<U>(opts, `Expected enum. Received ${describeValue(value)}.`);
    if (allowed.has(value) || opts?.allowUnrecognizedEnumValues === true)
      return { ok: true as const, value: value as U };
    return fail<U>(
      opts,
      `Expected one of ${values.map((v) => JSON.stringify(v)).join(", ")}. Received ${describeValue(value)}.`,
    );
  };
  return createSchema<U, U>({ getType: () => "enum", parse: check, json: check });
}
