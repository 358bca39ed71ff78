import { createExecutor } from '../../lib/run-executor';
import type { UpdateApiExecutorSchema } from './schema';

/**
 * `@bracken/nx:update-api`: pulls each definition from its `origin` and writes it over the local
 * file; with `check`, nothing is written and the target fails when a file is behind.
 *
 * @example
 * // nx run petstore:update-api
 * // nx run petstore:update-api:check
 */
const updateApiExecutor = createExecutor<UpdateApiExecutorSchema>((engine, run, options) =>
  engine.updateApi({
    ...run,
    ...(options.api !== undefined ? { api: options.api } : {}),
    check: options.check ?? false,
  }),
);

export default updateApiExecutor;
