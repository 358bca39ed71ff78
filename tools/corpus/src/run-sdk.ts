/**
 * Corpus SDK runner: for every definition listed in the corpus file it imports, generates a
 * TypeScript SDK into `tmp/corpus-sdk/<id>/`, type-checks all SDKs strictly in batches, then
 * measures the GitHub REST and Microsoft Graph definitions in child processes, and writes
 * `docs/corpus-sdk.md`.
 *
 * Options: `--list <file>` (default `../shared/corpus/openapi-dev.txt` from the repository
 * root), `--out <file>` (default `docs/corpus-sdk.md`), `--only <id>`, `--batch <n>` (SDKs per
 * compiler program, default 20), `--no-large` (skip the two large definitions),
 * `--large-only` (only the two large definitions), `--keep-large` (keep their SDKs in
 * `tmp/corpus-sdk-large/`, removed after measuring otherwise), `--render-only` (rewrite the report from the
 * saved figures). A run that skips a part keeps that part's figures from the previous run
 * (saved in `tmp/corpus-sdk-results.json`).
 *
 * Run: `npm run corpus:sdk -w tools/corpus`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseOpenApi } from '@bracken/importers';
import { allEndpoints } from '@bracken/ir';
import { ensureCorpusPackage, readCorpusList } from './corpus';
import { pythonSectionOf, replacePythonSection } from './python-section';
import { runnerArgs } from './runner-args';
import {
  createGenerateStep,
  DEFAULT_TYPECHECK_BATCH,
  REPO_ROOT,
  sdkSlug,
  typecheckSdks,
  typescriptVersion,
  classifySdkResults,
  ensureOctokitSpec,
  renderSdkSummary,
  runSdkCorpus,
  type GeneratedSdk,
  type LargeRow,
  type SdkGenerationFailure,
  type SdkRunInput,
  type TypecheckOutcome,
} from './sdk-step';

const USAGE = `usage: npm run corpus:sdk -w tools/corpus -- [options]

  --list <file>   definitions to run (default ../shared/corpus/openapi-dev.txt)
  --out <file>    report to write (default docs/corpus-sdk.md)
  --only <id>     run one definition of the list
  --batch <n>     SDKs per compiler program (default ${DEFAULT_TYPECHECK_BATCH})
  --no-large      skip GitHub REST and Microsoft Graph
  --large-only    run only GitHub REST and Microsoft Graph
  --keep-large    keep their SDKs in tmp/corpus-sdk-large/
  --render-only   rewrite the report from the saved figures
  --help          print this`;

// `single`, `label` and `sdk-root` are the child mode's, which the runner itself passes.
const { option, flag } = runnerArgs(
  USAGE,
  ['list', 'out', 'only', 'batch', 'single', 'label', 'sdk-root'],
  ['no-large', 'large-only', 'keep-large', 'render-only'],
);

/** Marks the JSON line a child process prints with its figures. */
const FIGURES_MARK = 'corpus-sdk-figures ';

/** Child mode: import, generate and type-check one definition, then print figures with peak RSS. */
async function measureSingle(file: string, label: string, outRoot: string): Promise<void> {
  const figures: Partial<LargeRow> = { label };
  let phase = 'import';
  try {
    let started = performance.now();
    const ir = await parseOpenApi({ file, displayFile: path.basename(file) });
    figures.importMs = Math.round(performance.now() - started);
    figures.endpoints = allEndpoints(ir).length;
    figures.types = Object.keys(ir.types).length;
    phase = 'generate';
    const sink = new Map<string, GeneratedSdk | SdkGenerationFailure>();
    started = performance.now();
    await createGenerateStep(outRoot, sink)({ id: label, file, accepted: true, ir, notes: [] });
    const generated = sink.get(label);
    if (generated === undefined || !('dir' in generated)) throw new Error('no SDK written');
    figures.generateMs = Math.round(performance.now() - started);
    figures.sourceLines = generated.sourceLines;
    phase = 'type-check';
    started = performance.now();
    const outcome = typecheckSdks([generated.dir]).get(generated.dir);
    figures.typecheckMs = Math.round(performance.now() - started);
    figures.errors = outcome?.errors ?? 0;
    if (outcome !== undefined && outcome.diagnostics[0] !== undefined) figures.firstError = outcome.diagnostics[0];
    // Hundreds of megabytes of sources would slow every later crawl of the checkout (Jest, editors).
    if (!flag('keep-large')) rmSync(generated.dir, { recursive: true, force: true });
  } catch (error) {
    figures.failure = `${phase} failed: ${error instanceof Error ? `${error.name}: ${error.message.split('\n')[0] ?? ''}` : String(error)}`;
  }
  figures.peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  figures.loadAverage = Math.round((os.loadavg()[0] ?? 0) * 10) / 10;
  process.stdout.write(`${FIGURES_MARK}${JSON.stringify(figures)}\n`);
}

/** Runs {@link measureSingle} in a child process with a generous heap and a time limit. */
function measureInChild(file: string, label: string, outRoot: string, timeoutMs: number): Promise<LargeRow> {
  return new Promise((resolve) => {
    const started = performance.now();
    const args = [
      ...process.execArgv,
      '--max-old-space-size=12288',
      __filename,
      '--single',
      file,
      '--label',
      label,
      '--sdk-root',
      outRoot,
      ...(flag('keep-large') ? ['--keep-large'] : []),
    ];
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const wallMs = Math.round(performance.now() - started);
      const line = stdout.split('\n').find((l) => l.startsWith(FIGURES_MARK));
      if (line !== undefined) {
        const parsed = JSON.parse(line.slice(FIGURES_MARK.length)) as Partial<LargeRow>;
        resolve({ label, ...parsed, wallMs });
        return;
      }
      const why =
        signal === 'SIGKILL' ? `killed after ${Math.round(timeoutMs / 1000)} s` : `exit ${code ?? signal ?? 'unknown'}`;
      const tail =
        stderr
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => l !== '')
          .slice(-1)[0] ?? '';
      resolve({ label, wallMs, failure: `child process ${why}${tail === '' ? '' : `: ${tail}`}` });
    });
  });
}

async function runLarge(outRoot: string): Promise<LargeRow[]> {
  const rows: LargeRow[] = [];
  const cacheDir = path.join(REPO_ROOT, 'tools', 'corpus', '.cache');
  const github = ensureOctokitSpec(path.join(cacheDir, 'octokit'));
  const graph = path.join(ensureCorpusPackage(cacheDir), 'microsoft.com', 'graph.json');
  for (const [label, file] of [
    ['@octokit/openapi api.github.com.json', github],
    ['microsoft.com/graph', graph],
  ] as const) {
    console.log(`measuring ${label} in a child process`);
    const row = await measureInChild(file, label, outRoot, 40 * 60 * 1000);
    console.log(
      `  ${row.failure ?? `${row.errors ?? 0} type errors`}, ${(row.wallMs ?? 0) / 1000} s, peak ${row.peakRssMb ?? '?'} MB`,
    );
    rows.push(row);
  }
  return rows;
}

/** Where a run saves its figures, so a partial run can keep the other part. */
const SAVED_RESULTS = path.join(REPO_ROOT, 'tmp', 'corpus-sdk-results.json');

interface SavedRun {
  listName: string;
  results: SdkRunInput['results'];
  accepted: Array<[string, boolean]>;
  sdks: Array<[string, GeneratedSdk | SdkGenerationFailure]>;
  typecheck: Array<[string, TypecheckOutcome]>;
  large: LargeRow[];
  corpusMs?: number;
  typecheckMs?: number;
  batchSize?: number;
  machine?: string;
}

function saveRun(input: SdkRunInput): Promise<void> {
  const saved: SavedRun = {
    listName: input.listName,
    results: input.results,
    accepted: [...input.accepted],
    sdks: [...input.sdks],
    typecheck: [...input.typecheck],
    large: input.large,
    ...(input.corpusMs !== undefined ? { corpusMs: input.corpusMs } : {}),
    ...(input.typecheckMs !== undefined ? { typecheckMs: input.typecheckMs } : {}),
    ...(input.batchSize !== undefined ? { batchSize: input.batchSize } : {}),
    ...(input.machine !== undefined ? { machine: input.machine } : {}),
  };
  return writeFile(SAVED_RESULTS, JSON.stringify(saved));
}

function loadRun(): SavedRun | undefined {
  if (!existsSync(SAVED_RESULTS)) return undefined;
  const parsed: unknown = JSON.parse(readFileSync(SAVED_RESULTS, 'utf8'));
  return typeof parsed === 'object' && parsed !== null && 'results' in parsed && 'large' in parsed
    ? (parsed as SavedRun)
    : undefined;
}

async function main(): Promise<void> {
  if (flag('help')) {
    console.log(USAGE);
    return;
  }
  const single = option('single');
  if (single !== undefined) {
    await measureSingle(
      single,
      option('label') ?? path.basename(single),
      option('sdk-root') ?? path.join(REPO_ROOT, 'tmp', 'corpus-sdk-large'),
    );
    return;
  }
  const listFile = path.resolve(REPO_ROOT, option('list') ?? '../shared/corpus/openapi-dev.txt');
  const outFile = path.resolve(REPO_ROOT, option('out') ?? 'docs/corpus-sdk.md');
  const only = option('only');
  const batchSize = Number(option('batch') ?? DEFAULT_TYPECHECK_BATCH);
  const outRoot = path.join(REPO_ROOT, 'tmp', 'corpus-sdk');
  const started = performance.now();
  let input: SdkRunInput = {
    listName: path.relative(REPO_ROOT, listFile),
    results: [],
    accepted: new Map(),
    sdks: new Map(),
    typecheck: new Map(),
    large: [],
    typescript: typescriptVersion(),
  };
  if (!flag('large-only') && !flag('render-only')) {
    const apiDir = ensureCorpusPackage(path.join(REPO_ROOT, 'tools', 'corpus', '.cache'));
    const ids = (await readCorpusList(listFile)).filter((id) => only === undefined || id === only);
    input = await runSdkCorpus(ids, apiDir, {
      outRoot,
      listName: input.listName,
      batchSize,
      log: (line) => console.log(line),
    });
  }
  input.corpusMs ??= Math.round(performance.now() - started);
  const measuredLarge =
    flag('no-large') || flag('render-only')
      ? undefined
      : await runLarge(path.join(REPO_ROOT, 'tmp', 'corpus-sdk-large'));
  // Read the saved figures only now: another run may have finished while this one measured.
  const previous = only === undefined ? loadRun() : undefined;
  const corpusFromPrevious = flag('large-only') || flag('render-only');
  if (corpusFromPrevious && previous !== undefined) {
    Object.assign(input, {
      listName: previous.listName,
      results: previous.results,
      accepted: new Map(previous.accepted),
      sdks: new Map(previous.sdks),
      typecheck: new Map(previous.typecheck),
    });
    if (previous.corpusMs !== undefined) input.corpusMs = previous.corpusMs;
    if (previous.typecheckMs !== undefined) input.typecheckMs = previous.typecheckMs;
    if (previous.machine !== undefined) input.machine = previous.machine;
    if (previous.batchSize !== undefined) input.batchSize = previous.batchSize;
  } else {
    input.machine = `${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1) ?? '?'} at the end, Node ${process.version}`;
  }
  if (measuredLarge !== undefined) input.large = measuredLarge;
  else if (previous !== undefined) input.large = previous.large;
  if (only === undefined) await saveRun(input);
  const rows = classifySdkResults(input);
  const failing = rows.filter((row) => !row.ok);
  for (const row of failing) console.log(`FAIL ${row.class} ${row.id}: ${row.message ?? ''}`);
  const previousDoc = existsSync(outFile) ? readFileSync(outFile, 'utf8') : '';
  await writeFile(outFile, replacePythonSection(renderSdkSummary(input), pythonSectionOf(previousDoc)));
  console.log(`wrote ${path.relative(process.cwd(), outFile)}`);
  if (existsSync(outRoot))
    console.log(`SDKs are in ${path.relative(process.cwd(), outRoot)}/<id>, e.g. ${sdkSlug('amazonaws.com/ecr')}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
