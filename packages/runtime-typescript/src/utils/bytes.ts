/**
 * The bytes of `parts` one after another, in a new array; one part alone is returned as it is.
 *
 * @param total - their summed length, when the caller has counted it already.
 * @example concatBytes([new Uint8Array([1]), new Uint8Array([2, 3])]) // Uint8Array [1, 2, 3]
 */
export function concatBytes(parts: readonly Uint8Array[], total?: number): Uint8Array {
  const [only] = parts;
  if (parts.length === 1 && only !== undefined) return only;
  const bytes = new Uint8Array(total ?? parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}
