import { readNxJson, updateNxJson, type Tree } from '@nx/devkit';

/** The name under which `nx.json` registers the plugin. */
export const PLUGIN_NAME = '@bracken/nx';

/**
 * Registers `@bracken/nx` in the `plugins` of `nx.json`, unless an entry (a string or an
 * object with options) is already there.
 *
 * @param tree - the workspace tree.
 * @returns `true` when `nx.json` changed.
 * @example
 * addPluginToNxJson(tree); // nx.json: { "plugins": ["@bracken/nx"] }
 */
export function addPluginToNxJson(tree: Tree): boolean {
  const nxJson = readNxJson(tree) ?? {};
  const plugins = nxJson.plugins ?? [];
  const registered = plugins.some((plugin) => (typeof plugin === 'string' ? plugin : plugin.plugin) === PLUGIN_NAME);
  if (registered) return false;
  updateNxJson(tree, { ...nxJson, plugins: [...plugins, PLUGIN_NAME] });
  return true;
}
