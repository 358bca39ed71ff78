import {
  type EnumShape,
  NameScope,
  type ObjectProperty,
  type ScopeRules,
  type TypeDeclaration,
  type TypeReference,
} from '@bracken/ir';
import {
  SERIALIZATION,
  apiSymbol,
  objectProperties,
  renderSchema,
  renderSchemaText,
  renderTypeText,
  schemasSymbol,
  TYPES_MODULE,
  type GeneratorContext,
} from '../context';
import { docComment, escapeIdentifier, escapePropertyKey, escapeString, safeObjectKey } from '../printer/escape';
import { breakLongLines, breakPiece, breaksTypeArguments, layOutUnion, LINE_WIDTH } from '../printer/line-breaking';
import { FileBuilder, type GeneratedFile, type ImportSymbol, type Printable } from '../printer/printer';
import { SCHEMA_MODULE_PREAMBLE } from './unchecked-modules';

/** The TypeScript key of a property: camelCase with the serde layer, the wire name without. */
export function propertyKey(ctx: GeneratorContext, property: ObjectProperty): string {
  if (!ctx.serde) return property.name.wireValue;
  const keys = ctx.caches.propertyKeys;
  // Until some key clashes, every key is its natural one: no lookup needed.
  return (
    (keys.changes === 0 ? undefined : keys.assigned.get(property)) ??
    safeObjectKey(property.name.camelCase || property.name.wireValue)
  );
}

/** Changes whenever a property's key is reassigned: text that shows keys may be reused while it is unchanged. */
export function propertyKeyVersion(ctx: GeneratorContext): number {
  return ctx.caches.propertyKeys.changes;
}

/**
 * Makes the keys of one object's properties distinct (`foo_bar` and `fooBar` both camelCase to
 * `fooBar`): a later clash keeps its wire name, or gets a number.
 */
export function assignPropertyKeys(ctx: GeneratorContext, properties: ObjectProperty[]): ObjectProperty[] {
  const keys = ctx.caches.propertyKeys;
  // Assigning again gives the same keys unless some key changed since (another list holding
  // one of these properties), and the cached lists come back for the type and then for its
  // schema: the second time there is usually nothing to do.
  if (!ctx.serde || keys.lists.get(properties) === keys.changes) return properties;
  // One scope serves every object in turn, so objects do not each allocate one.
  const scope = keys.scope;
  scope.clear();
  for (let i = 0; i < properties.length; i++) {
    const property = properties[i]!;
    const natural =
      (keys.changes === 0 ? undefined : keys.assigned.get(property)) ??
      safeObjectKey(property.name.camelCase || property.name.wireValue);
    // The fallbacks are only made for a clash, which is rare.
    if (!scope.has(natural)) scope.claim(natural);
    else {
      const key = scope.claim(natural, {
        fallbacks: [property.name.wireValue, `${natural}2`],
        stem: property.name.camelCase,
      });
      keys.assigned.set(property, key);
      keys.changes++;
    }
  }
  keys.lists.set(properties, keys.changes);
  return properties;
}

function propertyDocs(property: ObjectProperty): string | undefined {
  const docs = property.docs ? property.docs : undefined;
  if (property.availability !== 'deprecated') return docs;
  return docs === undefined ? '@deprecated' : `${docs}\n@deprecated`;
}

/** Whether a type is `unknown` once aliases and `null` are looked through. */
export function isUnknownLike(ctx: GeneratorContext, type: TypeReference, depth = 0): boolean {
  if (depth > 16) return false;
  if (type.kind === 'unknown' || type.kind === 'file') return true;
  if (type.kind === 'nullable' || type.kind === 'optional') return isUnknownLike(ctx, type.itemType, depth + 1);
  if (type.kind === 'named') {
    const shape = ctx.ir.types[type.typeId]?.shape;
    return shape?.kind === 'alias' && isUnknownLike(ctx, shape.aliasOf, depth + 1);
  }
  return false;
}

/** Prints interface members for properties (optional ones with `?:`) in the module of every type. */
export function printProperties(
  ctx: GeneratorContext,
  file: FileBuilder,
  properties: ObjectProperty[],
  indent: string,
): void {
  assignPropertyKeys(ctx, properties);
  for (let i = 0; i < properties.length; i++) {
    const property = properties[i]!;
    const type = property.valueType.kind === 'optional' ? property.valueType.itemType : property.valueType;
    // A value that may be anything may also be missing: `unknown` includes `undefined`.
    const optional = property.valueType.kind === 'optional' || isUnknownLike(ctx, type);
    const docs = propertyDocs(property);
    if (docs !== undefined) file.append(docComment([docs], indent));
    const key = escapePropertyKey(propertyKey(ctx, property));
    file.print(`${indent}${key}${optional ? '?: ' : ': '}${renderTypeText(ctx, type)};`);
  }
}

const ASCII_ALPHANUMERIC = /^[A-Za-z0-9]+$/;

/** Whether `value` is non-empty and only ASCII letters and digits. */
function isAsciiAlphanumeric(value: string): boolean {
  return ASCII_ALPHANUMERIC.test(value);
}

function variantBase(value: string): string {
  // Letters and digits alone have no word breaks: the regexes below would only capitalise
  // a leading letter.
  if (isAsciiAlphanumeric(value)) {
    const first = value.charCodeAt(0);
    return escapeIdentifier(first >= 97 && first <= 122 ? `${value.charAt(0).toUpperCase()}${value.slice(1)}` : value);
  }
  return escapeIdentifier(
    value
      .replace(/(^|[^\p{L}\p{N}]+)(\p{L})/gu, (_m, _s, c: string) => c.toUpperCase())
      .replace(/[^\p{L}\p{N}_$]/gu, '') || 'Variant',
  );
}

// Escaped once per enum: its type and its schema print the same literals.
const literalsOf = new WeakMap<EnumShape, readonly string[]>();

/** The values of an enum as string literals, in order. */
function enumLiterals(shape: EnumShape): readonly string[] {
  let literals = literalsOf.get(shape);
  if (literals === undefined) {
    literals = shape.values.map((v) => escapeString(v.name.wireValue));
    literalsOf.set(shape, literals);
  }
  return literals;
}

/** The members of an enum's object, or a union's namespace. */
const VARIANTS: ScopeRules = { kind: 'object', suffix: { kind: 'number' } };

function variantName(value: string, taken: NameScope): string {
  const base = variantBase(value);
  const name = base.charAt(0).toUpperCase() + base.slice(1);
  return taken.claim(name, name === base ? undefined : { stem: base });
}

function printTypeDeclaration(ctx: GeneratorContext, file: FileBuilder, declaration: TypeDeclaration): void {
  const name = ctx.typeNames.get(declaration.id)!;
  const docs = docComment([declaration.docs, declaration.availability === 'deprecated' ? '@deprecated' : undefined]);
  const shape = declaration.shape;
  switch (shape.kind) {
    case 'object': {
      file.append(docs);
      file.print(`export interface ${name} {`);
      printProperties(ctx, file, objectProperties(ctx, declaration.id), '    ');
      if (shape.additionalProperties) file.print('    [key: string]: unknown;');
      file.print('}');
      break;
    }
    case 'alias':
      file.append(docs);
      file.print(`export type ${name} = ${renderTypeText(ctx, shape.aliasOf)};`);
      break;
    case 'enum': {
      const literals = enumLiterals(shape);
      file.append(docs);
      // The union of a large enum is among the longest lines of an SDK: printed laid out.
      const laidOut = layOutUnion(
        '',
        `export type ${name}`,
        shape.forwardCompatible ? [...literals, '(string & {})'] : literals,
      );
      if (laidOut !== undefined) file.printLaidOut(laidOut);
      else {
        // Joined only here: a union laid out has been joined already.
        const union = literals.length > 0 ? literals.join(' | ') : 'never';
        file.print(`export type ${name} = ${shape.forwardCompatible ? `${union} | (string & {})` : union};`);
      }
      file.print(`export const ${name} = {`);
      const taken = new NameScope(VARIANTS);
      for (let i = 0; i < shape.values.length; i++) {
        const value = shape.values[i]!;
        if (value.docs !== undefined) file.append(docComment([value.docs], '    '));
        // The literal is the one already escaped for the union above.
        file.print(
          `    ${escapePropertyKey(variantName(value.name.pascalCase || value.name.wireValue, taken))}: ${literals[i]!},`,
        );
      }
      file.print('} as const;');
      break;
    }
    case 'discriminatedUnion': {
      const taken = new NameScope(VARIANTS);
      const variants = shape.variants.map((v) => ({ variant: v, local: variantName(v.discriminantValue, taken) }));
      file.append(docs);
      const laidOut = layOutUnion(
        '',
        `export type ${name}`,
        variants.map((v) => `${name}.${v.local}`),
      );
      if (laidOut !== undefined) file.printLaidOut(laidOut);
      else
        file.print(
          `export type ${name} = ${variants.length > 0 ? variants.map((v) => `${name}.${v.local}`).join(' | ') : 'never'};`,
        );
      file.print('');
      file.print(`export declare namespace ${name} {`);
      const discriminantKey = ctx.serde ? shape.discriminant.camelCase : shape.discriminant.wireValue;
      for (const { variant, local } of variants) {
        const properties = [...objectProperties(ctx, variant.typeId), ...shape.baseProperties].filter(
          (p) => p.name.wireValue !== shape.discriminant.wireValue,
        );
        file.append(docComment([variant.docs], '    '));
        file.print(`    export interface ${local} {`);
        file.print('        ', escapePropertyKey(discriminantKey), ': ', escapeString(variant.discriminantValue), ';');
        printProperties(ctx, file, dedupe(properties), '        ');
        file.print('    }');
      }
      file.print('}');
      break;
    }
    case 'undiscriminatedUnion': {
      file.append(docs);
      // A large file names its imports as it prints, so the members are measured as printed.
      const members = shape.members.map((m) => renderTypeText(ctx, m.type));
      const laidOut = layOutUnion('', `export type ${name}`, members);
      if (laidOut !== undefined) file.printLaidOut(laidOut);
      else file.print(`export type ${name} = ${members.length > 0 ? members.join(' | ') : 'never'};`);
      break;
    }
  }
}

function dedupe(properties: ObjectProperty[]): ObjectProperty[] {
  const byWire = new Map<string, ObjectProperty>();
  for (const p of properties) byWire.set(p.name.wireValue, p);
  return [...byWire.values()];
}

/** Object schema members: `key: property("wire", schema)` or `key: schema`. */
export function objectSchemaMembers(
  ctx: GeneratorContext,
  properties: ObjectProperty[],
  named: (id: string, name: string) => Printable,
  lazy = true,
): Printable[] {
  assignPropertyKeys(ctx, properties);
  const members: Printable[] = [];
  for (let i = 0; i < properties.length; i++) {
    const p = properties[i]!;
    const key = propertyKey(ctx, p);
    const schema = renderSchema(ctx, p.valueType, named, lazy);
    const value =
      key === p.name.wireValue
        ? schema
        : [schemasSymbol(), `.property(${escapeString(p.name.wireValue)}, `, schema, ')'];
    members.push([`    ${escapePropertyKey(key)}: `, value, ',\n']);
  }
  return members;
}

/**
 * The first line of an object's schema, `export let Name: core.Schema<unknown, Api.Name> =
 * build(() => core.objectOf<Api.Name>(() => ({`, laid out as line breaking lays it out: only
 * its type arguments can break, the outer ones first, then the inner ones if still too long.
 *
 * @example objectSchemaHead("Pet", "serialization", "Api", "buildSchema")
 * // 'export let Pet: serialization.Schema<unknown, Api.Pet> = buildSchema(() => serialization.objectOf<Api.Pet>(() => ({'
 */
export function objectSchemaHead(name: string, core: string, api: string, build: string): string {
  const type = `${api}.${name}`;
  const line = `export let ${name}: ${core}.Schema<unknown, ${type}> = ${build}(() => ${core}.objectOf<${type}>(() => ({`;
  // The inner type arguments are shorter than the outer ones: when those stay, all stays.
  if (line.length <= LINE_WIDTH || !breaksTypeArguments(`unknown, ${type}`)) return line;
  const head = `export let ${name}: ${core}.Schema<\n    unknown,\n    ${type}\n`;
  const tail = `> = ${build}(() => ${core}.objectOf<${type}>(() => ({`;
  if (tail.length <= LINE_WIDTH || !breaksTypeArguments(type)) return head + tail;
  return `${head}> = ${build}(() => ${core}.objectOf<\n    ${type}\n>(() => ({`;
}

/**
 * A schema declared on one line, `export let Name: core.Schema<unknown, Api.Name> = build(() =>
 * body);`, laid out as line breaking lays it out: the call of `build` is the outermost bracket,
 * so its one item goes on a line of its own, broken further if still too long, and the type
 * arguments of `Schema` break if what comes before it is too long. `undefined` for a body
 * that only a scan can place (over lines, or with type arguments of its own).
 *
 * @example schemaDeclaration("Id", "serialization", "Api", "buildSchema", "serialization.string()")
 * // 'export let Id: serialization.Schema<unknown, Api.Id> = buildSchema(() => serialization.string());'
 */
export function schemaDeclaration(
  name: string,
  core: string,
  api: string,
  build: string,
  body: string,
  list?: ListSchema,
): string | undefined {
  if (body.indexOf('\n') !== -1 || body.indexOf('<') !== -1 || body.indexOf('`') !== -1) return undefined;
  const type = `${api}.${name}`;
  const line = `export let ${name}: ${core}.Schema<unknown, ${type}> = ${build}(() => ${body});`;
  if (line.length <= LINE_WIDTH) return line;
  const opener = `export let ${name}: ${core}.Schema<unknown, ${type}> = ${build}(`;
  const head =
    opener.length > LINE_WIDTH && breaksTypeArguments(`unknown, ${type}`)
      ? `export let ${name}: ${core}.Schema<\n    unknown,\n    ${type}\n> = ${build}(`
      : opener;
  const item = `    () => ${body}`;
  const laidOut =
    item.length <= LINE_WIDTH
      ? item
      : ((list === undefined ? undefined : layOutListSchema(core, list)) ?? breakPiece(item, 1));
  return laidOut === undefined ? undefined : `${head}\n${laidOut}\n);`;
}

/** A schema that is one call around a list: an enum's values or an undiscriminated union's members. */
export interface ListSchema {
  kind: 'enum' | 'union';
  /** The items' text, each on one line. */
  items: readonly string[];
}

/** The text of a {@link ListSchema}, as one line. */
export function listSchemaBody(core: string, list: ListSchema): string {
  return list.kind === 'enum'
    ? `${core}.enum_([${list.items.join(', ')}] as const)`
    : `${core}.undiscriminatedUnion([${list.items.join(', ')}])`;
}

/**
 * `    () => body` of a {@link ListSchema} too long for its line, laid out as line breaking
 * lays it out: a union's lone list is hugged by its call, an enum's list (followed by `as
 * const`) goes on a line of its own inside the call, one value to a line if still too long.
 * Only a union member too long for its own line is scanned. `undefined` when an item spans
 * lines or holds a template literal, or a member cannot be read with certainty.
 */
export function layOutListSchema(core: string, list: ListSchema): string | undefined {
  const { items } = list;
  for (const item of items) if (item.indexOf('\n') !== -1 || item.indexOf('`') !== -1) return undefined;
  if (list.kind === 'union') {
    let out = `    () => ${core}.undiscriminatedUnion([`;
    if (out.length > LINE_WIDTH) return undefined;
    // A lone item takes no comma: the list had no separator to end with.
    const comma = items.length === 1 ? '' : ',';
    for (const item of items) {
      const line = `        ${item}${comma}`;
      // The list's items are broken on the scan's third pass, its own pair on the second.
      const laidOut = line.length <= LINE_WIDTH ? line : breakPiece(line, 2);
      if (laidOut === undefined) return undefined;
      out += `\n${laidOut}`;
    }
    return `${out}\n    ])`;
  }
  const head = `    () => ${core}.enum_(`;
  if (head.length > LINE_WIDTH) return undefined;
  const whole = `        [${items.join(', ')}] as const`;
  // A list of one item has no separator to break at.
  if (whole.length <= LINE_WIDTH || items.length === 1) return `${head}\n${whole}\n    )`;
  let out = `${head}\n        [`;
  // A value is one string literal, which has nothing to break at however long.
  for (const item of items) out += `\n            ${item},`;
  return `${out}\n        ] as const\n    )`;
}

/**
 * An object schema's member `key: core.property("wire", schema),`, laid out as line breaking
 * lays it out: the call of `property` is its one bracket at the top, so the wire name and the
 * schema go one to a line, the schema broken further if still too long.
 *
 * @example propertyMember("    ", "petId", "serialization", '"pet_id"', "serialization.string()")
 * // '    petId: serialization.property("pet_id", serialization.string()),'
 */
export function propertyMember(indent: string, key: string, core: string, wire: string, schema: string): string {
  const line = `${indent}${key}: ${core}.property(${wire}, ${schema}),`;
  if (line.length <= LINE_WIDTH) return line;
  // A schema over lines or with type arguments of its own is left to the scanner.
  if (schema.indexOf('\n') !== -1 || schema.indexOf('<') !== -1 || schema.indexOf('`') !== -1)
    return breakLongLines(line);
  const inner = `${indent}    `;
  const item = `${inner}${schema}`;
  const laidOut = item.length > LINE_WIDTH ? breakPiece(item, 1) : item;
  if (laidOut === undefined) return breakLongLines(line);
  return `${indent}${key}: ${core}.property(\n${inner}${wire},\n${laidOut}\n${indent}),`;
}

/**
 * The members of an object's schema in the module of every schema, laid out, one to a line;
 * `core` is what the module names the schema combinators.
 */
function laidOutSchemaMembers(ctx: GeneratorContext, properties: ObjectProperty[], core: string): string {
  assignPropertyKeys(ctx, properties);
  let text = '';
  for (let i = 0; i < properties.length; i++) {
    const p = properties[i]!;
    const key = propertyKey(ctx, p);
    const schema = renderSchemaText(ctx, p.valueType, core, false);
    text +=
      key === p.name.wireValue
        ? breakLongLines(`    ${escapePropertyKey(key)}: ${schema},`)
        : propertyMember('    ', escapePropertyKey(key), core, escapeString(p.name.wireValue), schema);
    text += '\n';
  }
  return text;
}

// Every schema is declared in the same module, so others are named as they are. One function
// for every schema, so that the calls through it stay the same to the engine.
const named = (_id: string, other: string): Printable => other;

/** Prints one named type's schema into the module of every schema. */
function printSerializer(
  ctx: GeneratorContext,
  file: FileBuilder,
  declaration: TypeDeclaration,
  api: ImportSymbol,
  build: string,
): void {
  const name = ctx.typeNames.get(declaration.id)!;
  const core = schemasSymbol();
  const shape = declaration.shape;
  let body: Printable[] = [];
  let list: ListSchema | undefined;
  // The combinators' name and the schema's text, for every schema printed as text.
  let coreName: string | undefined;
  let text = '';
  switch (shape.kind) {
    case 'object':
      // Checked against the declared interface rather than inferred from the schemas and then
      // compared with it, which is far less work for the type checker on large SDKs. The
      // properties are read on first use, so other schemas are named without `lazy`. The first
      // line, the commonest long line of an SDK, is printed laid out.
      coreName = file.textOf(core);
      file.printLaidOut(objectSchemaHead(name, coreName, file.textOf(api), build));
      file.printLaidOut(`${laidOutSchemaMembers(ctx, objectProperties(ctx, declaration.id), coreName)}})));`);
      return;
    case 'alias':
      coreName = file.textOf(core);
      text = renderSchemaText(ctx, shape.aliasOf, coreName);
      break;
    case 'enum':
      coreName = file.textOf(core);
      list = { kind: 'enum', items: enumLiterals(shape) };
      break;
    case 'discriminatedUnion': {
      const discriminant =
        shape.discriminant.camelCase === shape.discriminant.wireValue
          ? escapeString(shape.discriminant.wireValue)
          : [
              core,
              '.discriminant(',
              escapeString(shape.discriminant.camelCase),
              ', ',
              escapeString(shape.discriminant.wireValue),
              ')',
            ];
      const variants = shape.variants.map((v): Printable[] => {
        const properties = dedupe([...objectProperties(ctx, v.typeId), ...shape.baseProperties]).filter(
          (p) => p.name.wireValue !== shape.discriminant.wireValue,
        );
        return [
          '    ',
          escapeString(v.discriminantValue),
          ': ',
          core,
          '.object({\n',
          ...objectSchemaMembers(ctx, properties, named).map((m) => ['    ', m]),
          '    }),\n',
        ];
      });
      body = [core, '.union(', discriminant, ', {\n', ...variants, '})'];
      break;
    }
    case 'undiscriminatedUnion': {
      const combinators = file.textOf(core);
      coreName = combinators;
      list = { kind: 'union', items: shape.members.map((m) => renderSchemaText(ctx, m.type, combinators)) };
      break;
    }
  }
  if (coreName !== undefined) {
    // Most schemas are one long line: printed laid out, as the body's text is known here.
    const apiName = file.textOf(api);
    if (list !== undefined) text = listSchemaBody(coreName, list);
    const laidOut = schemaDeclaration(name, coreName, apiName, build, text, list);
    if (laidOut !== undefined) file.printLaidOut(laidOut);
    else file.print(`export let ${name}: ${coreName}.Schema<unknown, ${apiName}.${name}> = ${build}(() => ${text});`);
    return;
  }
  file.print(`export let ${name}: `, core, '.Schema<unknown, ', api, '.', name, '> = ', build, '(() => ', body, ');');
}

/** The path of the module of schemas in a generated SDK. */
export const SCHEMA_MODULE_PATH = `${SERIALIZATION}/index.ts`;

/**
 * `src/serialization/index.ts`: the schema of every named type, in one module. Schemas refer
 * to each other lazily, so their order does not matter, and the SDK loads one module for all
 * of them rather than one per type.
 */
function emitSerializers(ctx: GeneratorContext, declarations: TypeDeclaration[]): GeneratedFile {
  const file = new FileBuilder(SCHEMA_MODULE_PATH).large();
  for (const d of declarations) file.declareLocal(ctx.typeNames.get(d.id)!);
  const api = apiSymbol(ctx, true);
  // A name no schema takes: schemas are named after types.
  const taken = new Set(declarations.map((d) => ctx.typeNames.get(d.id)!));
  let build = 'buildSchema';
  while (taken.has(build)) build = `_${build}`;
  if (declarations.length > 0) {
    if (ctx.options.tsNocheck !== false) file.setPreamble(SCHEMA_MODULE_PREAMBLE);
    file.declareLocal(build);
    file.print('// Schemas are declared with `let`: for a `const` read inside a function (the getters of');
    file.print('// `objectOf` and `lazy`), TypeScript walks back through the statements of the module before');
    file.print('// it, which makes checking this module quadratic in its number of schemas. It does not do');
    file.print('// that for an exported `let`. It does for the import of the combinators read at the top');
    file.print(`// level, so each schema is built inside a function, by \`${build}\`.`);
    file.print('');
    file.print(`function ${build}<T>(build: () => T): T {`);
    file.print('    return build();');
    file.print('}');
    file.print('');
  }
  for (let i = 0; i < declarations.length; i++) {
    if (i > 0) file.print('');
    printSerializer(ctx, file, declarations[i]!, api, build);
  }
  if (declarations.length === 0) file.print('export {};');
  return file.toFile();
}

function sortedTypes(ctx: GeneratorContext): TypeDeclaration[] {
  return ctx.caches.sortedTypeIds.map((id) => ctx.ir.types[id]!);
}

function indexFile(path: string, names: string[]): GeneratedFile {
  const lines = [...names].sort().map((n) => `export * from "./${n}";`);
  return { path, contents: lines.length > 0 ? `${lines.join('\n')}\n` : 'export {};\n' };
}

/** `src/api/types.ts`: every named type, in one module. */
function emitTypeDeclarations(ctx: GeneratorContext, declarations: TypeDeclaration[]): GeneratedFile {
  const file = new FileBuilder(`${TYPES_MODULE}.ts`).large();
  for (const d of declarations) file.declareLocal(ctx.typeNames.get(d.id)!);
  for (let i = 0; i < declarations.length; i++) {
    if (i > 0) file.print('');
    printTypeDeclaration(ctx, file, declarations[i]!);
  }
  if (declarations.length === 0) file.print('export {};');
  return file.toFile();
}

/** `src/api/types.ts` (and `src/serialization/index.ts` with the serde layer). */
export function emitTypes(ctx: GeneratorContext): GeneratedFile[] {
  const declarations = sortedTypes(ctx);
  const files = [emitTypeDeclarations(ctx, declarations)];
  if (ctx.serde) files.push(emitSerializers(ctx, declarations));
  return files;
}

export { indexFile };
