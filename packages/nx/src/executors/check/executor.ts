import { createExecutor } from '../../lib/run-executor';
import type { CheckExecutorSchema } from './schema';

/**
 * `@bracken/nx:check`: validates a `generators.yml` and its definitions. Warnings are printed and
 * the target still succeeds; any error fails it.
 *
 * @example
 * // nx run petstore:check
 */
const checkExecutor = createExecutor<CheckExecutorSchema>((engine, run) => engine.check(run));

export default checkExecutor;
