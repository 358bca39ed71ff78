import {
  addDependenciesToPackageJson,
  addProjectConfiguration,
  formatFiles,
  installPackagesTask,
  getProjects,
  runTasksInSerial,
  updateJson,
  type GeneratorCallback,
  type TargetConfiguration,
  type Tree,
} from '@nx/devkit';
import type { ScaffoldSdkProjectOptions } from '@bracken/engine';
import { join, posix } from 'node:path';
import { GeneratorOptionsError } from '../../errors';
import { loadEngine } from '../../lib/engine';
import { groupTargetName, pluginEntry, readTargetNames, writeExplicitTargets } from '../../lib/targets';

/** Options of the `@bracken/nx:sdk` generator: the engine's `scaffoldSdkProject` options, and the project's. */
export interface SdkGeneratorSchema extends Omit<ScaffoldSdkProjectOptions, 'apiRoot'> {
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
 * `@bracken/nx:sdk`: adds a generator entry to a group of an API project's `generators.yml`,
 * then scaffolds the project that receives its output as the generator lays it out (the
 * engine's `scaffoldSdkProject`; for TypeScript, a package like `@nx/js:library` makes in the
 * same workspace). Every target of the project depends on the group's generate target of the
 * API project; its `build` and `typecheck` commands are written unless a plugin of the
 * workspace infers them. Bracken writes the sources to `generated/`, whose own `package.json`
 * and tsconfig files are hidden from Nx so that it never becomes a project.
 *
 * @returns a task that links the new package into the workspace.
 * @throws GeneratorOptionsError when the API project or its generators.yml is missing.
 * @example
 * // nx g @bracken/nx:sdk packages/petstore-ts --api petstore
 */
export async function sdkGenerator(tree: Tree, options: SdkGeneratorSchema): Promise<GeneratorCallback> {
  const apiRoot = getProjects(tree).get(options.api)?.root;
  if (apiRoot === undefined)
    throw new GeneratorOptionsError(`cannot add an SDK: API project ${options.api} not found in the workspace`);
  const configFile = posix.join(apiRoot, 'generators.yml');
  if (!tree.exists(configFile))
    throw new GeneratorOptionsError(
      `cannot add an SDK to ${options.api}: ${configFile} does not exist (create it with nx g @bracken/nx:api)`,
    );
  const engine = loadEngine();
  const project = engine.scaffoldSdkProject(tree, {
    ...options,
    apiRoot,
    generatorName: options.generatorName ?? options.generator,
  });
  await writeExplicitTargets(tree, options.api);

  const generateTarget = groupTargetName(readTargetNames(tree).generate, project.group);
  const inferringPlugin = INFERRING_PLUGINS[project.language ?? ''];
  const inferred = inferringPlugin !== undefined && pluginEntry(tree, inferringPlugin) !== undefined;
  const targets: Record<string, TargetConfiguration> = {};
  for (const [name, task] of Object.entries(project.layout.tasks)) {
    const dependsOn = [{ projects: [options.api], target: generateTarget }, ...task.dependsOn];
    targets[name] =
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
    updateJson(tree, posix.join(project.root, 'package.json'), (json: object) => ({
      ...json,
      nx: { ...(project.name !== project.packageName ? { name: project.name } : {}), ...nxConfig },
    }));
  } else {
    addProjectConfiguration(tree, project.name, {
      root: project.root,
      projectType: 'library',
      sourceRoot: posix.join(project.root, project.layout.sourceRoot),
      ...nxConfig,
    });
  }
  const hidden = project.layout.hiddenFiles;
  if (hidden.length > 0) tree.write(posix.join(project.root, '.nxignore'), `${hidden.join('\n')}\n`);
  const substitutions = {
    packageName: project.packageName,
    projectName: project.name,
    api: options.api,
    generateTarget,
    generatedDir: engine.GENERATED_DIR,
  };
  engine.renderTemplates(tree, join(__dirname, 'files'), project.root, substitutions);

  const tasks: GeneratorCallback[] = [
    addDependenciesToPackageJson(tree, {}, project.layout.devDependencies, undefined, true),
  ];
  if (options.skipFormat !== true) await formatFiles(tree);
  if (project.workspacePackage && options.skipInstall !== true) tasks.push(() => installPackagesTask(tree, true));
  return runTasksInSerial(...tasks);
}
