import { addProjectConfiguration, formatFiles, type Tree } from '@nx/devkit';
import { writeExplicitTargets } from '../../lib/explicit-targets';
import { loadEngine } from '../../lib/run-executor';
import type { ApiGeneratorSchema } from './schema';

/**
 * `@bracken/nx:api`: scaffolds an API project holding a `generators.yml` and a starter
 * definition (the engine's `scaffoldApiProject`). The first argument is the project's folder, as
 * with first-party generators; the name defaults to its last segment. The Bracken plugin then
 * infers its `generate`, `check` and `publish` targets (without the plugin they are written into
 * the project).
 *
 * @example
 * // nx g @bracken/nx:api apis/petstore --format openapi
 */
export async function apiGenerator(tree: Tree, options: ApiGeneratorSchema): Promise<void> {
  const { root, name } = loadEngine().scaffoldApiProject(tree, { ...options, sdkCommand: 'nx g @bracken/nx:sdk' });
  addProjectConfiguration(tree, name, {
    root,
    projectType: 'library',
    sourceRoot: root,
    tags: options.tags ?? [],
    targets: {},
  });
  await writeExplicitTargets(tree, name);
  if (options.skipFormat !== true) await formatFiles(tree);
}

export default apiGenerator;
