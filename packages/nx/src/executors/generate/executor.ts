import type { ExecutorContext } from '@nx/devkit';
import { loadEngine, type CliIo } from '../../lib/load-engine';
import { runWithConfig } from '../../lib/run-with-config';
import type { GenerateExecutorSchema } from './schema';

/**
 * Runs `bracken generate` in-process for one project, with the streams given.
 *
 * @param options - executor options.
 * @param context - the executor context.
 * @param io - where output goes.
 * @example
 * await runGenerateExecutor({ group: 'typescript' }, context, { stdout: process.stdout, stderr: process.stderr });
 */
export async function runGenerateExecutor(
  options: GenerateExecutorSchema,
  context: ExecutorContext,
  io: CliIo,
): Promise<{ success: boolean }> {
  return runWithConfig(options.config, context, io, async (config) => {
    const engine = loadEngine();
    const result = await engine.generate({
      config,
      group: options.group,
      generators: options.generators,
      version: options.sdkVersion,
      cwd: context.root,
      workspaceRoot: context.root,
      env: io.env ?? process.env,
      onEvent: engine.createTextReporter({ stdout: io.stdout, stderr: io.stderr, cwd: context.root }),
    });
    return result.ok ? 0 : 1;
  });
}

/**
 * `@bracken/nx:generate`: generates the SDKs of a `generators.yml`.
 *
 * @example
 * // nx run petstore:generate --group typescript
 */
export default async function generateExecutor(
  options: GenerateExecutorSchema,
  context: ExecutorContext,
): Promise<{ success: boolean }> {
  return runGenerateExecutor(options, context, { stdout: process.stdout, stderr: process.stderr, env: process.env });
}
