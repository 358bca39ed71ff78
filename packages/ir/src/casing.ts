import type { Name } from './types';

/** Options that change how names are cased. */
export interface CasingOptions {
  /**
   * Keep numbers attached to the word before them (`v2`, not `v_2`) and keep initialisms
   * and acronyms in capitals (`CustomerID`, `HTTPSConnection`).
   * @default false
   */
  smartCasing?: boolean;
}

// Words: an acronym before a capitalised word, a (capitalised) lowercase run, a capital run,
// a digit run, or any other letters (scripts without case).
const WORD = /\p{Lu}+(?=\p{Lu}[\p{Ll}\p{M}])|\p{Lu}?[\p{Ll}\p{M}]+|\p{Lu}+|\p{N}+|[\p{L}\p{M}]+/gu;
const DIGITS = /^\p{N}+$/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const INITIALISM = /^\p{Lu}+\p{N}*$/u;

// Casing runs many times on the same few thousand names (in the importer and again in every
// generator), so each cased form is kept per input. A cache that grows past this many entries
// starts again, which bounds memory in long-lived processes.
const CACHE_LIMIT = 50_000;

/** One memo table per casing mode, since `smartCasing` changes every result. */
class CasingCache<T> {
  private readonly plain = new Map<string, T>();
  private readonly smart = new Map<string, T>();

  get(input: string, smart: boolean): T | undefined {
    return (smart ? this.smart : this.plain).get(input);
  }

  set(input: string, smart: boolean, value: T): T {
    const table = smart ? this.smart : this.plain;
    if (table.size >= CACHE_LIMIT) table.clear();
    table.set(input, value);
    return value;
  }
}

function isLower(code: number): boolean {
  return code >= 97 && code <= 122;
}

const NON_ASCII = /[^\x00-\x7f]/;

function isAscii(input: string): boolean {
  // A regex test runs as native code from the first call, unlike a loop over char codes.
  return !NON_ASCII.test(input);
}

// {@link WORD} for ASCII text, where its classes are `A-Z`, `a-z` and `0-9` and marks cannot
// occur. `String.prototype.match` then gives the words as one array of strings, with no
// match object per word.
const ASCII_WORD = /[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+/g;

function splitUnicode(input: string, smart: boolean): string[] {
  const words: string[] = [];
  for (const match of input.matchAll(WORD)) {
    const word = match[0];
    const previous = words[words.length - 1];
    const before = input[match.index - 1];
    const joinsPrevious =
      smart && previous !== undefined && DIGITS.test(word) && before !== undefined && LETTER_OR_DIGIT.test(before);
    if (joinsPrevious) words[words.length - 1] = previous + word;
    else words.push(word);
  }
  return words;
}

// Words are not cached: splitting is cheap next to keeping every array alive.
function wordsOf(input: string, smart: boolean, ascii: boolean = isAscii(input)): string[] {
  // Smart casing joins digit runs to the word before them, which needs the match positions.
  if (ascii && !smart) return input.match(ASCII_WORD) ?? [];
  return splitUnicode(input, smart);
}

/**
 * Splits a name into words at separators, case changes and digit runs.
 * With `smartCasing`, digit runs stay attached to the word before them.
 *
 * @example splitWords("HTTPSConnection") // ["HTTPS", "Connection"]
 */
export function splitWords(input: string, options: CasingOptions = {}): string[] {
  return wordsOf(input, options.smartCasing === true);
}

function capitalise(word: string, smart: boolean): string {
  if (smart && word.length > 1 && INITIALISM.test(word)) return word;
  return upperFirst(word.toLowerCase());
}

/** `lower.charAt(0).toUpperCase() + lower.slice(1)`, without case mapping for ASCII. */
function upperFirst(lower: string): string {
  const first = lower.charCodeAt(0);
  if (first > 127) return lower.charAt(0).toUpperCase() + lower.slice(1);
  return isLower(first) ? String.fromCharCode(first - 32) + lower.slice(1) : lower;
}

type Casing = 'camel' | 'pascal' | 'snake' | 'kebab' | 'screaming';

const caseCaches: Record<Casing, CasingCache<string>> = {
  camel: new CasingCache<string>(),
  pascal: new CasingCache<string>(),
  snake: new CasingCache<string>(),
  kebab: new CasingCache<string>(),
  screaming: new CasingCache<string>(),
};

function caseWord(word: string, index: number, casing: Casing, smart: boolean): string {
  switch (casing) {
    case 'camel':
      return index === 0 ? word.toLowerCase() : capitalise(word, smart);
    case 'pascal':
      return capitalise(word, smart);
    case 'snake':
    case 'kebab':
      return word.toLowerCase();
    case 'screaming':
      return word.toUpperCase();
  }
}

const SEPARATORS: Record<Casing, string> = { camel: '', pascal: '', snake: '_', kebab: '-', screaming: '_' };

function joinWords(words: readonly string[], casing: Casing, smart: boolean): string {
  if (words.length === 1) return caseWord(words[0]!, 0, casing, smart);
  // `join` gives one flat string; appending with `+=` would keep a tree of string pieces
  // alive in every cached (and every IR) name.
  const parts = new Array<string>(words.length);
  for (let index = 0; index < words.length; index++) parts[index] = caseWord(words[index]!, index, casing, smart);
  return parts.join(SEPARATORS[casing]);
}

function cased(input: string, casing: Casing, options: CasingOptions): string {
  const smart = options.smartCasing === true;
  const cache = caseCaches[casing];
  return cache.get(input, smart) ?? cache.set(input, smart, joinWords(wordsOf(input, smart), casing, smart));
}

/** camelCase form of a name. */
export function camelCase(input: string, options: CasingOptions = {}): string {
  return cased(input, 'camel', options);
}

/** PascalCase form of a name. */
export function pascalCase(input: string, options: CasingOptions = {}): string {
  return cased(input, 'pascal', options);
}

/** snake_case form of a name. */
export function snakeCase(input: string, options: CasingOptions = {}): string {
  return cased(input, 'snake', options);
}

/** kebab-case form of a name (package names, file names). */
export function kebabCase(input: string, options: CasingOptions = {}): string {
  return cased(input, 'kebab', options);
}

/** SCREAMING_SNAKE_CASE form of a name. */
export function screamingSnakeCase(input: string, options: CasingOptions = {}): string {
  return cased(input, 'screaming', options);
}

/**
 * Every cased form from one split, lowering each word once (the forms of {@link camelCase},
 * {@link pascalCase}, {@link snakeCase} and {@link screamingSnakeCase}, exactly).
 */
function buildName(wireValue: string, smart: boolean): Name {
  const ascii = isAscii(wireValue);
  let words = wordsOf(wireValue, smart, ascii);
  if (words.length === 0) words = wordsOf('value', smart, true);
  const count = words.length;
  const lowers = new Array<string>(count);
  const capitals = new Array<string>(count);
  for (let index = 0; index < count; index++) {
    const word = words[index]!;
    const lower = word.toLowerCase();
    lowers[index] = lower;
    capitals[index] = smart && word.length > 1 && INITIALISM.test(word) ? word : upperFirst(lower);
  }
  const pascal = capitals.join('');
  capitals[0] = lowers[0]!;
  const snake = lowers.join('_');
  return {
    kind: 'name',
    wireValue,
    camelCase: capitals.join(''),
    pascalCase: pascal,
    snakeCase: snake,
    // Upper-casing the lowered words only equals upper-casing the words for ASCII.
    screamingSnakeCase: ascii ? snake.toUpperCase() : joinWords(words, 'screaming', smart),
  };
}

/**
 * Builds a {@link Name} from a wire value. A value with no letters or digits at all
 * (for example `+` or an empty string) cases as `value`.
 *
 * @example createName("user_id").camelCase // "userId"
 */
export function createName(wireValue: string, options: CasingOptions = {}): Name {
  // Not cached: importers keep their own table of property names, and the other names they
  // ask for (type name hints) are nearly all distinct, so a table would only grow.
  return buildName(wireValue, options.smartCasing === true);
}

/**
 * Builds a {@link Name} whose cased forms come from `casedFrom` while the wire value stays
 * `wireValue` (a renamed parameter or a header with a friendly option name).
 */
export function createRenamedName(wireValue: string, casedFrom: string, options: CasingOptions = {}): Name {
  return { ...createName(casedFrom, options), wireValue };
}
