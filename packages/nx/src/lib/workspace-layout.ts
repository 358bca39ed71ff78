import { generateFiles, readJson, type Tree } from '@nx/devkit';
import { readdirSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { GeneratorOptionsError } from '../errors';

interface RootManifest {
  name?: unknown;
  workspaces?: unknown;
}

/** Folder inside an SDK project that receives the generated package. */
export const GENERATED_DIR = 'generated';

function readRootManifest(tree: Tree): RootManifest | undefined {
  return tree.exists('package.json') ? readJson<RootManifest>(tree, 'package.json') : undefined;
}

/**
 * The folder of a new project as given on the command line, workspace-relative with `/` and no
 * `./` or trailing slash.
 *
 * @param what - the project, for the message: `an API project`.
 * @throws GeneratorOptionsError when it is not a folder inside the workspace.
 */
export function projectFolder(directory: string, what: string): string {
  const root = posix.normalize(directory.replace(/\\/g, '/').replace(/^\.\/+/, '')).replace(/\/+$/, '');
  if (root === '' || root === '.' || root.startsWith('..')) throw new GeneratorOptionsError(`cannot create ${what}: directory ${JSON.stringify(directory)} must be a folder inside the workspace`);
  return root;
}

/** The path from one workspace folder to another, starting with `.` as `generators.yml` writes it. */
export function relativeFrom(from: string, to: string): string {
  const path = posix.relative(from === '.' ? '' : from, to);
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * The package-manager workspace globs of the root `package.json` (`workspaces` as a list or
 * as `{ packages }`).
 */
export function workspaceGlobs(tree: Tree): string[] {
  const workspaces = readRootManifest(tree)?.workspaces;
  const packages = typeof workspaces === 'object' && workspaces !== null ? (workspaces as { packages?: unknown }).packages : undefined;
  const list: unknown[] = Array.isArray(workspaces) ? workspaces : Array.isArray(packages) ? packages : [];
  return list.filter((glob): glob is string => typeof glob === 'string');
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

/**
 * Whether a folder is a package of the package-manager workspaces, so that a `package.json`
 * there makes it an Nx project and lets other packages depend on it by name.
 *
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

/** Adds `<parent>/*` to the root `package.json` workspaces, as `@nx/js` does for a library in a folder they do not cover yet. */
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

/** The npm scope of the workspace: the scope of the root package name (`@acme/source` → `acme`). */
export function npmScope(tree: Tree): string | undefined {
  const name = readRootManifest(tree)?.name;
  return (typeof name === 'string' ? /^@([^/]+)\//.exec(name) : null)?.[1];
}

/**
 * The one custom condition `tsconfig.base.json` declares (`@acme/source` in a `--preset=ts`
 * workspace), under which packages export their TypeScript sources.
 */
export function sourceCondition(tree: Tree): string | undefined {
  if (!tree.exists('tsconfig.base.json')) return undefined;
  const conditions = readJson<{ compilerOptions?: { customConditions?: unknown } }>(tree, 'tsconfig.base.json').compilerOptions?.customConditions;
  return Array.isArray(conditions) && conditions.length === 1 && typeof conditions[0] === 'string' ? conditions[0] : undefined;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => (statSync(join(dir, name)).isDirectory() ? listFiles(join(dir, name)) : [join(dir, name)]));
}

/**
 * Renders a folder of EJS templates into the tree and drops the `.ejs` extension from every
 * file name, so templates keep their editor highlighting as `*.yml.ejs`.
 *
 * @param substitutions - values for the templates and for `__name__` segments of file names.
 * @example
 * generateTemplates(tree, join(__dirname, 'files', 'common'), 'apis/petstore', { name: 'petstore' });
 */
export function generateTemplates(tree: Tree, source: string, target: string, substitutions: Record<string, unknown>): void {
  generateFiles(tree, source, target, substitutions);
  for (const file of listFiles(source)) {
    if (!file.endsWith('.ejs')) continue;
    let written = join(target, relative(source, file));
    for (const [key, value] of Object.entries(substitutions)) written = written.split(`__${key}__`).join(String(value));
    if (tree.exists(written)) tree.rename(written, written.slice(0, -'.ejs'.length));
  }
}
