import type { ReferencePolicy } from '../references/reference-policy';

/**
 * What an importer receives for one spec entry of `generators.yml`, after the config is
 * resolved: absolute paths on disk plus the display path used in diagnostics.
 */
export interface DefinitionInput {
  /** Absolute path of the definition file (for protobuf: of the include root; for Conjure: a file or a folder). */
  absolutePath: string;
  /** protobuf: absolute path of the `target` file inside the root; the whole root is read when absent. */
  target?: string;
  /** The path as written, relative to the config folder; used in every diagnostic. */
  displayPath: string;
  /** Absolute paths of override files, applied in order (deep merge; `null` removes a key). */
  overrides?: string[];
  /** Display paths of the override files, in the same order as {@link DefinitionInput.overrides}. */
  overrideDisplayPaths?: string[];
  /** Namespace of the definition: type ids and endpoint ids get a `<namespace>::` prefix. */
  namespace?: string;
  /** The spec's settings merged over `api.settings` (YAML spelling of keys). */
  settings?: Record<string, unknown>;
  /**
   * Cases names with `smart-casing`.
   * @default false
   */
  smartCasing?: boolean;
  /**
   * Where `$ref`s and imports may lead.
   * @default the definition's own folder tree (the proto root for protobuf), nothing remote
   */
  references?: ReferencePolicy;
}
