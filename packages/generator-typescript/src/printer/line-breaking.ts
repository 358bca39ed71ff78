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
 */

/** The longest line the printer aims for. */
export const LINE_WIDTH = 120;

/** One indentation step of generated code. */
const INDENT = '    ';

// How long type arguments must be before they are broken over lines.
const MIN_TYPE_ARGUMENTS = 50;

// How often a line's pieces may be broken again; every pass makes each line shorter, so this
// only bounds the work on a pathological line.
const MAX_PASSES = 12;

/** A bracket pair that opens and closes on one line, with its top-level separators. */
interface BracketPair {
  /** `(`, `[`, `{`, or `<` of type arguments. */
  readonly kind: string;
  readonly open: number;
  readonly close: number;
  /** How many pairs enclose it on this line. */
  readonly depth: number;
  readonly commas: readonly number[];
  readonly semicolons: readonly number[];
}

interface OpenBracket {
  kind: string;
  open: number;
  commas: number[] | undefined;
  semicolons: number[] | undefined;
}

const NONE: readonly number[] = [];

// Character codes the scanner compares with.
const SPACE = 32;
const TAB = 9;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const BACKTICK = 96;
const BACKSLASH = 92;
const SLASH = 47;
const STAR = 42;
const DOLLAR = 36;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const LESS = 60;
const GREATER = 62;
const EQUALS = 61;
const COMMA = 44;
const BAR = 124;

const OPENER_OF: Readonly<Record<number, string>> = { [CLOSE_PAREN]: '(', [CLOSE_BRACKET]: '[', [CLOSE_BRACE]: '{' };

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

function isWordChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 95 ||
    code === 36
  );
}

/** The word that ends just before `end`. */
function wordBefore(line: string, end: number): string {
  let start = end;
  while (start > 0 && isWordChar(line.charCodeAt(start - 1))) start--;
  return line.slice(start, end);
}

/**
 * Reads template text from `from` (just after a backtick or a closing `}`) to the closing
 * backtick, or to a `${`, whose depth it records; returns where it stopped, or -1 when the
 * line ends inside the template.
 */
function skipTemplateText(line: string, from: number, stack: OpenBracket[], templates: number[]): number {
  for (let i = from; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === BACKTICK) return i;
    else if (c === DOLLAR && line.charCodeAt(i + 1) === OPEN_BRACE) {
      templates.push(stack.length);
      stack.push({ kind: '${', open: i + 1, commas: undefined, semicolons: undefined });
      return i + 1;
    }
  }
  return -1;
}

/** What a line of code is made of: its bracket pairs, and the `|` of a union outside them. */
interface LineShape {
  readonly pairs: readonly BracketPair[];
  readonly bars: readonly number[];
}

/**
 * The bracket pairs of one line of code, or `undefined` when the line cannot be read with
 * certainty: a string, template literal or block comment open at its end, or brackets that do
 * not pair up.
 */
export function lineShape(line: string): LineShape | undefined {
  const pairs: BracketPair[] = [];
  const bars: number[] = [];
  const stack: OpenBracket[] = [];
  // Depths of the template literals whose `${` expressions are open.
  const templates: number[] = [];
  const n = line.length;
  // The regular expression engine skips the characters that matter to no bracket.
  const special = SPECIAL;
  special.lastIndex = 0;
  for (let match = special.exec(line); match !== null; match = special.exec(line)) {
    let i = match.index;
    const c = line.charCodeAt(i);
    switch (c) {
      case DOUBLE_QUOTE:
      case SINGLE_QUOTE:
        // A closed string is one match; a lone quote is one that the line never closes.
        if (match[0].length === 1) return undefined;
        i += match[0].length - 1;
        break;
      case BACKTICK:
        i = skipTemplateText(line, i + 1, stack, templates);
        if (i === -1) return undefined;
        break;
      case SLASH: {
        const next = i + 1 < n ? line.charCodeAt(i + 1) : 0;
        if (next === SLASH) return templates.length > 0 ? undefined : { pairs, bars };
        if (next === STAR) {
          const end = line.indexOf('*/', i + 2);
          if (end === -1) return undefined;
          i = end + 1;
          break;
        }
        if (startsRegex(line, i)) {
          let inClass = false;
          for (i++; i < n; i++) {
            const r = line.charCodeAt(i);
            if (r === BACKSLASH) i++;
            else if (r === OPEN_BRACKET) inClass = true;
            else if (r === CLOSE_BRACKET) inClass = false;
            else if (r === SLASH && !inClass) break;
          }
          if (i >= n) return undefined;
        }
        break;
      }
      case OPEN_PAREN:
      case OPEN_BRACKET:
      case OPEN_BRACE:
        stack.push({ kind: line[i]!, open: i, commas: undefined, semicolons: undefined });
        break;
      case LESS:
        // A `<` right after a name (`Promise<`, `send<`) opens type arguments; comparisons
        // are printed with spaces around them.
        if (i > 0 && isWordChar(line.charCodeAt(i - 1)))
          stack.push({ kind: '<', open: i, commas: undefined, semicolons: undefined });
        break;
      case GREATER: {
        const top = stack[stack.length - 1];
        if (top !== undefined && top.kind === '<' && line.charCodeAt(i - 1) !== EQUALS) {
          stack.pop();
          if (templates.length === 0)
            pairs.push({
              kind: '<',
              open: top.open,
              close: i,
              depth: stack.length,
              commas: top.commas ?? NONE,
              semicolons: top.semicolons ?? NONE,
            });
        }
        break;
      }
      case BAR:
        if (
          stack.length === 0 &&
          (i + 1 >= n || line.charCodeAt(i + 1) !== BAR) &&
          (i === 0 || line.charCodeAt(i - 1) !== BAR)
        )
          bars.push(i);
        break;
      case CLOSE_PAREN:
      case CLOSE_BRACKET:
      case CLOSE_BRACE: {
        const top = stack[stack.length - 1];
        if (
          c === CLOSE_BRACE &&
          top !== undefined &&
          top.kind === '${' &&
          templates[templates.length - 1] === stack.length - 1
        ) {
          stack.pop();
          templates.pop();
          i = skipTemplateText(line, i + 1, stack, templates);
          if (i === -1) return undefined;
          break;
        }
        // A closer of an earlier line's bracket.
        if (top === undefined) break;
        if (top.kind !== OPENER_OF[c]) return undefined;
        stack.pop();
        // Pairs inside template expressions stay as they are.
        if (templates.length === 0)
          pairs.push({
            kind: top.kind,
            open: top.open,
            close: i,
            depth: stack.length,
            commas: top.commas ?? NONE,
            semicolons: top.semicolons ?? NONE,
          });
        break;
      }
      default: {
        // A comma or a semicolon.
        const top = stack[stack.length - 1];
        if (top !== undefined) {
          if (c === COMMA) (top.commas ??= []).push(i);
          else (top.semicolons ??= []).push(i);
        }
      }
    }
    special.lastIndex = i + 1;
  }
  return templates.length > 0 ? undefined : { pairs, bars };
}

// Quoted strings, whole, and the characters that open or close something or separate items.
const SPECIAL = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[()[\]{}<>,;|'"`/]/g;

/** Whether the `/` at `at` starts a regular expression: it follows an operator or a keyword, not an operand. */
function startsRegex(line: string, at: number): boolean {
  let before = at - 1;
  while (before >= 0 && isBlank(line.charCodeAt(before))) before--;
  if (before < 0) return true;
  const c = line.charCodeAt(before);
  if (isWordChar(c)) return REGEX_KEYWORDS.has(wordBefore(line, before + 1));
  return (
    c !== CLOSE_PAREN && c !== CLOSE_BRACKET && c !== DOUBLE_QUOTE && c !== SINGLE_QUOTE && c !== BACKTICK && c !== 46
  );
}

/**
 * A line to print: `prefix`, then the text of the long line from `start` to `end`, then
 * `suffix`. Broken pieces keep pointing into the line, so it is scanned once.
 */
interface Piece {
  readonly prefix: string;
  readonly start: number;
  readonly end: number;
  readonly suffix: string;
  /** The indentation the piece's own line starts with. */
  readonly indent: string;
}

function isBlank(code: number): boolean {
  return code === SPACE || code === TAB;
}

/** The bracket pair that is exactly the text from `start` to `end` (inclusive) once trimmed. */
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
  return pairs.find((pair) => pair.open === from && pair.close === to && pair.kind !== '(');
}

/** Whether the text between a pair's brackets is only blanks. */
function isEmptyPair(line: string, pair: BracketPair): boolean {
  for (let i = pair.open + 1; i < pair.close; i++) if (!isBlank(line.charCodeAt(i))) return false;
  return true;
}

/**
 * The pair of a piece to break: the outermost one, the longest of those. As hand-written code
 * hugs them, a call's lone object or array is broken instead of the call (`f({`), and so is a
 * call's last one when what comes before it fits (`parse(body, {`).
 */
function choosePair(
  line: string,
  allPairs: readonly BracketPair[],
  piece: Piece,
  width: number,
): BracketPair | undefined {
  const pairs = allPairs.filter((pair) => pair.open >= piece.start && pair.close < piece.end);
  let best: BracketPair | undefined;
  // Type arguments are broken only when nothing else can be.
  for (const typeArguments of [false, true]) {
    for (const pair of pairs) {
      if ((pair.kind === '<') !== typeArguments || pair.close - pair.open < 2 || isEmptyPair(line, pair)) continue;
      // A bracket without commas is an index, a computed key or a mapped type's key, not a list.
      if (pair.kind === '[' && pair.commas.length === 0) continue;
      // Short type arguments read better whole than over lines.
      if (pair.kind === '<' && pair.close - pair.open < MIN_TYPE_ARGUMENTS) continue;
      if (
        best === undefined ||
        pair.depth < best.depth ||
        (pair.depth === best.depth && pair.close - pair.open > best.close - best.open)
      )
        best = pair;
    }
    if (best !== undefined) break;
  }
  while (best !== undefined && best.kind === '(' && best.semicolons.length === 0) {
    const last = best.commas.length === 0 ? best.open : best.commas[best.commas.length - 1]!;
    const hugged = pairSpanning(line, pairs, last + 1, best.close - 1);
    if (hugged === undefined || (best.commas.length > 0 && piece.prefix.length + hugged.open + 1 - piece.start > width))
      break;
    best = hugged;
  }
  return best;
}

/** Prints `piece` into `out`, broken at its pairs while it is longer than `width`. */
function printPiece(
  line: string,
  pairs: readonly BracketPair[],
  piece: Piece,
  width: number,
  passes: number,
  out: string[],
): void {
  const pair =
    piece.prefix.length + piece.end - piece.start + piece.suffix.length > width && passes < MAX_PASSES
      ? choosePair(line, pairs, piece, width)
      : undefined;
  if (pair === undefined) {
    out.push(piece.prefix + line.slice(piece.start, piece.end) + piece.suffix);
    return;
  }
  const bySemicolon = pair.kind === '{' && pair.semicolons.length > 0;
  const separators = bySemicolon ? pair.semicolons : pair.commas;
  const inner = piece.indent + INDENT;
  printPiece(
    line,
    pairs,
    { prefix: piece.prefix, start: piece.start, end: pair.open + 1, suffix: '', indent: piece.indent },
    width,
    passes + 1,
    out,
  );
  let from = pair.open + 1;
  const items: Array<{ start: number; end: number }> = [];
  for (let index = 0; index <= separators.length; index++) {
    const at = index < separators.length ? separators[index]! : pair.close;
    let start = from;
    let end = at;
    while (start < end && isBlank(line.charCodeAt(start))) start++;
    while (end > start && isBlank(line.charCodeAt(end - 1))) end--;
    if (end > start) items.push({ start, end });
    from = at + 1;
  }
  items.forEach(({ start, end }, index) => {
    // Lists in brackets and braces end with a comma, as written by hand; not after a spread
    // (a rest element must be last), in parentheses or type arguments, or after a lone member
    // (a mapped type's).
    const comma =
      index < items.length - 1 ||
      ((pair.kind === '[' || pair.kind === '{') && separators.length > 0 && !line.startsWith('...', start));
    printPiece(
      line,
      pairs,
      { prefix: inner, start, end, suffix: bySemicolon ? ';' : comma ? ',' : '', indent: inner },
      width,
      passes + 1,
      out,
    );
  });
  printPiece(
    line,
    pairs,
    { prefix: piece.indent, start: pair.close, end: piece.end, suffix: piece.suffix, indent: piece.indent },
    width,
    passes + 1,
    out,
  );
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

/** One long line as the lines it breaks into. */
function breakLine(line: string, width: number): string[] {
  let indentEnd = 0;
  while (indentEnd < line.length && isBlank(line.charCodeAt(indentEnd))) indentEnd++;
  const first = line.charCodeAt(indentEnd);
  if (
    first === STAR ||
    (first === SLASH && (line.charCodeAt(indentEnd + 1) === SLASH || line.charCodeAt(indentEnd + 1) === STAR))
  )
    return [line];
  const shape = lineShape(line);
  if (shape === undefined) return [line];
  const indent = line.slice(0, indentEnd);
  const union = breakUnion(line, indent, shape.bars);
  if (union !== undefined)
    return union.flatMap((member) => (member.length > width ? breakLine(member, width) : [member]));
  const out: string[] = [];
  printPiece(line, shape.pairs, { prefix: '', start: 0, end: line.length, suffix: '', indent }, width, 0, out);
  return out;
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
    const lines = breakLine(text.slice(start, stop), width);
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
