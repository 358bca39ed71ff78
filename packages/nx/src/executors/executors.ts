import type * as Engine from '@bracken/engine';
import { formatError } from '@bracken/errors';
import type { ExecutorContext } from '@nx/devkit';
import { BrackenNxError } from '../errors';
import { loadEngine } from '../lib/workspace';

/** Options of `@bracken/nx:generate`: the engine's, with `config` relative to the workspace root. */
export interface GenerateExecutorSchema
  extends Partial<Pick<Engine.GenerateOptions, 'config' | 'group' | 'generators'>> {
  /** The engine's `version`, named `sdkVersion` because Nx keeps `--version` for itself. */
  sdkVersion?: Engine.GenerateOptions['version'];
}

/** Options of `@bracken/nx:check`: the engine's `config`, relative to the workspace root. */
export type CheckExecutorSchema = Pick<GenerateExecutorSchema, 'config'>;

/** Options of `@bracken/nx:publish`: those of `generate`, and the engine's `dryRun`. */
export type PublishExecutorSchema = GenerateExecutorSchema & Partial<Pick<Engine.PublishOptions, 'dryRun'>>;

/** Options of `@bracken/nx:update-api`: the engine's, with `config` relative to the workspace root. */
export type UpdateApiExecutorSchema = Partial<Pick<Engine.UpdateApiOptions, 'config' | 'api' | 'check'>>;

/** Streams and environment an executor runs with: the engine reporter's streams, and the run's `env`. */
export type ExecutorIo = Required<Pick<Engine.TextReporterOptions, 'stdout' | 'stderr'>> &
  Pick<Engine.RunOptions, 'env'>;

// `config` as the engine takes it: the project's `generators.yml` by default, placeholders replaced.
function configPath(engine: typeof Engine, config: string | undefined, context: ExecutorContext): string {
  const project =
    context.projectName === undefined ? undefined : context.projectsConfigurations?.projects[context.projectName];
  if (project === undefined && (config === undefined || config.includes('{projectRoot}')))
    throw new BrackenNxError(
      `cannot find the project root: target ${context.target?.executor ?? 'unknown'} needs a project or an explicit config`,
    );
  const value = (config ?? '{projectRoot}/generators.yml')
    .replaceAll('{projectRoot}', project?.root ?? '.')
    .replaceAll('{workspaceRoot}', context.root);
  return engine.resolveConfigFile(context.root, value);
}

// An executor of one engine call: it prints what the engine reports as the command line does and
// turns the result, or any failure, into `{ success }`; a third argument replaces the process's streams.
function createExecutor<Options extends { config?: string }>(
  call: (engine: typeof Engine, run: Engine.RunOptions, options: Options, root: string) => Promise<{ ok: boolean }>,
): (options: Options, context: ExecutorContext, io?: ExecutorIo) => Promise<{ success: boolean }> {
  return async (options, context, io = { stdout: process.stdout, stderr: process.stderr, env: process.env }) => {
    try {
      const engine = loadEngine();
      const config = configPath(engine, options.config, context);
      const onEvent = engine.createTextReporter({ stdout: io.stdout, stderr: io.stderr, cwd: context.root });
      const run = { config, cwd: context.root, env: io.env ?? process.env, onEvent };
      return { success: (await call(engine, run, options, context.root)).ok };
    } catch (error) {
      // Only a crash prints its stack: Nx shows it in the task's output.
      io.stderr.write(`${formatError(error, { stack: true })}\n`);
      return { success: false };
    }
  };
}

// What `generate` and `publish` run, in the engine's names.
function selection(options: GenerateExecutorSchema, workspaceRoot: string) {
  return { group: options.group, generators: options.generators, version: options.sdkVersion, workspaceRoot };
}

/**
 * `@bracken/nx:generate`: generates the SDKs of a `generators.yml`.
 * @example // nx run petstore:generate --group typescript
 */
export const generateExecutor = createExecutor<GenerateExecutorSchema>((engine, run, options, root) =>
  engine.generate({ ...run, ...selection(options, root) }),
);

/**
 * `@bracken/nx:check`: validates a `generators.yml` and its definitions; any error fails it.
 * @example // nx run petstore:check
 */
export const checkExecutor = createExecutor<CheckExecutorSchema>((engine, run) => engine.check(run));

/**
 * `@bracken/nx:publish`: publishes what `generate` wrote to each generator's output location.
 * @example // nx run petstore:publish --dry-run
 */
export const publishExecutor = createExecutor<PublishExecutorSchema>((engine, run, options, root) =>
  engine.publish({ ...run, ...selection(options, root), dryRun: options.dryRun ?? false }),
);

/**
 * `@bracken/nx:update-api`: pulls each definition from its `origin` over the local file; with
 * `check`, writes nothing and fails while a file is behind.
 * @example // nx run petstore:update-api:check
 */
export const updateApiExecutor = createExecutor<UpdateApiExecutorSchema>((engine, run, options) =>
  engine.updateApi({ ...run, api: options.api, check: options.check ?? false }),
);
