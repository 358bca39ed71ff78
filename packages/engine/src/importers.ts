import type * as Importers from '@bracken/importers';

/**
 * `@bracken/importers`, loaded the first time a run reads a definition: loading the engine to
 * list a project's inputs from a cache, or the command for `--version`, never needs it.
 */
export function importers(): typeof Importers {
  return require('@bracken/importers') as typeof Importers;
}
