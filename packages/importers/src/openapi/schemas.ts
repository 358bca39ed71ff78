import {
  createRenamedName,
  NameScope,
  pascalCase,
  type ScopeRules,
  type EnumValue,
  type Example,
  type Name,
  type ObjectProperty,
  type PrimitiveRules,
  type PrimitiveTypeReference,
  type TypeDeclaration,
  type TypeReference,
  type TypeShape,
} from '@bracken/ir';
import { ImporterError } from '../errors';
import { MAX_INHERITANCE_DEPTH } from '../ir-limits';
import { isRecord, resolvePointer, type JsonObject } from '../json';
import {
  ImportContext,
  SCHEMA_REF_PREFIX,
  audiencesFrom,
  hoistedInline,
  readAudiences,
  readString,
  recordHoisted,
  wrongType,
} from './context';
import { escapePointerSegment, unescapePointerSegment, joinPointer } from '@bracken/errors';

const UNKNOWN: TypeReference = { kind: 'unknown' };
// Shared empty stand-ins, only ever read.
const NO_VALUES: readonly unknown[] = [];
const NO_PROPERTIES: JsonObject = {};

/** The component schema key a `$ref` names, when it names one directly. */
export function componentKeyOf(ref: string): string | undefined {
  if (!ref.startsWith(SCHEMA_REF_PREFIX)) return undefined;
  const rest = ref.slice(SCHEMA_REF_PREFIX.length);
  return rest.includes('/') ? undefined : unescapePointerSegment(rest);
}

// Schemas reached through `$ref`s to places other than components are converted where they
// are named; this bounds how deep such conversions nest.
const MAX_POINTER_DEPTH = 1000;

/** Follows `$ref`s (local only) to the schema they point at. */
export function derefSchema(ctx: ImportContext, schema: unknown, depth = 0): JsonObject | undefined {
  if (!isRecord(schema)) return undefined;
  const ref = schema['$ref'];
  if (typeof ref !== 'string') return schema;
  if (!ref.startsWith('#') || depth > 32) return undefined;
  return derefSchema(ctx, resolvePointer(ctx.document, ref.slice(1)), depth + 1);
}

/** Whether a schema (followed through `$ref`s) admits `null`. */
export function isNullableSchema(ctx: ImportContext, schema: unknown): boolean {
  const resolved = derefSchema(ctx, schema);
  if (!resolved) return false;
  if (isRecord(schema) && schema['nullable'] === true) return true;
  return admitsNull(resolved);
}

/** `splitNullable(schema).nullable`, without building the schema that has no `null`. */
function admitsNull(schema: JsonObject): boolean {
  if (schema['nullable'] === true) return true;
  if (!mayHoldNull(schema)) return false;
  const type = schema['type'];
  if (Array.isArray(type) && type.includes('null')) return true;
  const oneOf = schema['oneOf'];
  if (Array.isArray(oneOf) && oneOf.some(isNullMember)) return true;
  const anyOf = schema['anyOf'];
  if (Array.isArray(anyOf) && anyOf.some(isNullMember)) return true;
  const values = schema['enum'];
  return Array.isArray(values) && values.includes(null);
}

/** Whether a schema has one of the fields that can hold a `null` (besides `nullable`). */
function mayHoldNull(schema: JsonObject): boolean {
  return (
    schema['oneOf'] !== undefined ||
    schema['anyOf'] !== undefined ||
    schema['enum'] !== undefined ||
    Array.isArray(schema['type'])
  );
}

function isNullMember(member: unknown): boolean {
  return (
    isRecord(member) &&
    (member['type'] === 'null' ||
      (member['enum'] !== undefined &&
        Array.isArray(member['enum']) &&
        member['enum'].length === 1 &&
        member['enum'][0] === null))
  );
}

/** Separates `null` from a schema: `nullable: true`, `type: [x, "null"]`, or a `null` union member. */
export function splitNullable(schema: JsonObject): { schema: JsonObject; nullable: boolean } {
  let nullable = schema['nullable'] === true;
  if (!mayHoldNull(schema)) return { schema, nullable };
  let result = schema;
  const type = schema['type'];
  if (Array.isArray(type) && type.includes('null')) {
    const rest = type.filter((t) => t !== 'null');
    result = { ...result, type: rest.length === 1 ? rest[0] : rest };
    nullable = true;
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const members = result[key];
    if (Array.isArray(members) && members.some(isNullMember)) {
      result = { ...result, [key]: members.filter((m) => !isNullMember(m)) };
      nullable = true;
    }
  }
  if (Array.isArray(result['enum']) && result['enum'].includes(null)) {
    result = { ...result, enum: result['enum'].filter((v) => v !== null) };
    nullable = true;
  }
  return { schema: result, nullable };
}

function wrapNullable(ctx: ImportContext, type: TypeReference): TypeReference {
  if (!ctx.settings.respectNullableSchemas || type.kind === 'nullable' || type.kind === 'unknown') return type;
  return { kind: 'nullable', itemType: type };
}

/** Allocates names for every component schema, in definition order, before anything else. */
export function registerComponentSchemas(ctx: ImportContext): void {
  for (const [key, schema] of Object.entries(ctx.componentSchemas())) {
    if (isRecord(schema) && schema['x-bracken-ignore'] === true) {
      ctx.ignoredComponents.add(key);
      continue;
    }
    const title = isRecord(schema) && ctx.settings.titleAsSchemaName ? readString(schema, 'title') : undefined;
    const name = ctx.claimTypeName(key, title ?? key);
    ctx.componentIds.set(key, ctx.id(name.pascalCase));
    ctx.componentNames.set(key, name);
    if (isRecord(schema) && admitsNull(schema)) ctx.nullableComponents.add(key);
  }
}

/** Declares every component schema as a named type. */
export function convertComponentSchemas(ctx: ImportContext): void {
  for (const [key, raw] of Object.entries(ctx.componentSchemas())) {
    const typeId = ctx.componentIds.get(key);
    const name = ctx.componentNames.get(key);
    if (typeId === undefined || name === undefined || ctx.types.has(typeId)) continue;
    const pointer = joinPointer('', 'components', 'schemas', key);
    const schema = isRecord(raw) ? splitNullable(raw).schema : {};
    const shape = isDeclarable(ctx, schema)
      ? buildShape(ctx, schema, pointer, name.pascalCase, typeId)
      : {
          kind: 'alias' as const,
          aliasOf:
            isRecord(raw) && typeof raw['$ref'] === 'string'
              ? convertRef(ctx, raw['$ref'], pointer, name.pascalCase)
              : convertNonNull(ctx, schema, pointer, name.pascalCase),
        };
    declare(ctx, typeId, name, shape, schema, pointer);
  }
}

function declare(
  ctx: ImportContext,
  typeId: string,
  name: Name,
  shape: TypeShape,
  schema: JsonObject,
  pointer: string,
): void {
  const declaration: TypeDeclaration = { kind: 'type', id: typeId, name, shape, source: ctx.source(pointer) };
  const docs = readString(schema, 'description');
  if (docs !== undefined) declaration.docs = docs;
  if (ctx.namespace !== undefined) declaration.namespace = ctx.namespace;
  const audiences = readAudiences(schema);
  if (audiences) declaration.audiences = audiences;
  if (schema['deprecated'] === true) declaration.availability = 'deprecated';
  if (schema['example'] !== undefined || Array.isArray(schema['examples'])) {
    const examples = schemaExamples(schema);
    if (examples.length > 0) declaration.examples = examples;
  }
  ctx.types.set(typeId, declaration);
}

function schemaExamples(schema: JsonObject): Example[] {
  if (schema['example'] !== undefined) return [{ kind: 'example', value: schema['example'] }];
  const examples = schema['examples'];
  if (Array.isArray(examples)) return examples.map((value): Example => ({ kind: 'example', value }));
  return [];
}

/**
 * Converts a schema (or a `$ref`) to a type reference. Inline objects, enums and unions are
 * hoisted into named types called after `hint`; component `$ref`s stay references.
 */
export function convertSchema(ctx: ImportContext, raw: unknown, pointer: string, hint: string): TypeReference {
  if (!isRecord(raw)) {
    // Absent, or a boolean schema (OpenAPI 3.1): any value. Anything else is a mistake.
    if (raw !== undefined && typeof raw !== 'boolean') throw wrongType(ctx, pointer, 'a schema (a mapping)', raw);
    return UNKNOWN;
  }
  const kind = classifySchema(raw);
  if (kind !== OTHER_SCHEMA) {
    // What the general path below gives for such a schema, without its twenty-odd lookups.
    const converted =
      kind === PLAIN_SCHEMA ? convertPlain(ctx, raw, pointer, hint) : declareInline(ctx, raw, pointer, hint, true);
    return raw['nullable'] === true ? wrapNullable(ctx, converted) : converted;
  }
  const ref = raw['$ref'];
  if (typeof ref === 'string') {
    const converted = convertRef(ctx, ref, pointer, hint);
    return raw['nullable'] === true ? wrapNullable(ctx, converted) : converted;
  }
  // Most schemas cannot hold a `null` beyond `nullable: true`: no split (and no copy) then.
  if (!mayHoldNull(raw)) {
    const converted = convertNonNull(ctx, raw, pointer, hint);
    return raw['nullable'] === true ? wrapNullable(ctx, converted) : converted;
  }
  const { schema, nullable } = splitNullable(raw);
  const converted = convertNonNull(ctx, schema, pointer, hint);
  return nullable ? wrapNullable(ctx, converted) : converted;
}

function convertRef(ctx: ImportContext, ref: string, pointer: string, hint: string): TypeReference {
  const key = componentKeyOf(ref);
  if (key !== undefined) {
    if (ctx.ignoredComponents.has(key)) return UNKNOWN;
    const typeId = ctx.componentIds.get(key);
    if (typeId === undefined) {
      if (resolvePointer(ctx.document, ref.slice(1)) === undefined) throw danglingRef(ctx, ref, pointer);
      return UNKNOWN;
    }
    const named: TypeReference = { kind: 'named', typeId };
    return ctx.nullableComponents.has(key) ? wrapNullable(ctx, named) : named;
  }
  if (!ref.startsWith('#/')) return UNKNOWN;
  const targetPointer = ref.slice(1);
  const cached = ctx.refByPointer.get(targetPointer);
  if (cached) return cached;
  const target = resolvePointer(ctx.document, targetPointer);
  if (target === undefined) throw danglingRef(ctx, ref, pointer);
  if (!isRecord(target)) return UNKNOWN;
  // An inline schema already hoisted there (perhaps the one being built: a schema that
  // refers to itself) is that type.
  const hoisted = hoistedInline(ctx, target, targetPointer);
  if (hoisted) return hoisted;
  if (ctx.inProgress.has(targetPointer)) return UNKNOWN;
  // Each schema reached through such a `$ref` is converted inside the one that names it.
  if (ctx.inProgress.size >= MAX_POINTER_DEPTH)
    throw new ImporterError(`schemas nested too deeply through $refs (more than ${MAX_POINTER_DEPTH} levels)`, {
      file: ctx.displayFile,
      pointer,
    });
  ctx.inProgress.add(targetPointer);
  const converted = convertSchema(ctx, target, targetPointer, deepReferenceHint(target, targetPointer, hint));
  ctx.inProgress.delete(targetPointer);
  ctx.refByPointer.set(targetPointer, converted);
  return converted;
}

/** A `$ref` whose target does not exist: a located error rather than a silent `unknown`. */
function danglingRef(ctx: ImportContext, ref: string, pointer: string): ImporterError {
  return new ImporterError(
    `$ref points at nothing: ${JSON.stringify(ref)} (check the spelling; \`/\` and \`~\` in a key are written ~1 and ~0)`,
    { file: ctx.displayFile, pointer },
  );
}

/** Name hint of a schema reached by a `$ref` into the middle of a document. */
function deepReferenceHint(target: JsonObject, pointer: string, callerHint: string): string {
  const title = readString(target, 'title');
  if (title !== undefined && title.trim() !== '') return title;
  const prefix = '/components/schemas/';
  if (!pointer.startsWith(prefix)) return callerHint;
  const words = pointer
    .slice(prefix.length)
    .split('/')
    .filter(
      (s) =>
        !['properties', 'items', 'additionalProperties', 'allOf', 'oneOf', 'anyOf'].includes(s) && !/^\d+$/.test(s),
    )
    .map(unescapePointerSegment);
  return words.length > 0 ? words.join(' ') : callerHint;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

const ASCII_LETTER_OR_DIGIT = /[A-Za-z0-9]/;
const NON_ASCII = /[^\x00-\x7f]/;

/** `/[\p{L}\p{N}]/u.test(text)`, without the Unicode classes for the usual ASCII text. */
function hasLetterOrDigit(text: string): boolean {
  return ASCII_LETTER_OR_DIGIT.test(text) || (NON_ASCII.test(text) && LETTER_OR_DIGIT.test(text));
}

/** Whether a parsed object has no keys at all. */
function isEmptyRecord(record: JsonObject): boolean {
  for (const key in record) if (Object.hasOwn(record, key)) return false;
  return true;
}

/** Whether `enum` is a non-empty list of strings (so {@link stringEnumValues} gives a list). */
function isStringEnum(schema: JsonObject): boolean {
  const values = schema['enum'];
  if (!Array.isArray(values) || values.length === 0) return false;
  for (let index = 0; index < values.length; index++) if (typeof values[index] !== 'string') return false;
  return true;
}

function stringEnumValues(schema: JsonObject): string[] | undefined {
  const values = schema['enum'];
  if (!Array.isArray(values) || values.length === 0) return undefined;
  if (!values.every((v) => typeof v === 'string')) return undefined;
  return [...new Set(values as string[])];
}

function unionMembers(schema: JsonObject): unknown[] | undefined {
  const members = Array.isArray(schema['oneOf'])
    ? schema['oneOf']
    : Array.isArray(schema['anyOf'])
      ? schema['anyOf']
      : undefined;
  return members;
}

function hasProperties(schema: JsonObject): boolean {
  const properties = schema['properties'];
  if (!isRecord(properties)) return false;
  // The first own key answers; no need to list them all.
  for (const key in properties) if (Object.hasOwn(properties, key)) return true;
  return false;
}

const ANNOTATION_KEYS = new Set([
  'description',
  'title',
  'example',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'default',
  'externalDocs',
  'xml',
  'nullable',
  '$comment',
]);

/** Whether an `allOf` part only annotates (a description, an example…) and adds no structure. */
function isAnnotationOnly(part: unknown): boolean {
  return (
    isRecord(part) &&
    Object.keys(part).every(
      (key) =>
        ANNOTATION_KEYS.has(key) ||
        key.startsWith('x-') ||
        key === 'minLength' ||
        key === 'maxLength' ||
        key === 'pattern' ||
        key === 'minimum' ||
        key === 'maximum' ||
        key === 'format',
    )
  );
}

/**
 * The index of the one `allOf` part that carries the type, when the others only annotate it
 * and nothing makes an object of it (`allOf: [{ $ref: Arn }, { description }]`).
 */
function allOfPassThrough(ctx: ImportContext, schema: JsonObject): number | undefined {
  if (hasProperties(schema)) return undefined;
  const parts = schema['allOf'] as unknown[];
  const structural = parts.map((part, index) => ({ part, index })).filter(({ part }) => !isAnnotationOnly(part));
  if (structural.length === 1) return structural[0]!.index;
  if (structural.length === 0) return undefined;
  // Several parts, none of them an object: keep the first (a primitive narrowed by the others).
  return structural.every(({ part }) => !isObjectLike(ctx, part)) ? structural[0]!.index : undefined;
}

/** Whether a (non-null) schema becomes a named type of its own (object, enum or union). */
function isDeclarable(ctx: ImportContext, schema: JsonObject): boolean {
  if (isStringEnum(schema)) return !(ctx.settings.coerceEnumsToLiterals && stringEnumValues(schema)!.length === 1);
  if (Array.isArray(schema['allOf']))
    return !(allOfPassThrough(ctx, schema) !== undefined && unionMembers(schema) === undefined);
  const members = unionMembers(schema);
  if (members) {
    if (members.length === 0) return hasProperties(schema);
    return members.length > 1 || ctx.settings.preserveSingleSchemaOneOf;
  }
  if (Array.isArray(schema['type']) && schema['type'].filter((t) => t !== 'null').length > 1) return true;
  return hasProperties(schema) && (schema['type'] === undefined || schema['type'] === 'object');
}

function convertNonNull(ctx: ImportContext, schema: JsonObject, pointer: string, hint: string): TypeReference {
  if (isDeclarable(ctx, schema)) return declareInline(ctx, schema, pointer, hint, false);
  if (schema['const'] !== undefined && isLiteralValue(schema['const']))
    return { kind: 'literal', value: schema['const'] };
  const enumValues = isStringEnum(schema) ? stringEnumValues(schema) : undefined;
  if (enumValues && enumValues.length === 1) return { kind: 'literal', value: enumValues[0]! };
  const passThrough = Array.isArray(schema['allOf']) ? allOfPassThrough(ctx, schema) : undefined;
  if (passThrough !== undefined)
    return convertSchema(ctx, (schema['allOf'] as unknown[])[passThrough], `${pointer}/allOf/${passThrough}`, hint);
  const members = unionMembers(schema);
  if (members && members.length === 1) {
    const key = Array.isArray(schema['oneOf']) ? 'oneOf' : 'anyOf';
    return convertSchema(ctx, members[0], `${pointer}/${key}/0`, hint);
  }
  return convertPlain(ctx, schema, pointer, hint);
}

/**
 * Hoists a declarable inline schema into a named type called after `hint` (once per pointer).
 * `plainObject` says the schema is known to be a plain object (see {@link classifySchema}),
 * whose shape {@link buildShape} would build with {@link buildObject}.
 */
function declareInline(
  ctx: ImportContext,
  schema: JsonObject,
  pointer: string,
  hint: string,
  plainObject: boolean,
): TypeReference {
  const cached = hoistedInline(ctx, schema, pointer);
  if (cached) return cached;
  const title = ctx.settings.titleAsSchemaName ? readString(schema, 'title') : undefined;
  const name = ctx.claimTypeName(title ?? hint, title ?? hint);
  const typeId = ctx.id(name.pascalCase);
  const reference: TypeReference = { kind: 'named', typeId };
  recordHoisted(ctx, schema, pointer, reference);
  const shape = plainObject
    ? buildObject(ctx, schema, pointer, name.pascalCase, [])
    : buildShape(ctx, schema, pointer, name.pascalCase, typeId);
  declare(ctx, typeId, name, shape, schema, pointer);
  return reference;
}

function isLiteralValue(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

const PLAIN_SCHEMA = 0;
const OBJECT_SCHEMA = 1;
const OTHER_SCHEMA = 2;

/**
 * Sorts out the two commonest schemas in one pass over their keys, for {@link convertSchema}:
 *
 * - plain: a primitive, an array or a map (`object` without `properties`) with nothing but
 *   annotations, rules, extensions and its `items` or `additionalProperties` beside its
 *   `type`. Never declared, and never holding a `null` beyond `nullable`: it goes straight to
 *   {@link convertPlain}.
 * - object: non-empty `properties` (plus `required`, `additionalProperties` and the same
 *   annotations), with `type` absent or `object`. Always declared, with the shape
 *   {@link buildObject} gives.
 *
 * Anything else (a `$ref`, union, enum, `const`, `allOf`, content keys…) takes the general
 * path. Reading absent keys one by one is slow on parsed JSON (every schema object has its
 * own shape), while `for…in` walks the few keys a schema has through V8's enum cache.
 */
function classifySchema(schema: JsonObject): number {
  let type: unknown;
  let container = false;
  let objectKeys = false;
  for (const key in schema) {
    if (key === 'type') {
      type = schema[key];
      if (!isPlainType(type)) return OTHER_SCHEMA;
      continue;
    }
    if (key === 'properties' || key === 'required') {
      objectKeys = true;
      continue;
    }
    const kind = plainKeyKind(key);
    if (kind === NOT_PLAIN) return OTHER_SCHEMA;
    if (kind === PLAIN_CONTAINER) container = true;
  }
  if (objectKeys)
    return (type === undefined || type === 'object') && hasProperties(schema) ? OBJECT_SCHEMA : OTHER_SCHEMA;
  return isPlainShape(type, container) ? PLAIN_SCHEMA : OTHER_SCHEMA;
}

const PLAIN_ANNOTATION = 0;
const PLAIN_CONTAINER = 1;
const NOT_PLAIN = 2;

/**
 * How a key other than `type` bears on {@link classifySchema}: an annotation, rule or
 * extension; a key of arrays and maps; or a key that rules the plain path out.
 */
function plainKeyKind(key: string): number {
  switch (key) {
    case 'items':
    case 'uniqueItems':
    case 'minItems':
    case 'maxItems':
    case 'additionalProperties':
      return PLAIN_CONTAINER;
    case 'format':
    case 'description':
    case 'title':
    case 'example':
    case 'examples':
    case 'default':
    case 'deprecated':
    case 'readOnly':
    case 'writeOnly':
    case 'nullable':
    case 'externalDocs':
    case 'xml':
    case '$comment':
      return PLAIN_ANNOTATION;
    default:
      return isRuleKey(key) || key.startsWith('x-') ? PLAIN_ANNOTATION : NOT_PLAIN;
  }
}

function isPlainType(type: unknown): boolean {
  return (
    type === 'string' ||
    type === 'integer' ||
    type === 'number' ||
    type === 'boolean' ||
    type === 'array' ||
    type === 'object'
  );
}

/** The verdict once every key passed: container keys on a primitive type go the general way. */
function isPlainShape(type: unknown, container: boolean): boolean {
  return type === 'array' || type === 'object' || (type !== undefined && !container);
}

/** Whether a key is one of the rules {@link rulesOf} reads. */
function isRuleKey(key: string): boolean {
  switch (key) {
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'multipleOf':
    case 'pattern':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return true;
    default:
      return false;
  }
}

/** Whether a schema has one of the keys {@link rulesOf} reads (one pass over its own keys). */
function hasRuleKeys(schema: JsonObject): boolean {
  for (const key in schema) if (isRuleKey(key)) return true;
  return false;
}

// The numeric rules, in the key order the IR has always had.
const NUMBER_RULES = ['minLength', 'maxLength', 'minimum', 'maximum', 'multipleOf'] as const;

function rulesOf(schema: JsonObject): PrimitiveRules | undefined {
  if (!hasRuleKeys(schema)) return undefined;
  const rules: PrimitiveRules = {};
  let found = false;
  for (const key of NUMBER_RULES) {
    const value = schema[key];
    if (typeof value === 'number') {
      rules[key] = value;
      found = true;
    }
  }
  const { pattern, exclusiveMinimum, exclusiveMaximum } = schema;
  if (typeof pattern === 'string') {
    rules.pattern = pattern;
    found = true;
  }
  // 3.0 booleans and 3.1 numbers are both accepted.
  if (exclusiveMinimum === true || typeof exclusiveMinimum === 'number') {
    if (typeof exclusiveMinimum === 'number') rules.minimum = exclusiveMinimum;
    rules.exclusiveMinimum = true;
    found = true;
  }
  if (exclusiveMaximum === true || typeof exclusiveMaximum === 'number') {
    if (typeof exclusiveMaximum === 'number') rules.maximum = exclusiveMaximum;
    rules.exclusiveMaximum = true;
    found = true;
  }
  return found ? rules : undefined;
}

function primitive(
  primitiveType: PrimitiveTypeReference['primitive'],
  schema: JsonObject,
  format?: string,
): TypeReference {
  const reference: PrimitiveTypeReference = { kind: 'primitive', primitive: primitiveType };
  if (format !== undefined) reference.format = format;
  const rules = rulesOf(schema);
  if (rules) reference.rules = rules;
  return reference;
}

function convertPlain(ctx: ImportContext, schema: JsonObject, pointer: string, hint: string): TypeReference {
  const type = Array.isArray(schema['type']) ? schema['type'][0] : schema['type'];
  const format = readString(schema, 'format');
  switch (type) {
    case 'string':
      return convertString(ctx, schema, format);
    case 'integer':
      return format === 'int64'
        ? primitive('long', schema)
        : primitive('integer', schema, format !== undefined && format !== 'int32' ? format : undefined);
    case 'number':
      if (format === 'float') return primitive('float', schema);
      if (format === 'int64') return primitive('long', schema);
      if (format === 'int32') return primitive('integer', schema);
      return primitive('double', schema, format !== undefined && format !== 'double' ? format : undefined);
    case 'boolean':
      return { kind: 'primitive', primitive: 'boolean' };
    case 'array':
      return convertArray(ctx, schema, pointer, hint);
    case 'object':
      return convertMap(ctx, schema, pointer, hint);
    case 'null':
      return UNKNOWN;
    default:
      // A misspelt type would otherwise become `unknown` without a word.
      if (type !== undefined)
        throw wrongType(ctx, `${pointer}/type`, 'one of string, number, integer, boolean, array, object or null', type);
      if (schema['items'] !== undefined) return convertArray(ctx, schema, pointer, hint);
      if (schema['additionalProperties'] !== undefined && schema['additionalProperties'] !== false)
        return convertMap(ctx, schema, pointer, hint);
      if (format === 'binary') return { kind: 'file' };
      return UNKNOWN;
  }
}

function convertString(ctx: ImportContext, schema: JsonObject, format: string | undefined): TypeReference {
  switch (format) {
    case 'date':
      return ctx.settings.typeDatesAsStrings ? primitive('string', schema, 'date') : primitive('date', schema);
    case 'date-time':
      return primitive('dateTime', schema);
    case 'uuid':
      return primitive('uuid', schema);
    case 'byte':
      return primitive('base64', schema);
    case 'binary':
      return { kind: 'file' };
    case 'uri':
    case 'url':
      return primitive('uri', schema);
    case 'email':
      return primitive('email', schema);
    case 'int64':
      return primitive('long', schema, format);
    default:
      if (schema['contentMediaType'] === 'application/octet-stream' || schema['contentEncoding'] === 'binary')
        return { kind: 'file' };
      return primitive('string', schema, format);
  }
}

function convertArray(ctx: ImportContext, schema: JsonObject, pointer: string, hint: string): TypeReference {
  const itemType = convertSchema(ctx, schema['items'], `${pointer}/items`, `${hint} Item`);
  if (schema['uniqueItems'] === true) return { kind: 'set', itemType };
  const list: TypeReference = { kind: 'list', itemType };
  if (typeof schema['minItems'] === 'number') list.minItems = schema['minItems'];
  if (typeof schema['maxItems'] === 'number') list.maxItems = schema['maxItems'];
  return list;
}

function convertMap(ctx: ImportContext, schema: JsonObject, pointer: string, hint: string): TypeReference {
  const additional = schema['additionalProperties'];
  const valueType = isRecord(additional)
    ? convertSchema(ctx, additional, `${pointer}/additionalProperties`, `${hint} Value`)
    : UNKNOWN;
  return { kind: 'map', keyType: { kind: 'primitive', primitive: 'string' }, valueType };
}

function buildShape(
  ctx: ImportContext,
  schema: JsonObject,
  pointer: string,
  typeName: string,
  typeId: string,
): TypeShape {
  const enumValues = stringEnumValues(schema);
  if (enumValues) {
    if (ctx.settings.coerceEnumsToLiterals)
      return {
        kind: 'undiscriminatedUnion',
        members: enumValues.map((value) => ({ kind: 'member', type: { kind: 'literal', value } })),
      };
    return buildEnum(ctx, schema, enumValues);
  }
  if (Array.isArray(schema['allOf'])) return buildAllOf(ctx, schema, pointer, typeName);
  const members = unionMembers(schema);
  if (members && members.length > 0) return buildUnion(ctx, schema, members, pointer, typeName, typeId);
  if (Array.isArray(schema['type'])) {
    return {
      kind: 'undiscriminatedUnion',
      members: schema['type']
        .filter((t) => t !== 'null')
        .map((t, i) => ({
          kind: 'member',
          type: convertPlain(ctx, { ...schema, type: t }, `${pointer}/type/${i}`, typeName),
        })),
    };
  }
  return buildObject(ctx, schema, pointer, typeName, []);
}

/** The values of one enum, by PascalCase form. */
const ENUM_VALUES: ScopeRules = { kind: 'object', suffix: { kind: 'number' } };

function buildEnum(ctx: ImportContext, schema: JsonObject, values: string[]): TypeShape {
  const varnames = Array.isArray(schema['x-enum-varnames']) ? schema['x-enum-varnames'] : [];
  const descriptions = Array.isArray(schema['x-enum-descriptions']) ? schema['x-enum-descriptions'] : [];
  // Values are compared by PascalCase form; a clash is numbered as a word of the cased text
  // (`active 2`), whose PascalCase form is the text's with the number appended.
  const taken = new NameScope(ENUM_VALUES);
  const original = schema['enum'] as unknown[];
  // Positions only matter for the two extension lists; most enums have neither.
  const positioned = varnames.length > 0 || descriptions.length > 0;
  const enumValues = values.map((value, index): EnumValue => {
    const position = positioned ? original.indexOf(value) : -1;
    const casedFrom = typeof varnames[position] === 'string' ? (varnames[position] as string) : value;
    const casable = hasLetterOrDigit(casedFrom);
    const first =
      casable && casedFrom === value
        ? ctx.name(value)
        : createRenamedName(value, casable ? casedFrom : `value ${index + 1}`, ctx.casing);
    let name = first;
    if (!taken.has(first.pascalCase)) taken.claim(first.pascalCase);
    else {
      const stem = pascalCase(casedFrom, ctx.casing);
      name = createRenamedName(
        value,
        `${casedFrom} ${taken.claim(first.pascalCase, { stem }).slice(stem.length)}`,
        ctx.casing,
      );
    }
    const enumValue: EnumValue = { kind: 'enumValue', name };
    if (typeof descriptions[position] === 'string') enumValue.docs = descriptions[position] as string;
    return enumValue;
  });
  const shape: TypeShape = {
    kind: 'enum',
    values: enumValues,
    forwardCompatible: ctx.settings.respectForwardCompatibleEnums,
  };
  if (typeof schema['default'] === 'string') shape.default = schema['default'];
  return shape;
}

interface CollectedProperty {
  schema: unknown;
  pointer: string;
  required: boolean;
}

function collectOwnProperties(schema: JsonObject, pointer: string, into: Map<string, CollectedProperty>): void {
  // Non-strings in `required` never equal a key, so the list is used as it is.
  const required = Array.isArray(schema['required']) ? (schema['required'] as readonly unknown[]) : NO_VALUES;
  const properties = isRecord(schema['properties']) ? schema['properties'] : NO_PROPERTIES;
  const prefix = `${pointer}/properties/`;
  // `for…in` is the fast way through a parsed object's own keys (see `scanDefinition`).
  for (const key in properties) {
    // Deleted first so that a redeclared property moves to the end, as a new one would.
    if (into.size > 0) into.delete(key);
    into.set(key, {
      schema: properties[key],
      pointer: prefix + escapePointerSegment(key),
      required: required.includes(key),
    });
  }
  for (const key of required) {
    if (typeof key !== 'string') continue;
    const existing = into.get(key);
    if (existing && !(key in properties)) existing.required = true;
  }
}

function flattenInto(
  ctx: ImportContext,
  raw: unknown,
  pointer: string,
  into: Map<string, CollectedProperty>,
  seen: Set<unknown>,
  depth = 1,
): void {
  const schema = derefSchema(ctx, raw);
  if (!schema || seen.has(schema)) return;
  seen.add(schema);
  if (depth > MAX_INHERITANCE_DEPTH)
    throw new ImporterError(`inheritance too deep (more than ${MAX_INHERITANCE_DEPTH} levels of allOf parents)`, {
      file: ctx.displayFile,
      pointer: isRecord(raw) && typeof raw['$ref'] === 'string' ? raw['$ref'].slice(1) : pointer,
    });
  if (Array.isArray(schema['allOf']))
    schema['allOf'].forEach((part, i) => flattenInto(ctx, part, `${pointer}/allOf/${i}`, into, seen, depth + 1));
  collectOwnProperties(schema, isRecord(raw) && typeof raw['$ref'] === 'string' ? raw['$ref'].slice(1) : pointer, into);
}

function isObjectLike(ctx: ImportContext, raw: unknown): boolean {
  const schema = derefSchema(ctx, raw);
  if (!schema) return false;
  return (
    (hasProperties(schema) || Array.isArray(schema['allOf']) || schema['type'] === 'object') &&
    !isStringEnum(schema) &&
    unionMembers(schema) === undefined
  );
}

function buildAllOf(ctx: ImportContext, schema: JsonObject, pointer: string, typeName: string): TypeShape {
  const parts = schema['allOf'] as unknown[];
  const collected = new Map<string, CollectedProperty>();
  const parents: string[] = [];
  const seen = new Set<unknown>();
  parts.forEach((part, index) => {
    const partPointer = `${pointer}/allOf/${index}`;
    const ref = isRecord(part) ? part['$ref'] : undefined;
    const key = typeof ref === 'string' ? componentKeyOf(ref) : undefined;
    const parentId = key !== undefined ? ctx.componentIds.get(key) : undefined;
    if (!ctx.settings.inlineAllOfSchemas && parentId !== undefined && isObjectLike(ctx, part)) {
      if (!parents.includes(parentId)) parents.push(parentId);
      return;
    }
    flattenInto(ctx, part, partPointer, collected, seen);
  });
  collectOwnProperties(schema, pointer, collected);
  if (parents.length > 0) requireInheritedProperties(ctx, schema, parts, collected);
  return buildObject(ctx, schema, pointer, typeName, parents, collected);
}

/**
 * A child may require a property its parent leaves optional (`required: [x]` next to an
 * `allOf` parent declaring `x`): the child then redeclares it as required.
 */
function requireInheritedProperties(
  ctx: ImportContext,
  schema: JsonObject,
  parts: unknown[],
  collected: Map<string, CollectedProperty>,
): void {
  const required = new Set<string>();
  for (const node of [
    schema,
    ...parts.map((part) => (isRecord(part) && part['$ref'] === undefined ? part : undefined)),
  ]) {
    if (node && Array.isArray(node['required']))
      node['required'].forEach((r) => typeof r === 'string' && required.add(r));
  }
  const missing = [...required].filter((name) => !collected.has(name));
  if (missing.length === 0) return;
  const inherited = new Map<string, CollectedProperty>();
  parts.forEach((part, index) => {
    if (isRecord(part) && typeof part['$ref'] === 'string')
      flattenInto(ctx, part, `/allOf/${index}`, inherited, new Set());
  });
  for (const name of missing) {
    const property = inherited.get(name);
    if (property && !property.required) collected.set(name, { ...property, required: true });
  }
}

/** The keys of one object's properties, compared by camelCase form. */
const PROPERTY_KEYS: ScopeRules = { kind: 'object', suffix: { kind: 'number' } };

/** `name`, or `name` with the first free number appended (to every form) when its camelCase form is taken. */
function distinctName(name: Name, keys: NameScope): Name {
  const claimed = keys.claim(name.camelCase);
  if (claimed === name.camelCase) return name;
  // The scope appends the number to the camelCase form; the other forms take the same.
  const n = claimed.slice(name.camelCase.length);
  return {
    ...name,
    camelCase: claimed,
    pascalCase: `${name.pascalCase}${n}`,
    snakeCase: `${name.snakeCase}_${n}`,
    screamingSnakeCase: `${name.screamingSnakeCase}_${n}`,
  };
}

function buildObject(
  ctx: ImportContext,
  schema: JsonObject,
  pointer: string,
  typeName: string,
  parents: string[],
  collected?: Map<string, CollectedProperty>,
): TypeShape {
  const properties: ObjectProperty[] = [];
  const shape: TypeShape = { kind: 'object', extends: parents, properties };
  const taken = new NameScope(PROPERTY_KEYS);
  const add = (key: string, propertySchema: unknown, propertyPointer: string, required: boolean): void => {
    const converted = convertProperty(ctx, key, propertySchema, propertyPointer, required, typeName);
    if (!converted) return;
    // Distinct wire names can share a camelCase form (`a-b`, `a_b`); SDK keys must differ.
    converted.name = distinctName(converted.name, taken);
    properties.push(converted);
  };
  if (collected) {
    // `forEach` rather than `for…of` over entries: no [key, value] array per property.
    collected.forEach((property, key) => add(key, property.schema, property.pointer, property.required));
  } else {
    // Own properties only: what `collectOwnProperties` would gather into an empty map, read
    // straight from the schema.
    const required = Array.isArray(schema['required'])
      ? (schema['required'] as readonly unknown[])
      : schema['required'] === undefined
        ? NO_VALUES
        : wrongRequired(ctx, schema, pointer);
    const own = isRecord(schema['properties'])
      ? schema['properties']
      : schema['properties'] === undefined
        ? NO_PROPERTIES
        : wrongProperties(ctx, schema, pointer);
    const prefix = `${pointer}/properties/`;
    for (const key in own) add(key, own[key], prefix + escapePointerSegment(key), required.includes(key));
  }
  const additional = schema['additionalProperties'];
  if (additional === true || (isRecord(additional) && isEmptyRecord(additional))) shape.additionalProperties = UNKNOWN;
  else if (isRecord(additional))
    shape.additionalProperties = convertSchema(ctx, additional, `${pointer}/additionalProperties`, `${typeName} Value`);
  else if (additional === undefined && ctx.settings.additionalPropertiesDefaultsTo)
    shape.additionalProperties = UNKNOWN;
  return shape;
}

/** A schema's `required` that is not a list of property names. */
function wrongRequired(ctx: ImportContext, schema: JsonObject, pointer: string): never {
  throw wrongType(ctx, `${pointer}/required`, 'a list of property names', schema['required']);
}

/** A schema's `properties` that is not a mapping of property schemas. */
function wrongProperties(ctx: ImportContext, schema: JsonObject, pointer: string): never {
  throw wrongType(ctx, `${pointer}/properties`, 'a mapping of property schemas', schema['properties']);
}

function convertProperty(
  ctx: ImportContext,
  key: string,
  raw: unknown,
  pointer: string,
  required: boolean,
  typeName: string,
): ObjectProperty | undefined {
  if (!isRecord(raw) && typeof raw !== 'boolean') throw wrongType(ctx, pointer, 'a schema (a mapping)', raw);
  const node = isRecord(raw) ? raw : NO_PROPERTIES;
  // The keys read below, gathered in one pass (see `isPlainPrimitive` on why).
  let ignore: unknown,
    ref: unknown,
    readOnlyKey: unknown,
    writeOnlyKey: unknown,
    nullableKey: unknown,
    allOf: unknown,
    description: unknown;
  let audiencesKey: unknown, deprecated: unknown, defaultValue: unknown, example: unknown, examples: unknown;
  let mayBeNull = false;
  // Whether the schema is plain (see `classifySchema`), judged in the same pass.
  let plain = true;
  let type: unknown;
  let container = false;
  for (const field in node) {
    if (field === 'type') {
      // One of the keys `mayHoldNull` reads; `admitsNull` looks closer when one is there.
      mayBeNull = true;
      type = node[field];
      if (!isPlainType(type)) plain = false;
      continue;
    }
    if (plain) {
      const kind = plainKeyKind(field);
      if (kind === NOT_PLAIN) plain = false;
      else if (kind === PLAIN_CONTAINER) container = true;
    }
    switch (field) {
      case 'x-bracken-ignore':
        ignore = node[field];
        break;
      case '$ref':
        ref = node[field];
        break;
      case 'readOnly':
        readOnlyKey = node[field];
        break;
      case 'writeOnly':
        writeOnlyKey = node[field];
        break;
      case 'nullable':
        nullableKey = node[field];
        break;
      case 'allOf':
        allOf = node[field];
        break;
      case 'description':
        description = node[field];
        break;
      case 'x-bracken-audiences':
        audiencesKey = node[field];
        break;
      case 'deprecated':
        deprecated = node[field];
        break;
      case 'required':
        // `required: true` on a property is a Swagger 2.0 habit that would leave it optional.
        if (!Array.isArray(node[field]))
          throw wrongType(
            ctx,
            `${pointer}/required`,
            'a list of property names (mark the property required in its parent)',
            node[field],
          );
        break;
      case 'default':
        defaultValue = node[field];
        break;
      case 'example':
        example = node[field];
        break;
      case 'examples':
        examples = node[field];
        break;
      case 'oneOf':
      case 'anyOf':
      case 'enum':
        mayBeNull = true;
        break;
    }
  }
  if (ignore === true) return undefined;
  const resolved = typeof ref === 'string' ? derefSchema(ctx, raw) : isRecord(raw) ? raw : undefined;
  const target = resolved ?? NO_PROPERTIES;
  const own = target === node;
  const readOnly = readOnlyKey === true || (!own && target['readOnly'] === true);
  const writeOnly = writeOnlyKey === true || (!own && target['writeOnly'] === true);
  let valueType: TypeReference;
  if (plain && isPlainShape(type, container)) {
    // `convertSchema`'s own plain path, without a second pass over the keys.
    const converted = convertPlain(ctx, node, pointer, `${typeName} ${key}`);
    valueType = nullableKey === true ? wrapNullable(ctx, converted) : converted;
  } else valueType = convertSchema(ctx, raw, pointer, `${typeName} ${key}`);
  // `isNullableSchema(ctx, raw)`, reusing what is already known of the schema.
  const nullable =
    resolved !== undefined &&
    (nullableKey === true || (own ? mayBeNull && admitsNull(resolved) : admitsNull(resolved)));
  const isReference = typeof ref === 'string';
  let optional = !required;
  if (!ctx.settings.respectNullableSchemas && nullable) optional = true;
  if (
    optional &&
    isReference &&
    nullable &&
    ctx.settings.respectNullableSchemas &&
    !ctx.settings.wrapReferencesToNullableInOptional
  )
    optional = false;
  if (optional) {
    if (ctx.settings.coerceOptionalSchemasToNullable && valueType.kind !== 'nullable' && valueType.kind !== 'unknown')
      valueType = { kind: 'nullable', itemType: valueType };
    valueType = { kind: 'optional', itemType: valueType };
  }
  const result: ObjectProperty = { kind: 'property', name: ctx.name(key), valueType };
  const annotated = Array.isArray(allOf)
    ? allOf.find((part): part is JsonObject => isRecord(part) && typeof part['description'] === 'string')
    : undefined;
  const docs =
    typeof description === 'string'
      ? description
      : ((annotated ? readString(annotated, 'description') : undefined) ??
        (own ? undefined : readString(target, 'description')));
  if (docs !== undefined) result.docs = docs;
  if (ctx.settings.respectReadonlySchemas) {
    if (readOnly) result.readOnly = true;
    if (writeOnly) result.writeOnly = true;
  }
  const audiences = audiencesFrom(audiencesKey);
  if (audiences) result.audiences = audiences;
  if (deprecated === true) result.availability = 'deprecated';
  if (defaultValue !== undefined) result.default = defaultValue;
  if (example !== undefined) result.example = example;
  else if (Array.isArray(examples) && examples.length > 0) result.example = examples[0];
  return result;
}

function buildUnion(
  ctx: ImportContext,
  schema: JsonObject,
  members: unknown[],
  pointer: string,
  typeName: string,
  typeId: string,
): TypeShape {
  const memberKey = Array.isArray(schema['oneOf']) ? 'oneOf' : 'anyOf';
  const discriminator = isRecord(schema['discriminator']) ? schema['discriminator'] : undefined;
  const propertyName = discriminator ? readString(discriminator, 'propertyName') : undefined;
  if (propertyName !== undefined) {
    const mapping = isRecord(discriminator?.['mapping']) ? discriminator['mapping'] : {};
    const variants: Array<{ value: string; typeId: string }> = [];
    const mappedRefs = new Map<string, string>();
    for (const [value, ref] of Object.entries(mapping)) {
      if (typeof ref !== 'string') continue;
      const key = componentKeyOf(ref.startsWith('#') ? ref : `${SCHEMA_REF_PREFIX}${ref}`);
      const variantId = key !== undefined ? ctx.componentIds.get(key) : undefined;
      if (variantId === undefined) continue;
      variants.push({ value, typeId: variantId });
      mappedRefs.set(variantId, value);
    }
    let allReferences = true;
    for (const member of members) {
      const ref = isRecord(member) ? member['$ref'] : undefined;
      const key = typeof ref === 'string' ? componentKeyOf(ref) : undefined;
      const variantId = key !== undefined ? ctx.componentIds.get(key) : undefined;
      if (variantId === undefined || key === undefined) {
        allReferences = false;
        continue;
      }
      if (!mappedRefs.has(variantId)) {
        variants.push({ value: key, typeId: variantId });
        mappedRefs.set(variantId, key);
      }
    }
    if (allReferences && variants.length > 0) {
      if (ctx.settings.preferUndiscriminatedUnionsWithLiterals) {
        for (const variant of variants)
          ctx.literalPatches.push({ typeId: variant.typeId, property: propertyName, value: variant.value });
        return {
          kind: 'undiscriminatedUnion',
          members: variants.map((v) => ({ kind: 'member', type: { kind: 'named', typeId: v.typeId } })),
        };
      }
      const base = new Map<string, CollectedProperty>();
      collectOwnProperties(schema, pointer, base);
      base.delete(propertyName);
      const baseProperties = [...base]
        .map(([key, property]) =>
          convertProperty(ctx, key, property.schema, property.pointer, property.required, typeName),
        )
        .filter((p): p is ObjectProperty => p !== undefined);
      return {
        kind: 'discriminatedUnion',
        discriminant: ctx.name(propertyName),
        variants: variants.map((v) => ({ kind: 'variant', discriminantValue: v.value, typeId: v.typeId })),
        baseProperties,
      };
    }
  }
  const converted = members.map((member, index) => {
    const title = isRecord(member) ? readString(member, 'title') : undefined;
    return {
      kind: 'member' as const,
      type: convertSchema(
        ctx,
        member,
        `${pointer}/${memberKey}/${index}`,
        title !== undefined ? `${typeName} ${title}` : `${typeName} Option ${index + 1}`,
      ),
    };
  });
  // A member that is the union itself adds nothing (A = A | B is B) and would make A alias itself.
  const others = converted.filter((m) => !(m.type.kind === 'named' && m.type.typeId === typeId));
  return { kind: 'undiscriminatedUnion', members: others.length > 0 ? others : converted };
}

/** Applies the discriminant literals of undiscriminated unions to their variant objects. */
export function applyLiteralPatches(ctx: ImportContext): void {
  for (const patch of ctx.literalPatches) {
    const declaration = ctx.types.get(patch.typeId);
    if (!declaration || declaration.shape.kind !== 'object') continue;
    const literal: TypeReference = { kind: 'literal', value: patch.value };
    const existing = declaration.shape.properties.find((p) => p.name.wireValue === patch.property);
    if (existing) existing.valueType = literal;
    else declaration.shape.properties.unshift({ kind: 'property', name: ctx.name(patch.property), valueType: literal });
  }
}

/** PascalCase of several words, used to build name hints. */
export function hintOf(...words: string[]): string {
  return pascalCase(words.join(' '));
}
