/**
 * Generated code with the printer's line breaks taken out again (see `printer/line-breaking.ts`):
 * a bracket's items back on one line, without the trailing comma. Tests that assert on a whole
 * signature or call use it, so that they hold whatever the line width.
 *
 * @example unbroken('f(\n    a,\n    b\n)') // 'f(a, b)'
 */
export function unbroken(code: string): string {
  return code
    .replace(/\{\n\s*/g, '{ ')
    .replace(/,?\n\s*\}/g, ' }')
    .replace(/([([<])\n\s*/g, '$1')
    .replace(/,?\n\s*([)\]>])/g, '$1')
    .replace(/,\n\s*/g, ', ');
}
