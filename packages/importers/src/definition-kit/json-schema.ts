import type {
  DiscriminatedUnionVariant,
  ObjectProperty,
  PrimitiveRules,
  PrimitiveType,
  SourceLocation,
  TypeDeclaration,
  TypeReference,
  TypeShape,
} from '@bracken/ir';
import * as path from 'node:path';
import { referenceTarget, type ReferencedDocument, type ReferenceTarget } from '../references/reference-loader';
import type { LocatedYaml } from './located-yaml';
import { splitPointer } from './located-yaml';
import type { TypeNamer } from './naming';
import { joinPointer } from '@bracken/errors';

/** How schemas turn into IR types; the meanings follow the OpenAPI settings of the same names. */
export interface SchemaSettings {
  /** Use a schema's `title` as its type name. @default false */
  titleAsSchemaName: boolean;
  /** Keep nullable schemas nullable; when false, nullable properties become optional. @default true */
  respectNullableSchemas: boolean;
  /** A property referencing a nullable schema is optional as well as nullable. @default false */
  wrapReferencesToNullableInOptional: boolean;
  /** Every optional property is also nullable. @default false */
  coerceOptionalSchemasToNullable: boolean;
}

/** Reads the four schema settings out of a settings map (YAML spelling), with defaults. */
export function readSchemaSettings(settings: Record<string, unknown> | undefined): SchemaSettings {
  const flag = (key: string, fallback: boolean): boolean =>
    typeof settings?.[key] === 'boolean' ? (settings[key] as boolean) : fallback;
  return {
    titleAsSchemaName: flag('title-as-schema-name', false),
    respectNullableSchemas: flag('respect-nullable-schemas', true),
    wrapReferencesToNullableInOptional: flag('wrap-references-to-nullable-in-optional', false),
    coerceOptionalSchemasToNullable: flag('coerce-optional-schemas-to-nullable', false),
  };
}

type Schema = Record<string, unknown>;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

const STRING_FORMATS: Record<string, PrimitiveType> = {
  'date-time': 'dateTime',
  date: 'date',
  uuid: 'uuid',
  email: 'email',
  uri: 'uri',
  url: 'uri',
  byte: 'base64',
};

// Formats fully expressed by the primitive they select.
const CONSUMED_FORMATS = new Set([...Object.keys(STRING_FORMATS), 'int32', 'int64', 'float', 'double']);

/** Options of a {@link JsonSchemaConverter}. */
export interface JsonSchemaConverterOptions {
  /** The whole (merged) document, for resolving local `$ref`s. */
  root: unknown;
  /** Where nodes are, for errors and source locations. */
  located: LocatedYaml;
  namer: TypeNamer;
  /** The IR's type table; declarations are added to it. */
  types: Record<string, TypeDeclaration>;
  settings: SchemaSettings;
  namespace?: string;
  /** Absolute path of the document, so `$ref`s to other files resolve next to it. */
  file?: string;
  /**
   * The documents the definition refers to, already read under its reference policy (see
   * `loadReferencedDocuments`); a `$ref` to any other document is an error.
   */
  references?: ReadonlyMap<string, ReferencedDocument<LocatedYaml>>;
}

/** A document a pointer lives in: the main one, or a file reached through a `$ref`. */
interface RefDocument {
  absolute: string | undefined;
  located: LocatedYaml;
  value: unknown;
}

// Far deeper than real schemas go, yet shallow enough for the recursion that converts them.
const MAX_DECLARATION_DEPTH = 1000;

// Pointers into other files are written `ext:<absolute path>#<pointer>`; plain pointers belong to the main document.
const EXTERNAL = /^ext:(.*?)#(\/.*|)$/;

/**
 * Converts JSON Schema (as used by AsyncAPI and OpenRPC) into IR type references, hoisting
 * every inline object, enum and union into a named declaration. Local `$ref`s become named
 * types once per target, so circular schemas terminate.
 */
export class JsonSchemaConverter {
  private readonly byPointer = new Map<string, string>();
  /** Named schemas being converted, one inside the other. */
  private declaring = 0;

  constructor(private readonly options: JsonSchemaConverterOptions) {}

  private readonly documents = new Map<string, RefDocument>();

  /** The document a (possibly qualified) pointer belongs to, and the pointer inside it. */
  private documentOf(qualified: string): { doc: RefDocument; pointer: string } {
    const match = EXTERNAL.exec(qualified);
    const main: RefDocument = { absolute: this.options.file, located: this.options.located, value: this.options.root };
    if (!match) return { doc: main, pointer: qualified };
    return { doc: this.documents.get(match[1]!) ?? main, pointer: match[2]! };
  }

  private qualify(doc: RefDocument, pointer: string): string {
    return doc.absolute === this.options.file || doc.absolute === undefined
      ? pointer
      : `ext:${doc.absolute}#${pointer}`;
  }

  /** A {@link DefinitionError} at a (possibly qualified) pointer, in the right file. */
  fail(reason: string, qualified: string): Error {
    const { doc, pointer } = this.documentOf(qualified);
    return doc.located.fail(reason, pointer);
  }

  private loadDocument(from: RefDocument, file: string, at: string): RefDocument {
    if (!from.absolute) throw this.fail(`unsupported $ref to another file "${file}"`, at);
    let target: ReferenceTarget | undefined;
    try {
      target = referenceTarget(file, from.absolute);
    } catch (error) {
      throw this.fail(`cannot follow $ref ${JSON.stringify(file)} (${(error as Error).message})`, at);
    }
    if (target === undefined) return from;
    const cached = this.documents.get(target.key);
    if (cached) return cached;
    const loaded = this.options.references?.get(target.key);
    if (!loaded) throw this.fail(`$ref file not found (${file})`, at);
    const doc: RefDocument = { absolute: target.key, located: loaded.parsed, value: loaded.parsed.value };
    this.documents.set(target.key, doc);
    return doc;
  }

  /** Resolves a `$ref` (local, or to another file next to the document) to its target schema and pointer. */
  resolveRef(ref: string, at: string): { schema: unknown; pointer: string } {
    const { doc: from } = this.documentOf(at);
    const hash = ref.indexOf('#');
    const filePart = hash >= 0 ? ref.slice(0, hash) : ref;
    const fragment = hash >= 0 ? ref.slice(hash) : '';
    const doc = filePart === '' ? from : this.loadDocument(from, filePart, at);
    let node: unknown = doc.value;
    for (const segment of splitPointer(fragment)) {
      node = isSchema(node) ? node[segment] : Array.isArray(node) ? node[Number(segment)] : undefined;
      if (node === undefined) throw this.fail(`unresolved $ref "${ref}"`, at);
    }
    const pointer = fragment.startsWith('#') ? decodeURIComponent(fragment.slice(1)) : fragment;
    return { schema: node, pointer: this.qualify(doc, pointer) };
  }

  /** Follows `$ref`s until a schema that is not a reference. */
  deref(schema: unknown, at: string): { schema: unknown; pointer: string } {
    let current = { schema, pointer: at };
    const seen = new Set<string>();
    while (isSchema(current.schema) && typeof current.schema.$ref === 'string') {
      if (seen.has(current.schema.$ref)) throw this.fail(`circular $ref "${current.schema.$ref}"`, current.pointer);
      seen.add(current.schema.$ref);
      current = this.resolveRef(current.schema.$ref, joinPointer(current.pointer, '$ref'));
    }
    return current;
  }

  /** Whether a schema (after references) admits `null`. */
  isNullable(schema: unknown, at: string): boolean {
    const { schema: s } = this.deref(schema, at);
    if (!isSchema(s)) return false;
    if (s.nullable === true) return true;
    if (Array.isArray(s.type) && s.type.includes('null')) return true;
    if (Array.isArray(s.enum) && s.enum.includes(null)) return true;
    for (const key of ['oneOf', 'anyOf'] as const) {
      const members = s[key];
      if (Array.isArray(members) && members.some((m) => isSchema(m) && m.type === 'null')) return true;
    }
    return false;
  }

  /** Declares the schema at `pointer` as a named type called `name` (or its title). */
  declareNamed(name: string, schema: unknown, pointer: string): TypeReference {
    const existing = this.byPointer.get(pointer);
    if (existing) return { kind: 'named', typeId: existing };
    // Each new schema reached through a `$ref` is converted inside the one that names it.
    if (this.declaring >= MAX_DECLARATION_DEPTH)
      throw this.fail(`schemas nested too deeply through $refs (more than ${MAX_DECLARATION_DEPTH} levels)`, pointer);
    const title = isSchema(schema) ? str(schema.title) : undefined;
    const declaredName = this.options.namer.claim(this.options.settings.titleAsSchemaName && title ? title : name);
    const id = this.options.namer.idFor(declaredName);
    this.byPointer.set(pointer, id);
    // A placeholder first, so references back to this type resolve while it is converted.
    this.options.types[id] = {
      kind: 'type',
      id,
      name: declaredName,
      shape: { kind: 'alias', aliasOf: { kind: 'unknown' } },
    };
    this.declaring++;
    let shape: TypeShape;
    try {
      shape = this.shapeOf(schema, pointer, declaredName.pascalCase);
    } finally {
      this.declaring--;
    }
    this.options.types[id] = this.declaration(id, declaredName, shape, schema, pointer);
    return { kind: 'named', typeId: id };
  }

  /** Converts a schema in a position where `null` is allowed to show (message payloads, results). */
  convert(schema: unknown, pointer: string, nameHint: string): TypeReference {
    const inner = this.convertNonNull(schema, pointer, nameHint);
    if (!this.isNullable(schema, pointer) || inner.kind === 'unknown') return inner;
    return this.options.settings.respectNullableSchemas ? { kind: 'nullable', itemType: inner } : inner;
  }

  /**
   * The type of an object property (or a named parameter): optional unless required, with the
   * nullable settings applied.
   */
  convertProperty(schema: unknown, pointer: string, nameHint: string, required: boolean): TypeReference {
    const settings = this.options.settings;
    const nullable = this.isNullable(schema, pointer);
    const isRef = isSchema(schema) && typeof schema.$ref === 'string';
    let type = this.convertNonNull(schema, pointer, nameHint);
    let optional = !required;
    if (nullable && type.kind !== 'unknown') {
      if (settings.respectNullableSchemas) type = { kind: 'nullable', itemType: type };
      else optional = true;
      if (isRef && settings.wrapReferencesToNullableInOptional) optional = true;
    }
    if (optional && settings.coerceOptionalSchemasToNullable && type.kind !== 'nullable' && type.kind !== 'unknown')
      type = { kind: 'nullable', itemType: type };
    return optional ? { kind: 'optional', itemType: type } : type;
  }

  private convertNonNull(schema: unknown, pointer: string, nameHint: string): TypeReference {
    if (schema === true || schema === undefined) return { kind: 'unknown' };
    if (!isSchema(schema)) throw this.fail('invalid schema (expected an object)', pointer);
    if (typeof schema.$ref === 'string') {
      const target = this.resolveRef(schema.$ref, joinPointer(pointer, '$ref'));
      const inner = this.documentOf(target.pointer);
      const segments = splitPointer(inner.pointer);
      // A whole-file reference is named after the file.
      const fileName = inner.doc.absolute
        ? path.basename(inner.doc.absolute).replace(/\.(ya?ml|json)$/i, '')
        : nameHint;
      return this.declareNamed(segments[segments.length - 1] ?? fileName, target.schema, target.pointer);
    }
    if ('const' in schema && schema.const !== null) {
      const value = schema.const;
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        return { kind: 'literal', value };
    }
    const types = this.typesOf(schema);
    if (Array.isArray(schema.enum)) {
      const values = schema.enum.filter((v) => v !== null);
      if (
        values.length === 1 &&
        (typeof values[0] === 'string' || typeof values[0] === 'number' || typeof values[0] === 'boolean')
      ) {
        return { kind: 'literal', value: values[0] };
      }
      if (values.length > 0 && values.every((v) => typeof v === 'string')) return this.hoist(schema, pointer, nameHint);
    }
    for (const key of ['oneOf', 'anyOf'] as const) {
      const members = schema[key];
      if (Array.isArray(members)) {
        const live = members.filter((m) => !(isSchema(m) && m.type === 'null'));
        if (live.length === 1 && !schema.properties)
          return this.convertNonNull(live[0], joinPointer(pointer, key, members.indexOf(live[0])), nameHint);
        if (live.length > 0) return this.hoist(schema, pointer, nameHint);
      }
    }
    if (Array.isArray(schema.allOf)) {
      if (schema.allOf.length === 1 && !schema.properties)
        return this.convertNonNull(schema.allOf[0], joinPointer(pointer, 'allOf', 0), nameHint);
      return this.hoist(schema, pointer, nameHint);
    }
    if (types.length > 1) return this.hoist(schema, pointer, nameHint);
    const type = types[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
    switch (type) {
      case 'object': {
        if (!isSchema(schema.properties) || Object.keys(schema.properties).length === 0) {
          const extra = schema.additionalProperties;
          const valueType = isSchema(extra)
            ? this.convert(extra, joinPointer(pointer, 'additionalProperties'), `${nameHint}Value`)
            : { kind: 'unknown' as const };
          return { kind: 'map', keyType: { kind: 'primitive', primitive: 'string' }, valueType };
        }
        return this.hoist(schema, pointer, nameHint);
      }
      case 'array': {
        const itemType = this.convert(schema.items, joinPointer(pointer, 'items'), `${nameHint}Item`);
        if (schema.uniqueItems === true) return { kind: 'set', itemType };
        return {
          kind: 'list',
          itemType,
          ...(num(schema.minItems) !== undefined ? { minItems: num(schema.minItems) } : {}),
          ...(num(schema.maxItems) !== undefined ? { maxItems: num(schema.maxItems) } : {}),
        };
      }
      case 'string':
      case 'integer':
      case 'number':
      case 'boolean':
        return this.primitive(type, schema);
      case 'null':
        return { kind: 'unknown' };
      default:
        return { kind: 'unknown' };
    }
  }

  private typesOf(schema: Schema): string[] {
    const raw = schema.type;
    const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
    return list.filter((t): t is string => typeof t === 'string' && t !== 'null');
  }

  private primitive(type: 'string' | 'integer' | 'number' | 'boolean', schema: Schema): TypeReference {
    const format = str(schema.format);
    let primitive: PrimitiveType;
    if (type === 'string') primitive = (format && STRING_FORMATS[format]) || 'string';
    else if (type === 'integer') primitive = format === 'int64' ? 'long' : 'integer';
    else if (type === 'number')
      primitive =
        format === 'float' ? 'float' : format === 'int64' ? 'long' : format === 'int32' ? 'integer' : 'double';
    else primitive = 'boolean';
    const rules: PrimitiveRules = {};
    for (const key of ['minLength', 'maxLength', 'minimum', 'maximum', 'multipleOf'] as const) {
      const value = num(schema[key]);
      if (value !== undefined) rules[key] = value;
    }
    if (typeof schema.pattern === 'string') rules.pattern = schema.pattern;
    if (typeof schema.exclusiveMinimum === 'number') {
      rules.minimum = schema.exclusiveMinimum;
      rules.exclusiveMinimum = true;
    } else if (schema.exclusiveMinimum === true) rules.exclusiveMinimum = true;
    if (typeof schema.exclusiveMaximum === 'number') {
      rules.maximum = schema.exclusiveMaximum;
      rules.exclusiveMaximum = true;
    } else if (schema.exclusiveMaximum === true) rules.exclusiveMaximum = true;
    return {
      kind: 'primitive',
      primitive,
      ...(format && !CONSUMED_FORMATS.has(format) ? { format } : {}),
      ...(Object.keys(rules).length > 0 ? { rules } : {}),
    };
  }

  /** Declares an inline schema as a named type. */
  private hoist(schema: Schema, pointer: string, nameHint: string): TypeReference {
    return this.declareNamed(nameHint, schema, pointer);
  }

  private declaration(
    id: string,
    name: TypeDeclaration['name'],
    shape: TypeShape,
    schema: unknown,
    pointer: string,
  ): TypeDeclaration {
    const s = isSchema(schema) ? schema : {};
    const docs = str(s.description);
    const examples = Array.isArray(s.examples) ? s.examples : 'example' in s ? [s.example] : [];
    return {
      kind: 'type',
      id,
      name,
      shape,
      ...(docs ? { docs } : {}),
      ...(this.options.namespace ? { namespace: this.options.namespace } : {}),
      ...(s.deprecated === true ? { availability: 'deprecated' as const } : {}),
      ...(examples.length > 0 ? { examples: examples.map((value) => ({ kind: 'example' as const, value })) } : {}),
      source: this.source(pointer),
    };
  }

  /** A source location for a pointer of the document. */
  source(qualified: string): SourceLocation {
    const { doc, pointer } = this.documentOf(qualified);
    const at = doc.located.locate(pointer);
    return { kind: 'source', file: doc.located.file, pointer, line: at.line, column: at.column };
  }

  /** The shape of a schema declared as a named type. */
  private shapeOf(schema: unknown, pointer: string, typeName: string): TypeShape {
    const { schema: resolved, pointer: at } = this.deref(schema, pointer);
    if (!isSchema(resolved)) return { kind: 'alias', aliasOf: this.convert(resolved, at, typeName) };
    const s = resolved;
    if (Array.isArray(s.enum)) {
      const values = s.enum.filter((v): v is string => typeof v === 'string');
      if (values.length > 1 || (values.length === 1 && s.enum.length > 1)) {
        return {
          kind: 'enum',
          forwardCompatible: false,
          values: values.map((v) => ({ kind: 'enumValue', name: this.options.namer.name(v) })),
          ...(typeof s.default === 'string' ? { default: s.default } : {}),
        };
      }
    }
    for (const key of ['oneOf', 'anyOf'] as const) {
      const members = s[key];
      if (!Array.isArray(members)) continue;
      const live = members.map((m, i) => ({ m, i })).filter(({ m }) => !(isSchema(m) && m.type === 'null'));
      const union = this.discriminatedUnion(s, live, joinPointer(at, key), typeName);
      if (union) return union;
      if (live.length === 1)
        return { kind: 'alias', aliasOf: this.convertNonNull(live[0]!.m, joinPointer(at, key, live[0]!.i), typeName) };
      return {
        kind: 'undiscriminatedUnion',
        members: live.map(({ m, i }) => ({
          kind: 'member',
          type: this.convertNonNull(m, joinPointer(at, key, i), `${typeName}${i + 1}`),
        })),
      };
    }
    if (Array.isArray(s.allOf)) {
      const parents: string[] = [];
      const properties: ObjectProperty[] = [];
      s.allOf.forEach((member, i) => {
        const memberAt = joinPointer(at, 'allOf', i);
        if (isSchema(member) && typeof member.$ref === 'string') {
          const ref = this.convertNonNull(member, memberAt, `${typeName}Parent`);
          if (ref.kind === 'named' && this.options.types[ref.typeId]?.shape.kind !== 'alias') {
            parents.push(ref.typeId);
            return;
          }
        }
        const { schema: inner, pointer: innerAt } = this.deref(member, memberAt);
        if (isSchema(inner)) properties.push(...this.properties(inner, innerAt, typeName));
      });
      properties.push(...this.properties(s, at, typeName));
      return { kind: 'object', extends: parents, properties };
    }
    const types = this.typesOf(s);
    if (types.length > 1) {
      return {
        kind: 'undiscriminatedUnion',
        members: types.map((t) => ({
          kind: 'member',
          type: this.convertNonNull({ ...s, type: t }, at, `${typeName}${t}`),
        })),
      };
    }
    if (types[0] === 'object' || (types.length === 0 && isSchema(s.properties))) {
      const extra = s.additionalProperties;
      return {
        kind: 'object',
        extends: [],
        properties: this.properties(s, at, typeName),
        ...(extra === true
          ? { additionalProperties: { kind: 'unknown' as const } }
          : isSchema(extra)
            ? { additionalProperties: this.convert(extra, joinPointer(at, 'additionalProperties'), `${typeName}Value`) }
            : {}),
      };
    }
    return { kind: 'alias', aliasOf: this.convert(s, at, `${typeName}Value`) };
  }

  private properties(schema: Schema, pointer: string, typeName: string): ObjectProperty[] {
    if (!isSchema(schema.properties)) return [];
    const required = new Set(
      Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [],
    );
    return Object.entries(schema.properties).map(([key, propertySchema]) => {
      const at = joinPointer(pointer, 'properties', key);
      const name = this.options.namer.name(key);
      const valueType = this.convertProperty(propertySchema, at, `${typeName}${name.pascalCase}`, required.has(key));
      const p = isSchema(propertySchema) ? propertySchema : {};
      const docs = str(p.description);
      return {
        kind: 'property',
        name,
        valueType,
        ...(docs ? { docs } : {}),
        ...(p.readOnly === true ? { readOnly: true } : {}),
        ...(p.writeOnly === true ? { writeOnly: true } : {}),
        ...(p.deprecated === true ? { availability: 'deprecated' as const } : {}),
        ...('default' in p ? { default: p.default } : {}),
        ...('example' in p
          ? { example: p.example }
          : Array.isArray(p.examples) && p.examples.length > 0
            ? { example: p.examples[0] }
            : {}),
      };
    });
  }

  /**
   * A `oneOf` whose members are all references to objects, with a discriminator property
   * (AsyncAPI's string form or OpenAPI's `{ propertyName, mapping }`).
   */
  private discriminatedUnion(
    schema: Schema,
    members: Array<{ m: unknown; i: number }>,
    pointer: string,
    typeName: string,
  ): TypeShape | undefined {
    const raw = schema.discriminator;
    const property = typeof raw === 'string' ? raw : isSchema(raw) ? str(raw.propertyName) : undefined;
    if (!property || members.length === 0) return undefined;
    const mapping = isSchema(raw) && isSchema(raw.mapping) ? raw.mapping : {};
    const variants: DiscriminatedUnionVariant[] = [];
    for (const { m, i } of members) {
      if (!isSchema(m) || typeof m.$ref !== 'string') return undefined;
      const ref = this.convertNonNull(m, joinPointer(pointer, i), `${typeName}${i + 1}`);
      if (ref.kind !== 'named') return undefined;
      const target = this.deref(m, joinPointer(pointer, i)).schema;
      const propertySchema = isSchema(target) && isSchema(target.properties) ? target.properties[property] : undefined;
      const fromMapping = Object.entries(mapping).find(([, v]) => v === m.$ref)?.[0];
      const fromSchema = isSchema(propertySchema)
        ? (str(propertySchema.const) ?? (Array.isArray(propertySchema.enum) ? str(propertySchema.enum[0]) : undefined))
        : undefined;
      const segments = splitPointer(m.$ref);
      variants.push({
        kind: 'variant',
        discriminantValue: fromMapping ?? fromSchema ?? segments[segments.length - 1]!,
        typeId: ref.typeId,
      });
    }
    return {
      kind: 'discriminatedUnion',
      discriminant: this.options.namer.name(property),
      variants,
      baseProperties: [],
    };
  }
}
