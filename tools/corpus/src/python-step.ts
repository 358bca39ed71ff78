import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { generatePythonSdk, PythonGeneratorError } from '@bracken/generator-python';
import type { CorpusResult } from './corpus';
import { pythonVenv } from '../../machine/python-venv';
import { PYTHON_SECTION_HEADING } from './python-section';
import {
  checkSdks,
  REPO_ROOT,
  runSdkSteps,
  summariseDiagnostics,
  type CheckOptions,
  type CheckOutcome,
  type SdkChecker,
  type SdkLanguage,
  type SdkOutcomes,
} from './sdk-language';
import { classifySdkRows, percentText, secondsText, tableCell, type SdkRowOf } from './sdk-rows';

/** SDKs given to one `mypy` run and one import process, unless told otherwise. */
export const DEFAULT_PYTHON_BATCH = 10;

/** mypy's cache folder, kept between runs. */
const DEFAULT_MYPY_CACHE = path.join(REPO_ROOT, 'tmp', 'corpus-mypy-cache');

/** Import name of a corpus SDK: its package name in snake_case. */
export function pythonModuleName(packageName: string): string {
  return packageName.replace(/-/g, '_');
}

/** Python through `@bracken/generator-python`, checked by {@link createMypyChecker}. */
export function pythonLanguage(
  checker: SdkChecker<PythonCheckOutcome> = createMypyChecker(),
): SdkLanguage<PythonCheckOutcome> {
  return {
    generate: (ir, { packageName, packageVersion }) =>
      generatePythonSdk(ir, { packageName, packageVersion, moduleName: pythonModuleName(packageName) }),
    ownsError: (error) => error instanceof PythonGeneratorError,
    isSource: (filePath) => filePath.endsWith('.py'),
    checker,
  };
}

/** What `mypy --strict` and importing every module said of one SDK; diagnostics read as `path:line:col: message [code]`. */
export interface PythonCheckOutcome extends CheckOutcome<string> {
  /** The first module that failed to import, with the exception, when one did. */
  importFailure?: string;
  /** Modules imported. */
  modules: number;
}

/** Options of {@link checkPythonSdks}: batches, progress and mypy's cache. */
export type PythonCheckOptions = CheckOptions & MypyCheckerOptions;

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

/** Options of {@link createMypyChecker}. */
export interface MypyCheckerOptions {
  /** mypy's cache folder, kept between runs so an unchanged SDK is not checked again. @default `<repo>/tmp/corpus-mypy-cache` */
  cacheDir?: string;
}

/**
 * The Python checker: `mypy --strict` over a batch of SDKs per run (each SDK has its own import
 * name, so SDKs in one run never see each other) with a cache kept between runs, then one
 * interpreter per batch that imports every module of every SDK.
 *
 * @example
 *     checkSdks(dirs, createMypyChecker({ cacheDir: "tmp/corpus-mypy-cache" }));
 */
export function createMypyChecker(options: MypyCheckerOptions = {}): SdkChecker<PythonCheckOutcome> {
  const cacheDir = options.cacheDir ?? DEFAULT_MYPY_CACHE;
  return {
    defaultBatch: DEFAULT_PYTHON_BATCH,
    version: () => mypyVersion(),
    describe: (count, batchSize) =>
      `checking ${count} SDKs with mypy --strict and by importing them, ${batchSize} per batch`,
    open() {
      mkdirSync(cacheDir, { recursive: true });
      const { python } = pythonVenv();
      return (batch) => {
        const outcomes = new Map<string, PythonCheckOutcome>();
        const mypy = runMypy(python, batch, cacheDir);
        const imports = runImports(python, batch);
        for (const dir of batch) {
          const imported = imports.get(dir) ?? { modules: 0, failure: 'not imported' };
          const read = summariseDiagnostics(
            dir,
            mypy.get(dir) ?? [],
            (line) => /\[([a-z0-9-]+)\]$/.exec(line)?.[1] ?? 'other',
            (line) => line,
          );
          outcomes.set(dir, {
            ...read,
            modules: imported.modules,
            ...(imported.failure !== undefined ? { importFailure: imported.failure } : {}),
          });
        }
        return outcomes;
      };
    },
  };
}

/**
 * Checks generated Python SDKs with {@link createMypyChecker}, `batchSize` SDKs per batch.
 *
 * @example
 *     const outcomes = checkPythonSdks(["/repo/tmp/corpus-sdk-python/stripe.com"]);
 *     outcomes.get("/repo/tmp/corpus-sdk-python/stripe.com")?.errors; // 0
 */
export function checkPythonSdks(
  dirs: readonly string[],
  options: PythonCheckOptions = {},
): Map<string, PythonCheckOutcome> {
  const checker = createMypyChecker(options.cacheDir !== undefined ? { cacheDir: options.cacheDir } : {});
  return checkSdks(dirs, checker, options);
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
export type PythonSdkRow = SdkRowOf<PythonSdkClass, string>;

/** Everything a Python run collected. */
export interface PythonRunInput {
  listName: string;
  results: CorpusResult[];
  sdks: SdkOutcomes;
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
  return classifySdkRows(input.results, input.sdks, input.checks, {
    checkFailed: 'mypy-error',
    notChecked: 'not checked',
    clean: (check) =>
      check.importFailure !== undefined
        ? { class: 'import-failure', ok: false, message: check.importFailure }
        : { class: 'pass', ok: true },
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
  const cacheDir = options.cacheDir ?? DEFAULT_MYPY_CACHE;
  // Nothing before the check writes mypy's cache, so its state now is its state when checking starts.
  const coldCache = !existsSync(cacheDir) || readdirSync(cacheDir).length === 0;
  const { checkerVersion, ...run } = await runSdkSteps(
    ids,
    apiDir,
    pythonLanguage(createMypyChecker({ cacheDir })),
    options,
  );
  return { listName: options.listName, ...run, mypyVersion: checkerVersion, coldCache };
}

/** The mypy version of the test venv. */
export function mypyVersion(): string {
  const { python } = pythonVenv();
  const result = spawnSync(python, ['-m', 'mypy', '--version'], { encoding: 'utf8' });
  return /mypy (\S+)/.exec(`${result.stdout}`)?.[1] ?? 'unknown';
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
    `- Pass rate (clean, importable SDK over definitions that import): ${passing.length} / ${imported.length} = ${percentText(passing.length, imported.length)}`,
    `- Classes: ${[...counts.entries()].map(([name, n]) => `${name} ${n}`).join(', ')}`,
    `- Time: ${secondsText(input.corpusMs)} s for the whole list, of which ${secondsText(input.checkMs)} s checking (mypy ${input.coldCache === false ? 'with the cache of an earlier run' : 'with an empty cache'}, and imports)${input.machine === undefined ? '' : ` (${input.machine})`}`,
    '',
  ];
  const failing = rows.filter((row) => !row.ok);
  if (failing.length === 0)
    lines.push('Every definition that imports gives a Python SDK that passes `mypy --strict` and imports.', '');
  else {
    lines.push('| Definition | Class | Errors | First problem |', '|---|---|---:|---|');
    for (const row of failing)
      lines.push(
        `| ${tableCell(row.id)} | ${row.class}${row.topCode === undefined ? '' : ` ${row.topCode}`} | ${row.errors ?? '–'} | ${tableCell(row.message ?? '')} |`,
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
      `| ${tableCell(row.id)} | ${row.ok ? 'pass' : 'fail'} | ${row.class} | ${row.endpoints} | ${row.types} | ${row.generateMs ?? '–'} | ${row.sourceLines ?? '–'} | ${row.errors ?? '–'} |`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

export { PYTHON_SECTION_HEADING, pythonSectionOf, replacePythonSection } from './python-section';
