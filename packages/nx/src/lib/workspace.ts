import type * as Engine from '@bracken/engine';
import * as devkit from '@nx/devkit';
import type { Tree } from '@nx/devkit';
import { join, posix } from 'node:path';
import { BrackenNxError } from '../errors';

/**
 * Loads `@bracken/engine` on first use: loading the plugin, as Nx does for every command, never pulls it in.
 * @throws BrackenNxError when the engine cannot be loaded.
 */
export function loadEngine(): typeof Engine {
  try {
    return require('@bracken/engine') as typeof Engine;
  } catch (error) {
    throw new BrackenNxError(
      `cannot load @bracken/engine: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      { cause: error },
    );
  }
}

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
 * @example groupTargetName('generate', 'node'); // 'generate-node'
 */
export function groupTargetName(generateTargetName: string, group: string): string {
  return loadEngine().groupTaskName(generateTargetName, group);
}

/** The options of a plugin's entry in `nx.json` (this plugin's by default); `undefined` when none registers it. */
export function pluginOptions(tree: Tree, name = PLUGIN_NAME): unknown {
  const entry = (devkit.readNxJson(tree)?.plugins ?? []).find(
    (plugin) => (typeof plugin === 'string' ? plugin : plugin.plugin) === name,
  );
  return typeof entry === 'object' ? (entry.options ?? {}) : entry === undefined ? undefined : {};
}

/** The target names the plugin's options give (see the engine's `taskNames`). */
export function targetNames(options: unknown): Engine.TaskNames {
  const given = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
  const { generateTargetName: generate, checkTargetName: check, publishTargetName: publish } = given;
  return loadEngine().taskNames({ generate, check, publish });
}

/** The version of the installed `@bracken/nx`: the generators pin it, and it keys the cache of walked inputs. */
export function readPluginVersion(): string {
  // Both src/lib and dist/lib sit two folders below the package root.
  return loadEngine().readPackageVersion(join(__dirname, '..', '..'));
}

// One task the engine plans, as an Nx target of the project holding the config.
function target(task: Engine.PlannedTask, config: string): devkit.TargetConfiguration {
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
 * The targets of a project from the tasks the engine plans for its `generators.yml`, and their
 * `brackenDefinition` named input: the config, the files and folders it reads, and the installed
 * Bracken packages (`externalDependencies`). No absolute path, no timestamp, every list sorted.
 */
export function createTargets(
  { summary, ...inputs }: Engine.ConfigInputs & { summary: Engine.ConfigSummary },
  names: Engine.TaskNames,
  externalDependencies: string[],
  workspaceNamedInputs: Record<string, unknown> = {},
) {
  const config = '{projectRoot}/generators.yml';
  const definition: NonNullable<devkit.TargetConfiguration['inputs']> = [
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
 * Writes the targets the plugin would infer (from the config in the tree) into a project's own
 * configuration; does nothing when the plugin is registered and `names` are not given.
 */
export async function writeExplicitTargets(tree: Tree, project: string, names?: Engine.TaskNames): Promise<void> {
  if (names === undefined && pluginOptions(tree) !== undefined) return;
  const config = devkit.readProjectConfiguration(tree, project);
  const configFile = posix.join(config.root, 'generators.yml');
  if (!tree.exists(configFile)) return;
  const inputs = await loadEngine().treeInputs(tree, configFile);
  const namedInputs = devkit.readNxJson(tree)?.namedInputs;
  const inferred = createTargets(inputs, names ?? targetNames(pluginOptions(tree)), [], namedInputs);
  devkit.updateProjectConfiguration(tree, project, {
    ...config,
    namedInputs: { ...config.namedInputs, ...inferred.namedInputs },
    targets: { ...config.targets, ...inferred.targets },
  });
}
