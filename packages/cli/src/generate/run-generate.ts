import { relative, resolve, sep } from 'node:path';
import { ConfigError, formatDiagnostic, GroupNotFoundError, isValidVersion, loadConfig, resolveGroups } from '@bracken/config';
import type { Diagnostic, GeneratorEntry, LoadedConfig } from '@bracken/config';
import { BrackenImporterError, diagnosticOfImporterError, importApi, importKey, ImporterError } from '@bracken/importers';
import type { IntermediateRepresentation } from '@bracken/ir';
import { BrackenCliError } from '../errors';
import { GENERATORS, generatorNameOf } from './registry';
import type { GeneratorImplementation } from './registry';
import { planDestinations, type Destination } from './destinations';
import { displayPath, findWorkspaceRoot, replaceDirectory, writeOwnedFile } from './write-output';
import type { TextOutput } from '../io';
import { configDisplayPath, relocateDiagnostic } from '../locations';

/** Options of {@link runGenerate}. */
export interface GenerateOptions {
  /** Path of `generators.yml`, relative to `cwd`. @default "generators.yml" */
  config: string;
  /** Group or alias to run. @default the file's `default-group` */
  group?: string;
  /** Run only the generators with these names. @default every generator of the group */
  generators?: string[];
  /** Folder relative paths resolve against. @default process.cwd() */
  cwd?: string;
  /** Version of the produced packages. @default each generator entry's `version` */
  version?: string;
  /** Allow `local-file-system` paths outside the workspace. @default false */
  allowOutsideWorkspace?: boolean;
  /** Workspace root for the path check. @default the nearest folder with nx.json or .git */
  workspaceRoot?: string;
  /** Progress and summary. @default process.stderr */
  stderr?: TextOutput;
  /** Result lines. @default process.stdout */
  stdout?: TextOutput;
  /** Environment variables (`${VAR}` references). @default process.env */
  env?: Record<string, string | undefined>;
  /**
   * Heap in use after an import above which a full garbage collection runs before
   * generating (see {@link collectAfterLargeImport}). @default 96 MiB
   */
  collectAfterImportBytes?: number;
}

const COLLECT_AFTER_IMPORT_BYTES = 96 * 1024 * 1024;

/**
 * Runs a full garbage collection when the heap holds more than `threshold` bytes after an
 * import. What the import leaves behind (the parsed definition, above all) is garbage by
 * then, but the engine would collect it only later, while the SDK's text piles up on top:
 * on Microsoft Graph (a 19 MiB definition) the peak falls from about 410 to 365 MiB, for
 * about 0.1 s. Smaller imports, where that time would show, skip it.
 */
function collectAfterLargeImport(threshold: number): void {
  if (process.memoryUsage().heapUsed < threshold) return;
  // `gc` is given to contexts made after the flag is set.
  (require('node:v8') as typeof import('node:v8')).setFlagsFromString('--expose-gc');
  ((require('node:vm') as typeof import('node:vm')).runInNewContext('gc') as () => void)();
}

/** One generator's output. */
export interface GeneratedOutput {
  group: string;
  generator: string;
  /** Position of the generator inside its group. */
  index: number;
  /** `output.location`, or `staging` for outputs published later. */
  location: string;
  /** Absolute folder written. */
  path: string;
  /** Number of files written. */
  files: number;
}

/** Result of {@link runGenerate}. */
export interface GenerateResult {
  exitCode: number;
  outputs: GeneratedOutput[];
}

/** The folder that receives a generator's output when it is published somewhere else later. */
export { stagingDirFor } from './destinations';

/** One generator entry of a selected group, with its implementation. */
export interface Job {
  group: string;
  audiences: string[] | undefined;
  entry: GeneratorEntry;
  index: number;
  implementation: GeneratorImplementation;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

function findImplementation(entry: GeneratorEntry, config: LoadedConfig, group: string): GeneratorImplementation {
  const name = generatorNameOf(entry);
  const implementation = GENERATORS.get(name);
  if (implementation) return implementation;
  const known = [...GENERATORS.keys()].sort().join(', ');
  throw new BrackenCliError(`unknown generator "${name}" in group "${group}": ${config.file}; available generators: ${known}`);
}

/**
 * The generators a run covers: every generator of the selected group (or of each group of
 * an alias, or of `default-group`), optionally narrowed to some generator names.
 *
 * @throws GroupNotFoundError for an unknown group; BrackenCliError for an unknown generator.
 */
export function selectJobs(config: LoadedConfig, group: string | undefined, names: string[] | undefined): Job[] {
  const jobs: Job[] = [];
  for (const resolved of resolveGroups(config, group)) {
    resolved.generators.forEach((entry, index) => {
      if (names && names.length > 0 && !names.includes(generatorNameOf(entry))) return;
      jobs.push({ group: resolved.name, audiences: resolved.audiences, entry, index, implementation: findImplementation(entry, config, resolved.name) });
    });
  }
  return jobs;
}

/**
 * Loads `generators.yml`, imports the API once per distinct import setting, runs every
 * selected generator (the groups of an alias in parallel) and writes each output folder
 * atomically. User mistakes become located messages on `stderr` and exit code 1.
 *
 * @example
 * ```ts
 * const { exitCode, outputs } = await runGenerate({ config: 'examples/petstore/generators.yml' });
 * ```
 */
export async function runGenerate(options: GenerateOptions): Promise<GenerateResult> {
  const cwd = options.cwd ?? process.cwd();
  const stderr = options.stderr ?? process.stderr;
  const stdout = options.stdout ?? process.stdout;
  const env = options.env ?? process.env;
  const started = Date.now();
  const fail = (lines: string[]): GenerateResult => {
    for (const line of lines) stderr.write(`${line}\n`);
    return { exitCode: 1, outputs: [] };
  };

  if (options.version !== undefined && !isValidVersion(options.version)) {
    return fail([`error: --version "${options.version}" is not a valid version; expected a semantic version such as 1.2.3`]);
  }
  let config: LoadedConfig;
  try {
    config = await loadConfig(resolve(cwd, options.config), { displayPath: configDisplayPath(cwd, options.config), env });
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.diagnostics.map(formatDiagnostic));
    throw error;
  }
  for (const warning of config.diagnostics) stderr.write(`${formatDiagnostic(warning)}\n`);
  const located = (d: Diagnostic): string => formatDiagnostic(relocateDiagnostic(d, config, cwd));

  let jobs: Job[];
  try {
    jobs = selectJobs(config, options.group, options.generators);
  } catch (error) {
    if (error instanceof GroupNotFoundError || error instanceof BrackenCliError) return fail([`error: ${error.message}`]);
    throw error;
  }
  if (jobs.length === 0) {
    const filter = options.generators?.length ? ` matching ${options.generators.join(', ')}` : '';
    return fail([`error: no generators to run${filter}: ${options.config}`]);
  }

  const workspaceRoot = options.workspaceRoot ?? findWorkspaceRoot(config.dir);
  // Every destination is checked before any definition is read or any file written.
  const plan = planDestinations(config, jobs, { workspaceRoot, allowOutsideWorkspace: options.allowOutsideWorkspace ?? false });
  if (plan.problems.length > 0) return fail(plan.problems.map(formatDiagnostic));
  const destinations = new Map<Job, Destination<Job>>(plan.destinations.map((d) => [d.job, d]));
  const irs = new Map<string, Promise<IntermediateRepresentation>>();
  const importFor = (job: Job): Promise<IntermediateRepresentation> => {
    const key = importKey(config, job.entry, job.audiences);
    let pending = irs.get(key);
    if (!pending) {
      pending = importApi(config, { generator: job.entry, audiences: job.audiences, smartCasing: job.entry['smart-casing'] ?? false }).then(({ ir, diagnostics }) => {
        for (const d of diagnostics) stderr.write(`${located(d)}\n`);
        return ir;
      });
      irs.set(key, pending);
    }
    return pending;
  };

  // Progress appears only once a run has taken a second, so quick runs stay quiet.
  let announced = false;
  const progress = (line: string): void => {
    if (!announced && Date.now() - started < 1000) return;
    announced = true;
    stderr.write(`${line}\n`);
  };
  const timer = setTimeout(() => progress(`generating ${plural(jobs.length, 'SDK')}…`), 1000);
  timer.unref();

  const runJob = async (job: Job): Promise<GeneratedOutput> => {
    const jobStarted = Date.now();
    const name = job.implementation.name;
    const label = `${job.group}/${name}`;
    const ir = await importFor(job);
    collectAfterLargeImport(options.collectAfterImportBytes ?? COLLECT_AFTER_IMPORT_BYTES);
    const files = await job.implementation.generate(ir, {
      config,
      entry: job.entry,
      version: options.version ?? job.entry.version,
      whitelabel: config.raw.whitelabel !== undefined,
    });
    const { local, outputDir: target, snippetsFile } = destinations.get(job)!;
    const snippets = snippetsFile !== undefined ? files.find((f) => f.path === 'snippets.json') : undefined;
    await replaceDirectory(target, files, label, {
      ...(snippets !== undefined && snippetsFile !== undefined ? { snippets: relative(target, snippetsFile).split(sep).join('/') } : {}),
      warn: (line) => stderr.write(`warning: ${line}\n`),
    });
    if (snippets !== undefined && snippetsFile !== undefined) writeOwnedFile(snippetsFile, snippets.contents);
    progress(`✓ ${label} → ${displayPath(cwd, target)} (${plural(files.length, 'file')}, ${seconds(Date.now() - jobStarted)})`);
    return { group: job.group, generator: name, index: job.index, location: local ? 'local-file-system' : 'staging', path: target, files: files.length };
  };

  const settled = await Promise.allSettled(jobs.map(runJob));
  clearTimeout(timer);
  const outputs: GeneratedOutput[] = [];
  const problems: string[] = [];
  for (const [i, result] of settled.entries()) {
    const job = jobs[i]!;
    if (result.status === 'fulfilled') outputs.push(result.value);
    else {
      const problem = await describeFailure(result.reason, `${job.group}/${job.implementation.name}`, config, located);
      // Generators that share an import share its failure: it is printed once.
      if (!problems.includes(problem)) problems.push(problem);
    }
  }
  if (problems.length > 0) {
    for (const p of problems) stderr.write(`${p}\n`);
    stderr.write(`generation failed: ${plural(problems.length, 'generator')} failed, ${outputs.length} succeeded\n`);
    return { exitCode: 1, outputs };
  }
  const where = outputs.map((o) => `${o.group}/${o.generator} → ${displayPath(cwd, o.path)}`).join(', ');
  stdout.write(`Generated ${plural(outputs.length, 'SDK')} in ${seconds(Date.now() - started)}: ${where}\n`);
  return { exitCode: 0, outputs };
}

/** Turns a failure into a located one-liner for users; unexpected crashes keep their stack under BRACKEN_DEBUG. */
async function describeFailure(error: unknown, label: string, config: LoadedConfig, located: (d: Diagnostic) => string): Promise<string> {
  if (error instanceof ConfigError) return error.diagnostics.map(located).join('\n');
  // A mistake with a place in a file prints as file:line:col; one about a folder or the machine keeps its own where.
  if (error instanceof ImporterError && (error.line !== undefined || error.pointer !== undefined)) return located(await diagnosticOfImporterError(error, config));
  if (error instanceof BrackenImporterError || error instanceof BrackenCliError) return `error: ${error.message}`;
  const diagnostics = (error as { diagnostics?: Diagnostic[] } | undefined)?.diagnostics;
  if (Array.isArray(diagnostics)) return diagnostics.map(located).join('\n');
  if (error instanceof Error && error.name.endsWith('Error') && error.name !== 'Error' && error.name !== 'TypeError' && error.name !== 'RangeError') {
    return `error: ${label}: ${error.message}`;
  }
  const detail = process.env['BRACKEN_DEBUG'] === '1' && error instanceof Error ? `\n${error.stack}` : ' (set BRACKEN_DEBUG=1 for details)';
  return `internal error in ${label}: ${error instanceof Error ? error.message : String(error)}${detail}`;
}
