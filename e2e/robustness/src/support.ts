import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import {
  generateTypeScriptSdk,
  type GeneratedFile,
  type TypeScriptGeneratorOptions,
} from '@bracken/generator-typescript';
import { parseOpenApi } from '@bracken/importers';
import { replaceFileTree } from '@bracken/test-kit';

/** Repository root, where `node_modules`, `packages/` and `tmp/` live. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/** The repository's TypeScript compiler entry point. */
export const TSC = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

/** The built command line; tests that drive it build the CLI first. */
export const CLI_BIN = join(REPO_ROOT, 'packages', 'cli', 'dist', 'bin.js');

/** Raised when a step that prepares a test (generation, compilation) fails. */
export class RobustnessSetupError extends Error {
  override name = 'RobustnessSetupError';
}

/** Writes generated files under `dir`, replacing what was there. */
export function writeFiles(dir: string, files: readonly GeneratedFile[]): void {
  replaceFileTree(dir, files);
}

/** Imports an in-memory OpenAPI document (named `file` in messages) into the IR. */
export async function importDocument(
  document: object,
  file = 'openapi.json',
): Promise<Awaited<ReturnType<typeof parseOpenApi>>> {
  return parseOpenApi({ file: join(REPO_ROOT, 'tmp', file), document, displayFile: file });
}

/** Imports and generates an SDK from an in-memory OpenAPI document into `dir`. */
export async function generateSdk(
  document: object,
  dir: string,
  options: Partial<TypeScriptGeneratorOptions> = {},
): Promise<GeneratedFile[]> {
  const ir = await importDocument(document);
  const files = await generateTypeScriptSdk(ir, { packageName: 'robust-sdk', packageVersion: '1.0.0', ...options });
  writeFiles(dir, files);
  return files;
}

/** Runs the repository's `tsc`; returns its output, empty when it succeeded. */
export function runTsc(cwd: string, args: string[]): string {
  try {
    execFileSync(process.execPath, [TSC, ...args], { cwd, encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}` || e.message;
  }
}

/** Strictly type-checks and compiles a generated SDK to CommonJS in `<dir>/dist/cjs`. */
export function compileSdk(dir: string): void {
  const output = runTsc(dir, ['-p', 'tsconfig.cjs.json']);
  if (output !== '') throw new RobustnessSetupError(`SDK compilation failed: ${dir}\n${output}`);
}

/** Every file below `dir`, as sorted `/`-separated relative paths. */
export function listTree(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return found.sort();
}

/** The packages the command line runs, in build order. */
const CLI_PACKAGES = [
  'errors',
  'ir',
  'config',
  'importers',
  'runtime-typescript',
  'generator-typescript',
  'generator-postman',
  'publish',
  'engine',
  'cli',
];

/** What each package builds from besides `src/`: schemas, validators, scripts and its manifest. */
const BUILD_INPUTS = ['schema', 'validator', 'scripts', 'package.json'];

/** Newest modification time of the non-test sources of the command line's packages. */
function newestCliSource(): number {
  let newest = 0;
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith('.spec.ts')) newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const name of CLI_PACKAGES) {
    walk(join(REPO_ROOT, 'packages', name, 'src'));
    for (const input of BUILD_INPUTS) {
      const full = join(REPO_ROOT, 'packages', name, input);
      if (!existsSync(full)) continue;
      if (statSync(full).isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  }
  return newest;
}

/** Nx's command line, wherever its package keeps it (`bin` in its package.json). */
function nxBin(): string {
  const dir = join(REPO_ROOT, 'node_modules', 'nx');
  const bin = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { bin?: string | Record<string, string> })
    .bin;
  return join(dir, typeof bin === 'string' ? bin : (bin?.['nx'] ?? 'bin/nx.js'));
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Builds the command line and the packages it uses unless its build is newer than every
 * source. Test files that need it take turns through a lock folder, so one build serves
 * them all. Nx serves unchanged packages from its cache; when a package does not
 * type-check because it is mid-change, `tsc` still emits, so each package is then
 * compiled directly in dependency order.
 */
export function buildCli(): void {
  const lock = join(REPO_ROOT, 'tmp', 'robustness-cli-build.lock');
  mkdirSync(dirname(lock), { recursive: true });
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than the deadline was left by a killed run.
      if (Date.now() > deadline || Date.now() - statSync(lock).mtimeMs > 300_000) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      sleep(250);
    }
  }
  try {
    if (existsSync(CLI_BIN) && statSync(CLI_BIN).mtimeMs > newestCliSource()) return;
    try {
      execFileSync(
        process.execPath,
        [nxBin(), 'run-many', '-t', 'build', '-p', '@bracken/cli', '--output-style=static'],
        { cwd: REPO_ROOT, stdio: 'pipe', env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } },
      );
    } catch {
      for (const name of CLI_PACKAGES) {
        // Every step of the package's build script (`tsc -p …`, then `node scripts/…`: assets,
        // compiled templates, the command's bundle), so no step's output is left stale.
        const dir = join(REPO_ROOT, 'packages', name);
        const script =
          (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts?: { build?: string } }).scripts
            ?.build ?? '';
        for (const step of script.split('&&').map((s) => s.trim().split(/\s+/))) {
          if (step[0] === 'tsc') runTsc(dir, step.slice(1));
          else if (step[0] === 'node') execFileSync(process.execPath, step.slice(1), { cwd: dir, stdio: 'pipe' });
        }
      }
    }
    if (!existsSync(CLI_BIN)) throw new RobustnessSetupError(`command line build failed: ${CLI_BIN} is missing`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** How a command-line run ended. */
export interface CliRun {
  /** Exit code, or `null` when a signal (or the timeout) ended it. */
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * Runs `bracken <args>` in `cwd` from the built command line, in a fresh Node with a
 * 512 MB heap and a timeout, the way a user (or CI) would.
 */
export function runCli(
  args: string[],
  cwd: string,
  options: { timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<CliRun> {
  const started = Date.now();
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, ['--max-old-space-size=512', CLI_BIN, ...args], {
      cwd,
      env: { PATH: process.env['PATH'] ?? '', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      resolvePromise({ status, signal, stdout, stderr, ms: Date.now() - started });
    });
  });
}
