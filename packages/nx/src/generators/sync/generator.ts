import { getProjects, type TargetDependencyConfig, type Tree } from '@nx/devkit';
import { loadEngine, pluginOptions, targetNames } from '../../lib/workspace';

// What a sync generator tells Nx; nothing when the workspace is in sync.
type SyncResult = void | { outOfSyncMessage: string; outOfSyncDetails: string[] };

/**
 * `@bracken/nx:sync`: points each output path of a `generators.yml` that names a folder no project
 * holds (after `nx g @nx/workspace:move`) at the project whose targets depend on that group's
 * generate target, and removes the files left behind (the engine's `planOutputMoves` decides).
 * @example // nx sync   → apis/petstore/generators.yml: path: ../../sdks/petstore-ts/generated
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
  const moves = engine.planOutputMoves(tree, projects, targetNames(pluginOptions(tree)).generate);
  const details = engine.applyOutputMoves(tree, moves);
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
