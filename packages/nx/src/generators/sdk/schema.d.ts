/** Options of the `@bracken/nx:sdk` generator. */
export interface SdkGeneratorSchema {
  /** Name of the SDK project, e.g. `petstore-ts`. */
  name: string;
  /** Name of the API project whose `generators.yml` gets the generator. */
  api: string;
  /** Group to add the generator to. @default "typescript" */
  group?: string;
  /** Root of the SDK project, relative to the workspace root. @default the project name */
  directory?: string;
  /** Generator package. @default "bracken-typescript-sdk" */
  generator?: string;
  /** Generator version. @default "0.1.0" */
  generatorVersion?: string;
  /** Namespace export of the generated SDK. @default the PascalCase API name */
  namespaceExport?: string;
  /** Tags of the new project. @default [] */
  tags?: string[];
  /** Do not format the generated files. @default false */
  skipFormat?: boolean;
}
