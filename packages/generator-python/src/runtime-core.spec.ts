import { join } from 'node:path';
import { REPO_ROOT, runPyright, runTool } from './__fixtures__/python-harness';

// The runtime core copied into every SDK has pytest tests of its own, and passes the same
// strict checks as the generated code around it.

const runtime = join(REPO_ROOT, 'packages', 'runtime-python');

it('passes its pytest tests', () => {
  const result = runTool('python', ['-m', 'pytest', '-q', '--color=no', '-p', 'no:cacheprovider', 'tests'], runtime, {
    PYTHONPATH: join(runtime, 'src'),
    PYTHONDONTWRITEBYTECODE: '1',
  });
  process.stdout.write(`pytest: ${result.output.trim().split('\n').pop() ?? ''}\n`);
  if (result.status !== 0) throw new Error(result.output);
}, 300_000);

it('passes mypy --strict, pyright strict, ruff check and ruff format --check', () => {
  const failures = [
    runTool('mypy', ['--strict', '--no-incremental', '--cache-dir', '/dev/null', 'src/core'], runtime),
    runPyright(runtime, ['src']),
    runTool('ruff', ['check', '--no-cache', 'src', 'tests'], runtime),
    runTool('ruff', ['format', '--check', '--no-cache', 'src', 'tests'], runtime),
  ].filter((r) => r.status !== 0);
  expect(failures.map((f) => f.output)).toEqual([]);
}, 300_000);
