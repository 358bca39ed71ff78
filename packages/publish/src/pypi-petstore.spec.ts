import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pythonVenv } from '../../../tools/machine/python-venv';
import { startPypiServer, type PypiServer } from './__fixtures__/pypi-server';
import { publishOutput } from './index';

jest.setTimeout(300_000);

const REPO_ROOT = resolve(__dirname, '..', '..', '..');
const CLI = join(REPO_ROOT, 'packages', 'cli', 'bin', 'bracken.js');
const TOKEN = 'pypi-AgEIcHlwaS5vcmcCJDk0petstore';
const API_TOKEN = 'petstore-bearer-1234';

/** Runs a program without blocking the event loop, so servers in this process keep answering. */
function run(
  command: string,
  argv: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<{ code: number; output: string }> {
  return new Promise((done, reject) => {
    const child = spawn(command, argv, {
      cwd: options.cwd,
      env: { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: '1', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

describe('pypi output with the generated Petstore SDK', () => {
  let root: string;
  let registry: PypiServer | undefined;
  let api: Server | undefined;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'pypi-petstore-'));
  });
  afterAll(async () => {
    await registry?.close();
    if (api !== undefined) await new Promise((done) => api?.close(done));
    rmSync(root, { recursive: true, force: true });
  });

  it('generates the example python group, publishes it, installs it with pip from the index, and calls a real server', async () => {
    const python = pythonVenv().python;
    // The example's own generators.yml, in a copy of its own that is a workspace (a git repository).
    const example = join(root, 'petstore');
    cpSync(join(REPO_ROOT, 'examples', 'petstore'), example, {
      recursive: true,
      filter: (file) => !/[\\/](sdk|sdk-python|dist|node_modules)$/.test(file),
    });
    execFileSync('git', ['init', '--quiet'], { cwd: root });
    const generate = await run(process.execPath, [CLI, 'generate', '--group', 'python'], { cwd: example });
    expect(generate).toMatchObject({ code: 0 });
    const sourceDir = join(example, 'sdk-python');
    expect(existsSync(join(sourceDir, 'src', 'petstore_sdk', 'client.py'))).toBe(true);
    expect(readFileSync(join(sourceDir, 'pyproject.toml'), 'utf8')).toContain('name = "petstore-sdk"');

    registry = await startPypiServer({ users: { __token__: TOKEN } });
    const lines: string[] = [];
    const result = await publishOutput({
      output: { location: 'pypi', 'package-name': 'petstore-sdk', url: registry.uploadUrl, token: '${PYPI_TOKEN}' },
      generatorName: 'bracken-python-sdk',
      language: 'python',
      sourceDir,
      version: '2.0.0-beta.1',
      metadata: { 'package-description': 'Client library for the Petstore API.' },
      env: { PYPI_TOKEN: TOKEN },
      python,
      workDir: root,
      configDir: example,
      log: (line) => lines.push(line),
    });
    expect(result).toMatchObject({ kind: 'pypi', target: 'petstore-sdk==2.0.0b1', dryRun: false });
    expect([...registry.files.keys()].sort()).toEqual([
      'petstore_sdk-2.0.0b1-py3-none-any.whl',
      'petstore_sdk-2.0.0b1.tar.gz',
    ]);
    const wheel = registry.files.get('petstore_sdk-2.0.0b1-py3-none-any.whl');
    const field = (key: string): string[] => (wheel?.fields ?? []).filter(([k]) => k === key).map(([, v]) => v);
    expect(
      field('requires_dist')
        .map((line) => line.split(/[<>=!~ ;]/)[0])
        .sort(),
    ).toEqual(['httpx', 'pydantic']);
    expect(lines.join('\n')).not.toContain(TOKEN);

    const seen: Array<{ method: string | undefined; url: string | undefined; headers: IncomingHttpHeaders }> = [];
    api = createServer((req, res) => {
      seen.push({ method: req.method, url: req.url, headers: req.headers });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: '0b6f4b4e-4c9c-4e8e-9a53-0c1b5b1f0001',
          name: 'Rex',
          status: 'available',
          kind: { type: 'dog', bark: 'loud' },
          created_at: '2024-05-01T10:00:00Z',
          'extra-field': 1,
        }),
      );
    });
    await new Promise<void>((done) => api?.listen(0, '127.0.0.1', done));
    const { port } = api.address() as AddressInfo;

    const venv = join(root, 'user-venv');
    expect((await run(python, ['-m', 'venv', venv])).code).toBe(0);
    const userPython = join(venv, 'bin', 'python');
    // The SDK comes from the test repository; httpx and pydantic from the machine's own index.
    const index = pythonVenv().index;
    const install = await run(userPython, [
      '-m',
      'pip',
      'install',
      '--quiet',
      '--pre',
      '--index-url',
      registry.indexUrl,
      ...(index !== undefined ? ['--extra-index-url', index] : []),
      'petstore-sdk==2.0.0b1',
    ]);
    expect(install).toMatchObject({ code: 0 });
    const script = [
      'import importlib.metadata, json, sys',
      'from petstore_sdk import Petstore',
      `client = Petstore(base_url="http://127.0.0.1:${port}", token="${API_TOKEN}")`,
      'pet = client.pets.get("p-7")',
      'print(json.dumps([importlib.metadata.version("petstore-sdk"), type(pet).__name__, pet.name, type(pet.kind).__name__, pet.kind.bark, pet.created_at.year, sys.modules["petstore_sdk"].__file__.startswith(sys.prefix)]))',
    ].join('\n');
    // From the root folder, so the import finds the installed package and not a source tree.
    const call = await run(userPython, ['-I', '-c', script], { cwd: root });
    expect(call.code === 0 ? '' : call.output).toBe('');
    expect(JSON.parse(call.output.trim().split('\n').pop() ?? '')).toEqual([
      '2.0.0b1',
      'Pet',
      'Rex',
      'PetKindDog',
      'loud',
      2024,
      true,
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/pets/p-7' });
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${API_TOKEN}`);
  });
});
