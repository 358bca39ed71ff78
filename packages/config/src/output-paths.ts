import { Document, isMap, isScalar, isSeq, parseDocument } from './yaml';

/** A `local-file-system` output path as the text writes it, and where. */
export interface WrittenOutputPath {
  /** Group that holds the generator. */
  group: string;
  /** Position of the entry in its group. */
  index: number;
  /** The path as written, relative to the config's folder. */
  path: string;
  /** Offsets of the path's scalar in the text. */
  range: [number, number];
}

/**
 * Every `local-file-system` output path of a `generators.yml` with its place in the text, for
 * edits that keep every other byte. Text that is not YAML has none.
 *
 * @example
 * ```ts
 * listOutputPaths(text); // [{ group: 'typescript', index: 0, path: '../sdk/generated', range: [171, 187] }]
 * ```
 */
export function listOutputPaths(text: string): WrittenOutputPath[] {
  const doc = parseDocument(text);
  const groups = doc.errors.length > 0 ? undefined : doc.get('groups', true);
  if (!isMap(groups)) return [];
  const found: WrittenOutputPath[] = [];
  for (const pair of groups.items) {
    const group = isScalar(pair.key) ? String(pair.key.value) : undefined;
    const generators = isMap(pair.value) ? pair.value.get('generators', true) : undefined;
    if (group === undefined || !isSeq(generators)) continue;
    generators.items.forEach((item, index) => {
      const output = isMap(item) ? item.get('output', true) : undefined;
      if (!isMap(output) || output.get('location') !== 'local-file-system') return;
      const path = output.get('path', true);
      if (isScalar(path) && typeof path.value === 'string' && path.range)
        found.push({ group, index, path: path.value, range: [path.range[0], path.range[1]] });
    });
  }
  return found;
}

/**
 * The text with output paths replaced (see {@link listOutputPaths}), each written as a plain
 * or quoted YAML scalar as its value needs.
 *
 * @example
 * ```ts
 * replaceOutputPaths(text, [{ range: [171, 187], path: '../sdks/petstore-node/generated' }]);
 * ```
 */
export function replaceOutputPaths(
  text: string,
  edits: ReadonlyArray<{ range: [number, number]; path: string }>,
): string {
  let updated = text;
  for (const edit of [...edits].sort((a, b) => b.range[0] - a.range[0])) {
    updated = `${updated.slice(0, edit.range[0])}${new Document(edit.path).toString().trim()}${updated.slice(edit.range[1])}`;
  }
  return updated;
}
