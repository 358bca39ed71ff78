import { createServer, type Server } from 'node:http';
import * as path from 'node:path';
import { buildSync } from 'esbuild';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { LoopFigures } from '../clients/loop';
import { ITEM_BODY } from '../fixtures';
import type { RpsRow } from '../results';
import { median } from '../stats';
import type { PreparedTool } from '../tools/types';
import { generateOneEndpointSdk, oneEndpointDir } from './one-endpoint';

/** Options of {@link measureRequestRate}. */
export interface RpsOptions {
  /** Runs per client. */
  runs: number;
  /** Requests per client in each run. @default 5000 */
  maxRequests?: number;
  /** Time limit of each client's share of a run in milliseconds. @default 10000 */
  maxMs?: number;
  /** Requests per block: the two clients take turns block by block. @default 250 */
  blockRequests?: number;
}

/** One block of each client, run back to back. */
export interface BlockPair {
  fetch: LoopFigures;
  bracken: LoopFigures;
}

/** Starts the local server on an ephemeral loopback port: every GET answers one JSON item. */
export async function startItemServer(): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(ITEM_BODY) });
      response.end(ITEM_BODY);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, port: typeof address === 'object' && address !== null ? address.port : 0 };
}

function bundleClient(entry: string, outfile: string, sdkIndex?: string): string {
  buildSync({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'error',
    ...(sdkIndex === undefined ? {} : { alias: { 'bench-generated-sdk': sdkIndex } }),
  });
  return outfile;
}

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

/** A client loop in its own Node process, serving blocks of requests on demand. */
class LoopProcess {
  private readonly child: ChildProcess;
  private readonly lines: string[] = [];
  private waiting: ((line: string | undefined) => void) | undefined;
  private ended = false;
  private stderr = '';

  constructor(script: string, port: number) {
    this.child = spawn(process.execPath, [script, String(port)], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-2000);
    });
    createInterface({ input: this.child.stdout! }).on('line', (line) => this.push(line));
    this.child.on('close', () => {
      this.ended = true;
      this.waiting?.(undefined);
    });
  }

  private push(line: string): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    if (waiting !== undefined) waiting(line);
    else this.lines.push(line);
  }

  private nextLine(timeoutMs: number): Promise<string | undefined> {
    const line = this.lines.shift();
    if (line !== undefined || this.ended) return Promise.resolve(line);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting = undefined;
        resolve(undefined);
      }, timeoutMs);
      this.waiting = (value) => {
        clearTimeout(timer);
        resolve(value);
      };
    });
  }

  private failure(what: string): Error {
    const tail = this.stderr.trim().split('\n').slice(-3).join(' | ');
    return new Error(`${what}${tail === '' ? '' : `: ${tail}`}`);
  }

  /** Waits for the warm-up to finish. */
  async ready(timeoutMs: number): Promise<void> {
    const line = await this.nextLine(timeoutMs);
    if (line !== 'ready') throw this.failure('client did not start');
  }

  /** Runs `requests` requests and returns their figures. */
  async block(requests: number, timeoutMs: number): Promise<LoopFigures> {
    this.child.stdin?.write(`${requests}\n`);
    const line = await this.nextLine(timeoutMs);
    const figures = line === undefined ? undefined : readLoopFigures(line);
    if (figures === undefined) throw this.failure(`client stopped during a block of ${requests} requests`);
    return figures;
  }

  close(): void {
    this.child.stdin?.end();
    if (!this.ended) setTimeout(() => this.child.kill(), 5000).unref();
  }
}

/**
 * Measures requests per second of a Bracken-generated client against a local `node:http`
 * server, next to a bare `fetch` loop. Each client runs in its own Node process (the
 * benchmark's Node), one request at a time, warmed up once; then the two take turns in short
 * blocks of the same number of requests, the first of each pair alternating, so that load
 * which changes over seconds falls on both alike.
 */
export async function measureRequestRate(
  workDir: string,
  bracken: PreparedTool | undefined,
  options: RpsOptions,
): Promise<RpsRow[]> {
  const maxRequests = options.maxRequests ?? 5000;
  const maxMs = options.maxMs ?? 10_000;
  const blockRequests = Math.min(options.blockRequests ?? 250, maxRequests);
  const folder = oneEndpointDir(workDir);
  const fetchScript = bundleClient(
    path.join(__dirname, '..', 'clients', 'fetch-loop.ts'),
    path.join(folder, 'fetch-loop.cjs'),
  );
  let brackenScript: string | undefined;
  let brackenError: string | undefined;
  if (bracken === undefined) brackenError = 'Bracken is not ready';
  else {
    try {
      const sdk = await generateOneEndpointSdk(workDir, 'bracken', bracken);
      brackenScript = bundleClient(
        path.join(__dirname, '..', 'clients', 'bracken-loop.ts'),
        path.join(folder, 'bracken-loop.cjs'),
        path.join(sdk, 'src', 'index.ts'),
      );
    } catch (error) {
      brackenError = error instanceof Error ? error.message : String(error);
    }
  }
  const runs: BlockPair[][] = [];
  const { server, port } = await startItemServer();
  const fetchLoop = new LoopProcess(fetchScript, port);
  const brackenLoop = brackenScript === undefined ? undefined : new LoopProcess(brackenScript, port);
  const blockTimeoutMs = maxMs + 60_000;
  let fetchError: string | undefined;
  try {
    await fetchLoop.ready(blockTimeoutMs);
    if (brackenLoop !== undefined) {
      try {
        await brackenLoop.ready(blockTimeoutMs);
      } catch (error) {
        brackenError = error instanceof Error ? error.message : String(error);
      }
    }
    for (let round = 0; round < options.runs; round++) {
      const pairs: BlockPair[] = [];
      let fetchMs = 0;
      let brackenMs = 0;
      let done = 0;
      while (done < maxRequests && fetchMs < maxMs && brackenMs < maxMs) {
        const requests = Math.min(blockRequests, maxRequests - done);
        // Who goes first alternates, so neither always runs on a fresher machine.
        const fetchFirst = pairs.length % 2 === 0;
        let fetchBlock = fetchFirst ? await fetchLoop.block(requests, blockTimeoutMs) : undefined;
        let brackenBlock: LoopFigures | undefined;
        if (brackenLoop !== undefined && brackenError === undefined) {
          try {
            brackenBlock = await brackenLoop.block(requests, blockTimeoutMs);
          } catch (error) {
            brackenError = error instanceof Error ? error.message : String(error);
          }
        }
        fetchBlock ??= await fetchLoop.block(requests, blockTimeoutMs);
        fetchMs += fetchBlock.ms;
        if (brackenBlock !== undefined) {
          brackenMs += brackenBlock.ms;
          pairs.push({ fetch: fetchBlock, bracken: brackenBlock });
        } else pairs.push({ fetch: fetchBlock, bracken: { requests: 0, ms: 0, cpuUs: 0 } });
        done += requests;
      }
      runs.push(pairs);
      const summary = summarizeRun(pairs);
      log(
        `  req/s run ${round + 1}/${options.runs} (${pairs.length} pairs of ${blockRequests}): fetch ${Math.round(summary.fetch.rate)} (${Math.round(summary.fetch.cpuPerRequestUs)} µs CPU per request)` +
          (brackenError === undefined
            ? `, bracken ${Math.round(summary.bracken.rate)} (${Math.round(summary.bracken.cpuPerRequestUs)} µs), median pair ratio ${(median(summary.ratios) ?? 0).toFixed(2)}`
            : `, bracken: ${brackenError}`),
      );
    }
  } catch (error) {
    fetchError = error instanceof Error ? error.message : String(error);
  } finally {
    fetchLoop.close();
    brackenLoop?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  const rows = summarizeRuns(runs, brackenError === undefined);
  if (fetchError !== undefined) rows[0]!.error = fetchError;
  if (brackenError !== undefined) rows[1]!.error = brackenError;
  return rows;
}

/** Rates, CPU per request and per-pair ratios of one run. */
function summarizeRun(pairs: readonly BlockPair[]): {
  fetch: { rate: number; cpuPerRequestUs: number };
  bracken: { rate: number; cpuPerRequestUs: number };
  ratios: number[];
  cpuRatios: number[];
} {
  const total = (side: 'fetch' | 'bracken'): { rate: number; cpuPerRequestUs: number } => {
    let requests = 0;
    let ms = 0;
    let cpuUs = 0;
    for (const pair of pairs) {
      requests += pair[side].requests;
      ms += pair[side].ms;
      cpuUs += pair[side].cpuUs;
    }
    return { rate: ms > 0 ? (requests / ms) * 1000 : 0, cpuPerRequestUs: requests > 0 ? cpuUs / requests : 0 };
  };
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  for (const { fetch, bracken } of pairs) {
    if (bracken.requests === 0 || fetch.ms <= 0 || bracken.ms <= 0) continue;
    ratios.push(bracken.requests / bracken.ms / (fetch.requests / fetch.ms));
    if (fetch.cpuUs > 0) cpuRatios.push(bracken.cpuUs / bracken.requests / (fetch.cpuUs / fetch.requests));
  }
  return { fetch: total('fetch'), bracken: total('bracken'), ratios, cpuRatios };
}

/**
 * The table's rows from every run's block pairs: each run's rate and CPU per request, and the
 * Bracken client's ratios to the bare loop pair by pair, whose median is what the table shows.
 */
export function summarizeRuns(runs: readonly (readonly BlockPair[])[], withBracken = true): RpsRow[] {
  const fetchRow: RpsRow = { client: 'fetch', runs: [], cpuPerRequestUs: [] };
  const brackenRow: RpsRow = { client: 'bracken', runs: [] };
  for (const pairs of runs) {
    const run = summarizeRun(pairs);
    fetchRow.runs.push(run.fetch.rate);
    fetchRow.cpuPerRequestUs!.push(run.fetch.cpuPerRequestUs);
    if (!withBracken || run.ratios.length === 0) continue;
    brackenRow.runs.push(run.bracken.rate);
    (brackenRow.cpuPerRequestUs ??= []).push(run.bracken.cpuPerRequestUs);
    (brackenRow.pairedRatios ??= []).push(...run.ratios);
    (brackenRow.pairedCpuRatios ??= []).push(...run.cpuRatios);
  }
  return [fetchRow, brackenRow].map((row) => {
    const summary: RpsRow = { ...row };
    const rate = median(row.runs);
    if (rate !== undefined) summary.median = rate;
    const cpu = median(row.cpuPerRequestUs ?? []);
    if (cpu !== undefined) summary.medianCpuPerRequestUs = cpu;
    const paired = median(row.pairedRatios ?? []);
    if (paired !== undefined) summary.medianPairedRatio = paired;
    const pairedCpu = median(row.pairedCpuRatios ?? []);
    if (pairedCpu !== undefined) summary.medianPairedCpuRatio = pairedCpu;
    return summary;
  });
}

/** Reads one block's JSON line: its requests, milliseconds and CPU time. */
export function readLoopFigures(line: string): LoopFigures | undefined {
  let figures: unknown;
  try {
    figures = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (
    typeof figures !== 'object' ||
    figures === null ||
    !('requests' in figures) ||
    !('ms' in figures) ||
    !('cpuUs' in figures)
  )
    return undefined;
  const { requests, ms, cpuUs } = figures;
  if (typeof requests !== 'number' || typeof ms !== 'number' || typeof cpuUs !== 'number' || ms <= 0 || requests <= 0)
    return undefined;
  return { requests, ms, cpuUs };
}
