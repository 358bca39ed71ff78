import type { PackageMetadata } from '@bracken/ir';

/** Name the generator answers to in `generators.yml`. */
export const TYPESCRIPT_SDK_GENERATOR = 'bracken-typescript-sdk';

/** A method and path that name an endpoint in `readme` settings. */
export interface EndpointLocator {
  method: string;
  path: string;
  /** The IR id of the endpoint, when the caller has resolved it (it tells apart namespaces that share a path). */
  endpointId?: string;
}

/** The `readme` block of the configuration. */
export interface ReadmeOptions {
  /** Banner image (or link) shown at the top. */
  bannerLink?: string;
  /** Introduction paragraph. */
  introduction?: string;
  /** Link to the external API reference. */
  apiReferenceLink?: string;
  /** Name shown as `<name> API`. @default the API title */
  apiName?: string;
  /** Sections to leave out; `contributing` is supported. @default [] */
  disabledSections?: string[];
  /** Endpoint of the usage example. @default the first endpoint */
  defaultEndpoint?: EndpointLocator & { stream?: boolean };
  /** Extra sections; `{{ packageName }}` in `content` becomes the package name. */
  customSections?: Array<{ title: string; language: 'java' | 'typescript'; content: string }>;
  /** Feature name → endpoints (`METHOD /path` or `{ method, path }`) shown as examples. */
  features?: Record<string, Array<string | EndpointLocator>>;
}

/** Package metadata (global `metadata` merged with the generator's): the contract's {@link PackageMetadata}. */
export type MetadataOptions = PackageMetadata;

/**
 * Options of the `bracken-typescript-sdk` generator. The keys a user writes under `config` in
 * `generators.yml` are described by this package's `schema/config.schema.json`.
 */
export interface TypeScriptGeneratorOptions {
  /** npm package name of the SDK (`output.package-name`). */
  packageName: string;
  /** Version written into `package.json` and the platform headers. */
  packageVersion: string;
  /** Name of the exported namespace and prefix of the client classes. @default PascalCase of the API name */
  namespaceExport?: string;
  /** Keep wire names in the types and skip runtime conversion. @default false */
  noSerdeLayer?: boolean;
  /** Default request timeout in milliseconds; `"infinity"` disables it. @default 60000 */
  defaultTimeout?: number | 'infinity';
  /** Deprecated: default timeout in seconds (×1000). */
  defaultTimeoutInSeconds?: number | 'infinity';
  /** Deprecated: default timeout in seconds (×1000), lowest precedence. */
  timeoutInSeconds?: number | 'infinity';
  /** Send a structured `User-Agent` instead of the runtime headers. @default false */
  includePlatformHeaders?: boolean;
  /** Send none of the SDK's platform headers. @default false */
  omitBrackenHeaders?: boolean;
  /** Emit React Query hooks. @default false */
  generateReactQueryHooks?: boolean;
  /** Put path parameters into the request object of every endpoint. @default false (per endpoint) */
  inlinePathParameters?: boolean;
  /**
   * Begin the module of schemas, the service clients, the client context, the webhooks module
   * and the runtime core with `// @ts-nocheck`: a project that compiles the SDK's sources
   * checks their declared types, not their bodies. @default true
   */
  tsNocheck?: boolean;
  /** Leave the maker's name out of the output entirely. @default false */
  whitelabel?: boolean;
  /** README settings. */
  readme?: ReadmeOptions;
  /** Package metadata. */
  metadata?: MetadataOptions;
  /** Emit `snippets.json`. @default false */
  snippets?: boolean;
  /** Repository URL for `package.json`. */
  repositoryUrl?: string;
}

export { TypeScriptGeneratorError } from './errors';
