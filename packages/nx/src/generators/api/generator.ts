import { GENERATORS_SCHEMA_ID } from '@bracken/config';
import { addProjectConfiguration, formatFiles, names, type Tree } from '@nx/devkit';
import { join } from 'node:path';
import { GeneratorOptionsError } from '../../errors';
import { writeExplicitTargets } from '../../lib/explicit-targets';
import { loadEngine } from '../../lib/run-executor';
import type { ApiGeneratorSchema } from './schema';

/**
 * `@bracken/nx:api`: scaffolds an API project holding a `generators.yml` and a starter
 * definition. The first argument is the project's folder, as with first-party generators;
 * the name defaults to its last segment. The Bracken plugin then infers its `generate`,
 * `check` and `publish` targets (without the plugin they are written into the project).
 *
 * @example
 * // nx g @bracken/nx:api apis/petstore --format openapi
 */
export async function apiGenerator(tree: Tree, options: ApiGeneratorSchema): Promise<void> {
  const format = options.format ?? 'openapi';
  const engine = loadEngine();
  const projectRoot = engine.projectFolder(options.directory, 'an API project');
  const name = options.name ?? projectRoot.split('/').pop() ?? projectRoot;
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
  const proto = propertyName.toLowerCase().replace(/[^a-z0-9]/g, '');
  const substitutions = {
    name,
    directory: projectRoot,
    title: className,
    className,
    fileName,
    format,
    schemaId: GENERATORS_SCHEMA_ID,
    protoPackage: `${proto}.v1`,
    protoDir: `${proto}/v1`,
  };
  engine.renderTemplates(tree, join(__dirname, 'files', 'common'), projectRoot, substitutions);
  engine.renderTemplates(tree, join(__dirname, 'files', format), projectRoot, substitutions);
  await writeExplicitTargets(tree, name);
  if (options.skipFormat !== true) await formatFiles(tree);
}

export default apiGenerator;
