/**
 * The request loop shared by every client the request-rate section runs. It is bundled into
 * each client script: `node client.cjs <port> <warm-up-requests>`, then one block size per
 * line on standard input; each block's figures come back as one JSON line.
 */
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';

/** Requests sent before the first block, so connection set-up and JIT warm-up are excluded. */
export const WARM_UP_REQUESTS = 500;

/** What a client script prints per block: requests done, the milliseconds they took and the CPU time the process spent. */
export interface LoopFigures {
  requests: number;
  ms: number;
  /** User and system CPU time of the client process over the block's requests, in microseconds. */
  cpuUs: number;
}

/** Reads `<port> <warm-up-requests>` from the command line. */
export function loopArguments(argv: readonly string[]): { port: number; warmUp: number } {
  const [port, warmUp] = argv.slice(2).map(Number);
  return { port: port ?? 0, warmUp: warmUp ?? WARM_UP_REQUESTS };
}

/** Calls `request` `count` times, one after another, and times it. */
async function runBlock(
  request: (index: number) => Promise<unknown>,
  first: number,
  count: number,
): Promise<LoopFigures> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let index = first; index < first + count; index++) await request(index);
  const ms = performance.now() - started;
  const spent = process.cpuUsage(cpu);
  return { requests: count, ms, cpuUs: spent.user + spent.system };
}

/**
 * Warms up, prints `ready`, then runs one block per line read from standard input (the
 * number of requests) and prints its figures as one JSON line; ends when input closes.
 */
export async function serveBlocks(request: (index: number) => Promise<unknown>, warmUp: number): Promise<void> {
  let next = 0;
  for (; next < warmUp; next++) await request(next);
  process.stdout.write('ready\n');
  for await (const line of createInterface({ input: process.stdin })) {
    const count = Number(line.trim());
    if (!Number.isInteger(count) || count <= 0) continue;
    const figures = await runBlock(request, next, count);
    next += count;
    process.stdout.write(`${JSON.stringify(figures)}\n`);
  }
}
