import type * as BrackenConfig from '@bracken/config';
import type * as BrackenImporters from '@bracken/importers';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { readConfigSummary } from './read-config-summary';

/** What generation of one `generators.yml` reads, as workspace-relative paths. */
export interface ProjectInputs {
  /** Every file read besides the config itself, sorted. */
  files: string[];
  /** Globs of the folders read by listing them (proto roots), sorted. */
  globs: string[];
  /**
   * `false` when the definition could not be walked to its end (the config does not load, or a
   * `$ref` cannot be followed): generation fails at the same place, and the lists are partial.
   */
  complete: boolean;
  /** Why the walk stopped, when it did. */
  problem?: string;
}

interface CacheEntry {
  /** Content hash of the config and of every file listed, when they were walked. */
  hashes: Record<string, string>;
  inputs: ProjectInputs;
}

interface CacheFile {
  version: string;
  entries: Record<string, CacheEntry>;
}

// Bump when the walk or the shape of an entry changes, so entries written before are dropped.
const CACHE_VERSION = '2';
const MISSING = '-';

/**
 * The walked inputs of every `generators.yml`, kept in one file of the workspace data folder.
 * An entry stays valid while the config and every file it lists hash the same: the walk only
 * reads those files, so it would find the same list again.
 */
export class ProjectInputsCache {
  private readonly entries: Map<string, CacheEntry>;
  private dirty = false;

  private constructor(
    private readonly file: string,
    private readonly version: string,
  ) {
    this.entries = new Map(Object.entries(readCacheFile(file, version)?.entries ?? {}));
  }

  /**
   * Opens the cache file in `directory`.
   *
   * @param directory - the workspace data folder.
   * @param version - the plugin's version: a new one walks every definition again.
   */
  static open(directory: string, version: string): ProjectInputsCache {
    return new ProjectInputsCache(join(directory, 'bracken-inputs.json'), `${CACHE_VERSION}:${version}`);
  }

  /** The entry of `configFile` when nothing it lists has changed. */
  lookup(configFile: string, workspaceRoot: string): ProjectInputs | undefined {
    const entry = this.entries.get(configFile);
    if (entry === undefined) return undefined;
    for (const [file, hash] of Object.entries(entry.hashes)) {
      if (hashFile(join(workspaceRoot, file)) !== hash) return undefined;
    }
    return entry.inputs;
  }

  /** Records a complete walk. */
  store(configFile: string, workspaceRoot: string, inputs: ProjectInputs): void {
    const hashes: Record<string, string> = {};
    for (const file of [configFile, ...inputs.files]) hashes[file] = hashFile(join(workspaceRoot, file));
    this.entries.set(configFile, { hashes, inputs });
    this.dirty = true;
  }

  /** Writes the file when an entry changed; a reader never sees half of it. */
  flush(): void {
    if (!this.dirty) return;
    const sorted = Object.fromEntries([...this.entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    const content: CacheFile = { version: this.version, entries: sorted };
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(content));
    renameSync(temporary, this.file);
    this.dirty = false;
  }
}

/**
 * Lists what generation of a `generators.yml` reads: the importer walks the definition (see
 * {@link walkDefinitions}) only when the cache has no valid entry.
 *
 * @param configFile - workspace-relative path of the `generators.yml`.
 * @param workspaceRoot - absolute workspace root.
 * @param cache - where walks are kept.
 * @param walk - the walk to run on a cache miss. @default walkDefinitions
 * @example
 * const inputs = await readProjectInputs('apis/petstore/generators.yml', '/repo', cache);
 * inputs.files; // ['apis/petstore/openapi.yml', 'shared/schemas/pet.yaml']
 */
export async function readProjectInputs(
  configFile: string,
  workspaceRoot: string,
  cache: ProjectInputsCache,
  walk: (configFile: string, workspaceRoot: string) => Promise<ProjectInputs> = walkDefinitions,
): Promise<ProjectInputs> {
  const cached = cache.lookup(configFile, workspaceRoot);
  if (cached !== undefined) return cached;
  const inputs = await walk(configFile, workspaceRoot);
  // A partial walk may stop at a file that does not exist yet, which no hash would catch.
  if (inputs.complete) cache.store(configFile, workspaceRoot, inputs);
  return inputs;
}

/**
 * Walks the definitions of a `generators.yml` with `listDefinitionInputs` of
 * `@bracken/importers`, the importers' own reference loader. A config that does not load
 * yields the files it names, marked incomplete.
 *
 * @example
 * const inputs = await walkDefinitions('apis/petstore/generators.yml', '/repo');
 */
export async function walkDefinitions(configFile: string, workspaceRoot: string): Promise<ProjectInputs> {
  const absolute = join(workspaceRoot, configFile);
  // Loaded on a cache miss only: most graph computations never need them.
  const { ConfigError, loadConfig } = require('@bracken/config') as typeof BrackenConfig;
  let config: BrackenConfig.LoadedConfig;
  try {
    config = await loadConfig(absolute, { displayPath: configFile });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const summary = readConfigSummary(absolute, workspaceRoot);
    const first = error.diagnostics[0];
    return {
      files: summary.files,
      globs: summary.directories.map((directory) => `${directory}/**/*`),
      complete: false,
      problem: first === undefined ? error.message : `${first.file}:${first.line}:${first.column}: ${first.message}`,
    };
  }
  const { listDefinitionInputs } = require('@bracken/importers') as typeof BrackenImporters;
  const walked = await listDefinitionInputs(config);
  const files = walked.files.map((file) => workspacePath(file, workspaceRoot)).filter((file): file is string => file !== undefined && file !== configFile);
  const globs = walked.folders.flatMap((folder) => {
    const path = workspacePath(folder.path, workspaceRoot);
    return path === undefined ? [] : [`${path === '.' ? '' : `${path}/`}**/*${folder.extension}`];
  });
  return {
    files: [...new Set(files)].sort(),
    globs: [...new Set(globs)].sort(),
    complete: walked.problem === undefined,
    ...(walked.problem !== undefined ? { problem: walked.problem } : {}),
  };
}

/** Workspace-relative form with `/` separators, or `undefined` outside the workspace. */
function workspacePath(absolute: string, workspaceRoot: string): string | undefined {
  const path = relative(workspaceRoot, absolute);
  if (path === '') return '.';
  if (path === '..' || path.startsWith(`..${sep}`) || isAbsolute(path)) return undefined;
  return path.split(sep).join('/');
}

function hashFile(file: string): string {
  try {
    return createHash('sha1').update(readFileSync(file)).digest('hex');
  } catch {
    return MISSING;
  }
}

function readCacheFile(file: string, version: string): CacheFile | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<CacheFile>;
    return parsed.version === version && typeof parsed.entries === 'object' && parsed.entries !== null ? (parsed as CacheFile) : undefined;
  } catch {
    return undefined;
  }
}
