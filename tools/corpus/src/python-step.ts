import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { generatePythonSdk, PythonGeneratorError } from '@bracken/generator-python';
import { CorpusStepError, runOne, corpusSteps, type CorpusResult, type CorpusStep } from './corpus';
import { pythonVenv } from '../../machine/python-venv';
import { PYTHON_SECTION_HEADING } from './python-section';
import {
  CORPUS_SDK_VERSION,
  REPO_ROOT,
  sdkPackageName,
  sdkSlug,
  writeSdk,
  type GeneratedSdk,
  type SdkGenerationFailure,
} from './sdk-step';

/** SDKs given to one `mypy` run and one import process, unless told otherwise. */
export const DEFAULT_PYTHON_BATCH = 10;

/** mypy's cache folder, kept between runs. */
const DEFAULT_MYPY_CACHE = path.join(REPO_ROOT, 'tmp', 'corpus-mypy-cache');

/** Diagnostics kept per SDK for the report (the count covers all of them). */
const KEPT_DIAGNOSTICS = 5;

/** Import name of the corpus SDK for an id: the package name in snake_case. */
export function pythonModuleName(id: string): string {
  return sdkPackageName(id).replace(/-/g, '_');
}

/**
 * A corpus step that generates a Python SDK from the imported IR into
 * `<outRoot>/<sdkSlug(id)>/` and records the outcome in `sink`. A generator failure is recorded
 * and then thrown, so later steps are skipped.
 *
 * @example
 *     const sdks = new Map<string, GeneratedSdk | SdkGenerationFailure>();
 *     await runOne(id, apiDir, [...corpusSteps, createPythonGenerateStep("tmp/corpus-sdk-python", sdks)]);
 */
export function createPythonGenerateStep(
  outRoot: string,
  sink: Map<string, GeneratedSdk | SdkGenerationFailure>,
): CorpusStep {
  return async (context) => {
    const ir = context.ir;
    if (ir === undefined) throw new CorpusStepError(`no IR to generate from: ${context.id}`);
    const started = performance.now();
    let files: ReturnType<typeof generatePythonSdk>;
    try {
      files = generatePythonSdk(ir, {
        packageName: sdkPackageName(context.id),
        packageVersion: CORPUS_SDK_VERSION,
        moduleName: pythonModuleName(context.id),
      });
    } catch (error) {
      const crash = !(error instanceof PythonGeneratorError);
      const first = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
      const message = crash ? `${error instanceof Error ? error.name : 'Error'}: ${first}` : first;
      sink.set(context.id, { id: context.id, crash, message });
      throw new CorpusStepError(`SDK generation failed: ${context.id}: ${message}`);
    }
    const generateMs = performance.now() - started;
    const dir = path.join(outRoot, sdkSlug(context.id));
    writeSdk(dir, files);
    let sourceLines = 0;
    for (const file of files)
      if (file.path.endsWith('.py') && typeof file.contents === 'string')
        sourceLines += file.contents.split('\n').length;
    sink.set(context.id, { id: context.id, dir, files: files.length, sourceLines, generateMs: Math.round(generateMs) });
  };
}

/** What `mypy --strict` and importing every module said of one SDK. */
export interface PythonCheckOutcome {
  /** Absolute folder of the SDK. */
  dir: string;
  /** Number of mypy errors. */
  errors: number;
  /** The first few errors as `path:line:col: error: message [code]`, paths relative to the SDK. */
  diagnostics: string[];
  /** mypy error codes with their counts, most frequent first. */
  codes: Array<{ code: string; count: number }>;
  /** The first module that failed to import, with the exception, when one did. */
  importFailure?: string;
  /** Modules imported. */
  modules: number;
}

/** Options of {@link checkPythonSdks}. */
export interface PythonCheckOptions {
  /** SDKs per mypy run and per import process. @default 10 */
  batchSize?: number;
  /** mypy's cache folder, kept between runs so an unchanged SDK is not checked again. @default `<repo>/tmp/corpus-mypy-cache` */
  cacheDir?: string;
  /** Called after each batch with the number of SDKs checked so far. */
  onBatch?: (done: number, total: number, batchMs: number) => void;
}

function packageDir(sdkDir: string): string {
  const src = path.join(sdkDir, 'src');
  const found = readdirSync(src, { withFileTypes: true }).find(
    (entry) => entry.isDirectory() && existsSync(path.join(src, entry.name, '__init__.py')),
  );
  if (found === undefined) throw new Error(`no package under ${src}`);
  return path.join(src, found.name);
}

/** A mypy line: `file:line:col: error: message  [code]`. */
const MYPY_LINE = /^(.+?):(\d+):(\d+): error: (.*?)(?:\s+\[([a-z0-9-]+)\])?$/;

function runMypy(python: string, dirs: readonly string[], cacheDir: string): Map<string, string[]> {
  const perSdk = new Map<string, string[]>(dirs.map((dir) => [dir, []]));
  const result = spawnSync(
    python,
    [
      '-m',
      'mypy',
      '--strict',
      '--cache-dir',
      cacheDir,
      '--show-column-numbers',
      '--no-pretty',
      '--show-error-codes',
      '--no-color-output',
      '--no-error-summary',
      ...dirs.map(packageDir),
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, cwd: REPO_ROOT },
  );
  if (result.error !== undefined) throw new Error(`could not start mypy: ${result.error.message}`);
  const lines = `${result.stdout}`.split('\n').filter((line) => line.trim() !== '');
  let attributed = 0;
  for (const line of lines) {
    const match = MYPY_LINE.exec(line);
    if (match === null) continue;
    const file = path.resolve(REPO_ROOT, match[1] ?? '');
    const owner = dirs.find((dir) => file.startsWith(`${dir}${path.sep}`));
    if (owner === undefined) continue;
    perSdk
      .get(owner)
      ?.push(
        `${path.relative(owner, file)}:${match[2]}:${match[3]}: ${match[4]}${match[5] === undefined ? '' : ` [${match[5]}]`}`,
      );
    attributed += 1;
  }
  // mypy exits 2 on a crash or bad usage; exit 1 with no error line means output it could not attribute.
  if (result.status === 2 || (result.status !== 0 && attributed === 0)) {
    const tail = `${result.stderr}\n${result.stdout}`.trim().split('\n').slice(-3).join(' ');
    for (const dir of dirs) perSdk.get(dir)?.push(`mypy exited with ${result.status ?? result.signal}: ${tail}`);
  }
  return perSdk;
}

/** Imports every module of every package, each SDK's `src` on the path; prints one JSON line per SDK. */
const IMPORT_SCRIPT = String.raw`
import importlib, json, pkgutil, sys, traceback
pairs = sys.argv[1:]
for src, name in zip(pairs[0::2], pairs[1::2]):
    sys.path.insert(0, src)
    done, failure = 0, None
    try:
        package = importlib.import_module(name)
        done = 1
        for info in pkgutil.walk_packages(package.__path__, name + "."):
            importlib.import_module(info.name)
            done += 1
    except BaseException as error:
        failure = "".join(traceback.format_exception_only(type(error), error)).strip().splitlines()[-1]
    print(json.dumps({"src": src, "modules": done, "failure": failure}), flush=True)
`;

function runImports(python: string, dirs: readonly string[]): Map<string, { modules: number; failure?: string }> {
  const outcome = new Map<string, { modules: number; failure?: string }>();
  const args = dirs.flatMap((dir) => {
    const pkg = packageDir(dir);
    return [path.dirname(pkg), path.basename(pkg)];
  });
  const result = spawnSync(python, ['-I', '-c', IMPORT_SCRIPT, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
  });
  for (const line of `${result.stdout}`.split('\n')) {
    if (!line.startsWith('{')) continue;
    const parsed = JSON.parse(line) as { src: string; modules: number; failure: string | null };
    const dir = path.dirname(parsed.src);
    outcome.set(dir, { modules: parsed.modules, ...(parsed.failure !== null ? { failure: parsed.failure } : {}) });
  }
  for (const dir of dirs) {
    if (!outcome.has(dir))
      outcome.set(dir, {
        modules: 0,
        failure: `the import process stopped (${result.status ?? result.signal}): ${`${result.stderr}`.trim().split('\n').slice(-1)[0] ?? ''}`,
      });
  }
  return outcome;
}

/**
 * Checks generated Python SDKs: `mypy --strict` over `batchSize` SDKs per run (each SDK has its
 * own import name, so SDKs in one run never see each other) with a cache kept between runs, then
 * imports every module of every SDK in one interpreter per batch.
 *
 * @example
 *     const outcomes = checkPythonSdks(["/repo/tmp/corpus-sdk-python/stripe.com"]);
 *     outcomes.get("/repo/tmp/corpus-sdk-python/stripe.com")?.errors; // 0
 */
export function checkPythonSdks(
  dirs: readonly string[],
  options: PythonCheckOptions = {},
): Map<string, PythonCheckOutcome> {
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_PYTHON_BATCH);
  const cacheDir = options.cacheDir ?? DEFAULT_MYPY_CACHE;
  mkdirSync(cacheDir, { recursive: true });
  const outcomes = new Map<string, PythonCheckOutcome>();
  if (dirs.length === 0) return outcomes;
  const { python } = pythonVenv();
  const absolute = dirs.map((dir) => path.resolve(dir));
  for (let start = 0; start < absolute.length; start += batchSize) {
    const batch = absolute.slice(start, start + batchSize);
    const started = performance.now();
    const mypy = runMypy(python, batch, cacheDir);
    const imports = runImports(python, batch);
    for (const dir of batch) {
      const diagnostics = mypy.get(dir) ?? [];
      const codes = new Map<string, number>();
      for (const line of diagnostics) {
        const code = /\[([a-z0-9-]+)\]$/.exec(line)?.[1] ?? 'other';
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }
      const imported = imports.get(dir) ?? { modules: 0, failure: 'not imported' };
      outcomes.set(dir, {
        dir,
        errors: diagnostics.length,
        diagnostics: diagnostics.slice(0, KEPT_DIAGNOSTICS),
        codes: [...codes.entries()]
          .map(([code, count]) => ({ code, count }))
          .sort((a, b) => b.count - a.count || (a.code < b.code ? -1 : 1)),
        modules: imported.modules,
        ...(imported.failure !== undefined ? { importFailure: imported.failure } : {}),
      });
    }
    options.onBatch?.(
      Math.min(start + batchSize, absolute.length),
      absolute.length,
      Math.round(performance.now() - started),
    );
  }
  return outcomes;
}

/** How one definition fared from import to a checked Python SDK. */
export type PythonSdkClass =
  | 'pass'
  | 'rejected'
  | 'import-error'
  | 'crash'
  | 'invalid-ir'
  | 'generate-error'
  | 'generate-crash'
  | 'mypy-error'
  | 'import-failure'
  | 'missing';

/** One line of the Python table. */
export interface PythonSdkRow {
  id: string;
  class: PythonSdkClass;
  ok: boolean;
  /** Whether the importer produced an IR (the pass rate's denominator). */
  imported: boolean;
  endpoints: number;
  types: number;
  generateMs?: number;
  sourceLines?: number;
  errors?: number;
  topCode?: string;
  message?: string;
}

/** Everything a Python run collected. */
export interface PythonRunInput {
  listName: string;
  results: CorpusResult[];
  sdks: Map<string, GeneratedSdk | SdkGenerationFailure>;
  checks: Map<string, PythonCheckOutcome>;
  mypyVersion: string;
  /** Whether mypy's cache was empty when the run began. */
  coldCache?: boolean;
  corpusMs?: number;
  checkMs?: number;
  batchSize?: number;
  machine?: string;
}

/**
 * One row per definition: import, generation, mypy and import outcomes joined.
 *
 * @example
 *     classifyPythonResults(run).filter((row) => !row.ok);
 */
export function classifyPythonResults(input: PythonRunInput): PythonSdkRow[] {
  return input.results.map((result): PythonSdkRow => {
    const sdk = input.sdks.get(result.id);
    const base = { id: result.id, endpoints: result.endpoints, types: result.types };
    if (sdk !== undefined && !('dir' in sdk))
      return {
        ...base,
        class: sdk.crash ? 'generate-crash' : 'generate-error',
        ok: false,
        imported: true,
        message: sdk.message,
      };
    const imported = result.class === 'pass' || result.class === 'rejected-imported';
    if (!imported) {
      const cls: PythonSdkClass =
        result.class === 'rejected'
          ? 'rejected'
          : result.class === 'missing'
            ? 'missing'
            : result.class === 'invalid-ir'
              ? 'invalid-ir'
              : result.class === 'crash'
                ? 'crash'
                : 'import-error';
      return {
        ...base,
        class: cls,
        ok: cls === 'rejected',
        imported: false,
        ...(result.message !== undefined ? { message: result.message } : {}),
      };
    }
    if (sdk === undefined)
      return { ...base, class: 'generate-crash', ok: false, imported: true, message: 'no SDK was generated' };
    const timing = { generateMs: sdk.generateMs, sourceLines: sdk.sourceLines };
    const check = input.checks.get(sdk.dir);
    if (check === undefined)
      return { ...base, ...timing, class: 'mypy-error', ok: false, imported: true, message: 'not checked' };
    if (check.errors > 0) {
      return {
        ...base,
        ...timing,
        class: 'mypy-error',
        ok: false,
        imported: true,
        errors: check.errors,
        ...(check.codes[0] !== undefined ? { topCode: check.codes[0].code } : {}),
        message: check.diagnostics[0] ?? '',
      };
    }
    if (check.importFailure !== undefined)
      return {
        ...base,
        ...timing,
        class: 'import-failure',
        ok: false,
        imported: true,
        errors: 0,
        message: check.importFailure,
      };
    return { ...base, ...timing, class: 'pass', ok: true, imported: true, errors: 0 };
  });
}

/** Options of {@link runPythonSdkCorpus}. */
export interface PythonCorpusOptions {
  outRoot: string;
  listName: string;
  batchSize?: number;
  cacheDir?: string;
  log?: (line: string) => void;
}

/**
 * Imports every definition, generates a Python SDK for each one that imports, then checks all
 * SDKs with `mypy --strict` and by importing every module, in batches.
 *
 * @example
 *     const run = await runPythonSdkCorpus(["stripe.com"], apiDir, { outRoot: "tmp/corpus-sdk-python", listName: "stripe" });
 */
export async function runPythonSdkCorpus(
  ids: readonly string[],
  apiDir: string,
  options: PythonCorpusOptions,
): Promise<PythonRunInput> {
  const log = options.log ?? ((): void => undefined);
  const started = performance.now();
  const input: PythonRunInput = {
    listName: options.listName,
    results: [],
    sdks: new Map(),
    checks: new Map(),
    mypyVersion: mypyVersion(),
  };
  mkdirSync(options.outRoot, { recursive: true });
  const step = createPythonGenerateStep(options.outRoot, input.sdks);
  for (const id of ids) {
    const result = await runOne(id, apiDir, [...corpusSteps, step]);
    input.results.push(result);
    const sdk = input.sdks.get(id);
    log(
      `${result.class.padEnd(17)} ${id} (${result.milliseconds} ms)${sdk !== undefined && 'dir' in sdk ? `, ${sdk.sourceLines} lines` : ''}${result.class === 'pass' ? '' : `: ${result.message ?? ''}`}`,
    );
  }
  const dirs = [...input.sdks.values()].flatMap((sdk) => ('dir' in sdk ? [sdk.dir] : []));
  const batchSize = options.batchSize ?? DEFAULT_PYTHON_BATCH;
  log(`checking ${dirs.length} SDKs with mypy --strict and by importing them, ${batchSize} per batch`);
  const cacheDir = options.cacheDir ?? DEFAULT_MYPY_CACHE;
  input.coldCache = !existsSync(cacheDir) || readdirSync(cacheDir).length === 0;
  const checkStarted = performance.now();
  input.checks = checkPythonSdks(dirs, {
    batchSize,
    cacheDir,
    onBatch: (done, total, ms) => log(`  ${done}/${total} checked (batch ${(ms / 1000).toFixed(1)} s)`),
  });
  input.checkMs = Math.round(performance.now() - checkStarted);
  input.batchSize = batchSize;
  input.corpusMs = Math.round(performance.now() - started);
  return input;
}

/** The mypy version of the test venv. */
export function mypyVersion(): string {
  const { python } = pythonVenv();
  const result = spawnSync(python, ['-m', 'mypy', '--version'], { encoding: 'utf8' });
  return /mypy (\S+)/.exec(`${result.stdout}`)?.[1] ?? 'unknown';
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ').replace(/`/g, "'");
}

/**
 * Renders the Python section of `docs/corpus-sdk.md`.
 *
 * @example
 *     replacePythonSection(doc, renderPythonSection(run));
 */
export function renderPythonSection(input: PythonRunInput): string {
  const rows = classifyPythonResults(input);
  const imported = rows.filter((row) => row.imported);
  const passing = rows.filter((row) => row.class === 'pass');
  const generated = rows.filter((row) => row.sourceLines !== undefined);
  const mypyClean = rows.filter((row) => row.errors === 0);
  const percent = (n: number, d: number): string => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)} %`);
  const seconds = (ms: number | undefined): string => (ms === undefined ? '–' : (ms / 1000).toFixed(1));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.class, (counts.get(row.class) ?? 0) + 1);
  const lines = [
    PYTHON_SECTION_HEADING,
    '',
    `The same definitions are generated with \`@bracken/generator-python\` into \`tmp/corpus-sdk-python/<id>/\`, checked`,
    `with \`mypy --strict\` (mypy ${input.mypyVersion}, ${input.batchSize ?? DEFAULT_PYTHON_BATCH} SDKs per run, each SDK its own import name, mypy's cache`,
    'in `tmp/corpus-mypy-cache`), and imported: one interpreter per batch imports every module of every SDK, so',
    'an SDK that type-checks but fails at import time (a bad default, a forward reference pydantic cannot',
    'resolve) fails here. Regenerate with `npx nx run-many -t build` then `npm run corpus:sdk:python -w tools/corpus`',
    '(`--only <id>`, `--batch <n>`, `--render-only`). `tools/corpus/src/python-step.spec.ts` runs the same check',
    'on a few definitions of the subset.',
    '',
    '## Python summary',
    '',
    `- SDKs generated: ${generated.length} of ${imported.length} definitions that import; \`mypy --strict\` clean: ${mypyClean.length}; clean and importable: ${passing.length}`,
    `- Pass rate (clean, importable SDK over definitions that import): ${passing.length} / ${imported.length} = ${percent(passing.length, imported.length)}`,
    `- Classes: ${[...counts.entries()].map(([name, n]) => `${name} ${n}`).join(', ')}`,
    `- Time: ${seconds(input.corpusMs)} s for the whole list, of which ${seconds(input.checkMs)} s checking (mypy ${input.coldCache === false ? 'with the cache of an earlier run' : 'with an empty cache'}, and imports)${input.machine === undefined ? '' : ` (${input.machine})`}`,
    '',
  ];
  const failing = rows.filter((row) => !row.ok);
  if (failing.length === 0)
    lines.push('Every definition that imports gives a Python SDK that passes `mypy --strict` and imports.', '');
  else {
    lines.push('| Definition | Class | Errors | First problem |', '|---|---|---:|---|');
    for (const row of failing)
      lines.push(
        `| ${cell(row.id)} | ${row.class}${row.topCode === undefined ? '' : ` ${row.topCode}`} | ${row.errors ?? '–'} | ${cell(row.message ?? '')} |`,
      );
    lines.push('');
  }
  lines.push(
    '## Python definitions',
    '',
    '| Definition | Result | Class | Endpoints | Types | Generate ms | SDK lines | mypy errors |',
    '|---|---|---|---:|---:|---:|---:|---:|',
  );
  for (const row of rows) {
    lines.push(
      `| ${cell(row.id)} | ${row.ok ? 'pass' : 'fail'} | ${row.class} | ${row.endpoints} | ${row.types} | ${row.generateMs ?? '–'} | ${row.sourceLines ?? '–'} | ${row.errors ?? '–'} |`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

export { PYTHON_SECTION_HEADING, pythonSectionOf, replacePythonSection } from './python-section';
