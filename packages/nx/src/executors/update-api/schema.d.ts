import type { updateApi } from '@bracken/engine';

/** Options of the `@bracken/nx:update-api` executor: the engine's, with `config` relative to the workspace root. */
export type UpdateApiExecutorSchema = Partial<Pick<Parameters<typeof updateApi>[0], 'config' | 'api' | 'check'>>;
