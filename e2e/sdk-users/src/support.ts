import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseDocument, stringify } from 'yaml';
import { generateTypeScriptSdk, type TypeScriptGeneratorOptions } from '@bracken/generator-typescript';
import { parseOpenApi } from '@bracken/importers';
import { runCli } from '../../robustness/src/support';
import { replaceFileTree } from '@bracken/test-kit';

export { buildCli } from '../../robustness/src/support';

/** Repository root, where `node_modules`, `examples/` and `tmp/` live. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/** The repository's TypeScript compiler entry point. */
export const TSC = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

/** Folder of the type definitions every check uses (`@types/node`, React). */
export const TYPE_ROOTS = [join(REPO_ROOT, 'node_modules', '@types')];

/** Raised when a step that prepares a check (generation, copying) fails. */
export class SdkUsersSetupError extends Error {
  override name = 'SdkUsersSetupError';
}

/** A generated SDK on disk and the npm name its users import it by. */
export interface GeneratedSdk {
  /** What the SDK was made from, for test names: `examples/petstore`, `corpus nexmo.com/account`. */
  label: string;
  /** The SDK's folder (holds `src/`, `README.md`, `reference.md`). */
  dir: string;
  packageName: string;
}

/** Names of the examples that a `generators.yml` describes, sorted. */
export function exampleNames(): string[] {
  const root = join(REPO_ROOT, 'examples');
  return readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'generators.yml')))
    .sort();
}

/** Changes to an example's `generators.yml`. */
export interface ExampleChanges {
  /** Options set in the `config` of the default group's generator. */
  config?: Record<string, unknown>;
  /** Top-level entries replaced, such as `readme`. */
  topLevel?: Record<string, unknown>;
}

/**
 * Copies an example to `to` (without its output or installed packages), applies `changes` to
 * its `generators.yml`, and runs the built `bracken generate` there, as a user would. Returns
 * the SDK it wrote to `sdk/`.
 */
export async function generateExample(
  name: string,
  to: string,
  changes: ExampleChanges = {},
  label = `examples/${name}`,
): Promise<GeneratedSdk> {
  rmSync(to, { recursive: true, force: true });
  cpSync(join(REPO_ROOT, 'examples', name), to, {
    recursive: true,
    filter: (source) => !/[\\/](sdk|node_modules|dist)$/.test(source),
  });
  const file = join(to, 'generators.yml');
  const document = parseDocument(readFileSync(file, 'utf8'));
  const group = String(document.get('default-group'));
  for (const [key, value] of Object.entries(changes.config ?? {}))
    document.setIn(['groups', group, 'generators', 0, 'config', key], value);
  for (const [key, value] of Object.entries(changes.topLevel ?? {})) document.set(key, value);
  writeFileSync(file, document.toString());
  const run = await runCli(['generate'], to, { timeoutMs: 120_000 });
  if (run.status !== 0) throw new SdkUsersSetupError(`bracken generate failed: ${label}\n${run.stdout}${run.stderr}`);
  const dir = join(to, 'sdk');
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string };
  return { label, dir, packageName: manifest.name };
}

/**
 * Writes `generators.yml` (the given object) and the definition files into `dir` and runs the
 * built `bracken generate` there. The configuration's output is expected in `sdk/`.
 */
export async function generateFromConfig(
  dir: string,
  config: object,
  definitions: Record<string, string>,
  label: string,
): Promise<GeneratedSdk> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, contents] of Object.entries(definitions)) writeFileSync(join(dir, name), contents);
  writeFileSync(join(dir, 'generators.yml'), stringify(config));
  const run = await runCli(['generate'], dir, { timeoutMs: 120_000 });
  if (run.status !== 0) throw new SdkUsersSetupError(`bracken generate failed: ${label}\n${run.stdout}${run.stderr}`);
  const sdk = join(dir, 'sdk');
  const manifest = JSON.parse(readFileSync(join(sdk, 'package.json'), 'utf8')) as { name: string };
  return { label, dir: sdk, packageName: manifest.name };
}

/** Writes generated files below `dir`, replacing what was there. */
export function writeFiles(dir: string, files: ReadonlyArray<{ path: string; contents: string }>): void {
  replaceFileTree(dir, files);
}

/** Imports an OpenAPI file and generates an SDK from it into `dir`. */
export async function generateFromOpenApi(
  file: string,
  displayFile: string,
  dir: string,
  options: TypeScriptGeneratorOptions,
  label: string,
): Promise<GeneratedSdk> {
  const ir = await parseOpenApi({ file, displayFile });
  writeFiles(dir, await generateTypeScriptSdk(ir, options));
  return { label, dir, packageName: options.packageName };
}

/** Runs the repository's `tsc` with a project file; returns its output, empty when it passed. */
export function runTsc(cwd: string, project: string): string {
  try {
    execFileSync(process.execPath, [TSC, '-p', project], {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
      maxBuffer: 64 * 1024 * 1024,
    });
    return '';
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}` || e.message;
  }
}
