/**
 * The commonest long lines of a service client (method signatures, the `fromPromise` call,
 * the parsed response, the error thrown), laid out exactly as line breaking would lay them
 * out, so that they never reach its scanner. Each function gives `undefined` for a line whose
 * layout it cannot be sure of; its caller then prints the line for line breaking to break.
 */
import { breakPiece, LINE_WIDTH } from '../printer/line-breaking';

const INDENT = '    ';

/** The blanks a line starts with. */
function indentOf(line: string): string {
  let end = 0;
  while (end < line.length && (line.charCodeAt(end) === 32 || line.charCodeAt(end) === 9)) end++;
  return line.slice(0, end);
}

/** `line` when it fits, else broken as an item of a list on a line of its own would be. */
function item(line: string): string | undefined {
  return line.length <= LINE_WIDTH ? line : breakPiece(line, 1);
}

/**
 * Whether `text` holds no bracket pair that line breaking could choose before type
 * arguments: no parenthesis, bracket or brace outside `<…>` but an opening `{` at its end, and
 * no quote or slash that could hide one.
 */
function pairFree(text: string): boolean {
  let angles = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 || c === 39 || c === 96 || c === 47) return false;
    if (c === 60) {
      const before = i > 0 ? text.charCodeAt(i - 1) : 0;
      if (isWordCode(before)) angles++;
    } else if (c === 62) {
      if (angles > 0 && text.charCodeAt(i - 1) !== 61) angles--;
    } else if ((c === 40 || c === 91 || c === 123) && angles === 0 && !(c === 123 && i === text.length - 1)) {
      return false;
    }
  }
  return true;
}

function isWordCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
}

/**
 * The line `${head}(${items.join(', ')})${tail}` laid out as line breaking lays it out when
 * the parenthesis is the line's longest bracket pair and is not hugging its last item: on
 * one line when it fits, else one item to a line, one indent deeper, and `)${tail}` on a line
 * of its own. `head` starts the line with its indentation; no item holds a comma outside its
 * own brackets, and `head` and `tail` open no bracket they do not close (`tail` may end in an
 * opening `{`).
 *
 * @example layOutParenList('    throw this._ctx.toError', ['response.error', 'response.rawResponse', '"GET /"'], ';')
 */
export function layOutParenList(head: string, items: readonly string[], tail: string): string | undefined {
  if (items.length === 0) return undefined;
  const joined = items.join(', ');
  const indent = indentOf(head);
  // The parenthesis (its length from opener to closer) must be the longest pair, and its
  // last item no pair of its own, or line breaking would break another pair first.
  if (head.length - indent.length > joined.length && !pairFree(head)) return undefined;
  if (tail.length > joined.length && !pairFree(tail)) return undefined;
  const first = items[items.length - 1]!.charCodeAt(0);
  if (first === 91 || first === 123) return undefined;
  if (head.length + joined.length + 2 + tail.length <= LINE_WIDTH) return `${head}(${joined})${tail}`;
  const close = `${indent})${tail}`;
  if (head.length + 1 > LINE_WIDTH || close.length > LINE_WIDTH) return undefined;
  let out = `${head}(`;
  const itemIndent = indent + INDENT;
  for (let i = 0; i < items.length; i++) {
    const laidOut = item(`${itemIndent}${items[i]!}${i < items.length - 1 ? ',' : ''}`);
    if (laidOut === undefined) return undefined;
    out += `\n${laidOut}`;
  }
  return `${out}\n${close}`;
}

/**
 * The line `${head}(${argument}, { ${options.join(', ')} })${tail}` laid out as line
 * breaking lays it out: on one line when it fits, else with the call hugging its options
 * object, one option to a line. `head` starts the line with its indentation and closes every
 * bracket it opens; `argument` holds no bracket or separator; `tail` is at most a comma or
 * semicolon.
 *
 * @example layOutOptionsCall('        body: Pet.jsonOrThrow', 'body', ['breadcrumbsPrefix: ["request"]'], ',')
 */
export function layOutOptionsCall(
  head: string,
  argument: string,
  options: readonly string[],
  tail: string,
): string | undefined {
  const object = `{ ${options.join(', ')} }`;
  const line = `${head}(${argument}, ${object})${tail}`;
  if (line.length <= LINE_WIDTH) return line;
  const indent = indentOf(head);
  const opener = `${head}(${argument}, {`;
  // The call's parentheses must be the longest pair, and what comes before its object must
  // fit for the call to hug it.
  if (options.length === 0) return undefined;
  if (head.length - indent.length >= argument.length + object.length + 3 && !pairFree(head)) return undefined;
  if (opener.length > LINE_WIDTH) return undefined;
  const optionIndent = indent + INDENT;
  let out = opener;
  for (let i = 0; i < options.length; i++) {
    // A lone option has no separator to end with.
    const laidOut = item(`${optionIndent}${options[i]!}${options.length > 1 ? ',' : ''}`);
    if (laidOut === undefined) return undefined;
    out += `\n${laidOut}`;
  }
  return `${out}\n${indent}})${tail}`;
}

/**
 * `${indent}if (response.ok === true) return { data: ${data}, rawResponse: response.rawResponse };`
 * laid out as line breaking lays it out; `dataLine` lays out the line `${indent}    data: ${data},`
 * when it is too long for its line. `data` is an expression without a separator outside its
 * brackets.
 */
export function layOutOkReturn(
  indent: string,
  data: string,
  dataLine: (line: string) => string | undefined,
): string | undefined {
  const line = `${indent}if (response.ok === true) return { data: ${data}, rawResponse: response.rawResponse };`;
  if (line.length <= LINE_WIDTH) return line;
  const inner = indent + INDENT;
  const dataItem = `${inner}data: ${data},`;
  const laidOut = dataItem.length <= LINE_WIDTH ? dataItem : (dataLine(dataItem) ?? breakPiece(dataItem, 1));
  if (laidOut === undefined) return undefined;
  return `${indent}if (response.ok === true) return {\n${laidOut}\n${inner}rawResponse: response.rawResponse,\n${indent}};`;
}
