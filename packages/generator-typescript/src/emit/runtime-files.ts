import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { TypeScriptGeneratorError } from '../options';
import type { GeneratedFile } from '../printer/printer';
import { builtModule } from './built-module';

/** Folders the runtime core may live in: the copy in `dist/runtime` first, then the sources. */
export function runtimeCandidates(): string[] {
  const packageRoot = join(__dirname, '..', '..');
  return [join(packageRoot, 'dist', 'runtime'), join(packageRoot, '..', 'runtime-typescript', 'src')];
}

/** Folders the runtimes of SDK features may live in: the copy in `dist/runtime-features` first, then the sources. */
export function featureRuntimeCandidates(): string[] {
  const packageRoot = join(__dirname, '..', '..');
  return [join(packageRoot, 'dist', 'runtime-features'), join(packageRoot, '..', 'runtime-typescript', 'features')];
}

/** The folder holding the runtime core's sources. */
export function findRuntimeDirectory(): string {
  for (const candidate of runtimeCandidates()) {
    if (existsSync(join(candidate, 'index.ts'))) return candidate;
  }
  throw new TypeScriptGeneratorError(`runtime core not found: looked in ${runtimeCandidates().join(', ')}`);
}

function listTs(dir: string, prefix: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    if (statSync(full).isDirectory()) out.push(...listTs(full, rel));
    else if (name.endsWith('.ts') && !name.endsWith('.spec.ts') && !name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

/**
 * Every non-spec `.ts` file of the runtime core, as `src/core/**`. Without a folder, the
 * built package answers from `runtime-sources.js`, which its build writes with
 * {@link runtimeSourcesModule}: the files come with the code rather than from some fifty
 * reads on every run.
 */
export function runtimeFiles(dir?: string): GeneratedFile[] {
  if (dir === undefined) {
    const built = builtRuntimeSources();
    if (built !== undefined) return built.map(([path, contents]) => ({ path, contents }));
  }
  const folder = dir ?? findRuntimeDirectory();
  return listTs(folder, '')
    .filter((rel) => !rel.split('/').some((segment) => segment === '__fixtures__' || segment === 'test-utils'))
    .map((rel) => ({
      path: posix.join('src/core', rel),
      contents: readFileSync(join(folder, ...rel.split('/')), 'utf8'),
    }));
}

/**
 * The source of one file of an SDK feature's runtime, by its path in the runtime package's
 * `features/` folder (`grpc/runtime.ts`). The built package answers from `runtime-sources.js`.
 */
export function featureRuntimeSource(path: string): string {
  const built = builtRuntimeModule()?.features.find(([p]) => p === path);
  if (built !== undefined) return built[1];
  for (const candidate of featureRuntimeCandidates()) {
    const file = join(candidate, ...path.split('/'));
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  throw new TypeScriptGeneratorError(`feature runtime not found: ${path} in ${featureRuntimeCandidates().join(', ')}`);
}

/** Every `.ts` file of the feature runtimes below `dir`, by `/`-separated path. */
function featureRuntimeFiles(dir: string): Array<readonly [string, string]> {
  return existsSync(dir)
    ? listTs(dir, '').map((rel) => [rel, readFileSync(join(dir, ...rel.split('/')), 'utf8')] as const)
    : [];
}

interface RuntimeModule {
  files: ReadonlyArray<readonly [string, string]>;
  features: ReadonlyArray<readonly [string, string]>;
}

function builtRuntimeModule(): RuntimeModule | undefined {
  return builtModule('runtime-sources', () => require('../runtime-sources') as RuntimeModule);
}

function builtRuntimeSources(): ReadonlyArray<readonly [string, string]> | undefined {
  return builtRuntimeModule()?.files;
}

/** The source of `runtime-sources.js`: {@link runtimeFiles} of `dir` and the feature runtimes below `featuresDir`, as data. */
export function runtimeSourcesModule(dir: string, featuresDir: string): string {
  const entries = runtimeFiles(dir).map(
    (file) => `  [${JSON.stringify(file.path)}, ${JSON.stringify(file.contents)}],`,
  );
  const features = featureRuntimeFiles(featuresDir).map(
    ([path, contents]) => `  [${JSON.stringify(path)}, ${JSON.stringify(contents)}],`,
  );
  return [
    '// The runtime core of generated SDKs, written by scripts/copy-assets.js. Do not edit.',
    "'use strict';",
    'exports.files = [',
    ...entries,
    '];',
    'exports.features = [',
    ...features,
    '];',
    '',
  ].join('\n');
}
