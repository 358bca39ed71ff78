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
  return IDENTIFIER.test(name) ? name : escapeString(name);
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
  return IDENTIFIER.test(name) ? `.${name}` : `[${escapeString(name)}]`;
}

/**
 * A double-quoted string literal. Quotes, backslashes, control characters, U+2028/U+2029,
 * `${`, backticks and `</script>` are escaped, so the text is also safe in a template
 * literal or an inline script.
 *
 * @example escapeString('say "hi"') // "\"say \\\"hi\\\"\""
 */
export function escapeString(value: string): string {
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

/** The text of a comment line: `*\/` is broken up and line separators become spaces. */
export function escapeCommentText(text: string): string {
  return text.replace(/\*\//g, '*\\/').replace(/[\u2028\u2029]/g, ' ').replace(/\r\n?/g, '\n');
}

/**
 * A TSDoc block for `lines` (each may hold newlines), indented by `indent`. Empty input
 * gives an empty string.
 */
export function docComment(lines: Array<string | undefined>, indent = ''): string {
  const body = lines
    .filter((l): l is string => l !== undefined)
    .flatMap((l) => escapeCommentText(l).split('\n'))
    .map((l) => l.replace(/\s+$/, ''));
  while (body.length > 0 && body[body.length - 1] === '') body.pop();
  while (body.length > 0 && body[0] === '') body.shift();
  if (body.length === 0) return '';
  return `${indent}/**\n${body.map((l) => (l === '' ? `${indent} *` : `${indent} * ${l}`)).join('\n')}\n${indent} */\n`;
}

/** Text for a Markdown document or a JSON file: nothing to escape but line separators. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\u2028\u2029]/g, ' ');
}
