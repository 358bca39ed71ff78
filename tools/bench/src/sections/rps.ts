import { createServer, type Server } from 'node:http';
import * as path from 'node:path';
import { buildSync } from 'esbuild';
import { ITEM_BODY } from '../fixtures';
import { outputTail, runMeasured } from '../measure';
import type { RpsRow } from '../results';
import { median } from '../stats';
import type { PreparedTool } from '../tools/types';
import { generateOneEndpointSdk, oneEndpointDir } from './one-endpoint';

/** Options of {@link measureRequestRate}. */
export interface RpsOptions {
  /** Runs per client. */
  runs: number;
  /** Requests per run. @default 5000 */
  maxRequests?: number;
  /** Time limit per run in milliseconds. @default 10000 */
  maxMs?: number;
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

/**
 * Measures requests per second of a Bracken-generated client against a local `node:http`
 * server, next to a bare `fetch` loop. Each client runs in its own Node process (the
 * benchmark's Node), one request at a time, after a warm-up; the two take turns each round.
 */
export async function measureRequestRate(
  workDir: string,
  bracken: PreparedTool | undefined,
  options: RpsOptions,
): Promise<RpsRow[]> {
  const maxRequests = options.maxRequests ?? 5000;
  const maxMs = options.maxMs ?? 10_000;
  const folder = oneEndpointDir(workDir);
  const clients: Array<{ row: RpsRow; script?: string }> = [];
  const fetchScript = bundleClient(
    path.join(__dirname, '..', 'clients', 'fetch-loop.ts'),
    path.join(folder, 'fetch-loop.cjs'),
  );
  clients.push({ row: { client: 'fetch', runs: [] }, script: fetchScript });
  const brackenRow: RpsRow = { client: 'bracken', runs: [] };
  if (bracken === undefined) brackenRow.error = 'Bracken is not ready';
  else {
    try {
      const sdk = await generateOneEndpointSdk(workDir, 'bracken', bracken);
      clients.push({
        row: brackenRow,
        script: bundleClient(
          path.join(__dirname, '..', 'clients', 'bracken-loop.ts'),
          path.join(folder, 'bracken-loop.cjs'),
          path.join(sdk, 'src', 'index.ts'),
        ),
      });
    } catch (error) {
      brackenRow.error = error instanceof Error ? error.message : String(error);
    }
  }
  if (brackenRow.error !== undefined) clients.push({ row: brackenRow });
  const { server, port } = await startItemServer();
  try {
    // One unrecorded pass warms the server's own code paths before any figure is taken.
    await runMeasured(
      {
        command: process.execPath,
        args: [fetchScript, String(port), String(Math.min(maxRequests, 2000)), String(maxMs)],
      },
      { timeoutMs: maxMs + 60_000 },
    );
    for (let round = 0; round < options.runs; round++) {
      // Alternate who goes first, so neither always runs on a fresher machine.
      const order = round % 2 === 0 ? clients : [...clients].reverse();
      const rates = new Map<RpsRow['client'], number>();
      for (const client of order) {
        if (client.script === undefined) continue;
        const run = await runMeasured(
          { command: process.execPath, args: [client.script, String(port), String(maxRequests), String(maxMs)] },
          { timeoutMs: maxMs + 60_000 },
        );
        const figures = run.exitCode === 0 ? readLoopFigures(run.stdout) : undefined;
        if (figures !== undefined) {
          client.row.runs.push(figures.rate);
          (client.row.cpuPerRequestUs ??= []).push(figures.cpuPerRequestUs);
          rates.set(client.row.client, figures.rate);
        } else client.row.error = `client exit ${run.exitCode ?? 'signal'}: ${outputTail(run)}`;
        log(
          `  req/s ${client.row.client} · run ${round + 1}/${options.runs}: ${figures === undefined ? client.row.error : `${Math.round(figures.rate)} (${Math.round(figures.cpuPerRequestUs)} µs CPU per request)`}`,
        );
      }
      const baseline = rates.get('fetch');
      for (const { row } of clients) {
        const rate = rates.get(row.client);
        if (row.client !== 'fetch' && rate !== undefined && baseline !== undefined)
          (row.pairedRatios ??= []).push(rate / baseline);
      }
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return clients.map(({ row }) => {
    const summary: RpsRow = { ...row };
    const rate = median(row.runs);
    if (rate !== undefined) summary.median = rate;
    const cpu = median(row.cpuPerRequestUs ?? []);
    if (cpu !== undefined) summary.medianCpuPerRequestUs = cpu;
    const paired = median(row.pairedRatios ?? []);
    if (paired !== undefined) summary.medianPairedRatio = paired;
    return summary;
  });
}

/** Reads the JSON line a client loop prints last: its rate and its CPU time per request. */
function readLoopFigures(stdout: string): { rate: number; cpuPerRequestUs: number } | undefined {
  const line = stdout.trim().split('\n').pop() ?? '';
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
  return { rate: (requests / ms) * 1000, cpuPerRequestUs: cpuUs / requests };
}
