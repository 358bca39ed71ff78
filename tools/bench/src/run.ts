/**
 * The benchmark: `npm run bench -w tools/bench -- [--runs N] [--quick] [--only <section>]`.
 * Measures Bracken next to openapi-typescript, @hey-api/openapi-ts and orval in one run,
 * writes `results/latest.json` and refreshes the tables in `docs/benchmarks.md`. It reports
 * figures and never fails because the machine is slow.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import * as path from 'node:path';
import { version as esbuildVersion } from 'esbuild';
import { BENCH_ROOT, NODE22_VERSION, REPO_ROOT, ensureNode22 } from './cache';
import { BenchError } from './errors';
import { ensureSpecs } from './inputs';
import { USAGE, parseBenchArgs, type BenchOptions } from './options';
import { renderResults } from './report';
import { mergeById, mergeBySpec } from './merge';
import type { BenchResults, GenerationRow, TypecheckRow } from './results';
import { measureBundles } from './sections/bundle';
import { measureConsumers } from './sections/consumer';
import { measureGeneration, outputDir, type ReadyTool } from './sections/generation';
import { measureNxCache } from './sections/nx-cache';
import { measureRequestRate } from './sections/rps';
import { measureTypecheck, typescriptVersion } from './sections/typecheck';
import { RESULTS_END_MARKER, RESULTS_START_MARKER, replaceBetweenMarkers } from './table';
import { brackenPythonTool, brackenTool } from './tools/bracken';
import { heyApiTool, openapiTypescriptTool, orvalTool } from './tools/peers';
import type { GeneratorTool } from './tools/types';
import { benchWorkDir, resetDir } from './work-dir';
import { runMeasured } from './measure';

/** Where the figures of the last run are kept (committed). */
export const RESULTS_FILE = path.join(BENCH_ROOT, 'results', 'latest.json');
/** The document whose marked region gets the tables. */
export const DOC_FILE = path.join(REPO_ROOT, 'docs', 'benchmarks.md');

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

function gitRevision(): string | undefined {
  try {
    return (
      execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

function readPrevious(): Partial<BenchResults> {
  if (!existsSync(RESULTS_FILE)) return {};
  try {
    const value: unknown = JSON.parse(readFileSync(RESULTS_FILE, 'utf8'));
    return typeof value === 'object' && value !== null && 'formatVersion' in value && value.formatVersion === 1
      ? (value as Partial<BenchResults>)
      : {};
  } catch {
    return {};
  }
}

function prepareTools(
  tools: readonly GeneratorTool[],
  node22: string,
): { ready: ReadyTool[]; skipped: Map<string, string> } {
  const ready: ReadyTool[] = [];
  const skipped = new Map<string, string>();
  for (const tool of tools) {
    try {
      ready.push({ tool, prepared: tool.prepare({ node22 }) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      skipped.set(tool.id, reason);
      log(`${tool.label} is not measured: ${reason}`);
    }
  }
  return { ready, skipped };
}

async function ensureOutputs(
  options: BenchOptions,
  ready: readonly ReadyTool[],
  workDir: string,
  specs: ReturnType<typeof ensureSpecs>,
): Promise<void> {
  for (const spec of specs) {
    for (const { tool, prepared } of ready) {
      const folder = outputDir(workDir, spec.id, tool.id);
      if (existsSync(folder)) continue;
      log(`  generating ${spec.label} with ${tool.label} for the type-check`);
      resetDir(folder);
      await runMeasured(prepared.command(spec.file, folder), { timeoutMs: options.timeoutSeconds * 1000 });
    }
  }
}

/**
 * Runs the sections the options ask for and returns the merged results. Sections that do
 * not run keep their previous figures. `checkpoint` receives the results after each
 * definition and section, so a long run that is stopped still leaves its figures.
 */
export async function runBench(
  options: BenchOptions,
  checkpoint: (results: BenchResults) => void = () => undefined,
): Promise<BenchResults> {
  const previous = readPrevious();
  const now = (): string => new Date().toISOString();
  const node22 = ensureNode22();
  const workDir = benchWorkDir();
  const timeoutMs = options.timeoutSeconds * 1000;
  const needsGenerators = options.sections.some(
    (section) => section === 'generation' || section === 'typecheck' || section === 'consumer',
  );
  const allTools: GeneratorTool[] = [brackenTool, brackenPythonTool, openapiTypescriptTool, heyApiTool, orvalTool];
  const wanted = needsGenerators
    ? allTools
    : allTools.filter(
        (tool) => tool.id === 'bracken' || (options.sections.includes('bundle') && tool.id === 'hey-api'),
      );
  const { ready, skipped } = prepareTools(wanted, node22);
  const prepared = (id: string) => ready.find((entry) => entry.tool.id === id)?.prepared;
  const specs = needsGenerators ? ensureSpecs(options.specs) : [];

  const results: BenchResults = {
    ...previous,
    formatVersion: 1,
    updatedAt: now(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
      memoryBytes: totalmem(),
      platform: `${process.platform}-${process.arch}`,
      node: process.versions.node,
      generatorNode: NODE22_VERSION,
    },
    workDir,
  };
  const revision = gitRevision();
  if (revision !== undefined) results.revision = revision;

  if (options.sections.includes('generation')) {
    log(
      `generation: ${specs.map((spec) => spec.label).join(', ')} × ${ready.map((entry) => entry.tool.label).join(', ')}, ${options.runs} run(s)`,
    );
    const measuredAt = now();
    const section = (rows: readonly GenerationRow[]): NonNullable<BenchResults['generation']> => {
      const all = [...rows];
      for (const [id, reason] of skipped) {
        const tool = allTools.find((candidate) => candidate.id === id);
        if (tool)
          for (const spec of specs)
            if (rows.some((row) => row.spec === spec.id))
              all.push({ spec: spec.id, tool: tool.id, runs: [], error: `not measured: ${reason}` });
      }
      return {
        measuredAt,
        runs: options.runs,
        data: {
          specs: mergeById(
            previous.generation?.data.specs,
            specs
              .filter((spec) => rows.some((row) => row.spec === spec.id))
              .map(({ id, label, source, bytes }) => ({ id, label, source, bytes })),
          ),
          tools: ready.map(({ tool, prepared: ready_ }) => ({
            id: tool.id,
            label: tool.label,
            version: ready_.version,
          })),
          rows: mergeBySpec(previous.generation?.data.rows, all),
        },
      };
    };
    const rows = await measureGeneration(specs, ready, workDir, options.runs, timeoutMs, (partial) =>
      checkpoint({ ...results, generation: section(partial) }),
    );
    results.generation = section(rows);
    checkpoint(results);
  }
  if (options.sections.includes('typecheck')) {
    if (!options.sections.includes('generation'))
      await ensureOutputs(
        options,
        ready.filter(({ prepared: tool }) => tool.typecheckInclude.length > 0),
        workDir,
        specs,
      );
    log(`typecheck: ${options.runs} run(s) per output`);
    const measuredAt = now();
    const typescript = typescriptVersion();
    const merged = (rows: readonly TypecheckRow[]): NonNullable<BenchResults['typecheck']> => ({
      measuredAt,
      runs: options.runs,
      data: { typescript, rows: mergeBySpec(previous.typecheck?.data.rows, rows) },
    });
    const rows = await measureTypecheck(
      specs,
      ready.filter(({ prepared: tool }) => tool.typecheckInclude.length > 0),
      workDir,
      options.runs,
      timeoutMs,
      (partial) => checkpoint({ ...results, typecheck: merged(partial) }),
    );
    results.typecheck = merged(rows);
    checkpoint(results);
  }
  if (options.sections.includes('consumer')) {
    if (!options.sections.includes('generation') && !options.sections.includes('typecheck'))
      await ensureOutputs(options, ready, workDir, specs);
    log(`consumer: ${options.runs} run(s) per program`);
    const measuredAt = now();
    const rows = await measureConsumers(specs, workDir, options.runs, timeoutMs);
    results.consumer = {
      measuredAt,
      runs: options.runs,
      data: { typescript: typescriptVersion(), rows: mergeBySpec(previous.consumer?.data.rows, rows) },
    };
    checkpoint(results);
  }
  if (options.sections.includes('rps')) {
    log(`rps: ${options.runs} run(s) per client`);
    const requestsPerRun = 5000;
    const maxSecondsPerRun = 10;
    const blockRequests = 250;
    const rows = await measureRequestRate(workDir, prepared('bracken'), {
      runs: options.runs,
      maxRequests: requestsPerRun,
      maxMs: maxSecondsPerRun * 1000,
      blockRequests,
    });
    results.rps = {
      measuredAt: now(),
      runs: options.runs,
      data: { requestsPerRun, maxSecondsPerRun, blockRequests, rows },
    };
    checkpoint(results);
  }
  if (options.sections.includes('bundle')) {
    log('bundle: one-endpoint SDKs');
    results.bundle = {
      measuredAt: now(),
      runs: 1,
      data: { esbuild: esbuildVersion, rows: await measureBundles(workDir, prepared('bracken'), prepared('hey-api')) },
    };
    checkpoint(results);
  }
  if (options.sections.includes('nx-cache')) {
    log(`nx-cache: ${options.runs} run(s)`);
    results.nxCache = { measuredAt: now(), runs: options.runs, data: await measureNxCache(options.runs, timeoutMs) };
  }
  return results;
}

/** Writes `results/latest.json` and the marked region of `docs/benchmarks.md`. */
export function writeResults(results: BenchResults): void {
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  const document = existsSync(DOC_FILE) ? readFileSync(DOC_FILE, 'utf8') : '# Benchmarks\n';
  writeFileSync(
    DOC_FILE,
    replaceBetweenMarkers(document, RESULTS_START_MARKER, RESULTS_END_MARKER, renderResults(results)),
  );
}

async function main(): Promise<void> {
  const options = parseBenchArgs(process.argv.slice(2));
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (options.renderOnly) {
    const previous = readPrevious();
    if (
      previous.formatVersion !== 1 ||
      previous.machine === undefined ||
      previous.updatedAt === undefined ||
      previous.workDir === undefined
    ) {
      throw new BenchError(`no results to render: ${path.relative(process.cwd(), RESULTS_FILE)}`);
    }
    writeResults({
      ...previous,
      formatVersion: 1,
      machine: previous.machine,
      updatedAt: previous.updatedAt,
      workDir: previous.workDir,
    });
    log(`wrote ${path.relative(process.cwd(), DOC_FILE)}`);
    return;
  }
  const results = await runBench(options, writeResults);
  writeResults(results);
  process.stdout.write(`${renderResults(results)}\n`);
  log(`\nwrote ${path.relative(process.cwd(), RESULTS_FILE)} and ${path.relative(process.cwd(), DOC_FILE)}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    if (error instanceof BenchError) {
      process.stderr.write(`bench: ${error.message}\n`);
      if (error.name === 'BenchUsageError') process.stderr.write(`${USAGE}\n`);
    } else {
      process.stderr.write(
        `bench crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
    }
    process.exitCode = 1;
  });
}
