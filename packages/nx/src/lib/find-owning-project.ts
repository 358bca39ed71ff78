/** A project's name and workspace-relative root. */
export interface ProjectRoot {
  /** Project name. */
  name: string;
  /** Workspace-relative root, `.` for a project at the workspace root. */
  root: string;
}

/**
 * Finds the project whose root holds a workspace-relative path: the deepest one wins. A
 * project at the workspace root owns nothing here, because it would own every path.
 *
 * @param path - workspace-relative path with `/` separators.
 * @param projects - every project of the workspace.
 * @returns the owning project's name, or `undefined`.
 * @example
 * findOwningProject('sdks/petstore-ts/src', [{ name: 'petstore-ts', root: 'sdks/petstore-ts' }]); // 'petstore-ts'
 */
export function findOwningProject(path: string, projects: ProjectRoot[]): string | undefined {
  let best: ProjectRoot | undefined;
  for (const project of projects) {
    const root = project.root.replace(/\/+$/, '');
    if (root === '' || root === '.') continue;
    if (path !== root && !path.startsWith(`${root}/`)) continue;
    if (best === undefined || root.length > best.root.length) best = { name: project.name, root };
  }
  return best?.name;
}
