import type { ProjectConfiguration, TargetConfiguration } from '@nx/devkit';
import type { ConfigSummary } from './read-config-summary';
import type { ProjectInputs } from './read-project-inputs';

/** Names of the targets inferred from a `generators.yml`. */
export interface TargetNames {
  /** @default "generate" */
  generate: string;
  /** @default "check" */
  check: string;
  /** @default "publish" */
  publish: string;
}

/** Inputs to the inferred targets: a path, a named input, a set of external packages, or an environment variable. */
export type TargetInput = NonNullable<TargetConfiguration['inputs']>[number];

/** The part of a project configuration the plugin infers. */
export type InferredProject = Required<Pick<ProjectConfiguration, 'namedInputs' | 'targets'>> & {
  metadata: { targetGroups: Record<string, string[]> };
};

/** Named input holding every file a project's generation reads, for other targets to reuse. */
export const BRACKEN_DEFINITION_INPUT = 'brackenDefinition';

/** Target group under which `nx show project` lists the Bracken targets. */
export const BRACKEN_TARGET_GROUP = 'bracken';

/** Sync generator that keeps `generators.yml` output paths on the projects that receive them. */
export const SYNC_GENERATOR = '@bracken/nx:sync';

/**
 * Builds the targets of one project, and the `brackenDefinition` named input they share (the
 * config, every file the import reads, folders read by listing, and the installed Bracken
 * packages): a cached `generate-<group>` per group whose outputs are that group's folders,
 * `generate` running those of `default-group`, `check` and `publish`. The result holds no
 * absolute path and no timestamp, and every list is sorted, so it hashes the same on every
 * machine. Credential variables are inputs of `publish` only, so `generate` hits the same
 * cache with and without them.
 *
 * @param summary - what the project's `generators.yml` names.
 * @param inputs - what its generation reads.
 * @param configFileName - file name of the config inside the project root.
 * @param names - target names.
 * @param externalDependencies - Bracken packages installed from a registry.
 * @param workspaceNamedInputs - the named inputs of `nx.json`: a definition that cannot be walked falls back to `production` when it exists, else `default`.
 * @example
 * const project = createTargets(summary, inputs, 'generators.yml', { generate: 'generate', check: 'check', publish: 'publish' }, ['@bracken/cli']);
 */
export function createTargets(
  summary: ConfigSummary,
  inputs: ProjectInputs,
  configFileName: string,
  names: TargetNames,
  externalDependencies: string[],
  workspaceNamedInputs: Record<string, unknown> = {},
): InferredProject {
  const config = `{projectRoot}/${configFileName}`;
  const definition: TargetInput[] = [
    config,
    ...inputs.files.map((file) => `{workspaceRoot}/${file}`),
    ...inputs.globs.map((glob) => `{workspaceRoot}/${glob}`),
  ];
  // A walk that stopped early may have missed files: the whole project stands in for them.
  if (!inputs.complete) definition.push('production' in workspaceNamedInputs ? 'production' : 'default');
  if (externalDependencies.length > 0) definition.push({ externalDependencies: [...externalDependencies].sort() });

  const technologies = ['bracken'];
  const groupTargets: Record<string, TargetConfiguration> = {};
  for (const group of summary.groups) {
    const outputs = [
      ...new Set([
        ...summary.localOutputs.filter((output) => output.group === group).map((output) => `{workspaceRoot}/${output.path}`),
        `{projectRoot}/dist/bracken/${group}`,
      ]),
    ].sort();
    groupTargets[groupTargetName(names.generate, group)] = {
      executor: '@bracken/nx:generate',
      options: { config, group },
      cache: true,
      inputs: [BRACKEN_DEFINITION_INPUT],
      outputs,
      syncGenerators: [SYNC_GENERATOR],
      metadata: {
        technologies,
        description: `Generate the SDKs of group ${group}`,
        help: { command: 'npx bracken generate --help', example: { options: { sdkVersion: '1.2.0' } } },
      },
    };
  }
  const defaults = summary.defaultGroups ?? [];
  // Each group has one target, so two tasks of a run never write the same folder.
  const generate: TargetConfiguration =
    defaults.length > 0
      ? {
          executor: 'nx:noop',
          dependsOn: defaults.map((group) => ({ target: groupTargetName(names.generate, group), params: 'forward' as const })),
          metadata: {
            technologies,
            description: `Generate the SDKs of default-group (${defaults.join(', ')})`,
            help: { command: 'npx bracken generate --help', example: { options: { sdkVersion: '1.2.0' } } },
          },
        }
      : {
          // Without a default group the command line reports what is missing.
          executor: '@bracken/nx:generate',
          options: { config },
          cache: true,
          inputs: [BRACKEN_DEFINITION_INPUT],
          outputs: [],
          metadata: {
            technologies,
            description: 'Generate the SDKs of default-group',
            help: { command: 'npx bracken generate --help', example: { options: { group: 'typescript' } } },
          },
        };

  return {
    namedInputs: { [BRACKEN_DEFINITION_INPUT]: definition },
    metadata: { targetGroups: { [BRACKEN_TARGET_GROUP]: [names.generate, ...Object.keys(groupTargets), names.check, names.publish] } },
    targets: {
      [names.generate]: generate,
      ...groupTargets,
      [names.check]: {
        executor: '@bracken/nx:check',
        options: { config },
        cache: true,
        inputs: [BRACKEN_DEFINITION_INPUT],
        outputs: [],
        metadata: {
          technologies,
          description: 'Validate generators.yml and every definition it names',
          help: { command: 'npx bracken check --help', example: { options: { config } } },
        },
      },
      [names.publish]: {
        executor: '@bracken/nx:publish',
        options: { config },
        cache: false,
        inputs: [BRACKEN_DEFINITION_INPUT, ...summary.credentialVariables.map((name) => ({ env: name }))],
        dependsOn: [names.generate],
        configurations: { 'dry-run': { dryRun: true } },
        metadata: {
          technologies,
          description: "Publish each generator's output to its output location",
          help: { command: 'npx bracken generate --help', example: { options: { dryRun: true, sdkVersion: '1.2.0' } } },
        },
      },
    },
  };
}

/**
 * Name of the target that generates one group: `<generate>-<group>`, with characters Nx
 * target names cannot carry (such as `:`) replaced by `-`.
 *
 * @example
 * groupTargetName('generate', 'node'); // 'generate-node'
 */
export function groupTargetName(generateTargetName: string, group: string): string {
  return `${generateTargetName}-${group.replace(/[^A-Za-z0-9_.-]/g, '-')}`;
}
