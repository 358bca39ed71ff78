import { delimiter, join } from 'node:path';
import { generatePythonSdk } from './index';
import { apiKey, basic, bearer, oauth, petstoreIr } from '../../generator-typescript/src/__fixtures__/petstore';
import { authIr } from '../../generator-typescript/src/__fixtures__/auth';
import { runTool, writeSdk } from './__fixtures__/python-harness';

// The wire tests are pytest files (`__fixtures__/wire`): each runs against a real HTTP server on
// 127.0.0.1, once with the sync client and once with the async one. This spec generates the SDKs
// they import, runs pytest on them and reports its summary.

it('passes the sync and async wire tests against a real server', () => {
  const sdks = {
    petstore: generatePythonSdk(petstoreIr({ local: true, auth: [bearer({ env: 'PETSTORE_TOKEN' })] }), {
      packageName: 'petstore-sdk',
      packageVersion: '1.2.3',
    }),
    basic: generatePythonSdk(authIr([basic({ omitPassword: true })]), {
      packageName: 'basic-sdk',
      packageVersion: '1.0.0',
    }),
    any: generatePythonSdk(
      authIr([apiKey({ prefix: 'Token', env: 'AUTH_DEMO_KEY' }), oauth({ refresh: true })], 'any', { multiHost: true }),
      { packageName: 'any-sdk', packageVersion: '1.0.0', whitelabel: true },
    ),
    all: generatePythonSdk(authIr([bearer(), apiKey()], 'all'), {
      packageName: 'all-sdk',
      packageVersion: '1.0.0',
      includePlatformHeaders: true,
    }),
  };
  const roots = Object.entries(sdks).map(([name, files]) => join(writeSdk(`wire/${name}`, files), 'src'));
  const wire = join(__dirname, '__fixtures__', 'wire');
  const result = runTool(
    'python',
    ['-m', 'pytest', '-q', '--color=no', '-p', 'no:cacheprovider', '-o', 'asyncio_mode=auto', wire],
    wire,
    {
      PYTHONPATH: roots.join(delimiter),
      PYTHONDONTWRITEBYTECODE: '1',
    },
  );
  const summary = result.output.trim().split('\n').pop() ?? '';
  process.stdout.write(`pytest: ${summary}\n`);
  if (result.status !== 0) throw new Error(`pytest failed:\n${result.output}`);
  expect(summary).toMatch(/^\d+ passed in /);
}, 600_000);
