import {
  childOptions,
  createSchema,
  describeValue,
  fail,
  type BaseSchema,
  type MaybeValid,
  type Schema,
  type SchemaOptions,
  type ValidationError,
} from "./schema";
import { setOwn } from "../utils/own";

function mapItems<T>(
  items: readonly unknown[],
  opts: SchemaOptions | undefined,
  convert: (item: unknown, opts: SchemaOptions) => MaybeValid<T>,
): MaybeValid<T[]> {
  const values: T[] = [];
  const errors: ValidationError[] = [];
  items.forEach((item, index) => {
    const result = convert(item, childOptions(opts, String(index)));
    // Compared with `===`: without strictNullChecks, a truthiness test narrows no union.
    if (result.ok === true) values.push(result.value);
    else errors.push(...result.errors);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: values };
}

/**
 * An array whose items follow `item`.
 * @example
 * ```ts
 * serialization.list(serialization.date()).parse(["2024-01-01T00:00:00Z"]); // { ok: true, value: [Date] }
 * ```
 */
export function list<Raw, Parsed>(item: BaseSchema<Raw, Parsed>): Schema<Raw[], Parsed[]> {
  return createSchema<Raw[], Parsed[]>({
    getType: () => "list",
    parse: (raw, opts) =>
      Array.isArray(raw)
        ? mapItems(raw, opts, (v, o) => item.parse(v, o))
        : fail(opts, `Expected list. Received ${describeValue(raw)}.`),
    json: (parsed, opts) =>
      Array.isArray(parsed)
        ? mapItems(parsed, opts, (v, o) => item.json(v, o))
        : fail(opts, `Expected list. Received ${describeValue(parsed)}.`),
  });
}

/**
 * An array on the wire, a `Set` in TypeScript.
 * @example
 * ```ts
 * serialization.set(serialization.string()).parse(["a", "a", "b"]); // { ok: true, value: Set { "a", "b" } }
 * ```
 */
export function set<Raw, Parsed>(item: BaseSchema<Raw, Parsed>): Schema<Raw[], Set<Parsed>> {
  return createSchema<Raw[], Set<Parsed>>({
    getType: () => "set",
    parse(raw, opts) {
      if (!Array.isArray(raw)) return fail(opts, `Expected list. Received ${describeValue(raw)}.`);
      const result = mapItems(raw, opts, (v, o) => item.parse(v, o));
      return result.ok === true ? { ok: true, value: new Set(result.value) } : result;
    },
    json(parsed, opts) {
      const items = parsed instanceof Set ? [...parsed.values()] : Array.isArray(parsed) ? parsed : undefined;
      if (items === undefined) return fail(opts, `Expected Set. Received ${describeValue(parsed)}.`);
      return mapItems(items, opts, (v, o) => item.json(v, o));
    },
  });
}

/**
 * An object used as a map. Keys follow `key` (string or number schemas), values follow
 * `value`; with an optional value schema, keys holding `undefined` are accepted.
 *
 * @example
 * ```ts
 * serialization.record(serialization.string(), serialization.number().optional()).parse({ a: 1, b: undefined });
 * ```
 */
export function record<RawKey extends string | number, RawValue, ParsedKey extends string | number, ParsedValue>(
  key: BaseSchema<RawKey, ParsedKey>,
  value: BaseSchema<RawValue, ParsedValue>,
): Schema<Record<RawKey, RawValue>, Record<ParsedKey, ParsedValue>> {
  const convert = (
    input: unknown,
    opts: SchemaOptions | undefined,
    direction: "parse" | "json",
  ): MaybeValid<Record<string, unknown>> => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) {
      return fail(opts, `Expected object. Received ${describeValue(input)}.`);
    }
    const numericKeys = key.getType() === "number";
    const output: Record<string, unknown> = {};
    const errors: ValidationError[] = [];
    for (const [entryKey, entryValue] of Object.entries(input)) {
      const keyOpts = childOptions(opts, `${entryKey} (key)`);
      const keyInput = numericKeys ? Number(entryKey) : entryKey;
      const keyResult = direction === "parse" ? key.parse(keyInput, keyOpts) : key.json(keyInput, keyOpts);
      const valueOpts = childOptions(opts, entryKey);
      const valueResult =
        direction === "parse" ? value.parse(entryValue, valueOpts) : value.json(entryValue, valueOpts);
      if (keyResult.ok === false) errors.push(...keyResult.errors);
      if (valueResult.ok === false) errors.push(...valueResult.errors);
      if (keyResult.ok === true && valueResult.ok === true) setOwn(output, String(keyResult.value), valueResult.value);
    }
    return errors.length > 0 ? { ok: false, errors } : { ok: true, value: output };
  };
  return createSchema<Record<RawKey, RawValue>, Record<ParsedKey, ParsedValue>>({
    getType: () => "record",
    parse: (raw, opts) => convert(raw, opts, "parse") as MaybeValid<Record<ParsedKey, ParsedValue>>,
    json: (parsed, opts) => convert(parsed, opts, "json") as MaybeValid<Record<RawKey, RawValue>>,
  });
}
