import { addProjectConfiguration, formatFiles, names, type Tree } from '@nx/devkit';
import { GENERATORS_SCHEMA_ID } from '@bracken/config';
import { join, posix } from 'node:path';
import { GeneratorOptionsError } from '../../errors';
import { pluginRegistered, writeExplicitTargets } from '../../lib/explicit-targets';
import { generateTemplates } from '../../lib/generate-templates';
import { readTargetNames } from '../../lib/read-plugin-options';
import type { ApiFormat, ApiGeneratorSchema } from './schema';

/**
 * `@bracken/nx:api`: scaffolds an API project holding a `generators.yml` and a starter
 * definition. The first argument is the project's folder, as with first-party generators;
 * the name defaults to its last segment. The Bracken plugin then infers its `generate`,
 * `check` and `publish` targets (without the plugin they are written into the project).
 *
 * @param tree - the workspace tree.
 * @param options - generator options.
 * @example
 * // nx g @bracken/nx:api apis/petstore --format openapi
 */
export async function apiGenerator(tree: Tree, options: ApiGeneratorSchema): Promise<void> {
  const format: ApiFormat = options.format ?? 'openapi';
  const projectRoot = normalizeRoot(options.directory);
  const name = options.name ?? projectRoot.split('/').pop() ?? projectRoot;
  if (projectRoot === '' || projectRoot === '.' || projectRoot.startsWith('..')) {
    throw new GeneratorOptionsError(`cannot create an API project: directory ${JSON.stringify(options.directory)} must be a folder inside the workspace`);
  }
  if (tree.exists(join(projectRoot, 'generators.yml'))) {
    throw new GeneratorOptionsError(`cannot create API project ${name}: ${projectRoot}/generators.yml already exists`);
  }
  addProjectConfiguration(tree, name, {
    root: projectRoot,
    projectType: 'library',
    sourceRoot: projectRoot,
    tags: options.tags ?? [],
    targets: {},
  });

  const { className, fileName, propertyName } = names(name);
  const substitutions = {
    name,
    directory: projectRoot,
    title: className,
    className,
    fileName,
    format,
    schemaId: GENERATORS_SCHEMA_ID,
    protoPackage: `${propertyName.toLowerCase().replace(/[^a-z0-9]/g, '')}.v1`,
    protoDir: `${propertyName.toLowerCase().replace(/[^a-z0-9]/g, '')}/v1`,
  };
  generateTemplates(tree, join(__dirname, 'files', 'common'), projectRoot, substitutions);
  generateTemplates(tree, join(__dirname, 'files', format), projectRoot, substitutions);
  if (!pluginRegistered(tree)) await writeExplicitTargets(tree, name, readTargetNames(tree));
  if (options.skipFormat !== true) await formatFiles(tree);
}

function normalizeRoot(directory: string): string {
  return posix.normalize(directory.replace(/\\/g, '/').replace(/^\.\/+/, '')).replace(/\/+$/, '');
}

export default apiGenerator;
