import * as devkit from '@nx/devkit';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as workspace from '../lib/workspace';

export type { BrackenPluginOptions } from '../lib/workspace';

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
 * Infers the Bracken targets and the `brackenDefinition` named input of every project folder
 * holding a `generators.yml`. The engine's walk of what generation reads runs again only when one
 * of those files changed; it keeps its result in the Nx workspace data folder.
 * @example { "plugins": [{ "plugin": "@bracken/nx", "options": { "generateTargetName": "sdk" } }] }
 */
export const createNodes: devkit.CreateNodes<workspace.BrackenPluginOptions> = [
  GENERATORS_YML_GLOB,
  async (configFiles, options, context) => {
    const engine = workspace.loadEngine();
    const root = context.workspaceRoot;
    // The folder where Nx plugins keep what they cache, cleared by `nx reset`, with the variables Nx reads.
    const data = process.env['NX_WORKSPACE_DATA_DIRECTORY'] ?? process.env['NX_PROJECT_GRAPH_CACHE_DIRECTORY'];
    const cacheFile = resolve(root, data || join('.nx', 'workspace-data'), 'bracken-inputs.json');
    const cache = engine.InputsCache.open(cacheFile, workspace.readPluginVersion());
    const names = workspace.targetNames(options);
    const installed = engine.installedPackages(root, BRACKEN_PACKAGES);
    const projectNodes = async (configFile: string): Promise<devkit.CreateNodesResult> => {
      const projectRoot = dirname(configFile);
      if (!['project.json', 'package.json'].some((name) => existsSync(join(root, projectRoot, name)))) return {};
      const file = join(root, configFile);
      const summary = engine.summarizeConfig(readFileSync(file, 'utf8'), file, root);
      const inputs = await engine.listInputs({ config: configFile, cwd: root, cache });
      const namedInputs = context.nxJsonConfiguration.namedInputs;
      const inferred = workspace.createTargets({ ...inputs, summary }, names, installed, namedInputs);
      return { projects: { [projectRoot]: { root: projectRoot, ...inferred } } };
    };
    try {
      return await devkit.createNodesFromFiles(projectNodes, configFiles, options ?? {}, context);
    } finally {
      cache.flush();
    }
  },
];

/** The same tuple as {@link createNodes}, for Nx versions that look up `createNodesV2`. */
export const createNodesV2: devkit.CreateNodes<workspace.BrackenPluginOptions> = createNodes;

/**
 * Adds the project dependencies a `generators.yml` implies (the engine's `configDependencies`):
 * a project receiving its output depends on it (implicit), and it depends on each project owning
 * a file its definitions read (static, declared by the config).
 * @example // sdks/petstore-ts → apis/petstore → shared, in `nx graph`
 */
export const createDependencies: devkit.CreateDependencies<workspace.BrackenPluginOptions> = (_options, context) => {
  const projects = Object.entries(context.projects).map(([name, project]) => {
    // The workspace-relative files and globs of the named input the plugin inferred.
    const reads = (project.namedInputs?.[workspace.BRACKEN_DEFINITION_INPUT] ?? []).flatMap((input) =>
      typeof input === 'string' && input.startsWith('{workspaceRoot}/') ? [input.slice('{workspaceRoot}/'.length)] : [],
    );
    return { name, root: project.root, reads };
  });
  return workspace
    .loadEngine()
    .configDependencies(context.workspaceRoot, projects)
    .map(({ source, target, kind, file }) =>
      kind === 'implied'
        ? { source, target, type: devkit.DependencyType.implicit }
        : { source, target, sourceFile: file ?? '', type: devkit.DependencyType.static },
    );
};
