import type { publish } from '@bracken/engine';
import type { GenerateExecutorSchema } from '../generate/schema';

/** Options of the `@bracken/nx:publish` executor: those of `generate`, and the engine's `dryRun`. */
export type PublishExecutorSchema = GenerateExecutorSchema & Partial<Pick<Parameters<typeof publish>[0], 'dryRun'>>;
