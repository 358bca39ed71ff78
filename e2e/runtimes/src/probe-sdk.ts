import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { generateTypeScriptSdk, type TypeScriptGeneratorOptions } from '@bracken/generator-typescript';
import { parseOpenApi } from '@bracken/importers';
import { REPO_ROOT, RUNTIMES_TMP } from './cache';
import { ProbeBuildError } from './errors';

const run = promisify(execFile);

/** The application folder: the SDKs in its `node_modules`, the compiled client beside them. */
export const WORK_DIR = join(RUNTIMES_TMP, 'work');

/** The SDK of the scenario, with the runtime headers (`X-Bracken-Runtime`, `X-Bracken-Runtime-Version`). */
export const PROBE_SDK = '@acme/probe-sdk';

/** The same API generated with `includePlatformHeaders`: a structured `User-Agent` instead. */
export const PROBE_UA_SDK = '@acme/probe-ua-sdk';

/** What {@link prepareProbe} built. */
export interface ProbeBuild {
  workDir: string;
  /** The client as ES modules (`cli.js`, `browser.js`, `worker.js`). */
  esmDir: string;
  /** The client as CommonJS (`cli.js`). */
  cjsDir: string;
  /** The Workers entry and everything it imports in one module, resolved as a Workers bundler does. */
  workerBundle: string;
  /** The browser Web Worker entry in one module, resolved as a browser bundler does. */
  browserWorkerBundle: string;
  /** Each SDK's ES module entry as its `exports` name it, relative to the work folder. */
  esmEntries: Record<string, string>;
}

const TSC = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

async function step(what: string, cwd: string, args: string[]): Promise<void> {
  try {
    await run(process.execPath, args, { cwd, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    const output = `${e.stdout ?? ''}${e.stderr ?? ''}`.trim();
    throw new ProbeBuildError(`${what} failed: ${relative(REPO_ROOT, cwd)}\n${output === '' ? e.message : output}`);
  }
}

/** Generates one SDK into `node_modules` and builds both its CommonJS and ES module output, as `npm run build` would. */
async function installSdk(packageName: string, options: Partial<TypeScriptGeneratorOptions>): Promise<string> {
  const spec = join(__dirname, 'probe.openapi.yml');
  const ir = await parseOpenApi({ file: spec, displayFile: 'probe.openapi.yml' });
  const files = await generateTypeScriptSdk(ir, { packageName, packageVersion: '1.0.0', ...options });
  const sdkDir = join(WORK_DIR, 'node_modules', ...packageName.split('/'));
  for (const file of files) {
    const target = join(sdkDir, ...file.path.split('/'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.contents);
  }
  await step(`${packageName} CommonJS build`, sdkDir, [TSC, '-p', 'tsconfig.cjs.json']);
  await step(`${packageName} ES module build`, sdkDir, [TSC, '-p', 'tsconfig.esm.json']);
  await step(`${packageName} .mjs rename`, sdkDir, ['scripts/rename-to-esm-files.js', 'dist/esm']);
  return sdkDir;
}

/** The file `exports["."].import` names: where an ES module import of the package lands. */
function esmEntry(sdkDir: string): string {
  const manifest = JSON.parse(readFileSync(join(sdkDir, 'package.json'), 'utf8')) as {
    exports?: Record<string, { import?: { default?: string } }>;
  };
  const entry = manifest.exports?.['.']?.import?.default;
  if (entry === undefined)
    throw new ProbeBuildError(
      `no ES module entry: ${relative(REPO_ROOT, join(sdkDir, 'package.json'))} exports["."].import.default`,
    );
  return relative(WORK_DIR, join(sdkDir, entry)).split('\\').join('/');
}

/**
 * Compiles the client (src/client) with strict `tsc` against the SDKs' published typings, in a
 * folder whose `package.json` sets the module format, so `nodenext` picks the matching export.
 */
async function compileClient(format: 'module' | 'commonjs', entries: string[]): Promise<string> {
  const dir = join(WORK_DIR, format === 'module' ? 'client-esm' : 'client-cjs');
  const source = join(__dirname, 'client');
  mkdirSync(join(dir, 'src'), { recursive: true });
  for (const name of readdirSync(source))
    if (name.endsWith('.ts')) copyFileSync(join(source, name), join(dir, 'src', name));
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ private: true, type: format }, null, 2)}\n`);
  const config = {
    compilerOptions: {
      strict: true,
      noUncheckedIndexedAccess: true,
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'nodenext',
      moduleResolution: 'nodenext',
      types: [],
      skipLibCheck: true,
      rootDir: 'src',
      outDir: 'out',
    },
    files: entries.map((entry) => `src/${entry}`),
  };
  writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify(config, null, 2)}\n`);
  await step(`client ${format} compile`, dir, [TSC, '-p', 'tsconfig.json']);
  return join(dir, 'out');
}

/** One ES module holding `entry` and everything it imports, with package exports resolved under `conditions`. */
async function bundle(entry: string, conditions: string[]): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    conditions,
    target: 'es2022',
    absWorkingDir: WORK_DIR,
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]?.text;
  if (text === undefined) throw new ProbeBuildError(`bundle failed: ${relative(REPO_ROOT, entry)} produced no output`);
  return text;
}

/**
 * Generates and builds both SDKs into a fresh work folder, compiles the client both ways and
 * bundles the two worker entries. The work folder's `package.json` lists the SDKs, as an application's
 * would; beside it, Deno resolves them from `node_modules`.
 *
 * @throws {@link ProbeBuildError} with the compiler's output when a step fails.
 */
export async function prepareProbe(): Promise<ProbeBuild> {
  rmSync(WORK_DIR, { recursive: true, force: true });
  mkdirSync(WORK_DIR, { recursive: true });
  const manifest = {
    name: 'probe-app',
    private: true,
    dependencies: { [PROBE_SDK]: '1.0.0', [PROBE_UA_SDK]: '1.0.0' },
  };
  writeFileSync(join(WORK_DIR, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const [sdkDir, uaDir] = await Promise.all([
    installSdk(PROBE_SDK, {}),
    installSdk(PROBE_UA_SDK, { includePlatformHeaders: true }),
  ]);
  const [esmDir, cjsDir] = await Promise.all([
    compileClient('module', ['cli.ts', 'browser.ts', 'browser-worker.ts', 'worker.ts']),
    compileClient('commonjs', ['cli.ts']),
  ]);
  // The conditions a Workers bundler (wrangler) resolves package exports with, and a browser bundler's.
  const [workerBundle, browserWorkerBundle] = await Promise.all([
    bundle(join(esmDir, 'worker.js'), ['workerd', 'worker', 'browser']),
    bundle(join(esmDir, 'browser-worker.js'), ['browser']),
  ]);
  return {
    workDir: WORK_DIR,
    esmDir,
    cjsDir,
    workerBundle,
    browserWorkerBundle,
    esmEntries: { [PROBE_SDK]: esmEntry(sdkDir), [PROBE_UA_SDK]: esmEntry(uaDir) },
  };
}
