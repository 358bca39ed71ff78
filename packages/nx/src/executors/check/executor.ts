import type { ExecutorContext } from '@nx/devkit';
import { loadEngine, type CliIo } from '../../lib/load-engine';
import { runWithConfig } from '../../lib/run-with-config';
import type { CheckExecutorSchema } from './schema';

/**
 * Runs `bracken check` in-process for one project, with the streams given. Warnings are
 * printed and the target still succeeds; any error fails it.
 *
 * @param options - executor options.
 * @param context - the executor context.
 * @param io - where diagnostics go.
 * @example
 * const { success } = await runCheckExecutor({}, context, { stdout: process.stdout, stderr: process.stderr });
 */
export async function runCheckExecutor(
  options: CheckExecutorSchema,
  context: ExecutorContext,
  io: CliIo,
): Promise<{ success: boolean }> {
  return runWithConfig(options.config, context, io, async (config) => {
    const engine = loadEngine();
    const onEvent = engine.createTextReporter({ stdout: io.stdout, stderr: io.stderr, cwd: context.root });
    return (await engine.check({ config, cwd: context.root, env: io.env ?? process.env, onEvent })).ok ? 0 : 1;
  });
}

/**
 * `@bracken/nx:check`: validates a `generators.yml` and its definitions.
 *
 * @example
 * // nx run petstore:check
 */
export default async function checkExecutor(
  options: CheckExecutorSchema,
  context: ExecutorContext,
): Promise<{ success: boolean }> {
  return runCheckExecutor(options, context, { stdout: process.stdout, stderr: process.stderr, env: process.env });
}
