/**
 * Measures the wall time of `nx run petstore:generate` when Nx serves it from its cache,
 * next to `nx run petstore:noop` (a target that does nothing) in the same run, so the
 * figure shows what the Bracken plugin adds to Nx's own start-up.
 *
 * Run from the repository root after `npm run build`:
 * `npx tsx tools/bench/src/nx-cache.ts [--runs 5]`. It reports figures and never fails
 * because a machine is slow.
 */
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  FORCE_COLOR: '0',
};
const nxBin = path.join(repoRoot, 'node_modules', '.bin', 'nx');

interface Timed {
  ms: number;
  output: string;
  status: number | null;
}

function nx(target: string): Timed {
  const started = performance.now();
  const result = spawnSync(nxBin, ['run', target], { cwd: repoRoot, env, encoding: 'utf8' });
  return { ms: performance.now() - started, output: `${result.stdout}${result.stderr}`, status: result.status };
}

function runsOption(): number {
  const index = process.argv.indexOf('--runs');
  const value = index >= 0 ? Number(process.argv[index + 1]) : 5;
  return Number.isInteger(value) && value > 0 ? value : 5;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function main(): void {
  const runs = runsOption();
  const warm = nx('petstore:generate');
  if (warm.status !== 0) {
    console.error(`nx run petstore:generate failed, so there is no cache entry to measure:\n${warm.output.trim()}`);
    process.exitCode = 1;
    return;
  }
  const cached: number[] = [];
  const noop: number[] = [];
  let hits = 0;
  // Interleaved, so both targets see the same machine load.
  for (let run = 0; run < runs; run++) {
    const generate = nx('petstore:generate');
    cached.push(generate.ms);
    if (/local cache|existing outputs match the cache/.test(generate.output)) hits++;
    noop.push(nx('petstore:noop').ms);
  }
  const generateMs = median(cached);
  const noopMs = median(noop);
  console.log(`nx run petstore:generate (cache hit ${hits}/${runs}): median ${generateMs.toFixed(0)} ms`);
  console.log(`nx run petstore:noop (nx:noop):          median ${noopMs.toFixed(0)} ms`);
  console.log(
    `difference: ${(generateMs - noopMs).toFixed(0)} ms over ${runs} runs each (first, uncached generate: ${warm.ms.toFixed(0)} ms)`,
  );
  if (hits < runs)
    console.log(
      'note: some generate runs missed the cache; check the target inputs for something that changes between runs',
    );
}

main();
