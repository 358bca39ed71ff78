import type {
  ErrorDeclaration,
  HttpEndpoint,
  IntermediateRepresentation,
  ObjectProperty,
  PrimitiveType,
  Service,
  TypeDeclaration,
  TypeReference,
} from '@bracken/ir';
import {
  containedType,
  NameScope,
  resolveNamedType,
  resolveObjectProperties,
  TYPESCRIPT_NAMES,
  type NameRequest,
  type ScopeRules,
} from '@bracken/ir';
import { escapeIdentifier, escapeLiteral, isGlobalName, literalType } from './printer/escape';
import { importSymbol, type ImportSymbol, type Printable } from './printer/printer';
import { TypeScriptGeneratorError, type TypeScriptGeneratorOptions } from './options';
import type { SnippetArguments } from './emit/snippets';

/** Everything an emitter needs: the IR, the options and the names the SDK uses. */
export interface GeneratorContext {
  ir: IntermediateRepresentation;
  options: TypeScriptGeneratorOptions;
  /** The namespace export, for example `Petstore`. */
  ns: string;
  clientName: string;
  environmentName: string;
  errorName: string;
  timeoutErrorName: string;
  serde: boolean;
  /** Default timeout in ms, `undefined` for none. */
  defaultTimeoutMs: number | undefined;
  typeNames: Map<string, string>;
  errorNames: Map<string, string>;
  requestNames: Map<string, string>;
  serviceClassNames: Map<string, string>;
  serviceFolders: Map<string, string>;
  /** Whether the API's types, endpoints, errors, credentials or global headers hold a date (examples aside). */
  hasDates: boolean;
  /** Values computed once per context; see {@link ContextCaches}. */
  caches: ContextCaches;
}

/**
 * The keys of one object: a clash keeps its wire name, else takes its key numbered `2`, else
 * its camelCase form numbered from `3`.
 */
const OBJECT_KEYS: ScopeRules = { kind: 'object', suffix: { kind: 'number', first: 3 } };

/** The keys of object properties that a clash moved away from their natural form. */
export interface PropertyKeys {
  /** The key of each property whose natural key clashed. */
  assigned: WeakMap<ObjectProperty, string>;
  /** Counts changes to `assigned`; each list remembers the count when it was last assigned. */
  changes: number;
  lists: WeakMap<ObjectProperty[], number>;
  /** The scope every object's keys are claimed in, one object at a time. */
  scope: NameScope;
}

/**
 * Values derived from the IR that many files ask for. Each is computed on first use and
 * then shared, so a large API does not redo the same work for every file.
 */
export interface ContextCaches {
  /** Type ids in sorted order. */
  sortedTypeIds: string[];
  /** Properties of object types, inherited ones included, by type id. */
  objectProperties: Map<string, ObjectProperty[]>;
  /** `import type * as <Ns>` and `import * as <Ns>`. */
  apiTypeSymbol: ImportSymbol;
  apiValueSymbol: ImportSymbol;
  /** Results of {@link memo}. */
  memo: Map<unknown, unknown>;
  /** Property keys that differ from their natural form; see `assignPropertyKeys`. */
  propertyKeys: PropertyKeys;
  /**
   * The example call of each endpoint, as its docs and the reference print it, with the
   * key version (`propertyKeyVersion(ctx)`) it was made at.
   */
  snippetCalls: Map<HttpEndpoint, { call: SnippetArguments; version: number }>;
  /** Printers handed out by {@link viaTypeImport} and {@link viaNamespace}. */
  viaTypeImport: NamedTypePrinter | undefined;
  viaNamespace: NamedTypePrinter | undefined;
}

/**
 * The names declared in the SDK's namespace: a clash takes a word for its kind, then a number
 * (`Pet`, `PetType`, `PetType2`). An error class whose name is a global takes `Error` first.
 */
const NAMESPACE_NAMES: ScopeRules = {
  kind: 'module',
  suffix: { kind: 'marker', marker: 'Type' },
  kinds: {
    type: { suffix: { kind: 'marker', marker: 'Type' } },
    error: {
      suffix: { kind: 'marker', marker: 'Error' },
      reserved: { words: TYPESCRIPT_NAMES.globals, suffix: 'Error' },
    },
    request: { suffix: { kind: 'marker', marker: 'Request' } },
  },
};

/** Service folders: a clash takes `_`, then a number (`pets`, `pets_`, `pets_2`). */
const SERVICE_FOLDERS: ScopeRules = { kind: 'folder', suffix: { kind: 'marker', marker: '_' } };

// Windows cannot create files named after its devices, whatever the extension.
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const NON_ASCII = /[^\u0000-\u007f]/;
// File systems allow 255 bytes per name; this leaves room for `.d.mts.map` and the like.
const MAX_FILE_NAME_BYTES = 200;

/** An identifier cut to at most `maxBytes` bytes of UTF-8, after its last whole character that fits. */
function cutToBytes(identifier: string, maxBytes: number): string {
  // A UTF-16 code unit is at most 3 bytes of UTF-8, so a short name never needs cutting;
  // an ASCII name is one byte a character.
  if (identifier.length * 3 <= maxBytes || (identifier.length <= maxBytes && !NON_ASCII.test(identifier)))
    return identifier;
  // Count UTF-8 bytes per code point (a lone surrogate is written as the 3-byte replacement
  // character).
  let bytes = 0;
  let end = 0;
  while (end < identifier.length) {
    const code = identifier.codePointAt(end)!;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += code < 0x10000 ? 1 : 2;
  }
  return end === identifier.length ? identifier : identifier.slice(0, end);
}

/** An identifier that also names a file or folder: cut to a safe length, never a device name. */
function fileSafeName(identifier: string): string {
  const result = cutToBytes(identifier, MAX_FILE_NAME_BYTES);
  // Only names of three or four characters can be device names.
  return result.length >= 3 && result.length <= 4 && WINDOWS_DEVICE.test(result) ? `${result}_` : result;
}

function timeoutToMs(value: number | 'infinity' | undefined, factor: number): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'infinity') return null;
  return value * factor;
}

const TYPE: NameRequest = { kind: 'type' };
const ERROR: NameRequest = { kind: 'error' };
const REQUEST: NameRequest = { kind: 'request' };

/** Globals that the module of named types refers to. */
const TYPE_MODULE_GLOBALS = ['Blob', 'Date', 'Record'];

/** Builds the context, choosing every exported name once so files agree. */
export function createContext(ir: IntermediateRepresentation, options: TypeScriptGeneratorOptions): GeneratorContext {
  // The namespace also names the files of `<Ns>Error` and `<Ns>TimeoutError`, so it is cut to
  // leave room for the longer suffix.
  const named = cutToBytes(
    escapeIdentifier(options.namespaceExport ?? (ir.apiName.pascalCase || 'Api')),
    MAX_FILE_NAME_BYTES - 'TimeoutError'.length,
  );
  // Every module imports the namespace: named `Promise` or `Object`, it would hide the global.
  const ns = isGlobalName(named) ? `${named}Api` : named;
  if (!options.packageName) throw new TypeScriptGeneratorError('missing option: packageName');
  // Every named type is declared in one module, which also refers to these globals: a type
  // of the same name would hide them there, so such a type takes a suffix.
  const taken = new NameScope(NAMESPACE_NAMES).reserve('index', ...TYPE_MODULE_GLOBALS);
  const typeNames = new Map<string, string>();
  const sortedTypeIds = Object.keys(ir.types).sort();
  for (const id of sortedTypeIds)
    typeNames.set(id, taken.claim(fileSafeName(escapeIdentifier(ir.types[id]!.name.pascalCase)), TYPE));
  const errorNames = new Map<string, string>();
  for (const id of Object.keys(ir.errors).sort()) {
    // An error class's module calls `Object.setPrototypeOf`: no class there may hide a global.
    errorNames.set(id, taken.claim(fileSafeName(escapeIdentifier(ir.errors[id]!.name.pascalCase)), ERROR));
  }
  const requestNames = new Map<string, string>();
  const serviceClassNames = new Map<string, string>();
  const serviceFolders = new Map<string, string>();
  const folders = new NameScope(SERVICE_FOLDERS);
  for (const service of ir.services) {
    // A service client's module uses globals (`Promise`, `String`, `JSON`) its class must not hide.
    const className = escapeIdentifier(service.name.pascalCase || 'Service');
    serviceClassNames.set(service.id, isGlobalName(className) ? `${className}Service` : className);
    serviceFolders.set(service.id, folders.claim(fileSafeName(escapeIdentifier(service.name.camelCase || 'service'))));
    for (const endpoint of service.endpoints)
      requestNames.set(
        endpoint.id,
        taken.claim(fileSafeName(escapeIdentifier(endpoint.requestName.pascalCase)), REQUEST),
      );
  }
  // Precedence: defaultTimeout (ms), then the deprecated seconds keys; null means "infinity".
  const candidates = [
    timeoutToMs(options.defaultTimeout, 1),
    timeoutToMs(options.defaultTimeoutInSeconds, 1000),
    timeoutToMs(options.timeoutInSeconds, 1000),
  ];
  const ms = candidates.find((c) => c !== undefined);
  return {
    ir,
    options,
    ns,
    clientName: `${ns}Client`,
    environmentName: `${ns}Environment`,
    errorName: `${ns}Error`,
    timeoutErrorName: `${ns}TimeoutError`,
    serde: !options.noSerdeLayer,
    defaultTimeoutMs: ms === null ? undefined : (ms ?? 60000),
    typeNames,
    errorNames,
    requestNames,
    serviceClassNames,
    serviceFolders,
    hasDates: apiHasDates(ir),
    caches: {
      sortedTypeIds,
      objectProperties: new Map(),
      apiTypeSymbol: importSymbol(ns, API, { star: true, typeOnly: true }),
      apiValueSymbol: importSymbol(ns, API, { star: true }),
      memo: new Map(),
      propertyKeys: { assigned: new WeakMap(), changes: 0, lists: new WeakMap(), scope: new NameScope(OBJECT_KEYS) },
      snippetCalls: new Map(),
      viaTypeImport: undefined,
      viaNamespace: undefined,
    },
  };
}

/** Computes a value once per context and key (keys are IR nodes or strings). */
export function memo<T>(ctx: GeneratorContext, key: unknown, compute: () => T): T {
  const table = ctx.caches.memo;
  const found = table.get(key);
  if (found !== undefined || table.has(key)) return found as T;
  const value = compute();
  table.set(key, value);
  return value;
}

/**
 * The properties of an object type with inherited ones, computed once per type. Callers
 * must not change the array.
 */
export function objectProperties(ctx: GeneratorContext, typeId: string): ObjectProperty[] {
  let properties = ctx.caches.objectProperties.get(typeId);
  if (properties === undefined) {
    properties = resolveObjectProperties(ctx.ir, typeId);
    ctx.caches.objectProperties.set(typeId, properties);
  }
  return properties;
}

// ---- module paths and symbols

/** Module path of the runtime core inside the SDK. */
export const CORE = 'src/core';
/** Module path of the `<Ns>` namespace (types, errors, requests). */
export const API = 'src/api';
/** Module path of the serialization schemas. */
export const SERIALIZATION = 'src/serialization';

// Symbols are only read once made, so each distinct one is made once and shared.
const CORE_VALUE = importSymbol('core', CORE, { star: true });
const CORE_TYPE = importSymbol('core', CORE, { star: true, typeOnly: true });
const SERIALIZERS = importSymbol('serializers', SERIALIZATION, { star: true });
// The schema combinators are imported from their own module, one namespace deep: a bundler
// follows `serialization.string` to the one function, but keeps every combinator for the
// nested `core.serialization.string`.
const SCHEMAS = importSymbol('serialization', `${CORE}/schemas`, { star: true });

/** `import * as core from ".../core"`. */
export function coreSymbol(typeOnly = false): ImportSymbol {
  return typeOnly ? CORE_TYPE : CORE_VALUE;
}

/** `import * as serialization from ".../core/schemas"`: the schema combinators. */
export function schemasSymbol(): ImportSymbol {
  return SCHEMAS;
}

/** `import * as serializers from ".../serialization"`. */
export function serializersSymbol(): ImportSymbol {
  return SERIALIZERS;
}

/** `import * as <Ns> from ".../api"`. */
export function apiSymbol(ctx: GeneratorContext, typeOnly = false): ImportSymbol {
  return typeOnly ? ctx.caches.apiTypeSymbol : ctx.caches.apiValueSymbol;
}

/** Module path of the module that declares every named type. */
export const TYPES_MODULE = `${API}/types`;

/** Module path of a declared error's class. */
export function errorFile(ctx: GeneratorContext, errorId: string): string {
  return `${API}/errors/${ctx.errorNames.get(errorId)!}`;
}

/** Folder of a service's client and request types. */
export function serviceFolder(ctx: GeneratorContext, service: Service): string {
  return `${API}/resources/${ctx.serviceFolders.get(service.id)!}`;
}

/** The `<Ns>Error` class. */
export function baseErrorSymbol(ctx: GeneratorContext, typeOnly = false): ImportSymbol {
  return importSymbol(ctx.errorName, `src/errors/${ctx.errorName}`, { typeOnly });
}

/** The `<Ns>TimeoutError` class. */
export function timeoutErrorSymbol(ctx: GeneratorContext, typeOnly = false): ImportSymbol {
  return importSymbol(ctx.timeoutErrorName, `src/errors/${ctx.timeoutErrorName}`, { typeOnly });
}

// ---- types

/** How a named type is printed where it is used. */
export type NamedTypePrinter = (declaration: TypeDeclaration, name: string) => Printable;

/** Prints named types through the `<Ns>` namespace import. */
export function viaNamespace(ctx: GeneratorContext): NamedTypePrinter {
  let printer = ctx.caches.viaNamespace;
  if (printer === undefined) {
    const ns = apiSymbol(ctx, true);
    printer = (_declaration, name) => [ns, '.', name];
    ctx.caches.viaNamespace = printer;
  }
  return printer;
}

/** Prints named types through a direct import of their file. */
export function viaTypeImport(ctx: GeneratorContext): NamedTypePrinter {
  let printer = ctx.caches.viaTypeImport;
  if (printer === undefined) {
    // Type files import each other from their own folder.
    printer = (_declaration, name) => importSymbol(name, TYPES_MODULE, { typeOnly: true });
    ctx.caches.viaTypeImport = printer;
  }
  return printer;
}

function isUnionText(parts: readonly Printable[]): boolean {
  return parts.some((p) =>
    typeof p === 'string' ? p.includes(' | ') : Array.isArray(p) ? isUnionText(p as readonly Printable[]) : false,
  );
}

/** Whether a reference mentions a named type anywhere inside it (any nested `kind: "named"`). */
function referencesNamedType(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (referencesNamedType(value[i])) return true;
    return false;
  }
  const record = value as Record<string, unknown>;
  if (record['kind'] === 'named') return true;
  for (const key in record) if (referencesNamedType(record[key])) return true;
  return false;
}

/** Marks a printable list as never changing, so one copy can be handed to every caller. */
function shared(parts: Printable[]): Printable[] {
  Object.freeze(parts);
  return parts;
}

// Renderings that hold no named type are the same every time: one shared copy each.
const TYPE_NUMBER = shared(['number']);
const TYPE_BOOLEAN = shared(['boolean']);
const TYPE_STRING = shared(['string']);
const TYPE_DATE = shared(['Date']);
const TYPE_UNKNOWN = shared(['unknown']);
const SCHEMA_NUMBER = shared([SCHEMAS, '.number()']);
const SCHEMA_BOOLEAN = shared([SCHEMAS, '.boolean()']);
const SCHEMA_STRING = shared([SCHEMAS, '.string()']);
const SCHEMA_DATE = shared([SCHEMAS, '.date()']);
const SCHEMA_ANY = shared([SCHEMAS, '.any()']);
const SCHEMA_UNKNOWN = shared([SCHEMAS, '.unknown()']);

/** How an SDK holds a primitive's value in TypeScript. */
type PrimitiveForm = 'number' | 'boolean' | 'date' | 'string';

/**
 * The TypeScript form of a primitive: numbers and booleans as such, a date-time as a `Date`
 * when the serialization layer converts it (the wire keeps the ISO string), everything else as
 * a string.
 */
function primitiveForm(ctx: GeneratorContext, primitive: PrimitiveType): PrimitiveForm {
  switch (primitive) {
    case 'integer':
    case 'long':
    case 'float':
    case 'double':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'dateTime':
      return ctx.serde ? 'date' : 'string';
    default:
      return 'string';
  }
}

const PRIMITIVE_TYPES: Readonly<Record<PrimitiveForm, Printable[]>> = {
  number: TYPE_NUMBER,
  boolean: TYPE_BOOLEAN,
  date: TYPE_DATE,
  string: TYPE_STRING,
};
const PRIMITIVE_SCHEMAS: Readonly<Record<PrimitiveForm, Printable[]>> = {
  number: SCHEMA_NUMBER,
  boolean: SCHEMA_BOOLEAN,
  date: SCHEMA_DATE,
  string: SCHEMA_STRING,
};

/**
 * The TypeScript type for a type reference. Optional becomes `T | undefined`. Inner parts
 * are nested rather than copied into the result, which prints the same.
 */
export function renderType(
  ctx: GeneratorContext,
  type: TypeReference,
  named: NamedTypePrinter,
  fileType: Printable = 'Blob',
): Printable[] {
  switch (type.kind) {
    case 'primitive':
      return PRIMITIVE_TYPES[primitiveForm(ctx, type.primitive)];
    case 'named': {
      const declaration = ctx.ir.types[type.typeId];
      if (!declaration) throw new TypeScriptGeneratorError(`unknown type id: ${type.typeId}`);
      return [named(declaration, ctx.typeNames.get(type.typeId)!)];
    }
    case 'literal':
      return [literalType(type.value)];
    case 'list':
    case 'set': {
      const item = renderType(ctx, type.itemType, named, fileType);
      return isUnionText(item) ? ['(', item, ')[]'] : [item, '[]'];
    }
    case 'map': {
      const value =
        type.valueType.kind === 'optional'
          ? [renderType(ctx, type.valueType.itemType, named, fileType), ' | undefined']
          : renderType(ctx, type.valueType, named, fileType);
      // `Record` is an alias, so `type A = Record<string, A>` would alias itself; an index
      // signature is an object type, which may refer to itself.
      return referencesNamedType(type.valueType) ? ['{ [key: string]: ', value, ' }'] : ['Record<string, ', value, '>'];
    }
    case 'optional':
      return [renderType(ctx, type.itemType, named, fileType), ' | undefined'];
    case 'nullable':
      return [renderType(ctx, type.itemType, named, fileType), ' | null'];
    case 'file':
      return [fileType];
    case 'unknown':
      return TYPE_UNKNOWN;
  }
}

// The TypeScript text of each primitive's form.
const PRIMITIVE_TYPE_TEXTS: Readonly<Record<PrimitiveForm, string>> = {
  number: 'number',
  boolean: 'boolean',
  date: 'Date',
  string: 'string',
};

/**
 * The text {@link renderType} prints for a type in the module that declares every named type
 * (`src/api/types.ts`), where each names the others as they are. Built as one string rather than
 * printables with a symbol made and looked up for every named type.
 *
 * @example renderTypeText(ctx, { kind: "list", itemType: { kind: "optional", itemType: { kind: "named", typeId: "Pet" } } })
 * // '(Pet | undefined)[]'
 */
export function renderTypeText(ctx: GeneratorContext, type: TypeReference): string {
  switch (type.kind) {
    case 'primitive':
      return PRIMITIVE_TYPE_TEXTS[primitiveForm(ctx, type.primitive)];
    case 'named': {
      if (!ctx.ir.types[type.typeId]) throw new TypeScriptGeneratorError(`unknown type id: ${type.typeId}`);
      return ctx.typeNames.get(type.typeId)!;
    }
    case 'literal':
      return literalType(type.value);
    case 'list':
    case 'set': {
      const item = renderTypeText(ctx, type.itemType);
      return item.includes(' | ') ? `(${item})[]` : `${item}[]`;
    }
    case 'map': {
      const value =
        type.valueType.kind === 'optional'
          ? `${renderTypeText(ctx, type.valueType.itemType)} | undefined`
          : renderTypeText(ctx, type.valueType);
      return referencesNamedType(type.valueType) ? `{ [key: string]: ${value} }` : `Record<string, ${value}>`;
    }
    case 'optional':
      return `${renderTypeText(ctx, type.itemType)} | undefined`;
    case 'nullable':
      return `${renderTypeText(ctx, type.itemType)} | null`;
    case 'file':
      return 'Blob';
    case 'unknown':
      return 'unknown';
  }
}

/** Whether converting between wire and TypeScript values changes anything for this type. */
export function needsConversion(ctx: GeneratorContext, type: TypeReference, seen = new Set<string>()): boolean {
  if (!ctx.serde) return false;
  switch (type.kind) {
    case 'primitive':
      return type.primitive === 'dateTime';
    case 'named': {
      if (seen.has(type.typeId)) return false;
      seen.add(type.typeId);
      const declaration = ctx.ir.types[type.typeId];
      if (!declaration) return false;
      const shape = declaration.shape;
      if (shape.kind === 'enum') return false;
      if (shape.kind === 'alias') return needsConversion(ctx, shape.aliasOf, seen);
      return true;
    }
    case 'list':
    case 'set':
    case 'optional':
    case 'nullable':
      return needsConversion(ctx, type.itemType, seen);
    case 'map':
      return needsConversion(ctx, type.valueType, seen);
    default:
      return false;
  }
}

/** How a named type's schema is reached where it is used. */
export type NamedSchemaPrinter = (typeId: string, name: string) => Printable;

/** The serialization schema expression for a type reference. */
export function renderSchema(
  ctx: GeneratorContext,
  type: TypeReference,
  named: NamedSchemaPrinter,
  lazy = true,
): Printable[] {
  // Inner schemas are nested rather than copied into the result, which prints the same.
  const core = SCHEMAS;
  switch (type.kind) {
    case 'primitive':
      return PRIMITIVE_SCHEMAS[primitiveForm(ctx, type.primitive)];
    case 'named':
      return lazy
        ? [core, '.lazy(() => ', named(type.typeId, ctx.typeNames.get(type.typeId)!), ')']
        : [named(type.typeId, ctx.typeNames.get(type.typeId)!)];
    case 'literal':
      if (typeof type.value === 'string') return [core, '.stringLiteral(', escapeLiteral(type.value), ')'];
      if (typeof type.value === 'boolean') return [core, '.booleanLiteral(', escapeLiteral(type.value), ')'];
      return SCHEMA_NUMBER;
    case 'list':
    case 'set':
      return [core, '.list(', renderSchema(ctx, type.itemType, named, lazy), ')'];
    case 'map': {
      const value =
        type.valueType.kind === 'optional'
          ? [renderSchema(ctx, type.valueType.itemType, named, lazy), '.optional()']
          : renderSchema(ctx, type.valueType, named, lazy);
      return [core, '.record(', core, '.string(), ', value, ')'];
    }
    case 'optional':
      return [renderSchema(ctx, type.itemType, named, lazy), '.optional()'];
    case 'nullable':
      return [renderSchema(ctx, type.itemType, named, lazy), '.nullable()'];
    case 'file':
      // Uploads are typed by the caller's value; `any` keeps the parsed type the declared one.
      return SCHEMA_ANY;
    case 'unknown':
      return SCHEMA_UNKNOWN;
  }
}

// What follows the combinators' name in a primitive's schema.
const PRIMITIVE_SCHEMA_CALLS: Readonly<Record<PrimitiveForm, string>> = {
  number: '.number()',
  boolean: '.boolean()',
  date: '.date()',
  string: '.string()',
};

/**
 * The text {@link renderSchema} prints for a type, in a module that names the schema
 * combinators `core` and every other schema by its own name (the module of every schema).
 * Built as one string rather than printables whose symbols are looked up one by one.
 *
 * @example renderSchemaText(ctx, { kind: "list", itemType: { kind: "primitive", primitive: "string" } }, "serialization")
 * // 'serialization.list(serialization.string())'
 */
export function renderSchemaText(ctx: GeneratorContext, type: TypeReference, core: string, lazy = true): string {
  switch (type.kind) {
    case 'primitive':
      return core + PRIMITIVE_SCHEMA_CALLS[primitiveForm(ctx, type.primitive)];
    case 'named': {
      const name = ctx.typeNames.get(type.typeId)!;
      return lazy ? `${core}.lazy(() => ${name})` : name;
    }
    case 'literal':
      if (typeof type.value === 'string') return `${core}.stringLiteral(${escapeLiteral(type.value)})`;
      if (typeof type.value === 'boolean') return `${core}.booleanLiteral(${escapeLiteral(type.value)})`;
      return `${core}.number()`;
    case 'list':
    case 'set':
      return `${core}.list(${renderSchemaText(ctx, type.itemType, core, lazy)})`;
    case 'map': {
      const value =
        type.valueType.kind === 'optional'
          ? `${renderSchemaText(ctx, type.valueType.itemType, core, lazy)}.optional()`
          : renderSchemaText(ctx, type.valueType, core, lazy);
      return `${core}.record(${core}.string(), ${value})`;
    }
    case 'optional':
      return `${renderSchemaText(ctx, type.itemType, core, lazy)}.optional()`;
    case 'nullable':
      return `${renderSchemaText(ctx, type.itemType, core, lazy)}.nullable()`;
    case 'file':
      return `${core}.any()`;
    case 'unknown':
      return `${core}.unknown()`;
  }
}

/** Schemas of named types through the `serializers` namespace import. */
export function schemaViaNamespace(): NamedSchemaPrinter {
  return SCHEMA_VIA_NAMESPACE;
}

const SCHEMA_VIA_NAMESPACE: NamedSchemaPrinter = (_id, name) => [SERIALIZERS, '.', name];

/** Errors an endpoint declares, in a stable order. */
export function endpointErrors(ctx: GeneratorContext, endpoint: HttpEndpoint): ErrorDeclaration[] {
  return endpoint.errors
    .map((id) => ctx.ir.errors[id])
    .filter((e): e is ErrorDeclaration => e !== undefined)
    .sort((a, b) => a.statusCode - b.statusCode || (a.id < b.id ? -1 : 1));
}

/** Follows aliases to an object declaration. */
export function objectDeclaration(ctx: GeneratorContext, type: TypeReference): TypeDeclaration | undefined {
  const declaration = resolveNamedType(ctx.ir, type);
  return declaration?.shape.kind === 'object' ? declaration : undefined;
}

// ---- facts about the API

/**
 * Whether a type reference holds a date or date-time, named types aside: by a loop through the wrappers (most properties are optional ones),
 * which is several times faster on a definition of thousands of types.
 */
function holdsDate(type: TypeReference): boolean {
  for (let current: TypeReference | undefined = type; current !== undefined; current = containedType(current)) {
    if (current.kind === 'primitive') return current.primitive === 'dateTime' || current.primitive === 'date';
    if (current.kind === 'map' && holdsDate(current.keyType)) return true;
  }
  return false;
}

/** Whether a declared type's own properties, members or alias hold a date; named types aside. */
function declarationHasDates(declaration: TypeDeclaration): boolean {
  const shape = declaration.shape;
  switch (shape.kind) {
    case 'object': {
      const properties = shape.properties;
      for (let i = 0; i < properties.length; i++) {
        // Most properties are a named type or a primitive, maybe optional: answered without a call.
        let type = properties[i]!.valueType;
        if (type.kind === 'optional') type = type.itemType;
        if (type.kind === 'named') continue;
        if (type.kind === 'primitive' ? type.primitive === 'dateTime' || type.primitive === 'date' : holdsDate(type))
          return true;
      }
      return shape.additionalProperties !== undefined && holdsDate(shape.additionalProperties);
    }
    case 'alias':
      return holdsDate(shape.aliasOf);
    case 'discriminatedUnion':
      for (let i = 0; i < shape.baseProperties.length; i++)
        if (holdsDate(shape.baseProperties[i]!.valueType)) return true;
      return false;
    case 'undiscriminatedUnion':
      for (let i = 0; i < shape.members.length; i++) if (holdsDate(shape.members[i]!.type)) return true;
      return false;
    case 'enum':
      return false;
  }
}

/** Whether an endpoint's parameters, body, response or stream hold a date. */
function endpointHasDates(endpoint: HttpEndpoint): boolean {
  for (const list of [endpoint.pathParameters, endpoint.queryParameters, endpoint.headers, endpoint.cookies]) {
    for (const parameter of list) if (holdsDate(parameter.valueType)) return true;
  }
  const body = endpoint.requestBody;
  if (body !== undefined) {
    if ((body.kind === 'json' || body.kind === 'formUrlEncoded') && holdsDate(body.bodyType)) return true;
    if (body.kind === 'multipart' && body.parts.some((part) => holdsDate(part.valueType))) return true;
  }
  if (endpoint.response.kind === 'json' && holdsDate(endpoint.response.bodyType)) return true;
  const streaming = endpoint.streaming;
  if (streaming === undefined) return false;
  if (holdsDate(streaming.eventType)) return true;
  return streaming.kind === 'sse' && (streaming.eventDiscriminator?.variants.some((v) => holdsDate(v.type)) ?? false);
}

/**
 * Whether the SDK's types, endpoints, errors, credentials or global headers hold a date or
 * date-time (examples aside): the README then says how dates are passed.
 */
function apiHasDates(ir: IntermediateRepresentation): boolean {
  const declarations = Object.values(ir.types);
  for (let i = 0; i < declarations.length; i++) if (declarationHasDates(declarations[i]!)) return true;
  for (const service of ir.services) if (service.endpoints.some(endpointHasDates)) return true;
  for (const id in ir.errors)
    if (ir.errors[id]!.bodyType !== undefined && holdsDate(ir.errors[id]!.bodyType!)) return true;
  if (ir.headers.some((header) => holdsDate(header.valueType))) return true;
  return ir.auth.schemes.some((scheme) => scheme.kind === 'header' && holdsDate(scheme.valueType));
}
