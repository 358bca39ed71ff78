import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { createTempFolder } from '@bracken/test-kit';

const ROOT = join(__dirname, '..', '..', '..');
const DIST = join(__dirname, '..', 'dist');

beforeAll(() => {
  // The root test script builds first; build here only when run on a clean checkout.
  if (!existsSync(join(DIST, 'compile-cache.js'))) {
    execFileSync(process.execPath, [
      join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      join(__dirname, '..', 'tsconfig.lib.json'),
    ]);
  }
}, 120000);

const temp = createTempFolder('bracken-cli-');
afterAll(() => temp.cleanup());

interface ChildReport {
  stats: { hits: number; misses: number; written: number } | null;
  value: unknown;
}

let caseNumber = 0;

/**
 * A folder of modules: `entry.js` requires `helper.js` and resolves a path; `loader.js` uses
 * `import()`, so the cache leaves it to Node, and the import still works.
 */
function writeModules(): string {
  const dir = join(temp.dir, `case-${++caseNumber}`);
  mkdirSync(dir, { recursive: true });
  // A `#!` line, as command-line modules have: Node drops it, and so does the cache.
  writeFileSync(join(dir, 'helper.js'), '#!/usr/bin/env node\nexports.twice = (n) => n * 2;\n');
  writeFileSync(join(dir, 'esm.mjs'), 'export const answer = 42;\n');
  writeFileSync(join(dir, 'loader.js'), "exports.load = async () => (await import('./esm.mjs')).answer;\n");
  writeFileSync(
    join(dir, 'entry.js'),
    [
      "const { twice } = require('./helper');",
      "const { load } = require('./loader');",
      '// BUSY_MS makes the run take longer, as a long command would.',
      "const busyUntil = Date.now() + Number(process.env.BUSY_MS ?? '0');",
      'while (Date.now() < busyUntil);',
      'module.exports = async () => ({',
      '  twice: twice(21),',
      "  resolved: require.resolve('./helper') === __dirname + '/helper.js',",
      '  esm: await load(),',
      '});',
      '',
    ].join('\n'),
  );
  return dir;
}

/** Runs a child that turns the cache on, loads `entry.js` and reports what happened. */
function runChild(
  modules: string,
  cacheDir: string,
  env: Record<string, string | undefined> = {},
  nodeFlags: string[] = [],
): ChildReport {
  const script = [
    `const { installCompileCache } = require(${JSON.stringify(join(DIST, 'compile-cache.js'))});`,
    `const stats = installCompileCache({ dir: ${JSON.stringify(cacheDir)} }) ?? null;`,
    `require(${JSON.stringify(join(modules, 'entry.js'))})().then((value) => {`,
    "  process.on('exit', () => process.stdout.write(JSON.stringify({ stats, value })));",
    '});',
  ].join('\n');
  const childEnv: Record<string, string | undefined> = { ...process.env, ...env };
  delete childEnv['NODE_OPTIONS'];
  for (const name of ['NODE_DISABLE_COMPILE_CACHE', 'NODE_V8_COVERAGE']) if (!(name in env)) delete childEnv[name];
  const result = spawnSync(process.execPath, [...nodeFlags, '-e', script], { encoding: 'utf8', env: childEnv });
  if (result.status !== 0) throw new Error(`child failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as ChildReport;
}

const EXPECTED_VALUE = { twice: 42, resolved: true, esm: 42 };

/**
 * Records a very long run in every cache file of the folder, as if the run that wrote them had
 * taken hours, so that the next run's own length (which the machine's load decides) never
 * makes it write them again; the tests of "nothing to write" then count only misses.
 */
function recordLongRun(cacheDir: string): void {
  for (const name of readdirSync(cacheDir).filter((f) => f.endsWith('.bin'))) {
    const bytes = readFileSync(join(cacheDir, name));
    bytes.writeUInt32LE(0x7fffffff, 4);
    writeFileSync(join(cacheDir, name), bytes);
  }
}

describe('installCompileCache', () => {
  it('writes a cache on the first run and compiles from it on the next', () => {
    const modules = writeModules();
    const cacheDir = join(temp.dir, `cache-${caseNumber}`);
    const first = runChild(modules, cacheDir);
    expect(first).toEqual({ stats: { hits: 0, misses: 2, written: 2 }, value: EXPECTED_VALUE });
    expect(readdirSync(cacheDir).filter((f) => f.endsWith('.bin'))).toHaveLength(2);
    expect(statSync(cacheDir).mode & 0o777).toBe(0o700);

    recordLongRun(cacheDir);
    const second = runChild(modules, cacheDir);
    expect(second).toEqual({ stats: { hits: 2, misses: 0, written: 0 }, value: EXPECTED_VALUE });
  });

  it('compiles a changed module afresh, whether its size or only its time changed, and drops its old cache', () => {
    const modules = writeModules();
    const cacheDir = join(temp.dir, `cache-${caseNumber}`);
    runChild(modules, cacheDir);
    recordLongRun(cacheDir);

    // A new size (the time may not have moved on a fast machine).
    writeFileSync(join(modules, 'helper.js'), '#!/usr/bin/env node\nexports.twice = (n) => 3 * n + 0;\n');
    expect(runChild(modules, cacheDir)).toEqual({
      stats: { hits: 1, misses: 1, written: 1 },
      value: { ...EXPECTED_VALUE, twice: 63 },
    });

    // Same length, new content and time: the name of the cache file changes with the time.
    writeFileSync(join(modules, 'helper.js'), '#!/usr/bin/env node\nexports.twice = (n) => n * 4;\n');
    recordLongRun(cacheDir);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(modules, 'helper.js'), later, later);
    expect(runChild(modules, cacheDir)).toEqual({
      stats: { hits: 1, misses: 1, written: 1 },
      value: { ...EXPECTED_VALUE, twice: 84 },
    });
    // The caches of the helper's earlier versions are gone: one file per module.
    expect(readdirSync(cacheDir).filter((f) => f.endsWith('.bin'))).toHaveLength(2);
  });

  it('writes a cache again after a run more than twice as long as the one that wrote it', () => {
    const modules = writeModules();
    const cacheDir = join(temp.dir, `cache-${caseNumber}`);
    const recorded = () => readdirSync(cacheDir).map((f) => readFileSync(join(cacheDir, f)).readUInt32LE(4));
    runChild(modules, cacheDir);
    const quick = recorded();
    expect(quick.every((ms) => ms > 0)).toBe(true);
    // Busy for more than twice the recorded run, however long that took on this machine. The
    // long run may have compiled functions the quick one never ran, so it writes both again.
    const busy = 2 * Math.max(...quick) + 500;
    expect(runChild(modules, cacheDir, { BUSY_MS: String(busy) })).toEqual({
      stats: { hits: 2, misses: 0, written: 2 },
      value: EXPECTED_VALUE,
    });
    expect(recorded().every((ms) => ms >= busy)).toBe(true);
    // A quick run after it has nothing to add.
    recordLongRun(cacheDir);
    expect(runChild(modules, cacheDir)).toEqual({ stats: { hits: 2, misses: 0, written: 0 }, value: EXPECTED_VALUE });
    expect(readdirSync(cacheDir)).toHaveLength(2);
  });

  it('compiles afresh, and rewrites, a cache file that is damaged', () => {
    const modules = writeModules();
    const cacheDir = join(temp.dir, `cache-${caseNumber}`);
    runChild(modules, cacheDir);
    for (const file of readdirSync(cacheDir))
      writeFileSync(join(cacheDir, file), readFileSync(join(cacheDir, file)).subarray(0, 64));
    expect(runChild(modules, cacheDir)).toEqual({ stats: { hits: 0, misses: 2, written: 2 }, value: EXPECTED_VALUE });
    recordLongRun(cacheDir);
    expect(runChild(modules, cacheDir)).toEqual({ stats: { hits: 2, misses: 0, written: 0 }, value: EXPECTED_VALUE });
  });

  it('stays off when NODE_DISABLE_COMPILE_CACHE is set', () => {
    const modules = writeModules();
    const cacheDir = join(temp.dir, `cache-${caseNumber}`);
    expect(runChild(modules, cacheDir, { NODE_DISABLE_COMPILE_CACHE: '1' })).toEqual({
      stats: null,
      value: EXPECTED_VALUE,
    });
    expect(existsSync(cacheDir)).toBe(false);
  });

  it('stays off with source maps or coverage, which Node applies only to what it compiles', () => {
    const modules = writeModules();
    const cacheDir = join(temp.dir, `cache-${caseNumber}`);
    expect(runChild(modules, cacheDir, {}, ['--enable-source-maps'])).toEqual({ stats: null, value: EXPECTED_VALUE });
    expect(runChild(modules, cacheDir, { NODE_V8_COVERAGE: join(temp.dir, `coverage-${caseNumber}`) })).toEqual({
      stats: null,
      value: EXPECTED_VALUE,
    });
    expect(existsSync(cacheDir)).toBe(false);
  });

  it('does not use a folder that other users can write to', () => {
    const modules = writeModules();
    const cacheDir = join(temp.dir, `cache-${caseNumber}`);
    mkdirSync(cacheDir, { recursive: true });
    chmodSync(cacheDir, 0o777);
    expect(runChild(modules, cacheDir)).toEqual({ stats: null, value: EXPECTED_VALUE });
    expect(readdirSync(cacheDir)).toEqual([]);
  });

  it('is what dist/bin.js turns on, in a per-user folder of the temp folder', () => {
    const tmp = join(temp.dir, `tmp-${++caseNumber}`);
    mkdirSync(tmp, { recursive: true });
    const env = { ...process.env, TMPDIR: tmp, NODE_OPTIONS: undefined, NODE_DISABLE_COMPILE_CACHE: undefined };
    const run = () => spawnSync(process.execPath, [join(DIST, 'bin.js'), '--version'], { encoding: 'utf8', env });
    const first = run();
    expect(first.status).toBe(0);
    const folder = join(
      tmp,
      `bracken-compile-cache-${process.getuid?.() ?? 'user'}`,
      `${process.version}-${process.arch}`,
    );
    const cached = readdirSync(folder).filter((f) => f.endsWith('.bin'));
    // The command's bundle (dist/bracken.js) is among them: its template text that spells
    // `import(` does not keep it out.
    const bundle = statSync(join(DIST, 'bracken.js'));
    expect(cached.some((f) => f.endsWith(`-${bundle.size}-${Math.trunc(bundle.mtimeMs)}.bin`))).toBe(true);
    expect(run().stdout).toBe(first.stdout);
    // Nothing new to write on the second run: every module came from the cache.
    expect(readdirSync(folder).filter((f) => f.endsWith('.bin'))).toEqual(cached);
  });

  it('never follows a symbolic link planted at the per-user folder of the temp folder', () => {
    const tmp = join(temp.dir, `tmp-${++caseNumber}`);
    const elsewhere = join(temp.dir, `elsewhere-${caseNumber}`);
    mkdirSync(tmp, { recursive: true });
    mkdirSync(elsewhere, { mode: 0o700 });
    symlinkSync(elsewhere, join(tmp, `bracken-compile-cache-${process.getuid?.() ?? 'user'}`));
    const env = { ...process.env, TMPDIR: tmp, NODE_OPTIONS: undefined, NODE_DISABLE_COMPILE_CACHE: undefined };
    const run = spawnSync(process.execPath, [join(DIST, 'bin.js'), '--version'], { encoding: 'utf8', env });
    expect(run.status).toBe(0);
    expect(readdirSync(elsewhere)).toEqual([]);
  });
});
