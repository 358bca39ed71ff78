/**
 * Measures how long the OpenAPI importer takes on the GitHub REST definition
 * (`@octokit/openapi@23.0.2`, `generated/api.github.com.json`, 13 MB, 1,223 operations).
 *
 * The package is installed into `tools/bench/.cache/octokit` on first use, never into the
 * workspace. Run: `npx tsx tools/bench/src/import-github.ts [--runs 5]`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseOpenApi } from '@bracken/importers';
import { allEndpoints, serializeIr } from '@bracken/ir';

const OCTOKIT_VERSION = '23.0.2';
const cacheDir = path.resolve(__dirname, '..', '.cache', 'octokit');
const specFile = path.join(cacheDir, 'node_modules', '@octokit', 'openapi', 'generated', 'api.github.com.json');

function ensureSpec(): void {
  if (existsSync(specFile)) return;
  console.log(`installing @octokit/openapi@${OCTOKIT_VERSION} into ${path.relative(process.cwd(), cacheDir)}`);
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      cacheDir,
      `@octokit/openapi@${OCTOKIT_VERSION}`,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
    ],
    { stdio: 'inherit' },
  );
}

function runsOption(): number {
  const index = process.argv.indexOf('--runs');
  const value = index >= 0 ? Number(process.argv[index + 1]) : 5;
  return Number.isInteger(value) && value > 0 ? value : 5;
}

async function main(): Promise<void> {
  ensureSpec();
  const runs = runsOption();
  const timings: number[] = [];
  const cpuTimings: number[] = [];
  let summary = '';
  for (let run = 0; run < runs; run++) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const ir = await parseOpenApi({ file: specFile, displayFile: 'api.github.com.json' });
    const elapsed = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    timings.push(elapsed);
    cpuTimings.push((cpu.user + cpu.system) / 1000);
    if (run === 0) {
      summary = `${allEndpoints(ir).length} endpoints, ${Object.keys(ir.types).length} types, ${Object.keys(ir.errors).length} errors, IR ${(serializeIr(ir).length / 1e6).toFixed(1)} MB`;
    }
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const cpuSorted = [...cpuTimings].sort((a, b) => a - b);
  console.log(`GitHub REST (api.github.com.json): ${summary}`);
  console.log(
    `import time over ${runs} runs: first ${timings[0]!.toFixed(0)} ms, median ${median.toFixed(0)} ms, best ${sorted[0]!.toFixed(0)} ms (target ≤ 1500 ms)`,
  );
  // Wall time suffers when other work shares the machine; CPU time shows the importer's own cost.
  console.log(
    `CPU time: first ${cpuTimings[0]!.toFixed(0)} ms, median ${cpuSorted[Math.floor(cpuSorted.length / 2)]!.toFixed(0)} ms; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`,
  );
  console.log(`heap used: ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
