/** Definition formats the `api` generator can start from. */
export type ApiFormat = 'openapi' | 'asyncapi' | 'proto';

/** Options of the `@bracken/nx:api` generator. */
export interface ApiGeneratorSchema {
  /** Project root, relative to the workspace root, e.g. `apis/petstore`. */
  directory: string;
  /** Project name. @default the last folder of `directory` */
  name?: string;
  /** Starter definition to write. @default "openapi" */
  format?: ApiFormat;
  /** Tags of the new project. @default [] */
  tags?: string[];
  /** Do not format the generated files. @default false */
  skipFormat?: boolean;
}
