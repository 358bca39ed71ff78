import { relative, sep } from 'node:path';
import { ConfigError, isValidVersion, resolveGroups } from '@bracken/config';
import { isBrackenError } from '@bracken/errors';
import type { Diagnostic, GeneratorEntry, LoadedConfig } from '@bracken/config';
import type { GeneratorPlugin, IntermediateRepresentation, OutputFile } from '@bracken/ir';
import { BrackenEngineError } from './errors';
import type { Failure, GeneratedOutput, RunOptions } from './events';
import { findGenerator, generatorContext, generatorNameOf, generatorNames } from './generators';
import { planDestinations, type Destination } from './destinations';
import { displayPath, findWorkspaceRoot, replaceDirectory, replayDirectory, writeOwnedFile } from './write-output';
import { replayEnabled } from './release-record';
import { importers } from './importers';
import { relocateDiagnostic } from './locations';
import { loadRunConfig } from './run-config';

/** Options of {@link generate}. */
export interface GenerateOptions extends RunOptions {
  /** Group or alias to run. @default the file's `default-group` */
  group?: string;
  /** Run only the generators with these names. @default every generator of the group */
  generators?: string[];
  /** Version of the produced packages. @default each generator entry's `version` */
  version?: string;
  /** Allow `local-file-system` paths outside the workspace. @default false */
  allowOutsideWorkspace?: boolean;
  /** Workspace root for the path check. @default the nearest folder with nx.json or .git */
  workspaceRoot?: string;
  /**
   * Heap in use after an import above which a full garbage collection runs, before the SDK's
   * text piles up on the import's garbage. Only a command that owns its process sets it.
   * @default never
   */
  collectAfterImportBytes?: number;
}

/**
 * A full garbage collection once an import leaves more than `threshold` bytes on the heap: for
 * an import of Microsoft Graph the peak falls by a tenth for about 0.1 s.
 */
function collectAfterLargeImport(threshold: number): void {
  if (process.memoryUsage().heapUsed < threshold) return;
  // `gc` is given to contexts made after the flag is set.
  (require('node:v8') as typeof import('node:v8')).setFlagsFromString('--expose-gc');
  ((require('node:vm') as typeof import('node:vm')).runInNewContext('gc') as () => void)();
}

/** Result of {@link generate}. */
export interface GenerateResult {
  /** Whether every selected generator wrote its output. */
  ok: boolean;
  /** The folders written, in job order. */
  outputs: GeneratedOutput[];
  /** What failed: the run itself (no `job`), or each generator that did. */
  failures: Failure[];
}

/** The folder that receives a generator's output when it is published somewhere else later. */
export { stagingDirFor } from './destinations';

/** One generator entry of a selected group, with the generator that runs it. */
export interface Job {
  group: string;
  audiences: string[] | undefined;
  entry: GeneratorEntry;
  index: number;
  generator: GeneratorPlugin;
}

function generatorFor(entry: GeneratorEntry, config: LoadedConfig, group: string): GeneratorPlugin {
  const name = generatorNameOf(entry);
  const generator = findGenerator(name);
  if (generator) return generator;
  throw new BrackenEngineError(
    `unknown generator "${name}" in group "${group}": ${config.file}; available generators: ${generatorNames().join(', ')}`,
  );
}

/**
 * The generators a run covers: every generator of the selected group (or of each group of
 * an alias, or of `default-group`), optionally narrowed to some generator names.
 *
 * @throws GroupNotFoundError for an unknown group; BrackenEngineError for an unknown generator.
 */
export function selectJobs(config: LoadedConfig, group: string | undefined, names: string[] | undefined): Job[] {
  const jobs: Job[] = [];
  for (const resolved of resolveGroups(config, group)) {
    resolved.generators.forEach((entry, index) => {
      if (names && names.length > 0 && !names.includes(generatorNameOf(entry))) return;
      jobs.push({
        group: resolved.name,
        audiences: resolved.audiences,
        entry,
        index,
        generator: generatorFor(entry, config, resolved.name),
      });
    });
  }
  return jobs;
}

/**
 * Loads `generators.yml`, imports the API once per distinct import setting, runs every
 * selected generator (the groups of an alias in parallel) and writes each output folder
 * atomically. User mistakes come back as failures with located diagnostics, never thrown.
 *
 * @example
 * ```ts
 * const { ok, outputs } = await generate({ config: 'examples/petstore/generators.yml', onEvent: createTextReporter() });
 * ```
 */
export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const cwd = options.cwd ?? process.cwd();
  const env = options.env ?? process.env;
  const emit = options.onEvent ?? (() => undefined);
  const started = Date.now();
  const fail = (failure: Failure): GenerateResult => {
    emit({ kind: 'failed', failure });
    return { ok: false, outputs: [], failures: [failure] };
  };

  if (options.version !== undefined && !isValidVersion(options.version)) {
    return fail({
      error: new BrackenEngineError(
        `--version "${options.version}" is not a valid version; expected a semantic version such as 1.2.3`,
      ),
    });
  }
  const { config, failure } = await loadRunConfig(cwd, options.config, env);
  if (failure) return fail(failure);
  for (const diagnostic of config.diagnostics) emit({ kind: 'warning', diagnostic });
  const located = (d: Diagnostic): Diagnostic => relocateDiagnostic(d, config, cwd);

  let jobs: Job[];
  try {
    jobs = selectJobs(config, options.group, options.generators);
  } catch (error) {
    if (isBrackenError(error)) return fail({ error });
    throw error;
  }
  if (jobs.length === 0) {
    const filter = options.generators?.length ? ` matching ${options.generators.join(', ')}` : '';
    return fail({ error: new BrackenEngineError(`no generators to run${filter}: ${options.config}`) });
  }

  const workspaceRoot = options.workspaceRoot ?? findWorkspaceRoot(config.dir);
  // Every destination is checked before any definition is read or any file written.
  const plan = planDestinations(config, jobs, {
    workspaceRoot,
    allowOutsideWorkspace: options.allowOutsideWorkspace ?? false,
  });
  if (plan.problems.length > 0) return fail({ error: new ConfigError(plan.problems), diagnostics: plan.problems });
  const destinations = new Map<Job, Destination<Job>>(plan.destinations.map((d) => [d.job, d]));
  const { importApi, importKey } = importers();
  const irs = new Map<string, Promise<IntermediateRepresentation>>();
  const importFor = (job: Job): Promise<IntermediateRepresentation> => {
    const key = importKey(config, job.entry, job.audiences);
    let pending = irs.get(key);
    if (!pending) {
      pending = importApi(config, {
        generator: job.entry,
        audiences: job.audiences,
        smartCasing: job.entry['smart-casing'] ?? false,
      }).then(({ ir, diagnostics }) => {
        for (const d of diagnostics) emit({ kind: 'warning', diagnostic: located(d) });
        return ir;
      });
      irs.set(key, pending);
    }
    return pending;
  };

  emit({ kind: 'started', jobs: jobs.length });
  const runJob = async (job: Job): Promise<GeneratedOutput> => {
    const jobStarted = Date.now();
    const name = job.generator.name;
    const label = `${job.group}/${name}`;
    const ir = await importFor(job);
    if (options.collectAfterImportBytes !== undefined) collectAfterLargeImport(options.collectAfterImportBytes);
    emit({ kind: 'imported', job: label });
    let files: readonly OutputFile[];
    try {
      files = await job.generator.generate(
        ir,
        job.entry.config ?? {},
        generatorContext(ir, config, job.entry, options.version ?? job.entry.version),
      );
    } catch (error) {
      // A generator knows the IR, not the job: its mistakes are reported with the job as their place.
      throw isBrackenError(error) && error.diagnostics.length === 0
        ? new BrackenEngineError(`${label}: ${error.message}`, { code: error.code, cause: error })
        : error;
    }
    const { local, outputDir: target, snippetsFile } = destinations.get(job)!;
    const snippets = snippetsFile !== undefined ? files.find((f) => f.path === 'snippets.json') : undefined;
    const folder = {
      ...(snippets !== undefined && snippetsFile !== undefined
        ? { snippets: relative(target, snippetsFile).split(sep).join('/') }
        : {}),
      ...(job.generator.fileParts !== undefined
        ? { parts: (file: OutputFile) => job.generator.fileParts?.(file) }
        : {}),
      warn: (message: string) => emit({ kind: 'notice', message }),
    };
    if (local && replayEnabled(config, job.entry)) {
      const version = options.version ?? job.entry.version;
      const shown = displayPath(cwd, target);
      const replay = await replayDirectory(target, files, label, {
        ...folder,
        version,
        whitelabel: config.raw.whitelabel !== undefined,
      });
      if (replay.kind === 'conflict') {
        throw new BrackenEngineError(
          `${label}: replay conflict: your changes to ${replay.conflicts.join(', ')} conflict with the new generation; ${shown} and your branch were left as they were, and the merge with conflict markers is on branch ${replay.branch}; resolve the markers there, merge it, then generate again`,
        );
      }
      if (replay.kind === 'not-a-work-tree')
        emit({
          kind: 'notice',
          message: `${label}: replay is enabled, but ${shown} is not in a git work tree: it was written as generated; replay needs git to record each generation`,
        });
      if (replay.kind === 'merged')
        emit({
          kind: 'notice',
          message: `${label}: replay: your changes in ${shown} since the last generation were merged onto v${version}`,
        });
    } else {
      await replaceDirectory(target, files, label, folder);
    }
    if (snippets !== undefined && snippetsFile !== undefined) writeOwnedFile(snippetsFile, snippets.contents);
    const output: GeneratedOutput = {
      group: job.group,
      generator: name,
      index: job.index,
      location: local ? 'local-file-system' : 'staging',
      path: target,
      files: files.length,
    };
    emit({ kind: 'generated', output, ms: Date.now() - jobStarted });
    return output;
  };

  const settled = await Promise.allSettled(jobs.map(runJob));
  const outputs: GeneratedOutput[] = [];
  const failures: Failure[] = [];
  for (const [i, result] of settled.entries()) {
    const job = jobs[i]!;
    if (result.status === 'fulfilled') {
      outputs.push(result.value);
      continue;
    }
    const failure = await describeFailure(result.reason, `${job.group}/${job.generator.name}`, config, located);
    failures.push(failure);
    emit({ kind: 'failed', failure });
  }
  emit({ kind: 'finished', outputs, failed: failures.length, ms: Date.now() - started });
  return { ok: failures.length === 0, outputs, failures };
}

/** A generator's failure, with its diagnostics located relative to the run's folder when it has a place in a file. */
async function describeFailure(
  error: unknown,
  job: string,
  config: LoadedConfig,
  located: (d: Diagnostic) => Diagnostic,
): Promise<Failure> {
  if (isBrackenError(error) && error.diagnostics.length > 0)
    return { job, error, diagnostics: error.diagnostics.map(located) };
  // A definition's mistake with a place in a file prints as file:line:col; one about a folder or the machine keeps its own where.
  const { diagnosticOfImporterError, ImporterError } = importers();
  if (error instanceof ImporterError && (error.line !== undefined || error.pointer !== undefined))
    return { job, error, diagnostics: [located(await diagnosticOfImporterError(error, config))] };
  return { job, error };
}
