import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '@bracken/config';
import type { LoadedConfig } from '@bracken/config';
import type { Failure } from './events';
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
export async function loadRunConfig(cwd: string, configPath: string, env: Record<string, string | undefined>): Promise<RunConfig> {
  try {
    return { config: await loadConfig(resolve(cwd, configPath), { displayPath: configDisplayPath(cwd, configPath), env }) };
  } catch (error) {
    if (error instanceof ConfigError) return { failure: { error, diagnostics: error.diagnostics } };
    throw error;
  }
}
