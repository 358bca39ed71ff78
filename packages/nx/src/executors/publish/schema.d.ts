import type { publish } from '@bracken/engine';

type Options = Parameters<typeof publish>[0];

/** Options of the `@bracken/nx:publish` executor: the engine's, with `config` relative to the workspace root. */
export interface PublishExecutorSchema extends Partial<Pick<Options, 'config' | 'group' | 'generators' | 'dryRun'>> {
  /** The engine's `version`, named `sdkVersion` because Nx keeps `--version` for itself. */
  sdkVersion?: Options['version'];
}
