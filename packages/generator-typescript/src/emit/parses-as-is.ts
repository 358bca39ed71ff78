import type { ObjectProperty, TypeReference } from '@bracken/ir';
import { memo, objectProperties, type GeneratorContext } from '../context';
import { propertyKey } from './types';

/** Answers of {@link parsesAsIs} per named type and mode, kept for the whole context. */
const KNOWN = Symbol('parses-as-is');

/**
 * Whether parsing a JSON value of this type with the response options (`skipValidation`,
 * unknown keys passed through, any enum value) gives back a value equal to its input, so
 * that generated code may return the value without its schema.
 *
 * It holds when no key is renamed and nothing is converted at any depth: no date-time, no
 * discriminant renamed, and in members of an undiscriminated union (which are tried with
 * validation on) no optional value that would turn `null` into a missing key. When in doubt
 * the answer is `false`, which keeps the schema.
 */
export function parsesAsIs(ctx: GeneratorContext, type: TypeReference): boolean {
  if (!ctx.serde) return true;
  const known = memo(ctx, KNOWN, () => new Map<string, boolean>());
  const walk = new Walk(ctx, known);
  const result = walk.type(type, false);
  // A `true` found while a type was still being walked assumed that type passes; it holds
  // once the whole walk passes. A `false` never rests on an assumption.
  if (result) for (const key of walk.passed) known.set(key, true);
  return result;
}

class Walk {
  /** Named types being walked, by mode: met again, they are assumed to pass. */
  private readonly open = new Set<string>();
  /**
   * Named types that passed in this walk, asked again without a second walk: every answer is a
   * conjunction, so if an assumption behind a pass fails, the whole walk fails with it.
   */
  readonly passed = new Set<string>();

  constructor(
    private readonly ctx: GeneratorContext,
    private readonly known: Map<string, boolean>,
  ) {}

  /** `strict`: the value is parsed with validation on, as a member of an undiscriminated union is. */
  type(type: TypeReference, strict: boolean): boolean {
    switch (type.kind) {
      case 'primitive':
        // A date-time becomes a `Date`; every other primitive is checked and kept.
        return type.primitive !== 'dateTime';
      case 'literal':
      case 'unknown':
      case 'file':
        return true;
      case 'list':
      case 'set':
      case 'nullable':
        return this.type(type.itemType, strict);
      case 'map':
        return this.type(type.valueType, strict);
      case 'optional':
        // Validated, `optional()` turns a `null` its inner schema refuses into a missing value.
        if (strict && type.itemType.kind !== 'nullable' && type.itemType.kind !== 'unknown') return false;
        return this.type(type.itemType, strict);
      case 'named':
        return this.named(type.typeId, strict);
    }
  }

  private named(typeId: string, strict: boolean): boolean {
    const key = `${strict ? 'strict' : 'lenient'} ${typeId}`;
    const found = this.known.get(key);
    if (found !== undefined) return found;
    if (this.open.has(key) || this.passed.has(key)) return true;
    this.open.add(key);
    const result = this.declaration(typeId, strict);
    this.open.delete(key);
    if (result) this.passed.add(key);
    else this.known.set(key, false);
    return result;
  }

  private declaration(typeId: string, strict: boolean): boolean {
    const declaration = this.ctx.ir.types[typeId];
    if (declaration === undefined) return false;
    const shape = declaration.shape;
    switch (shape.kind) {
      case 'enum':
        return true;
      case 'alias':
        return this.type(shape.aliasOf, strict);
      case 'object':
        return this.properties(objectProperties(this.ctx, typeId), strict);
      case 'discriminatedUnion':
        // The variants' schemas hold their own and the union's properties, the discriminant aside.
        return (
          shape.discriminant.camelCase === shape.discriminant.wireValue &&
          shape.variants.every((variant) =>
            this.properties(
              [...objectProperties(this.ctx, variant.typeId), ...shape.baseProperties].filter(
                (p) => p.name.wireValue !== shape.discriminant.wireValue,
              ),
              strict,
            ),
          )
        );
      case 'undiscriminatedUnion':
        return shape.members.every((member) => this.type(member.type, true));
    }
  }

  private properties(properties: readonly ObjectProperty[], strict: boolean): boolean {
    for (const p of properties) {
      if (propertyKey(this.ctx, p) !== p.name.wireValue || !this.type(p.valueType, strict)) return false;
    }
    return true;
  }
}
