import { BrackenConfigError } from './errors';
import type { LoadedConfig } from './load-config';
import { loadGeneratorsSchema } from './schema';
import type { SchemaNode } from './schema';
import type {
  ApiSettings,
  GeneratorConfigOptions,
  GeneratorEntry,
  GeneratorsYml,
  IdempotencyKeyConfig,
  IdempotencyKeySetting,
  SpecEntry,
} from './types';

/** A group ready to run. */
export interface ResolvedGroup {
  /** Group name. */
  name: string;
  /** Audiences filter of the group, if any. */
  audiences?: string[];
  /** Generators of the group, in file order. */
  generators: GeneratorEntry[];
}

/**
 * A group or alias name that the configuration does not define. The message lists the
 * available names.
 *
 * @example
 * ```ts
 * try { resolveGroups(config, 'pyhton'); } catch (e) { if (e instanceof GroupNotFoundError) console.error(e.groups); }
 * ```
 */
export class GroupNotFoundError extends BrackenConfigError {
  override name = 'GroupNotFoundError';

  constructor(
    message: string,
    /** Group names defined in the file. */
    readonly groups: string[],
    /** Alias names defined in the file. */
    readonly aliases: string[],
  ) {
    super(message, { code: 'group-not-found' });
  }
}

function isLoaded(config: LoadedConfig | GeneratorsYml): config is LoadedConfig {
  return 'raw' in config && 'document' in config && 'file' in config;
}

function rawOf(config: LoadedConfig | GeneratorsYml): GeneratorsYml {
  return isLoaded(config) ? config.raw : config;
}

/**
 * Expand a group or alias name into the groups to run. Without a name, `default-group`
 * is used. An alias yields each of its groups once, in listed order.
 *
 * @throws GroupNotFoundError when the name (or `default-group`) is missing or unknown; the
 *   message lists the available groups and aliases.
 * @example
 * ```ts
 * const groups = resolveGroups(await loadConfig('generators.yml'), 'all-sdks');
 * ```
 */
export function resolveGroups(config: LoadedConfig | GeneratorsYml, groupOrAlias?: string): ResolvedGroup[] {
  const raw = rawOf(config);
  const where = isLoaded(config) ? config.file : 'generators.yml';
  const groups = raw.groups ?? {};
  const aliases = raw.aliases ?? {};
  const groupNames = Object.keys(groups);
  const aliasNames = Object.keys(aliases);
  const available = `available groups: ${groupNames.join(', ') || '(none)'}; aliases: ${aliasNames.join(', ') || '(none)'}`;
  const wanted = groupOrAlias ?? raw['default-group'];
  if (wanted === undefined) {
    throw new GroupNotFoundError(
      `no group selected: ${where} has no default-group and none was given; ${available}`,
      groupNames,
      aliasNames,
    );
  }
  const toResolved = (name: string): ResolvedGroup => {
    const group = groups[name] ?? {};
    return { name, audiences: group.audiences, generators: group.generators ?? [] };
  };
  if (Object.prototype.hasOwnProperty.call(groups, wanted)) return [toResolved(wanted)];
  if (Object.prototype.hasOwnProperty.call(aliases, wanted)) {
    const names = [...new Set(aliases[wanted] ?? [])];
    const missing = names.filter((n) => !Object.prototype.hasOwnProperty.call(groups, n));
    if (missing.length > 0) {
      throw new GroupNotFoundError(
        `alias "${wanted}" names undefined group "${missing[0]}": ${where}; ${available}`,
        groupNames,
        aliasNames,
      );
    }
    return names.map(toResolved);
  }
  const source = groupOrAlias === undefined ? ' (from default-group)' : '';
  throw new GroupNotFoundError(
    `group not found: "${wanted}"${source} is not a group or alias in ${where}; ${available}`,
    groupNames,
    aliasNames,
  );
}

/** Effective settings of one generator for one spec. */
export interface ResolvedGeneratorSettings {
  /**
   * Reader settings with defaults filled: `api.settings`, then the spec's `settings`, then
   * any generator `config` key with the same name (kebab-case or camelCase) on top.
   */
  settings: Omit<ApiSettings, 'auto-generate-idempotency-key'>;
  /** Idempotency key generation, or `undefined` when it is off. */
  idempotencyKey: IdempotencyKeyConfig | undefined;
  /** The generator's own `config` as written. */
  config: GeneratorConfigOptions;
}

const DEFAULT_IDEMPOTENCY: IdempotencyKeyConfig = { headerName: 'Idempotency-Key', methods: ['POST', 'PUT'] };

/**
 * Normalise an `auto-generate-idempotency-key` value: `true` gives the defaults, an object
 * fills missing fields with them, `false` or `undefined` turns generation off.
 *
 * @example
 * ```ts
 * normalizeIdempotencyKey(true); // { headerName: 'Idempotency-Key', methods: ['POST', 'PUT'] }
 * ```
 */
export function normalizeIdempotencyKey(value: IdempotencyKeySetting | undefined): IdempotencyKeyConfig | undefined {
  if (value === undefined || value === false) return undefined;
  if (value === true) return { headerName: DEFAULT_IDEMPOTENCY.headerName, methods: [...DEFAULT_IDEMPOTENCY.methods] };
  return {
    headerName: value['header-name'] ?? DEFAULT_IDEMPOTENCY.headerName,
    methods: [...(value.methods ?? DEFAULT_IDEMPOTENCY.methods)],
  };
}

function camelCase(kebab: string): string {
  return kebab.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

function schemaDefaults(definition: string): Record<string, unknown> {
  const defs = loadGeneratorsSchema()['definitions'] as Record<string, SchemaNode>;
  const props = (defs[definition]?.['properties'] ?? {}) as Record<string, SchemaNode>;
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(props)) {
    if ('default' in prop) out[key] = structuredClone(prop['default']);
  }
  return out;
}

function settingsNames(): string[] {
  const defs = loadGeneratorsSchema()['definitions'] as Record<string, SchemaNode>;
  const props = (defs['apiSettings']?.['properties'] ?? {}) as Record<string, SchemaNode>;
  return Object.keys(props).filter((k) => k !== 'auto-generate-idempotency-key');
}

/**
 * Effective settings of a generator, with precedence generator `config` > spec
 * `settings` > `api.settings` > defaults. `auto-generate-idempotency-key` follows the same
 * order, and an explicit generator `false` turns it off.
 *
 * @param spec - the spec being generated; its kind picks the defaults. @default the first spec
 * @example
 * ```ts
 * const { settings, idempotencyKey } = resolveGeneratorSettings(config, generator);
 * if (idempotencyKey) console.log(idempotencyKey.headerName);
 * ```
 */
export function resolveGeneratorSettings(
  config: LoadedConfig | GeneratorsYml,
  generator: GeneratorEntry,
  spec?: SpecEntry,
): ResolvedGeneratorSettings {
  const raw = rawOf(config);
  const specs = raw.api?.specs;
  const chosen: SpecEntry | undefined = spec ?? (Array.isArray(specs) ? specs[0] : specs);
  const isAsync = chosen !== undefined && 'asyncapi' in chosen;
  const defaults = schemaDefaults(isAsync ? 'asyncapiSettings' : 'openapiSettings');
  const { 'auto-generate-idempotency-key': apiIdempotency, ...apiSettings } = raw.api?.settings ?? {};
  const specSettings: Record<string, unknown> =
    chosen && 'settings' in chosen && chosen.settings ? { ...chosen.settings } : {};
  const generatorConfig: GeneratorConfigOptions = generator.config ?? {};

  const merged: Record<string, unknown> = { ...defaults, ...apiSettings, ...specSettings };
  for (const name of settingsNames()) {
    const camel = camelCase(name);
    if (generatorConfig[name] !== undefined) merged[name] = generatorConfig[name];
    else if (camel !== name && generatorConfig[camel] !== undefined) merged[name] = generatorConfig[camel];
  }

  const generatorIdempotency = generatorConfig['auto-generate-idempotency-key'];
  const idempotencyKey = normalizeIdempotencyKey(
    generatorIdempotency !== undefined ? generatorIdempotency : apiIdempotency,
  );
  return { settings: merged as ResolvedGeneratorSettings['settings'], idempotencyKey, config: generatorConfig };
}
