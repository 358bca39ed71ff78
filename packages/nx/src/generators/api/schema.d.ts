import type { ScaffoldApiProjectOptions } from '@bracken/engine';

/** Options of the `@bracken/nx:api` generator: the engine's `scaffoldApiProject` options, and the project's. */
export interface ApiGeneratorSchema extends Omit<ScaffoldApiProjectOptions, 'sdkCommand'> {
  /** Tags of the new project. @default [] */
  tags?: string[];
  /** Do not format the generated files. @default false */
  skipFormat?: boolean;
}
