/**
 * Markdown rendering for the results: tables and the marked region of `docs/benchmarks.md`
 * that the benchmark rewrites.
 */

/** Column alignment of a Markdown table. */
export type ColumnAlign = 'left' | 'right';

/** Escapes the characters that would break a table cell (pipes and line breaks). */
export function escapeCell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/**
 * Renders a GitHub-flavoured Markdown table. Rows shorter than the header are padded with
 * empty cells; `align` defaults to left for every column.
 *
 * @example
 *     renderTable(['Tool', 'Time'], [['orval', '15 s']], ['left', 'right']);
 */
export function renderTable(
  headers: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
  align: readonly ColumnAlign[] = [],
): string {
  const line = (cells: readonly string[]): string =>
    `| ${headers.map((_, index) => escapeCell(cells[index] ?? '')).join(' | ')} |`;
  const rule = `|${headers.map((_, index) => (align[index] === 'right' ? '---:' : '---')).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

/** Start marker of the region that the benchmark owns in `docs/benchmarks.md`. */
export const RESULTS_START_MARKER = '<!-- bench:results:start -->';
/** End marker of that region. */
export const RESULTS_END_MARKER = '<!-- bench:results:end -->';

/**
 * Replaces the text between two marker lines, keeping the markers. When the markers are
 * missing the region is appended at the end, so a hand-edited document is never lost.
 *
 * @example
 *     replaceBetweenMarkers(doc, '<!-- a -->', '<!-- b -->', '| new | table |');
 */
export function replaceBetweenMarkers(document: string, start: string, end: string, content: string): string {
  const startIndex = document.indexOf(start);
  const endIndex = startIndex >= 0 ? document.indexOf(end, startIndex + start.length) : -1;
  const region = `${start}\n${content.trim()}\n${end}`;
  if (startIndex < 0 || endIndex < 0) {
    const separator = document.length === 0 || document.endsWith('\n') ? '' : '\n';
    return `${document}${separator}${document.length === 0 ? '' : '\n'}${region}\n`;
  }
  return document.slice(0, startIndex) + region + document.slice(endIndex + end.length);
}
