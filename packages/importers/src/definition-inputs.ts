import * as path from 'node:path';
import { readdir, stat } from 'node:fs/promises';
import type { LoadedConfig, SpecEntry } from '@bracken/config';
import { parseDefinitionBytes, readDefinitionBytes } from './definition-text';
import { ImporterError } from './errors';
import { referencePolicyOf, resolveSpecSource, specEntries, specKind, type ResolvedSpecSource } from './import-api';
import { isRecord } from './json';
import { loadReferencedDocuments } from './references/reference-loader';
import { confineFile, type ReferencePolicy } from './references/reference-policy';

/** A folder whose files of one kind an import may read: every one of them is an input. */
export interface DefinitionInputFolder {
  /** Absolute path. */
  path: string;
  /** File name ending of the files read there, e.g. `.proto`. */
  extension: string;
}

/** The local files an import of a `generators.yml` reads. See {@link listDefinitionInputs}. */
export interface DefinitionInputs {
  /** Absolute paths, sorted: the config-named files and every document reached from them. */
  files: string[];
  /** Folders read by listing them (proto roots and the proto `references.folders`), sorted by path. */
  folders: DefinitionInputFolder[];
  /** What the import may read from elsewhere, which no file list can hold: `git: repo@ref path`, `remote $refs: openapi.yml`. */
  external: string[];
  /**
   * The first problem that stopped a walk (`what failed: where`): the import fails at the same
   * place, and the lists hold only what was reached before it.
   */
  problem?: string;
}

const CONJURE_FILE = /\.ya?ml$/i;

/**
 * Lists every local file that importing the definitions of a loaded `generators.yml` reads, by
 * walking them the way the importers do: each spec's file, its overlay and overrides, every
 * document its `$ref`s reach (transitively, under the spec's reference policy and its
 * `references.folders`), Conjure imports, and for protobuf the include root and reference
 * folders. Remote documents and git sources are never fetched; they appear in `external`.
 * A build tool hashes these files to know when generation must run again.
 *
 * @param config - a loaded configuration.
 * @example
 * const inputs = await listDefinitionInputs(await loadConfig('apis/petstore/generators.yml'));
 * inputs.files; // ['/repo/apis/petstore/openapi.yml', '/repo/shared/common.yaml']
 */
export async function listDefinitionInputs(config: LoadedConfig): Promise<DefinitionInputs> {
  const files = new Set<string>();
  const folders = new Map<string, DefinitionInputFolder>();
  const external: string[] = [];
  let problem: string | undefined;
  for (const spec of specEntries(config)) {
    try {
      await collectSpec(config, spec, { files, folders, external });
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      problem ??= error.message;
    }
  }
  return {
    files: [...files].sort(),
    folders: [...folders.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    external,
    ...(problem !== undefined ? { problem } : {}),
  };
}

interface Collected {
  files: Set<string>;
  folders: Map<string, DefinitionInputFolder>;
  external: string[];
}

async function collectSpec(config: LoadedConfig, spec: SpecEntry, into: Collected): Promise<void> {
  const kind = specKind(spec);
  const raw = spec as unknown as Record<string, unknown>;
  const proto = isRecord(raw['proto']) ? raw['proto'] : undefined;
  const written = kind === 'proto' ? proto?.['root'] : raw[kind];
  for (const file of [raw['overlays'], ...asList(raw['overrides']), ...asList(proto?.['overrides'])]) {
    if (typeof file === 'string') into.files.add(path.resolve(config.dir, file));
  }
  if (typeof written !== 'string') {
    if (isRecord(written))
      into.external.push(
        `git: ${String(written['repo'])}${written['ref'] !== undefined ? `@${String(written['ref'])}` : ''} ${String(written['path'])}`,
      );
    return;
  }
  const source = await resolveSpecSource(config, written, undefined);
  const policy = await referencePolicyOf(config, spec, kind, source);
  if (kind === 'proto') {
    // The proto loader lists the root and resolves imports in every policy folder.
    for (const folder of policy.folders) into.folders.set(folder, { path: folder, extension: '.proto' });
    return;
  }
  if (kind === 'conjure') {
    await collectConjure(config.dir, source, policy, into);
    return;
  }
  into.files.add(source.file);
  const patches = [raw['overlays'], ...asList(raw['overrides'])].filter(
    (file): file is string => typeof file === 'string',
  );
  // Overlays and overrides are merged into the definition before its `$ref`s are followed.
  const roots = [await readDocument(source.file, source.displayFile)];
  for (const patch of patches) roots.push(await readDocument(path.resolve(config.dir, patch), patch));
  await loadReferencedDocuments<unknown>(roots, {
    policy,
    main: { file: source.file, display: source.displayFile },
    parse: (bytes, display) => {
      // Displays are relative to the config folder, as the importers write them.
      into.files.add(path.resolve(config.dir, display));
      return parseDefinitionBytes(bytes, display).value;
    },
    value: (parsed) => parsed,
    fail: (reason, site) => new ImporterError(reason, { file: site.display, pointer: site.pointer }),
    skipRemote: true,
  });
  if (policy.remote) into.external.push(`remote $refs: ${source.displayFile}`);
}

async function collectConjure(
  configDir: string,
  source: ResolvedSpecSource,
  policy: ReferencePolicy,
  into: Collected,
): Promise<void> {
  const pending: string[] = [];
  if ((await stat(source.file).catch(() => undefined))?.isDirectory() === true) {
    for (const entry of (await readdir(source.file)).sort()) {
      if (CONJURE_FILE.test(entry) && !entry.startsWith('.')) pending.push(path.join(source.file, entry));
    }
  } else {
    pending.push(source.file);
  }
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    if (into.files.has(file)) continue;
    into.files.add(file);
    const display = path.relative(configDir, file).split(path.sep).join('/');
    const document = await readDocument(file, display);
    const types = isRecord(document) && isRecord(document['types']) ? document['types'] : {};
    const imports = isRecord(types['conjure-imports']) ? types['conjure-imports'] : {};
    for (const target of Object.values(imports)) {
      if (typeof target !== 'string') continue;
      const imported = path.resolve(path.dirname(file), target);
      const confined = await confineFile(policy, imported, CONJURE_FILE);
      if (!confined.ok)
        throw new ImporterError(`cannot read conjure-imports file ${JSON.stringify(target)} (${confined.reason})`, {
          file: display,
          pointer: '/types/conjure-imports',
        });
      pending.push(imported);
    }
  }
}

async function readDocument(file: string, display: string): Promise<unknown> {
  return parseDefinitionBytes(await readDefinitionBytes(file, display), display).value;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}
