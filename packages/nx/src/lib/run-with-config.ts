import type { ExecutorContext } from '@nx/devkit';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import type { CliIo } from './load-engine';
import { reportError } from './report-error';
import { displayConfig, resolveConfigPath } from './resolve-config-path';

/**
 * The part every executor shares: resolve the project's `generators.yml`, run `command` with
 * its workspace-relative path, and turn the exit code, or any failure, into `{ success }`
 * with a clean message (never a stack trace for a user mistake).
 *
 * @param config - the executor's `config` option. @default `{projectRoot}/generators.yml`
 * @example
 * return runWithConfig(options.config, context, io, (config) => runCheck({ config, cwd: context.root }));
 */
export async function runWithConfig(
  config: string | undefined,
  context: ExecutorContext,
  io: CliIo,
  command: (config: string) => Promise<number>,
): Promise<{ success: boolean }> {
  try {
    const file = resolveConfigPath(config, context);
    if (!existsSync(file)) {
      io.stderr.write(`error: configuration file not found: ${relative(context.root, file)}\n`);
      return { success: false };
    }
    return { success: (await command(displayConfig(file, context.root))) === 0 };
  } catch (error) {
    return { success: reportError(error, io.stderr) };
  }
}
