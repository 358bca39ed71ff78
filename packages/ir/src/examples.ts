import type { PrimitiveType } from './types';

/**
 * The example value of a primitive whose format fixes its form: a boolean, a date, a date-time,
 * base64 bytes, a URI or an email address, the same wherever an example is built. Numbers,
 * strings, UUIDs and big integers give `undefined`: their examples follow the caller's own rules
 * (a minimum, a property name).
 *
 * @example
 * ```ts
 * formattedPrimitiveExample('date'); // '2024-01-15'
 * formattedPrimitiveExample('integer'); // undefined
 * ```
 */
export function formattedPrimitiveExample(primitive: PrimitiveType): string | boolean | undefined {
  switch (primitive) {
    case 'boolean':
      return true;
    case 'date':
      return '2024-01-15';
    case 'dateTime':
      return '2024-01-15T09:30:00Z';
    case 'base64':
      return 'SGVsbG8=';
    case 'uri':
      return 'https://example.com';
    case 'email':
      return 'user@example.com';
    default:
      return undefined;
  }
}
