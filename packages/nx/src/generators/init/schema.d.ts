/** Options of the `@bracken/nx:init` generator. */
export interface InitGeneratorSchema {
  /** Do not add dev dependencies to package.json. @default false */
  skipPackageJson?: boolean;
  /** Keep versions of Bracken packages already in package.json. @default false */
  keepExistingVersions?: boolean;
  /** Do not format the changed files. @default false */
  skipFormat?: boolean;
}
