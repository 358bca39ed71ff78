/**
 * Entry of the browser: the page imports this module through an import map that points the
 * SDK's package names at its ES module build, and awaits `start`.
 */
import { runScenario } from './scenario.js';
import type { CheckLine } from './report.js';

/** Runs the scenario against `baseUrl` and resolves to its lines. */
export async function start(baseUrl: string): Promise<CheckLine[]> {
  const lines: CheckLine[] = [];
  await runScenario(baseUrl, (line) => lines.push(line));
  return lines;
}
