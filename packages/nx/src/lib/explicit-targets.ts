import { readNxJson, readProjectConfiguration, updateProjectConfiguration, type Tree } from '@nx/devkit';
import { posix } from 'node:path';
import { createTargets, type TargetNames } from './create-targets';
import { pluginRegistered, readTargetNames } from './plugin-options';
import { loadEngine } from './run-executor';

/**
 * Writes the targets the plugin would infer into a project's own configuration, for workspaces
 * that do not use inference plugins (`useInferencePlugins: false`); does nothing when the plugin
 * is registered and `names` are not given. The inputs are those of the config in the tree (see
 * the engine's `treeInputs`).
 *
 * @param names - target names. @default the registered plugin's, when it is not registered
 * @example
 * await writeExplicitTargets(tree, 'petstore');
 */
export async function writeExplicitTargets(tree: Tree, projectName: string, names?: TargetNames): Promise<void> {
  if (names === undefined && pluginRegistered(tree)) return;
  const project = readProjectConfiguration(tree, projectName);
  const configFile = posix.join(project.root, 'generators.yml');
  if (!tree.exists(configFile)) return;
  const { summary, ...inputs } = await loadEngine().treeInputs(tree, configFile);
  const inferred = createTargets(
    summary,
    inputs,
    'generators.yml',
    names ?? readTargetNames(tree),
    [],
    readNxJson(tree)?.namedInputs ?? {},
  );
  updateProjectConfiguration(tree, projectName, {
    ...project,
    namedInputs: { ...project.namedInputs, ...inferred.namedInputs },
    targets: { ...project.targets, ...inferred.targets },
  });
}
