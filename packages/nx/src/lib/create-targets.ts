import type { TargetConfiguration } from '@nx/devkit';
import type { ConfigSummary } from './read-config-summary';

/** Names of the targets inferred from a `generators.yml`. */
export interface TargetNames {
  /** @default "generate" */
  generate: string;
  /** @default "check" */
  check: string;
  /** @default "publish" */
  publish: string;
}

/** Inputs to the inferred targets: a path, a set of external packages, or an environment variable. */
export type TargetInput = NonNullable<TargetConfiguration['inputs']>[number];

/**
 * Builds the `generate`, `check` and `publish` targets of one project. The result holds
 * no absolute path and no timestamp, and every list is sorted, so it hashes the same on
 * every machine.
 *
 * @param summary - what the project's `generators.yml` names.
 * @param configFileName - file name of the config inside the project root.
 * @param names - target names.
 * @param externalDependencies - Bracken packages installed from a registry.
 * @example
 * const targets = createTargets(summary, 'generators.yml', { generate: 'generate', check: 'check', publish: 'publish' }, ['@bracken/cli']);
 */
export function createTargets(
  summary: ConfigSummary,
  configFileName: string,
  names: TargetNames,
  externalDependencies: string[],
): Record<string, TargetConfiguration> {
  const config = `{projectRoot}/${configFileName}`;
  const inputs: TargetInput[] = [
    config,
    ...summary.files.map((file) => `{workspaceRoot}/${file}`),
    ...summary.directories.map((directory) => `{workspaceRoot}/${directory}/**/*`),
  ];
  if (externalDependencies.length > 0) inputs.push({ externalDependencies: [...externalDependencies].sort() });
  for (const name of summary.envVariables) inputs.push({ env: name });

  const outputs = [
    ...new Set([...summary.localOutputs.map((output) => `{workspaceRoot}/${output.path}`), '{projectRoot}/dist/bracken']),
  ].sort();
  const technologies = ['bracken'];

  return {
    [names.generate]: {
      executor: '@bracken/nx:generate',
      options: { config },
      cache: true,
      inputs,
      outputs,
      metadata: { technologies, description: 'Generate the SDKs that generators.yml describes' },
    },
    [names.check]: {
      executor: '@bracken/nx:check',
      options: { config },
      cache: true,
      inputs,
      outputs: [],
      metadata: { technologies, description: 'Validate generators.yml and every definition it names' },
    },
    [names.publish]: {
      executor: '@bracken/nx:publish',
      options: { config },
      cache: false,
      dependsOn: [names.generate],
      configurations: { 'dry-run': { dryRun: true } },
      metadata: { technologies, description: "Publish each generator's output to its output location" },
    },
  };
}
