/**
 * Entry of a generation thread (see `parallel.ts`). It loads the same `generators.yml`,
 * selects the same job, imports the definitions again, generates its share of the SDK and
 * writes it into the staging folder the main thread swaps in. Warnings are the main
 * thread's to print, so this thread prints nothing.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadConfig } from '@bracken/config';
import { irFingerprint, type ShardResult, type ShardTask } from './parallel';
import { importForJob, selectJobs } from './run-generate';
import { writeFiles } from './write-output';

async function runShard(task: ShardTask): Promise<ShardResult> {
  const config = await loadConfig(task.configFile, { displayPath: task.displayPath, env: task.env });
  const job = selectJobs(config, task.group, task.generators)[task.jobPosition];
  if (!job) return { ok: false, message: `no generator at position ${task.jobPosition}` };
  const { ir } = await importForJob(config, job);
  const files = await job.implementation.generate(ir, {
    config,
    entry: job.entry,
    version: task.version ?? job.entry.version,
    whitelabel: config.raw.whitelabel !== undefined,
    shard: task.shard,
  });
  writeFiles(task.root, files, `${job.group}/${job.implementation.name}`);
  return { ok: true, files: files.length, fingerprint: irFingerprint(ir) };
}

runShard(workerData as ShardTask).then(
  (result) => parentPort?.postMessage(result),
  (error: unknown) => parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies ShardResult),
);
