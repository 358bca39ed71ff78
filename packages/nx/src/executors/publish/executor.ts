import { createExecutor } from '../../lib/run-executor';
import type { PublishExecutorSchema } from './schema';

/**
 * `@bracken/nx:publish`: publishes generated SDKs to their output locations. It reads what
 * `generate` wrote, so the inferred target depends on `generate`.
 *
 * @example
 * // nx run petstore:publish --dry-run
 */
const publishExecutor = createExecutor<PublishExecutorSchema>((engine, run, options, context) =>
  engine.publish({
    ...run,
    group: options.group,
    generators: options.generators,
    version: options.sdkVersion,
    dryRun: options.dryRun ?? false,
    workspaceRoot: context.root,
  }),
);

export default publishExecutor;
