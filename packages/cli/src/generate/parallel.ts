import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { listReferencedFiles, type LoadedConfig, type SpecEntry } from '@bracken/config';
import type { IntermediateRepresentation } from '@bracken/ir';
import type { GenerationShard } from '@bracken/generator-typescript';

/**
 * Definitions smaller than this (all referenced files together) are generated on one
 * thread: starting a second one costs more than it saves.
 */
export const PARALLEL_MIN_DEFINITION_BYTES = 512 * 1024;

/** Most threads one SDK is split across; beyond this, memory grows faster than speed. */
export const MAX_GENERATION_THREADS = 4;

/** What a generation thread needs to redo the main thread's import and produce its share. */
export interface ShardTask {
  /** Absolute path of `generators.yml`. */
  configFile: string;
  /** The path errors show for it. */
  displayPath: string;
  /** `--group`, as the main thread received it. */
  group: string | undefined;
  /** `--generator` names, as the main thread received them. */
  generators: string[] | undefined;
  /** Position of the job among the run's selected jobs. */
  jobPosition: number;
  /** `--version`, as the main thread received it. */
  version: string | undefined;
  /** Environment for `${VAR}` references. */
  env: Record<string, string | undefined>;
  /** Folder the share's files are written into. */
  root: string;
  shard: GenerationShard;
}

/** What a generation thread reports back. */
export type ShardResult = { ok: true; files: number; fingerprint: string } | { ok: false; message: string };

function isGitSource(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'repo' in value;
}

function specsUseGit(specs: SpecEntry[] | unknown): boolean {
  if (!Array.isArray(specs)) return false;
  return specs.some((spec: SpecEntry) => ('openapi' in spec && isGitSource(spec.openapi)) || ('asyncapi' in spec && isGitSource(spec.asyncapi)) || ('proto' in spec && isGitSource(spec.proto.root)));
}

/** Total size of the files the configuration references, in bytes (folders count as nothing). */
function definitionBytes(config: LoadedConfig): number {
  let total = 0;
  for (const file of listReferencedFiles(config)) {
    try {
      const stat = statSync(file);
      if (stat.isFile()) total += stat.size;
    } catch {
      // A missing file is the importer's to report.
    }
  }
  return total;
}

/**
 * The number of threads to generate one SDK with: the `threads` asked for (`--threads` or
 * `BRACKEN_THREADS`), else the machine's cores up to {@link MAX_GENERATION_THREADS} when the
 * definitions are large. One thread when the run has several generators, the generator
 * cannot split its work, a definition comes from git (two threads would clone it at once),
 * or the worker script is not there (running from sources).
 */
export function planThreads(options: { config: LoadedConfig; jobCount: number; shardable: boolean; requested: number | undefined }): number {
  const { config, jobCount, shardable, requested } = options;
  if (jobCount !== 1 || !shardable || workerScript() === undefined) return 1;
  if (specsUseGit(config.raw.api?.specs)) return 1;
  if (requested !== undefined) return Math.max(1, Math.min(requested, 16));
  if (definitionBytes(config) < PARALLEL_MIN_DEFINITION_BYTES) return 1;
  return Math.max(1, Math.min(availableParallelism(), MAX_GENERATION_THREADS));
}

/**
 * A short digest of what an IR declares (type and endpoint ids). Every thread imports the
 * definitions itself; equal digests show they all generated from the same definitions.
 */
export function irFingerprint(ir: IntermediateRepresentation): string {
  const hash = createHash('sha256');
  for (const id of Object.keys(ir.types).sort()) hash.update(id).update('\0');
  for (const service of ir.services) {
    for (const endpoint of service.endpoints) hash.update(endpoint.id).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The compiled worker entry, or `undefined` when running from TypeScript sources without a build. */
export function workerScript(): string | undefined {
  const candidates = [join(__dirname, 'shard-worker.js'), join(__dirname, '..', '..', 'dist', 'generate', 'shard-worker.js')];
  return candidates.find((file) => existsSync(file));
}

/** Generation threads started for one job. */
export interface ShardWorkers {
  /** One result per thread, in share order; a thread that crashes reports `ok: false`. */
  results: Promise<ShardResult[]>;
  /** Stops every thread that is still running. */
  stop(): Promise<void>;
}

/**
 * Starts one thread per share from 1 to `count - 1`; the caller produces share 0 itself.
 *
 * @example
 * const workers = startShardWorkers(task, 2);
 * const [second] = await workers.results;
 */
export function startShardWorkers(task: Omit<ShardTask, 'shard'>, count: number): ShardWorkers {
  const script = workerScript();
  const workers: Worker[] = [];
  const results: Array<Promise<ShardResult>> = [];
  for (let index = 1; index < count; index++) {
    if (script === undefined) {
      results.push(Promise.resolve({ ok: false, message: 'the generation worker is not built' }));
      continue;
    }
    const shardTask: ShardTask = { ...task, shard: { index, count } };
    const worker = new Worker(script, { workerData: shardTask, env: task.env, stdout: true, stderr: true });
    workers.push(worker);
    results.push(
      new Promise<ShardResult>((resolve) => {
        let settled = false;
        const settle = (result: ShardResult): void => {
          if (settled) return;
          settled = true;
          resolve(result);
        };
        worker.once('message', (message: ShardResult) => settle(message));
        worker.once('error', (error) => settle({ ok: false, message: error.message }));
        worker.once('exit', (code) => settle({ ok: false, message: `generation thread ${index} stopped with code ${code}` }));
      }),
    );
  }
  return {
    results: Promise.all(results),
    async stop() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
