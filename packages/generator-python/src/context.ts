import {
  NameScope,
  PYTHON_NAMES,
  resolveObjectProperties,
  type IntermediateRepresentation,
  type Name,
  type ObjectProperty,
  type ReadmeSettings,
  type PackageMetadata,
  type TypeDeclaration,
  type TypeReference,
} from '@bracken/ir';
import { PythonGeneratorError } from './errors';
import { identifierOf, pyString } from './printer/escape';

/** Name the generator answers to in `generators.yml`. */
export const PYTHON_SDK_GENERATOR = 'bracken-python-sdk';

/** What the Python generator is told. */
export interface PythonGeneratorOptions {
  /** Distribution name (`petstore-sdk`). */
  packageName: string;
  /** Version of the package. */
  packageVersion: string;
  /** Import name. @default the distribution name in snake_case */
  moduleName?: string;
  /** Client class name. @default the PascalCase API name */
  namespaceExport?: string;
  /** Default timeout in seconds, or `infinity`. @default 60 */
  timeoutInSeconds?: number | 'infinity';
  /** Send a structured `User-Agent` instead of the runtime headers. @default false */
  includePlatformHeaders?: boolean;
  /** Send none of the platform headers. @default false */
  omitBrackenHeaders?: boolean;
  /** Leave the maker's name out of everything written. @default false */
  whitelabel?: boolean;
  readme?: ReadmeSettings;
  metadata?: PackageMetadata;
  repositoryUrl?: string;
}

/** A field of a generated model: its Python name and the property it stands for. */
export interface ModelField {
  readonly pyName: string;
  readonly property: ObjectProperty;
}

/** Names and type expressions shared by every emitter of one run. */
export interface PythonContext {
  readonly ir: IntermediateRepresentation;
  readonly options: PythonGeneratorOptions;
  /** Import name of the package. */
  readonly module: string;
  readonly clientName: string;
  readonly asyncClientName: string;
  readonly environmentName: string;
  /** The brand of the platform headers, `undefined` when whitelabel. */
  readonly brand: string | undefined;
  /** The Python class name of a declared type. */
  typeName(id: string): string;
  /** The fields of an object type (inherited ones included), each with its Python name. */
  fields(id: string): readonly ModelField[];
  /** The class name of a discriminated union's variant. */
  variantName(unionId: string, discriminantValue: string): string;
  /** The Python name of a declared error class. */
  errorName(id: string): string;
  /** A type annotation; `qualified` prefixes declared types with `types.`. */
  annotation(type: TypeReference, qualified: boolean, use?: Set<string>): string;
}

const KEYWORDS = PYTHON_NAMES.keywords;

/** Words a model field may not be: keywords, what annotations read, what `BaseModel` owns. */
export const FIELD_RESERVED = new Set<string>([
  ...KEYWORDS,
  ...PYTHON_NAMES.globals,
  ...PYTHON_NAMES.modules,
  ...PYTHON_NAMES.modelMembers,
]);

/** Words a method parameter may not be: keywords, builtins and the modules its body reads. */
export const PARAMETER_RESERVED = new Set<string>([
  ...KEYWORDS,
  ...PYTHON_NAMES.globals,
  ...PYTHON_NAMES.modules,
  'request_options',
]);

/** A snake_case identifier of `name`. */
export function snakeIdentifier(name: Name | string, prefix = 'value'): string {
  const text = typeof name === 'string' ? name : name.snakeCase;
  return identifierOf(text.toLowerCase(), prefix);
}

/** A PascalCase identifier of `name`. */
export function pascalIdentifier(name: Name | string, prefix = 'Type'): string {
  const text = typeof name === 'string' ? name : name.pascalCase;
  const id = identifierOf(text, prefix);
  return /^[a-z]/.test(id) ? `${id[0]!.toUpperCase()}${id.slice(1)}` : id;
}

function fieldScope(): NameScope {
  return new NameScope({
    kind: 'class',
    suffix: { kind: 'repeat', text: '_' },
    reserved: { words: FIELD_RESERVED, suffix: '_' },
  });
}

/** Builds the context of one run: every type, field and error name is claimed here. */
export function createContext(ir: IntermediateRepresentation, options: PythonGeneratorOptions): PythonContext {
  if (!options.packageName) throw new PythonGeneratorError('missing option: packageName');
  const module = options.moduleName ?? identifierOf(options.packageName.toLowerCase().replace(/[-.]+/g, '_'), 'sdk');
  if (!/^[a-z_][a-z0-9_]*$/.test(module) || KEYWORDS.has(module))
    throw new PythonGeneratorError(`invalid moduleName: ${JSON.stringify(module)} is not a Python module name`);
  // An API titled `None` or `Exception` names a client that may not take (or should not hide) that name.
  const clientName =
    options.namespaceExport ??
    new NameScope({
      kind: 'module',
      suffix: { kind: 'number' },
      reserved: { words: new Set([...KEYWORDS, ...PYTHON_NAMES.globals, ...PYTHON_NAMES.typeNames]), suffix: 'Client' },
    }).claim(pascalIdentifier(ir.apiName, 'Api'));
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(clientName) || KEYWORDS.has(clientName))
    throw new PythonGeneratorError(`invalid namespaceExport: ${JSON.stringify(clientName)} is not a Python class name`);

  // Type names share the `types` module with what it imports.
  const typeScope = new NameScope({
    kind: 'module',
    suffix: { kind: 'number' },
    reserved: {
      words: new Set([...KEYWORDS, ...PYTHON_NAMES.modules, ...PYTHON_NAMES.typeNames, 'UniversalBaseModel']),
      suffix: 'Model',
    },
  });
  const typeNames = new Map<string, string>();
  for (const id of Object.keys(ir.types).sort())
    typeNames.set(id, typeScope.claim(pascalIdentifier(ir.types[id]!.name)));
  const variantNames = new Map<string, string>();
  for (const id of Object.keys(ir.types).sort()) {
    const shape = ir.types[id]!.shape;
    if (shape.kind !== 'discriminatedUnion') continue;
    for (const variant of shape.variants) {
      variantNames.set(
        `${id}\u0000${variant.discriminantValue}`,
        typeScope.claim(`${typeNames.get(id)!}${pascalIdentifier(variant.discriminantValue, 'Variant')}`),
      );
    }
  }
  const errorScope = new NameScope({
    kind: 'module',
    suffix: { kind: 'number' },
    reserved: {
      words: new Set([...KEYWORDS, ...PYTHON_NAMES.modules, ...PYTHON_NAMES.typeNames, 'ApiError', 'ApiTimeoutError']),
      suffix: 'Error',
    },
  });
  const errorNames = new Map<string, string>();
  for (const id of Object.keys(ir.errors).sort())
    errorNames.set(id, errorScope.claim(pascalIdentifier(ir.errors[id]!.name, 'Error')));

  const fieldCache = new Map<string, ModelField[]>();
  const typeName = (id: string): string => {
    const name = typeNames.get(id);
    if (name === undefined) throw new PythonGeneratorError(`unknown type id: ${id}`);
    return name;
  };

  const ctx: PythonContext = {
    ir,
    options,
    module,
    clientName,
    asyncClientName: `Async${clientName}`,
    environmentName: `${clientName}Environment`,
    brand: options.whitelabel ? undefined : 'Bracken',
    typeName,
    fields(id) {
      const cached = fieldCache.get(id);
      if (cached) return cached;
      const declaration = ir.types[id];
      if (declaration === undefined) throw new PythonGeneratorError(`unknown type id: ${id}`);
      const scope = fieldScope();
      const properties = declaration.shape.kind === 'object' ? resolveObjectProperties(ir, declaration.id) : [];
      const fields = properties.map((property) => ({
        pyName: scope.claim(snakeIdentifier(property.name, 'field')),
        property,
      }));
      fieldCache.set(id, fields);
      return fields;
    },
    variantName(unionId, value) {
      const name = variantNames.get(`${unionId}\u0000${value}`);
      if (name === undefined) throw new PythonGeneratorError(`unknown variant ${value} of ${unionId}`);
      return name;
    },
    errorName(id) {
      const name = errorNames.get(id);
      if (name === undefined) throw new PythonGeneratorError(`unknown error id: ${id}`);
      return name;
    },
    annotation(type, qualified, use) {
      return annotationOf(ctx, type, qualified, use);
    },
  };
  return ctx;
}

/** The Python annotation of a type reference; `use` collects the modules it reads (`dt`). */
function annotationOf(ctx: PythonContext, type: TypeReference, qualified: boolean, use?: Set<string>): string {
  switch (type.kind) {
    case 'primitive':
      switch (type.primitive) {
        case 'integer':
        case 'long':
        case 'bigInteger':
          return 'int';
        case 'float':
        case 'double':
          return 'float';
        case 'boolean':
          return 'bool';
        case 'date':
          use?.add('dt');
          return 'dt.date';
        case 'dateTime':
          use?.add('dt');
          return 'dt.datetime';
        default:
          return 'str';
      }
    case 'named': {
      const name = ctx.typeName(type.typeId);
      if (qualified) use?.add('types');
      return qualified ? `types.${name}` : name;
    }
    case 'literal':
      if (typeof type.value === 'number')
        return Number.isSafeInteger(type.value) ? `typing.Literal[${type.value}]` : 'float';
      return `typing.Literal[${typeof type.value === 'string' ? pyString(type.value) : type.value ? 'True' : 'False'}]`;
    case 'list':
    case 'set':
      return `typing.List[${annotationOf(ctx, type.itemType, qualified, use)}]`;
    case 'map':
      return `typing.Dict[str, ${annotationOf(ctx, type.valueType, qualified, use)}]`;
    case 'optional':
    case 'nullable': {
      const inner = annotationOf(ctx, stripOptional(type.itemType), qualified, use);
      return inner === 'typing.Any' ? inner : `typing.Optional[${inner}]`;
    }
    case 'file':
      return 'bytes';
    case 'unknown':
      return 'typing.Any';
  }
}

/** `type` without its outer optional and nullable wrappers. */
export function stripOptional(type: TypeReference): TypeReference {
  let current = type;
  while (current.kind === 'optional' || current.kind === 'nullable') current = current.itemType;
  return current;
}

/** Whether a value of `type` may be left out (or `None`). */
export function isOptional(type: TypeReference): boolean {
  return type.kind === 'optional' || type.kind === 'nullable';
}

/** The declaration a reference names after aliases, or `undefined`. */
export function resolveDeclaration(ir: IntermediateRepresentation, type: TypeReference): TypeDeclaration | undefined {
  let current = stripOptional(type);
  for (let depth = 0; depth < 32 && current.kind === 'named'; depth++) {
    const declaration = ir.types[current.typeId];
    if (declaration === undefined) return undefined;
    if (declaration.shape.kind !== 'alias') return declaration;
    current = stripOptional(declaration.shape.aliasOf);
  }
  return undefined;
}
