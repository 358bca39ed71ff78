import { readDefinitionBytes } from '../definition-text';
import { parseLocatedYaml } from './located-yaml';
import { isRecord } from '../json';

/**
 * Deep-merges `patch` onto `base`: objects merge key by key, a `null` in the patch removes
 * the key, and anything else (arrays included) replaces the base value.
 *
 * @example mergeOverride({ a: { b: 1, c: 2 } }, { a: { c: null, d: 3 } }) // { a: { b: 1, d: 3 } }
 */
export function mergeOverride(base: unknown, patch: unknown): unknown {
  if (!isRecord(base) || !isRecord(patch)) return patch;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = key in base ? mergeOverride(base[key], value) : value;
  }
  return out;
}

/** Reads every override file in order and merges it onto `document`. */
export async function applyOverrideFiles(
  document: unknown,
  files: readonly string[] | undefined,
  displayPaths: readonly string[] | undefined,
): Promise<unknown> {
  let current = document;
  for (const [index, file] of (files ?? []).entries()) {
    const display = displayPaths?.[index] ?? file;
    const parsed = parseLocatedYaml((await readDefinitionBytes(file, display)).toString('utf8'), display);
    current = mergeOverride(current, parsed.value);
  }
  return current;
}
