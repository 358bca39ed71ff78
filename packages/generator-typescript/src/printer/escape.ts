/**
 * The one place where text that comes from a definition becomes TypeScript source.
 * Identifiers, property keys, string literals and comments all pass through here.
 */

const RESERVED_WORDS = new Set([
  'abstract', 'any', 'arguments', 'as', 'async', 'await', 'bigint', 'boolean', 'break', 'case', 'catch', 'class',
  'const', 'constructor', 'continue', 'debugger', 'declare', 'default', 'delete', 'do', 'else', 'enum', 'eval',
  'export', 'extends', 'false', 'finally', 'for', 'from', 'function', 'get', 'if', 'implements', 'import', 'in',
  'infer', 'instanceof', 'interface', 'is', 'keyof', 'let', 'module', 'namespace', 'never', 'new', 'null', 'number',
  'object', 'of', 'package', 'private', 'protected', 'public', 'readonly', 'require', 'return', 'set', 'static',
  'string', 'super', 'switch', 'symbol', 'this', 'throw', 'true', 'try', 'type', 'typeof', 'undefined', 'unique',
  'unknown', 'var', 'void', 'while', 'with', 'yield',
]);

const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

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
export function isAsciiWord(name: string): boolean {
  return asciiWordKind(name) !== OTHER;
}

/** Whether `name` is a valid identifier (reserved words included). */
function isIdentifierName(name: string): boolean {
  const kind = asciiWordKind(name);
  if (kind === ASCII_WORD) return true;
  // An ASCII word with a leading digit is never an identifier; only other text needs the regex.
  return kind === OTHER && IDENTIFIER.test(name);
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
export function escapeIdentifier(name: string): string {
  // Nearly every name is plain ASCII with nothing to replace; that needs no regex.
  const ascii = asciiWordKind(name);
  if (ascii === ASCII_WORD) return RESERVED_WORDS.has(name) ? `${name}_` : name;
  if (ascii === ASCII_WORD_LEADING_DIGIT) return `_${name}`;
  let result = name.replace(/[^\p{L}\p{N}_$]/gu, '_');
  if (result.length === 0) result = '_';
  if (/^\p{N}/u.test(result)) result = `_${result}`;
  if (RESERVED_WORDS.has(result)) result = `${result}_`;
  return result;
}

/**
 * A property key: bare when it is a valid identifier, otherwise a quoted string.
 * Reserved words are valid property keys and stay bare.
 */
export function escapePropertyKey(name: string): string {
  return isIdentifierName(name) ? name : escapeString(name);
}

// Members every object inherits: an optional property of another type under one of these
// names would make `{}` unassignable, so such keys get a trailing underscore.
const OBJECT_MEMBERS = new Set([
  'constructor', 'toString', 'toLocaleString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable',
  '__proto__', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__',
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
export function escapePropertyAccess(name: string): string {
  return isIdentifierName(name) ? `.${name}` : `[${escapeString(name)}]`;
}

/**
 * A double-quoted string literal. Quotes, backslashes, control characters, U+2028/U+2029,
 * `${`, backticks and `</script>` are escaped, so the text is also safe in a template
 * literal or an inline script.
 *
 * @example escapeString('say "hi"') // "\"say \\\"hi\\\"\""
 */
export function escapeString(value: string): string {
  // Most literals need no escaping at all: check that with one scan before the slow path.
  if (!needsEscaping(value)) return `"${value}"`;
  let out = '"';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    switch (ch) {
      case '"': out += '\\"'; break;
      case '\\': out += '\\\\'; break;
      case '\n': out += '\\n'; break;
      case '\r': out += '\\r'; break;
      case '\t': out += '\\t'; break;
      case '`': out += '\\x60'; break;
      case '$': out += '\\x24'; break;
      case '<': out += '\\x3C'; break;
      case '\u2028': out += '\\u2028'; break;
      case '\u2029': out += '\\u2029'; break;
      default:
        out += code < 0x20 || code === 0x7f ? `\\u${code.toString(16).padStart(4, '0')}` : ch;
    }
  }
  return `${out}"`;
}

// Control characters, DEL, `"` `$` `<` `\\` and backtick, U+2028 and U+2029. A regex test runs
// compiled from its first call (see `asciiWordKind`).
const NEEDS_ESCAPING = /[\u0000-\u001f\u007f"$<\\`\u2028\u2029]/;

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

/**
 * A TSDoc block for `lines` (each may hold newlines), indented by `indent`. Empty input
 * gives an empty string.
 */
export function docComment(lines: Array<string | undefined>, indent = ''): string {
  const body: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === undefined) continue;
    const text = escapeCommentText(line);
    // `trimEnd` removes exactly what `/\s+$/` matches.
    if (!text.includes('\n')) body.push(text.trimEnd());
    else for (const part of text.split('\n')) body.push(part.trimEnd());
  }
  let start = 0;
  let end = body.length;
  while (end > start && body[end - 1] === '') end--;
  while (start < end && body[start] === '') start++;
  if (start === end) return '';
  let out = `${indent}/**\n`;
  for (let i = start; i < end; i++) {
    const l = body[i]!;
    out += l === '' ? `${indent} *\n` : `${indent} * ${l}\n`;
  }
  return `${out}${indent} */\n`;
}

/** Text for a Markdown document or a JSON file: nothing to escape but line separators. */
export function escapeMarkdown(text: string): string {
  return text.includes('\u2028') || text.includes('\u2029') ? text.replace(/[\u2028\u2029]/g, ' ') : text;
}
