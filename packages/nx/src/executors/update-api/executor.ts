import type { ExecutorContext } from '@nx/devkit';
import { processIo, runEngine, type ExecutorIo } from '../../lib/run-executor';
import type { UpdateApiExecutorSchema } from './schema';

/**
 * Runs the engine's `updateApi` for one project, with the streams given: every spec's `origin`
 * is fetched and written over its local file; with `check`, nothing is written and the target
 * fails when a file is behind.
 *
 * @example
 * const { success } = await runUpdateApiExecutor({ check: true }, context, { stdout: process.stdout, stderr: process.stderr });
 */
export function runUpdateApiExecutor(
  options: UpdateApiExecutorSchema,
  context: ExecutorContext,
  io: ExecutorIo,
): Promise<{ success: boolean }> {
  return runEngine(options.config, context, io, (engine, run) =>
    engine.updateApi({
      ...run,
      ...(options.api !== undefined ? { api: options.api } : {}),
      check: options.check ?? false,
    }),
  );
}

/**
 * `@bracken/nx:update-api`: pulls each definition from its `origin`.
 *
 * @example
 * // nx run petstore:update-api
 * // nx run petstore:update-api:check
 */
export default function updateApiExecutor(
  options: UpdateApiExecutorSchema,
  context: ExecutorContext,
): Promise<{ success: boolean }> {
  return runUpdateApiExecutor(options, context, processIo);
}
