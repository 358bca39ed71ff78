/**
 * The request loop shared by every client the request-rate section runs. It is bundled into
 * each client script: `node client.cjs <port> <max-requests> <max-ms>`.
 */
import { performance } from 'node:perf_hooks';

/** Requests sent before the clock starts, so connection set-up and JIT warm-up are excluded. */
export const WARM_UP_REQUESTS = 200;

/** What a client script prints: requests done, the milliseconds they took and the CPU time the process spent. */
export interface LoopFigures {
  requests: number;
  ms: number;
  /** User and system CPU time of the client process over the timed requests, in microseconds. */
  cpuUs: number;
}

/** Reads `<port> <max-requests> <max-ms>` from the command line. */
export function loopArguments(argv: readonly string[]): { port: number; maxRequests: number; maxMs: number } {
  const [port, maxRequests, maxMs] = argv.slice(2).map(Number);
  return { port: port ?? 0, maxRequests: maxRequests ?? 5000, maxMs: maxMs ?? 10_000 };
}

/**
 * Calls `request` one after another until `maxRequests` are done or `maxMs` have passed,
 * then prints the figures as one JSON line.
 */
export async function runLoop(
  request: (index: number) => Promise<unknown>,
  maxRequests: number,
  maxMs: number,
): Promise<LoopFigures> {
  for (let index = 0; index < WARM_UP_REQUESTS; index++) await request(index);
  const cpu = process.cpuUsage();
  const started = performance.now();
  let requests = 0;
  while (requests < maxRequests && performance.now() - started < maxMs) {
    await request(requests);
    requests++;
  }
  const ms = performance.now() - started;
  const spent = process.cpuUsage(cpu);
  const figures = { requests, ms, cpuUs: spent.user + spent.system };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  return figures;
}
