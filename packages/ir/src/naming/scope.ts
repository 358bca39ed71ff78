/**
 * The one naming authority of importers and generators. A {@link NameScope} holds the names of
 * one place (a module, a class, an object's keys, a folder) and hands out new ones through
 * {@link NameScope.claim}, the only function that decides a final name. How a scope frees a
 * taken name is data of the scope ({@link SuffixStyle}), so every place that names things
 * follows the same rule with its own style.
 */

/**
 * How a scope turns a taken name into the next candidate, attempt after attempt.
 *
 * - `number`: `name2`, `name3`, … from `first` (default 2), with `separator` before the number
 *   (`name-2` for file names, `name 2` for text that is cased afterwards).
 * - `marker`: `nameType`, then `nameType2`, `nameType3`, …: a marker word first, then numbers
 *   from `first` (default 2). With `at: 'start'` the marker goes before the name
 *   (`AcmeStreamError`, then `AcmeStreamError3` with `first: 3`).
 * - `repeat`: `name_`, `name__`, …: the text once more at each attempt.
 */
export type SuffixStyle =
  | { readonly kind: 'number'; readonly first?: number; readonly separator?: string }
  | { readonly kind: 'marker'; readonly marker: string; readonly at?: 'start' | 'end'; readonly first?: number }
  | { readonly kind: 'repeat'; readonly text: string };

/** Words a name may not be, and the suffix that frees a name from them (`class` → `class_`). */
export interface ReservedWords {
  /** The words: a set, or anything that answers whether a name is one. */
  readonly words: { has(name: string): boolean };
  readonly suffix: string;
}

/** What a scope holds: the place of the generated code it stands for. */
export type ScopeKind = 'module' | 'class' | 'object' | 'parameters' | 'folder' | 'types';

/** The rules of one scope: how it compares names and how it frees a taken one. */
export interface ScopeRules {
  readonly kind: ScopeKind;
  /** The style a taken name is freed with. */
  readonly suffix: SuffixStyle;
  /**
   * Words no name of this scope may be (a language's keywords, a class's own members). A name
   * that is one, or that an enclosing scope holds, takes the suffix once before the clash rule.
   */
  readonly reserved?: ReservedWords;
  /** Styles of the kinds of declaration that differ from {@link suffix} (`type`, `error`, …). */
  readonly kinds?: Readonly<Record<string, { readonly suffix: SuffixStyle; readonly reserved?: ReservedWords }>>;
  /**
   * A prefix under which each name also holds a second one: a class keeps `_<name>` beside
   * each member, so `x` and `_x` may not both be members.
   */
  readonly companion?: string;
  /**
   * What two names are compared by: `exact` text, text `ignoring case` (file systems that
   * ignore case), or a key made by a function (a cased form of the text).
   * @default "exact"
   */
  readonly compare?: 'exact' | 'ignoring case' | ((name: string) => string);
}

/** How one name is asked for, beyond the name itself. */
export interface NameRequest {
  /** The kind of declaration, when the scope's {@link ScopeRules.kinds} style it apart. */
  readonly kind?: string;
  /** Text that follows the suffix (`Greeter` + `2` + `GrpcClient`). */
  readonly tail?: string;
  /** Names tried in order after the name itself and before any suffix (a property's wire name). */
  readonly fallbacks?: readonly string[];
  /** The text suffixes are added to, when it is not the name (an empty name that stands in as `service`). */
  readonly stem?: string;
}

// A scope with this many names or fewer looks them up in a list, which allocates no table:
// most scopes (a method's parameters, an object's keys) hold a handful.
const LIST_LIMIT = 16;

/** The suffix of one attempt (1, 2, …) of a style, placed around `stem`. */
function attemptOf(style: SuffixStyle, stem: string, attempt: number): string {
  switch (style.kind) {
    case 'number':
      return `${stem}${style.separator ?? ''}${(style.first ?? 2) + attempt - 1}`;
    case 'marker': {
      const marked = style.at === 'start' ? `${style.marker}${stem}` : `${stem}${style.marker}`;
      return attempt === 1 ? marked : `${marked}${(style.first ?? 2) + attempt - 2}`;
    }
    case 'repeat':
      return `${stem}${style.text.repeat(attempt)}`;
  }
}

/**
 * The names of one place of generated code, and the authority that hands out new ones there.
 * A name is free when this scope holds no name equal to it (as {@link ScopeRules.compare}
 * compares them); a name that is a reserved word, or that an enclosing scope holds, first
 * takes the reserved suffix. A taken name is freed by the scope's {@link SuffixStyle}.
 *
 * @example
 *     const members = new NameScope({ kind: 'class', suffix: { kind: 'number' } });
 *     members.claim('list'); // "list"
 *     members.claim('list'); // "list2"
 */
export class NameScope {
  // Fields are assigned in the constructor only: scopes are made per object of a definition,
  // and declared class fields would each be defined anew on every one.
  declare readonly rules: ScopeRules;
  declare readonly parent: NameScope | undefined;
  declare private list: string[];
  declare private set: Set<string> | undefined;
  // 0: exact text, 1: ignoring case, 2: a key function.
  declare private readonly comparison: 0 | 1 | 2;
  // Whether names need no companion and no enclosing scope: the common case, claimed directly.
  declare private readonly plain: boolean;

  constructor(rules: ScopeRules, parent?: NameScope) {
    this.rules = rules;
    this.parent = parent;
    this.list = [];
    this.set = undefined;
    this.comparison =
      rules.compare === undefined || rules.compare === 'exact' ? 0 : rules.compare === 'ignoring case' ? 1 : 2;
    this.plain = rules.companion === undefined && parent === undefined;
  }

  /** A scope inside this one (a class in a module): names this one holds are reserved there. */
  child(rules: ScopeRules): NameScope {
    return new NameScope(rules, this);
  }

  /** Holds names decided elsewhere (a module's imports, a class's fixed members). */
  reserve(...names: readonly string[]): this {
    for (const name of names) this.take(name);
    return this;
  }

  /** Whether this scope holds `name`. */
  has(name: string): boolean {
    return this.holds(this.keyOf(name));
  }

  /** Whether this scope or one around it holds `name`. */
  holdsAnywhere(name: string): boolean {
    for (let scope: NameScope | undefined = this; scope !== undefined; scope = scope.parent)
      if (scope.has(name)) return true;
    return false;
  }

  /** Forgets every name, so one scope can serve many objects in turn. */
  clear(): void {
    this.list = [];
    this.set = undefined;
  }

  /** The name {@link claim} would decide for `name`, without holding it. */
  peek(name: string, request?: NameRequest): string {
    return this.decide(name, request);
  }

  /**
   * Decides the final name for `name` and holds it: the name itself when it is free, else
   * the request's fallbacks, else the scope's suffix style, attempt after attempt.
   */
  claim(name: string, request?: NameRequest): string {
    if (this.plain) {
      // Most names are free: one lookup, no candidate list.
      const kind = request?.kind === undefined ? undefined : this.rules.kinds?.[request.kind];
      const reserved = kind?.reserved ?? this.rules.reserved;
      if (reserved === undefined || !reserved.words.has(name)) {
        const first = request?.tail === undefined ? name : `${name}${request.tail}`;
        const key = this.keyOf(first);
        if (!this.holds(key)) {
          this.add(key);
          return first;
        }
      }
    }
    return this.take(this.decide(name, request));
  }

  private decide(name: string, request: NameRequest | undefined): string {
    const kind = request?.kind === undefined ? undefined : this.rules.kinds?.[request.kind];
    const reserved = kind?.reserved ?? this.rules.reserved;
    let base = name;
    // Without reserved words of its own, a scope frees a name an enclosing scope holds with `_`.
    if (
      (reserved !== undefined && reserved.words.has(base)) ||
      (this.parent !== undefined && this.parent.holdsAnywhere(base))
    )
      base = `${base}${reserved?.suffix ?? '_'}`;
    const tail = request?.tail;
    const first = tail === undefined ? base : `${base}${tail}`;
    if (this.isFree(first)) return first;
    for (const fallback of request?.fallbacks ?? []) if (this.isFree(fallback)) return fallback;
    const style = kind?.suffix ?? this.rules.suffix;
    const stem = request?.stem ?? base;
    for (let attempt = 1; ; attempt++) {
      const suffixed = attemptOf(style, stem, attempt);
      const candidate = tail === undefined ? suffixed : `${suffixed}${tail}`;
      if (this.isFree(candidate)) return candidate;
    }
  }

  /** The collision rule: a name is free when this scope holds no name equal to it, nor its companion. */
  private isFree(name: string): boolean {
    if (this.holds(this.keyOf(name))) return false;
    const companion = this.rules.companion;
    return companion === undefined || !this.holds(this.keyOf(`${companion}${name}`));
  }

  private keyOf(name: string): string {
    const comparison = this.comparison;
    if (comparison === 0) return name;
    return comparison === 1 ? name.toLowerCase() : (this.rules.compare as (name: string) => string)(name);
  }

  private holds(key: string): boolean {
    return this.set !== undefined ? this.set.has(key) : this.list.includes(key);
  }

  private take(name: string): string {
    this.add(this.keyOf(name));
    const companion = this.rules.companion;
    if (companion !== undefined) this.add(this.keyOf(`${companion}${name}`));
    return name;
  }

  private add(key: string): void {
    if (this.set !== undefined) this.set.add(key);
    else if (this.list.push(key) > LIST_LIMIT) this.set = new Set(this.list);
  }
}
