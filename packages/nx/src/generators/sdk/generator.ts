import { addProjectConfiguration, formatFiles, names, readProjectConfiguration, type Tree } from '@nx/devkit';
import { join, posix } from 'node:path';
import { GeneratorOptionsError } from '../../errors';
import { addGeneratorEntry } from '../../lib/add-generator-entry';
import { generateTemplates } from '../../lib/generate-templates';
import type { SdkGeneratorSchema } from './schema';

/** Folder inside the SDK project that receives the generated package. */
export const GENERATED_DIR = 'generated';

/**
 * `@bracken/nx:sdk`: adds a generator entry to a group of an API project's
 * `generators.yml`, then scaffolds the SDK project that receives its output: a
 * `project.json` whose `build` depends on the API's `generate`, and a `tsconfig.json`.
 *
 * @param tree - the workspace tree.
 * @param options - generator options.
 * @throws GeneratorOptionsError when the API project or its generators.yml is missing.
 * @example
 * // nx g @bracken/nx:sdk petstore-ts --api petstore
 */
export async function sdkGenerator(tree: Tree, options: SdkGeneratorSchema): Promise<void> {
  const apiRoot = readApiRoot(tree, options.api);
  const configFile = posix.join(apiRoot, 'generators.yml');
  const configText = tree.read(configFile, 'utf-8');
  if (configText === null) {
    throw new GeneratorOptionsError(`cannot add an SDK to ${options.api}: ${configFile} does not exist (create it with nx g @bracken/nx:api)`);
  }
  const projectRoot = normalizeRoot(options.directory ?? options.name);
  if (tree.exists(posix.join(projectRoot, 'project.json')) || tree.exists(posix.join(projectRoot, 'package.json'))) {
    throw new GeneratorOptionsError(`cannot create SDK project ${options.name}: ${projectRoot} already holds a project`);
  }

  const group = options.group ?? 'typescript';
  const outputPath = relativeFrom(apiRoot, posix.join(projectRoot, GENERATED_DIR));
  const { text } = addGeneratorEntry(configText, configFile, group, {
    name: options.generator ?? 'bracken-typescript-sdk',
    version: options.generatorVersion ?? '0.1.0',
    outputPath,
    config: { namespaceExport: options.namespaceExport ?? names(options.api).className },
  });
  tree.write(configFile, text);

  addProjectConfiguration(tree, options.name, {
    root: projectRoot,
    projectType: 'library',
    sourceRoot: posix.join(projectRoot, GENERATED_DIR, 'src'),
    tags: options.tags ?? [],
    implicitDependencies: [options.api],
    targets: {
      build: {
        executor: 'nx:run-commands',
        dependsOn: [{ projects: [options.api], target: 'generate' }],
        inputs: ['{projectRoot}/tsconfig.json', { dependentTasksOutputFiles: '**/*.ts' }],
        outputs: ['{projectRoot}/dist'],
        cache: true,
        options: { command: 'tsc -p tsconfig.json', cwd: '{projectRoot}' },
      },
    },
  });
  generateTemplates(tree, join(__dirname, 'files'), projectRoot, {
    name: options.name,
    api: options.api,
    generatedDir: GENERATED_DIR,
  });
  if (options.skipFormat !== true) await formatFiles(tree);
}

function readApiRoot(tree: Tree, api: string): string {
  try {
    return readProjectConfiguration(tree, api).root;
  } catch (error) {
    throw new GeneratorOptionsError(`cannot add an SDK: API project ${api} not found in the workspace`, { cause: error });
  }
}

function relativeFrom(from: string, to: string): string {
  const path = posix.relative(from === '.' ? '' : from, to);
  return path.startsWith('.') ? path : `./${path}`;
}

function normalizeRoot(directory: string): string {
  return directory.replace(/\\/g, '/').replace(/^\.\/+/, '').replace(/\/+$/, '');
}

export default sdkGenerator;
