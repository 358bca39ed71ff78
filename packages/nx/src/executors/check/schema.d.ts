/** Options of the `@bracken/nx:check` executor. */
export interface CheckExecutorSchema {
  /** Path of the generators.yml, relative to the workspace root. @default "{projectRoot}/generators.yml" */
  config?: string;
}
