import type { ExecutorContext } from '@nx/devkit';
import { processIo, runEngine, type ExecutorIo } from '../../lib/run-executor';
import type { PublishExecutorSchema } from './schema';

/**
 * Runs the engine's `publish` for one project, with the streams given. It reads what `generate`
 * wrote, so the inferred target depends on `generate`.
 *
 * @example
 * await runPublishExecutor({ dryRun: true }, context, { stdout: process.stdout, stderr: process.stderr });
 */
export function runPublishExecutor(
  options: PublishExecutorSchema,
  context: ExecutorContext,
  io: ExecutorIo,
): Promise<{ success: boolean }> {
  return runEngine(options.config, context, io, (engine, run) =>
    engine.publish({
      ...run,
      group: options.group,
      generators: options.generators,
      version: options.sdkVersion,
      dryRun: options.dryRun ?? false,
      workspaceRoot: context.root,
    }),
  );
}

/**
 * `@bracken/nx:publish`: publishes generated SDKs to their output locations.
 *
 * @example
 * // nx run petstore:publish --dry-run
 */
export default function publishExecutor(
  options: PublishExecutorSchema,
  context: ExecutorContext,
): Promise<{ success: boolean }> {
  return runPublishExecutor(options, context, processIo);
}
