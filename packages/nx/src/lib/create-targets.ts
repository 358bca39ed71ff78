import type { ConfigInputs, ConfigSummary, PlannedTask, TaskNames } from '@bracken/engine';
import type { ProjectConfiguration, TargetConfiguration } from '@nx/devkit';
import { loadEngine } from './run-executor';

/** Names of the targets inferred from a `generators.yml` (the engine's task names). */
export type TargetNames = TaskNames;

/** The part of a project configuration the plugin infers. */
export type InferredProject = Required<Pick<ProjectConfiguration, 'namedInputs' | 'targets'>> & {
  metadata: { targetGroups: Record<string, string[]> };
};

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

// One task the engine plans, as an Nx target of the project holding the config.
function target(task: PlannedTask, config: string): TargetConfiguration {
  const outputs = task.outputs?.map(
    (output) => `{${output.from === 'project' ? 'projectRoot' : 'workspaceRoot'}}/${output.path}`,
  );
  const inputs = task.readsDefinition
    ? [BRACKEN_DEFINITION_INPUT, ...task.env.map((name) => ({ env: name }))]
    : undefined;
  const dependsOn = task.dependsOn.map((dependency) =>
    dependency.forwardArgs ? { target: dependency.task, params: 'forward' as const } : dependency.task,
  );
  return {
    executor: task.run === 'none' ? 'nx:noop' : `@bracken/nx:${task.run}`,
    ...(task.run !== 'none'
      ? { options: { config, ...(task.group !== undefined ? { group: task.group } : {}) }, cache: task.cache }
      : {}),
    ...(inputs !== undefined ? { inputs } : {}),
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
 * Builds the targets of one project from the tasks the engine plans for its config, and the
 * `brackenDefinition` named input they share (the config, every file the import reads, folders
 * read by listing, and the installed Bracken packages). The result holds no absolute path and
 * no timestamp, and every list is sorted, so it hashes the same on every machine.
 *
 * @param configFileName - file name of the config inside the project root.
 * @param externalDependencies - Bracken packages installed from a registry.
 * @param workspaceNamedInputs - the named inputs of `nx.json`: a definition that cannot be walked falls back to `production` when it exists, else `default`.
 * @example
 * const project = createTargets(summary, inputs, 'generators.yml', { generate: 'generate', check: 'check', publish: 'publish' }, ['@bracken/engine']);
 */
export function createTargets(
  summary: ConfigSummary,
  inputs: ConfigInputs,
  configFileName: string,
  names: TargetNames,
  externalDependencies: string[],
  workspaceNamedInputs: Record<string, unknown> = {},
): InferredProject {
  const config = `{projectRoot}/${configFileName}`;
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
