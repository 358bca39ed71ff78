import * as devkit from '@nx/devkit';
import type { GeneratorCallback, Tree } from '@nx/devkit';
import { loadEngine, PLUGIN_NAME, pluginOptions, readPluginVersion, writeExplicitTargets } from '../../lib/workspace';

/** Options of the `@bracken/nx:init` generator. */
export interface InitGeneratorSchema {
  /** Register the plugin. @default true, unless `useInferencePlugins: false` or `NX_ADD_PLUGINS=false` */
  addPlugin?: boolean;
  /** Do not add dev dependencies to package.json. @default false */
  skipPackageJson?: boolean;
  /** Keep versions of Bracken packages already in package.json. @default false */
  keepExistingVersions?: boolean;
  /** Do not format the changed files. @default false */
  skipFormat?: boolean;
}

/**
 * `@bracken/nx:init`, run by `nx add @bracken/nx`: registers the plugin in `nx.json` with target
 * names no project's targets clash with (the engine's `chooseWorkspaceTaskNames`), or writes those
 * targets into the projects when inference plugins are off; adds the dev dependencies. Idempotent.
 * @returns a task that installs the added packages.
 * @example // nx g @bracken/nx:init --addPlugin=false
 */
export async function initGenerator(tree: Tree, options: InitGeneratorSchema = {}): Promise<GeneratorCallback> {
  const nxJson = devkit.readNxJson(tree) ?? {};
  const addPlugin =
    options.addPlugin ?? (process.env['NX_ADD_PLUGINS'] !== 'false' && nxJson.useInferencePlugins !== false);
  if (pluginOptions(tree) === undefined) {
    const { names, projects } = loadEngine().chooseWorkspaceTaskNames(tree, await projectTasks(tree));
    const { generate, check, publish } = names;
    const entry = {
      plugin: PLUGIN_NAME,
      options: { generateTargetName: generate, checkTargetName: check, publishTargetName: publish },
    };
    if (addPlugin) devkit.updateNxJson(tree, { ...nxJson, plugins: [...(nxJson.plugins ?? []), entry] });
    else for (const project of projects) await writeExplicitTargets(tree, project, names);
  }
  let install: GeneratorCallback = () => undefined;
  if (options.skipPackageJson !== true) {
    const version = readPluginVersion();
    // @nx/devkit is a peer dependency: pinned to the workspace's nx, it always accepts that nx.
    const devkitPeer = loadEngine().peerAtHostVersion(tree, '@nx/devkit', 'nx');
    const packages = { '@bracken/cli': version, '@bracken/nx': version, ...devkitPeer };
    install = devkit.addDependenciesToPackageJson(tree, {}, packages, undefined, options.keepExistingVersions ?? false);
  }
  if (options.skipFormat !== true) await devkit.formatFiles(tree);
  return install;
}

// Targets from project files, plus those other plugins infer when the tree is the workspace on
// disk (the project graph cannot be computed for any other tree).
async function projectTasks(tree: Tree): Promise<Array<{ name: string; root: string; tasks: string[] }>> {
  // A workspace whose graph fails still gets names that avoid its explicit targets.
  const graph =
    tree.root === devkit.workspaceRoot
      ? await devkit.createProjectGraphAsync({ exitOnError: false }).catch(() => undefined)
      : undefined;
  return [...devkit.getProjects(tree)].map(([name, project]) => ({
    name,
    root: project.root,
    tasks: [...Object.keys(project.targets ?? {}), ...Object.keys(graph?.nodes[name]?.data.targets ?? {})],
  }));
}
