import {
  createNodesFromFiles,
  DependencyType,
  type CreateDependencies,
  type CreateNodes,
  type CreateNodesContext,
  type CreateNodesResult,
  type RawProjectGraphDependency,
} from '@nx/devkit';
import { existsSync, lstatSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { BRACKEN_DEFINITION_INPUT, createTargets, type TargetNames } from '../lib/create-targets';
import { findOwningProject } from '../lib/find-owning-project';
import { readConfigSummary } from '../lib/read-config-summary';
import { readPluginVersion } from '../lib/read-plugin-version';
import { ProjectInputsCache, readProjectInputs } from '../lib/read-project-inputs';
import { workspaceDataDirectory } from '../lib/workspace-data-directory';

/** Options of the plugin entry in `nx.json`. */
export interface BrackenPluginOptions {
  /** Name of the inferred generation target. @default "generate" */
  generateTargetName?: string;
  /** Name of the inferred validation target. @default "check" */
  checkTargetName?: string;
  /** Name of the inferred publishing target. @default "publish" */
  publishTargetName?: string;
}

/** Every Bracken package whose code changes what `generate` writes. */
export const BRACKEN_PACKAGES = [
  '@bracken/cli',
  '@bracken/config',
  '@bracken/generator-postman',
  '@bracken/generator-typescript',
  '@bracken/importers',
  '@bracken/ir',
  '@bracken/nx',
  '@bracken/publish',
] as const;

/** Glob of the files that give a project its Bracken targets. */
export const GENERATORS_YML_GLOB = '**/generators.yml';

/**
 * Infers `generate`, `check` and `publish`, and the `brackenDefinition` named input, for every
 * project folder (one with a `project.json` or `package.json`) holding a `generators.yml`. The
 * inputs are every file the import reads, `$ref` targets in other folders included. The walk
 * that finds them runs only when the config or one of those files changed: its result is kept
 * in the Nx workspace data folder.
 *
 * @example
 * // nx.json
 * { "plugins": [{ "plugin": "@bracken/nx", "options": { "generateTargetName": "sdk" } }] }
 */
export const createNodes: CreateNodes<BrackenPluginOptions> = [
  GENERATORS_YML_GLOB,
  async (configFiles, options, context) => {
    const names = normalizeOptions(options);
    const cache = ProjectInputsCache.open(workspaceDataDirectory(context.workspaceRoot), readPluginVersion());
    const externalDependencies = installedBrackenPackages(context.workspaceRoot);
    try {
      return await createNodesFromFiles(
        (configFile, _options, nodesContext) => createProjectNodes(configFile, names, externalDependencies, nodesContext, cache),
        configFiles,
        options ?? {},
        context,
      );
    } finally {
      cache.flush();
    }
  },
];

/** The same tuple as {@link createNodes}, for Nx versions that look up `createNodesV2`. */
export const createNodesV2: CreateNodes<BrackenPluginOptions> = createNodes;

/**
 * Adds the project dependencies that follow from a `generators.yml`, so `nx affected` and
 * `nx graph` see them:
 * - a project that receives a generator's `local-file-system` output depends on the project
 *   holding the config (implicit: no file of the receiving project declares it);
 * - the project holding the config depends on every project that owns a file its definitions
 *   read, such as a schema `$ref`'d from a shared folder (static, declared by the config).
 *
 * @example
 * // apis/petstore/generators.yml writes to ../../sdks/petstore-ts and its spec $refs
 * // ../../shared/schemas/pet.yaml, so petstore-ts → petstore → shared appear in `nx graph`.
 */
export const createDependencies: CreateDependencies<BrackenPluginOptions> = (_options, context) => {
  const roots = Object.entries(context.projects).map(([name, project]) => ({ name, root: project.root }));
  const dependencies: RawProjectGraphDependency[] = [];
  const seen = new Set<string>();
  const add = (dependency: RawProjectGraphDependency): void => {
    const key = `${dependency.source}\u0000${dependency.target}`;
    if (seen.has(key)) return;
    seen.add(key);
    dependencies.push(dependency);
  };
  for (const { name: apiProject, root } of [...roots].sort((a, b) => a.name.localeCompare(b.name))) {
    const configFile = join(context.workspaceRoot, root, 'generators.yml');
    if (!existsSync(configFile)) continue;
    const receivers = new Set<string>();
    for (const output of readConfigSummary(configFile, context.workspaceRoot).localOutputs) {
      const owner = findOwningProject(output.path, roots);
      if (owner === undefined || owner === apiProject) continue;
      receivers.add(owner);
      add({ source: owner, target: apiProject, type: DependencyType.implicit });
    }
    const sourceFile = `${root === '.' ? '' : `${root}/`}generators.yml`;
    for (const path of definitionPaths(context.projects[apiProject]?.namedInputs?.[BRACKEN_DEFINITION_INPUT])) {
      const owner = findOwningProject(path, roots);
      // A project that receives the output never feeds the definition back: no cycle.
      if (owner === undefined || owner === apiProject || receivers.has(owner)) continue;
      add({ source: apiProject, target: owner, sourceFile, type: DependencyType.static });
    }
  }
  return dependencies;
};

/** Workspace-relative files and folders of a `brackenDefinition` named input. */
function definitionPaths(inputs: unknown): string[] {
  if (!Array.isArray(inputs)) return [];
  return inputs
    .filter((input): input is string => typeof input === 'string' && input.startsWith('{workspaceRoot}/'))
    .map((input) => input.slice('{workspaceRoot}/'.length).replace(/\/\*\*\/\*[^/]*$/, ''));
}

async function createProjectNodes(
  configFile: string,
  names: TargetNames,
  externalDependencies: string[],
  context: CreateNodesContext,
  cache: ProjectInputsCache,
): Promise<CreateNodesResult> {
  const projectRoot = dirname(configFile);
  const siblings = readdirSync(join(context.workspaceRoot, projectRoot));
  if (!siblings.includes('project.json') && !siblings.includes('package.json')) return {};

  const summary = readConfigSummary(join(context.workspaceRoot, configFile), context.workspaceRoot);
  const inputs = await readProjectInputs(configFile, context.workspaceRoot, cache);
  const inferred = createTargets(summary, inputs, basename(configFile), names, externalDependencies, context.nxJsonConfiguration.namedInputs ?? {});
  return { projects: { [projectRoot]: { root: projectRoot, ...inferred } } };
}

function normalizeOptions(options: BrackenPluginOptions | undefined): TargetNames {
  return {
    generate: options?.generateTargetName ?? 'generate',
    check: options?.checkTargetName ?? 'check',
    publish: options?.publishTargetName ?? 'publish',
  };
}

// Packages linked from the workspace itself (as in this repository) are not external
// nodes of the project graph, and Nx rejects an unknown external dependency.
function installedBrackenPackages(workspaceRoot: string): string[] {
  return BRACKEN_PACKAGES.filter((name) => {
    const path = join(workspaceRoot, 'node_modules', name);
    try {
      const stats = lstatSync(path);
      return stats.isDirectory() && !stats.isSymbolicLink();
    } catch {
      return false;
    }
  });
}
