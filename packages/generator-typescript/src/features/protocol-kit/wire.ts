import type { TypeReference } from '@bracken/ir';
import { forEachNamedType } from '@bracken/ir';
import { codeText, escapeString, joinCode, type Code } from '../../printer/escape';
import type { ResolvedExtensionContext } from './context';

/**
 * Emits a self-contained converter between the SDK's TypeScript values (camelCase keys) and
 * wire values (the definition's own keys): a table of the named types that `roots` reach, and
 * `toWire`/`fromWire` functions that walk it. Without the serde layer both functions return
 * their input.
 */
export interface WireConversion {
  /** Source text to paste into the emitted file (the table and the two functions). */
  code: Code;
  /** The expression describing a type reference, for calls such as `toWire(value, <ref>)`. */
  ref(type: TypeReference): Code;
}

/** Builds the wire converter for the types that `roots` reach. */
export function emitWireConversion(ctx: ResolvedExtensionContext, roots: TypeReference[]): WireConversion {
  const reachable = new Set<string>();
  const queue: string[] = [];
  const add = (type: TypeReference | undefined): void => {
    if (!type) return;
    forEachNamedType(type, (id) => {
      if (!reachable.has(id) && ctx.ir.types[id]) {
        reachable.add(id);
        queue.push(id);
      }
    });
  };
  roots.forEach(add);
  while (queue.length > 0) {
    const declaration = ctx.ir.types[queue.pop()!]!;
    const shape = declaration.shape;
    if (shape.kind === 'object') {
      shape.properties.forEach((p) => add(p.valueType));
      shape.extends.forEach((id) => add({ kind: 'named', typeId: id }));
      add(shape.additionalProperties);
    } else if (shape.kind === 'alias') add(shape.aliasOf);
    else if (shape.kind === 'discriminatedUnion') {
      shape.variants.forEach((v) => add({ kind: 'named', typeId: v.typeId }));
      shape.baseProperties.forEach((p) => add(p.valueType));
    }
  }
  // A type needs converting when one of its keys differs or it holds a date-time (a `Date` in
  // TypeScript, an ISO string on the wire), or when it reaches one that does.
  const needed = new Set<string>();
  const holdsDate = (type: TypeReference): boolean =>
    type.kind === 'primitive'
      ? type.primitive === 'dateTime'
      : type.kind === 'list' || type.kind === 'set' || type.kind === 'optional' || type.kind === 'nullable'
        ? holdsDate(type.itemType)
        : type.kind === 'map'
          ? holdsDate(type.valueType)
          : false;
  const keysDiffer = (id: string): boolean => {
    const shape = ctx.ir.types[id]!.shape;
    if (shape.kind === 'object')
      return (
        collectProperties(ctx, id).some((p) => p.wire !== p.ts || holdsDate(p.type)) ||
        (shape.additionalProperties !== undefined && holdsDate(shape.additionalProperties))
      );
    if (shape.kind === 'alias') return holdsDate(shape.aliasOf);
    if (shape.kind === 'discriminatedUnion')
      return (
        shape.discriminant.wireValue !== (shape.discriminant.camelCase || shape.discriminant.wireValue) ||
        shape.baseProperties.some((p) => p.name.wireValue !== (p.name.camelCase || p.name.wireValue))
      );
    return false;
  };
  const mentions = (id: string): string[] => {
    const found: string[] = [];
    const shape = ctx.ir.types[id]!.shape;
    const refs: TypeReference[] =
      shape.kind === 'object'
        ? [
            ...collectProperties(ctx, id).map((p) => p.type),
            ...(shape.additionalProperties ? [shape.additionalProperties] : []),
          ]
        : shape.kind === 'alias'
          ? [shape.aliasOf]
          : shape.kind === 'discriminatedUnion'
            ? [
                ...shape.variants.map((v): TypeReference => ({ kind: 'named', typeId: v.typeId })),
                ...shape.baseProperties.map((p) => p.valueType),
              ]
            : [];
    refs.forEach((r) => forEachNamedType(r, (t) => found.push(t)));
    return found.filter((t) => reachable.has(t));
  };
  for (const id of reachable) if (keysDiffer(id)) needed.add(id);
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of reachable) {
      if (!needed.has(id) && mentions(id).some((t) => needed.has(t))) {
        needed.add(id);
        changed = true;
      }
    }
  }
  const none = codeText`0`;
  const ref = (type: TypeReference): Code => {
    switch (type.kind) {
      case 'primitive':
        return type.primitive === 'dateTime' ? codeText`["t"]` : none;
      case 'named':
        return needed.has(type.typeId) ? escapeString(type.typeId) : none;
      case 'list':
      case 'set': {
        const item = ref(type.itemType);
        return item === none ? none : codeText`["l", ${item}]`;
      }
      case 'map': {
        const value = ref(type.valueType);
        return value === none ? none : codeText`["m", ${value}]`;
      }
      case 'optional':
      case 'nullable':
        return ref(type.itemType);
      default:
        return none;
    }
  };
  if (!ctx.serde) {
    return {
      ref,
      code: codeText`type WireRef = 0 | string | readonly ["l" | "m", WireRef] | readonly ["t"];

// Types keep their wire names, so values cross unchanged.
function toWire(value: unknown, _ref: WireRef): unknown {
    return value;
}

function fromWire(value: unknown, _ref: WireRef): unknown {
    return value;
}
`,
    };
  }
  const entries: Code[] = [];
  for (const id of [...needed].sort()) {
    const shape = ctx.ir.types[id]!.shape;
    if (shape.kind === 'object') {
      const props = collectProperties(ctx, id).map(
        (p) => codeText`[${escapeString(p.wire)}, ${escapeString(p.ts)}, ${ref(p.type)}]`,
      );
      entries.push(
        codeText`    ${escapeString(id)}: { p: [${joinCode(props, ', ')}]${shape.additionalProperties ? codeText`, x: ${ref(shape.additionalProperties)}` : codeText``} },`,
      );
    } else if (shape.kind === 'alias') {
      entries.push(codeText`    ${escapeString(id)}: { a: ${ref(shape.aliasOf)} },`);
    } else if (shape.kind === 'discriminatedUnion') {
      const variants = joinCode(
        shape.variants.map((v) => codeText`${escapeString(v.discriminantValue)}: ${escapeString(v.typeId)}`),
        ', ',
      );
      const base = shape.baseProperties.map(
        (p) =>
          codeText`[${escapeString(p.name.wireValue)}, ${escapeString(p.name.camelCase || p.name.wireValue)}, ${ref(p.valueType)}]`,
      );
      entries.push(
        codeText`    ${escapeString(id)}: { d: [${escapeString(shape.discriminant.wireValue)}, ${escapeString(shape.discriminant.camelCase || shape.discriminant.wireValue)}], v: { ${variants} }, p: [${joinCode(base, ', ')}] },`,
      );
    }
  }
  const code = codeText`type WireRef = 0 | string | readonly ["l" | "m", WireRef] | readonly ["t"];
type WireProperty = readonly [wire: string, ts: string, ref: WireRef];
interface WireShape {
    p?: readonly WireProperty[];
    x?: WireRef;
    a?: WireRef;
    d?: readonly [wire: string, ts: string];
    v?: Readonly<Record<string, string>>;
}

// Named types whose keys differ between TypeScript (camelCase) and the wire.
const WIRE_SHAPES: Readonly<Record<string, WireShape>> = {
${joinCode(entries, '\n')}
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

function convert(value: unknown, ref: WireRef, toWire: boolean): unknown {
    if (ref === 0 || value === null || value === undefined) return value;
    if (typeof ref !== "string") {
        if (ref[0] === "t") {
            // Date-times are \`Date\`s in TypeScript and ISO-8601 strings on the wire.
            if (toWire) return value instanceof Date ? value.toISOString() : value;
            return typeof value === "string" ? new Date(value) : value;
        }
        const [kind, item] = ref;
        if (kind === "l") return Array.isArray(value) ? value.map((v) => convert(v, item, toWire)) : value;
        if (!isPlainObject(value)) return value;
        const out: Record<string, unknown> = {};
        for (const [key, v] of Object.entries(value)) out[key] = convert(v, item, toWire);
        return out;
    }
    const shape = WIRE_SHAPES[ref];
    if (shape === undefined) return value;
    if (shape.a !== undefined) return convert(value, shape.a, toWire);
    if (!isPlainObject(value)) return value;
    let properties = shape.p ?? [];
    const out: Record<string, unknown> = {};
    const done = new Set<string>();
    if (shape.d !== undefined && shape.v !== undefined) {
        const [wire, ts] = shape.d;
        const tag = value[toWire ? ts : wire];
        out[toWire ? wire : ts] = tag;
        done.add(toWire ? ts : wire);
        const variant = typeof tag === "string" ? shape.v[tag] : undefined;
        const variantShape = variant === undefined ? undefined : WIRE_SHAPES[variant];
        properties = [...properties, ...(variantShape?.p ?? [])];
    }
    for (const [wire, ts, item] of properties) {
        const from = toWire ? ts : wire;
        if (from in value) {
            out[toWire ? wire : ts] = convert(value[from], item, toWire);
            done.add(from);
        }
    }
    for (const [key, v] of Object.entries(value)) {
        if (!done.has(key)) out[key] = shape.x === undefined ? v : convert(v, shape.x, toWire);
    }
    return out;
}

/** A TypeScript value as it goes on the wire. */
function toWire(value: unknown, ref: WireRef): unknown {
    return convert(value, ref, true);
}

/** A wire value as the SDK's types describe it. */
function fromWire(value: unknown, ref: WireRef): unknown {
    return convert(value, ref, false);
}
`;
  return { ref, code };
}

/** Properties of an object type with inherited ones, keyed both ways. */
function collectProperties(
  ctx: ResolvedExtensionContext,
  typeId: string,
  seen = new Set<string>(),
): Array<{ wire: string; ts: string; type: TypeReference }> {
  if (seen.has(typeId)) return [];
  seen.add(typeId);
  const shape = ctx.ir.types[typeId]?.shape;
  if (!shape || shape.kind !== 'object') return [];
  return [
    ...shape.extends.flatMap((parent) => collectProperties(ctx, parent, seen)),
    ...shape.properties.map((p) => ({
      wire: p.name.wireValue,
      ts: p.name.camelCase || p.name.wireValue,
      type: p.valueType,
    })),
  ];
}
