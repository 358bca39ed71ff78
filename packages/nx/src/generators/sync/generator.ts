import { getProjects, type TargetDependencyConfig, type Tree } from '@nx/devkit';
import { loadEngine } from '../../lib/engine';
import { readTargetNames } from '../../lib/targets';

/** What a sync generator tells Nx; nothing when the workspace is in sync. */
export type SyncResult = void | { outOfSyncMessage: string; outOfSyncDetails?: string[] };

/**
 * `@bracken/nx:sync`: keeps each `local-file-system` output path of a `generators.yml` on the
 * SDK project that receives it. After `nx g @nx/workspace:move` of an SDK project the path
 * names a folder that no project holds; the project whose targets depend on that group's
 * generate target (what `nx g @bracken/nx:sdk` scaffolds) is the one that moved, so the path
 * is rewritten to its `generated` folder, and Bracken's files the move left behind are
 * removed (the engine's `planOutputMoves` decides). Nx runs it before the generate targets,
 * and `nx sync` runs it on demand.
 *
 * @param tree - the workspace tree.
 * @example
 * // nx g @nx/workspace:move --projectName petstore-ts --destination sdks/petstore-ts
 * // nx sync   → apis/petstore/generators.yml: path: ../../sdks/petstore-ts/generated
 */
export async function syncGenerator(tree: Tree): Promise<SyncResult> {
  const projects = [...getProjects(tree)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, project]) => ({
      name,
      root: project.root,
      dependsOn: Object.values(project.targets ?? {}).flatMap((target) =>
        (target.dependsOn ?? []).flatMap(dependencyTasks),
      ),
    }));
  const engine = loadEngine();
  const details = engine.applyOutputMoves(tree, engine.planOutputMoves(tree, projects, readTargetNames(tree).generate));
  if (details.length === 0) return;
  return {
    outOfSyncMessage:
      'generators.yml output paths name folders that no project holds; they are moved to the SDK projects that depend on them.',
    outOfSyncDetails: details,
  };
}

// A target's `dependsOn` entry as the tasks of other projects it names: `project:target`, or
// `{ projects, target }`; entries about the project's own targets name none.
function dependencyTasks(dependency: string | TargetDependencyConfig): Array<{ project: string; task: string }> {
  if (typeof dependency === 'string') {
    const colon = dependency.indexOf(':');
    return colon < 0 ? [] : [{ project: dependency.slice(0, colon), task: dependency.slice(colon + 1) }];
  }
  const { projects, target } = dependency;
  if (projects === undefined || target === undefined) return [];
  return (Array.isArray(projects) ? projects : [projects]).map((project) => ({ project, task: target }));
}
