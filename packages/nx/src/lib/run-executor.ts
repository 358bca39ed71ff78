import type * as Engine from '@bracken/engine';
import { formatError } from '@bracken/errors';
import type { ExecutorContext } from '@nx/devkit';
import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { BrackenNxError } from '../errors';

/** Streams and environment an executor runs with: the engine reporter's streams, and the run's `env`. */
export type ExecutorIo = Required<Pick<Engine.TextReporterOptions, 'stdout' | 'stderr'>> &
  Pick<Engine.RunOptions, 'env'>;

/**
 * Loads `@bracken/engine` when an executor runs, so that loading the plugin (which Nx does for
 * every command) never pulls in the generator stack.
 *
 * @throws BrackenNxError when the engine cannot be loaded.
 */
export function loadEngine(): typeof Engine {
  try {
    return require('@bracken/engine') as typeof Engine;
  } catch (error) {
    throw new BrackenNxError(
      `cannot load @bracken/engine: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      { cause: error },
    );
  }
}

/**
 * An executor's `config` option as the engine takes it: `generators.yml` in the project root when
 * missing, `{projectRoot}` and `{workspaceRoot}` replaced, workspace-relative unless outside.
 */
function configPath(config: string | undefined, context: ExecutorContext): string {
  const project =
    context.projectName === undefined ? undefined : context.projectsConfigurations?.projects[context.projectName];
  if (project === undefined && (config === undefined || config.includes('{projectRoot}'))) {
    throw new BrackenNxError(
      `cannot find the project root: target ${context.target?.executor ?? 'unknown'} needs a project or an explicit config`,
    );
  }
  const value = (config ?? '{projectRoot}/generators.yml')
    .replaceAll('{projectRoot}', project?.root ?? '.')
    .replaceAll('{workspaceRoot}', context.root);
  const file = resolve(context.root, value);
  const path = relative(context.root, file);
  if (!existsSync(file)) throw new BrackenNxError(`configuration file not found: ${path}`);
  return path === '' || path.startsWith('..') || isAbsolute(path) ? file : path;
}

/**
 * An executor that makes one call into the engine: it resolves the project's `generators.yml`
 * (workspace-relative, so problems read `apis/petstore/generators.yml:3:16: error: …`), prints
 * what the engine reports as the command line does, and turns the result, or any failure, into
 * `{ success }`. Nx passes the options and context; a third argument replaces the process's
 * streams and environment.
 *
 * @param call - the engine call, given the run options and the executor's own.
 * @example
 * export default createExecutor<CheckExecutorSchema>((engine, run) => engine.check(run));
 */
export function createExecutor<Options extends { config?: string }>(
  call: (
    engine: typeof Engine,
    run: Engine.RunOptions,
    options: Options,
    context: ExecutorContext,
  ) => Promise<{ ok: boolean }>,
): (options: Options, context: ExecutorContext, io?: ExecutorIo) => Promise<{ success: boolean }> {
  return async (options, context, io = { stdout: process.stdout, stderr: process.stderr, env: process.env }) => {
    try {
      const config = configPath(options.config, context);
      const engine = loadEngine();
      const onEvent = engine.createTextReporter({ stdout: io.stdout, stderr: io.stderr, cwd: context.root });
      const run = { config, cwd: context.root, env: io.env ?? process.env, onEvent };
      return { success: (await call(engine, run, options, context)).ok };
    } catch (error) {
      // Only a crash prints its stack: Nx shows it in the task's output.
      io.stderr.write(`${formatError(error, { stack: true })}\n`);
      return { success: false };
    }
  };
}
