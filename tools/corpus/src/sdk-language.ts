// The corpus SDK run for any target language: generate, write, count, check in batches, classify.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { IntermediateRepresentation } from '@bracken/ir';
import { corpusSteps, CorpusStepError, firstLine, runOne, type CorpusResult, type CorpusStep } from './corpus';

/** Repository root (the folder that holds `node_modules`). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** Version written into every corpus SDK's package manifest. */
export const CORPUS_SDK_VERSION = '0.0.0';

/** Diagnostics kept per SDK for the report (the count covers all of them). */
const KEPT_DIAGNOSTICS = 5;

/**
 * A folder name for a corpus id: `amazonaws.com/ecr` becomes `amazonaws.com--ecr`. Ids are
 * `provider[/service]`, so `--` never clashes with a real id.
 *
 * @example
 *     sdkSlug("microsoft.com/graph"); // "microsoft.com--graph"
 */
export function sdkSlug(id: string): string {
  return id.replace(/\//g, '--').replace(/[^A-Za-z0-9._-]/g, '_');
}

/**
 * A package name for a corpus id.
 *
 * @example
 *     sdkPackageName("amazonaws.com/ecr"); // "amazonaws-com-ecr-sdk"
 */
export function sdkPackageName(id: string): string {
  const name = id
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${name === '' ? 'api' : name}-sdk`;
}

/** One file a generator produced, its path relative to the SDK folder. */
export interface SdkFile {
  path: string;
  contents: string | Uint8Array;
}

/** An SDK written to disk. */
export interface GeneratedSdk {
  id: string;
  /** Absolute folder of the SDK. */
  dir: string;
  /** Number of files written. */
  files: number;
  /** Lines of the SDK's source files (as its language counts them). */
  sourceLines: number;
  /** Generation time (IR to files), without writing. */
  generateMs: number;
}

/** Why the generator produced no SDK for a definition. */
export interface SdkGenerationFailure {
  id: string;
  /** True when the generator threw something other than its own error class. */
  crash: boolean;
  message: string;
}

/** Per corpus id: the SDK written, or why none was. */
export type SdkOutcomes = Map<string, GeneratedSdk | SdkGenerationFailure>;

/** Thrown by the generation step so the corpus runner stops that definition. */
export class SdkGenerationError extends CorpusStepError {
  override name = 'SdkGenerationError';
}

/** What a checker says of one SDK. */
export interface CheckOutcome<Code extends string | number = string | number> {
  /** Absolute folder of the SDK. */
  dir: string;
  /** Number of error diagnostics. */
  errors: number;
  /** The first few errors, each located as `path:line:col: …` with the path relative to the SDK. */
  diagnostics: string[];
  /** Error codes with their counts, most frequent first. */
  codes: Array<{ code: Code; count: number }>;
}

/** The code type of a check outcome. */
export type CodeOf<Outcome extends CheckOutcome> = Outcome['codes'][number]['code'];

/** Checks a batch of SDK folders (absolute) and says something of every one of them. */
export type BatchCheck<Outcome extends CheckOutcome> = (batch: readonly string[]) => Map<string, Outcome>;

/** The checker of a language: how a batch of SDKs is checked and how its diagnostics are read. */
export interface SdkChecker<Outcome extends CheckOutcome> {
  /** SDKs per batch when the caller names no number. */
  defaultBatch: number;
  /** The version of the checking tool, as the report names it. */
  version(): string;
  /** The progress line printed before `count` SDKs are checked, `batchSize` at a time. */
  describe(count: number, batchSize: number): string;
  /** Readies the checker for these SDKs (absolute folders, at least one) and returns its batch check. */
  open(dirs: readonly string[]): BatchCheck<Outcome>;
}

/** The SDK package a corpus id becomes. */
export interface SdkTarget {
  /** The corpus id. */
  id: string;
  /** Package name, from {@link sdkPackageName}. */
  packageName: string;
  /** Package version: {@link CORPUS_SDK_VERSION}. */
  packageVersion: string;
}

/** A target language of the corpus SDK run: its generator and its checker. */
export interface SdkLanguage<Outcome extends CheckOutcome> {
  /** Generates the SDK of one corpus id. */
  generate(ir: IntermediateRepresentation, target: SdkTarget): Promise<readonly SdkFile[]> | readonly SdkFile[];
  /** Whether a thrown error is the generator's own, reported cleanly (anything else is a crash). */
  ownsError(error: unknown): boolean;
  /** Whether a generated file counts toward the SDK's source lines. */
  isSource(filePath: string): boolean;
  checker: SdkChecker<Outcome>;
}

/**
 * Writes generated files below `dir`, replacing what was there.
 *
 * @example
 *     writeSdk("tmp/corpus-sdk/stripe.com", await generateTypeScriptSdk(ir, options));
 */
export function writeSdk(dir: string, files: readonly SdkFile[]): void {
  rmSync(dir, { recursive: true, force: true });
  const made = new Set<string>();
  for (const file of files) {
    const target = path.join(dir, file.path);
    const parent = path.dirname(target);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    writeFileSync(target, file.contents);
  }
}

/**
 * A corpus step that generates an SDK in `language` from the imported IR into
 * `<outRoot>/<sdkSlug(id)>/` and records the outcome in `sink`. A generator failure is recorded
 * and then thrown as {@link SdkGenerationError}, so later steps are skipped.
 *
 * @example
 *     const sdks: SdkOutcomes = new Map();
 *     await runOne(id, apiDir, [...corpusSteps, createSdkGenerateStep(typescriptLanguage, "tmp/corpus-sdk", sdks)]);
 */
export function createSdkGenerateStep<Outcome extends CheckOutcome>(
  language: SdkLanguage<Outcome>,
  outRoot: string,
  sink: SdkOutcomes,
): CorpusStep {
  return async (context) => {
    const ir = context.ir;
    if (ir === undefined) throw new SdkGenerationError(`no IR to generate from: ${context.id}`);
    const started = performance.now();
    let files: readonly SdkFile[];
    try {
      files = await language.generate(ir, {
        id: context.id,
        packageName: sdkPackageName(context.id),
        packageVersion: CORPUS_SDK_VERSION,
      });
    } catch (error) {
      const crash = !language.ownsError(error);
      const message = crash
        ? `${error instanceof Error ? error.name : 'Error'}: ${firstLine(error)}`
        : firstLine(error);
      sink.set(context.id, { id: context.id, crash, message });
      throw new SdkGenerationError(`SDK generation failed: ${context.id}: ${message}`);
    }
    const generateMs = performance.now() - started;
    const dir = path.join(outRoot, sdkSlug(context.id));
    writeSdk(dir, files);
    let sourceLines = 0;
    for (const file of files)
      if (language.isSource(file.path) && typeof file.contents === 'string')
        sourceLines += file.contents.split('\n').length;
    sink.set(context.id, { id: context.id, dir, files: files.length, sourceLines, generateMs: Math.round(generateMs) });
  };
}

/** Options of {@link checkSdks}. */
export interface CheckOptions {
  /** SDKs per batch. @default the checker's `defaultBatch` */
  batchSize?: number;
  /** Called after each batch with the number of SDKs checked so far. */
  onBatch?: (done: number, total: number, batchMs: number) => void;
}

/**
 * Checks SDK folders with `checker`, `batchSize` at a time, and keys each outcome by the SDK's
 * absolute folder.
 *
 * @example
 *     checkSdks(["tmp/corpus-sdk/stripe.com"], createTypeScriptChecker()).get(path.resolve("tmp/corpus-sdk/stripe.com"));
 */
export function checkSdks<Outcome extends CheckOutcome>(
  dirs: readonly string[],
  checker: SdkChecker<Outcome>,
  options: CheckOptions = {},
): Map<string, Outcome> {
  const batchSize = Math.max(1, options.batchSize ?? checker.defaultBatch);
  const outcomes = new Map<string, Outcome>();
  if (dirs.length === 0) return outcomes;
  const absolute = dirs.map((dir) => path.resolve(dir));
  const check = checker.open(absolute);
  for (let start = 0; start < absolute.length; start += batchSize) {
    const batch = absolute.slice(start, start + batchSize);
    const started = performance.now();
    for (const [dir, outcome] of check(batch)) outcomes.set(dir, outcome);
    options.onBatch?.(
      Math.min(start + batchSize, absolute.length),
      absolute.length,
      Math.round(performance.now() - started),
    );
  }
  return outcomes;
}

/**
 * Reads a checker's diagnostics of one SDK into an outcome: the count, the first few formatted,
 * and the codes by frequency (ties by code).
 *
 * @example
 *     summariseDiagnostics(dir, lines, (line) => /\[(\S+)\]$/.exec(line)?.[1] ?? "other", (line) => line);
 */
export function summariseDiagnostics<Diagnostic, Code extends string | number>(
  dir: string,
  diagnostics: readonly Diagnostic[],
  codeOf: (diagnostic: Diagnostic) => Code,
  format: (diagnostic: Diagnostic) => string,
): CheckOutcome<Code> {
  const codes = new Map<Code, number>();
  for (const diagnostic of diagnostics) {
    const code = codeOf(diagnostic);
    codes.set(code, (codes.get(code) ?? 0) + 1);
  }
  const byCode = (a: Code, b: Code): number =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : 1;
  return {
    dir,
    errors: diagnostics.length,
    diagnostics: diagnostics.slice(0, KEPT_DIAGNOSTICS).map(format),
    codes: [...codes.entries()]
      .map(([code, count]) => ({ code, count }))
      .sort((a, b) => b.count - a.count || byCode(a.code, b.code)),
  };
}

/** Options of {@link runSdkSteps}. */
export interface SdkStepOptions {
  /** Folder that receives one SDK folder per definition. */
  outRoot: string;
  /** SDKs per checker batch. @default the checker's `defaultBatch` */
  batchSize?: number;
  /** Receives one progress line per definition and per batch. @default no output */
  log?: (line: string) => void;
  /** Receives swagger-parser's verdict per id. @default not kept */
  accepted?: Map<string, boolean>;
}

/** What {@link runSdkSteps} collected. */
export interface SdkStepRun<Outcome extends CheckOutcome> {
  results: CorpusResult[];
  sdks: SdkOutcomes;
  /** Check outcomes keyed by SDK folder. */
  checks: Map<string, Outcome>;
  /** Time spent checking. */
  checkMs: number;
  /** SDKs per checker batch. */
  batchSize: number;
  /** The checker's version. */
  checkerVersion: string;
  /** Time for the whole list: import, generation and checking. */
  corpusMs: number;
}

/**
 * Imports every definition (swagger-parser validation, then the OpenAPI importer), generates an
 * SDK in `language` for each one that imports, and checks all SDKs in batches.
 *
 * @example
 *     const run = await runSdkSteps(["stripe.com"], apiDir, typescriptLanguage, { outRoot: "tmp/corpus-sdk" });
 */
export async function runSdkSteps<Outcome extends CheckOutcome>(
  ids: readonly string[],
  apiDir: string,
  language: SdkLanguage<Outcome>,
  options: SdkStepOptions,
): Promise<SdkStepRun<Outcome>> {
  const log = options.log ?? ((): void => undefined);
  const started = performance.now();
  const checkerVersion = language.checker.version();
  const accepted = options.accepted ?? new Map<string, boolean>();
  const sdks: SdkOutcomes = new Map();
  const results: CorpusResult[] = [];
  mkdirSync(options.outRoot, { recursive: true });
  const generateStep = createSdkGenerateStep(language, options.outRoot, sdks);
  for (const id of ids) {
    const result = await runOne(id, apiDir, [
      async (context) => void accepted.set(id, context.accepted),
      ...corpusSteps,
      generateStep,
    ]);
    results.push(result);
    const sdk = sdks.get(id);
    log(
      `${result.class.padEnd(17)} ${id} (${result.milliseconds} ms)${sdk !== undefined && 'dir' in sdk ? `, ${sdk.sourceLines} lines` : ''}${result.class === 'pass' ? '' : `: ${result.message ?? ''}`}`,
    );
  }
  const dirs = [...sdks.values()].flatMap((sdk) => ('dir' in sdk ? [sdk.dir] : []));
  const batchSize = options.batchSize ?? language.checker.defaultBatch;
  log(language.checker.describe(dirs.length, batchSize));
  const checkStarted = performance.now();
  const checks = checkSdks(dirs, language.checker, {
    batchSize,
    onBatch: (done, total, ms) => log(`  ${done}/${total} checked (batch ${(ms / 1000).toFixed(1)} s)`),
  });
  const checkMs = Math.round(performance.now() - checkStarted);
  return {
    results,
    sdks,
    checks,
    checkMs,
    batchSize,
    checkerVersion,
    corpusMs: Math.round(performance.now() - started),
  };
}
