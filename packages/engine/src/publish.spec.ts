import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { generate } from './generate';
import { registerGenerator } from './generators';
import { publish, type PublishOptions } from './publish';
import { createTextReporter, type TextOutput } from './report';
import { pythonVenv } from '../../../tools/machine/python-venv';

const SPEC = `openapi: 3.0.3
info: { title: Tiny, version: 1.0.0 }
paths:
  /ping:
    get:
      operationId: ping
      responses: { '204': { description: ok } }
`;

function sink(): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (c: Buffer) => (text += c.toString()));
  return { stream, text: () => text };
}

type Printed<T> = T & { stdout: TextOutput; stderr: TextOutput };

/** `publish` printing as the command line does; resolves to the exit code the command returns. */
async function runPublish({ stdout, stderr, ...options }: Printed<PublishOptions>): Promise<number> {
  return (
    await publish({
      ...options,
      onEvent: createTextReporter({ stdout, stderr, ...(options.cwd !== undefined ? { cwd: options.cwd } : {}) }),
    })
  ).ok
    ? 0
    : 1;
}

/** `generate` printing as the command line does, with the exit code the command returns. */
async function runGenerate({ stdout, stderr, ...options }: Printed<PublishOptions>): Promise<{ exitCode: number }> {
  return {
    exitCode: (
      await generate({
        ...options,
        onEvent: createTextReporter({ stdout, stderr, ...(options.cwd !== undefined ? { cwd: options.cwd } : {}) }),
      })
    ).ok
      ? 0
      : 1,
  };
}

const git = (cwd: string, ...args: string[]): string => execFileSync('git', args, { cwd, encoding: 'utf8' });

const PYPI_GROUP = (generator: string) =>
  `  py:\n    generators:\n      - name: ${generator}\n        version: 1.0.0\n        output:\n          location: pypi\n          package-name: tiny-sdk\n          token: \${PYPI_TOKEN}\n`;

describe('runPublish', () => {
  let root: string;
  let remote: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'bracken-pub-'));
    remote = join(root, 'remote.git');
    git(root, 'init', '-q', '--bare', '-b', 'main', remote);
    const seed = join(root, 'seed');
    await mkdir(seed);
    git(seed, 'init', '-q', '-b', 'main');
    await writeFile(join(seed, 'README.md'), 'seed\n');
    git(seed, 'add', '.');
    git(seed, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'seed');
    git(seed, 'push', '-q', remote, 'main');
    await mkdir(join(root, 'ws', 'api'), { recursive: true });
    await writeFile(join(root, 'ws', 'nx.json'), '{}');
    await writeFile(join(root, 'ws', 'api', 'openapi.yml'), SPEC);
    await writeFile(
      join(root, 'ws', 'api', 'generators.yml'),
      `api:\n  specs:\n    - openapi: ./openapi.yml\ngroups:\n  ts:\n    generators:\n      - name: bracken-typescript-sdk\n        version: 2.0.0\n        github:\n          uri: file://${remote}\n          token: \${GIT_TOKEN}\n          mode: push\n          branch: main\n`,
    );
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('says to run generate first when nothing was generated', async () => {
    const err = sink();
    const code = await runPublish({
      config: 'api/generators.yml',
      group: 'ts',
      cwd: join(root, 'ws'),
      stdout: sink().stream,
      stderr: err.stream,
      env: { GIT_TOKEN: 't0ken' },
    });
    expect(code).toBe(1);
    expect(err.text()).toContain(
      'error: ts/bracken-typescript-sdk: nothing generated at api/dist/bracken/ts/bracken-typescript-sdk; run bracken generate first',
    );
  });

  it('names a broken config relative to the current folder, as generate does, however its path was given', async () => {
    const config = join(root, 'ws', 'api', 'generators.yml');
    await writeFile(config, 'groups:\n  ts: [\n');
    const io = { config, group: 'ts', cwd: join(root, 'ws'), env: { GIT_TOKEN: 't0ken' } };
    const published = sink();
    const generated = sink();
    expect(await runPublish({ ...io, stdout: sink().stream, stderr: published.stream })).toBe(1);
    expect((await runGenerate({ ...io, stdout: sink().stream, stderr: generated.stream })).exitCode).toBe(1);
    expect(published.text()).toMatch(/^api\/generators\.yml:\d+:\d+: error: /m);
    expect(published.text()).not.toContain(root);
    expect(published.text()).toBe(generated.text());
  });

  it('pushes what generate staged to the git remote, without leaking the token', async () => {
    const io = { cwd: join(root, 'ws'), env: { GIT_TOKEN: 's3cret-token-value' } };
    expect(
      (
        await runGenerate({
          config: 'api/generators.yml',
          group: 'ts',
          ...io,
          stdout: sink().stream,
          stderr: sink().stream,
        })
      ).exitCode,
    ).toBe(0);
    const out = sink();
    const err = sink();
    const code = await runPublish({
      config: 'api/generators.yml',
      group: 'ts',
      ...io,
      stdout: out.stream,
      stderr: err.stream,
    });
    expect(err.text()).not.toContain('error');
    expect(code).toBe(0);
    expect(out.text()).toMatch(/^ts\/bracken-typescript-sdk: published git /);
    const files = git(root, '--git-dir', remote, 'ls-tree', '-r', '--name-only', 'main');
    expect(files).toContain('src/Client.ts');
    expect(files).toContain('package.json');
    expect(`${out.text()}${err.text()}`).not.toContain('s3cret-token-value');
  });

  it('hands each output the language its generator writes, so a registry refuses another language', async () => {
    const config = join(root, 'ws', 'api', 'generators.yml');
    await writeFile(
      config,
      `api:\n  specs:\n    - openapi: ./openapi.yml\ngroups:\n${PYPI_GROUP('bracken-typescript-sdk')}`,
    );
    const io = {
      config: 'api/generators.yml',
      group: 'py',
      cwd: join(root, 'ws'),
      env: { PYPI_TOKEN: 'pypi-token-value' },
    };
    expect((await runGenerate({ ...io, stdout: sink().stream, stderr: sink().stream })).exitCode).toBe(0);
    const err = sink();
    expect(await runPublish({ ...io, stdout: sink().stream, stderr: err.stream })).toBe(1);
    expect(err.text()).toContain(
      'py/bracken-typescript-sdk: validate failed: pypi tiny-sdk: output.location: pypi publishes Python packages, but bracken-typescript-sdk writes typescript',
    );
  });

  it('builds the Python package a Python generator wrote, in a dry run', async () => {
    // The schema admits installed generators only, so the stand-in takes one's name for this file's runs.
    registerGenerator({
      name: 'bracken-postman',
      language: 'python',
      configSchema: {},
      generate: (ir) => [
        {
          path: 'pyproject.toml',
          contents:
            '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "placeholder"\nversion = "0.0.0"\nrequires-python = ">=3.9"\n\n[tool.hatch.build.targets.wheel]\npackages = ["tiny_sdk"]\n',
        },
        { path: 'tiny_sdk/__init__.py', contents: `TITLE = ${JSON.stringify(ir.title)}\n` },
      ],
    });
    await writeFile(
      join(root, 'ws', 'api', 'generators.yml'),
      `api:\n  specs:\n    - openapi: ./openapi.yml\ngroups:\n${PYPI_GROUP('bracken-postman')}`,
    );
    const io = {
      config: 'api/generators.yml',
      group: 'py',
      cwd: join(root, 'ws'),
      env: { PYPI_TOKEN: 'pypi-token-value', BRACKEN_PYTHON: pythonVenv().python },
    };
    const generated = sink();
    await runGenerate({ ...io, stdout: sink().stream, stderr: generated.stream });
    expect(generated.text()).toBe('');
    const out = sink();
    const err = sink();
    const code = await runPublish({ ...io, dryRun: true, stdout: out.stream, stderr: err.stream });
    expect(err.text()).not.toContain('error');
    expect(code).toBe(0);
    expect(`${out.text()}${err.text()}`).toContain(
      'dry run: would upload tiny_sdk-1.0.0-py3-none-any.whl, tiny_sdk-1.0.0.tar.gz to https://upload.pypi.org/legacy/',
    );
    expect(`${out.text()}${err.text()}`).not.toContain('pypi-token-value');
  });
});
