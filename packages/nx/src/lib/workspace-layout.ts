import { readJson, readNxJson, type Tree } from '@nx/devkit';
import { posix } from 'node:path';

interface RootManifest {
  name?: unknown;
  workspaces?: unknown;
}

/**
 * Whether `@nx/js/typescript` infers `build` and `typecheck` from `tsconfig` files here, as
 * in a workspace made with `create-nx-workspace --preset=ts`.
 *
 * @param tree - the workspace tree.
 */
export function infersTypeScriptTargets(tree: Tree): boolean {
  return (readNxJson(tree)?.plugins ?? []).some((plugin) => (typeof plugin === 'string' ? plugin : plugin.plugin) === '@nx/js/typescript');
}

/**
 * The package-manager workspace globs of the root `package.json` (`workspaces` as a list or
 * as `{ packages }`).
 *
 * @param tree - the workspace tree.
 */
export function workspaceGlobs(tree: Tree): string[] {
  const manifest = readRootManifest(tree);
  const workspaces = manifest?.workspaces;
  const list = Array.isArray(workspaces)
    ? workspaces
    : typeof workspaces === 'object' && workspaces !== null && Array.isArray((workspaces as { packages?: unknown }).packages)
      ? ((workspaces as { packages: unknown[] }).packages)
      : [];
  return list.filter((glob): glob is string => typeof glob === 'string');
}

/**
 * Whether a folder is a package of the package-manager workspaces, so that a `package.json`
 * there makes it an Nx project and lets other packages depend on it by name.
 *
 * @param tree - the workspace tree.
 * @param directory - workspace-relative folder.
 * @example
 * coveredByWorkspaces(tree, 'packages/petstore-ts'); // true with "workspaces": ["packages/*"]
 */
export function coveredByWorkspaces(tree: Tree, directory: string): boolean {
  let covered = false;
  for (const glob of workspaceGlobs(tree)) {
    const negated = glob.startsWith('!');
    if (globMatches(negated ? glob.slice(1) : glob, directory)) covered = !negated;
  }
  return covered;
}

/**
 * Adds `<parent>/*` to the root `package.json` workspaces, as `@nx/js` does for a library in a
 * folder they do not cover yet.
 *
 * @param tree - the workspace tree.
 * @param directory - workspace-relative folder of the new package.
 */
export function addToWorkspaces(tree: Tree, directory: string): void {
  const manifest = readRootManifest(tree);
  if (manifest === undefined) return;
  const glob = posix.join(posix.dirname(directory), '*');
  const updated = { ...manifest } as Record<string, unknown>;
  if (Array.isArray(manifest.workspaces)) updated['workspaces'] = [...manifest.workspaces, glob];
  else if (typeof manifest.workspaces === 'object' && manifest.workspaces !== null) {
    const object = manifest.workspaces as { packages?: unknown[] };
    updated['workspaces'] = { ...object, packages: [...(object.packages ?? []), glob] };
  } else updated['workspaces'] = [glob];
  tree.write('package.json', `${JSON.stringify(updated, null, 2)}\n`);
}

/**
 * The npm scope of the workspace: the scope of the root package name (`@acme/source` → `acme`).
 *
 * @param tree - the workspace tree.
 */
export function npmScope(tree: Tree): string | undefined {
  const name = readRootManifest(tree)?.name;
  const match = typeof name === 'string' ? /^@([^/]+)\//.exec(name) : null;
  return match?.[1];
}

/**
 * The one custom condition `tsconfig.base.json` declares (`@acme/source` in a `--preset=ts`
 * workspace), under which packages export their TypeScript sources.
 *
 * @param tree - the workspace tree.
 */
export function sourceCondition(tree: Tree): string | undefined {
  if (!tree.exists('tsconfig.base.json')) return undefined;
  const conditions = readJson<{ compilerOptions?: { customConditions?: unknown } }>(tree, 'tsconfig.base.json').compilerOptions?.customConditions;
  return Array.isArray(conditions) && conditions.length === 1 && typeof conditions[0] === 'string' ? conditions[0] : undefined;
}

function readRootManifest(tree: Tree): RootManifest | undefined {
  return tree.exists('package.json') ? readJson<RootManifest>(tree, 'package.json') : undefined;
}

// `*` is one folder name, `**` any number of them: the forms package managers accept.
function globMatches(glob: string, directory: string): boolean {
  const pattern = glob.replace(/^\.\//, '').replace(/\/+$/, '');
  const source = pattern
    .split('/')
    .map((segment) => (segment === '**' ? '(?:[^/]+/)*' : `${segment.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')}/`))
    .join('');
  return new RegExp(`^${source}$`).test(`${directory}/`);
}
