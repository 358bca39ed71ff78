import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir } from './__fixtures__/capture';

const ROOT = join(__dirname, '..', '..', '..');
const BIN = join(__dirname, '..', 'dist', 'bin.js');

beforeAll(() => {
  // The root test script builds first; build here only when run on a clean checkout.
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  if (!existsSync(join(ROOT, 'packages', 'config', 'dist', 'index.js'))) {
    execFileSync(process.execPath, [tsc, '-p', join(ROOT, 'packages', 'config', 'tsconfig.lib.json')]);
  }
  if (!existsSync(BIN)) execFileSync(process.execPath, [tsc, '-p', join(__dirname, '..', 'tsconfig.lib.json')]);
}, 120000);

const temp = makeTempDir();
afterAll(() => temp.cleanup());

function bracken(...args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd: temp.dir, encoding: 'utf8', env: { ...process.env, BRACKEN_DEBUG: '' } });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('dist/bin.js', () => {
  it('starts with a node shebang', () => {
    expect(readFileSync(BIN, 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
  });

  it('runs init then check in a real folder', () => {
    expect(bracken('init').code).toBe(0);
    expect(bracken('check')).toEqual({ code: 0, out: '', err: 'generators.yml: valid\n' });
  });

  it('exits 1 with located errors for a broken config', () => {
    writeFileSync(join(temp.dir, 'broken.yml'), 'groups:\n  ts:\n    generators:\n      - name: x\n');
    expect(bracken('check', '--config', 'broken.yml')).toEqual({
      code: 1,
      out: 'broken.yml:4:9: error: missing required key "version" at $.groups.ts.generators[0]\n',
      err: 'broken.yml: 1 error, 0 warnings\n',
    });
  });

  it('exits 2 on an unknown command', () => {
    const result = bracken('publish-everything');
    expect(result.code).toBe(2);
    expect(result.err).toContain('bracken: unknown command: publish-everything');
  });
});
