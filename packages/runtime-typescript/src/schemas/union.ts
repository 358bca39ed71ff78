import type { ObjectLikeSchema } from "./object";
import {
  createSchema,
  describeValue,
  fail,
  type BaseSchema,
  type inferParsed,
  type inferRaw,
  type MaybeValid,
  type Schema,
  type SchemaOptions,
} from "./schema";
import { getOwn } from "../utils/own";

/** A union discriminant whose wire key differs from its TypeScript key. */
export interface Discriminant<RawKey extends string, ParsedKey extends string> {
  readonly kind: "discriminant";
  readonly parsedKey: ParsedKey;
  readonly rawKey: RawKey;
}

/**
 * Declares a renamed discriminant.
 * @example
 * ```ts
 * serialization.union(serialization.discriminant("petType", "pet_type"), { cat: Cat, dog: Dog });
 * ```
 */
export function discriminant<ParsedKey extends string, RawKey extends string>(
  parsedKey: ParsedKey,
  rawKey: RawKey,
): Discriminant<RawKey, ParsedKey> {
  return { kind: "discriminant", parsedKey, rawKey };
}

type rawKeyOf<D> = D extends Discriminant<infer RawKey, string> ? RawKey : D extends string ? D : never;
type parsedKeyOf<D> = D extends Discriminant<string, infer ParsedKey> ? ParsedKey : D extends string ? D : never;
type UnionVariants = Record<string, ObjectLikeSchema<unknown, unknown>>;

/** The wire type of a discriminated union. */
export type inferRawUnion<D, U extends UnionVariants> = {
  [K in Extract<keyof U, string>]: { [P in rawKeyOf<D>]: K } & inferRaw<U[K]>;
}[Extract<keyof U, string>];
/** The TypeScript type of a discriminated union. */
export type inferParsedUnion<D, U extends UnionVariants> = {
  [K in Extract<keyof U, string>]: { [P in parsedKeyOf<D>]: K } & inferParsed<U[K]>;
}[Extract<keyof U, string>];

/**
 * A discriminated union: the discriminant's value picks the object schema for the rest.
 *
 * @example
 * ```ts
 * const Shape = serialization.union("type", {
 *   circle: serialization.object({ radius: serialization.number() }),
 *   square: serialization.object({ side: serialization.number() }),
 * });
 * Shape.parse({ type: "circle", radius: 1 }); // { ok: true, value: { type: "circle", radius: 1 } }
 * ```
 */
export function union<D extends string | Discriminant<string, string>, U extends UnionVariants>(
  discriminantKey: D,
  variants: U,
): Schema<inferRawUnion<D, U>, inferParsedUnion<D, U>> {
  const rawKey = typeof discriminantKey === "string" ? discriminantKey : discriminantKey.rawKey;
  const parsedKey = typeof discriminantKey === "string" ? discriminantKey : discriminantKey.parsedKey;
  const names = Object.keys(variants);
  const convert = (
    input: unknown,
    opts: SchemaOptions | undefined,
    direction: "parse" | "json",
  ): MaybeValid<unknown> => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) {
      return fail(opts, `Expected object. Received ${describeValue(input)}.`);
    }
    const from = direction === "parse" ? rawKey : parsedKey;
    const to = direction === "parse" ? parsedKey : rawKey;
    const { [from]: _discriminant, ...rest } = input as Record<string, unknown>;
    const value = getOwn(input as Record<string, unknown>, from);
    if (typeof value !== "string") {
      return fail(opts, `Expected discriminant "${from}" to be a string. Received ${describeValue(value)}.`);
    }
    const variant = Object.prototype.hasOwnProperty.call(variants, value) ? variants[value] : undefined;
    if (variant === undefined) {
      if (opts?.allowUnrecognizedUnionMembers === true) return { ok: true, value: input };
      return fail(
        opts,
        `Unknown discriminant value ${describeValue(value)} for "${from}"; expected one of ${names.map((n) => JSON.stringify(n)).join(", ")}.`,
      );
    }
    const result = direction === "parse" ? variant.parse(rest, opts) : variant.json(rest, opts);
    if (!result.ok) return result;
    return { ok: true, value: { [to]: value, ...(result.value as Record<string, unknown>) } };
  };
  return createSchema<inferRawUnion<D, U>, inferParsedUnion<D, U>>({
    getType: () => "union",
    parse: (raw, opts) => convert(raw, opts, "parse") as MaybeValid<inferParsedUnion<D, U>>,
    json: (parsed, opts) => convert(parsed, opts, "json") as MaybeValid<inferRawUnion<D, U>>,
  });
}

/**
 * A union without a discriminant: the first member that accepts the value wins, so list
 * the most specific members first.
 *
 * @example
 * ```ts
 * const Id = serialization.undiscriminatedUnion([serialization.number(), serialization.string()]);
 * Id.parse("a"); // { ok: true, value: "a" }
 * ```
 */
export function undiscriminatedUnion<
  Schemas extends readonly [BaseSchema<unknown, unknown>, ...BaseSchema<unknown, unknown>[]],
>(schemas: Schemas): Schema<inferRaw<Schemas[number]>, inferParsed<Schemas[number]>> {
  const convert = (
    input: unknown,
    opts: SchemaOptions | undefined,
    direction: "parse" | "json",
  ): MaybeValid<unknown> => {
    const strict: SchemaOptions = { ...opts, skipValidation: false };
    for (const schema of schemas) {
      const result = direction === "parse" ? schema.parse(input, strict) : schema.json(input, strict);
      if (result.ok) return result;
    }
    return fail(
      opts,
      `Expected a value matching one of ${schemas.length} union members. Received ${describeValue(input)}.`,
    );
  };
  return createSchema<inferRaw<Schemas[number]>, inferParsed<Schemas[number]>>({
    getType: () => "undiscriminatedUnion",
    parse: (raw, opts) => convert(raw, opts, "parse") as MaybeValid<inferParsed<Schemas[number]>>,
    json: (parsed, opts) => convert(parsed, opts, "json") as MaybeValid<inferRaw<Schemas[number]>>,
  });
}
