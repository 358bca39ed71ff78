import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { REPO_ROOT } from '../cache';
import type { BenchSpec } from '../inputs';
import { outputTail, runMeasured } from '../measure';
import type { TypecheckRow } from '../results';
import type { ReadyTool } from './generation';
import { outputDir, summariseRuns } from './generation';

/** The compiler every output is checked with: the repository's own TypeScript. */
export const TSC_ENTRY = path.join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

/** Reads the installed TypeScript version. */
export function typescriptVersion(): string {
  const manifest: unknown = JSON.parse(
    readFileSync(path.join(REPO_ROOT, 'node_modules', 'typescript', 'package.json'), 'utf8'),
  );
  return typeof manifest === 'object' &&
    manifest !== null &&
    'version' in manifest &&
    typeof manifest.version === 'string'
    ? manifest.version
    : 'unknown';
}

/**
 * The strict `tsconfig` every output is checked with, the same for all tools: strict mode,
 * bundler resolution, DOM and Node types, and library checking on (so a `.d.ts`-only output
 * is checked too).
 */
export function benchTsconfig(include: readonly string[]): object {
  return {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: ['node'],
      typeRoots: [path.join(REPO_ROOT, 'node_modules', '@types')],
    },
    include,
  };
}

/** Counts `error TS` diagnostics in `tsc --pretty false` output. */
export function countTscErrors(output: string): { errors: number; first?: string } {
  const lines = output.split('\n').filter((line) => /\berror TS\d+:/.test(line));
  return lines[0] === undefined ? { errors: 0 } : { errors: lines.length, first: lines[0].trim() };
}

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

/**
 * Runs `tsc --noEmit` in strict mode over every generated output, `runs` times each. The
 * tsconfig sits next to the output folder, never inside it. Errors are counted, not thrown.
 * `onProgress` gets the rows so far after each output.
 */
export async function measureTypecheck(
  specs: readonly BenchSpec[],
  tools: readonly ReadyTool[],
  workDir: string,
  runs: number,
  timeoutMs: number,
  onProgress?: (rows: readonly TypecheckRow[]) => void,
): Promise<TypecheckRow[]> {
  const rows: TypecheckRow[] = [];
  for (const spec of specs) {
    // Tools take turns within each round, so that load which changes during the run falls on
    // all of them alike rather than on whichever ran last.
    const checks: Array<{
      row: TypecheckRow;
      label: string;
      tsconfig: string;
      cwd: string;
      errors?: { errors: number; first?: string };
      failure?: string;
    }> = [];
    for (const { tool, prepared } of tools) {
      const outDir = outputDir(workDir, spec.id, tool.id);
      if (!existsSync(outDir)) {
        rows.push({ spec: spec.id, tool: tool.id, runs: [], error: 'no output to check' });
        continue;
      }
      const tsconfig = path.join(path.dirname(outDir), `${tool.id}.tsconfig.json`);
      writeFileSync(
        tsconfig,
        `${JSON.stringify(benchTsconfig(prepared.typecheckInclude.map((glob) => `${tool.id}/${glob}`)), null, 2)}\n`,
      );
      checks.push({
        row: { spec: spec.id, tool: tool.id, runs: [] },
        label: tool.label,
        tsconfig,
        cwd: path.dirname(outDir),
      });
    }
    for (let round = 0; round < runs; round++) {
      const order = round % 2 === 0 ? checks : [...checks].reverse();
      for (const check of order) {
        const run = await runMeasured(
          {
            command: process.execPath,
            args: ['--max-old-space-size=12288', TSC_ENTRY, '-p', check.tsconfig, '--pretty', 'false'],
            cwd: check.cwd,
          },
          { timeoutMs },
        );
        // tsc exits 2 when it reports errors; that is a finished check, not a failure.
        const finished = !run.timedOut && (run.exitCode === 0 || run.exitCode === 1 || run.exitCode === 2);
        const counted = finished ? countTscErrors(run.stdout) : undefined;
        const ok = finished && counted !== undefined && (run.exitCode === 0 || counted.errors > 0);
        check.row.runs.push({
          wallMs: run.wallMs,
          ...(run.peakRssBytes === undefined ? {} : { peakRssBytes: run.peakRssBytes }),
          ok,
          ...(run.timedOut ? { timedOut: true } : {}),
        });
        if (ok) check.errors = counted;
        else
          check.failure = run.timedOut
            ? `timed out after ${Math.round(timeoutMs / 1000)} s`
            : `tsc exit ${run.exitCode ?? 'signal'}: ${outputTail(run)}`;
        log(
          `  tsc ${spec.label} · ${check.label} · run ${round + 1}/${runs}: ${ok ? `${(run.wallMs / 1000).toFixed(2)} s, ${counted?.errors ?? 0} errors` : check.failure}`,
        );
      }
    }
    for (const check of checks) {
      const row: TypecheckRow = { ...check.row, ...summariseRuns(check.row.runs) };
      if (check.errors !== undefined) {
        row.errors = check.errors.errors;
        if (check.errors.first !== undefined) row.firstError = check.errors.first;
      } else if (check.failure !== undefined) row.error = check.failure;
      rows.push(row);
    }
    onProgress?.(rows);
  }
  return rows;
}
