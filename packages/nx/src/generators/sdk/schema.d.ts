import type { ScaffoldSdkProjectOptions } from '@bracken/engine';

/** Options of the `@bracken/nx:sdk` generator: the engine's `scaffoldSdkProject` options, and the project's. */
export interface SdkGeneratorSchema extends Omit<ScaffoldSdkProjectOptions, 'apiRoot'> {
  /** @deprecated Former name of {@link SdkGeneratorSchema.generatorName}. */
  generator?: string;
  /** Tags of the new project. @default [] */
  tags?: string[];
  /** Do not format the generated files. @default false */
  skipFormat?: boolean;
  /** Do not run the package manager afterwards. @default false */
  skipInstall?: boolean;
}
