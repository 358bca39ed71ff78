/**
 * JSON pointers (RFC 6901), the way every Bracken error names a node inside a file. They live
 * here, beside `ErrorLocation`, because every package that reports a location already
 * depends on `@bracken/errors` and it depends on nothing, so using them adds no dependency
 * and no cycle.
 */
/**
 * Escapes one segment of a JSON pointer: `~` becomes `~0`, then `/` becomes `~1`.
 *
 * @example
 * ```ts
 * escapePointerSegment('application/json'); // 'application~1json'
 * ```
 */
export function escapePointerSegment(segment: string | number): string {
  const text = String(segment);
  // Most segments need no escaping; skip the two replacements (and their new strings) then.
  if (text.indexOf('~') === -1 && text.indexOf('/') === -1) return text;
  return text.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Reads one escaped segment of a JSON pointer back: `~1` becomes `/`, then `~0` becomes `~`.
 *
 * @example
 * ```ts
 * unescapePointerSegment('a~1b~0c'); // 'a/b~c'
 * ```
 */
export function unescapePointerSegment(segment: string): string {
  if (segment.indexOf('~') === -1) return segment;
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * Appends segments, each escaped, to a JSON pointer (`''` is the whole document).
 *
 * @example
 * ```ts
 * joinPointer('/paths', '/pets', 'get'); // '/paths/~1pets/get'
 * ```
 */
export function joinPointer(base: string, ...segments: ReadonlyArray<string | number>): string {
  let pointer = base;
  // An indexed loop: this runs for every node an importer reads, mostly before it is compiled.
  for (let i = 0; i < segments.length; i++) pointer += `/${escapePointerSegment(segments[i]!)}`;
  return pointer;
}

/**
 * The unescaped segments of a JSON pointer, also in its URI fragment form (`#/a/b`, percent
 * escapes decoded). `''` and `'#'` are the whole document (no segments); `undefined` when the
 * text is not a pointer (it does not start with `/`).
 *
 * @example
 * ```ts
 * splitJsonPointer('#/paths/~1pets/get'); // ['paths', '/pets', 'get']
 * ```
 */
export function splitJsonPointer(pointer: string): string[] | undefined {
  if (pointer === '' || pointer === '#') return [];
  const body = pointer.startsWith('#') ? decodeFragment(pointer.slice(1)) : pointer;
  if (!body.startsWith('/')) return undefined;
  return body.slice(1).split('/').map(unescapePointerSegment);
}

// A fragment is percent-encoded; one whose escapes are malformed (definition text is anyone's)
// is read as written rather than failing.
function decodeFragment(fragment: string): string {
  if (fragment.indexOf('%') === -1) return fragment;
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
