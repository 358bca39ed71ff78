/**
 * Line breaking of generated TypeScript. Emitters print a declaration, a call or an object
 * literal on one line; a line longer than {@link LINE_WIDTH} is broken here the way a person
 * (or Prettier) would write it: the outermost bracket that holds most of the line opens, its
 * items go one to a line, one indent deeper, and it closes on a line of its own. Lines that
 * are still too long are broken again inside.
 *
 * Only the text between brackets gains line breaks, and only at commas and semicolons, so the
 * tokens stay the same (plus trailing commas in lists). A line this cannot read with certainty
 * (a template literal or comment that runs past its end, brackets that do not pair) is left as
 * printed.
 *
 * Every long line of a generated SDK passes through here, mostly before the engine has compiled
 * this module: the regular expression engine skips the characters no bracket depends on, and no
 * text is copied until a line is printed.
 */

/** The longest line the printer aims for. */
export const LINE_WIDTH = 120;

/** One indentation step of generated code. */
const INDENT = '    ';

// How long type arguments must be before they are broken over lines.
const MIN_TYPE_ARGUMENTS = 50;

/**
 * Whether type arguments with `inner` between their brackets may be broken over lines, for
 * emitters that lay out their own long lines as this module would.
 */
export function breaksTypeArguments(inner: string): boolean {
  return inner.length + 1 >= MIN_TYPE_ARGUMENTS;
}

// How often a line's pieces may be broken again; every pass makes each line shorter, so this
// only bounds the work on a pathological line.
const MAX_PASSES = 12;

// Character codes the scanner compares with.
const TAB = 9;
const SPACE = 32;
const DOUBLE_QUOTE = 34;
const DOLLAR = 36;
const SINGLE_QUOTE = 39;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;
const STAR = 42;
const COMMA = 44;
const DOT = 46;
const SLASH = 47;
const SEMICOLON = 59;
const LESS = 60;
const EQUALS = 61;
const GREATER = 62;
const OPEN_BRACKET = 91;
const BACKSLASH = 92;
const CLOSE_BRACKET = 93;
const BACKTICK = 96;
const OPEN_BRACE = 123;
const BAR = 124;
const CLOSE_BRACE = 125;

/**
 * A bracket of one line: while open, an entry of the scanner's stack; once closed on the same
 * line, a pair with its top-level separators. One object serves both, so a pair costs one.
 */
class BracketPair {
  /** Where it closes; -1 while open. */
  close = -1;
  /** How many pairs enclose it on this line. */
  depth = 0;
  /** Its top-level commas, in order; `undefined` for none. */
  commas: number[] | undefined = undefined;
  /** Its top-level semicolons, in order; `undefined` for none. */
  semicolons: number[] | undefined = undefined;

  constructor(
    /** The character code of its opener: `(`, `[`, `{`, `<` of type arguments, or `$` of a template's `${`. */
    readonly kind: number,
    readonly open: number,
  ) {}
}

/** What a line of code is made of: its bracket pairs in the order they close, and the `|` of a union outside them. */
interface LineShape {
  readonly pairs: readonly BracketPair[];
  readonly bars: readonly number[];
}

// What the scanner does at a character code below 128; every other code is skipped.
const QUOTE = 1;
const TEMPLATE = 2;
const SLASH_MARK = 3;
const OPENER = 4;
const ANGLE_OPEN = 5;
const ANGLE_CLOSE = 6;
const UNION_BAR = 7;
const CLOSER = 8;
const SEPARATOR = 9;

const ACTION = new Uint8Array(128);
ACTION[DOUBLE_QUOTE] = QUOTE;
ACTION[SINGLE_QUOTE] = QUOTE;
ACTION[BACKTICK] = TEMPLATE;
ACTION[SLASH] = SLASH_MARK;
ACTION[OPEN_PAREN] = OPENER;
ACTION[OPEN_BRACKET] = OPENER;
ACTION[OPEN_BRACE] = OPENER;
ACTION[LESS] = ANGLE_OPEN;
ACTION[GREATER] = ANGLE_CLOSE;
ACTION[BAR] = UNION_BAR;
ACTION[CLOSE_PAREN] = CLOSER;
ACTION[CLOSE_BRACKET] = CLOSER;
ACTION[CLOSE_BRACE] = CLOSER;
ACTION[COMMA] = SEPARATOR;
ACTION[SEMICOLON] = SEPARATOR;

// Letters, digits, `_` and `$`.
const WORD = new Uint8Array(128);
for (let code = 48; code <= 57; code++) WORD[code] = 1;
for (let code = 65; code <= 90; code++) WORD[code] = 1;
for (let code = 97; code <= 122; code++) WORD[code] = 1;
WORD[95] = 1;
WORD[DOLLAR] = 1;

function isWordChar(code: number): boolean {
  return code < 128 && WORD[code] === 1;
}

function isBlank(code: number): boolean {
  return code === SPACE || code === TAB;
}

function openerOf(closer: number): number {
  return closer === CLOSE_PAREN ? OPEN_PAREN : closer === CLOSE_BRACKET ? OPEN_BRACKET : OPEN_BRACE;
}

const REGEX_KEYWORDS = new Set([
  'return',
  'typeof',
  'case',
  'in',
  'of',
  'void',
  'delete',
  'throw',
  'new',
  'else',
  'do',
  'yield',
  'await',
]);

/**
 * Reads template text from `from` (just after a backtick or a closing `}`) to the closing
 * backtick, or to a `${`, whose depth it records; returns where it stopped, or -1 when the
 * line ends inside the template.
 */
function skipTemplateText(line: string, from: number, stack: BracketPair[], templates: number[]): number {
  const n = line.length;
  for (let i = from; i < n; i++) {
    const c = line.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === BACKTICK) return i;
    else if (c === DOLLAR && line.charCodeAt(i + 1) === OPEN_BRACE) {
      templates.push(stack.length);
      stack.push(new BracketPair(DOLLAR, i + 1));
      return i + 1;
    }
  }
  return -1;
}

/** Whether the `/` at `at` starts a regular expression: it follows an operator or a keyword, not an operand. */
function startsRegex(line: string, at: number): boolean {
  let before = at - 1;
  while (before >= 0 && isBlank(line.charCodeAt(before))) before--;
  if (before < 0) return true;
  const c = line.charCodeAt(before);
  if (isWordChar(c)) {
    let start = before;
    while (start > 0 && isWordChar(line.charCodeAt(start - 1))) start--;
    return REGEX_KEYWORDS.has(line.slice(start, before + 1));
  }
  return (
    c !== CLOSE_PAREN && c !== CLOSE_BRACKET && c !== DOUBLE_QUOTE && c !== SINGLE_QUOTE && c !== BACKTICK && c !== DOT
  );
}

/** Where the regular expression literal whose `/` is at `at` ends, or -1 past the line's end. */
function regexEnd(line: string, at: number): number {
  const n = line.length;
  let inClass = false;
  for (let i = at + 1; i < n; i++) {
    const c = line.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === OPEN_BRACKET) inClass = true;
    else if (c === CLOSE_BRACKET) inClass = false;
    else if (c === SLASH && !inClass) return i;
  }
  return -1;
}

/**
 * The bracket pairs of one line of code, or `undefined` when the line cannot be read with
 * certainty: a string, template literal or block comment open at its end, or brackets that do
 * not pair up.
 */
export function lineShape(line: string): LineShape | undefined {
  const pairs: BracketPair[] = [];
  const bars: number[] = [];
  const stack: BracketPair[] = [];
  // Depths of the template literals whose `${` expressions are open.
  const templates: number[] = [];
  const n = line.length;
  // The regular expression engine skips what matters to no bracket, so the loop runs once
  // for each bracket, separator, quote or slash rather than once for each character.
  const stop = STOP;
  stop.lastIndex = 0;
  while (stop.test(line)) {
    let i = stop.lastIndex - 1;
    const c = line.charCodeAt(i);
    switch (ACTION[c]) {
      case QUOTE: {
        const literal = c === DOUBLE_QUOTE ? DOUBLE_QUOTED : SINGLE_QUOTED;
        literal.lastIndex = i;
        if (!literal.test(line)) return undefined;
        i = literal.lastIndex - 1;
        break;
      }
      case TEMPLATE:
        i = skipTemplateText(line, i + 1, stack, templates);
        if (i === -1) return undefined;
        break;
      case SLASH_MARK: {
        const next = i + 1 < n ? line.charCodeAt(i + 1) : 0;
        if (next === SLASH) return templates.length > 0 ? undefined : { pairs, bars };
        if (next === STAR) {
          const end = line.indexOf('*/', i + 2);
          if (end === -1) return undefined;
          i = end + 1;
        } else if (startsRegex(line, i)) {
          i = regexEnd(line, i);
          if (i === -1) return undefined;
        }
        break;
      }
      case OPENER:
        stack.push(new BracketPair(c, i));
        break;
      case ANGLE_OPEN:
        // A `<` right after a name (`Promise<`, `send<`) opens type arguments; comparisons
        // are printed with spaces around them.
        if (i > 0 && isWordChar(line.charCodeAt(i - 1))) stack.push(new BracketPair(LESS, i));
        break;
      case ANGLE_CLOSE: {
        const top = stack.length > 0 ? stack[stack.length - 1]! : undefined;
        if (top !== undefined && top.kind === LESS && line.charCodeAt(i - 1) !== EQUALS) {
          stack.pop();
          if (templates.length === 0) {
            top.close = i;
            top.depth = stack.length;
            pairs.push(top);
          }
        }
        break;
      }
      case UNION_BAR:
        if (
          stack.length === 0 &&
          (i + 1 >= n || line.charCodeAt(i + 1) !== BAR) &&
          (i === 0 || line.charCodeAt(i - 1) !== BAR)
        )
          bars.push(i);
        break;
      case CLOSER: {
        // A closer of an earlier line's bracket.
        if (stack.length === 0) break;
        const top = stack[stack.length - 1]!;
        if (c === CLOSE_BRACE && top.kind === DOLLAR && templates[templates.length - 1] === stack.length - 1) {
          stack.pop();
          templates.pop();
          i = skipTemplateText(line, i + 1, stack, templates);
          if (i === -1) return undefined;
          break;
        }
        if (top.kind !== openerOf(c)) return undefined;
        stack.pop();
        // Pairs inside template expressions stay as they are.
        if (templates.length === 0) {
          top.close = i;
          top.depth = stack.length;
          pairs.push(top);
        }
        break;
      }
      default: {
        // A comma or a semicolon.
        if (stack.length === 0) break;
        const top = stack[stack.length - 1]!;
        if (c === COMMA) (top.commas ??= []).push(i);
        else (top.semicolons ??= []).push(i);
      }
    }
    stop.lastIndex = i + 1;
  }
  return templates.length > 0 ? undefined : { pairs, bars };
}

// The characters that open or close something or separate items.
const STOP = /[()[\]{}<>,;|'"`/]/g;
// A whole string literal from its opening quote; an escape runs to any character but a line end.
const DOUBLE_QUOTED = /"(?:[^"\\]|\\.)*"/y;
const SINGLE_QUOTED = /'(?:[^'\\]|\\.)*'/y;

/** Whether the text between a pair's brackets is only blanks. */
function isEmptyPair(line: string, pair: BracketPair): boolean {
  for (let i = pair.open + 1; i < pair.close; i++) if (!isBlank(line.charCodeAt(i))) return false;
  return true;
}

/** The pair, not a parenthesis, that is exactly the text from `start` to `end` (inclusive) once trimmed. */
function pairSpanning(
  line: string,
  pairs: readonly BracketPair[],
  start: number,
  end: number,
): BracketPair | undefined {
  let from = start;
  let to = end;
  while (from <= to && isBlank(line.charCodeAt(from))) from++;
  while (to >= from && isBlank(line.charCodeAt(to))) to--;
  for (let k = 0; k < pairs.length; k++) {
    const pair = pairs[k]!;
    if (pair.close === to) return pair.open === from && pair.kind !== OPEN_PAREN ? pair : undefined;
  }
  return undefined;
}

/**
 * The best pair of kind `typeArguments` (or of any other kind) inside `start`–`end`: the
 * outermost, the longest of those, the first of equals.
 */
function outermostPair(
  line: string,
  pairs: readonly BracketPair[],
  start: number,
  end: number,
  typeArguments: boolean,
): BracketPair | undefined {
  let best: BracketPair | undefined;
  // Pairs are in the order they close, so those that close before `end` come first.
  for (let k = 0; k < pairs.length; k++) {
    const pair = pairs[k]!;
    if (pair.close >= end) break;
    if (pair.open < start || (pair.kind === LESS) !== typeArguments) continue;
    const length = pair.close - pair.open;
    if (length < 2) continue;
    if (
      best !== undefined &&
      (pair.depth > best.depth || (pair.depth === best.depth && length <= best.close - best.open))
    )
      continue;
    // A bracket without commas is an index, a computed key or a mapped type's key, not a list.
    if (pair.kind === OPEN_BRACKET && pair.commas === undefined) continue;
    // Short type arguments read better whole than over lines.
    if (pair.kind === LESS && length < MIN_TYPE_ARGUMENTS) continue;
    if (isEmptyPair(line, pair)) continue;
    best = pair;
  }
  return best;
}

/**
 * The pair of a piece to break: the outermost one, the longest of those. As hand-written code
 * hugs them, a call's lone object or array is broken instead of the call (`f({`), and so is a
 * call's last one when what comes before it fits (`parse(body, {`).
 */
function choosePair(
  line: string,
  pairs: readonly BracketPair[],
  prefixLength: number,
  start: number,
  end: number,
  width: number,
): BracketPair | undefined {
  // Type arguments are broken only when nothing else can be.
  let best = outermostPair(line, pairs, start, end, false) ?? outermostPair(line, pairs, start, end, true);
  while (best !== undefined && best.kind === OPEN_PAREN && best.semicolons === undefined) {
    const commas = best.commas;
    const last = commas === undefined ? best.open : commas[commas.length - 1]!;
    const hugged = pairSpanning(line, pairs, last + 1, best.close - 1);
    if (hugged === undefined || (commas !== undefined && prefixLength + hugged.open + 1 - start > width)) break;
    best = hugged;
  }
  return best;
}

/**
 * Prints the text of `line` from `start` to `end` into `out` as one or more lines, the first
 * after `prefix` and the last before `suffix`, broken at its pairs while longer than `width`.
 * `indent` is what the piece's own line starts with.
 */
function printPiece(
  line: string,
  pairs: readonly BracketPair[],
  prefix: string,
  start: number,
  end: number,
  suffix: string,
  indent: string,
  width: number,
  passes: number,
  out: string[],
): void {
  const pair =
    prefix.length + end - start + suffix.length > width && passes < MAX_PASSES
      ? choosePair(line, pairs, prefix.length, start, end, width)
      : undefined;
  if (pair === undefined) {
    out.push(prefix + line.slice(start, end) + suffix);
    return;
  }
  const bySemicolon = pair.kind === OPEN_BRACE && pair.semicolons !== undefined;
  const separators = (bySemicolon ? pair.semicolons : pair.commas) ?? NO_SEPARATORS;
  const inner = indent + INDENT;
  printPiece(line, pairs, prefix, start, pair.open + 1, '', indent, width, passes + 1, out);
  // The items between the separators, trimmed, as start and end offsets; empty ones dropped.
  const items: number[] = [];
  let from = pair.open + 1;
  for (let index = 0; index <= separators.length; index++) {
    const at = index < separators.length ? separators[index]! : pair.close;
    let itemStart = from;
    let itemEnd = at;
    while (itemStart < itemEnd && isBlank(line.charCodeAt(itemStart))) itemStart++;
    while (itemEnd > itemStart && isBlank(line.charCodeAt(itemEnd - 1))) itemEnd--;
    if (itemEnd > itemStart) items.push(itemStart, itemEnd);
    from = at + 1;
  }
  // Lists in brackets and braces end with a comma, as written by hand; not after a spread (a
  // rest element must be last), in parentheses or type arguments, or after a lone member (a
  // mapped type's).
  const listComma = (pair.kind === OPEN_BRACKET || pair.kind === OPEN_BRACE) && separators.length > 0;
  for (let k = 0; k < items.length; k += 2) {
    const itemStart = items[k]!;
    const comma = k < items.length - 2 || (listComma && !isSpread(line, itemStart));
    printPiece(
      line,
      pairs,
      inner,
      itemStart,
      items[k + 1]!,
      bySemicolon ? ';' : comma ? ',' : '',
      inner,
      width,
      passes + 1,
      out,
    );
  }
  printPiece(line, pairs, indent, pair.close, end, suffix, indent, width, passes + 1, out);
}

const NO_SEPARATORS: readonly number[] = [];

function isSpread(line: string, at: number): boolean {
  return line.charCodeAt(at) === DOT && line.charCodeAt(at + 1) === DOT && line.charCodeAt(at + 2) === DOT;
}

/** A type alias of a union, one member to a line after its `=`; `undefined` for any other line. */
function breakUnion(line: string, indent: string, bars: readonly number[]): string[] | undefined {
  if (bars.length === 0 || !/^\s*(export\s+)?type\s/.test(line)) return undefined;
  const equals = line.indexOf(' = ');
  if (equals === -1 || equals > bars[0]!) return undefined;
  const body = line.slice(equals + 3).trimEnd();
  const end = body.endsWith(';') ? ';' : '';
  const members: string[] = [];
  let from = equals + 3;
  for (const at of [...bars, equals + 3 + body.length - end.length]) {
    const member = line.slice(from, at).trim();
    if (member !== '') members.push(member);
    from = at + 1;
  }
  return [
    line.slice(0, equals + 2),
    ...members.map((member, index) => `${indent}${INDENT}| ${member}${index === members.length - 1 ? end : ''}`),
  ];
}

/**
 * The type alias `${indent}${head} = A | B | …;` of `members`, laid out as this module lays it
 * out: on one line when it fits, else one member to a line after the `=`. `undefined` for fewer
 * than two members or a member with a `|` of its own, which only a scan could place.
 *
 * @example layOutUnion('', 'export type Size', ['"small"', '"large"'])
 * // 'export type Size = "small" | "large";'
 */
export function layOutUnion(
  indent: string,
  head: string,
  members: readonly string[],
  width: number = LINE_WIDTH,
): string | undefined {
  if (members.length < 2) return undefined;
  // Lengths first: most unions either fit or have members that each fit on a line, printed
  // then by joining, without building the line that would be broken.
  let length = indent.length + head.length + 2;
  let longest = 0;
  let trimmed = true;
  for (let i = 0; i < members.length; i++) {
    const member = members[i]!;
    if (member.indexOf('|') !== -1) return undefined;
    length += member.length + (i === 0 ? 1 : 3);
    if (member.length > longest) longest = member.length;
    if (member.length === 0 || member.trim() !== member) trimmed = false;
  }
  if (length + 1 <= width) return `${indent}${head} = ${members.join(' | ')};`;
  const header = `${indent}${head} =`;
  const bar = `${indent}${INDENT}| `;
  if (trimmed && header.length <= width && bar.length + longest + 1 <= width)
    return `${header}\n${bar}${members.join(`\n${bar}`)};`;
  const kept = members.map((member) => member.trim()).filter((member) => member !== '');
  const out: string[] = [];
  for (let i = -1; i < kept.length; i++) {
    const printed = i === -1 ? header : `${bar}${kept[i]!}${i === kept.length - 1 ? ';' : ''}`;
    if (printed.length > width) breakLine(printed, width, out);
    else out.push(printed);
  }
  return out.join('\n');
}

/**
 * `line`, a piece of a longer line this module has broken `passes` times (an item of a list, on a
 * line of its own), broken as it would be there; `undefined` when it cannot be read with
 * certainty, which leaves the longer line as printed. For emitters that lay out a line's
 * outer brackets themselves.
 */
export function breakPiece(line: string, passes: number, width: number = LINE_WIDTH): string | undefined {
  const shape = lineShape(line);
  if (shape === undefined) return undefined;
  let indentEnd = 0;
  while (indentEnd < line.length && isBlank(line.charCodeAt(indentEnd))) indentEnd++;
  const out: string[] = [];
  printPiece(line, shape.pairs, '', 0, line.length, '', line.slice(0, indentEnd), width, passes, out);
  return out.join('\n');
}

/** One long line as the lines it breaks into, into `out`. */
function breakLine(line: string, width: number, out: string[]): void {
  let indentEnd = 0;
  while (indentEnd < line.length && isBlank(line.charCodeAt(indentEnd))) indentEnd++;
  const first = line.charCodeAt(indentEnd);
  if (
    first === STAR ||
    (first === SLASH && (line.charCodeAt(indentEnd + 1) === SLASH || line.charCodeAt(indentEnd + 1) === STAR))
  ) {
    out.push(line);
    return;
  }
  const shape = lineShape(line);
  if (shape === undefined) {
    out.push(line);
    return;
  }
  const indent = line.slice(0, indentEnd);
  const union = breakUnion(line, indent, shape.bars);
  if (union !== undefined) {
    for (const member of union) {
      if (member.length > width) breakLine(member, width, out);
      else out.push(member);
    }
    return;
  }
  printPiece(line, shape.pairs, '', 0, line.length, '', indent, width, 0, out);
}

/**
 * `text` with every line longer than `width` broken at its brackets. Text without such lines
 * is returned as it is, after one scan for line ends.
 *
 * @example
 * breakLongLines('    public list(request: ListRequest, requestOptions?: RequestOptions): Promise<Pet[]> {\n', 60)
 * // '    public list(\n        request: ListRequest,\n        requestOptions?: RequestOptions\n    ): Promise<Pet[]> {\n'
 */
export function breakLongLines(text: string, width: number = LINE_WIDTH): string {
  let out: string[] | undefined;
  let copied = 0;
  const lines: string[] = [];
  for (let start = 0; start + width < text.length; ) {
    // The last line end within a width of `start`: every line up to it is short, so the scan
    // jumps a line width at a time rather than a line at a time.
    const last = text.lastIndexOf('\n', start + width);
    if (last >= start) {
      start = last + 1;
      continue;
    }
    const end = text.indexOf('\n', start + width);
    const stop = end === -1 ? text.length : end;
    lines.length = 0;
    breakLine(text.slice(start, stop), width, lines);
    if (lines.length > 1) {
      out ??= [];
      out.push(text.slice(copied, start), lines.join('\n'));
      copied = stop;
    }
    start = stop + 1;
  }
  if (out === undefined) return text;
  out.push(text.slice(copied));
  return out.join('');
}
