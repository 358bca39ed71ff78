import type * as JsonPathPlus from 'jsonpath-plus';
import { ImporterError } from '../errors';
import { deepMerge, isRecord } from '../json';

/** One action of an OpenAPI Overlay 1.0 document. */
export interface OverlayAction {
  target: string;
  description?: string;
  update?: unknown;
  remove?: boolean;
}

/** An OpenAPI Overlay 1.0 document. */
export interface OverlayDocument {
  overlay: string;
  info?: { title?: string; version?: string };
  actions: OverlayAction[];
}

interface JsonPathMatch {
  value: unknown;
  parent: unknown;
  parentProperty: string | number | null;
}

function isMatch(value: unknown): value is JsonPathMatch {
  return isRecord(value) && 'parent' in value && 'parentProperty' in value;
}

/**
 * Applies an Overlay 1.0 document to a definition, action after action, in place.
 * `update` deep-merges into every target (arrays get the value appended); `remove` deletes it.
 *
 * @example applyOverlay(document, { overlay: '1.0.0', actions: [{ target: '$.info', update: { title: 'X' } }] }, 'overlay.yml');
 */
export function applyOverlay(document: Record<string, unknown>, overlay: unknown, file: string): void {
  if (!isRecord(overlay) || typeof overlay['overlay'] !== 'string' || !Array.isArray(overlay['actions'])) {
    throw new ImporterError('invalid overlay, expected `overlay` and a list of `actions`', { file });
  }
  // Loaded here rather than with the package: only definitions with overlays need it.
  const { JSONPath } = require('jsonpath-plus') as typeof JsonPathPlus;
  overlay['actions'].forEach((action: unknown, index) => {
    const pointer = `/actions/${index}`;
    if (!isRecord(action) || typeof action['target'] !== 'string') {
      throw new ImporterError('invalid overlay action, expected a string `target`', { file, pointer });
    }
    let matches: unknown[];
    try {
      matches = JSONPath({
        path: action['target'],
        json: document,
        resultType: 'all',
        wrap: true,
        eval: 'safe',
      }) as unknown[];
    } catch (error) {
      throw new ImporterError(`invalid JSONPath target ${action['target']}`, { file, pointer, cause: error });
    }
    const found = matches.filter(isMatch);
    if (action['remove'] === true) {
      // Remove array items from the highest index down so earlier indices stay valid.
      const ordered = [...found].sort(
        (a, b) =>
          (typeof b.parentProperty === 'number' ? b.parentProperty : 0) -
          (typeof a.parentProperty === 'number' ? a.parentProperty : 0),
      );
      for (const match of ordered) {
        if (Array.isArray(match.parent) && typeof match.parentProperty === 'number')
          match.parent.splice(match.parentProperty, 1);
        else if (isRecord(match.parent) && match.parentProperty !== null)
          delete match.parent[String(match.parentProperty)];
      }
      return;
    }
    if (action['update'] === undefined) return;
    for (const match of found) {
      if (Array.isArray(match.value)) {
        match.value.push(...(Array.isArray(action['update']) ? action['update'] : [action['update']]));
      } else if (isRecord(match.value) && isRecord(action['update'])) {
        deepMerge(match.value, action['update']);
      } else if (
        match.parent !== null &&
        match.parentProperty !== null &&
        (isRecord(match.parent) || Array.isArray(match.parent))
      ) {
        (match.parent as Record<string, unknown>)[String(match.parentProperty)] = structuredClone(action['update']);
      }
    }
  });
}
