'use strict';
// The Python virtual environment the tests use, outside git under <repo>/tmp/python-venv.
// `prepare.js` fills it before `npm test`; a test asks `pythonVenv()`, which fills it too when a
// single spec runs on its own. Both go through this one module, so there is one path and one
// package list.
const { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { spawnSync } = require('node:child_process');
const { join, resolve } = require('node:path');

/** Packages the Python tests need: the SDK runtime's dependencies, its test and check tools, and the build backend. */
const PYTHON_TOOLS = ['build', 'hatchling', 'httpx', 'mypy', 'pydantic', 'pytest', 'pytest-asyncio', 'ruff'];

/** The machine's offline package index, used when it exists and `PIP_INDEX_URL` is not set. */
const MACHINE_INDEX = '/opt/pypi/simple';

const REPO_ROOT = resolve(__dirname, '..', '..');
const STAMP_FILE = '.bracken-tools.json';
const LOCK_WAIT_MS = 10 * 60 * 1000;

/** Folder of the virtual environment: `BRACKEN_PYTHON_VENV`, else `<repo>/tmp/python-venv`. */
function pythonVenvDir() {
  return resolve(process.env.BRACKEN_PYTHON_VENV || join(REPO_ROOT, 'tmp', 'python-venv'));
}

/** A program of the environment (`python`, `pip`, `pytest`, …). */
function venvBin(name, dir = pythonVenvDir()) {
  return process.platform === 'win32' ? join(dir, 'Scripts', `${name}.exe`) : join(dir, 'bin', name);
}

/** Where pip finds packages: `PIP_INDEX_URL`, else the machine's offline index, else pip's default (undefined). */
function pythonPackageIndex() {
  if (process.env.PIP_INDEX_URL) return process.env.PIP_INDEX_URL;
  return existsSync(MACHINE_INDEX) ? `file://${MACHINE_INDEX}` : undefined;
}

/** The interpreter that creates environments: `BRACKEN_PYTHON`, else `python3`. */
function basePython() {
  return process.env.BRACKEN_PYTHON || 'python3';
}

function stampFor(index) {
  return JSON.stringify({ tools: PYTHON_TOOLS, index: index ?? null });
}

function isReady(dir, index) {
  const stamp = join(dir, STAMP_FILE);
  return existsSync(venvBin('python', dir)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === stampFor(index);
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Takes the lock folder beside the environment; waits while a live process holds it. */
function withLock(dir, work) {
  const lock = `${dir}.lock`;
  mkdirSync(resolve(dir, '..'), { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let owner = NaN;
      try {
        owner = Number(readFileSync(join(lock, 'pid'), 'utf8'));
      } catch {
        // The owner has made the folder but not written its pid yet.
      }
      if (Number.isInteger(owner) && !isAlive(owner)) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() - started > LOCK_WAIT_MS)
        throw new Error(`python venv: ${lock} is still held by process ${owner}; remove it if that process is gone`);
      else sleep(200);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function run(command, args, log, env = process.env) {
  log(`${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.error) throw new Error(`python venv: could not start ${command}: ${result.error.message}`);
  if (result.status !== 0) {
    const tail = `${result.stderr}\n${result.stdout}`.trim().split('\n').slice(-8).join('\n');
    throw new Error(
      `python venv: \`${command} ${args.slice(0, 3).join(' ')}\` exited with code ${result.status}:\n${tail}`,
    );
  }
}

/**
 * Makes sure the environment exists and holds {@link PYTHON_TOOLS}, and returns its paths. It
 * does nothing when a stamp in the environment says it already holds them from the same index,
 * so a prepared machine pays two `stat`s. Safe to call from several processes at once.
 *
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {{ dir: string, python: string, bin: (name: string) => string, index: string | undefined }}
 */
function pythonVenv(options = {}) {
  const log = options.log ?? (() => undefined);
  const dir = pythonVenvDir();
  const index = pythonPackageIndex();
  const paths = { dir, python: venvBin('python', dir), bin: (name) => venvBin(name, dir), index };
  if (isReady(dir, index)) return paths;
  withLock(dir, () => {
    if (isReady(dir, index)) return;
    if (!existsSync(venvBin('python', dir))) run(basePython(), ['-m', 'venv', dir], log);
    rmSync(join(dir, STAMP_FILE), { force: true });
    // Without an index pip first tries pypi.org and waits on retries; the machine's index is offline.
    const env = {
      ...process.env,
      PIP_DISABLE_PIP_VERSION_CHECK: '1',
      ...(index !== undefined ? { PIP_INDEX_URL: index } : {}),
    };
    run(venvBin('python', dir), ['-m', 'pip', 'install', '--quiet', ...PYTHON_TOOLS], log, env);
    writeFileSync(join(dir, STAMP_FILE), stampFor(index));
  });
  return paths;
}

module.exports = { PYTHON_TOOLS, pythonVenv, pythonVenvDir, pythonPackageIndex, venvBin };
