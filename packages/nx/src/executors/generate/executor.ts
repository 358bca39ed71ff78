import type { ExecutorContext } from '@nx/devkit';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { loadCliCommand, type CliIo } from '../../lib/load-cli';
import { reportError } from '../../lib/report-error';
import { displayConfig, resolveConfigPath } from '../../lib/resolve-config-path';
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
  try {
    const config = resolveConfigPath(options.config, context);
    if (!existsSync(config)) {
      io.stderr.write(`error: configuration file not found: ${relative(context.root, config)}\n`);
      return { success: false };
    }
    const runGenerate = loadCliCommand('runGenerate');
    const result = await runGenerate({
      config: displayConfig(config, context.root),
      group: options.group,
      generators: options.generators,
      version: options.sdkVersion,
      cwd: context.root,
      workspaceRoot: context.root,
      stdout: io.stdout,
      stderr: io.stderr,
      env: io.env ?? process.env,
    });
    return { success: result.exitCode === 0 };
  } catch (error) {
    return { success: reportError(error, io.stderr) };
  }
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
