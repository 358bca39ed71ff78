/**
 * The one place where text that comes from a definition becomes TypeScript source.
 * Identifiers, property keys, string literals, numbers and comments all pass through here.
 */

import { TYPESCRIPT_NAMES } from '@bracken/ir';
import { TypeScriptGeneratorError } from '../options';
import type { ExportDeclaration, ImportSymbol } from './printer';
import { LINE_WIDTH } from './line-breaking';

declare const CODE: unique symbol;

/**
 * TypeScript source text that is safe to paste into a generated file: made by a function of
 * this module, or by {@link codeText} from such pieces. Definition text is a plain `string`
 * and never a `Code`, so a template tagged with {@link codeText} cannot take it unescaped.
 */
export type Code = string & { readonly [CODE]: true };

// TypeScript's keywords, and words that would shadow something important.
const RESERVED_WORDS = TYPESCRIPT_NAMES.keywords;

// Characters outside ASCII that identifiers may hold: the letters and digits of scripts that
// were complete in Unicode long ago (Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic,
// Devanagari, Thai, kana, CJK, Hangul). Every engine the SDK runs on, and TypeScript, read
// them as identifier characters; newer letters, letters outside the BMP and other numbers
// (`²`, `½`) they may not, so those never enter an identifier.
const STABLE_RANGES =
  '\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u0531-\u0587\u05D0-\u05EA\u0620-\u064A\u0660-\u0669\u0671-\u06D3\u0900-\u097F\u0E00-\u0E7F\u3041-\u3096\u30A1-\u30FA\u4E00-\u9FA5\uAC00-\uD7A3';
// Set operations (`v` flag): letters (or digits) that are also in the ranges above.
const START = `A-Za-z_$[[\\p{L}\\p{Nl}]&&[${STABLE_RANGES}]]`;
const PART = `A-Za-z0-9_$[[\\p{L}\\p{Nl}\\p{Nd}]&&[${STABLE_RANGES}]]`;
const IDENTIFIER = new RegExp(`^[${START}][${PART}]*$`, 'v');
const NOT_IDENTIFIER_PART = new RegExp(`[^${PART}]`, 'gv');
const NOT_ASCII_IDENTIFIER_PART = /[^A-Za-z0-9_$]/g;
const LEADING_NUMBER = /^[\p{Nd}\p{Nl}]/u;
const NON_ASCII = /[^\u0000-\u007f]/;

const OTHER = 0;
const ASCII_WORD = 1;
const ASCII_WORD_LEADING_DIGIT = 2;

// `\w` is `[A-Za-z0-9_]`. A regex test runs as compiled code from its first call, where a
// loop over character codes runs in the interpreter until the function is hot, and most of
// a generator run is code that runs only a few thousand times.
const ASCII_WORD_TEXT = /^[A-Za-z_$][\w$]*$/;
const ASCII_WORD_LEADING_DIGIT_TEXT = /^[0-9][\w$]*$/;

/**
 * Classifies a name by its characters: `ASCII_WORD` when it is non-empty and only
 * `A-Z a-z 0-9 _ $` with no leading digit, `ASCII_WORD_LEADING_DIGIT` when such a word starts
 * with a digit, `OTHER` for anything else (empty, other characters, non-ASCII).
 */
function asciiWordKind(name: string): number {
  if (ASCII_WORD_TEXT.test(name)) return ASCII_WORD;
  return ASCII_WORD_LEADING_DIGIT_TEXT.test(name) ? ASCII_WORD_LEADING_DIGIT : OTHER;
}

/**
 * Whether `name` is non-empty and only ASCII letters, digits, `_` and `$` (a leading digit
 * allowed): text that no identifier clean-up changes except for a leading digit.
 */
function isAsciiWord(name: string): boolean {
  return asciiWordKind(name) !== OTHER;
}

/** Whether `name` is a valid identifier (reserved words included). */
function isIdentifierName(name: string): boolean {
  const kind = asciiWordKind(name);
  if (kind === ASCII_WORD) return true;
  // An ASCII word with a leading digit is never an identifier, nor is other ASCII text (it holds
  // a character no identifier has): only text beyond ASCII needs the Unicode regex.
  return kind === OTHER && NON_ASCII.test(name) && IDENTIFIER.test(name);
}

/** `name` with every character an identifier may not hold replaced by `_`. */
function replaceNonIdentifierParts(name: string): string {
  return NON_ASCII.test(name) ? name.replace(NOT_IDENTIFIER_PART, '_') : name.replace(NOT_ASCII_IDENTIFIER_PART, '_');
}

/** Whether `name` is a word TypeScript reserves (or that would shadow something important). */
export function isReservedWord(name: string): boolean {
  return RESERVED_WORDS.has(name);
}

/**
 * A safe identifier for `name`: invalid characters become `_`, a leading digit gets a `_`
 * prefix and a reserved word gets a `_` suffix.
 *
 * @example escapeIdentifier("class") // "class_"
 */
export function escapeIdentifier(name: string): Code {
  // Nearly every name is plain ASCII with nothing to replace; that needs no regex.
  const ascii = asciiWordKind(name);
  if (ascii === ASCII_WORD) return (RESERVED_WORDS.has(name) ? `${name}_` : name) as Code;
  if (ascii === ASCII_WORD_LEADING_DIGIT) return `_${name}` as Code;
  let result = replaceNonIdentifierParts(name);
  if (result.length === 0) result = '_';
  if (LEADING_NUMBER.test(result)) result = `_${result}`;
  if (RESERVED_WORDS.has(result)) result = `${result}_`;
  return result as Code;
}

/**
 * A member name (method, property or object key of the SDK's own making): invalid characters
 * become `_` and a leading digit gets a `_` prefix. Reserved words are valid member names and
 * stay as they are.
 *
 * @example escapeMemberName("2fa") // "_2fa"
 */
export function escapeMemberName(name: string): Code {
  // Plain ASCII names have nothing to replace; the Unicode regex is only for the others.
  let result = isAsciiWord(name) ? name : replaceNonIdentifierParts(name) || '_';
  const first = result.charCodeAt(0);
  if (first >= 48 && first <= 57 ? true : first > 127 && LEADING_NUMBER.test(result)) result = `_${result}`;
  return result as Code;
}

/**
 * A name the generator made from identifiers (`${ns}Client`), checked: it must be an
 * identifier, or generation stops. Use it where a name comes back from a table as a `string`.
 */
export function checkedIdentifier(name: string): Code {
  if (!isIdentifierName(name)) throw new TypeScriptGeneratorError(`not an identifier: ${JSON.stringify(name)}`);
  return name as Code;
}

// Globals generated code reads as values or names as types. A name the SDK declares at the top
// of a module (its namespace import, a client or error class) must not hide one of them.
const GLOBAL_NAMES = TYPESCRIPT_NAMES.globals;

/** Whether a top-level name the SDK declares would hide a global its code uses (`Promise`, `Object`). */
export function isGlobalName(name: string): boolean {
  return GLOBAL_NAMES.has(name);
}

/**
 * A property key: bare when it is a valid identifier, otherwise a quoted string.
 * Reserved words are valid property keys and stay bare.
 */
export function escapePropertyKey(name: string): Code {
  return isIdentifierName(name) ? (name as Code) : escapeString(name);
}

// Members every object inherits: an optional property of another type under one of these
// names would make `{}` unassignable, so such keys get a trailing underscore.
const OBJECT_MEMBERS = new Set([
  'constructor',
  'toString',
  'toLocaleString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  '__proto__',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

/**
 * A key for a generated object type that does not collide with a member every object
 * inherits (`constructor` becomes `constructor_`). Only for keys the SDK maps to the wire
 * itself.
 *
 * @example safeObjectKey("constructor") // "constructor_"
 */
export function safeObjectKey(name: string): string {
  return OBJECT_MEMBERS.has(name) ? `${name}_` : name;
}

/** A property access: `.name` when possible, otherwise `["name"]`. */
export function escapePropertyAccess(name: string): Code {
  return (isIdentifierName(name) ? `.${name}` : `[${escapeString(name)}]`) as Code;
}

/**
 * A double-quoted string literal. Quotes, backslashes, control characters, U+2028/U+2029,
 * `${`, backticks, `</script>` and lone surrogates are escaped, so the text is also safe in
 * a template literal or an inline script, and survives being written as UTF-8.
 *
 * @example escapeString('say "hi"') // "\"say \\\"hi\\\"\""
 */
export function escapeString(value: string): Code {
  // Most literals need no escaping at all: check that with one scan before the slow path.
  if (!needsEscaping(value)) return `"${value}"` as Code;
  let out = '"';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    switch (ch) {
      case '"':
        out += '\\"';
        break;
      case '\\':
        out += '\\\\';
        break;
      case '\n':
        out += '\\n';
        break;
      case '\r':
        out += '\\r';
        break;
      case '\t':
        out += '\\t';
        break;
      case '`':
        out += '\\x60';
        break;
      case '$':
        out += '\\x24';
        break;
      case '<':
        out += '\\x3C';
        break;
      case '\u2028':
        out += '\\u2028';
        break;
      case '\u2029':
        out += '\\u2029';
        break;
      default:
        // A lone surrogate is one code unit here; a pair is one character of two.
        out +=
          code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff)
            ? `\\u${code.toString(16).padStart(4, '0')}`
            : ch;
    }
  }
  return `${out}"` as Code;
}

// Control characters, DEL, `"` `$` `<` `\\` and backtick, U+2028 and U+2029, and surrogates
// (paired ones pass the slow path unchanged). A regex test runs compiled from its first call
// (see `asciiWordKind`).
const NEEDS_ESCAPING = /[\u0000-\u001f\u007f"$<\\`\u2028\u2029\ud800-\udfff]/;

function needsEscaping(value: string): boolean {
  return NEEDS_ESCAPING.test(value);
}

/** The text of a comment line: `*\/` is broken up and line separators become spaces. */
export function escapeCommentText(text: string): string {
  let result = text;
  // Each replace runs only when its cheap check says it can match.
  if (result.includes('*/')) result = result.replace(/\*\//g, '*\\/');
  if (result.includes('\u2028') || result.includes('\u2029')) result = result.replace(/[\u2028\u2029]/g, ' ');
  if (result.includes('\r')) result = result.replace(/\r\n?/g, '\n');
  return result;
}

const BACKTICK = 96;
const TILDE = 126;
const AT = 64;

// Blocks already made from one text, by indent and then text: an API repeats most of its
// descriptions (a field of many objects), and the same text makes the same block.
const blocksByIndent = new Map<string, Map<string, Code>>();
// Characters of texts and blocks kept before all are dropped, which bounds what a long
// process holds; and how many are kept now.
const CHARACTERS_KEPT = 1 << 23;
let charactersKept = 0;

/**
 * A TSDoc block for `lines` (each may hold newlines), indented by `indent`. Empty input
 * gives an empty string. This is the only way text reaches a comment.
 */
export function docComment(lines: ReadonlyArray<string | undefined>, indent = ''): Code {
  let text: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === undefined) continue;
    if (text !== undefined) return commentBlock(lines, indent);
    text = line;
  }
  if (text === undefined) return '' as Code;
  let blocks = blocksByIndent.get(indent);
  let block = blocks?.get(text);
  if (block === undefined) {
    block = commentBlock(lines, indent);
    // Kept flat: the pieces it was made of are dropped while young, and each use is one piece.
    void Number(block);
    if (charactersKept + text.length + block.length > CHARACTERS_KEPT) {
      blocksByIndent.clear();
      charactersKept = 0;
      blocks = undefined;
    }
    if (blocks === undefined) {
      blocks = new Map();
      blocksByIndent.set(indent, blocks);
    }
    blocks.set(text, block);
    charactersKept += text.length + block.length;
  }
  return block;
}

/** The block {@link docComment} makes. */
function commentBlock(lines: ReadonlyArray<string | undefined>, indent: string): Code {
  // The lines of the text, from its first line that is not blank; `end` is where the blank
  // ones after its last begin. Kept this way rather than trimmed afterwards, so that every line
  // runs the same code, whether blank or not (code compiled for the common case then holds).
  const body: string[] = [];
  let end = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === undefined) continue;
    const text = escapeCommentText(line);
    for (let from = 0; from <= text.length; ) {
      let newline = text.indexOf('\n', from);
      if (newline === -1) newline = text.length;
      // `trimEnd` removes exactly what `/\s+$/` matches.
      const part = (from === 0 && newline === text.length ? text : text.slice(from, newline)).trimEnd();
      if (body.length > 0 || part !== '') {
        body.push(part);
        if (part !== '') end = body.length;
      }
      from = newline + 1;
    }
  }
  if (end === 0) return '' as Code;
  let out = `${indent}/**\n`;
  const room = LINE_WIDTH - indent.length - 3;
  const lead = `${indent} * `;
  const blank = `${indent} *\n`;
  // Inside a fenced block or an example, lines are code and keep their breaks.
  let verbatim = false;
  for (let i = 0; i < end; i++) {
    const l = body[i]!;
    // Most lines start with none of these: one character code spares them the string test,
    // which is one call for the three, so that a rare one does not meet code compiled without it.
    const first = l.length > 0 ? l.charCodeAt(0) : 0;
    const marker = first === BACKTICK ? '```' : first === TILDE ? '~~~' : first === AT ? '@example' : undefined;
    if (marker !== undefined) {
      const marks = l.startsWith(marker);
      // A fence opens or closes a block; `@example` opens one and any other tag ends it.
      verbatim = first === AT ? marks : marks !== verbatim;
    }
    out += l.length === 0 ? blank : l.length <= room || verbatim ? `${lead}${l}\n` : wrapCommentLine(l, room, lead);
  }
  return `${out}${indent} */\n` as Code;
}

/**
 * A long line of comment text wrapped at spaces to `width`, each line after `prefix` and ending
 * in a newline, as Markdown reads it the same: not a table row, a heading or an indented code
 * line, and never inside a code span. A word longer than the width (a URL) stays whole.
 */
function wrapCommentLine(line: string, width: number, prefix: string): string {
  if (/^(\s{4}|\||#)/.test(line)) return `${prefix}${line}\n`;
  let out = '';
  // Without code spans every space is a place to break, found without a loop over characters.
  const spans = line.indexOf('`') !== -1;
  // The text left to wrap is `line` from `start`: offsets rather than copies of the rest.
  let start = 0;
  while (line.length - start > width) {
    let at = -1;
    if (!spans) {
      // The rest starts with no blank, so a space found before `start` means none in it.
      at = line.lastIndexOf(' ', start + width);
      if (at < start + 1) at = line.indexOf(' ', start + 1);
    } else at = breakOutsideSpans(line, start, start + width);
    if (at === -1) break;
    // A character that could be a blank is trimmed as `trimEnd` and `trimStart` would.
    out += `${prefix}${mayBeBlank(line.charCodeAt(at - 1)) ? line.slice(start, at).trimEnd() : line.slice(start, at)}\n`;
    start = at + 1;
    if (start < line.length && mayBeBlank(line.charCodeAt(start))) {
      const rest = line.slice(start);
      start += rest.length - rest.trimStart().length;
    }
  }
  if (start < line.length) out += `${prefix}${start === 0 ? line : line.slice(start)}\n`;
  return out;
}

/**
 * Where a line of comment text that holds code spans breaks after `start`: its last space up to
 * `limit` outside a span (an even number of backticks since `start`), else its first one after.
 * -1 for none. The text is read a run between backticks at a time, not a character at a time.
 */
function breakOutsideSpans(line: string, start: number, limit: number): number {
  const n = line.length;
  let at = -1;
  let outside = true;
  for (let from = start; from < n; ) {
    const tick = line.indexOf('`', from);
    // The run from `from` to `end` holds no backtick.
    const end = tick === -1 ? n : tick;
    if (outside) {
      const low = from > start ? from : start + 1;
      const high = end - 1 < limit ? end - 1 : limit;
      if (high >= low) {
        const space = line.lastIndexOf(' ', high);
        if (space >= low) at = space;
      }
      if (at === -1 && end - 1 > limit) {
        const space = line.indexOf(' ', low > limit ? low : limit + 1);
        if (space !== -1 && space < end) return space;
      }
    }
    if (tick === -1 || (tick >= limit && at !== -1)) break;
    outside = !outside;
    from = tick + 1;
  }
  return at;
}

/** Whether a character may be one `trimStart` and `trimEnd` remove: none of printable ASCII is. */
function mayBeBlank(code: number): boolean {
  return code <= 32 || code >= 127;
}

/**
 * A number as an expression. A value that is not a number stops generation; infinities and
 * NaN (YAML's `.inf`, `.nan`) become `Number` constants.
 *
 * @example escapeNumber(-32601) // "-32601"
 */
export function escapeNumber(value: number): Code {
  if (typeof value !== 'number') throw new TypeScriptGeneratorError(`not a number: ${JSON.stringify(value)}`);
  if (Number.isFinite(value)) return String(value) as Code;
  return (
    Number.isNaN(value) ? 'Number.NaN' : value > 0 ? 'Number.POSITIVE_INFINITY' : 'Number.NEGATIVE_INFINITY'
  ) as Code;
}

/** `true` or `false`, whatever else the value is. */
export function escapeBoolean(value: boolean): Code {
  return (value === true ? 'true' : 'false') as Code;
}

/** A literal value (a `const`, a discriminant) as an expression: a string, number or boolean. */
export function escapeLiteral(value: string | number | boolean): Code {
  if (typeof value === 'string') return escapeString(value);
  if (typeof value === 'boolean') return escapeBoolean(value);
  return escapeNumber(value);
}

/** A literal value as a type: `number` stands for a number no literal type can spell. */
export function literalType(value: string | number | boolean): Code {
  return typeof value === 'number' && !Number.isFinite(value) ? ('number' as Code) : escapeLiteral(value);
}

/**
 * Joins source text. The template's own text is the generator's; every value must already
 * be {@link Code}, a number or a boolean, so definition text cannot enter unescaped. Write a
 * character outside ASCII in the template as a `\u` escape: bundlers keep a tagged
 * template's text as written.
 *
 * @example codeText`export class ${className} {}`
 */
export function codeText(strings: TemplateStringsArray, ...values: ReadonlyArray<Code | number | boolean>): Code {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    out += typeof value === 'string' ? value : typeof value === 'number' ? escapeNumber(value) : escapeBoolean(value);
    out += strings[i + 1]!;
  }
  return out as Code;
}

/**
 * {@link codeText} for text that also holds symbols to import and declarations to export: the
 * values may also be printables of the printer, and the result is printables for a
 * `FileBuilder`. Strings must still be {@link Code}.
 *
 * @example codeParts`${exportDeclaration("class", className)} extends ${errorSymbol} {}`
 */
export function codeParts(
  strings: TemplateStringsArray,
  ...values: ReadonlyArray<Code | number | boolean | ImportSymbol | ExportDeclaration | readonly CodePart[]>
): CodePart[] {
  const out: CodePart[] = [strings[0]! as Code];
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (typeof value === 'number') out.push(escapeNumber(value));
    else if (typeof value === 'boolean') out.push(escapeBoolean(value));
    else out.push(value);
    out.push(strings[i + 1]! as Code);
  }
  return out;
}

/** A piece of {@link codeParts}: escaped text, a symbol, an export, or a list of those. */
export type CodePart = Code | ImportSymbol | ExportDeclaration | readonly CodePart[];

/** Joins pieces of source text with a separator of the generator's own. */
export function joinCode(parts: readonly Code[], separator: '' | '\n' | '\n\n' | ', ' | ' | ' | '; ' | ' '): Code {
  return parts.join(separator) as Code;
}

/** Text for a Markdown document or a JSON file: nothing to escape but line separators. */
export function escapeMarkdown(text: string): string {
  return text.includes('\u2028') || text.includes('\u2029') ? text.replace(/[\u2028\u2029]/g, ' ') : text;
}
