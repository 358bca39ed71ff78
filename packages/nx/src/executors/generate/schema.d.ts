/** Options of the `@bracken/nx:generate` executor. */
export interface GenerateExecutorSchema {
  /** Path of the generators.yml, relative to the workspace root. @default "{projectRoot}/generators.yml" */
  config?: string;
  /** Group or alias to run. @default the file's `default-group` */
  group?: string;
  /** Only run the generator entries with these names. @default every generator of the group */
  generators?: string[];
  /**
   * Version stamped on generated packages. Passed to Bracken as `version`; named `sdkVersion` because Nx keeps
   * `--version` for itself. @default the generator entry's own setting
   */
  sdkVersion?: string;
}
