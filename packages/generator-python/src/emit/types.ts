import { NameScope, type OutputFile, type TypeDeclaration, type TypeReference, forEachNamedType } from '@bracken/ir';
import { FIELD_RESERVED, isOptional, snakeIdentifier, type PythonContext } from '../context';
import { identifierOf, pyDocstring, pyString } from '../printer/escape';
import { call, CodeWriter, Imports, kw, pythonModule } from '../printer/printer';

/** `types.py`: enums, pydantic models and type aliases of every declared type. */
export function emitTypes(ctx: PythonContext): OutputFile {
  const { ir } = ctx;
  const imports = new Imports().annotations().std('import typing').relative('.', 'core');
  const use = new Set<string>();
  const code = new CodeWriter();
  const ids = Object.keys(ir.types).sort();
  const models: string[] = [];
  const enums = ids.filter((id) => ir.types[id]!.shape.kind === 'enum');
  const objects = ids.filter(
    (id) => ir.types[id]!.shape.kind === 'object' || ir.types[id]!.shape.kind === 'discriminatedUnion',
  );
  for (const id of enums) emitEnum(ctx, ir.types[id]!, code, use);
  for (const id of objects) {
    const declaration = ir.types[id]!;
    if (declaration.shape.kind === 'object') {
      emitModel(
        ctx,
        code,
        ctx.typeName(id),
        declaration.docs,
        ctx.fields(id).map((f) => ({
          pyName: f.pyName,
          wire: f.property.name.wireValue,
          type: f.property.valueType,
          docs: f.property.docs,
        })),
        use,
      );
      models.push(ctx.typeName(id));
    } else models.push(...emitVariants(ctx, declaration, code, use));
  }
  for (const id of aliasOrder(ctx)) emitAlias(ctx, ir.types[id]!, code, use);
  if (models.length > 0) {
    code.blank(2);
    for (const model of models) code.line(`${model}.model_rebuild()`);
  }
  if (use.has('dt')) imports.std('import datetime as dt');
  if (use.has('enum')) imports.std('import enum');
  if (use.has('pydantic')) imports.external('import pydantic');
  return pythonModule(`src/${ctx.module}/types.py`, pyDocstring(`Types of the ${ir.title} API.`, ''), imports, code);
}

function emitEnum(ctx: PythonContext, declaration: TypeDeclaration, code: CodeWriter, use: Set<string>): void {
  if (declaration.shape.kind !== 'enum') return;
  const shape = declaration.shape;
  const base = shape.forwardCompatible ? 'core.ForwardCompatibleEnum' : 'str, enum.Enum';
  if (!shape.forwardCompatible) use.add('enum');
  code.blank(2).line(`class ${ctx.typeName(declaration.id)}(${base}):`);
  code.block(() => {
    const doc = pyDocstring(declaration.docs, code.indent);
    code.raw(doc);
    if (doc !== undefined && shape.values.length > 0) code.blank();
    const members = new NameScope({
      kind: 'class',
      suffix: { kind: 'number', separator: '_' },
      reserved: { words: new Set(['MRO']), suffix: '_' },
    });
    const seen = new Set<string>();
    for (const value of shape.values) {
      if (seen.has(value.name.wireValue)) continue;
      seen.add(value.name.wireValue);
      const name = members.claim(identifierOf(value.name.screamingSnakeCase.toUpperCase(), 'VALUE'));
      code.line(`${name} = ${pyString(value.name.wireValue)}`);
      code.raw(pyDocstring(value.docs, code.indent));
    }
    if (doc === undefined && shape.values.length === 0) code.line('pass');
  });
}

interface FieldPlan {
  pyName: string;
  wire: string;
  type: TypeReference;
  docs?: string;
  /** A literal default (the discriminant of a union's variant). */
  fixed?: string;
}

function emitModel(
  ctx: PythonContext,
  code: CodeWriter,
  name: string,
  docs: string | undefined,
  fields: readonly FieldPlan[],
  use: Set<string>,
): void {
  code.blank(2).line(`class ${name}(core.UniversalBaseModel):`);
  code.block(() => {
    const doc = pyDocstring(docs, code.indent);
    code.raw(doc);
    if (doc !== undefined && fields.length > 0) code.blank();
    for (const field of fields) {
      const annotation = ctx.annotation(field.type, false, use);
      const optional = isOptional(field.type) || annotation === 'typing.Any';
      const aliased = field.pyName !== field.wire;
      const prefix = `${field.pyName}: ${annotation}`;
      if (aliased) {
        use.add('pydantic');
        const args = [
          ...(field.fixed !== undefined ? [kw('default', field.fixed)] : optional ? [kw('default', 'None')] : []),
          kw('validation_alias', pyString(field.wire)),
          kw('serialization_alias', pyString(field.wire)),
        ];
        code.expr(`${prefix} = `, call('pydantic.Field', args));
      } else if (field.fixed !== undefined) code.line(`${prefix} = ${field.fixed}`);
      else code.line(optional ? `${prefix} = None` : prefix);
      code.raw(pyDocstring(field.docs, code.indent));
    }
    if (doc === undefined && fields.length === 0) code.line('pass');
  });
}

function emitVariants(ctx: PythonContext, declaration: TypeDeclaration, code: CodeWriter, use: Set<string>): string[] {
  if (declaration.shape.kind !== 'discriminatedUnion') return [];
  const shape = declaration.shape;
  const names: string[] = [];
  for (const variant of shape.variants) {
    const scope = new NameScope({
      kind: 'class',
      suffix: { kind: 'repeat', text: '_' },
      reserved: { words: FIELD_RESERVED, suffix: '_' },
    });
    const discriminant = shape.discriminant.wireValue;
    const fields: FieldPlan[] = [
      {
        pyName: scope.claim(snakeIdentifier(shape.discriminant, 'kind')),
        wire: discriminant,
        type: { kind: 'literal', value: variant.discriminantValue },
        fixed: pyString(variant.discriminantValue),
      },
    ];
    const wires = new Set([discriminant]);
    const own =
      ctx.ir.types[variant.typeId]?.shape.kind === 'object' ? ctx.fields(variant.typeId).map((f) => f.property) : [];
    for (const property of [...shape.baseProperties, ...own]) {
      if (wires.has(property.name.wireValue)) continue;
      wires.add(property.name.wireValue);
      fields.push({
        pyName: scope.claim(snakeIdentifier(property.name, 'field')),
        wire: property.name.wireValue,
        type: property.valueType,
        docs: property.docs,
      });
    }
    const name = ctx.variantName(declaration.id, variant.discriminantValue);
    emitModel(ctx, code, name, variant.docs ?? ctx.ir.types[variant.typeId]?.docs, fields, use);
    names.push(name);
  }
  return names;
}

/** Declarations written as `Name = <type>`, each after the ones its value reads. */
function aliasOrder(ctx: PythonContext): string[] {
  const { ir } = ctx;
  const isAlias = (id: string): boolean => {
    const kind = ir.types[id]?.shape.kind;
    return kind === 'alias' || kind === 'undiscriminatedUnion' || kind === 'discriminatedUnion';
  };
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string): void => {
    if (state.has(id)) return;
    state.set(id, 'visiting');
    for (const reference of aliasReferences(ir.types[id]!))
      forEachNamedType(reference, (dep) => {
        if (isAlias(dep)) visit(dep);
      });
    state.set(id, 'done');
    order.push(id);
  };
  for (const id of Object.keys(ir.types).sort()) if (isAlias(id)) visit(id);
  return order;
}

function aliasReferences(declaration: TypeDeclaration): TypeReference[] {
  const shape = declaration.shape;
  if (shape.kind === 'alias') return [shape.aliasOf];
  if (shape.kind === 'undiscriminatedUnion') return shape.members.map((m) => m.type);
  return [];
}

function emitAlias(ctx: PythonContext, declaration: TypeDeclaration, code: CodeWriter, use: Set<string>): void {
  const shape = declaration.shape;
  const name = ctx.typeName(declaration.id);
  let value: string;
  if (shape.kind === 'alias') value = ctx.annotation(shape.aliasOf, false, use);
  else if (shape.kind === 'undiscriminatedUnion') {
    const members = [...new Set(shape.members.map((m) => ctx.annotation(m.type, false, use)))];
    value =
      members.length === 0 ? 'typing.Any' : members.length === 1 ? members[0]! : `typing.Union[${members.join(', ')}]`;
  } else if (shape.kind === 'discriminatedUnion') {
    const variants = shape.variants.map((v) => ctx.variantName(declaration.id, v.discriminantValue));
    if (variants.length === 0) value = 'typing.Any';
    else if (variants.length === 1) value = variants[0]!;
    else {
      use.add('pydantic');
      const discriminant = snakeDiscriminant(shape.discriminant.snakeCase);
      value = `typing.Annotated[typing.Union[${variants.join(', ')}], pydantic.Field(discriminator=${pyString(discriminant)})]`;
    }
  } else return;
  code.blank(2);
  if (value.length + name.length + 3 > 120 && value.includes('[')) code.expr(`${name} = `, splitSubscript(value));
  else code.line(`${name} = ${value}`);
  code.raw(pyDocstring(declaration.docs, code.indent));
}

function snakeDiscriminant(text: string): string {
  const scope = new NameScope({
    kind: 'class',
    suffix: { kind: 'repeat', text: '_' },
    reserved: { words: FIELD_RESERVED, suffix: '_' },
  });
  return scope.claim(identifierOf(text.toLowerCase(), 'kind'));
}

/** `typing.Union[a, b]` as a bracketed expression, so that a long one is laid out like ruff does. */
function splitSubscript(value: string): ReturnType<typeof call> {
  const open = value.indexOf('[');
  const head = value.slice(0, open);
  const inner = value.slice(open + 1, -1);
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ',' && depth === 0) {
      items.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  items.push(inner.slice(start).trim());
  return { head, open: '[', items, close: ']' };
}
