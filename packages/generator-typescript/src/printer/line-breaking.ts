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
  commas: number[];
  semicolons: number[];
}

const CLOSER: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{', '>': '<' };

// After these, a `/` starts a regular expression rather than a division.
const BEFORE_REGEX = new Set(['', '(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', '+', '-', '*', '%', '<', '>', '~', '^']);
const REGEX_KEYWORDS = new Set(['return', 'typeof', 'case', 'in', 'of', 'void', 'delete', 'throw', 'new', 'else', 'do', 'yield', 'await']);

function isWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 36;
}

/** The word that ends just before `end`. */
function wordBefore(line: string, end: number): string {
  let start = end;
  while (start > 0 && isWordChar(line.charCodeAt(start - 1))) start--;
  return line.slice(start, end);
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
  let significant = '';
  let i = 0;
  const n = line.length;
  const skipQuoted = (quote: string): boolean => {
    for (i++; i < n; i++) {
      const c = line[i];
      if (c === '\\') i++;
      else if (c === quote) return true;
    }
    return false;
  };
  // Reads template text from `i` (just after a backtick or a closing `}`) to the closing
  // backtick, or to a `${`, whose depth it records; false when the line ends inside.
  const skipTemplateText = (): boolean => {
    for (; i < n; i++) {
      const c = line[i];
      if (c === '\\') i++;
      else if (c === '`') return true;
      else if (c === '$' && line[i + 1] === '{') {
        i++;
        templates.push(stack.length);
        stack.push({ kind: '${', open: i, commas: [], semicolons: [] });
        return true;
      }
    }
    return false;
  };
  for (; i < n; i++) {
    const c = line[i]!;
    if (c === ' ' || c === '\t') continue;
    if (c === '"' || c === "'") {
      if (!skipQuoted(c)) return undefined;
      significant = 'x';
      continue;
    }
    if (c === '`') {
      i++;
      if (!skipTemplateText()) return undefined;
      significant = 'x';
      continue;
    }
    if (c === '/') {
      const next = line[i + 1];
      if (next === '/') break;
      if (next === '*') {
        const end = line.indexOf('*/', i + 2);
        if (end === -1) return undefined;
        i = end + 1;
        continue;
      }
      if (BEFORE_REGEX.has(significant) || (significant === 'x' && REGEX_KEYWORDS.has(wordBefore(line, line.slice(0, i).trimEnd().length)))) {
        let inClass = false;
        for (i++; i < n; i++) {
          const r = line[i];
          if (r === '\\') i++;
          else if (r === '[') inClass = true;
          else if (r === ']') inClass = false;
          else if (r === '/' && !inClass) break;
        }
        if (i >= n) return undefined;
        while (i + 1 < n && isWordChar(line.charCodeAt(i + 1))) i++;
        significant = 'x';
        continue;
      }
      significant = c;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') {
      stack.push({ kind: c, open: i, commas: [], semicolons: [] });
      significant = c;
      continue;
    }
    // A `<` right after a name (`Promise<`, `send<`) opens type arguments; comparisons are
    // printed with spaces around them.
    if (c === '<' && i > 0 && isWordChar(line.charCodeAt(i - 1))) {
      stack.push({ kind: '<', open: i, commas: [], semicolons: [] });
      significant = c;
      continue;
    }
    if (c === '>' && stack.length > 0 && stack[stack.length - 1]!.kind === '<' && line[i - 1] !== '=') {
      const top = stack.pop()!;
      if (templates.length === 0) pairs.push({ kind: '<', open: top.open, close: i, depth: stack.length, commas: top.commas, semicolons: top.semicolons });
      significant = 'x';
      continue;
    }
    if (c === '|' && stack.length === 0 && line[i + 1] !== '|' && line[i - 1] !== '|') {
      bars.push(i);
      significant = c;
      continue;
    }
    if (c === '}' && templates.length > 0 && templates[templates.length - 1] === stack.length - 1 && stack[stack.length - 1]!.kind === '${') {
      stack.pop();
      templates.pop();
      i++;
      if (!skipTemplateText()) return undefined;
      significant = 'x';
      continue;
    }
    if (c === ')' || c === ']' || c === '}') {
      const top = stack.pop();
      if (top === undefined) {
        // Closes a bracket of an earlier line.
        significant = c;
        continue;
      }
      if (top.kind !== CLOSER[c]) return undefined;
      // Pairs inside template expressions stay as they are.
      if (templates.length === 0) pairs.push({ kind: top.kind, open: top.open, close: i, depth: stack.length, commas: top.commas, semicolons: top.semicolons });
      significant = c === '}' ? '}' : 'x';
      continue;
    }
    if (c === ',' || c === ';') {
      const top = stack[stack.length - 1];
      if (top !== undefined) (c === ',' ? top.commas : top.semicolons).push(i);
      significant = c;
      continue;
    }
    significant = isWordChar(line.charCodeAt(i)) ? 'x' : c;
  }
  return templates.length > 0 ? undefined : { pairs, bars };
}

/** The bracket pair that is exactly the text from `start` to `end` (inclusive) once trimmed. */
function pairSpanning(line: string, pairs: readonly BracketPair[], start: number, end: number): BracketPair | undefined {
  const text = line.slice(start, end + 1);
  const from = start + (text.length - text.trimStart().length);
  const to = end - (text.length - text.trimEnd().length);
  return pairs.find((pair) => pair.open === from && pair.close === to && pair.kind !== '(');
}

/**
 * The pair to break: the outermost one, the longest of those. As hand-written code hugs them,
 * a call's lone object or array is broken instead of the call (`f({`), and so is a call's last
 * one when what comes before it fits (`parse(body, {`).
 */
function choosePair(line: string, pairs: readonly BracketPair[], width: number): BracketPair | undefined {
  let best: BracketPair | undefined;
  // Type arguments are broken only when nothing else can be.
  for (const typeArguments of [false, true]) {
    for (const pair of pairs) {
      if ((pair.kind === '<') !== typeArguments || pair.close - pair.open < 2 || line.slice(pair.open + 1, pair.close).trim() === '') continue;
      // A bracket without commas is an index, a computed key or a mapped type's key, not a list.
      if (pair.kind === '[' && pair.commas.length === 0) continue;
      // Short type arguments read better whole than over lines.
      if (pair.kind === '<' && pair.close - pair.open < MIN_TYPE_ARGUMENTS) continue;
      if (best === undefined || pair.depth < best.depth || (pair.depth === best.depth && pair.close - pair.open > best.close - best.open)) best = pair;
    }
    if (best !== undefined) break;
  }
  while (best !== undefined && best.kind === '(' && best.semicolons.length === 0) {
    const last = best.commas.length === 0 ? best.open : best.commas[best.commas.length - 1]!;
    const hugged = pairSpanning(line, pairs, last + 1, best.close - 1);
    if (hugged === undefined || (best.commas.length > 0 && line.slice(0, hugged.open + 1).trimEnd().length > width)) break;
    best = hugged;
  }
  return best;
}

/** A line broken once at its chosen pair, or `undefined` when it has none. */
function breakOnce(line: string, width: number): string[] | undefined {
  const trimmed = line.trimStart();
  if (trimmed.startsWith('*') || trimmed.startsWith('//') || trimmed.startsWith('/*')) return undefined;
  const shape = lineShape(line);
  if (shape === undefined) return undefined;
  const indent = line.slice(0, line.length - trimmed.length);
  const union = breakUnion(line, indent, shape.bars);
  if (union !== undefined) return union;
  const pairs = shape.pairs;
  const pair = choosePair(line, pairs, width);
  if (pair === undefined) return undefined;
  const bySemicolon = pair.kind === '{' && pair.semicolons.length > 0;
  const separators = bySemicolon ? pair.semicolons : pair.commas;
  const items: string[] = [];
  let from = pair.open + 1;
  for (const at of [...separators, pair.close]) {
    const item = line.slice(from, at).trim();
    if (item !== '') items.push(item);
    from = at + 1;
  }
  if (items.length === 0) return undefined;
  const inner = indent + INDENT;
  const lines = [line.slice(0, pair.open + 1).trimEnd()];
  items.forEach((item, index) => {
    const last = index === items.length - 1;
    if (bySemicolon) lines.push(`${inner}${item};`);
    // Lists in brackets and braces end with a comma, as written by hand; not after a spread
    // (a rest element must be last), in parentheses or type arguments, or after a lone member
    // (a mapped type's).
    else if (!last || ((pair.kind === '[' || pair.kind === '{') && separators.length > 0 && !item.startsWith('...'))) lines.push(`${inner}${item},`);
    else lines.push(`${inner}${item}`);
  });
  lines.push(`${indent}${line.slice(pair.close)}`);
  return lines;
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
  return [line.slice(0, equals + 2), ...members.map((member, index) => `${indent}${INDENT}| ${member}${index === members.length - 1 ? end : ''}`)];
}

/** One long line as the lines it breaks into, each broken again while it is too long. */
function breakLine(line: string, width: number, passes: number): string[] {
  const broken = passes < MAX_PASSES ? breakOnce(line, width) : undefined;
  if (broken === undefined) return [line];
  const out: string[] = [];
  for (const piece of broken) {
    if (piece.length > width) out.push(...breakLine(piece, width, passes + 1));
    else out.push(piece);
  }
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
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    if (end - start > width) {
      const lines = breakLine(text.slice(start, end), width, 0);
      if (lines.length > 1) {
        out ??= [];
        out.push(text.slice(copied, start), lines.join('\n'));
        copied = end;
      }
    }
    start = end + 1;
  }
  if (out === undefined) return text;
  out.push(text.slice(copied));
  return out.join('');
}
