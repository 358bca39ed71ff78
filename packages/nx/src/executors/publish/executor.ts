import type { ExecutorContext } from '@nx/devkit';
import { loadEngine, type CliIo } from '../../lib/load-engine';
import { runWithConfig } from '../../lib/run-with-config';
import type { PublishExecutorSchema } from './schema';

/**
 * Runs `bracken publish` in-process for one project, with the streams given. It reads
 * what `generate` wrote, so the inferred target depends on `generate`.
 *
 * @param options - executor options.
 * @param context - the executor context.
 * @param io - where output goes.
 * @example
 * await runPublishExecutor({ dryRun: true }, context, { stdout: process.stdout, stderr: process.stderr });
 */
export async function runPublishExecutor(
  options: PublishExecutorSchema,
  context: ExecutorContext,
  io: CliIo,
): Promise<{ success: boolean }> {
  return runWithConfig(options.config, context, io, async (config) => {
    const engine = loadEngine();
    const result = await engine.publish({
      config,
      group: options.group,
      generators: options.generators,
      version: options.sdkVersion,
      dryRun: options.dryRun ?? false,
      cwd: context.root,
      workspaceRoot: context.root,
      env: io.env ?? process.env,
      onEvent: engine.createTextReporter({ stdout: io.stdout, stderr: io.stderr, cwd: context.root }),
    });
    return result.ok ? 0 : 1;
  });
}

/**
 * `@bracken/nx:publish`: publishes generated SDKs to their output locations.
 *
 * @example
 * // nx run petstore:publish --dry-run
 */
export default async function publishExecutor(
  options: PublishExecutorSchema,
  context: ExecutorContext,
): Promise<{ success: boolean }> {
  return runPublishExecutor(options, context, { stdout: process.stdout, stderr: process.stderr, env: process.env });
}
