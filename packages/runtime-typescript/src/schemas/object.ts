import {
  acceptsUndefined,
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

/** Members every plain object inherits: a key named like one is read only when it is the object's own. */
const INHERITED: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/** An object property whose wire key differs from its TypeScript key. */
export interface Property<RawKey extends string, Raw, Parsed> {
  readonly kind: "property";
  readonly rawKey: RawKey;
  readonly valueSchema: BaseSchema<Raw, Parsed>;
}

/**
 * Declares the wire key of an object property.
 * @example
 * ```ts
 * serialization.object({ firstName: serialization.property("first_name", serialization.string()) });
 * ```
 */
export function property<RawKey extends string, Raw, Parsed>(
  rawKey: RawKey,
  valueSchema: BaseSchema<Raw, Parsed>,
): Property<RawKey, Raw, Parsed> {
  return { kind: "property", rawKey, valueSchema };
}

/** Property declarations of an object schema, keyed by TypeScript name. */
export type PropertySchemas<ParsedKeys extends PropertyKey = string> = Record<
  ParsedKeys,
  Property<string, unknown, unknown> | BaseSchema<unknown, unknown>
>;

/** One resolved property: both keys and the value schema. */
export interface ObjectProperty {
  parsedKey: string;
  rawKey: string;
  schema: BaseSchema<unknown, unknown>;
}

type Flatten<T> = { [K in keyof T]: T[K] } & {};
/** Whether the program checks null and undefined: without it, every type admits `undefined`. */
type StrictNullChecks = undefined extends null ? false : true;
/**
 * Makes keys whose type admits `undefined` optional. Without `strictNullChecks` no type can
 * tell, so every key stays as declared, and the parsed type still fits the declared interface.
 */
export type addQuestionMarks<T> = StrictNullChecks extends true
  ? Flatten<
      { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
        [K in keyof T as undefined extends T[K] ? K : never]?: T[K];
      }
    >
  : Flatten<T>;
type inferParsedProperty<P> =
  P extends Property<string, unknown, infer Parsed>
    ? Parsed
    : P extends BaseSchema<unknown, infer Parsed>
      ? Parsed
      : never;
type inferRawProperty<P> =
  P extends Property<string, infer Raw, unknown> ? Raw : P extends BaseSchema<infer Raw, unknown> ? Raw : never;
type inferRawKey<ParsedKey extends PropertyKey, P> =
  P extends Property<infer RawKey, unknown, unknown> ? RawKey : ParsedKey;

/** The TypeScript type of an object schema's properties. */
export type inferParsedObject<T extends PropertySchemas<keyof T>> = addQuestionMarks<{
  [K in keyof T]: inferParsedProperty<T[K]>;
}>;
/** The wire type of an object schema's properties. */
export type inferRawObject<T extends PropertySchemas<keyof T>> = addQuestionMarks<{
  [K in keyof T as inferRawKey<K, T[K]>]: inferRawProperty<T[K]>;
}>;

/** A schema that knows its properties, so it can be extended or used as a union member. */
export interface ObjectLikeSchema<Raw, Parsed> extends Schema<Raw, Parsed> {
  /** Every declared property. */
  getProperties(): ObjectProperty[];
}

/** An object schema: renames keys between wire and TypeScript and checks each value. */
export interface ObjectSchema<Raw, Parsed> extends ObjectLikeSchema<Raw, Parsed> {
  /** Adds the properties of another object schema (used for `allOf`/`extends`). */
  extend<RawExtension, ParsedExtension>(
    extension: ObjectLikeSchema<RawExtension, ParsedExtension>,
  ): ObjectSchema<Raw & RawExtension, Parsed & ParsedExtension>;
  /** Adds properties computed from the parsed value; they are not sent back by `json`. */
  withParsedProperties<Extra extends Record<string, unknown>>(
    properties: {
      [K in keyof Extra]: Extra[K] | ((parsed: Parsed) => Extra[K]);
    },
  ): ObjectSchema<Raw, Parsed & Extra>;
}

interface ComputedProperty {
  key: string;
  value: unknown;
}

/**
 * An object. Each entry is a schema (same key on the wire) or a {@link property} (renamed).
 * Keys whose schema is optional may be missing; unknown keys follow `unrecognizedObjectKeys`.
 *
 * @example
 * ```ts
 * const User = serialization.object({
 *   userId: serialization.property("user_id", serialization.string()),
 *   createdAt: serialization.property("created_at", serialization.date()),
 *   nickname: serialization.string().optional(),
 * });
 * User.parse({ user_id: "u1", created_at: "2024-01-01T00:00:00Z" });
 * // { ok: true, value: { userId: "u1", createdAt: Date } }
 * ```
 */
export function object<T extends PropertySchemas<keyof T>>(
  schemas: T,
): ObjectSchema<inferRawObject<T>, inferParsedObject<T>> {
  const properties = Object.entries(schemas).map(([parsedKey, declaration]) =>
    toObjectProperty(parsedKey, declaration),
  );
  return buildObject(() => properties, []);
}

/**
 * Like {@link object}, but the TypeScript type marks every property required (the runtime
 * behaviour is the same).
 * @example
 * ```ts
 * const Point = serialization.objectWithoutOptionalProperties({ x: serialization.number(), y: serialization.number() });
 * ```
 */
export function objectWithoutOptionalProperties<T extends PropertySchemas<keyof T>>(
  schemas: T,
): ObjectSchema<inferRawObject<T>, { [K in keyof T]: inferParsedProperty<T[K]> }> {
  const properties = Object.entries(schemas).map(([parsedKey, declaration]) =>
    toObjectProperty(parsedKey, declaration),
  );
  return buildObject(() => properties, []);
}

/**
 * The property declarations of an object schema for a TypeScript type declared elsewhere:
 * each key of `Parsed` maps to a schema (or a renamed {@link property}) producing that key's type.
 */
export type PropertySchemasOf<Parsed> = {
  [K in keyof Parsed]: Property<string, unknown, Parsed[K]> | BaseSchema<unknown, Parsed[K]>;
};

/**
 * Like {@link object}, for a TypeScript type that is already declared. Each property schema is
 * checked against that type's property, and the schema parses to `Parsed` itself, so the type
 * checker does not have to infer the object's type from its schemas and compare the two.
 *
 * The properties come from a function that runs once, on first use. It may therefore name
 * schemas declared further down the module, or the schema itself, without `lazy`.
 * Generated SDKs declare every named object type this way.
 *
 * @example
 * ```ts
 * interface Folder { name: string; parent?: Folder | null }
 * const Folder: Schema<unknown, Folder> = serialization.objectOf<Folder>(() => ({
 *   name: serialization.string(),
 *   parent: serialization.property("parent_folder", Folder.nullable().optional()),
 * }));
 * ```
 */
export function objectOf<Parsed>(getSchemas: () => PropertySchemasOf<Parsed>): ObjectSchema<unknown, Parsed> {
  let properties: ObjectProperty[] | undefined;
  const getProperties = (): ObjectProperty[] =>
    (properties ??= Object.entries(getSchemas()).map(([parsedKey, declaration]) =>
      toObjectProperty(parsedKey, declaration),
    ));
  return buildObject(getProperties, []);
}

function toObjectProperty(parsedKey: string, declaration: unknown): ObjectProperty {
  if (isProperty(declaration)) return { parsedKey, rawKey: declaration.rawKey, schema: declaration.valueSchema };
  return { parsedKey, rawKey: parsedKey, schema: declaration as BaseSchema<unknown, unknown> };
}

function isProperty(value: unknown): value is Property<string, unknown, unknown> {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "property";
}

/** Builds an object schema over a (possibly lazy) property list. */
export function buildObject<Raw, Parsed>(
  getProperties: () => ObjectProperty[],
  computed: ComputedProperty[],
): ObjectSchema<Raw, Parsed> {
  const base = createSchema<Raw, Parsed>({
    getType: () => "object",
    parse: (raw, opts) => convertObject(raw, opts, getProperties(), computed, "parse") as MaybeValid<Parsed>,
    json: (parsed, opts) => convertObject(parsed, opts, getProperties(), computed, "json") as MaybeValid<Raw>,
  });
  return {
    ...base,
    getProperties,
    extend<RawExtension, ParsedExtension>(extension: ObjectLikeSchema<RawExtension, ParsedExtension>) {
      return buildObject<Raw & RawExtension, Parsed & ParsedExtension>(
        () => [...getProperties(), ...extension.getProperties()],
        computed,
      );
    },
    withParsedProperties<Extra extends Record<string, unknown>>(
      extra: {
        [K in keyof Extra]: Extra[K] | ((parsed: Parsed) => Extra[K]);
      },
    ) {
      const added = Object.entries(extra).map(([key, value]) => ({ key, value }));
      return buildObject<Raw, Parsed & Extra>(getProperties, [...computed, ...added]);
    },
  };
}

function convertObject(
  input: unknown,
  opts: SchemaOptions | undefined,
  properties: ObjectProperty[],
  computed: ComputedProperty[],
  direction: "parse" | "json",
): MaybeValid<Record<string, unknown>> {
  if (typeof input !== "object" || input === null || Array.isArray(input) || input instanceof Date) {
    return fail(opts, `Expected object. Received ${describeValue(input)}.`);
  }
  const source = input as Record<string, unknown>;
  const output: Record<string, unknown> = {};
  const errors: ValidationError[] = [];
  const known = new Set<string>();
  for (const prop of properties) {
    const from = direction === "parse" ? prop.rawKey : prop.parsedKey;
    const to = direction === "parse" ? prop.parsedKey : prop.rawKey;
    known.add(from);
    const value = INHERITED.has(from)
      ? Object.prototype.hasOwnProperty.call(source, from)
        ? source[from]
        : undefined
      : source[from];
    const nested = childOptions(opts, from);
    if (value === undefined && acceptsUndefined(prop.schema)) {
      if (Object.prototype.hasOwnProperty.call(source, from) && prop.schema.getType() !== "optional")
        setOwn(output, to, undefined);
      continue;
    }
    if (value === undefined && !Object.prototype.hasOwnProperty.call(source, from)) {
      if (opts?.skipValidation !== true)
        errors.push({ path: nested.breadcrumbsPrefix ?? [], message: `Missing required key "${from}"` });
      continue;
    }
    const result = direction === "parse" ? prop.schema.parse(value, nested) : prop.schema.json(value, nested);
    if (result.ok === true) {
      if (result.value !== undefined) setOwn(output, to, result.value);
    } else {
      errors.push(...result.errors);
    }
  }
  const computedKeys = new Set(computed.map((c) => c.key));
  const mode = opts?.skipValidation === true ? "passthrough" : (opts?.unrecognizedObjectKeys ?? "passthrough");
  for (const [key, value] of Object.entries(source)) {
    if (known.has(key) || (direction === "json" && computedKeys.has(key))) continue;
    if (mode === "passthrough") setOwn(output, key, value);
    else if (mode === "fail")
      errors.push({ path: childOptions(opts, key).breadcrumbsPrefix ?? [], message: `Unexpected key "${key}"` });
  }
  if (errors.length > 0) return { ok: false, errors };
  if (direction === "parse") {
    for (const { key, value } of computed)
      setOwn(output, key, typeof value === "function" ? (value as (p: unknown) => unknown)(output) : value);
  }
  return { ok: true, value: output };
}
