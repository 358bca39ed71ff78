import {
  createName,
  createRenamedName,
  NameScope,
  reservedTypeNames,
  TYPESCRIPT_NAMES,
  type CasingOptions,
  type Name,
} from '@bracken/ir';

/**
 * Type names a generated SDK must never declare, because they would shadow a global or a
 * TypeScript built-in. A schema with one of these names gets the suffix `Model`
 * (`Error` → `ErrorModel`).
 */
export const RESERVED_TYPE_NAMES: ReadonlySet<string> = TYPESCRIPT_NAMES.typeNames;

/** Suffix given to a name found in {@link RESERVED_TYPE_NAMES}. */
export const RESERVED_NAME_SUFFIX = reservedTypeNames(TYPESCRIPT_NAMES).suffix;

/**
 * The scope of an OpenAPI import's type names. Names stay distinct after casing and on file
 * systems that ignore case: the first claimant of a PascalCase form keeps it, later ones get
 * `2`, `3`… in the order they ask, so the result only depends on the definition's order.
 */
export function createTypeNameScope(): NameScope {
  return new NameScope({
    kind: 'types',
    suffix: { kind: 'number' },
    reserved: reservedTypeNames(TYPESCRIPT_NAMES),
    compare: 'ignoring case',
  });
}

/** Claims a distinct type name for `wireValue` in `scope`, cased from `hint`. */
export function claimTypeName(
  scope: NameScope,
  casing: CasingOptions,
  wireValue: string,
  hint: string = wireValue,
): Name {
  const natural = createName(hint, casing);
  let base = natural.pascalCase;
  const first = base.charCodeAt(0);
  // A type name is an identifier: never empty, never starting with a digit.
  if (base === '') base = 'Type';
  else if (first >= 48 && first <= 57) base = `T${base}`;
  const claimed = scope.claim(base);
  if (claimed === natural.pascalCase) {
    // The common case: the name is free, and its cased forms are already computed
    // (`createName` returns a fresh object, so it can take the wire value in place).
    natural.wireValue = wireValue;
    return natural;
  }
  return { ...createRenamedName(wireValue, claimed, casing), pascalCase: claimed };
}
