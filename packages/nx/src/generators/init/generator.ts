import { addDependenciesToPackageJson, formatFiles, type GeneratorCallback, type Tree } from '@nx/devkit';
import { addPluginToNxJson } from '../../lib/add-plugin-to-nx-json';
import { readPluginVersion } from '../../lib/read-plugin-version';
import type { InitGeneratorSchema } from './schema';

/**
 * `@bracken/nx:init`, run by `nx add @bracken/nx`: registers the plugin in `nx.json` and
 * adds `@bracken/nx` and `@bracken/cli` as dev dependencies. It is idempotent.
 *
 * @param tree - the workspace tree.
 * @param options - generator options.
 * @returns a task that installs the added packages.
 * @example
 * // nx add @bracken/nx
 * // or: nx g @bracken/nx:init
 */
export async function initGenerator(tree: Tree, options: InitGeneratorSchema = {}): Promise<GeneratorCallback> {
  addPluginToNxJson(tree);
  let install: GeneratorCallback = () => undefined;
  if (options.skipPackageJson !== true) {
    const version = readPluginVersion();
    install = addDependenciesToPackageJson(
      tree,
      {},
      { '@bracken/cli': version, '@bracken/nx': version },
      undefined,
      options.keepExistingVersions ?? false,
    );
  }
  if (options.skipFormat !== true) await formatFiles(tree);
  return install;
}

export default initGenerator;
