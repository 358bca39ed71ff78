/** Options of the `@bracken/nx:publish` executor. */
export interface PublishExecutorSchema {
  /** Path of the generators.yml, relative to the workspace root. @default "{projectRoot}/generators.yml" */
  config?: string;
  /** Group or alias to publish. @default the file's `default-group` */
  group?: string;
  /** Only publish the generator entries with these names. @default every generator of the group */
  generators?: string[];
  /**
   * Version to publish. Passed to Bracken as `version`; named `sdkVersion` because Nx keeps
   * `--version` for itself. @default the generator entry's own setting
   */
  sdkVersion?: string;
  /** Report what would be published without publishing. @default false */
  dryRun?: boolean;
}
