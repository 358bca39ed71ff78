import { createName, NameScope } from '@bracken/ir';
import type { Name } from '@bracken/ir';

/**
 * The type names of one definition and their ids: names stay distinct after PascalCasing (a
 * clash gets `2`, `3`… appended to the wanted text before casing), and ids carry the
 * namespace prefix.
 */
export class TypeNamer {
  private readonly scope: NameScope;

  constructor(
    private readonly namespace: string | undefined,
    private readonly smartCasing: boolean,
  ) {
    this.scope = new NameScope({
      kind: 'types',
      suffix: { kind: 'number' },
      compare: (text) => createName(text, { smartCasing }).pascalCase,
    });
  }

  /** A {@link Name} not yet used, built from `wanted` with a number appended on clashes. */
  claim(wanted: string): Name {
    return createName(this.scope.claim(wanted), { smartCasing: this.smartCasing });
  }

  /** The type id of a type named `name`. */
  idFor(name: Name): string {
    return this.namespace ? `${this.namespace}::${name.pascalCase}` : name.pascalCase;
  }

  /** Cases a name without claiming it. */
  name(wireValue: string): Name {
    return createName(wireValue, { smartCasing: this.smartCasing });
  }
}
