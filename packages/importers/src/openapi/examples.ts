import { formattedPrimitiveExample, type TypeDeclaration, type TypeReference } from '@bracken/ir';

/**
 * What example building reads: the declared types. The importer's context is one; a response
 * example built after the import holds only this, so it does not keep the parsed document alive.
 */
export interface ExampleTypes {
  readonly types: ReadonlyMap<string, TypeDeclaration>;
}

// Required properties of a recursive type still need a stop.
const HARD_DEPTH_LIMIT = 8;

function primitiveExample(type: Extract<TypeReference, { kind: 'primitive' }>, name: string): unknown {
  switch (type.primitive) {
    case 'string':
      return type.format === 'date' ? '2024-01-15' : name !== '' ? name : 'string';
    case 'integer':
    case 'long':
    case 'bigInteger':
      return type.rules?.minimum ?? 1;
    case 'float':
    case 'double':
      return type.rules?.minimum ?? 1.5;
    case 'uuid':
      return 'd5e9c84f-c2b2-4bf4-b4b0-7ffd7a9ffc32';
    default:
      return formattedPrimitiveExample(type.primitive);
  }
}

/**
 * Builds an example JSON value for a type. Required properties are always filled; optional
 * ones only while `depth` is below `maxDepth` (so 0 gives no optional property at all).
 */
export function exampleForType(
  ctx: ExampleTypes,
  type: TypeReference,
  maxDepth: number,
  depth = 0,
  name = '',
  visiting: Set<string> = new Set(),
): unknown {
  switch (type.kind) {
    case 'primitive':
      return primitiveExample(type, name);
    case 'literal':
      return type.value;
    case 'optional':
    case 'nullable':
      return exampleForType(ctx, type.itemType, maxDepth, depth, name, visiting);
    case 'list':
    case 'set': {
      if (depth >= HARD_DEPTH_LIMIT) return [];
      const item = exampleForType(ctx, type.itemType, maxDepth, depth + 1, name, visiting);
      return item === undefined ? [] : [item];
    }
    case 'map': {
      if (depth >= HARD_DEPTH_LIMIT) return {};
      const value = exampleForType(ctx, type.valueType, maxDepth, depth + 1, '', visiting);
      return value === undefined ? {} : { key: value };
    }
    case 'file':
      return undefined;
    case 'unknown':
      return {};
    case 'named':
      return exampleForNamed(ctx, type.typeId, maxDepth, depth, name, visiting);
  }
}

// Object examples built from the top (nothing else being visited), by context, then by type
// and depth limit. Large definitions return the same objects from hundreds of endpoints.
// Below the top an example depends on what is being visited, so it is not kept.
const memos = new WeakMap<ExampleTypes, Map<string, unknown>>();
// Counts references to types not declared yet: an example built while the count stayed put
// would be built the same way again, so it may be reused.
let undeclared = 0;

function memoOf(ctx: ExampleTypes): Map<string, unknown> {
  let memo = memos.get(ctx);
  if (memo === undefined) {
    memo = new Map();
    memos.set(ctx, memo);
  }
  return memo;
}

function exampleForNamed(
  ctx: ExampleTypes,
  typeId: string,
  maxDepth: number,
  depth: number,
  name: string,
  visiting: Set<string>,
): unknown {
  const declaration = ctx.types.get(typeId);
  if (depth >= HARD_DEPTH_LIMIT || visiting.has(typeId)) return undefined;
  if (!declaration) {
    undeclared++;
    return undefined;
  }
  if (declaration.examples?.[0] !== undefined) return declaration.examples[0].value;
  const shape = declaration.shape;
  if (shape.kind === 'object') {
    // An object's example does not depend on `name`: only its properties' own names are used.
    const memo = visiting.size === 0 ? memoOf(ctx) : undefined;
    const key = `${typeId}\u0000${depth}\u0000${maxDepth}`;
    if (memo?.has(key)) return memo.get(key);
    const before = undeclared;
    visiting.add(typeId);
    let result: Record<string, unknown>;
    try {
      result = dictionaryObject();
      for (const parent of shape.extends) {
        const inherited = exampleForNamed(ctx, parent, maxDepth, depth, name, visiting);
        if (typeof inherited === 'object' && inherited !== null) Object.assign(result, inherited);
      }
      for (const property of shape.properties) {
        const optional = property.valueType.kind === 'optional';
        if (optional && depth >= maxDepth) continue;
        const value =
          property.example ??
          property.default ??
          exampleForType(ctx, property.valueType, maxDepth, depth + 1, property.name.wireValue, visiting);
        if (value !== undefined) result[property.name.wireValue] = value;
      }
    } finally {
      visiting.delete(typeId);
    }
    if (memo !== undefined && undeclared === before) memo.set(key, result);
    return result;
  }
  visiting.add(typeId);
  try {
    switch (shape.kind) {
      case 'alias':
        return exampleForType(ctx, shape.aliasOf, maxDepth, depth, name, visiting);
      case 'enum':
        return shape.values[0]?.name.wireValue;
      case 'undiscriminatedUnion':
        return shape.members[0]
          ? exampleForType(ctx, shape.members[0].type, maxDepth, depth, name, visiting)
          : undefined;
      case 'discriminatedUnion': {
        const variant = shape.variants[0];
        if (!variant) return undefined;
        const value = exampleForNamed(ctx, variant.typeId, maxDepth, depth, name, visiting);
        return typeof value === 'object' && value !== null
          ? { ...value, [shape.discriminant.wireValue]: variant.discriminantValue }
          : value;
      }
    }
  } finally {
    visiting.delete(typeId);
  }
}

/**
 * An empty object kept as a hash table. Example objects gain many keys in orders no other
 * object shares, and V8 would build a new hidden class for each key added; deleting a
 * property that is not the last one switches an object to a hash table for good. Key order
 * (and so `JSON.stringify` output) is unchanged.
 */
function dictionaryObject(): Record<string, unknown> {
  const object: Record<string, unknown> = { first: 0, second: 0 };
  delete object['first'];
  delete object['second'];
  return object;
}

/**
 * Gives `example.response` an example built from `bodyType` when it is first read, rather
 * than now. The TypeScript SDK never reads response examples, and building them for every
 * endpoint is a noticeable share of importing a large definition. Reading the property (or
 * serializing the IR) builds it once and keeps it as a plain value; assigning replaces it.
 * It is built from the finished set of declared types, which `types` holds without the rest
 * of the import.
 */
export function setResponseExampleOnRead(
  example: { response?: { statusCode: number; body?: unknown } },
  types: ExampleTypes,
  statusCode: number,
  bodyType: TypeReference,
  maxDepth: number,
): void {
  const settle = (value: { statusCode: number; body?: unknown } | undefined): void => {
    Object.defineProperty(example, 'response', { value, writable: true, configurable: true, enumerable: true });
  };
  Object.defineProperty(example, 'response', {
    configurable: true,
    enumerable: true,
    get() {
      const body = exampleForType(types, bodyType, maxDepth);
      const value = body !== undefined ? { statusCode, body } : { statusCode };
      settle(value);
      return value;
    },
    set: settle,
  });
}
