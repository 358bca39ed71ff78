import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { withEveryModuleChecked } from '../emit/unchecked-modules';
import type { GeneratedFile } from '../printer/printer';
import { replaceFileTree } from '@bracken/test-kit';

/** Repository root (where `node_modules` and `tmp/` live). */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..', '..');

/**
 * Writes a generated SDK under `<repo>/tmp/gen-ts/<name>/`, replacing what was there, with its
 * module of schemas and its service clients checked like any other module (see
 * `withEveryModuleChecked`).
 */
export function writeSdk(name: string, files: GeneratedFile[]): string {
  const dir = join(REPO_ROOT, 'tmp', 'gen-ts', name);
  replaceFileTree(dir, withEveryModuleChecked(files));
  return dir;
}

/** Writes a generated SDK as it ships (its `// @ts-nocheck` lines kept) under `<repo>/tmp/gen-ts/<name>/`. */
export function writeAsShipped(name: string, files: readonly GeneratedFile[]): string {
  const dir = join(REPO_ROOT, 'tmp', 'gen-ts', name);
  replaceFileTree(dir, files);
  return dir;
}

/** Runs the repository's `tsc` with a project file; returns its output (empty when clean). */
export function runTsc(dir: string, project: string, extra: string[] = []): string {
  try {
    execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, project), ...extra], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}` || e.message;
  }
}

/** Type-checks strictly and compiles to CommonJS in `<dir>/dist/cjs`; returns tsc output. */
export function compileSdk(dir: string): string {
  return runTsc(dir, 'tsconfig.cjs.json');
}
