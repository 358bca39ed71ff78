import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '@bracken/config';
import type { LoadedConfig } from '@bracken/config';
import type { EventListener, Failure, RunOptions } from './events';
import { configDisplayPath } from './locations';

/** What {@link loadRunConfig} gives: the loaded configuration, or the failure that stopped it. */
export type RunConfig = { config: LoadedConfig; failure?: undefined } | { config?: undefined; failure: Failure };

/**
 * Loads the `generators.yml` a run was given, named in every message as
 * {@link configDisplayPath} names it (relative to `cwd`, however it was given). A mistake in the
 * file comes back as a failure carrying its diagnostics; anything else is thrown.
 *
 * @example
 * ```ts
 * const { config, failure } = await loadRunConfig(cwd, 'api/generators.yml', process.env);
 * ```
 */
export async function loadRunConfig(
  cwd: string,
  configPath: string,
  env: Record<string, string | undefined>,
): Promise<RunConfig> {
  try {
    return {
      config: await loadConfig(resolve(cwd, configPath), { displayPath: configDisplayPath(cwd, configPath), env }),
    };
  } catch (error) {
    if (error instanceof ConfigError) return { failure: { error, diagnostics: error.diagnostics } };
    throw error;
  }
}

/** A run under way, as {@link openRun} starts it. */
export interface OpenRun {
  /** Folder relative paths resolve against. */
  cwd: string;
  /** Environment variables `${VAR}` references read. */
  env: Record<string, string | undefined>;
  /** Where the run reports its events. */
  emit: EventListener;
  /** Every failure recorded so far, in order. */
  failures: Failure[];
  /** Records a failure and reports it as a `failed` event. */
  fail: (failure: Failure) => void;
  /** The loaded `generators.yml`; `undefined` when a mistake in it is the run's first failure. */
  config: LoadedConfig | undefined;
}

/**
 * Starts a run that collects its failures (`diff`, `publish`, `updateApi`): applies the
 * defaults of its options and loads its config through {@link loadRunConfig}, recording a
 * mistake in the file as the first failure.
 *
 * @example
 * ```ts
 * const { config, failures, fail } = await openRun(options);
 * if (config === undefined) return { ok: false, failures };
 * ```
 */
export async function openRun(options: RunOptions): Promise<OpenRun> {
  const cwd = options.cwd ?? process.cwd();
  const env = options.env ?? process.env;
  const emit = options.onEvent ?? (() => undefined);
  const failures: Failure[] = [];
  const fail = (failure: Failure): void => {
    failures.push(failure);
    emit({ kind: 'failed', failure });
  };
  const { config, failure } = await loadRunConfig(cwd, options.config, env);
  if (failure) fail(failure);
  return { cwd, env, emit, failures, fail, config };
}
