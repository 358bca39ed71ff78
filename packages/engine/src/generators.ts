import type { GeneratorEntry, LoadedConfig, ReadmeConfig } from '@bracken/config';
import type {
  EndpointLocator,
  GeneratorContext,
  GeneratorPlugin,
  IntermediateRepresentation,
  ReadmeSettings,
} from '@bracken/ir';
import { BrackenEngineError } from './errors';
import { importers } from './importers';
import { installedGenerators, type InstalledGenerator } from './installed-generators';

const registered = new Map<string, GeneratorPlugin>();

/**
 * Makes a generator available to every run under its `name`, in place of an installed one of
 * the same name. Installed generator packages need no registration: the engine finds them.
 *
 * @example
 * ```ts
 * registerGenerator({ name: 'bracken-postman', language: 'postman', configSchema: {}, generate: () => [] });
 * ```
 */
export function registerGenerator(plugin: GeneratorPlugin): void {
  registered.set(plugin.name, plugin);
}

function load(installed: InstalledGenerator): GeneratorPlugin {
  const plugin = (installed.load() as { generator?: GeneratorPlugin } | undefined)?.generator;
  if (plugin?.name !== installed.name || typeof plugin.generate !== 'function') {
    throw new BrackenEngineError(
      `generator package does not export the generator it declares: ${installed.packageName} (${installed.name})`,
    );
  }
  registered.set(plugin.name, plugin);
  return plugin;
}

/** The name a generator entry asks for (`name`, or the image's `name`). */
export function generatorNameOf(entry: GeneratorEntry): string {
  return entry.name ?? entry.image?.name ?? '';
}

/** Every generator name a run can use, sorted. */
export function generatorNames(): string[] {
  return [...new Set([...registered.keys(), ...installedGenerators().map((g) => g.name)])].sort();
}

/**
 * The generator `generators.yml` names `name`: a registered one, else the installed package that
 * declares it, loaded on first use (a run loads only the generators it runs).
 *
 * @example
 * ```ts
 * const files = await findGenerator('bracken-postman')?.generate(ir, {}, context);
 * ```
 */
export function findGenerator(name: string): GeneratorPlugin | undefined {
  const plugin = registered.get(name);
  if (plugin !== undefined) return plugin;
  const installed = installedGenerators().find((g) => g.name === name);
  return installed === undefined ? undefined : load(installed);
}

/**
 * The generator entry a new `generators.yml` or SDK project starts with: `name` (else the first
 * installed generator that writes TypeScript) at the version of its installed package.
 *
 * @example
 * ```ts
 * starterGenerator(); // { name: 'bracken-typescript-sdk', version: '0.1.0' }
 * ```
 */
export function starterGenerator(name?: string): { name: string; version: string } {
  const installed = installedGenerators();
  const starter = installed.find((g) => (registered.get(g.name) ?? load(g)).language === 'typescript');
  if (starter === undefined)
    throw new BrackenEngineError(
      `no installed generator writes TypeScript: ${installed.map((g) => g.name).join(', ') || '(none installed)'}`,
    );
  const named = installed.find((g) => g.name === name);
  // A generator that is not installed is pinned at the version of the generators that are.
  return { name: name ?? starter.name, version: (named ?? starter).version };
}

/**
 * The `readme` block with each endpoint reference resolved to the endpoint it names (a
 * `<namespace>::` prefix included). The import has already refused a reference that names
 * none, so every entry resolves here.
 */
function readmeSettings(ir: IntermediateRepresentation, readme: ReadmeConfig | undefined): ReadmeSettings | undefined {
  if (readme === undefined) return undefined;
  const locate = (entry: string | EndpointLocator): EndpointLocator => {
    const resolved = importers().resolveReadmeEndpoint(ir, entry);
    return 'endpoint' in resolved
      ? { method: resolved.endpoint.method, path: resolved.endpoint.path, endpointId: resolved.endpoint.id }
      : typeof entry === 'string'
        ? { method: '', path: entry }
        : entry;
  };
  const { features, defaultEndpoint, ...rest } = readme;
  return {
    ...rest,
    ...(features !== undefined
      ? { features: Object.fromEntries(Object.entries(features).map(([name, entries]) => [name, entries.map(locate)])) }
      : {}),
    ...(defaultEndpoint !== undefined ? { defaultEndpoint: { ...defaultEndpoint, ...locate(defaultEndpoint) } } : {}),
  };
}

/**
 * What a generator is told about the package it produces, from its entry and the file-wide
 * settings of `generators.yml`.
 *
 * @param version - the run's version, else the entry's.
 */
export function generatorContext(
  ir: IntermediateRepresentation,
  config: LoadedConfig,
  entry: GeneratorEntry,
  version: string,
): GeneratorContext {
  const { output, github } = entry;
  const metadata = { ...config.raw.metadata, ...entry.metadata };
  const readme = readmeSettings(ir, config.raw.readme);
  return {
    version,
    ...(output && 'package-name' in output && typeof output['package-name'] === 'string'
      ? { packageName: output['package-name'] }
      : {}),
    whitelabel: config.raw.whitelabel !== undefined,
    snippets: entry.snippets !== undefined,
    metadata: {
      description: metadata.description,
      authors: metadata.authors,
      packageDescription: metadata['package-description'],
      email: metadata.email,
      referenceUrl: metadata['reference-url'],
      author: metadata.author,
      license: metadata.license ?? (github && 'license' in github ? github.license : undefined),
    },
    ...(readme !== undefined ? { readme } : {}),
    ...(github && 'repository' in github
      ? { repositoryUrl: `https://github.com/${github.repository}` }
      : github && 'uri' in github
        ? { repositoryUrl: github.uri }
        : {}),
  };
}
