import type { check } from '@bracken/engine';

/** Options of the `@bracken/nx:check` executor: the engine's, with `config` relative to the workspace root. */
export type CheckExecutorSchema = Partial<Pick<Parameters<typeof check>[0], 'config'>>;
