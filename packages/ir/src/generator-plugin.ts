import type { IntermediateRepresentation } from './types';

/** A file a generator writes: a `/`-separated path relative to the output folder, and its contents. */
export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
}

/** A method and path that name an endpoint, with the IR id of the endpoint they resolved to. */
export interface EndpointLocator {
  method: string;
  path: string;
  /** Tells apart namespaces that share a path. */
  endpointId?: string;
}

/** The `readme` block of `generators.yml`, every endpoint reference resolved against the IR. */
export interface ReadmeSettings {
  bannerLink?: string;
  introduction?: string;
  apiReferenceLink?: string;
  apiName?: string;
  exampleStyle?: 'minimal' | 'comprehensive';
  disabledSections?: string[];
  defaultEndpoint?: EndpointLocator & { stream?: boolean };
  customSections?: Array<{ title: string; language: 'java' | 'typescript'; content: string }>;
  features?: Record<string, EndpointLocator[]>;
}

/** Package metadata: the global `metadata` merged with the generator entry's. */
export interface PackageMetadata {
  description?: string;
  authors?: Array<{ name: string; email: string }>;
  packageDescription?: string;
  email?: string;
  referenceUrl?: string;
  author?: string;
  /** The entry's, else the license of its `github` delivery. */
  license?: string;
}

/** What a generator is told besides its `config`: the package it produces, as `generators.yml` describes it. */
export interface GeneratorContext {
  /** Version of the produced package: the run's, else the generator entry's. */
  version: string;
  /** `package-name` of the entry's registry output, when it has one. */
  packageName?: string;
  /** Leave the maker's name out of everything written. */
  whitelabel: boolean;
  /** Whether the entry asks for a `snippets.json`. */
  snippets: boolean;
  metadata: PackageMetadata;
  readme?: ReadmeSettings;
  /** Repository the entry's `github` delivery writes to. */
  repositoryUrl?: string;
}

/** What a generator is told about the project that receives its output in a workspace. */
export interface SdkProjectContext {
  /** Package name of the project: `@acme/petstore-ts`. */
  packageName: string;
  /** Workspace-relative folder of the project. */
  root: string;
  /** Folder of the project that receives the generator's output: `generated`. */
  outputDir: string;
  /** A JSON file of the workspace (workspace-relative), `undefined` when there is none. */
  readJson(path: string): unknown;
}

/** A command that builds or checks the project, run in its folder; without a command, a task the workspace's own tools define. */
export interface SdkProjectTask {
  command?: string;
  /** Project-relative files and globs it reads. */
  inputs: string[];
  /** Project-relative files and folders it writes. */
  outputs: string[];
  /** Tasks it runs after: the project's own by name, `^name` for that task of its dependencies. */
  dependsOn: string[];
}

/** The project that receives a generator's output, as its language lays one out. */
export interface SdkProjectLayout {
  /** Files of the project, relative to its folder; a `package.json` among them makes it a package of the workspace. */
  files: OutputFile[];
  /** Workspace files it changes, such as the root `tsconfig.json`'s references. */
  workspaceFiles: OutputFile[];
  /** Development dependencies the workspace needs to build it. */
  devDependencies: Record<string, string>;
  /** Output files a build tool must not take for a project of its own (a generated `package.json`). */
  hiddenFiles: string[];
  /** Project-relative folder of its sources. */
  sourceRoot: string;
  /** Its tasks by name: `build`, `typecheck`, `test`. */
  tasks: Record<string, SdkProjectTask>;
}

/**
 * A generator: what `generators.yml` names in a generator entry. A generator package declares
 * it in its `package.json` (`"bracken": { "generator": "<name>", "configSchema": "<path>" }`)
 * and exports it from its entry as `generator`; the config package builds each declared schema
 * into `generators.schema.json`, and the engine finds the package by that declaration.
 *
 * @example
 * ```ts
 * export const generator: GeneratorPlugin<{ title?: string }> = {
 *   name: 'acme-markdown', language: 'markdown', configSchema: { type: 'object' },
 *   generate: (ir, config) => [{ path: 'README.md', contents: `# ${config.title ?? ir.title}\n` }],
 * };
 * ```
 */
export interface GeneratorPlugin<Config = Readonly<Record<string, unknown>>> {
  /** The name `generators.yml` gives it (`name`, or `image.name`). */
  readonly name: string;
  /** What it writes, such as `typescript`. */
  readonly language: string;
  /** JSON Schema of its `config` block, the one its package.json declares. */
  readonly configSchema: Readonly<Record<string, unknown>>;
  /** The files of one output folder, from the IR and the entry's `config` (valid against `configSchema`). */
  generate(
    ir: IntermediateRepresentation,
    config: Config,
    context: GeneratorContext,
  ): readonly OutputFile[] | Promise<readonly OutputFile[]>;
  /** A large file's text as the parts it was built from, so that a writer never joins them; `undefined` for others. */
  fileParts?(file: OutputFile): readonly string[] | undefined;
  /** The project that receives its output in a workspace; without it a project holds only the output. */
  sdkProject?(context: SdkProjectContext): SdkProjectLayout;
}
