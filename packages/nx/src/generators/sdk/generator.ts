import type { ScaffoldSdkProjectOptions } from '@bracken/engine';
import * as devkit from '@nx/devkit';
import { join, posix } from 'node:path';
import { GeneratorOptionsError } from '../../errors';
import { groupTargetName, loadEngine, pluginOptions, targetNames, writeExplicitTargets } from '../../lib/workspace';

/** Options of the `@bracken/nx:sdk` generator: the engine's `scaffoldSdkProject` options, and the project's. */
export interface SdkGeneratorSchema extends Omit<ScaffoldSdkProjectOptions, 'apiRoot' | 'apiCommand'> {
  /** @deprecated Former name of {@link SdkGeneratorSchema.generatorName}. */
  generator?: string;
  /** Tags of the new project. @default [] */
  tags?: string[];
  /** Do not format the generated files. @default false */
  skipFormat?: boolean;
  /** Do not run the package manager afterwards. @default false */
  skipInstall?: boolean;
}

/** The Nx plugin that infers the build tasks of a project in each language, so they are not written out. */
const INFERRING_PLUGINS: Record<string, string> = { typescript: '@nx/js/typescript' };

/**
 * `@bracken/nx:sdk`: adds a generator entry to an API's `generators.yml` and scaffolds the project
 * receiving its output (the engine's `scaffoldSdkProject`), whose targets depend on the group's
 * generate target and run commands unless a plugin of the workspace infers them.
 * @returns a task that links the new package into the workspace.
 * @throws GeneratorOptionsError when the API project is missing; WorkspaceError when its generators.yml is.
 * @example // nx g @bracken/nx:sdk packages/petstore-ts --api petstore
 */
export async function sdkGenerator(tree: devkit.Tree, options: SdkGeneratorSchema): Promise<devkit.GeneratorCallback> {
  const apiRoot = devkit.getProjects(tree).get(options.api)?.root;
  if (apiRoot === undefined)
    throw new GeneratorOptionsError(`cannot add an SDK: API project ${options.api} not found in the workspace`);
  const engine = loadEngine();
  const project = engine.scaffoldSdkProject(tree, {
    ...options,
    apiRoot,
    generatorName: options.generatorName ?? options.generator,
    apiCommand: 'nx g @bracken/nx:api',
  });
  await writeExplicitTargets(tree, options.api);
  const { root, name, packageName, layout } = project;

  const generateTarget = groupTargetName(targetNames(pluginOptions(tree)).generate, project.group);
  const inferringPlugin = INFERRING_PLUGINS[project.language ?? ''];
  const inferred = inferringPlugin !== undefined && pluginOptions(tree, inferringPlugin) !== undefined;
  const targets: Record<string, devkit.TargetConfiguration> = {};
  for (const [taskName, task] of Object.entries(layout.tasks)) {
    const dependsOn = [{ projects: [options.api], target: generateTarget }, ...task.dependsOn];
    targets[taskName] =
      task.command === undefined || inferred
        ? { dependsOn }
        : {
            dependsOn,
            executor: 'nx:run-commands',
            options: { command: task.command, cwd: '{projectRoot}' },
            inputs: [...task.inputs.map((input) => `{projectRoot}/${input}`), '^production'],
            outputs: task.outputs.map((output) => `{projectRoot}/${output}`),
            cache: true,
          };
  }
  const nxConfig = { tags: options.tags ?? [], implicitDependencies: [options.api], targets };
  if (project.workspacePackage) {
    devkit.updateJson(tree, posix.join(root, 'package.json'), (json: object) => ({
      ...json,
      nx: { ...(name !== packageName ? { name } : {}), ...nxConfig },
    }));
  } else {
    const sourceRoot = posix.join(root, layout.sourceRoot);
    devkit.addProjectConfiguration(tree, name, { root, projectType: 'library', sourceRoot, ...nxConfig });
  }
  if (layout.hiddenFiles.length > 0) tree.write(posix.join(root, '.nxignore'), `${layout.hiddenFiles.join('\n')}\n`);
  const generatedDir = engine.GENERATED_DIR;
  const substitutions = { packageName, projectName: name, api: options.api, generateTarget, generatedDir };
  engine.renderTemplates(tree, join(__dirname, 'files'), root, substitutions);

  const install = devkit.addDependenciesToPackageJson(tree, {}, layout.devDependencies, undefined, true);
  if (options.skipFormat !== true) await devkit.formatFiles(tree);
  if (!project.workspacePackage || options.skipInstall === true) return install;
  return devkit.runTasksInSerial(install, () => devkit.installPackagesTask(tree, true));
}
