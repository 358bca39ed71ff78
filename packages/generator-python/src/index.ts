import { join } from 'node:path';
import {
  checkOutputFiles,
  kebabCase,
  readConfigSchema,
  resolvePackageName,
  type GeneratorPlugin,
  type IntermediateRepresentation,
  type OutputFile,
} from '@bracken/ir';
import { createContext, PYTHON_SDK_GENERATOR, type PythonGeneratorOptions } from './context';
import { PythonGeneratorError } from './errors';
import { emitClient, emitEnvironment, grantTypes } from './emit/client';
import { emitErrors } from './emit/errors';
import { emitService, planServices } from './emit/resources';
import { runtimeFiles } from './emit/runtime-files';
import { emitInit, emitPyproject, emitReadme, emitReference, emitStatic, emitWorkflow } from './emit/scaffold';
import { emitTypes } from './emit/types';
import { emitWebhooks } from './emit/webhooks';

export { PYTHON_SDK_GENERATOR } from './context';
export type { PythonGeneratorOptions } from './context';
export { PythonGeneratorError } from './errors';
export { pyDocstring, pyIdentifier, pyString } from './printer/escape';

/**
 * Generates a Python SDK from an IR. The result is sorted by path and depends only on its
 * inputs, so two runs give byte-identical trees.
 *
 * @example
 *     const files = await generatePythonSdk(ir, { packageName: "petstore-sdk", packageVersion: "1.0.0" });
 */
export function generatePythonSdk(ir: IntermediateRepresentation, options: PythonGeneratorOptions): OutputFile[] {
  const ctx = createContext(ir, options);
  const services = planServices(ctx, grantTypes(ctx));
  const webhooks = emitWebhooks(ctx);
  const environment = emitEnvironment(ctx);
  const files: OutputFile[] = [
    ...runtimeFiles(ctx.module),
    emitTypes(ctx),
    emitErrors(ctx),
    emitClient(ctx, services),
    ...services.map((service) => emitService(ctx, service)),
    emitInit(ctx, webhooks !== undefined),
    emitPyproject(ctx),
    emitReadme(ctx, services),
    emitReference(ctx, services),
    emitWorkflow(ctx),
    ...emitStatic(ctx),
    ...(webhooks !== undefined ? [webhooks] : []),
    ...(environment !== undefined ? [environment] : []),
  ];
  return checkOutputFiles(files, { whitelabel: options.whitelabel, fail: (m) => new PythonGeneratorError(m) });
}

/** Longest stem of a default distribution name: the import name is a folder, and a folder name has at most 255 bytes. */
const MAX_DEFAULT_STEM = 60;

/**
 * The distribution name when none is given: the kebab-case API name, cut at a word boundary
 * within {@link MAX_DEFAULT_STEM} characters, followed by `-sdk`.
 *
 * @example
 *     defaultPackageName(ir); // "petstore-sdk"
 */
export function defaultPackageName(ir: IntermediateRepresentation): string {
  let stem = kebabCase(ir.apiName.wireValue) || 'api';
  if (stem.length > MAX_DEFAULT_STEM) {
    stem = stem.slice(0, MAX_DEFAULT_STEM);
    const cut = stem.lastIndexOf('-');
    if (cut > MAX_DEFAULT_STEM / 2) stem = stem.slice(0, cut);
    stem = stem.replace(/-+$/, '');
  }
  return `${stem}-sdk`;
}

/** The `config` block of a `bracken-python-sdk` entry, as `schema/config.schema.json` describes it. */
export type PythonSdkConfig = Readonly<
  Pick<
    PythonGeneratorOptions,
    'namespaceExport' | 'moduleName' | 'timeoutInSeconds' | 'includePlatformHeaders' | 'omitBrackenHeaders'
  > & { packageName?: string }
>;

/**
 * The `bracken-python-sdk` generator: a `config` block and what `generators.yml` says of the
 * package, as {@link PythonGeneratorOptions}.
 *
 * @example
 * ```ts
 * const files = await generator.generate(ir, { namespaceExport: 'Petstore' }, { version: '1.0.0', whitelabel: false, snippets: false, metadata: {} });
 * ```
 */
export const generator: GeneratorPlugin<PythonSdkConfig> = {
  name: PYTHON_SDK_GENERATOR,
  language: 'python',
  get configSchema(): Readonly<Record<string, unknown>> {
    return readConfigSchema(join(__dirname, '..'));
  },
  generate: (ir, config, context) =>
    generatePythonSdk(ir, {
      packageName: resolvePackageName(context, config.packageName, () => defaultPackageName(ir)),
      packageVersion: context.version,
      moduleName: config.moduleName,
      namespaceExport: config.namespaceExport,
      timeoutInSeconds: config.timeoutInSeconds,
      includePlatformHeaders: config.includePlatformHeaders,
      omitBrackenHeaders: config.omitBrackenHeaders,
      whitelabel: context.whitelabel,
      readme: context.readme,
      metadata: context.metadata,
      repositoryUrl: context.repositoryUrl,
    }),
};
