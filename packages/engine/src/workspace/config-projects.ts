import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { outlineConfig } from '@bracken/config';
import type { FileTree } from './file-tree';
import { packageScripts } from './layout';
import {
  chooseTaskNames,
  projectDependencies,
  summarizeConfig,
  type ProjectDependency,
  type ProjectFolder,
  type TaskNames,
} from './tasks';

/** A project of the workspace and the names of the tasks its build tool already gives it. */
export interface TaskedProject extends ProjectFolder {
  tasks: readonly string[];
}

/**
 * The projects of the tree that hold a `generators.yml`, and the task names that clash with none
 * of their tasks, package scripts included (see {@link chooseTaskNames}).
 *
 * @example
 * chooseWorkspaceTaskNames(tree, [{ name: 'petstore', root: 'apis/petstore', tasks: ['check'] }]);
 * // { names: { generate: 'generate', check: 'bracken-check', publish: 'publish' }, projects: ['petstore'] }
 */
export function chooseWorkspaceTaskNames(
  tree: FileTree,
  projects: readonly TaskedProject[],
): { names: TaskNames; projects: string[] } {
  const holders = [...projects]
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((project) => {
      const configFile = posix.join(project.root, 'generators.yml');
      const text = tree.read(configFile, 'utf-8');
      if (text === null) return [];
      const tasks = new Set([...project.tasks, ...packageScripts(tree, project.root)]);
      return [{ name: project.name, groups: outlineConfig(text, join(tree.root, configFile)).groups, tasks }];
    });
  return { names: chooseTaskNames(holders), projects: holders.map((project) => project.name) };
}

/**
 * The project dependencies that follow from the `generators.yml` in each project's root on disk
 * (see {@link projectDependencies}).
 *
 * @param projects - every project; `reads` lists the workspace-relative files and globs its
 * definition reads, as the build tool recorded them.
 * @example
 * configDependencies('/repo', [{ name: 'petstore', root: 'apis/petstore', reads: ['shared/pet.yaml'] }, { name: 'shared', root: 'shared' }]);
 * // [{ source: 'petstore', target: 'shared', kind: 'declared', file: 'apis/petstore/generators.yml' }]
 */
export function configDependencies(
  workspaceRoot: string,
  projects: ReadonlyArray<ProjectFolder & { reads?: readonly string[] }>,
): ProjectDependency[] {
  const configs = projects.flatMap(({ name, root, reads = [] }) => {
    const configFile = join(workspaceRoot, root, 'generators.yml');
    if (!existsSync(configFile)) return [];
    const summary = summarizeConfig(readFileSync(configFile, 'utf8'), configFile, workspaceRoot);
    // A glob of a folder read by listing (`protos/**/*.proto`) stands for the folder.
    const folders = reads.map((path) => path.replace(/\/\*\*\/\*[^/]*$/, ''));
    return [{ name, root, outputs: summary.localOutputs.map((output) => output.path), reads: folders }];
  });
  return projectDependencies(
    projects.map(({ name, root }) => ({ name, root })),
    configs,
  );
}

/**
 * The packages of `names` installed in the workspace's `node_modules` as folders of their own;
 * those linked from the workspace itself (workspace packages) are left out.
 *
 * @example
 * installedPackages('/repo', ['@bracken/engine', '@bracken/nx']); // ['@bracken/engine']
 */
export function installedPackages(workspaceRoot: string, names: readonly string[]): string[] {
  return names.filter((name) => {
    try {
      const stats = lstatSync(join(workspaceRoot, 'node_modules', name));
      return stats.isDirectory() && !stats.isSymbolicLink();
    } catch {
      return false;
    }
  });
}
