import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vm from 'node:vm';
import nodeModule = require('node:module');

/**
 * What {@link installCompileCache} did in this process. A module is compiled with the V8 code cache
 * an earlier run saved; one without gets it written at exit, so it holds the functions compiled
 * lazily too (Node's own cache, from 22.1, is saved before any ran). A run more than twice as long
 * as the one that wrote a cache writes it again, so a quick `--version` does not keep `generate`'s
 * functions out. Files are named after the module's path, size and time; V8 rejects a cache of
 * another version or flags; an error turns the cache off for that module, never failing a command.
 */
export interface CompileCacheStats {
  /** Modules compiled from a saved cache. */
  hits: number;
  /** Modules compiled without one (none saved, or V8 rejected it). */
  misses: number;
  /** Caches written at exit: new ones, and ones a longer run refreshed. */
  written: number;
}

/** Options of {@link installCompileCache}. */
export interface CompileCacheOptions {
  /** Folder of the cache files. @default `<os tmpdir>/bracken-compile-cache-<uid>/<node version>-<arch>` */
  dir?: string;
}

interface ModuleInternals extends NodeJS.Module {
  _compile(content: string, filename: string, format?: string): unknown;
}

interface ModuleStatics {
  prototype: ModuleInternals;
  _resolveFilename(request: string, parent: unknown, isMain: boolean, options?: { paths?: string[] }): string;
  _resolveLookupPaths(request: string, parent: unknown): string[] | null;
}

const DYNAMIC_IMPORT = /\bimport\s*\(/;
// The bundle's first line: its build checked with a parser that any `import(` in it is template text.
const CHECKED_BUNDLE = '// @bracken/cli bundle: no dynamic import\n';
// A cache file: this tag, the writing run's time in ms (32-bit little-endian), then V8's data.
const FILE_TAG = 0x31636362; // "bcc1"
const HEADER_BYTES = 8;
// A run this many times longer than the one that wrote a cache rewrites it.
const REFRESH_FACTOR = 2;

/** FNV-1a over the path, as 8 hex digits: enough to tell a few hundred modules apart. */
function pathHash(value: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) hash = Math.imul(hash ^ value.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Makes a folder (mode 700) or checks the one there: another user's, one others may write to, or a link (`lstat`) is refused, as its files run as code. Windows modes say nothing of that. */
function privateFolder(folder: string): boolean {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (process.platform === 'win32') return true;
  const stat = fs.lstatSync(folder);
  return stat.isDirectory() && stat.uid === process.getuid?.() && (stat.mode & 0o022) === 0;
}

/**
 * Turns the compile cache on for every CommonJS module loaded after this call; `undefined` (off)
 * with `NODE_DISABLE_COMPILE_CACHE`, source maps or coverage, or a folder that is not usable.
 *
 * @example
 * installCompileCache(); require('./main'); // compiled from the previous run's cache
 */
export function installCompileCache(options: CompileCacheOptions = {}): CompileCacheStats | undefined {
  // Node maps stack traces through source maps, and collects coverage, only for modules it compiles.
  if (
    process.env['NODE_DISABLE_COMPILE_CACHE'] !== undefined ||
    process.env['NODE_V8_COVERAGE'] !== undefined ||
    (process as { sourceMapsEnabled?: boolean }).sourceMapsEnabled === true
  )
    return undefined;
  // By default a folder per user of the shared temp folder (checked too), and in it one per Node version and architecture.
  const userDir = path.join(os.tmpdir(), `bracken-compile-cache-${process.getuid?.() ?? 'user'}`);
  const dir = options.dir ?? path.join(userDir, `${process.version}-${process.arch}`);
  try {
    if ((options.dir === undefined && !privateFolder(userDir)) || !privateFolder(dir)) return undefined;
  } catch {
    return undefined;
  }
  const Module = nodeModule as unknown as ModuleStatics;
  const originalCompile = Module.prototype._compile;
  const stats: CompileCacheStats = { hits: 0, misses: 0, written: 0 };
  // Each module compiled, and the run time recorded with the cache it came from (none for a miss).
  const pending: Array<{ script: vm.Script; file: string; recordedMs?: number }> = [];

  Module.prototype._compile = function compileWithCache(content, filename, format) {
    // A script compiled by `vm` has no loader for `import()`: modules that use it are left to Node.
    if (
      (format !== undefined && format !== 'commonjs') ||
      !/\.c?js$/.test(filename) ||
      (!content.startsWith(CHECKED_BUNDLE) && DYNAMIC_IMPORT.test(content))
    )
      return originalCompile.call(this, content, filename, format);
    let script: vm.Script;
    try {
      const stat = fs.statSync(filename);
      const file = path.join(dir, `${pathHash(filename)}-${stat.size}-${Math.trunc(stat.mtimeMs)}.bin`);
      const cached = readCacheFile(file);
      // Node drops a `#!` line before wrapping; a comment of the same length keeps positions.
      const source = content.startsWith('#!') ? `//${content.slice(2)}` : content;
      script = new vm.Script(nodeModule.wrap(source), { filename, ...(cached ? { cachedData: cached.data } : {}) });
      const hit = cached !== undefined && !script.cachedDataRejected;
      stats[hit ? 'hits' : 'misses']++;
      pending.push(hit ? { script, file, recordedMs: cached.recordedMs } : { script, file });
    } catch {
      // Syntax errors and the like are reported by Node's own compile, as usual.
      return originalCompile.call(this, content, filename, format);
    }
    const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
    return wrapper.call(this.exports, this.exports, makeRequire(Module, this), this, filename, path.dirname(filename));
  };

  process.once('exit', () => {
    // `process.uptime()` rather than `performance.now()`, which loads modules of its own.
    const runMs = Math.max(1, Math.round(process.uptime() * 1000));
    const header = Buffer.alloc(HEADER_BYTES);
    header.writeUInt32LE(FILE_TAG, 0);
    header.writeUInt32LE(Math.min(runMs, 0xffffffff), 4);
    const fresh: string[] = [];
    for (const { script, file, recordedMs } of pending) {
      if (recordedMs !== undefined && runMs <= recordedMs * REFRESH_FACTOR) continue;
      try {
        const temp = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(temp, Buffer.concat([header, script.createCachedData()]), { mode: 0o600 });
        fs.renameSync(temp, file);
        stats.written++;
        if (recordedMs === undefined) fresh.push(path.basename(file));
      } catch {
        // A cache that cannot be written is only a slower next start.
      }
    }
    try {
      if (fresh.length > 0) pruneEarlierVersions(dir, fresh);
    } catch {
      // Left for a later run; an exit handler must not throw.
    }
  });
  return stats;
}

/** Removes the caches of earlier versions (same path, other size or time) of modules whose cache was written afresh. */
function pruneEarlierVersions(dir: string, fresh: readonly string[]): void {
  const pathOf = (name: string): string => name.slice(0, name.indexOf('-'));
  const paths = new Set(fresh.map(pathOf));
  for (const name of fs.readdirSync(dir)) {
    if (name.endsWith('.bin') && paths.has(pathOf(name)) && !fresh.includes(name))
      fs.rmSync(path.join(dir, name), { force: true });
  }
}

/** The cached data and recorded run time of a cache file, or `undefined` for a missing or foreign one. */
function readCacheFile(file: string): { data: Buffer; recordedMs: number } | undefined {
  try {
    const bytes = fs.readFileSync(file);
    if (bytes.length > HEADER_BYTES && bytes.readUInt32LE(0) === FILE_TAG)
      return { data: bytes.subarray(HEADER_BYTES), recordedMs: bytes.readUInt32LE(4) };
  } catch {
    // No cache yet: compiled afresh.
  }
  return undefined;
}

/** The `require` a module sees, as Node builds it. */
function makeRequire(Module: ModuleStatics, mod: ModuleInternals): NodeJS.Require {
  const require = ((id: string) => mod.require(id)) as NodeJS.Require;
  const resolve = ((request: string, options?: { paths?: string[] }) =>
    Module._resolveFilename(request, mod, false, options)) as NodeJS.RequireResolve;
  resolve.paths = (request: string) => Module._resolveLookupPaths(request, mod);
  return Object.assign(require, {
    resolve,
    main: process.mainModule,
    // This module's `require` holds the loader's own tables.
    extensions: require.extensions,
    cache: require.cache,
  });
}
