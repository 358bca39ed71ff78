import type { GeneratorEntry, LoadedConfig, ReadmeConfig } from '@bracken/config';
import { TYPESCRIPT_SDK_GENERATOR, generateTypeScriptSdk } from '@bracken/generator-typescript';
import type { EndpointLocator, ReadmeOptions, TypeScriptGeneratorOptions } from '@bracken/generator-typescript';
import { resolveReadmeEndpoint } from '@bracken/importers';
import { kebabCase } from '@bracken/ir';
import type { IntermediateRepresentation } from '@bracken/ir';
import type { OutputFile } from './write-output';

/** What a generator implementation receives besides the IR. */
export interface GeneratorContext {
  config: LoadedConfig;
  entry: GeneratorEntry;
  /** Version of the produced package: `--version`, else the generator entry's `version`. */
  version: string;
  /** Whether `whitelabel` is configured. */
  whitelabel: boolean;
}

/** A generator that `generators.yml` can name. */
export interface GeneratorImplementation {
  /** The name used in `generators.yml` (`name`, or `image.name`). */
  name: string;
  /** One line for error messages and help. */
  summary: string;
  generate(ir: IntermediateRepresentation, context: GeneratorContext): Promise<OutputFile[]>;
}

function packageNameOf(ir: IntermediateRepresentation, entry: GeneratorEntry): string {
  const output = entry.output;
  if (output && 'package-name' in output && typeof output['package-name'] === 'string') return output['package-name'];
  const configured = entry.config?.['packageName'];
  if (typeof configured === 'string' && configured.length > 0) return configured;
  return `${kebabCase(ir.apiName.wireValue) || 'api'}-sdk`;
}

/**
 * The `readme` block with each endpoint reference resolved to the endpoint it names (a
 * `<namespace>::` prefix included). The import has already refused a reference that names
 * none, so every entry resolves here.
 */
function readmeOptions(ir: IntermediateRepresentation, readme: ReadmeConfig | undefined): ReadmeOptions | undefined {
  if (readme === undefined) return undefined;
  const locate = (entry: string | EndpointLocator): EndpointLocator => {
    const resolved = resolveReadmeEndpoint(ir, entry);
    return 'endpoint' in resolved ? { method: resolved.endpoint.method, path: resolved.endpoint.path, endpointId: resolved.endpoint.id } : typeof entry === 'string' ? { method: '', path: entry } : entry;
  };
  const { features, defaultEndpoint, ...rest } = readme;
  return {
    ...rest,
    ...(features !== undefined ? { features: Object.fromEntries(Object.entries(features).map(([name, entries]) => [name, entries.map(locate)])) } : {}),
    ...(defaultEndpoint !== undefined ? { defaultEndpoint: { ...defaultEndpoint, ...locate(defaultEndpoint) } } : {}),
  };
}

/** Maps a generator entry and the file-wide settings onto the TypeScript generator's options. */
export function typeScriptOptions(ir: IntermediateRepresentation, context: GeneratorContext): TypeScriptGeneratorOptions {
  const { entry, config } = context;
  const c = entry.config ?? {};
  const raw = config.raw;
  const metadata = { ...raw.metadata, ...entry.metadata };
  const github = entry.github;
  return {
    packageName: packageNameOf(ir, entry),
    packageVersion: context.version,
    namespaceExport: c.namespaceExport,
    noSerdeLayer: c.noSerdeLayer,
    defaultTimeout: c.defaultTimeout,
    defaultTimeoutInSeconds: c.defaultTimeoutInSeconds,
    timeoutInSeconds: c.timeoutInSeconds,
    includePlatformHeaders: c.includePlatformHeaders,
    omitBrackenHeaders: c.omitBrackenHeaders,
    generateReactQueryHooks: c.generateReactQueryHooks,
    inlinePathParameters: c.inlinePathParameters,
    whitelabel: context.whitelabel,
    readme: readmeOptions(ir, raw.readme),
    metadata: {
      description: metadata.description,
      authors: metadata.authors,
      packageDescription: metadata['package-description'],
      email: metadata.email,
      referenceUrl: metadata['reference-url'],
      author: metadata.author,
      license: metadata.license ?? (github && 'license' in github ? github.license : undefined),
    },
    snippets: entry.snippets !== undefined,
    repositoryUrl: github && 'repository' in github ? `https://github.com/${github.repository}` : github && 'uri' in github ? github.uri : undefined,
  };
}

const typescript: GeneratorImplementation = {
  name: TYPESCRIPT_SDK_GENERATOR,
  summary: 'TypeScript SDK',
  generate: (ir, context) => generateTypeScriptSdk(ir, typeScriptOptions(ir, context)),
};

/** The Postman generator's name (its package's `POSTMAN_GENERATOR`, which a test compares). */
export const POSTMAN_GENERATOR_NAME = 'bracken-postman';

const postman: GeneratorImplementation = {
  name: POSTMAN_GENERATOR_NAME,
  summary: 'Postman Collection v2.1',
  // Loaded only when a group runs it: most runs generate SDKs alone. `require`, not
  // `import()`: the command's code may be compiled from a cache that has no loader for it.
  generate: async (ir, { entry }) => {
    const c = entry.config ?? {};
    const text = (key: string): string | undefined => (typeof c[key] === 'string' ? (c[key] as string) : undefined);
    return (require('@bracken/generator-postman') as typeof import('@bracken/generator-postman')).generatePostmanCollection(ir, {
      ...(text('collectionName') !== undefined ? { collectionName: text('collectionName') } : {}),
      ...(text('baseUrl') !== undefined ? { baseUrl: text('baseUrl') } : {}),
      ...(typeof c['includeResponseExamples'] === 'boolean' ? { includeResponseExamples: c['includeResponseExamples'] } : {}),
    });
  },
};

/** Every generator Bracken can run, by name. */
export const GENERATORS: ReadonlyMap<string, GeneratorImplementation> = new Map([typescript, postman].map((g) => [g.name, g]));

/** The name a generator entry asks for (`name`, or the image's `name`). */
export function generatorNameOf(entry: GeneratorEntry): string {
  return entry.name ?? entry.image?.name ?? '';
}

/**
 * The generator a starter `generators.yml` runs: the TypeScript SDK generator, at the version
 * of its installed package.
 */
export function starterGenerator(): { name: string; version: string } {
  const manifest = require('@bracken/generator-typescript/package.json') as { version: string };
  return { name: TYPESCRIPT_SDK_GENERATOR, version: manifest.version };
}
