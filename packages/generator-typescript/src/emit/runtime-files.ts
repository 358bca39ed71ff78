import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { TypeScriptGeneratorError } from '../options';
import type { GeneratedFile } from '../printer/printer';

/** Folders the runtime core may live in: the copy in `dist/runtime` first, then the sources. */
export function runtimeCandidates(): string[] {
  const packageRoot = join(__dirname, '..', '..');
  return [join(packageRoot, 'dist', 'runtime'), join(packageRoot, '..', 'runtime-typescript', 'src')];
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

/** Every non-spec `.ts` file of the runtime core, as `src/core/**`. */
export function runtimeFiles(dir = findRuntimeDirectory()): GeneratedFile[] {
  return listTs(dir, '')
    .filter((rel) => !rel.split('/').some((segment) => segment === '__fixtures__' || segment === 'test-utils'))
    .map((rel) => ({ path: posix.join('src/core', rel), contents: readFileSync(join(dir, ...rel.split('/')), 'utf8') }));
}
