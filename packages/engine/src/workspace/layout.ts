import { posix } from 'node:path';
import { readJsonFile, WorkspaceError, writeJsonFile, type FileTree } from './file-tree';

interface RootManifest {
  name?: unknown;
  workspaces?: unknown;
}

/** Folder inside an SDK project that receives the generated package. */
export const GENERATED_DIR = 'generated';

/**
 * The folder of a new project as given on the command line, workspace-relative with `/` and no
 * `./` or trailing slash.
 *
 * @param what - the project, for the message: `an API project`.
 * @throws WorkspaceError when it is not a folder inside the workspace.
 * @example
 * projectFolder('./packages/petstore/', 'an API project'); // 'packages/petstore'
 */
export function projectFolder(directory: string, what: string): string {
  const root = posix.normalize(directory.replace(/\\/g, '/').replace(/^\.\/+/, '')).replace(/\/+$/, '');
  if (root === '' || root === '.' || root.startsWith('..'))
    throw new WorkspaceError(
      `cannot create ${what}: directory ${JSON.stringify(directory)} must be a folder inside the workspace`,
    );
  return root;
}

/**
 * The path from one workspace folder to another, starting with `.` as `generators.yml` writes it.
 *
 * @example
 * relativeFrom('apis/petstore', 'sdks/petstore-ts/generated'); // '../../sdks/petstore-ts/generated'
 */
export function relativeFrom(from: string, to: string): string {
  const path = posix.relative(from === '.' ? '' : from, to);
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * The path from a workspace folder back to the workspace root, with a trailing slash.
 *
 * @example
 * offsetFromRoot('packages/petstore-ts'); // '../../'
 */
export function offsetFromRoot(folder: string): string {
  return '../'.repeat(folder.split('/').filter((segment) => segment !== '' && segment !== '.').length);
}

/**
 * The package-manager workspace globs of the root `package.json` (`workspaces` as a list or
 * as `{ packages }`).
 */
export function workspaceGlobs(tree: FileTree): string[] {
  const workspaces = readJsonFile<RootManifest>(tree, 'package.json')?.workspaces;
  const packages =
    typeof workspaces === 'object' && workspaces !== null ? (workspaces as { packages?: unknown }).packages : undefined;
  const list: unknown[] = Array.isArray(workspaces) ? workspaces : Array.isArray(packages) ? packages : [];
  return list.filter((glob): glob is string => typeof glob === 'string');
}

// `*` is one folder name, `**` any number of them: the forms package managers accept.
function globMatches(glob: string, directory: string): boolean {
  const pattern = glob.replace(/^\.\//, '').replace(/\/+$/, '');
  const source = pattern
    .split('/')
    .map((segment) =>
      segment === '**'
        ? '(?:[^/]+/)*'
        : `${segment
            .replace(/[.+^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '[^/]*')
            .replace(/\?/g, '[^/]')}/`,
    )
    .join('');
  return new RegExp(`^${source}$`).test(`${directory}/`);
}

/**
 * Whether a folder is a package of the package-manager workspaces, so that a `package.json`
 * there makes it a project and lets other packages depend on it by name.
 *
 * @example
 * coveredByWorkspaces(tree, 'packages/petstore-ts'); // true with "workspaces": ["packages/*"]
 */
export function coveredByWorkspaces(tree: FileTree, directory: string): boolean {
  let covered = false;
  for (const glob of workspaceGlobs(tree)) {
    const negated = glob.startsWith('!');
    if (globMatches(negated ? glob.slice(1) : glob, directory)) covered = !negated;
  }
  return covered;
}

/** Adds `<parent>/*` to the root `package.json` workspaces, as a library generator does for a folder they do not cover yet. */
export function addToWorkspaces(tree: FileTree, directory: string): void {
  const manifest = readJsonFile<RootManifest>(tree, 'package.json');
  if (manifest === undefined) return;
  const glob = posix.join(posix.dirname(directory), '*');
  const updated = { ...manifest } as Record<string, unknown>;
  if (Array.isArray(manifest.workspaces)) updated['workspaces'] = [...manifest.workspaces, glob];
  else if (typeof manifest.workspaces === 'object' && manifest.workspaces !== null) {
    const object = manifest.workspaces as { packages?: unknown[] };
    updated['workspaces'] = { ...object, packages: [...(object.packages ?? []), glob] };
  } else updated['workspaces'] = [glob];
  writeJsonFile(tree, 'package.json', updated);
}

/**
 * The npm scope of the workspace: the scope of the root package name.
 *
 * @example
 * npmScope(tree); // 'acme' when the root package is '@acme/source'
 */
export function npmScope(tree: FileTree): string | undefined {
  const name = readJsonFile<RootManifest>(tree, 'package.json')?.name;
  return (typeof name === 'string' ? /^@([^/]+)\//.exec(name) : null)?.[1];
}

/** The names of the scripts of a project's `package.json`: tasks the project already has. */
export function packageScripts(tree: FileTree, root: string): string[] {
  const scripts = readJsonFile<{ scripts?: Record<string, unknown> }>(tree, posix.join(root, 'package.json'))?.scripts;
  return typeof scripts === 'object' && scripts !== null ? Object.keys(scripts) : [];
}
