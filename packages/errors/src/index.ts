export { BrackenError, isBrackenError } from './bracken-error';
export type { BrackenErrorOptions, ErrorLocation } from './bracken-error';
export { formatDiagnostic } from './diagnostic';
export type { Diagnostic } from './diagnostic';
export { formatError } from './format-error';
export type { FormatErrorOptions } from './format-error';
export { escapePointerSegment, joinPointer, splitJsonPointer, unescapePointerSegment } from './json-pointer';
