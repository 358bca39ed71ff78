import { createName } from '@bracken/ir';
import type { Name } from '@bracken/ir';

/**
 * Hands out type names that stay distinct after PascalCasing, and type ids that carry the
 * namespace prefix.
 */
export class TypeNamer {
  private readonly taken = new Set<string>();

  constructor(
    private readonly namespace: string | undefined,
    private readonly smartCasing: boolean,
  ) {}

  /** A {@link Name} not yet used, built from `wanted` with a number appended on clashes. */
  claim(wanted: string): Name {
    const base = createName(wanted, { smartCasing: this.smartCasing });
    let candidate = base;
    for (let n = 2; this.taken.has(candidate.pascalCase); n++) candidate = createName(`${wanted}${n}`, { smartCasing: this.smartCasing });
    this.taken.add(candidate.pascalCase);
    return candidate;
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
