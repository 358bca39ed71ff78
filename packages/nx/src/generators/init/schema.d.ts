/** Options of the `@bracken/nx:init` generator. */
export interface InitGeneratorSchema {
  /** Register the plugin. @default true, unless `useInferencePlugins: false` or `NX_ADD_PLUGINS=false` */
  addPlugin?: boolean;
  /** Do not add dev dependencies to package.json. @default false */
  skipPackageJson?: boolean;
  /** Keep versions of Bracken packages already in package.json. @default false */
  keepExistingVersions?: boolean;
  /** Accepted for `nx add`; no package script is replaced. */
  updatePackageScripts?: boolean;
  /** Do not format the changed files. @default false */
  skipFormat?: boolean;
}
