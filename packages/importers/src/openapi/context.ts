import {
  createName,
  type CasingOptions,
  type Name,
  type NameScope,
  type SourceLocation,
  type TypeDeclaration,
  type TypeId,
  type TypeReference,
} from '@bracken/ir';
import { ImporterError } from '../errors';
import { isRecord, type JsonObject } from '../json';
import { claimTypeName, createTypeNameScope } from '../naming';
import type { ResolvedOpenApiSettings } from './settings';
import { escapePointerSegment, unescapePointerSegment } from '@bracken/errors';

/** Prefix of a `$ref` that names a component schema. */
export const SCHEMA_REF_PREFIX = '#/components/schemas/';

/** State shared by every step of one OpenAPI import. */
export class ImportContext {
  /** Every type and error name of the import. */
  readonly typeNames: NameScope;
  /** Declared types in declaration order. */
  readonly types = new Map<TypeId, TypeDeclaration>();
  /** Component schema key → type id (only for schemas that are not ignored). */
  readonly componentIds = new Map<string, TypeId>();
  /** Component schema key → its allocated type name. */
  readonly componentNames = new Map<string, Name>();
  /** Names by wire value; definitions repeat the same property names many times. */
  private readonly nameCache = new Map<string, Name>();
  /** Component schema keys whose schema is nullable; references to them become nullable. */
  readonly nullableComponents = new Set<string>();
  /** Component schema keys dropped with `x-bracken-ignore`. */
  readonly ignoredComponents = new Set<string>();
  /**
   * Inline schemas already hoisted, by schema object and then JSON pointer, so each is
   * hoisted once. Looking a schema up by its object needs no hash of its (long) pointer.
   */
  readonly inlineBySchema = new Map<object, InlineEntry>();
  /** What a `$ref` to a pointer inside the definition (not a component) converted to. */
  readonly refByPointer = new Map<string, TypeReference>();
  /** Pointers being converted right now, to stop a self-referencing inline schema. */
  readonly inProgress = new Set<string>();
  /** Discriminants to turn into literals on variant objects (undiscriminated unions with literals). */
  readonly literalPatches: Array<{ typeId: TypeId; property: string; value: string }> = [];

  constructor(
    readonly document: JsonObject,
    readonly settings: ResolvedOpenApiSettings,
    readonly casing: CasingOptions,
    readonly displayFile: string,
    readonly namespace: string | undefined,
  ) {
    this.typeNames = createTypeNameScope();
  }

  /** Claims a distinct type name for `wireValue`, cased from `hint`. */
  claimTypeName(wireValue: string, hint: string = wireValue): Name {
    return claimTypeName(this.typeNames, this.casing, wireValue, hint);
  }

  /** A {@link Name} for a wire value, with the import's casing. */
  name(wireValue: string): Name {
    let name = this.nameCache.get(wireValue);
    if (!name) {
      name = createName(wireValue, this.casing);
      this.nameCache.set(wireValue, name);
    }
    return name;
  }

  /** Type or error id for a generated PascalCase name, prefixed with the namespace. */
  id(pascal: string): TypeId {
    return this.namespace !== undefined ? `${this.namespace}::${pascal}` : pascal;
  }

  /** Source location of a JSON pointer in this definition. */
  source(pointer: string): SourceLocation {
    return { kind: 'source', file: this.displayFile, pointer };
  }

  /** The component schemas object (`components.schemas`), possibly empty. */
  componentSchemas(): JsonObject {
    const components = this.document['components'];
    const schemas = isRecord(components) ? components['schemas'] : undefined;
    return isRecord(schemas) ? schemas : {};
  }
}

/** Reads `x-bracken-audiences` (a string or a list of strings). */
export function readAudiences(node: JsonObject): string[] | undefined {
  return audiencesFrom(node['x-bracken-audiences']);
}

/** The audiences an `x-bracken-audiences` value lists (see {@link readAudiences}). */
export function audiencesFrom(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) {
    const audiences = value.filter((v): v is string => typeof v === 'string');
    return audiences.length > 0 ? audiences : undefined;
  }
  return undefined;
}

/** Reads a string field, or `undefined`. */
export function readString(node: JsonObject, key: string): string | undefined {
  const value = node[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * An inline schema's hoisted type, under the pointer it was reached at. A schema object is
 * nearly always reached at one pointer; one shared by YAML aliases gets a table of them.
 */
export interface InlineEntry {
  pointer: string;
  reference: TypeReference;
  others?: Map<string, TypeReference>;
}

/** The type an inline schema was hoisted to at `pointer`, if it was. */
export function hoistedInline(ctx: ImportContext, schema: object, pointer: string): TypeReference | undefined {
  const entry = ctx.inlineBySchema.get(schema);
  if (entry === undefined) return undefined;
  return entry.pointer === pointer ? entry.reference : entry.others?.get(pointer);
}

/** Records the type an inline schema was hoisted to at `pointer`. */
export function recordHoisted(ctx: ImportContext, schema: object, pointer: string, reference: TypeReference): void {
  const entry = ctx.inlineBySchema.get(schema);
  if (entry === undefined) ctx.inlineBySchema.set(schema, { pointer, reference });
  else if (entry.pointer !== pointer) (entry.others ??= new Map()).set(pointer, reference);
}

/** A JSON value's kind, as messages name it. */
function kindOf(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `a ${typeof value}`;
}

/**
 * The error for a field the importer reads that holds the wrong kind of value. `bracken
 * check` reports the same mistake; `generate` must not quietly leave the field out.
 */
export function wrongType(ctx: ImportContext, pointer: string, expected: string, value: unknown): ImporterError {
  const key = unescapePointerSegment(pointer.slice(pointer.lastIndexOf('/') + 1));
  return new ImporterError(`invalid \`${key}\`, expected ${expected} but found ${kindOf(value)}`, {
    file: ctx.displayFile,
    pointer,
  });
}

/** `node[key]` when it is a string or absent; a located error when it is something else. */
export function stringField(ctx: ImportContext, node: JsonObject, key: string, pointer: string): string | undefined {
  const value = node[key];
  if (typeof value === 'string' || value === undefined) return value;
  throw wrongType(ctx, `${pointer}/${escapePointerSegment(key)}`, 'a string', value);
}

/** `node[key]` when it is a boolean or absent; a located error when it is something else. */
export function booleanField(ctx: ImportContext, node: JsonObject, key: string, pointer: string): boolean | undefined {
  const value = node[key];
  if (typeof value === 'boolean' || value === undefined) return value;
  throw wrongType(ctx, `${pointer}/${escapePointerSegment(key)}`, 'true or false', value);
}

/** `node[key]` when it is a mapping or absent; a located error when it is something else. */
export function mappingField(
  ctx: ImportContext,
  node: JsonObject,
  key: string,
  pointer: string,
): JsonObject | undefined {
  const value = node[key];
  if (isRecord(value) || value === undefined) return value;
  throw wrongType(ctx, `${pointer}/${escapePointerSegment(key)}`, 'a mapping', value);
}

/** `node[key]` when it is a list or absent; a located error when it is something else. */
export function listField(ctx: ImportContext, node: JsonObject, key: string, pointer: string): unknown[] | undefined {
  const value = node[key];
  if (Array.isArray(value) || value === undefined) return value;
  throw wrongType(ctx, `${pointer}/${escapePointerSegment(key)}`, 'a list', value);
}
