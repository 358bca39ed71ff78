import {
  createNodesFromFiles,
  DependencyType,
  type CreateDependencies,
  type CreateNodes,
  type CreateNodesResult,
} from '@nx/devkit';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadEngine } from '../lib/engine';
import {
  BRACKEN_DEFINITION_INPUT,
  createTargets,
  readPluginVersion,
  targetNames,
  type BrackenPluginOptions,
} from '../lib/targets';

export type { BrackenPluginOptions } from '../lib/targets';

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
    const engine = loadEngine();
    const root = context.workspaceRoot;
    // The folder where Nx plugins keep what they cache, cleared by `nx reset`, with the variables Nx reads.
    const data = process.env['NX_WORKSPACE_DATA_DIRECTORY'] ?? process.env['NX_PROJECT_GRAPH_CACHE_DIRECTORY'];
    const cacheFile = resolve(root, data || join('.nx', 'workspace-data'), 'bracken-inputs.json');
    const cache = engine.InputsCache.open(cacheFile, readPluginVersion());
    const names = targetNames(options);
    const installed = engine.installedPackages(root, BRACKEN_PACKAGES);
    const namedInputs = context.nxJsonConfiguration.namedInputs ?? {};
    const projectNodes = async (configFile: string): Promise<CreateNodesResult> => {
      const projectRoot = dirname(configFile);
      const siblings = readdirSync(join(root, projectRoot));
      if (!siblings.includes('project.json') && !siblings.includes('package.json')) return {};
      const summary = engine.summarizeConfig(
        readFileSync(join(root, configFile), 'utf8'),
        join(root, configFile),
        root,
      );
      const inputs = await engine.listInputs({ config: configFile, cwd: root, cache });
      const inferred = createTargets({ ...inputs, summary }, names, installed, namedInputs);
      return { projects: { [projectRoot]: { root: projectRoot, ...inferred } } };
    };
    try {
      return await createNodesFromFiles(projectNodes, configFiles, options ?? {}, context);
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
  const projects = Object.entries(context.projects).map(([name, project]) => {
    const inputs = project.namedInputs?.[BRACKEN_DEFINITION_INPUT];
    // The workspace-relative files and globs of the named input the plugin inferred.
    const reads = (Array.isArray(inputs) ? inputs : []).flatMap((input) =>
      typeof input === 'string' && input.startsWith('{workspaceRoot}/') ? [input.slice('{workspaceRoot}/'.length)] : [],
    );
    return { name, root: project.root, reads };
  });
  return loadEngine()
    .configDependencies(context.workspaceRoot, projects)
    .map(({ source, target, kind, file }) =>
      kind === 'implied'
        ? { source, target, type: DependencyType.implicit }
        : { source, target, sourceFile: file ?? '', type: DependencyType.static },
    );
};
