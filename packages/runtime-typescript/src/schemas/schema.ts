import { CoreError } from "../errors/core-error";

/** Options shared by every `parse` and `json` call; passed down to nested schemas. */
export interface SchemaOptions {
  /**
   * What to do with object keys no property declares.
   * @default "passthrough"
   */
  unrecognizedObjectKeys?: "passthrough" | "strip" | "fail";
  /**
   * Accept enum values the schema does not list (forward-compatible enums).
   * @default false
   */
  allowUnrecognizedEnumValues?: boolean;
  /**
   * Accept discriminated-union members whose discriminant the schema does not list; the
   * value passes through unchanged.
   * @default false
   */
  allowUnrecognizedUnionMembers?: boolean;
  /**
   * Never fail: a value that does not validate is passed through as received.
   * @default false
   */
  skipValidation?: boolean;
  /**
   * Path prepended to every error, e.g. `["response"]`.
   * @default []
   */
  breadcrumbsPrefix?: string[];
}

/** One validation failure, with the path of keys and indexes leading to it. */
export interface ValidationError {
  path: string[];
  message: string;
}

/** The result of `parse` or `json`. */
export type MaybeValid<T> = { ok: true; value: T } | { ok: false; errors: ValidationError[] };

/** What kind of schema this is; lets objects and unions inspect their members. */
export type SchemaType =
  | "string"
  | "number"
  | "boolean"
  | "bigint"
  | "date"
  | "unknown"
  | "any"
  | "literal"
  | "enum"
  | "list"
  | "set"
  | "record"
  | "object"
  | "union"
  | "undiscriminatedUnion"
  | "optional"
  | "nullable"
  | "optionalNullable"
  | "transform";

/** The minimum a schema implements: both directions and its kind. */
export interface BaseSchema<Raw, Parsed> {
  /** Wire JSON → TypeScript value. */
  parse(raw: unknown, opts?: SchemaOptions): MaybeValid<Parsed>;
  /** TypeScript value → wire JSON. */
  json(parsed: unknown, opts?: SchemaOptions): MaybeValid<Raw>;
  /** The schema's kind. */
  getType(): SchemaType;
}

/**
 * Maps wire JSON (`Raw`) to TypeScript values (`Parsed`) and back.
 *
 * @example
 * ```ts
 * const result = serialization.string().parse(42);
 * // { ok: false, errors: [{ path: [], message: "Expected string. Received 42." }] }
 * ```
 */
export interface Schema<Raw, Parsed> extends BaseSchema<Raw, Parsed> {
  /** Like `parse`, but throws {@link SchemaValidationError} on failure. */
  parseOrThrow(raw: unknown, opts?: SchemaOptions): Parsed;
  /** Like `json`, but throws {@link SchemaValidationError} on failure. */
  jsonOrThrow(parsed: unknown, opts?: SchemaOptions): Raw;
  /** Allows the value to be missing: wire `undefined` (or `null`) ↔ `undefined`. */
  optional(): Schema<Raw | null | undefined, Parsed | undefined>;
  /** Allows `null`, kept as `null` both ways; a missing value is still an error. */
  nullable(): Schema<Raw | null, Parsed | null>;
  /** Allows both: `undefined` ↔ `undefined` and `null` ↔ `null`. */
  optionalNullable(): Schema<Raw | null | undefined, Parsed | null | undefined>;
  /** Adds a conversion on the parsed side. */
  transform<Transformed>(transformer: {
    transform(parsed: Parsed): Transformed;
    untransform(transformed: Transformed): Parsed;
  }): Schema<Raw, Transformed>;
}

/** The wire type of a schema. */
export type inferRaw<S> = S extends BaseSchema<infer Raw, unknown> ? Raw : never;
/** The TypeScript type of a schema. */
export type inferParsed<S> = S extends BaseSchema<unknown, infer Parsed> ? Parsed : never;

/** Raised by `parseOrThrow` and `jsonOrThrow`; lists every failure with its path. */
export class SchemaValidationError extends CoreError {
  override name = "SchemaValidationError";
  /** Every failure found. */
  readonly errors: ValidationError[];

  constructor(operation: "parse" | "json", errors: ValidationError[]) {
    super(`Validation failed (${operation}): ${errors.map(formatValidationError).join("; ")}`);
    this.errors = errors;
  }
}

/** `path.to.key: message`, or just the message at the root. */
export function formatValidationError(error: ValidationError): string {
  return error.path.length > 0 ? `${error.path.join(".")}: ${error.message}` : error.message;
}

/** Adds the shared methods to a base schema. */
export function createSchema<Raw, Parsed>(base: BaseSchema<Raw, Parsed>): Schema<Raw, Parsed> {
  const schema: Schema<Raw, Parsed> = {
    getType: () => base.getType(),
    parse: (raw, opts) => lenient(base.parse(raw, opts), raw, opts),
    json: (parsed, opts) => lenient(base.json(parsed, opts), parsed, opts),
    parseOrThrow(raw, opts) {
      const result = schema.parse(raw, opts);
      // Compared with `===`: without strictNullChecks, a truthiness test narrows no union.
      if (result.ok === false) throw new SchemaValidationError("parse", result.errors);
      return result.value;
    },
    jsonOrThrow(parsed, opts) {
      const result = schema.json(parsed, opts);
      if (result.ok === false) throw new SchemaValidationError("json", result.errors);
      return result.value;
    },
    optional: () => optional(schema),
    nullable: () => nullable(schema),
    optionalNullable: () => optionalNullable(schema),
    transform: (transformer) => transform(schema, transformer),
  };
  return schema;
}

function lenient<T>(result: MaybeValid<T>, input: unknown, opts: SchemaOptions | undefined): MaybeValid<T> {
  if (!result.ok && opts?.skipValidation === true) return { ok: true, value: input as T };
  return result;
}

/** A one-error failure at the current path. */
export function fail<T>(opts: SchemaOptions | undefined, message: string): MaybeValid<T> {
  return { ok: false, errors: [{ path: opts?.breadcrumbsPrefix ?? [], message }] };
}

/** Options for a nested value, one path step deeper. */
export function childOptions(opts: SchemaOptions | undefined, step: string): SchemaOptions {
  return { ...opts, breadcrumbsPrefix: [...(opts?.breadcrumbsPrefix ?? []), step] };
}

/** Describes a received value for an error message, without echoing long strings. */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "list";
  if (value instanceof Date) return "Date";
  switch (typeof value) {
    case "string":
      return value.length > 40 ? `"${value.slice(0, 40)}…"` : JSON.stringify(value);
    case "object":
      return "object";
    case "number":
    case "boolean":
      return String(value);
    case "bigint":
      return `${value}n`;
    default:
      return typeof value;
  }
}

function optional<Raw, Parsed>(inner: Schema<Raw, Parsed>): Schema<Raw | null | undefined, Parsed | undefined> {
  return createSchema<Raw | null | undefined, Parsed | undefined>({
    getType: () => "optional",
    parse(raw, opts) {
      if (raw === undefined) return { ok: true, value: undefined };
      if (raw === null) {
        const asNull = inner.parse(null, opts);
        return asNull.ok ? asNull : { ok: true, value: undefined };
      }
      return inner.parse(raw, opts);
    },
    json(parsed, opts) {
      if (parsed === undefined) return { ok: true, value: undefined };
      if (parsed === null) {
        const asNull = inner.json(null, opts);
        return asNull.ok ? asNull : { ok: true, value: undefined };
      }
      return inner.json(parsed, opts);
    },
  });
}

function nullable<Raw, Parsed>(inner: Schema<Raw, Parsed>): Schema<Raw | null, Parsed | null> {
  return createSchema<Raw | null, Parsed | null>({
    getType: () => "nullable",
    parse: (raw, opts) => (raw === null ? { ok: true, value: null } : inner.parse(raw, opts)),
    json: (parsed, opts) => (parsed === null ? { ok: true, value: null } : inner.json(parsed, opts)),
  });
}

function optionalNullable<Raw, Parsed>(
  inner: Schema<Raw, Parsed>,
): Schema<Raw | null | undefined, Parsed | null | undefined> {
  return createSchema<Raw | null | undefined, Parsed | null | undefined>({
    getType: () => "optionalNullable",
    // Literal values, since without strictNullChecks `raw` is not narrowed to null or undefined.
    parse: (raw, opts) =>
      raw === null
        ? { ok: true, value: null }
        : raw === undefined
          ? { ok: true, value: undefined }
          : inner.parse(raw, opts),
    json: (parsed, opts) =>
      parsed === null
        ? { ok: true, value: null }
        : parsed === undefined
          ? { ok: true, value: undefined }
          : inner.json(parsed, opts),
  });
}

function transform<Raw, Parsed, Transformed>(
  inner: Schema<Raw, Parsed>,
  transformer: { transform(parsed: Parsed): Transformed; untransform(transformed: Transformed): Parsed },
): Schema<Raw, Transformed> {
  return createSchema<Raw, Transformed>({
    getType: () => "transform",
    parse(raw, opts) {
      const result = inner.parse(raw, opts);
      return result.ok === true ? { ok: true, value: transformer.transform(result.value) } : result;
    },
    json: (parsed, opts) => inner.json(transformer.untransform(parsed as Transformed), opts),
  });
}

/** Whether a schema accepts a missing value (so an object key may be absent). */
export function acceptsUndefined(schema: BaseSchema<unknown, unknown>): boolean {
  const type = schema.getType();
  return type === "optional" || type === "optionalNullable" || type === "unknown" || type === "any";
}
