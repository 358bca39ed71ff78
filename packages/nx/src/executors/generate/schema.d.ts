import type { generate } from '@bracken/engine';

type Options = Parameters<typeof generate>[0];

/** Options of the `@bracken/nx:generate` executor: the engine's, with `config` relative to the workspace root. */
export interface GenerateExecutorSchema extends Partial<Pick<Options, 'config' | 'group' | 'generators'>> {
  /** The engine's `version`, named `sdkVersion` because Nx keeps `--version` for itself. */
  sdkVersion?: Options['version'];
}
