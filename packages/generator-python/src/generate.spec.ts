import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseOpenApi } from '@bracken/importers';
import { createName } from '@bracken/ir';
import { defaultPackageName, generatePythonSdk } from './index';
import { apiKey, basic, bearer, oauth, petstoreIr } from '../../generator-typescript/src/__fixtures__/petstore';
import { authIr } from '../../generator-typescript/src/__fixtures__/auth';
import { checkSdk, REPO_ROOT, runTool, writeSdk } from './__fixtures__/python-harness';

// Each SDK is generated, written under tmp/gen-py and checked by the real tools a user runs:
// mypy --strict, pyright strict, ruff check and ruff format --check, then imported.

function generateAndCheck(name: string, files: ReturnType<typeof generatePythonSdk>, module: string): string[] {
  const dir = writeSdk(name, files);
  const failures = checkSdk(dir, module);
  const imported = runTool(
    'python',
    ['-c', `import ${module}, ${module}.client, ${module}.types, ${module}.errors`],
    dir,
    { PYTHONPATH: join(dir, 'src') },
  );
  if (imported.status !== 0) failures.push(`import:\n${imported.output}`);
  return failures;
}

describe('generated SDKs pass the strict checks as generated', () => {
  it('the Petstore example', async () => {
    const ir = await parseOpenApi({
      file: resolve(REPO_ROOT, 'examples', 'petstore', 'openapi.yml'),
      displayFile: 'openapi.yml',
    });
    const files = generatePythonSdk(ir, { packageName: 'petstore-sdk', packageVersion: '0.1.0' });
    expect(generateAndCheck('example-petstore', files, 'petstore_sdk')).toEqual([]);
  }, 300_000);

  it('the wire-test Petstore: every body, response, stream and pagination kind', () => {
    const files = generatePythonSdk(petstoreIr({ local: true, auth: [bearer({ env: 'PETSTORE_TOKEN' })] }), {
      packageName: 'petstore-sdk',
      packageVersion: '1.2.3',
    });
    expect(generateAndCheck('kitchen-sink', files, 'petstore_sdk')).toEqual([]);
  }, 300_000);

  it('a service whose client class would take the root client name gets its own', () => {
    // The `pets` service's class is `PetsClient`; so is the root client here.
    const files = generatePythonSdk(petstoreIr({ local: true }), {
      packageName: 'clash-sdk',
      packageVersion: '1.0.0',
      namespaceExport: 'PetsClient',
    });
    const client = files.find((file) => file.path === 'src/clash_sdk/client.py')?.contents;
    expect(client).toContain('class PetsClient:');
    expect(client).toContain('from .resources.pets import AsyncPetsClientResource, PetsClientResource');
    const dir = writeSdk('class-clash', files);
    const mypy = runTool('mypy', ['--strict', '--no-incremental', 'src/clash_sdk'], dir);
    expect(mypy.status === 0 ? '' : mypy.output).toBe('');
    const imported = runTool(
      'python',
      [
        '-c',
        'import clash_sdk\nprint(type(clash_sdk.PetsClient(base_url="http://127.0.0.1:1", token="t").pets).__name__)',
      ],
      dir,
      { PYTHONPATH: join(dir, 'src') },
    );
    expect(imported.output.trim()).toBe('PetsClientResource');
  }, 300_000);

  it('an API titled like a keyword or a builtin gets a client class of its own name', () => {
    const ir = petstoreIr({ local: true });
    ir.apiName = createName('None');
    const files = generatePythonSdk(ir, { packageName: 'none-sdk', packageVersion: '1.0.0' });
    const client = files.find((file) => file.path === 'src/none_sdk/client.py')?.contents;
    expect(client).toContain('class NoneClient:');
    expect(client).toContain('class AsyncNoneClient:');
    const dir = writeSdk('keyword-title', files);
    const imported = runTool('python', ['-c', 'import none_sdk\nprint(none_sdk.NoneClient.__name__)'], dir, {
      PYTHONPATH: join(dir, 'src'),
    });
    expect(imported.output.trim()).toBe('NoneClient');
    ir.apiName = createName('Exception');
    expect(
      generatePythonSdk(ir, { packageName: 'x-sdk', packageVersion: '1.0.0' }).find(
        (file) => file.path === 'src/x_sdk/client.py',
      )?.contents,
    ).toContain('class ExceptionClient:');
    expect(() =>
      generatePythonSdk(ir, { packageName: 'x-sdk', packageVersion: '1.0.0', namespaceExport: 'None' }),
    ).toThrow('invalid namespaceExport: "None" is not a Python class name');
  }, 120_000);

  it('keeps a default distribution name from a long title short enough for a folder name', () => {
    const ir = petstoreIr({ local: true });
    ir.apiName = createName(`${'Very Long Title '.repeat(30)}API`);
    const name = defaultPackageName(ir);
    expect(name).toBe('very-long-title-very-long-title-very-long-title-very-long-sdk');
    ir.apiName = createName('Petstore');
    expect(defaultPackageName(ir)).toBe('petstore-sdk');
  });

  it('the auth variants: basic with omit, a prefixed header, OAuth with refresh, any and all, multi-host', () => {
    const files = [
      ...generatePythonSdk(authIr([basic({ omitPassword: true })]), {
        packageName: 'basic-sdk',
        packageVersion: '1.0.0',
      }).map((f) => ({ ...f, path: `basic/${f.path}` })),
      ...generatePythonSdk(
        authIr([apiKey({ prefix: 'Token', env: 'AUTH_DEMO_KEY' }), oauth({ refresh: true })], 'any', {
          multiHost: true,
        }),
        { packageName: 'any-sdk', packageVersion: '1.0.0', whitelabel: true },
      ).map((f) => ({
        ...f,
        path: `any/${f.path}`,
      })),
      ...generatePythonSdk(authIr([bearer(), apiKey()], 'all'), {
        packageName: 'all-sdk',
        packageVersion: '1.0.0',
        includePlatformHeaders: true,
      }).map((f) => ({ ...f, path: `all/${f.path}` })),
    ];
    const dir = writeSdk('auth-variants', files);
    const failures = ['basic_sdk', 'any_sdk', 'all_sdk'].flatMap((module) => {
      const root = join(dir, module.replace('_sdk', ''));
      return checkSdk(root, module).map((f) => `${module}: ${f}`);
    });
    expect(failures).toEqual([]);
  }, 300_000);

  it('is deterministic: two runs give the same files', () => {
    const ir = petstoreIr({ local: true });
    const first = generatePythonSdk(ir, { packageName: 'petstore-sdk', packageVersion: '1.2.3' });
    const second = generatePythonSdk(petstoreIr({ local: true }), {
      packageName: 'petstore-sdk',
      packageVersion: '1.2.3',
    });
    expect(second).toEqual(first);
    expect(first.map((f) => f.path)).toEqual([...first.map((f) => f.path)].sort());
  });

  it('writes the package layout: pyproject, py.typed, README, reference and the CI workflow', () => {
    const files = generatePythonSdk(petstoreIr({ local: true }), {
      packageName: 'petstore-sdk',
      packageVersion: '1.2.3',
    });
    const paths = files.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'pyproject.toml',
        'README.md',
        'reference.md',
        '.github/workflows/ci.yml',
        'src/petstore_sdk/py.typed',
        'src/petstore_sdk/core/__init__.py',
      ]),
    );
    const pyproject = String(files.find((f) => f.path === 'pyproject.toml')!.contents);
    expect(pyproject).toContain('requires-python = ">=3.9"');
    expect(pyproject).toContain('dependencies = ["httpx>=0.23,<1", "pydantic>=2.6,<3"]');
    expect(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')).toContain('"generator": "bracken-python-sdk"');
  });
});
