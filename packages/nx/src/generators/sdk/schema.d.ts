/** Options of the `@bracken/nx:sdk` generator. */
export interface SdkGeneratorSchema {
  /** Root of the SDK project, relative to the workspace root, e.g. `packages/petstore-ts`. */
  directory: string;
  /** Name of the API project whose `generators.yml` gets the generator. */
  api: string;
  /** Project name. @default the package name inside the workspaces, else the last folder of `directory` */
  name?: string;
  /** Package name consumers import. @default `@<npm scope>/<last folder of directory>` */
  importPath?: string;
  /** Group to add the generator to. @default "typescript" */
  group?: string;
  /** Generator that writes the SDK. @default the installed TypeScript SDK generator */
  generatorName?: string;
  /** @deprecated Former name of {@link SdkGeneratorSchema.generatorName}. */
  generator?: string;
  /** Generator version. @default the installed generator's version */
  generatorVersion?: string;
  /** Namespace export of the generated SDK. @default the PascalCase API name */
  namespaceExport?: string;
  /** Tags of the new project. @default [] */
  tags?: string[];
  /** Do not format the generated files. @default false */
  skipFormat?: boolean;
  /** Do not run the package manager afterwards. @default false */
  skipInstall?: boolean;
}
