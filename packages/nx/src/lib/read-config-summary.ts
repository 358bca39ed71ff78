import { listCredentialVariables, resolveGroups, type GeneratorsYml } from '@bracken/config';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { parse } from 'yaml';

/** A `local-file-system` output of one generator entry. */
export interface LocalOutput {
  /** Group that holds the generator. */
  group: string;
  /** Generator `name` (or `image.name`). */
  generator: string;
  /** Position of the entry in its group. */
  index: number;
  /** Output folder, workspace-relative with `/` separators. */
  path: string;
}

/** What the Nx plugin needs to know about one `generators.yml`. */
export interface ConfigSummary {
  /** Local definition files (specs, overrides, overlays, OpenRPC, Conjure), workspace-relative, sorted. */
  files: string[];
  /** Local folders (proto roots), workspace-relative, sorted. */
  directories: string[];
  /** Environment variables the credential fields refer to, sorted: only publishing reads them. */
  credentialVariables: string[];
  /** Every `local-file-system` output, in file order. */
  localOutputs: LocalOutput[];
  /** Names of the groups, in file order. */
  groups: string[];
  /** The groups `default-group` runs (several for an alias); absent when it names none that exists. */
  defaultGroups?: string[];
  /** Why the file could not be read as YAML, when it could not. */
  parseError?: string;
}

/**
 * Reads the paths, credential variables and local outputs that a `generators.yml` names.
 * It is tolerant on purpose: a file that does not validate still yields what can be read,
 * so the project keeps its targets and `check` can report the mistakes.
 *
 * @param configFile - absolute path of the `generators.yml`.
 * @param workspaceRoot - absolute path of the Nx workspace.
 * @example
 * const summary = readConfigSummary('/repo/apis/petstore/generators.yml', '/repo');
 * summary.files; // ['apis/petstore/openapi.yml']
 */
export function readConfigSummary(configFile: string, workspaceRoot: string): ConfigSummary {
  return summarizeConfig(readFileSync(configFile, 'utf8'), configFile, workspaceRoot);
}

/**
 * {@link readConfigSummary} for a config whose text is at hand, such as one a generator is
 * writing. A folder is told from a file by looking at the disk.
 *
 * @param text - the file's content.
 * @param configFile - absolute path of the `generators.yml`.
 * @param workspaceRoot - absolute path of the Nx workspace.
 */
export function summarizeConfig(text: string, configFile: string, workspaceRoot: string): ConfigSummary {
  let data: unknown;
  try {
    data = parse(text, { uniqueKeys: false });
  } catch (error) {
    return {
      files: [],
      directories: [],
      credentialVariables: [],
      localOutputs: [],
      groups: [],
      parseError: error instanceof Error ? error.message : String(error),
    };
  }

  const configDir = dirname(configFile);
  const toWorkspacePath = (value: string): string | undefined => workspacePath(resolve(configDir, value), workspaceRoot);

  const files = new Set<string>();
  const directories = new Set<string>();
  const addPath = (value: unknown): void => {
    if (typeof value !== 'string' || value.trim() === '' || isRemote(value)) return;
    const absolute = resolve(configDir, value);
    const relativePath = workspacePath(absolute, workspaceRoot);
    if (relativePath === undefined) return;
    if (existsSync(absolute) && statSync(absolute).isDirectory()) directories.add(relativePath);
    else files.add(relativePath);
  };

  const api = field(data, 'api');
  const specsValue = field(api, 'specs');
  const specs = Array.isArray(specsValue) ? specsValue : specsValue === undefined ? [] : [specsValue];
  for (const spec of specs) {
    addPath(field(spec, 'openapi'));
    addPath(field(spec, 'asyncapi'));
    addPath(field(spec, 'openrpc'));
    addPath(field(spec, 'conjure'));
    addPath(field(spec, 'overlays'));
    for (const override of asList(field(spec, 'overrides'))) addPath(override);
    const proto = field(spec, 'proto');
    addPath(field(proto, 'root'));
    addPath(field(proto, 'target'));
    for (const override of asList(field(proto, 'overrides'))) addPath(override);
  }

  const localOutputs: LocalOutput[] = [];
  const groups = field(data, 'groups');
  if (isRecord(groups)) {
    for (const [group, groupValue] of Object.entries(groups)) {
      const generators = field(groupValue, 'generators');
      if (!Array.isArray(generators)) continue;
      generators.forEach((entry: unknown, index: number) => {
        const output = field(entry, 'output');
        const path = field(output, 'path');
        if (field(output, 'location') !== 'local-file-system' || typeof path !== 'string') return;
        const outputPath = toWorkspacePath(path);
        if (outputPath === undefined) return;
        const name = field(entry, 'name') ?? field(field(entry, 'image'), 'name');
        localOutputs.push({ group, generator: typeof name === 'string' ? name : 'generator', index, path: outputPath });
      });
    }
  }

  const defaultGroups = readDefaultGroups(data);
  return {
    files: sortUnique(files),
    directories: sortUnique(directories),
    credentialVariables: listCredentialVariables(data),
    localOutputs,
    groups: isRecord(groups) ? Object.keys(groups) : [],
    ...(defaultGroups !== undefined ? { defaultGroups } : {}),
  };
}

function readDefaultGroups(data: unknown): string[] | undefined {
  if (!isRecord(data) || typeof data['default-group'] !== 'string') return undefined;
  try {
    return resolveGroups(data as GeneratorsYml).map((group) => group.name);
  } catch {
    // `check` reports a default-group that names nothing.
    return undefined;
  }
}

/** Workspace-relative form of an absolute path, or `undefined` when it lies outside. */
function workspacePath(absolute: string, workspaceRoot: string): string | undefined {
  const relativePath = relative(workspaceRoot, absolute);
  if (relativePath === '' || relativePath.startsWith('..') || isAbsolute(relativePath)) {
    return relativePath === '' ? '.' : undefined;
  }
  return relativePath.split(sep).join('/');
}

function isRemote(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

function sortUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort();
}

