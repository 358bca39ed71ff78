import { dirname, resolve } from 'node:path';
import { listCredentialVariables } from './credential-variables';
import { resolveGroups } from './resolve';
import { collectReferencedPaths } from './semantic-checks';
import type { GeneratorsYml } from './types';
import { parseDocument } from './yaml';

/** A `local-file-system` output of one generator entry. */
export interface LocalOutput {
  /** Group that holds the generator. */
  group: string;
  /** Position of the entry in its group. */
  index: number;
  /** Absolute output folder. */
  path: string;
  /** Whether `replay.enabled` holds for the entry, so the folder keeps its user's edits. */
  replay: boolean;
}

/** What a `generators.yml` names, read without validating it. */
export interface ConfigOutline {
  /**
   * Absolute paths of the local definitions, overlays, overrides, proto roots and targets,
   * unique, in file order (git sources, URLs and `references.folders` are not among them).
   */
  inputs: string[];
  /** Every `local-file-system` output, in file order. */
  localOutputs: LocalOutput[];
  /** Names of the groups, in file order. */
  groups: string[];
  /** The groups `default-group` runs (several for an alias); absent when it names none that exists. */
  defaultGroups?: string[];
  /** Environment variables the credential fields refer to, sorted: only publishing reads them. */
  credentialVariables: string[];
  /** Whether a spec names an `origin` that `bracken api update` pulls from. */
  hasOrigin: boolean;
}

const REMOTE = /^[a-z][a-z0-9+.-]*:\/\//i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function specsWithOrigin(data: unknown): boolean {
  const api = isRecord(data) ? data['api'] : undefined;
  const specs = isRecord(api) ? api['specs'] : undefined;
  return Array.isArray(specs) && specs.some((spec: unknown) => isRecord(spec) && typeof spec['origin'] === 'string');
}

/**
 * The paths, outputs, groups and credential variables a `generators.yml` names. It is tolerant
 * on purpose: a file that does not validate still yields what can be read (text that is not
 * YAML yields nothing), so a tool can act on it and `check` can report the mistakes.
 *
 * @param text - the file's content.
 * @param file - absolute path of the file; relative paths resolve against its folder.
 * @example
 * ```ts
 * outlineConfig(readFileSync(file, 'utf8'), file).inputs; // ['/repo/apis/petstore/openapi.yml']
 * ```
 */
export function outlineConfig(text: string, file: string): ConfigOutline {
  const doc = parseDocument(text, { uniqueKeys: false });
  const data: unknown = doc.errors.length > 0 ? undefined : doc.toJS();
  const dir = dirname(file);
  const inputs = collectReferencedPaths(data)
    .filter((ref) => ref.kind !== 'reference folder' && ref.relative.trim() !== '' && !REMOTE.test(ref.relative))
    .map((ref) => resolve(dir, ref.relative));
  const groups = isRecord(data) && isRecord(data['groups']) ? data['groups'] : {};
  const localOutputs: LocalOutput[] = [];
  // A file-level `replay.enabled: false` wins over the entry's; else the entry's, else the file's.
  const fileReplay = isRecord(data) && isRecord(data['replay']) ? data['replay']['enabled'] : undefined;
  for (const [group, value] of Object.entries(groups)) {
    const generators = isRecord(value) ? value['generators'] : undefined;
    if (!Array.isArray(generators)) continue;
    generators.forEach((entry: unknown, index: number) => {
      const output = isRecord(entry) ? entry['output'] : undefined;
      const entryReplay = isRecord(entry) && isRecord(entry['replay']) ? entry['replay']['enabled'] : undefined;
      const replay = fileReplay !== false && (entryReplay ?? fileReplay) === true;
      if (isRecord(output) && output['location'] === 'local-file-system' && typeof output['path'] === 'string')
        localOutputs.push({ group, index, path: resolve(dir, output['path']), replay });
    });
  }
  let defaultGroups: string[] | undefined;
  try {
    defaultGroups =
      isRecord(data) && typeof data['default-group'] === 'string'
        ? resolveGroups(data as GeneratorsYml).map((group) => group.name)
        : undefined;
  } catch {
    // `check` reports a default-group that names nothing.
  }
  return {
    inputs: [...new Set(inputs)],
    localOutputs,
    groups: Object.keys(groups),
    ...(defaultGroups !== undefined ? { defaultGroups } : {}),
    credentialVariables: listCredentialVariables(data),
    hasOrigin: specsWithOrigin(data),
  };
}
