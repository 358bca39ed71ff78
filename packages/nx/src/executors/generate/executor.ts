import { createExecutor } from '../../lib/run-executor';
import type { GenerateExecutorSchema } from './schema';

/**
 * `@bracken/nx:generate`: generates the SDKs of a `generators.yml`.
 *
 * @example
 * // nx run petstore:generate --group typescript
 */
const generateExecutor = createExecutor<GenerateExecutorSchema>((engine, run, options, context) =>
  engine.generate({
    ...run,
    group: options.group,
    generators: options.generators,
    version: options.sdkVersion,
    workspaceRoot: context.root,
  }),
);

export default generateExecutor;
