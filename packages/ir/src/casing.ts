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

/**
 * Splits a name into words at separators, case changes and digit runs.
 * With `smartCasing`, digit runs stay attached to the word before them.
 *
 * @example splitWords("HTTPSConnection") // ["HTTPS", "Connection"]
 */
export function splitWords(input: string, options: CasingOptions = {}): string[] {
  const words: string[] = [];
  for (const match of input.matchAll(WORD)) {
    const word = match[0];
    const previous = words[words.length - 1];
    const joinsPrevious = options.smartCasing && previous !== undefined && /^\p{N}+$/u.test(word) && input[match.index - 1] !== undefined && /[\p{L}\p{N}]/u.test(input[match.index - 1]!);
    if (joinsPrevious) words[words.length - 1] = previous + word;
    else words.push(word);
  }
  return words;
}

function isInitialism(word: string): boolean {
  return word.length > 1 && /^\p{Lu}+\p{N}*$/u.test(word);
}

function capitalise(word: string, smart: boolean): string {
  if (smart && isInitialism(word)) return word;
  const lower = word.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** camelCase form of a name. */
export function camelCase(input: string, options: CasingOptions = {}): string {
  const words = splitWords(input, options);
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : capitalise(w, options.smartCasing ?? false))).join('');
}

/** PascalCase form of a name. */
export function pascalCase(input: string, options: CasingOptions = {}): string {
  return splitWords(input, options)
    .map((w) => capitalise(w, options.smartCasing ?? false))
    .join('');
}

/** snake_case form of a name. */
export function snakeCase(input: string, options: CasingOptions = {}): string {
  return splitWords(input, options)
    .map((w) => w.toLowerCase())
    .join('_');
}

/** kebab-case form of a name (package names, file names). */
export function kebabCase(input: string, options: CasingOptions = {}): string {
  return splitWords(input, options)
    .map((w) => w.toLowerCase())
    .join('-');
}

/** SCREAMING_SNAKE_CASE form of a name. */
export function screamingSnakeCase(input: string, options: CasingOptions = {}): string {
  return splitWords(input, options)
    .map((w) => w.toUpperCase())
    .join('_');
}

/**
 * Builds a {@link Name} from a wire value. A value with no letters or digits at all
 * (for example `+` or an empty string) cases as `value`.
 *
 * @example createName("user_id").camelCase // "userId"
 */
export function createName(wireValue: string, options: CasingOptions = {}): Name {
  const source = splitWords(wireValue, options).length > 0 ? wireValue : 'value';
  return {
    kind: 'name',
    wireValue,
    camelCase: camelCase(source, options),
    pascalCase: pascalCase(source, options),
    snakeCase: snakeCase(source, options),
    screamingSnakeCase: screamingSnakeCase(source, options),
  };
}

/**
 * Builds a {@link Name} whose cased forms come from `casedFrom` while the wire value stays
 * `wireValue` (a renamed parameter or a header with a friendly option name).
 */
export function createRenamedName(wireValue: string, casedFrom: string, options: CasingOptions = {}): Name {
  return { ...createName(casedFrom, options), wireValue };
}
