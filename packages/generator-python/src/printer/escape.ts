import { PythonGeneratorError } from '../errors';

/**
 * The one place definition text becomes Python source. Every string literal, docstring and
 * identifier of a generated file passes through here, so no text from a definition can end a
 * literal, open a new statement or hide a character from a reader. The forms match what
 * `ruff format` writes, so generated files pass `ruff format --check` as they are.
 */

// Characters that are escaped even where Python would accept them: line breaks Python's
// tokenizer does not see as such, bidirectional controls and other invisible format characters.
const INVISIBLE =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\ud800-\udfff]/;

/** A surrogate without its other half, which no UTF-8 text can hold. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function hex(code: number, width: number): string {
  return code.toString(16).padStart(width, '0');
}

/** Text a string literal holds as it is. */
const PLAIN = /^[\x20\x21\x23-\x26\x28-\x5b\x5d-\x7e]*$/;

/** The escape of one character inside a Python string literal. */
function escapeChar(char: string): string {
  switch (char) {
    case '\\':
      return '\\\\';
    case '\n':
      return '\\n';
    case '\r':
      return '\\r';
    case '\t':
      return '\\t';
  }
  const code = char.codePointAt(0)!;
  if (code < 0x100) return `\\x${hex(code, 2)}`;
  if (code < 0x10000) return `\\u${hex(code, 4)}`;
  return `\\U${hex(code, 8)}`;
}

/**
 * A Python string literal holding `text` exactly: double quotes unless the text holds double
 * quotes and no single ones (as `ruff format` prefers), every character outside printable
 * ASCII escaped.
 *
 * @example
 *     pyString('say "hi"'); // `'say "hi"'`
 */
export function pyString(text: string): string {
  // Printable ASCII without quotes or backslashes needs no escape: the common case, written at once.
  if (PLAIN.test(text)) return `"${text}"`;
  const doubles = countOf(text, '"');
  const singles = countOf(text, "'");
  const quote = doubles > singles ? "'" : '"';
  let out = quote;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === quote) out += `\\${quote}`;
    else if (char === '\\' || code < 0x20 || code > 0x7e) out += escapeChar(char);
    else out += char;
  }
  return out + quote;
}

function countOf(text: string, char: string): number {
  let count = 0;
  for (const c of text) if (c === char) count++;
  return count;
}

/**
 * A docstring at `indent` (the indentation of the statement it documents), or `undefined` for
 * text with nothing to say. Backslashes and quotes are escaped, invisible characters spelled
 * out, and lines laid out as `ruff format` lays them out (common indentation removed, no
 * trailing spaces, the closing quotes on their own line for several lines).
 */
export function pyDocstring(text: string | undefined, indent: string): string | undefined {
  if (text === undefined) return undefined;
  // A sub-client's four classes document each endpoint alike: the same text at the same indent.
  const key = `${indent}\u0000${text}`;
  if (DOCSTRINGS.has(key)) return DOCSTRINGS.get(key);
  if (DOCSTRINGS.size >= DOCSTRING_CACHE_SIZE) DOCSTRINGS.clear();
  const written = writeDocstring(text, indent);
  DOCSTRINGS.set(key, written);
  return written;
}

/** Docstrings already written, by indent and text; cleared when full, so it never grows without bound. */
const DOCSTRINGS = new Map<string, string | undefined>();
const DOCSTRING_CACHE_SIZE = 4096;

function writeDocstring(text: string, indent: string): string | undefined {
  // CPython encodes a class's docstring as UTF-8 when it makes the class, which a lone surrogate fails.
  const lines = text
    .replace(LONE_SURROGATE, '\ufffd')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => escapeDocLine(line).replace(/\s+$/, ''));
  while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  if (lines.length === 0) return undefined;
  lines[0] = lines[0]!.trimStart();
  const rest = lines.slice(1).filter((line) => line.trim() !== '');
  const common = rest.length === 0 ? 0 : Math.min(...rest.map((line) => line.length - line.trimStart().length));
  const body = [
    lines[0]!,
    ...lines.slice(1).map((line) => (line.trim() === '' ? '' : `${indent}${line.slice(common)}`)),
  ];
  if (body.length === 1) {
    const only = body[0]!;
    return `${indent}"""${only}"""`;
  }
  return `${indent}"""${body.join('\n')}\n${indent}"""`;
}

/** Any character {@link escapeDocLine} changes; most lines hold none and are kept as they are. */
const DOC_SPECIAL = new RegExp(`[\\\\"\t]|${INVISIBLE.source}`);

function escapeDocLine(line: string): string {
  if (!DOC_SPECIAL.test(line)) return line;
  let out = '';
  for (const char of line) {
    if (char === '\\') out += '\\\\';
    else if (char === '"') out += '\\"';
    else if (char === '\t') out += '    ';
    else if (INVISIBLE.test(char)) out += escapeChar(char);
    else out += char;
  }
  return out;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * `name` when it is a plain ASCII Python identifier; anything else is a bug of the generator
 * (every name comes from a scope that only hands out identifiers), never emitted.
 */
export function pyIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new PythonGeneratorError(`not a Python identifier: ${JSON.stringify(name)}`);
  return name;
}

/**
 * An identifier made of `text`: characters outside `[A-Za-z0-9_]` become `_`, leading
 * underscores go (pydantic keeps such attributes private), and a name that would start with a
 * digit or be empty takes `prefix`.
 */
export function identifierOf(text: string, prefix: string): string {
  const cleaned = text
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_+/, '')
    .replace(/_+$/, '');
  if (cleaned === '') return prefix;
  return /^[0-9]/.test(cleaned) ? `${prefix}_${cleaned}` : cleaned;
}
