import type { ExecutorContext } from '@nx/devkit';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { loadCliCommand, loadDefinitionChecks, type CliIo } from '../../lib/load-cli';
import { reportError } from '../../lib/report-error';
import { displayConfig, resolveConfigPath } from '../../lib/resolve-config-path';
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
  try {
    const config = resolveConfigPath(options.config, context);
    if (!existsSync(config)) {
      io.stderr.write(`error: configuration file not found: ${relative(context.root, config)}\n`);
      return { success: false };
    }
    const runCheck = loadCliCommand('runCheck');
    const exitCode = await runCheck({
      config: displayConfig(config, context.root),
      cwd: context.root,
      extraChecks: loadDefinitionChecks(),
      stdout: io.stdout,
      stderr: io.stderr,
      env: io.env ?? process.env,
    });
    return { success: exitCode === 0 };
  } catch (error) {
    return { success: reportError(error, io.stderr) };
  }
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
