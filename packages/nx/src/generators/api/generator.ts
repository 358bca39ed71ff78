import { addProjectConfiguration, formatFiles, names, type Tree } from '@nx/devkit';
import { GENERATORS_SCHEMA_ID } from '@bracken/config';
import { join } from 'node:path';
import { GeneratorOptionsError } from '../../errors';
import { generateTemplates } from '../../lib/generate-templates';
import type { ApiFormat, ApiGeneratorSchema } from './schema';

/**
 * `@bracken/nx:api`: scaffolds an API project holding a `generators.yml` and a starter
 * definition. The Bracken plugin then infers its `generate`, `check` and `publish` targets.
 *
 * @param tree - the workspace tree.
 * @param options - generator options.
 * @example
 * // nx g @bracken/nx:api petstore --format openapi
 */
export async function apiGenerator(tree: Tree, options: ApiGeneratorSchema): Promise<void> {
  const format: ApiFormat = options.format ?? 'openapi';
  const projectRoot = normalizeRoot(options.directory ?? options.name);
  if (tree.exists(join(projectRoot, 'generators.yml'))) {
    throw new GeneratorOptionsError(`cannot create API project ${options.name}: ${projectRoot}/generators.yml already exists`);
  }
  addProjectConfiguration(tree, options.name, {
    root: projectRoot,
    projectType: 'library',
    sourceRoot: projectRoot,
    tags: options.tags ?? [],
    targets: {},
  });

  const { className, fileName, propertyName } = names(options.name);
  const substitutions = {
    name: options.name,
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
  if (options.skipFormat !== true) await formatFiles(tree);
}

function normalizeRoot(directory: string): string {
  return directory.replace(/\\/g, '/').replace(/^\.\/+/, '').replace(/\/+$/, '');
}

export default apiGenerator;
