import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

jest.setTimeout(240_000);

const HELPER = join(__dirname, 'python-venv.js');
const PREPARE = join(__dirname, 'prepare.js');

function node(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** A process that asks for the environment, printing each command it runs, then its interpreter. */
const ASK = `const { pythonVenv } = require(${JSON.stringify(HELPER)}); const venv = pythonVenv({ log: (line) => console.log('run: ' + line) }); console.log('python: ' + venv.python);`;

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'python-venv-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the Python virtual environment of the tests', () => {
  it('is made once with every tool, even when two processes ask at the same time, and then costs nothing', async () => {
    const env = { BRACKEN_PYTHON_VENV: join(root, 'venv') };
    const [first, second] = await Promise.all([node(['-e', ASK], env), node(['-e', ASK], env)]);
    expect([first?.code, second?.code]).toEqual([0, 0]);
    const installs = `${first?.stdout ?? ''}${second?.stdout ?? ''}`
      .split('\n')
      .filter((line) => line.includes('-m pip install'));
    expect(installs).toHaveLength(1);
    const python = join(root, 'venv', 'bin', 'python');
    expect(first?.stdout).toContain(`python: ${python}`);

    const again = await node(['-e', ASK], env);
    expect(again.stdout.split('\n').filter((line) => line.startsWith('run: '))).toEqual([]);

    const check = await new Promise<number>((resolve) => {
      const child = spawn(
        python,
        ['-c', 'import build, hatchling, httpx, mypy, pydantic, pytest, pytest_asyncio, ruff'],
        { stdio: 'ignore' },
      );
      child.on('close', (code) => resolve(code ?? 1));
    });
    expect(check).toBe(0);
  });

  it('is what the machine preparation of npm test fills', async () => {
    const env = { BRACKEN_PYTHON_VENV: join(root, 'prepared') };
    const prepared = await node([PREPARE], env);
    expect(prepared.stdout).toContain(`prepare: python tools ready in ${join(root, 'prepared')}`);
    const asked = await node(['-e', ASK], env);
    expect(asked.stdout.split('\n').filter((line) => line.startsWith('run: '))).toEqual([]);
  });
});
