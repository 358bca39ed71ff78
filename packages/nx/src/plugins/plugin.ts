import {
  createNodesFromFiles,
  DependencyType,
  hashArray,
  type CreateDependencies,
  type CreateNodes,
  type CreateNodesContext,
  type CreateNodesResult,
  type RawProjectGraphDependency,
  type TargetConfiguration,
} from '@nx/devkit';
import { hashObject, PluginCache, workspaceDataDirectory } from '@nx/devkit/internal';
import { existsSync, lstatSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { createTargets, type TargetNames } from '../lib/create-targets';
import { findOwningProject } from '../lib/find-owning-project';
import { readConfigSummary } from '../lib/read-config-summary';

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

// Bump when the shape of inferred targets changes, so cached entries are dropped.
const TARGETS_CACHE_VERSION = '1';

interface CachedTargets {
  targets: Record<string, TargetConfiguration>;
}

/**
 * Infers `generate`, `check` and `publish` for every project folder (one with a
 * `project.json` or `package.json`) holding a `generators.yml`. Targets are cached in the
 * Nx workspace data folder, keyed by a hash of the plugin options and the file contents.
 *
 * @example
 * // nx.json
 * { "plugins": [{ "plugin": "@bracken/nx", "options": { "generateTargetName": "sdk" } }] }
 */
export const createNodes: CreateNodes<BrackenPluginOptions> = [
  GENERATORS_YML_GLOB,
  async (configFiles, options, context) => {
    const names = normalizeOptions(options);
    const cache = new PluginCache<CachedTargets>(join(workspaceDataDirectory, `bracken-${hashObject(names)}.hash`));
    const externalDependencies = installedBrackenPackages(context.workspaceRoot);
    try {
      return await createNodesFromFiles(
        (configFile, _options, nodesContext) =>
          createProjectNodes(configFile, names, externalDependencies, nodesContext, cache),
        configFiles,
        options ?? {},
        context,
      );
    } finally {
      cache.writeToDisk();
    }
  },
];

/** The same tuple as {@link createNodes}, for Nx versions that look up `createNodesV2`. */
export const createNodesV2: CreateNodes<BrackenPluginOptions> = createNodes;

/**
 * Makes a project that receives a generator's `local-file-system` output depend on the
 * project holding that `generators.yml`, so `nx affected` follows a spec change through to
 * every SDK. The dependency is implicit: no file of the SDK project declares it.
 *
 * @example
 * // apis/petstore/generators.yml writes to ../../sdks/petstore-ts, so
 * // petstore-ts → petstore appears in `nx graph`.
 */
export const createDependencies: CreateDependencies<BrackenPluginOptions> = (_options, context) => {
  const roots = Object.entries(context.projects).map(([name, project]) => ({ name, root: project.root }));
  const dependencies: RawProjectGraphDependency[] = [];
  const seen = new Set<string>();
  for (const { name: apiProject, root } of [...roots].sort((a, b) => a.name.localeCompare(b.name))) {
    const configFile = join(context.workspaceRoot, root, 'generators.yml');
    if (!existsSync(configFile)) continue;
    const summary = readConfigSummary(configFile, context.workspaceRoot);
    for (const output of summary.localOutputs) {
      const owner = findOwningProject(output.path, roots);
      if (owner === undefined || owner === apiProject) continue;
      const key = `${owner}\u0000${apiProject}`;
      if (seen.has(key)) continue;
      seen.add(key);
      dependencies.push({ source: owner, target: apiProject, type: DependencyType.implicit });
    }
  }
  return dependencies;
};

function createProjectNodes(
  configFile: string,
  names: TargetNames,
  externalDependencies: string[],
  context: CreateNodesContext,
  cache: PluginCache<CachedTargets>,
): CreateNodesResult {
  const projectRoot = dirname(configFile);
  const siblings = readdirSync(join(context.workspaceRoot, projectRoot));
  if (!siblings.includes('project.json') && !siblings.includes('package.json')) return {};

  const absoluteConfig = join(context.workspaceRoot, configFile);
  const key = hashArray([
    TARGETS_CACHE_VERSION,
    configFile,
    readFileSync(absoluteConfig, 'utf8'),
    externalDependencies.join(','),
  ]);
  let entry = cache.get(key);
  if (entry === undefined) {
    const summary = readConfigSummary(absoluteConfig, context.workspaceRoot);
    entry = { targets: createTargets(summary, basename(configFile), names, externalDependencies) };
    cache.set(key, entry);
  }
  return { projects: { [projectRoot]: { root: projectRoot, targets: entry.targets } } };
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
