import type { ScaffoldApiProjectOptions } from '@bracken/engine';
import { addProjectConfiguration, formatFiles, type Tree } from '@nx/devkit';
import { loadEngine, writeExplicitTargets } from '../../lib/workspace';

/** Options of the `@bracken/nx:api` generator: the engine's `scaffoldApiProject` options, and the project's. */
export interface ApiGeneratorSchema extends Omit<ScaffoldApiProjectOptions, 'sdkCommand'> {
  /** Tags of the new project. @default [] */
  tags?: string[];
  /** Do not format the generated files. @default false */
  skipFormat?: boolean;
}

/**
 * `@bracken/nx:api`: scaffolds an API project in a folder (named after it by default) holding a
 * `generators.yml` and a starter definition (the engine's `scaffoldApiProject`); without the
 * plugin registered, its targets are written into the project.
 * @example // nx g @bracken/nx:api apis/petstore --format openapi
 */
export async function apiGenerator(tree: Tree, options: ApiGeneratorSchema): Promise<void> {
  const { root, name } = loadEngine().scaffoldApiProject(tree, { ...options, sdkCommand: 'nx g @bracken/nx:sdk' });
  const tags = options.tags ?? [];
  addProjectConfiguration(tree, name, { root, projectType: 'library', sourceRoot: root, tags, targets: {} });
  await writeExplicitTargets(tree, name);
  if (options.skipFormat !== true) await formatFiles(tree);
}
