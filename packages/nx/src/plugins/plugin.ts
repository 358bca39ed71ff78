import type { InputsCache } from '@bracken/engine';
import {
  createNodesFromFiles,
  DependencyType,
  type CreateDependencies,
  type CreateNodes,
  type CreateNodesContext,
  type CreateNodesResult,
  type RawProjectGraphDependency,
} from '@nx/devkit';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { BRACKEN_DEFINITION_INPUT, createTargets, type TargetNames } from '../lib/create-targets';
import { readPluginVersion } from '../lib/plugin-options';
import { loadEngine } from '../lib/run-executor';

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
  '@bracken/config',
  '@bracken/engine',
  '@bracken/errors',
  '@bracken/generator-postman',
  '@bracken/generator-python',
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
 * inputs are what the engine lists as read by generation, `$ref` targets in other folders
 * included. The walk that finds them runs only when the config or one of those files changed:
 * the engine keeps its result in the Nx workspace data folder (`NX_WORKSPACE_DATA_DIRECTORY`).
 *
 * @example
 * // nx.json
 * { "plugins": [{ "plugin": "@bracken/nx", "options": { "generateTargetName": "sdk" } }] }
 */
export const createNodes: CreateNodes<BrackenPluginOptions> = [
  GENERATORS_YML_GLOB,
  async (configFiles, options, context) => {
    const names: TargetNames = {
      generate: options?.generateTargetName ?? 'generate',
      check: options?.checkTargetName ?? 'check',
      publish: options?.publishTargetName ?? 'publish',
    };
    // The folder where Nx plugins keep what they cache, cleared by `nx reset`, with the variables Nx reads.
    const data = process.env['NX_WORKSPACE_DATA_DIRECTORY'] ?? process.env['NX_PROJECT_GRAPH_CACHE_DIRECTORY'] ?? '';
    const folder =
      data === ''
        ? join(context.workspaceRoot, '.nx', 'workspace-data')
        : isAbsolute(data)
          ? data
          : join(context.workspaceRoot, data);
    const cache = loadEngine().InputsCache.open(join(folder, 'bracken-inputs.json'), readPluginVersion());
    // Packages linked from the workspace itself (as in this repository) are not external nodes of the graph.
    const installed = BRACKEN_PACKAGES.filter((name) => {
      try {
        const stats = lstatSync(join(context.workspaceRoot, 'node_modules', name));
        return stats.isDirectory() && !stats.isSymbolicLink();
      } catch {
        return false;
      }
    });
    try {
      return await createNodesFromFiles(
        (configFile, _options, nodesContext) => projectNodes(configFile, names, installed, nodesContext, cache),
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

async function projectNodes(
  configFile: string,
  names: TargetNames,
  installed: string[],
  context: CreateNodesContext,
  cache: InputsCache,
): Promise<CreateNodesResult> {
  const projectRoot = dirname(configFile);
  const siblings = readdirSync(join(context.workspaceRoot, projectRoot));
  if (!siblings.includes('project.json') && !siblings.includes('package.json')) return {};
  const absolute = join(context.workspaceRoot, configFile);
  const engine = loadEngine();
  const summary = engine.summarizeConfig(readFileSync(absolute, 'utf8'), absolute, context.workspaceRoot);
  const inputs = await engine.listInputs({ config: configFile, cwd: context.workspaceRoot, cache });
  const inferred = createTargets(
    summary,
    inputs,
    basename(configFile),
    names,
    installed,
    context.nxJsonConfiguration.namedInputs ?? {},
  );
  return { projects: { [projectRoot]: { root: projectRoot, ...inferred } } };
}

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
  const projects = Object.entries(context.projects).map(([name, project]) => ({ name, root: project.root }));
  const engine = loadEngine();
  const configs = projects.flatMap(({ name, root }) => {
    const configFile = join(context.workspaceRoot, root, 'generators.yml');
    if (!existsSync(configFile)) return [];
    const outputs = engine
      .summarizeConfig(readFileSync(configFile, 'utf8'), configFile, context.workspaceRoot)
      .localOutputs.map((output) => output.path);
    const inputs = context.projects[name]?.namedInputs?.[BRACKEN_DEFINITION_INPUT];
    // Workspace-relative files and folders of the named input.
    const paths = (Array.isArray(inputs) ? inputs : []).filter(
      (input): input is string => typeof input === 'string' && input.startsWith('{workspaceRoot}/'),
    );
    return [
      {
        name,
        root,
        outputs,
        reads: paths.map((input) => input.slice('{workspaceRoot}/'.length).replace(/\/\*\*\/\*[^/]*$/, '')),
      },
    ];
  });
  return engine
    .projectDependencies(projects, configs)
    .map(
      ({ source, target, kind, file }): RawProjectGraphDependency =>
        kind === 'implied'
          ? { source, target, type: DependencyType.implicit }
          : { source, target, sourceFile: file ?? '', type: DependencyType.static },
    );
};
