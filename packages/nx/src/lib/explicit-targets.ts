import { readNxJson, readProjectConfiguration, updateProjectConfiguration, type Tree } from '@nx/devkit';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { createTargets, summarizeConfig, type TargetNames } from './create-targets';
import { pluginRegistered, readTargetNames } from './plugin-options';
import { loadEngine } from './run-executor';

/**
 * Writes the targets the plugin would infer into a project's own configuration, for workspaces
 * that do not use inference plugins (`useInferencePlugins: false`); does nothing when the plugin
 * is registered and `names` are not given. The definition is walked from disk when its config
 * is there; a config that exists only in the tree lists the files it names and the whole
 * project, so nothing it reads is missed.
 *
 * @param names - target names. @default the registered plugin's, when it is not registered
 * @example
 * await writeExplicitTargets(tree, 'petstore');
 */
export async function writeExplicitTargets(tree: Tree, projectName: string, names?: TargetNames): Promise<void> {
  if (names === undefined && pluginRegistered(tree)) return;
  const project = readProjectConfiguration(tree, projectName);
  const configFile = posix.join(project.root, 'generators.yml');
  const text = tree.read(configFile, 'utf-8');
  if (text === null) return;
  const absolute = join(tree.root, configFile);
  const summary = summarizeConfig(text, absolute, tree.root);
  const engine = loadEngine();
  const named = engine.outlineInputs(summary, tree.root);
  // The walk reads the disk: it stands for the tree while both name the same definitions.
  const onDisk = existsSync(absolute) ? engine.outlineInputs(summarizeConfig(readFileSync(absolute, 'utf8'), absolute, tree.root), tree.root) : undefined;
  const same = JSON.stringify(onDisk) === JSON.stringify(named) && named.files.every((file) => existsSync(join(tree.root, file)));
  const inputs = same ? await engine.listInputs({ config: configFile, cwd: tree.root }) : named;
  const inferred = createTargets(summary, inputs, 'generators.yml', names ?? readTargetNames(tree), [], readNxJson(tree)?.namedInputs ?? {});
  updateProjectConfiguration(tree, projectName, { ...project, namedInputs: { ...project.namedInputs, ...inferred.namedInputs }, targets: { ...project.targets, ...inferred.targets } });
}
