import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTempFolder } from '@bracken/test-kit';

const ROOT = join(__dirname, '..', '..', '..');
const DIST = join(__dirname, '..', 'dist');

beforeAll(() => {
  // The root test script builds first; build here only when run on a clean checkout.
  if (!existsSync(join(DIST, 'io.js')))
    execFileSync(process.execPath, [
      join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      join(__dirname, '..', 'tsconfig.lib.json'),
    ]);
}, 120000);

const temp = createTempFolder('bracken-cli-');
afterAll(() => temp.cleanup());

/** A child that writes through `standardOutput`, then reports which stream modules it loaded. */
function child(body: string): string {
  const file = join(temp.dir, `child-${Math.random().toString(36).slice(2)}.js`);
  writeFileSync(
    file,
    [
      `const { standardOutput } = require(${JSON.stringify(join(DIST, 'io.js'))});`,
      'const out = standardOutput(1);',
      'const err = standardOutput(2);',
      body,
      "process.on('exit', () => require('node:fs').writeSync(2, `\\nmodules:${process.moduleLoadList.filter((m) => /^NativeModule (net|stream|tty)$/.test(m)).join(',')}`));",
      '',
    ].join('\n'),
  );
  return file;
}

describe('standardOutput', () => {
  it('writes to the file descriptors in order, without building process.stdout', () => {
    const file = child("out.write('one\\n'); err.write('two\\n'); out.write('héllo ✓\\n');");
    const result = spawnSync(process.execPath, [file], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('one\nhéllo ✓\n');
    expect(result.stderr).toBe('two\n\nmodules:');
  });

  it('stops writing, without an error, once the reader has gone', () => {
    // `true` exits without reading, so the child's writes meet a closed pipe.
    const file = child(
      "const line = 'x'.repeat(1023) + '\\n'; for (let i = 0; i < 4096; i++) out.write(line); err.write('done\\n');",
    );
    const result = spawnSync('bash', ['-c', `set -o pipefail; "${process.execPath}" "${file}" | true`], {
      encoding: 'utf8',
    });
    expect(result.stderr).toContain('done\n');
    expect(result.stderr).not.toContain('EPIPE');
    expect(result.status).toBe(0);
  });
});
