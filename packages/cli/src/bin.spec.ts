import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTempFolder } from '@bracken/test-kit';

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

const temp = createTempFolder('bracken-cli-');
afterAll(() => temp.cleanup());

function bracken(...args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: temp.dir,
    encoding: 'utf8',
    env: { ...process.env, BRACKEN_DEBUG: '' },
  });
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
    writeFileSync(
      join(temp.dir, 'broken.yml'),
      'groups:\n  ts:\n    generators:\n      - name: bracken-typescript-sdk\n',
    );
    expect(bracken('check', '--config', 'broken.yml')).toEqual({
      code: 1,
      out: 'broken.yml:4:9: error: missing required key "version" at $.groups.ts.generators[0]\n',
      err: 'broken.yml: 1 error, 0 warnings\n',
    });
  });

  it('refuses to publish a TypeScript SDK to PyPI, before building or sending anything', () => {
    const dir = join(temp.dir, 'pypi-publish');
    mkdirSync(dir);
    copyFileSync(join(ROOT, 'examples', 'petstore', 'openapi.yml'), join(dir, 'openapi.yml'));
    const output =
      '        output:\n          location: pypi\n          package-name: petstore-sdk\n          token: ${PYPI_TOKEN}\n';
    writeFileSync(
      join(dir, 'generators.yml'),
      `api:\n  specs:\n    - openapi: ./openapi.yml\ngroups:\n  py:\n    generators:\n      - name: bracken-typescript-sdk\n        version: 1.0.0\n${output}`,
    );
    expect(bracken('generate', '--config', 'pypi-publish/generators.yml', '--group', 'py')).toMatchObject({ code: 0 });
    const published = spawnSync(
      process.execPath,
      [BIN, 'publish', '--config', 'pypi-publish/generators.yml', '--group', 'py'],
      { cwd: temp.dir, encoding: 'utf8', env: { ...process.env, PYPI_TOKEN: 'pypi-cli-token-value' } },
    );
    expect(published.status).toBe(1);
    expect(published.stderr).toContain(
      'error: py/bracken-typescript-sdk: validate failed: pypi petstore-sdk: output.location: pypi publishes Python packages, but bracken-typescript-sdk writes typescript',
    );
    expect(`${published.stdout}${published.stderr}`).not.toContain('pypi-cli-token-value');
  });

  it('exits 2 on an unknown command', () => {
    const result = bracken('publish-everything');
    expect(result.code).toBe(2);
    expect(result.err).toContain('bracken: unknown command: publish-everything');
  });

  it('ships the bundle as ASCII, which the engine holds at one byte a character', () => {
    const bundle = readFileSync(join(__dirname, '..', 'dist', 'bracken.js'), 'utf8');
    expect(bundle.length).toBeGreaterThan(100_000);
    expect(bundle.match(/[^\x00-\x7f]/g) ?? []).toEqual([]);
    // Text the command prints keeps its characters, escaped in the source.
    expect(bundle).toContain('\\u2192');
  });

  it('runs the bundle: no @bracken module is read from a file of its own', () => {
    // The generated validator of generators.yml is in the bundle too.
    const hook = join(temp.dir, 'list-modules.js');
    writeFileSync(
      hook,
      "process.on('exit', () => process.stderr.write(JSON.stringify(Object.keys(require.cache)) + '\\n'));\n",
    );
    const result = spawnSync(process.execPath, ['--require', hook, BIN, 'check'], {
      cwd: temp.dir,
      encoding: 'utf8',
      env: { ...process.env, BRACKEN_DEBUG: '' },
    });
    expect(result.status).toBe(0);
    const loaded = (JSON.parse(result.stderr.trim().split('\n').pop()!) as string[]).filter(
      (f) => f.startsWith(join(ROOT, 'packages')) && !f.includes('node_modules'),
    );
    expect(loaded.map((f) => f.slice(ROOT.length + 1)).sort()).toEqual([
      'packages/cli/dist/bin.js',
      'packages/cli/dist/bracken.js',
      'packages/cli/dist/compile-cache.js',
    ]);
  });

  it('generates an SDK without loading ejs: the templates are compiled into the bundle', () => {
    const dir = join(temp.dir, 'generate-modules');
    mkdirSync(dir, { recursive: true });
    const hook = join(temp.dir, 'list-all-modules.js');
    writeFileSync(
      hook,
      "process.on('exit', () => process.stderr.write(JSON.stringify(Object.keys(require.cache)) + '\\n'));\n",
    );
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--require', hook, BIN, ...args], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, BRACKEN_DEBUG: '' },
      });
    expect(run('init').status).toBe(0);
    const result = run('generate');
    expect(result.status).toBe(0);
    expect(readFileSync(join(dir, 'sdks', 'typescript', 'README.md'), 'utf8')).toContain('npm install');
    const loaded = JSON.parse(result.stderr.trim().split('\n').pop()!) as string[];
    expect(loaded.filter((f) => f.includes(`${join('node_modules', 'ejs')}`))).toEqual([]);
  });

  describe('without a bundle', () => {
    const copy = (name: string, mainSource: string, bundleSource?: string): string => {
      const dir = join(temp.dir, name);
      mkdirSync(dir, { recursive: true });
      copyFileSync(BIN, join(dir, 'bin.js'));
      copyFileSync(join(__dirname, '..', 'dist', 'compile-cache.js'), join(dir, 'compile-cache.js'));
      writeFileSync(join(dir, 'main.js'), mainSource);
      if (bundleSource !== undefined) writeFileSync(join(dir, 'bracken.js'), bundleSource);
      return join(dir, 'bin.js');
    };
    const run = (bin: string) =>
      spawnSync(process.execPath, [bin, 'x'], {
        encoding: 'utf8',
        env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' },
      });

    it('runs the separate modules', () => {
      const bin = copy(
        'unbundled',
        "exports.main = async (args) => { process.stdout.write('separate ' + args.join(' ')); return 3; };\n",
      );
      expect(run(bin)).toMatchObject({ status: 3, stdout: 'separate x' });
    });

    it('does not hide a bundle that fails to load a module of its own', () => {
      const bin = copy('broken-bundle', 'exports.main = async () => 0;\n', "require('./missing-part');\n");
      const result = run(bin);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain("Cannot find module './missing-part'");
    });
  });
});
