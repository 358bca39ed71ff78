import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { readIgnoreRules } from './brackenignore';
import { PublishError } from './errors';
import { licenseText } from './license';
import { OUTPUT_MARKER_FILE } from './output-folder';
import { pep440Version, updatePyproject } from './pypi';
import type { PublishMetadata } from './types';

const SKIPPED_DIRECTORIES = new Set(['.git', 'node_modules']);

/** Lists every file under `root` as sorted posix paths, skipping `.git` and `node_modules`. */
export async function listFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    for (const entry of entries) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) await walk(join(dir, entry.name));
      } else {
        found.push(relative(root, join(dir, entry.name)).split(sep).join('/'));
      }
    }
  };
  await walk(root);
  return found.sort();
}

/**
 * Copies the files of a generated tree into the folder `to`, without `.git`, `node_modules`
 * and the output folder's marker, and returns their sorted POSIX paths. Symbolic links are
 * not followed, nor copied.
 */
export function copyGeneratedFiles(from: string, to: string): string[] {
  const copied: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of readdirSync(join(from, relative), { withFileTypes: true })) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (SKIPPED_DIRECTORIES.has(entry.name)) continue;
        mkdirSync(join(to, path));
        walk(path);
      } else if (entry.isFile() && path !== OUTPUT_MARKER_FILE) {
        copyFileSync(join(from, path), join(to, path));
        copied.push(path);
      }
    }
  };
  walk('');
  return copied.sort();
}

/** Copies a generated tree, without `.git`, `node_modules` and the output folder's marker. */
export async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const file of await listFiles(from)) {
    // The marker describes the local folder; a package or repository has no use for it.
    if (file === OUTPUT_MARKER_FILE) continue;
    await mkdir(dirname(join(to, file)), { recursive: true });
    await cp(join(from, file), join(to, file));
  }
}

/** What {@link prepareTree} writes into the copy of a generated tree. */
export interface PrepareTreeOptions {
  version: string;
  packageName?: string;
  metadata?: PublishMetadata;
  /** `MIT`, `Apache-2.0`, or the path of a license file (relative to `baseDir`). */
  license?: string;
  /** Folder that relative license paths resolve against. */
  baseDir: string;
  /** Copyright holder when the metadata names none. */
  fallbackHolder?: string;
  /** `repository` field for `package.json`. */
  repositoryUrl?: string;
  /** Text of `CHANGELOG.md`, written over the tree's own. */
  changelog?: string;
  /** The `metadata` of a `pypi` output: keywords and links for `pyproject.toml`. */
  pythonMetadata?: PythonPackageMetadata;
}

/** `metadata` of a `pypi` output. */
export interface PythonPackageMetadata {
  keywords?: string[];
  'documentation-link'?: string;
  'homepage-link'?: string;
}

/**
 * Fills in a copied tree: the package manifest (`package.json`, `pyproject.toml`) gets the
 * name, version and metadata, and the license file is written. The generated tree itself is
 * never modified.
 */
export async function prepareTree(dir: string, options: PrepareTreeOptions, target: string): Promise<void> {
  if (options.changelog !== undefined) await writeFile(join(dir, 'CHANGELOG.md'), options.changelog);
  const license = options.license ?? options.metadata?.license;
  let licenseField: string | undefined;
  if (license !== undefined) {
    const holder =
      options.metadata?.author ??
      options.metadata?.authors?.[0]?.name ??
      options.fallbackHolder ??
      options.packageName ??
      'the authors';
    const text = licenseText(license, holder, new Date().getUTCFullYear());
    if (text !== undefined) {
      await writeFile(join(dir, 'LICENSE'), text);
      licenseField = license;
    } else {
      const file = isAbsolute(license) ? license : resolve(options.baseDir, license);
      if (!existsSync(file)) {
        throw new PublishError(
          'prepare',
          target,
          `license file not found: ${file} (use MIT, Apache-2.0 or a file name)`,
        );
      }
      await cp(file, join(dir, basename(file)));
      licenseField = `SEE LICENSE IN ${basename(file)}`;
    }
  }
  if (existsSync(join(dir, 'pyproject.toml'))) await preparePyproject(dir, options, license, licenseField, target);
  const manifestPath = join(dir, 'package.json');
  if (!existsSync(manifestPath)) return;
  let manifest: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(await readFile(manifestPath, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    manifest = parsed as Record<string, unknown>;
  } catch (error) {
    throw new PublishError('prepare', target, `package.json is not a JSON object: ${(error as Error).message}`);
  }
  if (options.packageName !== undefined) manifest['name'] = options.packageName;
  manifest['version'] = options.version;
  const meta = options.metadata ?? {};
  const description = meta['package-description'] ?? meta.description;
  if (description !== undefined) manifest['description'] = description;
  const authorName = meta.author ?? meta.authors?.[0]?.name;
  const authorEmail = meta.email ?? meta.authors?.[0]?.email;
  if (authorName !== undefined || authorEmail !== undefined) {
    manifest['author'] = {
      ...(authorName !== undefined ? { name: authorName } : {}),
      ...(authorEmail !== undefined ? { email: authorEmail } : {}),
    };
  }
  if (meta['reference-url'] !== undefined) manifest['homepage'] = meta['reference-url'];
  if (licenseField !== undefined) manifest['license'] = licenseField;
  if (options.repositoryUrl !== undefined) manifest['repository'] = { type: 'git', url: options.repositoryUrl };
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
}

async function preparePyproject(
  dir: string,
  options: PrepareTreeOptions,
  license: string | undefined,
  licenseField: string | undefined,
  target: string,
): Promise<void> {
  const version = pep440Version(options.version);
  if (version === undefined) {
    throw new PublishError(
      'prepare',
      target,
      `version ${options.version} has no Python form (PEP 440): use a release or an alpha, beta, rc, dev or post prerelease such as 1.4.0-beta.1`,
    );
  }
  const meta = options.metadata ?? {};
  const python = options.pythonMetadata ?? {};
  const authorName = meta.author ?? meta.authors?.[0]?.name;
  const authorEmail = meta.email ?? meta.authors?.[0]?.email;
  const homepage = python['homepage-link'] ?? meta['reference-url'];
  const urls: Record<string, string> = {
    ...(homepage !== undefined ? { Homepage: homepage } : {}),
    ...(python['documentation-link'] !== undefined ? { Documentation: python['documentation-link'] } : {}),
    ...(options.repositoryUrl !== undefined
      ? { Repository: options.repositoryUrl.replace(/^git\+/, '').replace(/\.git$/, '') }
      : {}),
  };
  const description = meta['package-description'] ?? meta.description;
  await updatePyproject(
    dir,
    {
      ...(options.packageName !== undefined ? { name: options.packageName } : {}),
      version,
      ...(description !== undefined ? { description } : {}),
      ...(authorName !== undefined || authorEmail !== undefined
        ? {
            authors: [
              {
                ...(authorName !== undefined ? { name: authorName } : {}),
                ...(authorEmail !== undefined ? { email: authorEmail } : {}),
              },
            ],
          }
        : {}),
      ...(python.keywords !== undefined ? { keywords: python.keywords } : {}),
      urls,
      // A built-in license is an SPDX expression; a license file is named, and its text is the license.
      ...(license !== undefined && licenseField !== undefined
        ? { license: licenseField === license ? { expression: license, file: 'LICENSE' } : { file: basename(license) } }
        : {}),
    },
    target,
  );
}

/**
 * Replaces the contents of a working tree with a generated tree: every file that
 * `.brackenignore` does not protect is removed, then every generated file that it does not
 * protect is copied in.
 */
export async function replaceTree(generated: string, worktree: string): Promise<void> {
  await mkdir(worktree, { recursive: true });
  const isProtected = await readIgnoreRules(worktree);
  for (const file of await listFiles(worktree)) {
    if (!isProtected(file)) await rm(join(worktree, file), { force: true });
  }
  await removeEmptyDirectories(worktree);
  for (const file of await listFiles(generated)) {
    if (isProtected(file)) continue;
    await mkdir(dirname(join(worktree, file)), { recursive: true });
    await cp(join(generated, file), join(worktree, file));
  }
}

async function removeEmptyDirectories(dir: string): Promise<boolean> {
  const entries = await readdir(dir, { withFileTypes: true });
  let empty = true;
  for (const entry of entries) {
    if (entry.isDirectory() && !SKIPPED_DIRECTORIES.has(entry.name)) {
      const child = join(dir, entry.name);
      if (await removeEmptyDirectories(child)) await rmdir(child);
      else empty = false;
    } else {
      empty = false;
    }
  }
  return empty;
}

/** Files under `root` whose path or contents mention `word` (any case). */
export async function findMentions(
  root: string,
  word: string,
  skip: (path: string) => boolean = () => false,
): Promise<string[]> {
  const pattern = new RegExp(word, 'i');
  const hits: string[] = [];
  for (const file of await listFiles(root)) {
    if (skip(file)) continue;
    if (pattern.test(file) || pattern.test(await readFile(join(root, file), 'latin1'))) hits.push(file);
  }
  return hits;
}
