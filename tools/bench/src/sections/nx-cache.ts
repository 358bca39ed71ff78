import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { BENCH_ROOT, REPO_ROOT } from '../cache';
import { outputTail, runMeasured } from '../measure';
import type { NxCacheResult } from '../results';

/** The Nx cache script, written and kept alongside the Nx plugin. */
export const NX_CACHE_SCRIPT = path.join(BENCH_ROOT, 'src', 'nx-cache.ts');

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

/** Keeps the lines of the script's output that carry figures, without colour codes. */
export function figureLines(stdout: string): string[] {
  return (
    stdout
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim().length > 0)
  );
}

/** One `median` line of the Nx script: the command, what it says in brackets, and the figure. */
export interface NxFigure {
  command: string;
  detail: string;
  medianMs: number;
}

/**
 * Reads the `nx run <target> (<detail>): median <n> ms` lines of the Nx script.
 *
 * @example
 *     parseNxFigures(['nx run petstore:noop (nx:noop): median 3093 ms']);
 */
export function parseNxFigures(lines: readonly string[]): NxFigure[] {
  const figures: NxFigure[] = [];
  for (const line of lines) {
    const match = /^(nx run \S+)\s*(?:\(([^)]*)\))?:\s*median (\d+(?:\.\d+)?) ms/.exec(line.trim());
    if (match?.[1] !== undefined && match[3] !== undefined)
      figures.push({ command: match[1], detail: match[2] ?? '', medianMs: Number(match[3]) });
  }
  return figures;
}

/**
 * Runs `tools/bench/src/nx-cache.ts` (the `nx run <api>:generate` cache-hit measurement next
 * to an `nx` no-op) with the same run count, and keeps what it prints. When the script is
 * absent the section says so instead of failing.
 */
export async function measureNxCache(runs: number, timeoutMs: number): Promise<NxCacheResult> {
  if (!existsSync(NX_CACHE_SCRIPT))
    return { measured: false, note: 'not measured: tools/bench/src/nx-cache.ts is not present' };
  const tsx = path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const run = await runMeasured(
    { command: process.execPath, args: [tsx, NX_CACHE_SCRIPT, '--runs', String(runs)], cwd: REPO_ROOT },
    { timeoutMs },
  );
  const output = figureLines(run.stdout);
  for (const line of output) log(`  ${line}`);
  if (run.exitCode !== 0 || run.timedOut) {
    return {
      measured: false,
      note: `not measured: nx-cache.ts ${run.timedOut ? 'timed out' : `exited ${run.exitCode ?? 'by signal'}`} (${outputTail(run)})`,
      output,
    };
  }
  return { measured: true, note: `tools/bench/src/nx-cache.ts --runs ${runs}`, output };
}
