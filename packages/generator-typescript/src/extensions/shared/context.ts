import type { IntermediateRepresentation, TypeReference } from '@bracken/ir';
import { escapeIdentifier, escapeString } from '../../printer/escape';

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

/** The context with defaults filled in. */
export interface ResolvedExtensionContext {
  ns: string;
  typeImportPath: string;
  typeName: (typeId: string) => string;
  serde: boolean;
  ir: IntermediateRepresentation;
}

/** Fills in the defaults of an {@link ExtensionContext}. */
export function resolveExtensionContext(ir: IntermediateRepresentation, ctx: ExtensionContext): ResolvedExtensionContext {
  let typeName = ctx.typeName;
  if (!typeName) {
    const names = new Map<string, string>();
    const taken = new Set<string>(['index']);
    for (const id of Object.keys(ir.types).sort()) {
      const base = escapeIdentifier(ir.types[id]!.name.pascalCase);
      let candidate = taken.has(base) ? `${base}Type` : base;
      for (let n = 2; taken.has(candidate); n++) candidate = `${base}Type${n}`;
      taken.add(candidate);
      names.set(id, candidate);
    }
    typeName = (id) => names.get(id) ?? escapeIdentifier(id);
  }
  return { ns: escapeIdentifier(ctx.namespaceExport), typeImportPath: ctx.typeImportPath, typeName, serde: ctx.serde ?? true, ir };
}

/** The TypeScript type of a type reference, with named types read from the SDK's namespace. */
export function tsType(ctx: ResolvedExtensionContext, type: TypeReference): string {
  switch (type.kind) {
    case 'primitive':
      if (type.primitive === 'integer' || type.primitive === 'long' || type.primitive === 'float' || type.primitive === 'double') return 'number';
      if (type.primitive === 'dateTime' && ctx.serde) return 'Date';
      return type.primitive === 'boolean' ? 'boolean' : 'string';
    case 'named':
      return `${ctx.ns}.${ctx.typeName(type.typeId)}`;
    case 'literal':
      return typeof type.value === 'string' ? escapeString(type.value) : String(type.value);
    case 'list':
    case 'set': {
      const item = tsType(ctx, type.itemType);
      return /[|&]/.test(item) ? `Array<${item}>` : `${item}[]`;
    }
    case 'map':
      return `Record<string, ${tsType(ctx, type.valueType)}>`;
    case 'optional':
      return `${tsType(ctx, type.itemType)} | undefined`;
    case 'nullable':
      return `${tsType(ctx, type.itemType)} | null`;
    case 'file':
      return 'Blob';
    case 'unknown':
      return 'unknown';
  }
}

/** A JSDoc block for `lines` (empty ones dropped), indented; `""` when there is nothing to say. */
export function jsDoc(lines: Array<string | undefined>, indent = ''): string {
  const kept = lines.filter((l): l is string => l !== undefined && l.trim().length > 0).flatMap((l) => l.split('\n'));
  if (kept.length === 0) return '';
  const safe = kept.map((l) => l.replace(/\*\//g, '*\\/'));
  return `${indent}/**\n${safe.map((l) => `${indent} *${l.length > 0 ? ` ${l}` : ''}`).join('\n')}\n${indent} */\n`;
}

/** A kebab-case file name for a name. */
export function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'client';
}

export { escapeIdentifier, escapeString };
