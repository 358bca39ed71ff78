import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { BenchError } from '../errors';
import { ONE_ENDPOINT_SPEC } from '../fixtures';
import { outputTail, runMeasured } from '../measure';
import type { PreparedTool } from '../tools/types';
import { resetDir } from '../work-dir';

/** Folder of the one-endpoint definition and the SDKs generated from it. */
export function oneEndpointDir(workDir: string): string {
  return path.join(workDir, 'one-endpoint');
}

/**
 * Generates an SDK from the one-endpoint definition with one tool.
 *
 * @returns the output folder.
 * @throws {@link BenchError} when the generator fails.
 */
export async function generateOneEndpointSdk(workDir: string, toolId: string, prepared: PreparedTool): Promise<string> {
  const folder = oneEndpointDir(workDir);
  mkdirSync(folder, { recursive: true });
  const specFile = path.join(folder, 'one-endpoint.json');
  if (!existsSync(specFile)) writeFileSync(specFile, `${JSON.stringify(ONE_ENDPOINT_SPEC, null, 2)}\n`);
  const outDir = path.join(folder, toolId);
  resetDir(outDir);
  const run = await runMeasured(prepared.command(specFile, outDir), { timeoutMs: 120_000 });
  if (run.exitCode !== 0)
    throw new BenchError(`generating the one-endpoint SDK failed: ${toolId} (${outputTail(run)})`);
  return outDir;
}
