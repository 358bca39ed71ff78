import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { OutputFile } from '@bracken/ir';
import { replaceFileTree } from '@bracken/test-kit';

/** Repository root (where `node_modules` and `tmp/` live). */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..', '..');

/** What the venv holds: the SDK's dependencies and the tools its checks and tests run. */
export const VENV_PACKAGES = ['httpx', 'pydantic', 'pytest', 'pytest-asyncio', 'mypy', 'ruff', 'build', 'hatchling'];

const VENV = join(REPO_ROOT, 'tmp', 'python-venv');
const MARKER = join(VENV, '.bracken-packages');

/** The local package index the venv installs from, so tests never reach the network. */
export const PIP_INDEX_URL = process.env.PIP_INDEX_URL ?? 'file:///opt/pypi/simple';

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * The Python of the shared venv in `<repo>/tmp/python-venv`, created and filled on first use
 * (offline, from {@link PIP_INDEX_URL}) and reused after: a marker lists what it holds, and a
 * lock folder keeps parallel test files from building it twice.
 */
export function ensureVenv(): string {
  const python = join(VENV, 'bin', 'python');
  const wanted = VENV_PACKAGES.join('\n');
  if (existsSync(MARKER) && readFileSync(MARKER, 'utf8') === wanted) return python;
  const lock = `${VENV}.lock`;
  mkdirSync(dirname(VENV), { recursive: true });
  for (let waited = 0; ; waited += 200) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (waited > 300_000) throw new Error(`venv lock held for 5 minutes: ${lock}`);
      sleep(200);
      if (existsSync(MARKER) && readFileSync(MARKER, 'utf8') === wanted) return python;
    }
  }
  try {
    if (!existsSync(python)) execFileSync('python3', ['-m', 'venv', VENV], { stdio: 'pipe' });
    execFileSync(python, ['-m', 'pip', 'install', '--disable-pip-version-check', '-q', ...VENV_PACKAGES], {
      stdio: 'pipe',
      env: { ...process.env, PIP_INDEX_URL },
    });
    writeFileSync(MARKER, wanted);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return python;
}

/** Writes a generated SDK under `<repo>/tmp/gen-py/<name>/`, replacing what was there. */
export function writeSdk(name: string, files: readonly OutputFile[]): string {
  const dir = join(REPO_ROOT, 'tmp', 'gen-py', name);
  replaceFileTree(dir, files);
  return dir;
}

/** Output and exit status of a command. */
export interface RunResult {
  status: number;
  output: string;
}

/** Runs a command of the venv (`python`, `mypy`, `ruff`, …) in `cwd`. */
export function runTool(tool: string, args: readonly string[], cwd: string, env: Record<string, string> = {}): RunResult {
  const python = ensureVenv();
  const command = tool === 'python' ? python : join(dirname(python), tool);
  // Output the specs read stays plain whatever the runner's colour settings (CI sets FORCE_COLOR,
  // which pytest takes as an order to colour).
  const plain = { PY_COLORS: '0', NO_COLOR: '1' };
  const result = spawnSync(command, [...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...plain, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** Runs the repository's pyright (strict, per the SDK's pyproject) on `dir`. */
export function runPyright(dir: string, paths: readonly string[] = ['src']): RunResult {
  const python = ensureVenv();
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules', 'pyright', 'index.js'), '--pythonpath', python, ...paths], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** The four checks a generated SDK passes as generated; each failure with its output. */
export function checkSdk(dir: string, module: string): string[] {
  const failures: string[] = [];
  const mypy = runTool('mypy', ['--strict', '--no-incremental', `src/${module}`], dir);
  if (mypy.status !== 0) failures.push(`mypy --strict:\n${mypy.output}`);
  const pyright = runPyright(dir);
  if (pyright.status !== 0) failures.push(`pyright:\n${pyright.output}`);
  const check = runTool('ruff', ['check', '--no-cache', '.'], dir);
  if (check.status !== 0) failures.push(`ruff check:\n${check.output}`);
  const format = runTool('ruff', ['format', '--check', '--no-cache', '--diff', '.'], dir);
  if (format.status !== 0) failures.push(`ruff format --check:\n${format.output}`);
  return failures;
}
