import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ConfigError, loadConfig, outlineConfig, type ConfigOutline } from '@bracken/config';
import type { RunOptions } from './events';
import { importers } from './importers';

/** What generation of one `generators.yml` reads, as `/`-separated paths relative to the run's folder. */
export interface ConfigInputs {
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

/** `/`-separated form relative to `root`, `.` for the root itself, or `undefined` outside it. */
function inside(root: string, absolute: string): string | undefined {
  const path = relative(root, absolute);
  if (path === '') return '.';
  if (path === '..' || path.startsWith(`..${sep}`) || isAbsolute(path)) return undefined;
  return path.split(sep).join('/');
}

function sorted(values: Iterable<string>): string[] {
  return [...new Set(values)].sort();
}

/**
 * The inputs a config names without reading its definitions (see `outlineConfig`), relative to
 * `root`, marked incomplete: what a run reads when the config cannot be loaded. A folder on disk
 * stands for everything below it.
 *
 * @example
 * ```ts
 * outlineInputs(outlineConfig(text, '/repo/api/generators.yml'), '/repo'); // { files: ['api/openapi.yml'], globs: [], complete: false }
 * ```
 */
export function outlineInputs(outline: Pick<ConfigOutline, 'inputs'>, root: string): ConfigInputs {
  const files: string[] = [];
  const globs: string[] = [];
  for (const input of outline.inputs) {
    const path = inside(root, input);
    if (path === undefined) continue;
    let folder = false;
    try {
      folder = statSync(input).isDirectory();
    } catch {
      // A missing input is a file `check` reports.
    }
    if (folder) globs.push(`${path}/**/*`);
    else files.push(path);
  }
  return { files: sorted(files), globs: sorted(globs), complete: false };
}

interface CacheFile {
  version: string;
  /** By config path: the content hash of the config and of every file the walk listed, and what it found. */
  entries: Record<string, { hashes: Record<string, string>; inputs: ConfigInputs }>;
}

// Bump when the walk or the shape of an entry changes, so entries written before are dropped.
const CACHE_VERSION = '2';

function hashFile(file: string): string {
  try {
    return createHash('sha1').update(readFileSync(file)).digest('hex');
  } catch {
    return '-';
  }
}

/**
 * Walks kept in one JSON file, by config path. An entry stays valid while the config and every
 * file it lists hash the same: the walk reads only those files, so it would find the same list
 * again. Only complete walks are kept: a partial one may stop at a file that does not exist yet.
 */
export class InputsCache {
  /** Walks run because no entry was valid. */
  walks = 0;
  private readonly entries: Map<string, CacheFile['entries'][string]>;
  private dirty = false;

  private constructor(
    private readonly file: string,
    private readonly version: string,
  ) {
    let read: Partial<CacheFile> | undefined;
    try {
      read = JSON.parse(readFileSync(file, 'utf8')) as Partial<CacheFile>;
    } catch {
      // No cache yet, or one cut short: every walk runs.
    }
    this.entries = new Map(
      read?.version === version && typeof read.entries === 'object' && read.entries !== null
        ? Object.entries(read.entries)
        : [],
    );
  }

  /**
   * Opens (or starts) a cache file.
   *
   * @param version - the caller's version: a new one walks every definition again.
   * @example
   * ```ts
   * const cache = InputsCache.open('/repo/.nx/workspace-data/bracken-inputs.json', '0.1.0');
   * ```
   */
  static open(file: string, version: string): InputsCache {
    return new InputsCache(file, `${CACHE_VERSION}:${version}`);
  }

  /** The inputs of `config` (relative to `root`) when nothing it lists has changed. */
  lookup(config: string, root: string): ConfigInputs | undefined {
    const entry = this.entries.get(config);
    if (entry === undefined || Object.entries(entry.hashes).some(([file, hash]) => hashFile(join(root, file)) !== hash))
      return undefined;
    return entry.inputs;
  }

  /** Records a complete walk of `config` (relative to `root`). */
  store(config: string, root: string, inputs: ConfigInputs): void {
    const hashes = Object.fromEntries([config, ...inputs.files].map((file) => [file, hashFile(join(root, file))]));
    this.entries.set(config, { hashes, inputs });
    this.dirty = true;
  }

  /** Writes the file when an entry changed; a reader never sees half of it. */
  flush(): void {
    if (!this.dirty) return;
    const content: CacheFile = {
      version: this.version,
      entries: Object.fromEntries([...this.entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    };
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(content));
    renameSync(temporary, this.file);
    this.dirty = false;
  }
}

/** Options of {@link listInputs}. */
export interface ListInputsOptions extends Pick<RunOptions, 'config' | 'cwd'> {
  /** Where walks are kept between runs; a valid entry answers without reading any definition. @default none */
  cache?: InputsCache;
}

/**
 * Lists what generation of a `generators.yml` reads: the importers walk every definition with
 * the reference loader and policy `generate` uses, without importing it. A config that does not
 * load yields the files it names, marked incomplete.
 *
 * @example
 * ```ts
 * const inputs = await listInputs({ config: 'apis/petstore/generators.yml', cwd: '/repo' });
 * inputs.files; // ['apis/petstore/openapi.yml', 'shared/schemas/pet.yaml']
 * ```
 */
export async function listInputs(options: ListInputsOptions): Promise<ConfigInputs> {
  const root = options.cwd ?? process.cwd();
  const cached = options.cache?.lookup(options.config, root);
  if (cached !== undefined) return cached;
  if (options.cache !== undefined) options.cache.walks++;
  const inputs = await walkInputs(options.config, root);
  if (inputs.complete) options.cache?.store(options.config, root, inputs);
  return inputs;
}

async function walkInputs(configFile: string, root: string): Promise<ConfigInputs> {
  const absolute = resolve(root, configFile);
  let config;
  try {
    config = await loadConfig(absolute, { displayPath: configFile });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const first = error.diagnostics[0];
    const problem =
      first === undefined ? error.message : `${first.file}:${first.line}:${first.column}: ${first.message}`;
    return { ...outlineInputs(outlineConfig(readFileSync(absolute, 'utf8'), absolute), root), problem };
  }
  const walked = await importers().listDefinitionInputs(config);
  const own = inside(root, absolute);
  const files = walked.files
    .map((file) => inside(root, file))
    .filter((file): file is string => file !== undefined && file !== own);
  const globs = walked.folders.flatMap((folder) => {
    const path = inside(root, folder.path);
    return path === undefined ? [] : [`${path === '.' ? '' : `${path}/`}**/*${folder.extension}`];
  });
  return {
    files: sorted(files),
    globs: sorted(globs),
    complete: walked.problem === undefined,
    ...(walked.problem !== undefined ? { problem: walked.problem } : {}),
  };
}
