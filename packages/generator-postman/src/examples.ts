import type { IntermediateRepresentation, PrimitiveType, TypeId, TypeReference } from '@bracken/ir';
import { formattedPrimitiveExample, resolveObjectProperties } from '@bracken/ir';

/** How deep example objects go before optional properties are left out. */
const MAX_DEPTH = 4;

/**
 * Builds an example JSON value for a type: declared examples and defaults first, then a
 * plausible value per primitive. Recursive types stop at {@link MAX_DEPTH}. Read-only
 * properties are left out of request examples.
 */
export function exampleFor(
  ir: IntermediateRepresentation,
  type: TypeReference,
  purpose: 'request' | 'response',
  depth = 0,
  seen: ReadonlySet<TypeId> = new Set(),
): unknown {
  switch (type.kind) {
    case 'primitive':
      return primitiveExample(type.primitive, type.rules?.minimum);
    case 'literal':
      return type.value;
    case 'list':
    case 'set':
      return [exampleFor(ir, type.itemType, purpose, depth + 1, seen)];
    case 'map':
      return { key: exampleFor(ir, type.valueType, purpose, depth + 1, seen) };
    case 'optional':
    case 'nullable':
      return exampleFor(ir, type.itemType, purpose, depth, seen);
    case 'file':
      return '<binary>';
    case 'unknown':
      return {};
    case 'named':
      return namedExample(ir, type.typeId, purpose, depth, seen);
  }
}

function namedExample(
  ir: IntermediateRepresentation,
  typeId: TypeId,
  purpose: 'request' | 'response',
  depth: number,
  seen: ReadonlySet<TypeId>,
): unknown {
  const declaration = ir.types[typeId];
  if (declaration === undefined) return {};
  const declared = declaration.examples?.[0];
  if (declared !== undefined) return declared.value;
  if (seen.has(typeId) || depth > MAX_DEPTH) return declaration.shape.kind === 'object' ? {} : null;
  const inner = new Set(seen).add(typeId);
  const shape = declaration.shape;
  switch (shape.kind) {
    case 'alias':
      return exampleFor(ir, shape.aliasOf, purpose, depth, inner);
    case 'enum':
      return shape.default ?? shape.values[0]?.name.wireValue ?? '';
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const property of resolveObjectProperties(ir, typeId)) {
        if (purpose === 'request' && property.readOnly) continue;
        if (purpose === 'response' && property.writeOnly) continue;
        const optional = property.valueType.kind === 'optional';
        if (optional && depth >= 2 && property.example === undefined) continue;
        // An optional property that leads back into this type would only add an empty object.
        if (optional && property.example === undefined && refersTo(property.valueType, inner)) continue;
        result[property.name.wireValue] =
          property.example ?? property.default ?? exampleFor(ir, property.valueType, purpose, depth + 1, inner);
      }
      return result;
    }
    case 'discriminatedUnion': {
      const variant = shape.variants[0];
      const result: Record<string, unknown> = { [shape.discriminant.wireValue]: variant?.discriminantValue ?? '' };
      for (const property of shape.baseProperties) {
        result[property.name.wireValue] =
          property.example ?? exampleFor(ir, property.valueType, purpose, depth + 1, inner);
      }
      if (variant !== undefined) {
        const body = namedExample(ir, variant.typeId, purpose, depth + 1, inner);
        if (typeof body === 'object' && body !== null)
          Object.assign(result, body, { [shape.discriminant.wireValue]: variant.discriminantValue });
      }
      return result;
    }
    case 'undiscriminatedUnion': {
      const member = shape.members[0];
      return member === undefined ? null : exampleFor(ir, member.type, purpose, depth, inner);
    }
  }
}

function refersTo(type: TypeReference, ids: ReadonlySet<TypeId>): boolean {
  switch (type.kind) {
    case 'named':
      return ids.has(type.typeId);
    case 'optional':
    case 'nullable':
    case 'list':
    case 'set':
      return refersTo(type.itemType, ids);
    case 'map':
      return refersTo(type.valueType, ids);
    default:
      return false;
  }
}

function primitiveExample(primitive: PrimitiveType, minimum: number | undefined): unknown {
  switch (primitive) {
    case 'integer':
    case 'long':
      return minimum !== undefined ? Math.ceil(minimum) : 1;
    case 'float':
    case 'double':
      return minimum !== undefined ? minimum : 1.5;
    case 'bigInteger':
      return '12345678901234567890';
    case 'uuid':
      return '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    default:
      return formattedPrimitiveExample(primitive) ?? 'string';
  }
}

/** Renders an example value as it appears in a URL, header or form field. */
export function exampleText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(exampleText).join(',');
  return JSON.stringify(value);
}
