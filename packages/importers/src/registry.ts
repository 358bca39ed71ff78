import type { Diagnostic, LoadedConfig, SpecEntry } from '@bracken/config';
import type { IntermediateRepresentation } from '@bracken/ir';
import type { ReferencePolicy } from './references/reference-policy';

/** Definition kinds whose importers live outside the OpenAPI importer. */
export type ImporterKind = 'asyncapi' | 'proto' | 'openrpc' | 'conjure';

/** What a registered importer receives for one spec entry. */
export interface ImporterContext {
  /** The loaded configuration. */
  config: LoadedConfig;
  /** Position of the spec in `api.specs`. */
  index: number;
  /**
   * Absolute path of the definition (or proto root), already cloned when it was a git
   * source; `undefined` when the kind has no single file.
   */
  file: string | undefined;
  /** The definition's path as shown to the user (relative to the config folder). */
  displayFile: string | undefined;
  /** Where the definition's `$ref`s and imports may lead. */
  references: ReferencePolicy;
  /** Effective settings of the spec (generator > spec > `api.settings`). */
  settings: Record<string, unknown>;
  /** @default false */
  smartCasing: boolean;
  /** Folder for git clones and other caches. */
  cacheDir: string | undefined;
  /** Add a located warning or error. */
  report(diagnostic: Diagnostic): void;
}

/** An importer of one definition kind. */
export type ImporterFunction = (spec: SpecEntry, context: ImporterContext) => Promise<IntermediateRepresentation>;

const registry = new Map<ImporterKind, ImporterFunction>();

/**
 * Registers the importer of a definition kind, so {@link importApi} and
 * {@link checkDefinitions} can use it. A later registration replaces an earlier one.
 *
 * @example
 * registerImporter('asyncapi', async (spec, context) => parseAsyncApi(...));
 */
export function registerImporter(kind: ImporterKind, importer: ImporterFunction): void {
  registry.set(kind, importer);
}

/** The importer registered for a kind, if any. */
export function getRegisteredImporter(kind: ImporterKind): ImporterFunction | undefined {
  return registry.get(kind);
}
