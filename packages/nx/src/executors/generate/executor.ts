import type { ExecutorContext } from '@nx/devkit';
import { processIo, runEngine, type ExecutorIo } from '../../lib/run-executor';
import type { GenerateExecutorSchema } from './schema';

/**
 * Runs the engine's `generate` for one project, with the streams given.
 *
 * @example
 * await runGenerateExecutor({ group: 'typescript' }, context, { stdout: process.stdout, stderr: process.stderr });
 */
export function runGenerateExecutor(
  options: GenerateExecutorSchema,
  context: ExecutorContext,
  io: ExecutorIo,
): Promise<{ success: boolean }> {
  return runEngine(options.config, context, io, (engine, run) =>
    engine.generate({
      ...run,
      group: options.group,
      generators: options.generators,
      version: options.sdkVersion,
      workspaceRoot: context.root,
    }),
  );
}

/**
 * `@bracken/nx:generate`: generates the SDKs of a `generators.yml`.
 *
 * @example
 * // nx run petstore:generate --group typescript
 */
export default function generateExecutor(
  options: GenerateExecutorSchema,
  context: ExecutorContext,
): Promise<{ success: boolean }> {
  return runGenerateExecutor(options, context, processIo);
}
