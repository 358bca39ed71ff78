import { lstatSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { listReferencedFiles, resolveGroups } from '@bracken/config';
import type { Diagnostic, GeneratorEntry, LoadedConfig } from '@bracken/config';
import {
  inspectOutputFolder,
  OutputFolderError,
  replaceProblem,
  resolveRealPath,
  type OutputFolderState,
} from '@bracken/publish';
import { BrackenEngineError } from './errors';
import { generatorNameOf } from './generators';
import { findWorkspaceRoot, isInside } from './write-output';

/** The folder that receives a generator's output when it is published somewhere else later. */
export function stagingDirFor(configDir: string, group: string, generatorName: string, index: number): string {
  return join(configDir, 'dist', 'bracken', group, index === 0 ? generatorName : `${generatorName}-${index}`);
}

/** A generator whose destinations are checked: its group, its position there and its entry. */
export interface DestinationJob {
  group: string;
  index: number;
  entry: GeneratorEntry;
}

/** Where one generator writes, with every symbolic link resolved. */
export interface Destination<J extends DestinationJob = DestinationJob> {
  job: J;
  /** `group/generator`, for messages. */
  label: string;
  /** Whether the output folder is a `local-file-system` path (else the staging folder). */
  local: boolean;
  /** The output folder as the config writes it (the staging folder relative to the config's folder). */
  outputPath: string;
  /** Real path of the output folder. */
  outputDir: string;
  /** Real path of the snippets file, when the generator has one. */
  snippetsFile?: string;
}

/** Options of {@link planDestinations}. */
export interface DestinationOptions {
  /** Folder that output must stay inside. */
  workspaceRoot: string;
  /** Allow output outside the workspace. @default false */
  allowOutsideWorkspace?: boolean;
}

/** A file or folder the run reads: the config and every definition, overlay, override and proto root it names. */
interface RunInput {
  real: string;
  /** As written relative to the config's folder, for messages. */
  name: string;
  folder: boolean;
  /**
   * A folder `$ref`s may read from (`references.folders`), not one read whole: output may lie
   * inside it (the marker keeps the files there that Bracken did not write), but may not be
   * it or hold it.
   */
  searchedOnly: boolean;
}

interface Rules {
  workspaceRoot: string;
  allowOutsideWorkspace: boolean;
  inputs: RunInput[];
}

/** The absolute paths of every spec entry's `references.folders`. */
function referenceFolders(config: LoadedConfig): Set<string> {
  const specs: unknown = config.raw.api?.specs;
  const entries: unknown[] = Array.isArray(specs) ? specs : specs === undefined ? [] : [specs];
  const folders = new Set<string>();
  for (const entry of entries) {
    const references =
      typeof entry === 'object' && entry !== null && 'references' in entry
        ? (entry as { references?: { folders?: unknown } }).references
        : undefined;
    if (Array.isArray(references?.folders))
      for (const folder of references.folders) if (typeof folder === 'string') folders.add(resolve(config.dir, folder));
  }
  return folders;
}

function rulesFor(config: LoadedConfig, options: DestinationOptions): Rules {
  const inputs = new Map<string, RunInput>();
  const searched = referenceFolders(config);
  for (const file of [config.file, ...listReferencedFiles(config)]) {
    let real = file;
    try {
      real = resolveRealPath(file);
    } catch {
      // A dangling link is no input anyone can lose; the importer reports it.
    }
    if (inputs.has(real)) continue;
    let folder = false;
    try {
      folder = statSync(real).isDirectory();
    } catch {
      // A missing input is reported by the config checks.
    }
    inputs.set(real, {
      real,
      name: toPosix(relative(config.dir, file)) || '.',
      folder,
      searchedOnly: searched.has(file),
    });
  }
  return {
    workspaceRoot: resolveRealPath(resolve(options.workspaceRoot)),
    allowOutsideWorkspace: options.allowOutsideWorkspace ?? false,
    inputs: [...inputs.values()],
  };
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

function throughGit(real: string): boolean {
  return real.split(sep).some((segment) => segment.toLowerCase() === '.git');
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : 'unknown error';
}

/** `path resolves outside W` or, through a link, `path resolves through a symbolic link to R, outside W`. */
function outsideNote(written: string, lexical: string, real: string, workspaceRoot: string): string {
  return lexical === real
    ? `${written} resolves outside ${workspaceRoot}`
    : `${written} resolves through a symbolic link to ${real}, outside ${workspaceRoot}`;
}

/**
 * What is wrong with an output folder's location, as a message, or `undefined`: inside a
 * `.git` folder, holding an input of the run or lying inside an input folder, the workspace
 * root or above it, or outside the workspace without permission.
 */
function outputPathProblem(
  rules: Rules,
  what: string,
  written: string,
  lexical: string,
  real: string,
): string | undefined {
  const where = `${what} (${written})`;
  if (throughGit(real))
    return `output path points into a .git folder: ${where}; choose a folder of its own, such as ./sdk`;
  for (const input of rules.inputs) {
    if (input.folder && real === input.real)
      return `output path would replace ${input.name}, an input folder of the run: ${where}; choose a folder of its own, such as ./sdk`;
    if (isInside(real, input.real))
      return `output path would replace the folder holding ${input.name}: ${where}; choose a folder of its own, such as ./sdk`;
    if (input.folder && !input.searchedOnly && isInside(input.real, real))
      return `output path lies inside ${input.name}, an input folder of the run: ${where}; choose a folder outside it, such as ./sdk`;
  }
  if (real === rules.workspaceRoot)
    return `output path would replace the workspace root: ${where}; choose a folder of its own, such as ./sdk`;
  if (isInside(real, rules.workspaceRoot))
    return `output path would replace a folder holding the workspace: ${where}; choose a folder of its own, such as ./sdk`;
  if (!rules.allowOutsideWorkspace && !isInside(rules.workspaceRoot, real)) {
    return `output path leaves the workspace: ${what} (${outsideNote(written, lexical, real, rules.workspaceRoot)}); pass --allow-outside-workspace to write there`;
  }
  return undefined;
}

/** What is wrong with an output folder's contents, or `undefined` when it may be replaced. */
function outputStateProblem(state: OutputFolderState, what: string, written: string): string | undefined {
  const problem = replaceProblem(state, written);
  return problem === undefined ? undefined : `${problem.what}: ${what} (${written}); ${problem.remedy}`;
}

/**
 * What is wrong with a snippets file's location and current contents, or `undefined`: it may
 * not be an input, a folder, inside `.git`, outside the workspace, or a file Bracken did not
 * write (the generator's output folder records the snippets file it wrote).
 */
function snippetsProblem(
  rules: Rules,
  what: string,
  written: string,
  lexical: string,
  real: string,
  outputDir: string,
  state: OutputFolderState | undefined,
): string | undefined {
  const where = `${what} (${written})`;
  if (throughGit(real))
    return `snippets path points into a .git folder: ${where}; choose a file of its own, such as ./snippets.json`;
  for (const input of rules.inputs) {
    if (real === input.real)
      return `snippets path would overwrite ${input.name}, an input of the run: ${where}; choose a file of its own, such as ./snippets.json`;
    if (input.folder && !input.searchedOnly && isInside(input.real, real))
      return `snippets path lies inside ${input.name}, an input folder of the run: ${where}; choose a file outside it, such as ./snippets.json`;
  }
  if (isInside(real, rules.workspaceRoot))
    return `snippets path would replace the workspace root: ${where}; choose a file of its own, such as ./snippets.json`;
  if (!rules.allowOutsideWorkspace && !isInside(rules.workspaceRoot, real)) {
    return `snippets path leaves the workspace: ${what} (${outsideNote(written, lexical, real, rules.workspaceRoot)}); pass --allow-outside-workspace to write there`;
  }
  let stat;
  try {
    stat = lstatSync(real);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT') return undefined;
    if (code === 'ENOTDIR')
      return `snippets path runs through a file: ${where}; choose a file of its own, such as ./snippets.json`;
    return `cannot read the snippets path: ${where} (${code})`;
  }
  if (stat.isDirectory()) return `snippets path is a folder: ${where}; give a file name, such as ./snippets.json`;
  const manifest = state?.kind === 'marked' ? state.manifest : undefined;
  const owned =
    manifest !== undefined &&
    ((manifest.snippets !== undefined && resolve(outputDir, manifest.snippets) === real) ||
      (isInside(outputDir, real) && manifest.files.includes(toPosix(relative(outputDir, real)))));
  if (!owned) return `snippets file exists and Bracken did not write it: ${where}; delete it or choose another path`;
  return undefined;
}

/** A problem located at a node of the config. */
function located(config: LoadedConfig, segments: Array<string | number>, message: string): Diagnostic {
  const position = config.document.locate(segments) ?? { line: 1, column: 1 };
  return { severity: 'error', message, file: config.document.file, line: position.line, column: position.column };
}

function outputSegments(job: DestinationJob, local: boolean): Array<string | number> {
  return local
    ? ['groups', job.group, 'generators', job.index, 'output', 'path']
    : ['groups', job.group, 'generators', job.index];
}

function snippetsSegments(job: DestinationJob): Array<string | number> {
  return ['groups', job.group, 'generators', job.index, 'snippets', 'path'];
}

/** Every generator's destinations, each checked on its own. */
function destinationsOf<J extends DestinationJob>(
  config: LoadedConfig,
  rules: Rules,
  jobs: readonly J[],
): { destinations: Array<Destination<J>>; problems: Diagnostic[] } {
  const destinations: Array<Destination<J>> = [];
  const problems: Diagnostic[] = [];
  for (const job of jobs) {
    const name = generatorNameOf(job.entry);
    const label = `${job.group}/${name}`;
    const output = job.entry.output;
    const local = output?.location === 'local-file-system';
    const lexical = local ? resolve(config.dir, output.path) : stagingDirFor(config.dir, job.group, name, job.index);
    const written = local ? output.path : toPosix(relative(config.dir, lexical));
    const fail = (segments: Array<string | number>, message: string): void => {
      problems.push(located(config, segments, message));
    };
    let outputDir: string;
    try {
      outputDir = resolveRealPath(lexical);
    } catch (error) {
      if (!(error instanceof OutputFolderError)) throw error;
      fail(
        outputSegments(job, local),
        `output path runs through a symbolic link that points nowhere: ${label} (${written})`,
      );
      continue;
    }
    let state: OutputFolderState | undefined;
    const pathProblem = outputPathProblem(rules, label, written, lexical, outputDir);
    if (pathProblem !== undefined) fail(outputSegments(job, local), pathProblem);
    else {
      try {
        state = inspectOutputFolder(outputDir);
      } catch (error) {
        fail(outputSegments(job, local), `cannot read the output folder: ${label} (${written}: ${errorCode(error)})`);
      }
      const stateProblem = state === undefined ? undefined : outputStateProblem(state, label, written);
      if (stateProblem !== undefined) fail(outputSegments(job, local), stateProblem);
    }
    const destination: Destination<J> = { job, label, local, outputPath: written, outputDir };
    const snippets = job.entry.snippets;
    if (snippets !== undefined) {
      const snippetsLexical = resolve(config.dir, snippets.path);
      try {
        destination.snippetsFile = resolveRealPath(snippetsLexical);
        const problem = snippetsProblem(
          rules,
          `${label} snippets`,
          snippets.path,
          snippetsLexical,
          destination.snippetsFile,
          outputDir,
          state,
        );
        if (problem !== undefined) fail(snippetsSegments(job), problem);
      } catch (error) {
        if (!(error instanceof OutputFolderError)) throw error;
        fail(
          snippetsSegments(job),
          `snippets path runs through a symbolic link that points nowhere: ${label} snippets (${snippets.path})`,
        );
      }
    }
    destinations.push(destination);
  }
  return { destinations, problems };
}

/**
 * Problems between the destinations of one run: two output folders that overlap, and a
 * snippets file inside another generator's output folder or shared with another generator.
 */
function overlapProblems(config: LoadedConfig, destinations: readonly Destination[]): Diagnostic[] {
  const problems: Diagnostic[] = [];
  destinations.forEach((later, i) => {
    for (const earlier of destinations.slice(0, i)) {
      if (isInside(earlier.outputDir, later.outputDir) || isInside(later.outputDir, earlier.outputDir)) {
        problems.push(
          located(
            config,
            outputSegments(later.job, later.local),
            `output path overlaps the output of ${earlier.label}: ${later.label} (${later.outputPath}); give each generator a folder of its own`,
          ),
        );
        break;
      }
    }
    const snippetsFile = later.snippetsFile;
    if (snippetsFile === undefined) return;
    const snippetsWritten = later.job.entry.snippets?.path ?? '';
    for (const other of destinations) {
      if (other === later) continue;
      const clash = isInside(other.outputDir, snippetsFile)
        ? `snippets path lies inside the output of ${other.label}`
        : other.snippetsFile === snippetsFile && destinations.indexOf(other) < i
          ? `snippets path is also the snippets file of ${other.label}`
          : undefined;
      if (clash !== undefined) {
        problems.push(
          located(
            config,
            snippetsSegments(later.job),
            `${clash}: ${later.label} snippets (${snippetsWritten}); give each generator a file of its own`,
          ),
        );
        break;
      }
    }
  });
  return problems;
}

/**
 * Resolves and checks every destination of a run (each generator's output folder and
 * snippets file) before anything is written. Symbolic links are resolved first, so the
 * rules hold for the folders really written. A destination is refused when it is or lies
 * inside `.git`, holds an input of the run (the config, a definition, an overlay, an
 * override, a proto root) or lies inside an input folder, is the workspace root or above it,
 * lies outside the workspace without `allowOutsideWorkspace`, is a folder Bracken did not
 * write (no marker) with files that would be lost, or overlaps another destination of the
 * run. A snippets file must be absent or one Bracken wrote. Each problem is located at its
 * node of the config.
 *
 * @example
 * ```ts
 * const { destinations, problems } = planDestinations(config, jobs, { workspaceRoot: '/repo' });
 * problems.forEach((d) => console.error(formatDiagnostic(d)));
 * ```
 */
export function planDestinations<J extends DestinationJob>(
  config: LoadedConfig,
  jobs: readonly J[],
  options: DestinationOptions,
): { destinations: Array<Destination<J>>; problems: Diagnostic[] } {
  const rules = rulesFor(config, options);
  const { destinations, problems } = destinationsOf(config, rules, jobs);
  return { destinations, problems: [...problems, ...overlapProblems(config, destinations)] };
}

/**
 * The destination problems `bracken generate` would refuse, for every generator of every
 * group: each destination on its own, and overlaps within each group and each alias (the
 * generators that run together).
 *
 * @example
 * ```ts
 * checkDestinations(config, { workspaceRoot: '/repo' }).forEach((d) => console.log(formatDiagnostic(d)));
 * ```
 */
export function checkDestinations(config: LoadedConfig, options: DestinationOptions): Diagnostic[] {
  const rules = rulesFor(config, options);
  const groups = config.raw.groups ?? {};
  const jobs = Object.entries(groups).flatMap(([group, value]) =>
    (value.generators ?? []).map((entry, index) => ({ group, index, entry })),
  );
  const { destinations, problems } = destinationsOf(config, rules, jobs);
  const selections = [...Object.keys(groups), ...Object.keys(config.raw.aliases ?? {})];
  for (const selection of selections) {
    let names: Set<string>;
    try {
      names = new Set(resolveGroups(config, selection).map((group) => group.name));
    } catch {
      // An alias naming a missing group is reported by the config checks.
      continue;
    }
    problems.push(
      ...overlapProblems(
        config,
        destinations.filter((d) => names.has(d.job.group)),
      ),
    );
  }
  const seen = new Set<string>();
  return problems.filter((d) => {
    const key = `${d.line}:${d.column}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A check for `bracken check` that reports the destination problems `bracken generate`
 * would refuse (see {@link checkDestinations}).
 *
 * @param options - the workspace (default: the nearest folder with nx.json or .git above the config) and whether output may leave it.
 * @example
 * ```ts
 * await runCheck({ config: 'generators.yml', extraChecks: [createDestinationCheck()] });
 * ```
 */
export function createDestinationCheck(
  options: Partial<DestinationOptions> = {},
): (config: LoadedConfig) => Promise<Diagnostic[]> {
  return async (config) =>
    checkDestinations(config, {
      workspaceRoot: options.workspaceRoot ?? findWorkspaceRoot(config.dir),
      allowOutsideWorkspace: options.allowOutsideWorkspace ?? false,
    });
}

/**
 * Resolves an output folder (following symbolic links) and refuses one inside `.git`, one
 * that would replace the configuration's folder, the workspace root or a folder above them,
 * or one outside the workspace without permission.
 *
 * @throws BrackenEngineError naming the problem.
 */
export function resolveOutputDirectory(options: {
  configDir: string;
  path: string;
  workspaceRoot: string;
  allowOutsideWorkspace: boolean;
  what: string;
}): string {
  const lexical = resolve(options.configDir, options.path);
  let real: string;
  try {
    real = resolveRealPath(lexical);
  } catch (error) {
    if (!(error instanceof OutputFolderError)) throw error;
    throw new BrackenEngineError(
      `output path runs through a symbolic link that points nowhere: ${options.what} (${options.path})`,
    );
  }
  const configDir = resolveRealPath(resolve(options.configDir));
  const rules: Rules = {
    workspaceRoot: resolveRealPath(resolve(options.workspaceRoot)),
    allowOutsideWorkspace: options.allowOutsideWorkspace,
    inputs: [{ real: configDir, name: 'generators.yml', folder: false, searchedOnly: false }],
  };
  const problem = outputPathProblem(rules, options.what, options.path, lexical, real);
  if (problem !== undefined) throw new BrackenEngineError(problem);
  return real;
}
