import type * as Engine from '@bracken/engine';
import { formatError } from '@bracken/errors';
import type { ExecutorContext } from '@nx/devkit';
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { BrackenNxError } from '../errors';

/** Streams and environment an executor runs with. */
export interface ExecutorIo {
  /** Normal output. */
  stdout: NodeJS.WritableStream;
  /** Diagnostics and errors. */
  stderr: NodeJS.WritableStream;
  /** Environment variables the engine may read. @default process.env */
  env?: Record<string, string | undefined>;
}

/** The process's own streams and environment. */
export const processIo: ExecutorIo = { stdout: process.stdout, stderr: process.stderr, env: process.env };

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
 * An executor's `config` option as an absolute path: `generators.yml` in the project root when
 * missing, `{projectRoot}` and `{workspaceRoot}` replaced, relative paths against the workspace.
 */
function resolveConfigPath(config: string | undefined, context: ExecutorContext): string {
  const project =
    context.projectName === undefined ? undefined : context.projectsConfigurations?.projects[context.projectName];
  if (project === undefined && (config === undefined || config.includes('{projectRoot}'))) {
    throw new BrackenNxError(
      `cannot find the project root: target ${context.target?.executor ?? 'unknown'} needs a project or an explicit config`,
    );
  }
  const value = (config ?? join('{projectRoot}', 'generators.yml'))
    .replaceAll('{projectRoot}', project?.root ?? '.')
    .replaceAll('{workspaceRoot}', context.root);
  return isAbsolute(value) ? value : resolve(context.root, value);
}

/**
 * What every executor does: resolve the project's `generators.yml` and make one call into the
 * engine with it (workspace-relative, so problems read `apis/petstore/generators.yml:3:16: error: …`),
 * printed as the command line prints, turning the result, or any failure, into `{ success }`.
 *
 * @param config - the executor's `config` option. @default `{projectRoot}/generators.yml`
 * @example
 * return runEngine(options.config, context, io, (engine, run) => engine.check(run));
 */
export async function runEngine(
  config: string | undefined,
  context: ExecutorContext,
  io: ExecutorIo,
  call: (engine: typeof Engine, run: Engine.RunOptions) => Promise<{ ok: boolean }>,
): Promise<{ success: boolean }> {
  try {
    const file = resolveConfigPath(config, context);
    if (!existsSync(file)) {
      io.stderr.write(`error: configuration file not found: ${relative(context.root, file)}\n`);
      return { success: false };
    }
    const path = relative(context.root, file);
    const engine = loadEngine();
    const onEvent = engine.createTextReporter({ stdout: io.stdout, stderr: io.stderr, cwd: context.root });
    const result = await call(engine, {
      config: path === '' || path.startsWith('..') || isAbsolute(path) ? file : path,
      cwd: context.root,
      env: io.env ?? process.env,
      onEvent,
    });
    return { success: result.ok };
  } catch (error) {
    // Only a crash prints its stack: Nx shows it in the task's output.
    io.stderr.write(`${formatError(error, { stack: true })}\n`);
    return { success: false };
  }
}
