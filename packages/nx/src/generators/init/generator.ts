import {
  addDependenciesToPackageJson,
  createProjectGraphAsync,
  formatFiles,
  getProjects,
  readJson,
  readNxJson,
  updateNxJson,
  workspaceRoot,
  type GeneratorCallback,
  type Tree,
} from '@nx/devkit';
import { outlineConfig } from '@bracken/config';
import { join, posix } from 'node:path';
import { writeExplicitTargets } from '../../lib/explicit-targets';
import { PLUGIN_NAME, pluginRegistered, readPluginVersion } from '../../lib/plugin-options';
import { loadEngine } from '../../lib/run-executor';
import type { InitGeneratorSchema } from './schema';

/**
 * `@bracken/nx:init`, run by `nx add @bracken/nx`. Like first-party plugins it registers the
 * plugin in `nx.json` with its options object, choosing target names that clash with no
 * target the workspace's `generators.yml` projects already have (`generate`, else
 * `bracken-generate`, …, as the engine's `chooseTaskNames` picks). With `--addPlugin=false`,
 * or when `nx.json` turns inference plugins off, it writes the same targets into each of those projects instead. It adds
 * `@bracken/nx` and `@bracken/cli` as dev dependencies, and `@nx/devkit` at the workspace's
 * `nx` version when it is missing; a second run changes nothing.
 *
 * @param tree - the workspace tree.
 * @param options - generator options.
 * @returns a task that installs the added packages.
 * @example
 * // nx add @bracken/nx
 * // or: nx g @bracken/nx:init --addPlugin=false
 */
export async function initGenerator(tree: Tree, options: InitGeneratorSchema = {}): Promise<GeneratorCallback> {
  const nxJson = readNxJson(tree) ?? {};
  const addPlugin =
    options.addPlugin ?? (process.env['NX_ADD_PLUGINS'] !== 'false' && nxJson.useInferencePlugins !== false);
  if (!pluginRegistered(tree)) {
    const projects = await brackenProjects(tree);
    const names = loadEngine().chooseTaskNames(projects);
    if (addPlugin) {
      updateNxJson(tree, {
        ...nxJson,
        plugins: [
          ...(nxJson.plugins ?? []),
          {
            plugin: PLUGIN_NAME,
            options: {
              generateTargetName: names.generate,
              checkTargetName: names.check,
              publishTargetName: names.publish,
            },
          },
        ],
      });
    } else {
      for (const project of projects) await writeExplicitTargets(tree, project.name, names);
    }
  }
  let install: GeneratorCallback = () => undefined;
  if (options.skipPackageJson !== true) {
    const version = readPluginVersion();
    install = addDependenciesToPackageJson(
      tree,
      {},
      { '@bracken/cli': version, '@bracken/nx': version, ...devkitMatchingNx(tree) },
      undefined,
      options.keepExistingVersions ?? false,
    );
  }
  if (options.skipFormat !== true) await formatFiles(tree);
  return install;
}

// @nx/devkit is a peer dependency; pinned to the workspace's nx, the package manager never
// picks a newer devkit whose own peer range excludes that nx.
function devkitMatchingNx(tree: Tree): Record<string, string> {
  const manifest = readJson<{ dependencies?: Record<string, string>; devDependencies?: Record<string, string> }>(
    tree,
    'package.json',
  );
  if (manifest.dependencies?.['@nx/devkit'] !== undefined || manifest.devDependencies?.['@nx/devkit'] !== undefined)
    return {};
  const nx = manifest.devDependencies?.['nx'] ?? manifest.dependencies?.['nx'];
  return nx === undefined ? {} : { '@nx/devkit': nx };
}

// Targets from project files and package scripts, plus those other plugins infer when the
// tree is the workspace on disk (the project graph cannot be computed for any other tree).
async function brackenProjects(tree: Tree): Promise<Array<{ name: string; groups: string[]; tasks: Set<string> }>> {
  let inferred: Record<string, string[]> = {};
  if (tree.root === workspaceRoot) {
    try {
      const graph = await createProjectGraphAsync({ exitOnError: false });
      inferred = Object.fromEntries(
        Object.entries(graph.nodes).map(([name, node]) => [name, Object.keys(node.data.targets ?? {})]),
      );
    } catch {
      // A workspace whose graph fails still gets names that avoid its explicit targets.
    }
  }
  const projects: Array<{ name: string; groups: string[]; tasks: Set<string> }> = [];
  for (const [name, project] of [...getProjects(tree)].sort(([a], [b]) => a.localeCompare(b))) {
    const configFile = posix.join(project.root, 'generators.yml');
    const text = tree.read(configFile, 'utf-8');
    if (text === null) continue;
    const tasks = new Set([
      ...Object.keys(project.targets ?? {}),
      ...(inferred[name] ?? []),
      ...loadEngine().packageScripts(tree, project.root),
    ]);
    projects.push({ name, groups: outlineConfig(text, join(tree.root, configFile)).groups, tasks });
  }
  return projects;
}

export default initGenerator;
