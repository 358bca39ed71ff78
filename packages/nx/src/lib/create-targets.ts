import { outlineConfig, type ConfigOutline } from '@bracken/config';
import type { ConfigInputs } from '@bracken/engine';
import type { ProjectConfiguration, TargetConfiguration } from '@nx/devkit';
import { isAbsolute, relative, sep } from 'node:path';

/** Names of the targets inferred from a `generators.yml`. */
export interface TargetNames {
  /** @default "generate" */
  generate: string;
  /** @default "check" */
  check: string;
  /** @default "publish" */
  publish: string;
}

/** Name of the target that pulls definitions from their `origin`. */
export const UPDATE_API_TARGET = 'update-api';

/** The part of a project configuration the plugin infers. */
export type InferredProject = Required<Pick<ProjectConfiguration, 'namedInputs' | 'targets'>> & { metadata: { targetGroups: Record<string, string[]> } };

/** What the plugin needs of a `generators.yml`: its outline (see `outlineConfig`), with local outputs workspace-relative. */
export type ConfigSummary = Omit<ConfigOutline, 'localOutputs'> & { localOutputs: Array<{ group: string; path: string }> };

/** Named input holding every file a project's generation reads, for other targets to reuse. */
export const BRACKEN_DEFINITION_INPUT = 'brackenDefinition';

/** Target group under which `nx show project` lists the Bracken targets. */
export const BRACKEN_TARGET_GROUP = 'bracken';

/**
 * The outline of a `generators.yml` (absolute path `configFile`), with output folders
 * workspace-relative; folders outside the workspace are left out.
 *
 * @example
 * summarizeConfig(text, '/repo/apis/petstore/generators.yml', '/repo').localOutputs; // [{ group: 'typescript', path: 'sdks/petstore-ts/generated' }]
 */
export function summarizeConfig(text: string, configFile: string, workspaceRoot: string): ConfigSummary {
  const outline = outlineConfig(text, configFile);
  const localOutputs = outline.localOutputs.flatMap(({ group, path }) => {
    const inside = relative(workspaceRoot, path);
    return inside.startsWith('..') || isAbsolute(inside) ? [] : [{ group, path: inside === '' ? '.' : inside.split(sep).join('/') }];
  });
  return { ...outline, localOutputs };
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

function metadata(description: string, command: string, options: Record<string, unknown>): TargetConfiguration['metadata'] {
  return { technologies: ['bracken'], description, help: { command: `npx bracken ${command} --help`, example: { options } } };
}

/**
 * Builds the targets of one project, and the `brackenDefinition` named input they share (the
 * config, every file the import reads, folders read by listing, and the installed Bracken
 * packages): a cached `generate-<group>` per group whose outputs are that group's folders,
 * `generate` running those of `default-group`, `check` and `publish`. The result holds no
 * absolute path and no timestamp, and every list is sorted, so it hashes the same on every
 * machine. Credential variables are inputs of `publish` only, so `generate` hits the same
 * cache with and without them.
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
  const definition: NonNullable<TargetConfiguration['inputs']> = [config, ...[...inputs.files, ...inputs.globs].map((path) => `{workspaceRoot}/${path}`)];
  // A walk that stopped early may have missed files: the whole project stands in for them.
  if (!inputs.complete) definition.push('production' in workspaceNamedInputs ? 'production' : 'default');
  if (externalDependencies.length > 0) definition.push({ externalDependencies: [...externalDependencies].sort() });
  const cached = (): TargetConfiguration => ({ cache: true, inputs: [BRACKEN_DEFINITION_INPUT] });

  const groupTargets: Record<string, TargetConfiguration> = {};
  for (const group of summary.groups) {
    const folders = summary.localOutputs.filter((output) => output.group === group).map((output) => `{workspaceRoot}/${output.path}`);
    groupTargets[groupTargetName(names.generate, group)] = {
      executor: '@bracken/nx:generate',
      options: { config, group },
      ...cached(),
      outputs: [...new Set([...folders, `{projectRoot}/dist/bracken/${group}`])].sort(),
      syncGenerators: ['@bracken/nx:sync'],
      metadata: metadata(`Generate the SDKs of group ${group}`, 'generate', { sdkVersion: '1.2.0' }),
    };
  }
  const defaults = summary.defaultGroups ?? [];
  // Each group has one target, so two tasks of a run never write the same folder; without a
  // default group the engine reports what is missing.
  const generate: TargetConfiguration =
    defaults.length > 0
      ? {
          executor: 'nx:noop',
          dependsOn: defaults.map((group) => ({ target: groupTargetName(names.generate, group), params: 'forward' as const })),
          metadata: metadata(`Generate the SDKs of default-group (${defaults.join(', ')})`, 'generate', { sdkVersion: '1.2.0' }),
        }
      : { executor: '@bracken/nx:generate', options: { config }, ...cached(), outputs: [], metadata: metadata('Generate the SDKs of default-group', 'generate', { group: 'typescript' }) };

  // Pulling a definition reads the network, so its result is never cached.
  const originTargets: Record<string, TargetConfiguration> = summary.hasOrigin
    ? {
        [UPDATE_API_TARGET]: {
          executor: '@bracken/nx:update-api',
          options: { config },
          cache: false,
          configurations: { check: { check: true } },
          metadata: metadata("Fetch each definition's origin and write it over the local file", 'api update', { check: true }),
        },
      }
    : {};
  return {
    namedInputs: { [BRACKEN_DEFINITION_INPUT]: definition },
    metadata: { targetGroups: { [BRACKEN_TARGET_GROUP]: [names.generate, ...Object.keys(groupTargets), names.check, names.publish, ...Object.keys(originTargets)] } },
    targets: {
      [names.generate]: generate,
      ...groupTargets,
      [names.check]: { executor: '@bracken/nx:check', options: { config }, ...cached(), outputs: [], metadata: metadata('Validate generators.yml and every definition it names', 'check', { config }) },
      [names.publish]: {
        executor: '@bracken/nx:publish',
        options: { config },
        cache: false,
        inputs: [BRACKEN_DEFINITION_INPUT, ...summary.credentialVariables.map((name) => ({ env: name }))],
        dependsOn: [names.generate],
        configurations: { 'dry-run': { dryRun: true } },
        metadata: metadata("Publish each generator's output to its output location", 'generate', { dryRun: true, sdkVersion: '1.2.0' }),
      },
      ...originTargets,
    },
  };
}
