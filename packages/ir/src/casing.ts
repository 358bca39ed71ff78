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

function isUpper(code: number): boolean {
  return code >= 65 && code <= 90;
}

function isLower(code: number): boolean {
  return code >= 97 && code <= 122;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isAscii(input: string): boolean {
  for (let index = 0; index < input.length; index++) if (input.charCodeAt(index) > 127) return false;
  return true;
}

// Word boundaries found by `scanAscii`: start and end of word n at 2n and 2n + 1. Reused
// between calls, so that a split allocates only the words themselves.
const bounds: number[] = [];

/**
 * {@link WORD} written out by hand for ASCII input, where its classes are `A-Z`, `a-z` and
 * `0-9` and marks cannot occur: same words as the regex, without its match objects. Fills
 * {@link bounds} and returns the number of words.
 */
function scanAscii(input: string, smart: boolean): number {
  const length = input.length;
  let count = 0;
  let start = 0;
  while (start < length) {
    const code = input.charCodeAt(start);
    let end = start + 1;
    if (isUpper(code)) {
      while (end < length && isUpper(input.charCodeAt(end))) end++;
      if (end < length && isLower(input.charCodeAt(end))) {
        // `HTTPSConnection`: a capital run stops before the capital that starts the next word.
        if (end - start > 1) end--;
        else while (end < length && isLower(input.charCodeAt(end))) end++;
      }
    } else if (isLower(code)) {
      while (end < length && isLower(input.charCodeAt(end))) end++;
    } else if (isDigit(code)) {
      while (end < length && isDigit(input.charCodeAt(end))) end++;
    } else {
      start++;
      continue;
    }
    const previous = input.charCodeAt(start - 1);
    if (smart && count > 0 && isDigit(code) && (isUpper(previous) || isLower(previous) || isDigit(previous))) {
      // Smart casing keeps a digit run on the word right before it (`v2`).
      bounds[2 * count - 1] = end;
    } else {
      bounds[2 * count] = start;
      bounds[2 * count + 1] = end;
      count++;
    }
    start = end;
  }
  return count;
}

function splitAscii(input: string, smart: boolean): string[] {
  const count = scanAscii(input, smart);
  const words = new Array<string>(count);
  for (let index = 0; index < count; index++) words[index] = input.slice(bounds[2 * index], bounds[2 * index + 1]);
  return words;
}

function splitUnicode(input: string, smart: boolean): string[] {
  const words: string[] = [];
  for (const match of input.matchAll(WORD)) {
    const word = match[0];
    const previous = words[words.length - 1];
    const before = input[match.index - 1];
    const joinsPrevious = smart && previous !== undefined && DIGITS.test(word) && before !== undefined && LETTER_OR_DIGIT.test(before);
    if (joinsPrevious) words[words.length - 1] = previous + word;
    else words.push(word);
  }
  return words;
}

// Words are not cached: splitting is cheap next to keeping every array alive.
function wordsOf(input: string, smart: boolean): string[] {
  return isAscii(input) ? splitAscii(input, smart) : splitUnicode(input, smart);
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
  const lower = word.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
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
  return cache.get(input, smart) ?? cache.set(input, smart, isAscii(input) ? casedAscii(input, casing, smart) : joinWords(wordsOf(input, smart), casing, smart));
}

/** {@link joinWords} for ASCII input: each word is a slice of one lower-cased copy. */
function casedAscii(input: string, casing: Casing, smart: boolean): string {
  const count = scanAscii(input, smart);
  const lower = input.toLowerCase();
  const parts = new Array<string>(count);
  const capitalised = casing === 'camel' || casing === 'pascal';
  for (let index = 0; index < count; index++) {
    const start = bounds[2 * index]!;
    const end = bounds[2 * index + 1]!;
    parts[index] = capitalised && (casing === 'pascal' || index > 0) ? asciiCapital(input, lower, start, end, smart) : lower.slice(start, end);
  }
  const joined = parts.join(SEPARATORS[casing]);
  // Upper-casing the lowered words equals upper-casing the words for ASCII.
  return casing === 'screaming' ? joined.toUpperCase() : joined;
}

/** The capitalised form of the ASCII word at `start`…`end` (see {@link capitalise}). */
function asciiCapital(source: string, lower: string, start: number, end: number, smart: boolean): string {
  if (smart && end - start > 1 && isInitialismAscii(source, start, end)) return source.slice(start, end);
  const first = lower.charCodeAt(start);
  return isLower(first) ? String.fromCharCode(first - 32) + lower.slice(start + 1, end) : lower.slice(start, end);
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
  if (!isAscii(wireValue)) return buildUnicodeName(wireValue, smart);
  let source = wireValue;
  let count = scanAscii(source, smart);
  if (count === 0) {
    source = 'value';
    count = scanAscii(source, smart);
  }
  // One lower-casing of the whole input; each word is then a slice of it.
  const lower = source.toLowerCase();
  const lowers = new Array<string>(count);
  const capitals = new Array<string>(count);
  for (let index = 0; index < count; index++) {
    const start = bounds[2 * index]!;
    const end = bounds[2 * index + 1]!;
    lowers[index] = lower.slice(start, end);
    capitals[index] = asciiCapital(source, lower, start, end, smart);
  }
  const pascal = capitals.join('');
  capitals[0] = lowers[0]!;
  const snake = lowers.join('_');
  return { kind: 'name', wireValue, camelCase: capitals.join(''), pascalCase: pascal, snakeCase: snake, screamingSnakeCase: snake.toUpperCase() };
}

/** {@link INITIALISM} for an ASCII word: capitals, then optionally digits. */
function isInitialismAscii(input: string, start: number, end: number): boolean {
  let index = start;
  if (!isUpper(input.charCodeAt(index))) return false;
  while (index < end && isUpper(input.charCodeAt(index))) index++;
  while (index < end && isDigit(input.charCodeAt(index))) index++;
  return index === end;
}

/** Every cased form from one split, lowering each word once. */
function buildUnicodeName(wireValue: string, smart: boolean): Name {
  let words = splitUnicode(wireValue, smart);
  if (words.length === 0) words = splitAscii('value', smart);
  const count = words.length;
  const lowers = new Array<string>(count);
  const capitals = new Array<string>(count);
  for (let index = 0; index < count; index++) {
    const word = words[index]!;
    const lower = word.toLowerCase();
    lowers[index] = lower;
    capitals[index] = smart && word.length > 1 && INITIALISM.test(word) ? word : lower.charAt(0).toUpperCase() + lower.slice(1);
  }
  const pascal = capitals.join('');
  capitals[0] = lowers[0]!;
  return { kind: 'name', wireValue, camelCase: capitals.join(''), pascalCase: pascal, snakeCase: lowers.join('_'), screamingSnakeCase: joinWords(words, 'screaming', smart) };
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
