import { readNxJson, type Tree } from '@nx/devkit';
import { PLUGIN_NAME } from './plugin-name';
import type { TargetNames } from './create-targets';

/**
 * The target names the Bracken plugin infers in this workspace: its options in `nx.json`, or
 * the defaults when it is registered without options or not at all.
 *
 * @param tree - the workspace tree.
 * @example
 * readTargetNames(tree); // { generate: 'generate', check: 'check', publish: 'publish' }
 */
export function readTargetNames(tree: Tree): TargetNames {
  const entry = (readNxJson(tree)?.plugins ?? []).find((plugin) => typeof plugin !== 'string' && plugin.plugin === PLUGIN_NAME);
  const options = typeof entry === 'object' && typeof entry.options === 'object' && entry.options !== null ? (entry.options as Record<string, unknown>) : {};
  const name = (key: string, fallback: string): string => (typeof options[key] === 'string' && options[key] !== '' ? (options[key] as string) : fallback);
  return { generate: name('generateTargetName', 'generate'), check: name('checkTargetName', 'check'), publish: name('publishTargetName', 'publish') };
}
