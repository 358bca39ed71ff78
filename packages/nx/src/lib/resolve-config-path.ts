import type { ExecutorContext } from '@nx/devkit';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { BrackenNxError } from '../errors';

/**
 * Resolves an executor's `config` option to an absolute path. A missing option means
 * `generators.yml` in the project root; `{projectRoot}` and `{workspaceRoot}` are replaced,
 * and relative paths resolve against the workspace root.
 *
 * @param config - the option as given.
 * @param context - the executor context.
 * @example
 * resolveConfigPath(undefined, context); // '/repo/apis/petstore/generators.yml'
 */
export function resolveConfigPath(config: string | undefined, context: ExecutorContext): string {
  const projectName = context.projectName;
  const project = projectName === undefined ? undefined : context.projectsConfigurations?.projects[projectName];
  if (project === undefined && (config === undefined || config.includes('{projectRoot}'))) {
    throw new BrackenNxError(`cannot find the project root: target ${context.target?.executor ?? 'unknown'} needs a project or an explicit config`);
  }
  const projectRoot = project?.root ?? '.';
  const value = (config ?? join('{projectRoot}', 'generators.yml'))
    .replaceAll('{projectRoot}', projectRoot)
    .replaceAll('{workspaceRoot}', context.root);
  return isAbsolute(value) ? value : resolve(context.root, value);
}

/**
 * The form of a config path to hand to the command line: workspace-relative when it lies
 * inside the workspace, so diagnostics read `apis/petstore/generators.yml:3:16: error: …`.
 *
 * @param config - absolute path.
 * @param workspaceRoot - absolute workspace root.
 * @example
 * displayConfig('/repo/apis/petstore/generators.yml', '/repo'); // 'apis/petstore/generators.yml'
 */
export function displayConfig(config: string, workspaceRoot: string): string {
  const path = relative(workspaceRoot, config);
  return path === '' || path.startsWith('..') || isAbsolute(path) ? config : path;
}
