import type { ExecutorContext } from '@nx/devkit';
import { processIo, runEngine, type ExecutorIo } from '../../lib/run-executor';
import type { CheckExecutorSchema } from './schema';

/**
 * Runs the engine's `check` for one project, with the streams given. Warnings are printed and
 * the target still succeeds; any error fails it.
 *
 * @example
 * const { success } = await runCheckExecutor({}, context, { stdout: process.stdout, stderr: process.stderr });
 */
export function runCheckExecutor(
  options: CheckExecutorSchema,
  context: ExecutorContext,
  io: ExecutorIo,
): Promise<{ success: boolean }> {
  return runEngine(options.config, context, io, (engine, run) => engine.check(run));
}

/**
 * `@bracken/nx:check`: validates a `generators.yml` and its definitions.
 *
 * @example
 * // nx run petstore:check
 */
export default function checkExecutor(
  options: CheckExecutorSchema,
  context: ExecutorContext,
): Promise<{ success: boolean }> {
  return runCheckExecutor(options, context, processIo);
}
