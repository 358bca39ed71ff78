import { readNxJson, readProjectConfiguration, updateProjectConfiguration, type Tree } from '@nx/devkit';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { PLUGIN_NAME } from './plugin-name';
import { createTargets, type TargetNames } from './create-targets';
import { summarizeConfig, type ConfigSummary } from './read-config-summary';
import { walkDefinitions, type ProjectInputs } from './read-project-inputs';

/**
 * Whether `nx.json` registers the Bracken plugin, so that targets are inferred rather than
 * written into each project.
 *
 * @param tree - the workspace tree.
 */
export function pluginRegistered(tree: Tree): boolean {
  return (readNxJson(tree)?.plugins ?? []).some((plugin) => (typeof plugin === 'string' ? plugin : plugin.plugin) === PLUGIN_NAME);
}

/**
 * Writes the targets the plugin would infer into a project's own configuration, for
 * workspaces that do not use inference plugins (`useInferencePlugins: false`). The
 * definition is walked from disk when its config is there; a config that exists only in the
 * tree lists the files it names and the whole project, so nothing it reads is missed.
 *
 * @param tree - the workspace tree.
 * @param projectName - the project holding a `generators.yml`.
 * @param names - target names.
 * @example
 * await writeExplicitTargets(tree, 'petstore', { generate: 'generate', check: 'check', publish: 'publish' });
 */
export async function writeExplicitTargets(tree: Tree, projectName: string, names: TargetNames): Promise<void> {
  const project = readProjectConfiguration(tree, projectName);
  const configFile = posix.join(project.root, 'generators.yml');
  const text = tree.read(configFile, 'utf-8');
  if (text === null) return;
  const summary = summarizeConfig(text, join(tree.root, configFile), tree.root);
  const inputs: ProjectInputs = namesSameDefinitions(tree.root, configFile, summary)
    ? await walkDefinitions(configFile, tree.root)
    : { files: summary.files, globs: summary.directories.map((directory) => `${directory}/**/*`), complete: false };
  const inferred = createTargets(summary, inputs, 'generators.yml', names, [], readNxJson(tree)?.namedInputs ?? {});
  updateProjectConfiguration(tree, projectName, {
    ...project,
    namedInputs: { ...project.namedInputs, ...inferred.namedInputs },
    targets: { ...project.targets, ...inferred.targets },
  });
}

// The walk reads the disk: it stands for the tree while both name the same definitions.
function namesSameDefinitions(workspaceRoot: string, configFile: string, summary: ConfigSummary): boolean {
  const absolute = join(workspaceRoot, configFile);
  if (!existsSync(absolute)) return false;
  const onDisk = summarizeConfig(readFileSync(absolute, 'utf8'), absolute, workspaceRoot);
  return JSON.stringify([onDisk.files, onDisk.directories]) === JSON.stringify([summary.files, summary.directories]) && summary.files.every((file) => existsSync(join(workspaceRoot, file)));
}
