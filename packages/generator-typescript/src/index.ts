import { join } from 'node:path';
import {
  checkOutputFiles,
  kebabCase,
  readConfigSchema,
  resolvePackageName,
  type GeneratorPlugin,
  type IntermediateRepresentation,
} from '@bracken/ir';
import { createContext } from './context';
import { emitClientContext } from './emit/client-context';
import { emitClients } from './emit/client';
import { emitEnvironments } from './emit/environments';
import { emitErrors } from './emit/errors';
import { runtimeFiles } from './emit/runtime-files';
import { withRuntimeCorePreamble } from './emit/unchecked-modules';
import { emitScaffold } from './emit/scaffold';
import { emitSnippets } from './emit/snippets';
import { emitTypes } from './emit/types';
import { emitWebhooks, webhooksName } from './emit/webhooks';
import { runtimeErrorExports } from './emit/entry-exports';
import { TYPESCRIPT_SDK_GENERATOR, TypeScriptGeneratorError, type TypeScriptGeneratorOptions } from './options';
import { fileParts, type GeneratedFile } from './printer/printer';
import { emitFeatures } from './features';
import { typescriptSdkProject } from './sdk-project';

export { TYPESCRIPT_SDK_GENERATOR, TypeScriptGeneratorError } from './options';
export type { EndpointLocator, MetadataOptions, ReadmeOptions, TypeScriptGeneratorOptions } from './options';
export type { GeneratedFile } from './printer/printer';
export { fileParts } from './printer/printer';
export { findRuntimeDirectory } from './emit/runtime-files';
export { typescriptSdkProject } from './sdk-project';
export { withEveryModuleChecked } from './emit/unchecked-modules';

/**
 * Generates a TypeScript SDK from an IR. The result is sorted by path and depends only on
 * its inputs, so two runs give byte-identical trees.
 *
 * @example
 *     const files = await generateTypeScriptSdk(ir, { packageName: "petstore-sdk", packageVersion: "1.0.0" });
 */
export async function generateTypeScriptSdk(
  ir: IntermediateRepresentation,
  options: TypeScriptGeneratorOptions,
): Promise<GeneratedFile[]> {
  const ctx = createContext(ir, options);
  // Channels (AsyncAPI WebSockets), gRPC and JSON-RPC clients live in folders of their own.
  const extensions = emitFeatures(ctx, 'before-core');
  const files: GeneratedFile[] = [
    ...extensions.flatMap((e) => e.files),
    ...withRuntimeCorePreamble(runtimeFiles(), options.tsNocheck),
    ...emitTypes(ctx),
    ...emitErrors(ctx),
    emitEnvironments(ctx),
    emitClientContext(ctx),
    ...emitClients(ctx),
    ...emitScaffold(ctx),
    {
      path: 'src/api/index.ts',
      contents: 'export * from "./types";\nexport * from "./errors";\nexport * from "./resources";\n',
    },
    {
      path: 'src/index.ts',
      contents: [
        `export * as ${ctx.ns} from "./api";`,
        `export { ${ctx.clientName} } from "./Client";`,
        `export { ${ctx.environmentName} } from "./environments";`,
        `export { ${ctx.errorName}, ${ctx.timeoutErrorName} } from "./errors";`,
        ...(ctx.ir.webhooks.length > 0 ? [`export { ${webhooksName(ctx)} } from "./webhooks";`] : []),
        runtimeErrorExports(
          ctx,
          extensions.flatMap((e) => e.files),
        ),
        ...extensions.map((e) => `export * from "./${e.folder}";`),
        '',
      ].join('\n'),
    },
  ];
  const webhooks = emitWebhooks(ctx);
  if (webhooks) files.push(webhooks);
  if (options.snippets) files.push(emitSnippets(ctx));
  for (const feature of emitFeatures(ctx, 'after-core')) files.push(...feature.files);
  return checkOutputFiles(files, { whitelabel: options.whitelabel, fail: (m) => new TypeScriptGeneratorError(m) });
}

/** The `config` block of a `bracken-typescript-sdk` entry, as `schema/config.schema.json` describes it. */
export type TypeScriptSdkConfig = Readonly<
  Pick<
    TypeScriptGeneratorOptions,
    | 'namespaceExport'
    | 'noSerdeLayer'
    | 'defaultTimeout'
    | 'defaultTimeoutInSeconds'
    | 'timeoutInSeconds'
    | 'includePlatformHeaders'
    | 'omitBrackenHeaders'
    | 'generateReactQueryHooks'
    | 'inlinePathParameters'
    | 'tsNocheck'
  > & {
    /** npm package name when the output gives none. @default the kebab-case API name followed by `-sdk` */
    packageName?: string;
  }
>;

/**
 * The `bracken-typescript-sdk` generator: a `config` block and what `generators.yml` says of the
 * package, as {@link TypeScriptGeneratorOptions}.
 *
 * @example
 * ```ts
 * const files = await generator.generate(ir, { namespaceExport: 'Petstore' }, { version: '1.0.0', whitelabel: false, snippets: false, metadata: {} });
 * ```
 */
export const generator: GeneratorPlugin<TypeScriptSdkConfig> = {
  name: TYPESCRIPT_SDK_GENERATOR,
  language: 'typescript',
  get configSchema(): Readonly<Record<string, unknown>> {
    return readConfigSchema(join(__dirname, '..'));
  },
  fileParts,
  sdkProject: typescriptSdkProject,
  generate: (ir, config, context) =>
    generateTypeScriptSdk(ir, {
      packageName: resolvePackageName(
        context,
        config.packageName,
        () => `${kebabCase(ir.apiName.wireValue) || 'api'}-sdk`,
      ),
      packageVersion: context.version,
      namespaceExport: config.namespaceExport,
      noSerdeLayer: config.noSerdeLayer,
      defaultTimeout: config.defaultTimeout,
      defaultTimeoutInSeconds: config.defaultTimeoutInSeconds,
      timeoutInSeconds: config.timeoutInSeconds,
      includePlatformHeaders: config.includePlatformHeaders,
      omitBrackenHeaders: config.omitBrackenHeaders,
      generateReactQueryHooks: config.generateReactQueryHooks,
      inlinePathParameters: config.inlinePathParameters,
      tsNocheck: config.tsNocheck,
      whitelabel: context.whitelabel,
      readme: context.readme,
      metadata: context.metadata,
      snippets: context.snippets,
      repositoryUrl: context.repositoryUrl,
    }),
};
