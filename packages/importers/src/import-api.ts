import { realpath, stat } from 'node:fs/promises';
import * as path from 'node:path';
import {
  GENERATOR_SETTING_OVERRIDES,
  type Diagnostic,
  type GeneratorEntry,
  type LoadedConfig,
  type OpenApiSpec,
  type SpecEntry,
} from '@bracken/config';
import {
  IrError,
  allEndpoints,
  createName,
  filterByAudiences,
  mergeIrs,
  type CasingOptions,
  type Environments,
  type GlobalHeader,
  type HttpMethod,
  type IntermediateRepresentation,
  type MultiUrlEnvironment,
  type ServerVariable,
  type SingleUrlEnvironment,
} from '@bracken/ir';
import { applyConfigAuth, parseConfigType } from './config-auth';
import { readmeReferenceProblems } from './readme-references';
import { ImporterError } from './errors';
import { cloneGitSource, type GitSourceInput } from './git-source';
import { assertReferenceDepth } from './ir-limits';
import { isRecord, type JsonObject } from './json';
import { declaredSecuritySchemes } from './openapi/auth';
import { loadOpenApiDocument } from './openapi/document';
import { convertOpenApiDocument } from './openapi/parse-openapi';
import type { OpenApiImportSettings } from './openapi/settings';
import { createReferencePolicy, type ReferencePolicy } from './references/reference-policy';
import { getRegisteredImporter, type ImporterKind } from './registry';
import { joinPointer } from '@bracken/errors';

/** Options of {@link importApi}. */
export interface ImportApiOptions {
  /** The generator being run: its `config` settings, `api.auth` and `api.auth-schemes` apply. */
  generator?: GeneratorEntry;
  /**
   * The group's `audiences`: only tagged endpoints, schemas and properties are kept.
   * @default undefined (everything is kept)
   */
  audiences?: string[];
  /**
   * Case names with `smart-casing`.
   * @default the generator's `smart-casing`, else false
   */
  smartCasing?: boolean;
  /**
   * Folder for shallow clones of git sources.
   * @default `<os tmpdir>/bracken-git-cache-<uid>`
   */
  cacheDir?: string;
}

/** Result of {@link importApi}. */
export interface ImportApiResult {
  ir: IntermediateRepresentation;
  /** Warnings found while importing (errors are thrown as {@link ImporterError}). */
  diagnostics: Diagnostic[];
}

/** The kind of a spec entry, from the key that is present. */
export function specKind(spec: SpecEntry): 'openapi' | ImporterKind {
  if ('openapi' in spec) return 'openapi';
  if ('asyncapi' in spec) return 'asyncapi';
  if ('proto' in spec) return 'proto';
  if ('openrpc' in spec) return 'openrpc';
  return 'conjure';
}

/** Every spec entry of the config, as a list. */
export function specEntries(config: LoadedConfig): SpecEntry[] {
  const specs = config.raw.api?.specs;
  if (specs === undefined) return [];
  return Array.isArray(specs) ? specs : [specs];
}

/** A spec's definition file: absolute path and the path shown to the user. */
export interface ResolvedSpecSource {
  file: string;
  displayFile: string;
  /** For a git source: the folder of the clone, the only tree the definition may read. */
  cloneRoot?: string;
}

/**
 * Resolves a spec's source: a local path (relative to the config folder) or a git clone. A
 * path inside a clone must stay inside it once symbolic links are followed: the repository's
 * content is not trusted.
 */
export async function resolveSpecSource(
  config: LoadedConfig,
  source: string | GitSourceInput,
  cacheDir: string | undefined,
): Promise<ResolvedSpecSource> {
  if (typeof source === 'string') {
    const file = path.resolve(config.dir, source);
    return { file, displayFile: toDisplay(path.relative(config.dir, file)) };
  }
  const file = await cloneGitSource(source, cacheDir !== undefined ? { cacheDir } : {});
  // The clone is the folder `path` was resolved against: one `..` for each of its segments.
  const depth = path
    .normalize(source.path)
    .split(/[\\/]+/)
    .filter((segment) => segment !== '' && segment !== '.').length;
  const cloneRoot = path.resolve(file, ...new Array<string>(depth).fill('..'));
  const where = `${source.repo}${source.ref !== undefined ? `@${source.ref}` : ''} ${source.path}`;
  let real: string;
  let realRoot: string;
  try {
    [real, realRoot] = await Promise.all([realpath(file), realpath(cloneRoot)]);
  } catch (error) {
    throw new ImporterError(`the definition is not in the repository: ${where}`, { cause: error });
  }
  const inside = path.relative(realRoot, real);
  if (inside.startsWith('..') || path.isAbsolute(inside))
    throw new ImporterError(`the definition path leaves the repository through a symbolic link: ${where}`);
  return { file, displayFile: toDisplay(source.path), cloneRoot };
}

/**
 * The reference policy of a spec: its own folder tree (the definition's folder, a folder of
 * Conjure files, the proto root, or the whole clone of a git source) plus the spec's
 * `references` settings.
 */
export async function referencePolicyOf(
  config: LoadedConfig,
  spec: SpecEntry,
  kind: 'openapi' | ImporterKind,
  source: ResolvedSpecSource | undefined,
): Promise<ReferencePolicy> {
  const written = (spec as { references?: OpenApiSpec['references'] }).references;
  let root: string;
  if (source === undefined) root = config.dir;
  else if (source.cloneRoot !== undefined) root = source.cloneRoot;
  else if (kind === 'proto') root = source.file;
  else if (kind === 'conjure')
    root =
      (await stat(source.file).catch(() => undefined))?.isDirectory() === true
        ? source.file
        : path.dirname(source.file);
  else root = path.dirname(source.file);
  return createReferencePolicy(root, written, config.dir);
}

function toDisplay(relative: string): string {
  return relative.split(path.sep).join('/');
}

function withoutIdempotency(settings: Record<string, unknown> | undefined): Record<string, unknown> {
  const { 'auto-generate-idempotency-key': _ignored, ...rest } = settings ?? {};
  return rest;
}

/** Effective reader settings of one spec: generator `config` > spec `settings` > `api.settings`. */
export function effectiveSettings(
  config: LoadedConfig,
  spec: SpecEntry,
  generator: GeneratorEntry | undefined,
): Record<string, unknown> {
  const merged: Record<string, unknown> = {
    ...withoutIdempotency(config.raw.api?.settings as Record<string, unknown> | undefined),
  };
  if ('settings' in spec && spec.settings)
    Object.assign(merged, withoutIdempotency(spec.settings as Record<string, unknown>));
  const generatorConfig = generator?.config ?? {};
  for (const key of Object.keys(merged).concat(GENERATOR_SETTING_OVERRIDES)) {
    const camel = key.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
    if (generatorConfig[key] !== undefined) merged[key] = generatorConfig[key];
    else if (camel !== key && generatorConfig[camel] !== undefined) merged[key] = generatorConfig[camel];
  }
  return merged;
}

/** One imported spec, with what later steps need. */
export interface ImportedSpec {
  ir: IntermediateRepresentation;
  /** Schemes declared in `securitySchemes` and used in a `security` array. */
  declaredSchemes: Set<string>;
  source: ResolvedSpecSource | undefined;
  /** OpenAPI only: the definition as bundled, before a Swagger 2.0 upgrade (what `check` validates). */
  bundled?: JsonObject;
}

/** Imports one spec entry with its kind's importer. */
export async function importSpec(
  config: LoadedConfig,
  spec: SpecEntry,
  index: number,
  options: ImportApiOptions,
  diagnostics: Diagnostic[],
  reservedNames: Set<string> = new Set(),
  /** Whether definitions imported after this one need its names in `reservedNames`. */
  recordNames = true,
): Promise<ImportedSpec> {
  const kind = specKind(spec);
  const smartCasing = options.smartCasing ?? options.generator?.['smart-casing'] ?? false;
  const settings = effectiveSettings(config, spec, options.generator);
  if (kind === 'openapi') {
    const openapi = spec as OpenApiSpec;
    const source = await resolveSpecSource(config, openapi.openapi, options.cacheDir);
    const loaded = await loadOpenApiDocument({
      file: source.file,
      displayFile: source.displayFile,
      references: await referencePolicyOf(config, spec, kind, source),
      ...(openapi.overlays !== undefined ? { overlays: path.resolve(config.dir, openapi.overlays) } : {}),
      ...(openapi.overrides !== undefined
        ? {
            overrides: (Array.isArray(openapi.overrides) ? openapi.overrides : [openapi.overrides]).map((o) =>
              path.resolve(config.dir, o),
            ),
          }
        : {}),
    });
    const ir = convertOpenApiDocument(loaded, settings as OpenApiImportSettings, {
      smartCasing,
      ...(openapi.namespace !== undefined ? { namespace: openapi.namespace } : { reservedNames }),
    });
    if (openapi.namespace === undefined && recordNames) reserveNames(ir, reservedNames);
    const { declared, used } = declaredSecuritySchemes(loaded.document);
    return {
      ir,
      declaredSchemes: new Set([...declared].filter((name) => used.has(name))),
      source,
      bundled: loaded.bundled,
    };
  }
  const importer = getRegisteredImporter(kind);
  const position = config.document.locate(`/api/specs/${index}`);
  if (!importer) {
    throw new ImporterError(`${kind} definitions are not supported yet`, {
      file: config.document.file,
      ...(position ? { line: position.line, column: position.column } : {}),
      pointer: `/api/specs/${index}`,
    });
  }
  const raw = spec as unknown as Record<string, unknown>;
  const written = kind === 'proto' && isRecord(raw['proto']) ? raw['proto']['root'] : raw[kind];
  const source =
    typeof written === 'string' ||
    (isRecord(written) && typeof written['repo'] === 'string' && typeof written['path'] === 'string')
      ? await resolveSpecSource(config, written as string | GitSourceInput, options.cacheDir)
      : undefined;
  const ir = await importer(spec, {
    config,
    index,
    file: source?.file,
    displayFile: source?.displayFile,
    references: await referencePolicyOf(config, spec, kind, source),
    settings,
    smartCasing,
    cacheDir: options.cacheDir,
    report: (diagnostic) => diagnostics.push(diagnostic),
  });
  assertReferenceDepth(ir, source?.displayFile);
  return { ir, declaredSchemes: new Set(ir.auth.schemes.map((s) => s.id)), source };
}

/** Records the generated names of an IR so the next definition without a namespace avoids them. */
function reserveNames(ir: IntermediateRepresentation, into: Set<string>): void {
  for (const declaration of Object.values(ir.types)) into.add(declaration.name.pascalCase);
  for (const error of Object.values(ir.errors)) into.add(error.name.pascalCase);
  for (const endpoint of allEndpoints(ir)) into.add(endpoint.requestName.pascalCase);
}

/** JSON pointer of a generator entry of the config (`/groups/ts/generators/0`), found by identity. */
export function findGeneratorPointer(config: LoadedConfig, generator: GeneratorEntry): string | undefined {
  for (const [group, value] of Object.entries(config.raw.groups ?? {})) {
    const index = (value.generators ?? []).indexOf(generator);
    if (index >= 0) return joinPointer('/groups', group, 'generators', index);
  }
  return undefined;
}

/** Merges the IRs of every definition, reporting clashing ids as a user mistake. */
export function mergeImported(config: LoadedConfig, imported: ImportedSpec[]): IntermediateRepresentation {
  try {
    return mergeIrs(imported.map((i) => i.ir));
  } catch (error) {
    if (!(error instanceof IrError)) throw error;
    throw new ImporterError(`cannot merge the definitions (${error.message}); give each spec its own namespace`, {
      file: config.document.file,
      pointer: '/api/specs',
      cause: error,
    });
  }
}

function convertHeaders(config: LoadedConfig, casing: CasingOptions): GlobalHeader[] {
  return Object.entries(config.raw.api?.headers ?? {}).map(([header, value]): GlobalHeader => {
    const written = typeof value === 'string' ? { type: value } : value;
    return {
      kind: 'globalHeader',
      name: { ...createName(written.name ?? header, casing), wireValue: header },
      valueType: parseConfigType(written.type),
    };
  });
}

function convertEnvironments(
  config: LoadedConfig,
  casing: CasingOptions,
  fromSpec: Environments | undefined,
): Environments | undefined {
  const written = config.raw.api?.environments;
  if (written === undefined || Object.keys(written).length === 0) return fromSpec;
  const variables = new Map<string, ServerVariable>(
    (fromSpec?.serverVariables ?? []).map((v) => [v.name.wireValue, v]),
  );
  const multi = Object.values(written).some((value) => typeof value !== 'string' && value.urls !== undefined);
  const baseUrlIds: string[] = [];
  const environments = Object.entries(written).map(([name, value]): SingleUrlEnvironment | MultiUrlEnvironment => {
    const entry = typeof value === 'string' ? { url: value } : value;
    for (const [key, variable] of Object.entries(entry.variables ?? {})) {
      const converted: ServerVariable = { kind: 'serverVariable', name: createName(key, casing) };
      const spec = typeof variable === 'string' ? { default: variable } : variable;
      if (spec.default !== undefined) converted.default = spec.default;
      if (spec.enum !== undefined) converted.values = [...spec.enum];
      if (spec.description !== undefined) converted.docs = spec.description;
      variables.set(key, converted);
    }
    const urls = entry.urls ?? { default: entry.url ?? '' };
    for (const url of Object.values(urls)) {
      for (const match of url.matchAll(/\{([^}]+)\}/g))
        if (!variables.has(match[1]!))
          variables.set(match[1]!, { kind: 'serverVariable', name: createName(match[1]!, casing) });
    }
    const id = createName(name, casing).camelCase || name;
    if (multi) {
      for (const key of Object.keys(urls)) if (!baseUrlIds.includes(key)) baseUrlIds.push(key);
      return { kind: 'multiUrl', id, name: createName(name, casing), urls: { ...urls } };
    }
    return { kind: 'singleUrl', id, name: createName(name, casing), url: entry.url ?? '' };
  });
  return {
    kind: 'environments',
    mode: multi ? 'multi' : 'single',
    environments,
    baseUrls: baseUrlIds.map((id) => ({ kind: 'baseUrl', id, name: createName(id, casing) })),
    defaultEnvironmentId: environments[0]!.id,
    serverVariables: [...variables.values()],
  };
}

const HTTP_METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'];

function idempotencySetting(
  config: LoadedConfig,
  spec: SpecEntry | undefined,
  generator: GeneratorEntry | undefined,
): unknown {
  const fromGenerator = generator?.config?.['auto-generate-idempotency-key'];
  if (fromGenerator !== undefined) return fromGenerator;
  const specSettings = spec && 'settings' in spec && spec.settings ? (spec.settings as Record<string, unknown>) : {};
  if (specSettings['auto-generate-idempotency-key'] !== undefined) return specSettings['auto-generate-idempotency-key'];
  return config.raw.api?.settings?.['auto-generate-idempotency-key'];
}

function applyIdempotency(ir: IntermediateRepresentation, value: unknown): void {
  if (value === undefined || value === false) {
    delete ir.idempotencyKeyGeneration;
    return;
  }
  const written = isRecord(value) ? value : {};
  const methods = Array.isArray(written['methods'])
    ? written['methods'].map((m) => String(m).toUpperCase())
    : ['POST', 'PUT'];
  ir.idempotencyKeyGeneration = {
    kind: 'idempotencyKeyGeneration',
    headerName: typeof written['header-name'] === 'string' ? written['header-name'] : 'Idempotency-Key',
    methods: HTTP_METHODS.filter((m) => methods.includes(m)),
  };
}

/** The definitions of a config, each imported on its own (see {@link importDefinitions}). */
export interface ImportedDefinitions {
  imported: ImportedSpec[];
  /** Warnings found while importing. */
  diagnostics: Diagnostic[];
}

/**
 * Imports every definition of a loaded `generators.yml`, each through its kind's importer
 * (local path or shallow git clone), with the generator's reader settings and casing.
 *
 * @throws ImporterError for a definition that cannot be imported.
 */
export async function importDefinitions(
  config: LoadedConfig,
  options: ImportApiOptions = {},
): Promise<ImportedDefinitions> {
  const diagnostics: Diagnostic[] = [];
  const specs = specEntries(config);
  if (specs.length === 0)
    throw new ImporterError('no API definition to import, expected at least one entry in api.specs', {
      file: config.document.file,
      pointer: '/api',
    });
  const imported: ImportedSpec[] = [];
  const reservedNames = new Set<string>();
  for (const [index, spec] of specs.entries())
    imported.push(await importSpec(config, spec, index, options, diagnostics, reservedNames, index < specs.length - 1));
  return { imported, diagnostics };
}

/**
 * Merges imported definitions and applies the config to them, in order: `auth-schemes` and
 * `api.auth` (a generator's own `api.auth` wins), `api.headers`, `api.environments`,
 * `auto-generate-idempotency-key` (generator > spec > `api.settings`), `readme.apiName`, the
 * group's audiences; then every `readme` endpoint reference must name an endpoint of the result.
 * The IRs of `imported` are changed in place. Returns every mistake and warning, located in
 * `generators.yml`; the IR is only of use when there is no error among them.
 *
 * @throws ImporterError when the definitions cannot be merged.
 */
export function configureImported(
  config: LoadedConfig,
  imported: ImportedSpec[],
  options: ImportApiOptions,
): { ir: IntermediateRepresentation; problems: Diagnostic[] } {
  // One definition is its own IR: merging would only copy its tables.
  const ir = imported.length === 1 ? imported[0]!.ir : mergeImported(config, imported);
  const smartCasing = options.smartCasing ?? options.generator?.['smart-casing'] ?? false;
  const casing = { smartCasing };
  ir.smartCasing = smartCasing;
  const specDeclared = new Set(imported.flatMap((i) => [...i.declaredSchemes]));
  const generatorPointer =
    options.generator !== undefined ? findGeneratorPointer(config, options.generator) : undefined;
  const problems: Diagnostic[] = applyConfigAuth(ir, {
    config,
    generatorAuth: options.generator?.api?.auth,
    generatorSchemes: options.generator?.api?.['auth-schemes'],
    ...(generatorPointer !== undefined ? { generatorPointer } : {}),
    specDeclared,
    casing,
  }).map(
    (p): Diagnostic => ({ severity: p.severity, message: p.message, file: p.file, line: p.line, column: p.column }),
  );
  const headers = convertHeaders(config, casing);
  if (headers.length > 0)
    ir.headers = [
      ...ir.headers.filter(
        (h) => !headers.some((c) => c.name.wireValue.toLowerCase() === h.name.wireValue.toLowerCase()),
      ),
      ...headers,
    ];
  const environments = convertEnvironments(config, casing, ir.environments);
  if (environments) ir.environments = environments;
  applyIdempotency(ir, idempotencySetting(config, specEntries(config)[0], options.generator));
  const apiName = config.raw.readme?.apiName;
  if (apiName !== undefined && apiName !== '') ir.apiName = createName(apiName, casing);
  const result = filterByAudiences(ir, options.audiences);
  problems.push(...readmeReferenceProblems(config, result, ir));
  return { ir: result, problems };
}

/**
 * {@link configureImported}, for a run: warnings go to `diagnostics`, and the first mistake is
 * thrown.
 *
 * @throws ImporterError located in `generators.yml` at the first mistake.
 */
export function applyConfiguration(
  config: LoadedConfig,
  imported: ImportedSpec[],
  options: ImportApiOptions,
  diagnostics: Diagnostic[],
): IntermediateRepresentation {
  const { ir, problems } = configureImported(config, imported, options);
  const error = problems.find((p) => p.severity === 'error');
  if (error) throw new ImporterError(error.message, { file: error.file, line: error.line, column: error.column });
  diagnostics.push(...problems);
  return ir;
}

/**
 * What decides how {@link importDefinitions} reads the definitions for a generator: its reader
 * settings (from `config`) and casing. Generators with the same key share the imported
 * definitions.
 */
export function definitionsKey(config: LoadedConfig, generator: GeneratorEntry | undefined): string {
  const settings = specEntries(config).map((spec) => effectiveSettings(config, spec, generator));
  return JSON.stringify([generator?.['smart-casing'] ?? false, settings]);
}

/**
 * Everything that decides the IR {@link importApi} returns for a generator of a group: the
 * {@link definitionsKey}, the generator's `api`, its idempotency setting and the group's
 * audiences. Generators with the same key get the same IR.
 */
export function importKey(
  config: LoadedConfig,
  generator: GeneratorEntry | undefined,
  audiences: string[] | undefined,
): string {
  return JSON.stringify([
    definitionsKey(config, generator),
    audiences ?? null,
    generator?.api ?? null,
    generator?.config?.['auto-generate-idempotency-key'] ?? null,
  ]);
}

/**
 * Imports every definition of a loaded `generators.yml` into one IR: each spec through its
 * kind's importer (local path or shallow git clone), merged, then the config applied (see
 * {@link applyConfiguration}).
 *
 * @example
 * const config = await loadConfig('generators.yml');
 * const { ir } = await importApi(config, { generator: config.raw.groups!.ts!.generators![0] });
 */
export async function importApi(config: LoadedConfig, options: ImportApiOptions = {}): Promise<ImportApiResult> {
  const { imported, diagnostics } = await importDefinitions(config, options);
  return { ir: applyConfiguration(config, imported, options, diagnostics), diagnostics };
}
