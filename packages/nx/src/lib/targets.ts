import type { ConfigInputs, ConfigSummary, PlannedTask, TaskNames } from '@bracken/engine';
import {
  readNxJson,
  readProjectConfiguration,
  updateProjectConfiguration,
  type PluginConfiguration,
  type TargetConfiguration,
  type Tree,
} from '@nx/devkit';
import { join, posix } from 'node:path';
import { loadEngine } from './engine';

/** Options of the plugin entry in `nx.json`. */
export interface BrackenPluginOptions {
  /** Name of the inferred generation target. @default "generate" */
  generateTargetName?: string;
  /** Name of the inferred validation target. @default "check" */
  checkTargetName?: string;
  /** Name of the inferred publishing target. @default "publish" */
  publishTargetName?: string;
}

/** The name under which `nx.json` registers the plugin. */
export const PLUGIN_NAME = '@bracken/nx';

/** Named input holding every file a project's generation reads, for other targets to reuse. */
export const BRACKEN_DEFINITION_INPUT = 'brackenDefinition';

/** Target group under which `nx show project` lists the Bracken targets. */
export const BRACKEN_TARGET_GROUP = 'bracken';

/**
 * Name of the target that generates one group (the engine's `groupTaskName`).
 *
 * @example
 * groupTargetName('generate', 'node'); // 'generate-node'
 */
export function groupTargetName(generateTargetName: string, group: string): string {
  return loadEngine().groupTaskName(generateTargetName, group);
}

/** The entry of `nx.json` that registers a plugin: this one, or another such as `@nx/js/typescript`. */
export function pluginEntry(tree: Tree, name = PLUGIN_NAME): PluginConfiguration | undefined {
  return (readNxJson(tree)?.plugins ?? []).find(
    (plugin) => (typeof plugin === 'string' ? plugin : plugin.plugin) === name,
  );
}

/**
 * The target names the plugin infers for its options (those of its `nx.json` entry), the defaults
 * for names they do not set.
 *
 * @example
 * targetNames({ generateTargetName: 'sdk' }); // { generate: 'sdk', check: 'check', publish: 'publish' }
 */
export function targetNames(options: unknown): TaskNames {
  const given = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
  const name = (key: keyof BrackenPluginOptions, fallback: string): string => {
    const value = given[key];
    return typeof value === 'string' && value !== '' ? value : fallback;
  };
  return {
    generate: name('generateTargetName', 'generate'),
    check: name('checkTargetName', 'check'),
    publish: name('publishTargetName', 'publish'),
  };
}

/** The target names the plugin infers in this workspace, from its entry in `nx.json`. */
export function readTargetNames(tree: Tree): TaskNames {
  const entry = pluginEntry(tree);
  return targetNames(typeof entry === 'object' ? entry.options : undefined);
}

/** The version of the installed `@bracken/nx`: the generators pin it, and it keys the cache of walked inputs. */
export function readPluginVersion(): string {
  // Both src/lib and dist/lib sit two folders below the package root.
  return loadEngine().readPackageVersion(join(__dirname, '..', '..'));
}

// One task the engine plans, as an Nx target of the project holding the config.
function target(task: PlannedTask, config: string): TargetConfiguration {
  const outputs = task.outputs?.map(
    (output) => `{${output.from === 'project' ? 'projectRoot' : 'workspaceRoot'}}/${output.path}`,
  );
  const dependsOn = task.dependsOn.map((dependency) =>
    dependency.forwardArgs ? { target: dependency.task, params: 'forward' as const } : dependency.task,
  );
  return {
    executor: task.run === 'none' ? 'nx:noop' : `@bracken/nx:${task.run}`,
    ...(task.run !== 'none'
      ? { options: { config, ...(task.group !== undefined ? { group: task.group } : {}) }, cache: task.cache }
      : {}),
    ...(task.readsDefinition ? { inputs: [BRACKEN_DEFINITION_INPUT, ...task.env.map((env) => ({ env }))] } : {}),
    ...(outputs !== undefined ? { outputs: [...new Set(outputs)].sort() } : {}),
    ...(task.syncsOutputs ? { syncGenerators: ['@bracken/nx:sync'] } : {}),
    ...(dependsOn.length > 0 ? { dependsOn } : {}),
    ...(task.configurations !== undefined ? { configurations: task.configurations } : {}),
    metadata: {
      technologies: ['bracken'],
      description: task.description,
      help: { command: `npx bracken ${task.help.command} --help`, example: { options: task.help.example } },
    },
  };
}

/**
 * Builds the targets of a project from the tasks the engine plans for its `generators.yml`, and
 * the `brackenDefinition` named input they share (the config, every file the import reads,
 * folders read by listing, and the installed Bracken packages). The result holds no absolute path
 * and no timestamp, and every list is sorted, so it hashes the same on every machine.
 *
 * @param externalDependencies - Bracken packages installed from a registry.
 * @param workspaceNamedInputs - those of `nx.json`: a definition that cannot be walked falls back to `production` when it exists, else `default`.
 * @example
 * createTargets({ summary, ...inputs }, { generate: 'generate', check: 'check', publish: 'publish' }, ['@bracken/engine']);
 */
export function createTargets(
  { summary, ...inputs }: ConfigInputs & { summary: ConfigSummary },
  names: TaskNames,
  externalDependencies: string[],
  workspaceNamedInputs: Record<string, unknown> = {},
) {
  const config = '{projectRoot}/generators.yml';
  const definition: NonNullable<TargetConfiguration['inputs']> = [
    config,
    ...[...inputs.files, ...inputs.globs].map((path) => `{workspaceRoot}/${path}`),
  ];
  // A walk that stopped early may have missed files: the whole project stands in for them.
  if (!inputs.complete) definition.push('production' in workspaceNamedInputs ? 'production' : 'default');
  if (externalDependencies.length > 0) definition.push({ externalDependencies: [...externalDependencies].sort() });
  const tasks = loadEngine().planTasks(summary, names, config);
  return {
    namedInputs: { [BRACKEN_DEFINITION_INPUT]: definition },
    metadata: { targetGroups: { [BRACKEN_TARGET_GROUP]: Object.keys(tasks) } },
    targets: Object.fromEntries(Object.entries(tasks).map(([name, task]) => [name, target(task, config)])),
  };
}

/**
 * Writes the targets the plugin would infer into a project's own configuration, for workspaces
 * that do not use inference plugins; does nothing when the plugin is registered and `names` are
 * not given. The inputs are those of the config in the tree (the engine's `treeInputs`).
 *
 * @param names - target names. @default the registered plugin's
 * @example
 * await writeExplicitTargets(tree, 'petstore');
 */
export async function writeExplicitTargets(tree: Tree, projectName: string, names?: TaskNames): Promise<void> {
  if (names === undefined && pluginEntry(tree) !== undefined) return;
  const project = readProjectConfiguration(tree, projectName);
  const configFile = posix.join(project.root, 'generators.yml');
  if (!tree.exists(configFile)) return;
  const inputs = await loadEngine().treeInputs(tree, configFile);
  const inferred = createTargets(inputs, names ?? readTargetNames(tree), [], readNxJson(tree)?.namedInputs ?? {});
  updateProjectConfiguration(tree, projectName, {
    ...project,
    namedInputs: { ...project.namedInputs, ...inferred.namedInputs },
    targets: { ...project.targets, ...inferred.targets },
  });
}
