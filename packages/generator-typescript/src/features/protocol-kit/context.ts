import {
  NameScope,
  type IntermediateRepresentation,
  type MultiUrlEnvironment,
  type SingleUrlEnvironment,
  type TypeReference,
} from '@bracken/ir';
import type { GeneratorContext } from '../../context';
import { checkedIdentifier, codeText, escapeIdentifier, literalType, type Code } from '../../printer/escape';

/** What every extension emitter needs to know about the SDK it adds files to. */
export interface ExtensionContext {
  /** The SDK's namespace export, for example `Chat`; names the generated classes. */
  namespaceExport: string;
  /** Import path of the SDK's types module, as seen from the emitted file (for example `"../api"`). */
  typeImportPath: string;
  /**
   * The exported TypeScript name of a type id in the types module. Pass the main generator's
   * names so both agree.
   * @default the type's PascalCase name, made unique in type-id order
   */
  typeName?: (typeId: string) => string;
  /**
   * Whether the SDK's types use camelCase keys while the wire keeps its own names.
   * @default true
   */
  serde?: boolean;
}

/** The context of a protocol client in an SDK the core generator writes: its namespace, names and types module. */
export function protocolContext(ctx: GeneratorContext): ExtensionContext {
  return {
    namespaceExport: ctx.ns,
    typeImportPath: '../api',
    typeName: (id) => ctx.typeNames.get(id) ?? id,
    serde: ctx.serde,
  };
}

/** The context with defaults filled in; names are checked identifiers. */
export interface ResolvedExtensionContext {
  ns: Code;
  typeImportPath: string;
  typeName: (typeId: string) => Code;
  serde: boolean;
  ir: IntermediateRepresentation;
}

/** Fills in the defaults of an {@link ExtensionContext}. */
export function resolveExtensionContext(
  ir: IntermediateRepresentation,
  ctx: ExtensionContext,
): ResolvedExtensionContext {
  let typeName: (typeId: string) => Code;
  const given = ctx.typeName;
  if (given) typeName = (id) => checkedIdentifier(given(id));
  else {
    const names = new Map<string, Code>();
    const taken = new NameScope({ kind: 'module', suffix: { kind: 'marker', marker: 'Type' } }).reserve('index');
    for (const id of Object.keys(ir.types).sort())
      names.set(id, checkedIdentifier(taken.claim(escapeIdentifier(ir.types[id]!.name.pascalCase))));
    typeName = (id) => names.get(id) ?? escapeIdentifier(id);
  }
  return {
    ns: escapeIdentifier(ctx.namespaceExport),
    typeImportPath: ctx.typeImportPath,
    typeName,
    serde: ctx.serde ?? true,
    ir,
  };
}

/** The TypeScript type of a type reference, with named types read from the SDK's namespace. */
export function tsType(ctx: ResolvedExtensionContext, type: TypeReference): Code {
  switch (type.kind) {
    case 'primitive':
      if (
        type.primitive === 'integer' ||
        type.primitive === 'long' ||
        type.primitive === 'float' ||
        type.primitive === 'double'
      )
        return codeText`number`;
      if (type.primitive === 'dateTime' && ctx.serde) return codeText`Date`;
      return type.primitive === 'boolean' ? codeText`boolean` : codeText`string`;
    case 'named':
      return codeText`${ctx.ns}.${ctx.typeName(type.typeId)}`;
    case 'literal':
      return literalType(type.value);
    case 'list':
    case 'set': {
      const item = tsType(ctx, type.itemType);
      return /[|&]/.test(item) ? codeText`Array<${item}>` : codeText`${item}[]`;
    }
    case 'map':
      return codeText`Record<string, ${tsType(ctx, type.valueType)}>`;
    case 'optional':
      return codeText`${tsType(ctx, type.itemType)} | undefined`;
    case 'nullable':
      return codeText`${tsType(ctx, type.itemType)} | null`;
    case 'file':
      return codeText`Blob`;
    case 'unknown':
      return codeText`unknown`;
  }
}

// Kebab-case names are ASCII, one byte a character: this leaves room for `.d.mts.map`-style
// suffixes under the usual 255-byte limit of a file name.
const MAX_FILE_NAME = 200;

/**
 * A file name for a kebab-case `name`, cut to a safe length and claimed in `taken` (`name`,
 * `name-2`, …): names that differ only in characters a kebab-case name drops,
 * or only past the cut, share one otherwise.
 */
export function uniqueFileName(name: string, taken: NameScope): string {
  return taken.claim(name.length > MAX_FILE_NAME ? name.slice(0, MAX_FILE_NAME).replace(/-+$/, '') : name);
}

/** The files of one folder: a clash takes `-2`, `-3`, …; `reserved` names are taken already. */
export function fileNameScope(...reserved: string[]): NameScope {
  return new NameScope({ kind: 'folder', suffix: { kind: 'number', separator: '-' } }).reserve(...reserved);
}

/** A client's class name and the SDK file that holds it. */
export interface ClientName {
  className: Code;
  /** For example `src/jsonrpc/petstore-json-rpc-client.ts`. */
  path: string;
}

/**
 * Names the clients of one SDK folder, `src/<folder>/`: each class name is unique among them
 * (claimed with `tail`), and each client gets a file named after its class, apart from the
 * `reservedFiles` and from each other.
 *
 * @example
 * const name = clientNames('grpc', 'index');
 * name(codeText`Greeter`, 'GrpcClient'); // { className: "GreeterGrpcClient", path: "src/grpc/greeter-grpc-client.ts" }
 */
export function clientNames(folder: string, ...reservedFiles: string[]): (name: Code, tail: string) => ClientName {
  const classNames = new NameScope({ kind: 'module', suffix: { kind: 'number' } });
  const fileNames = fileNameScope(...reservedFiles);
  return (name, tail) => {
    const className = checkedIdentifier(classNames.claim(name, { tail }));
    return { className, path: `src/${folder}/${uniqueFileName(kebab(className), fileNames)}.ts` };
  };
}

/** A kebab-case file name for a name. */
export function kebab(name: string): string {
  return (
    name
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'client'
  );
}

/**
 * A server URL with each `{variable}` replaced by that server variable's default; a variable
 * with no default, or not declared, stays as written.
 */
export function fillServerVariables(ir: IntermediateRepresentation, url: string): string {
  return url.replace(
    /\{([^}]+)\}/g,
    (m, v: string) => ir.environments?.serverVariables.find((s) => s.name.wireValue === v)?.default ?? m,
  );
}

/** An environment a protocol client offers: its name in the SDK and the URL it connects to. */
export interface ProtocolEnvironment {
  name: string;
  url: string;
}

/**
 * The environments of the IR a protocol client offers: each one `urlOf` gives a URL for,
 * named by its PascalCase name (its id when that is empty).
 */
export function protocolEnvironments(
  ir: IntermediateRepresentation,
  urlOf: (environment: SingleUrlEnvironment | MultiUrlEnvironment) => string | undefined,
): ProtocolEnvironment[] {
  return (ir.environments?.environments ?? []).flatMap((e) => {
    const url = urlOf(e);
    return url === undefined ? [] : [{ name: e.name.pascalCase || e.id, url }];
  });
}
