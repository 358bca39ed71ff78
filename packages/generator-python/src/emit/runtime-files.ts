import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputFile } from '@bracken/ir';
import { PythonGeneratorError } from '../errors';

/** The folder of the runtime core's sources, next to this package in the repository. */
export function findRuntimeDirectory(): string {
  const candidate = join(__dirname, '..', '..', '..', 'runtime-python', 'src', 'core');
  if (existsSync(join(candidate, '__init__.py'))) return candidate;
  throw new PythonGeneratorError(`Python runtime core not found: looked in ${candidate}`);
}

/** The runtime core's files by name, sorted. */
function readRuntime(dir: string): Array<[string, string]> {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.py'))
    .sort()
    .map((name) => [name, readFileSync(join(dir, name), 'utf8')]);
}

/** The source of `dist/runtime-sources.js`: the runtime core as data, so that a bundle carries it. */
export function runtimeSourcesModule(dir: string): string {
  return `module.exports = ${JSON.stringify(readRuntime(dir))};\n`;
}

function builtSources(): Array<[string, string]> | undefined {
  try {
    // A literal path, so that the command's bundle carries the module.
    return require('../runtime-sources') as Array<[string, string]>;
  } catch (error) {
    if (
      (error as { code?: string }).code === 'MODULE_NOT_FOUND' &&
      String((error as Error).message).includes('runtime-sources')
    )
      return undefined;
    throw error;
  }
}

/** The runtime core as files of the SDK, under `src/<module>/core/`. */
export function runtimeFiles(module: string): OutputFile[] {
  const sources = builtSources() ?? readRuntime(findRuntimeDirectory());
  return sources.map(([name, contents]) => ({ path: `src/${module}/core/${name}`, contents }));
}
