import { existsSync, readFileSync } from 'node:fs';
import { extname, relative, resolve, sep } from 'node:path';
import type { LoadedConfig, SpecReferences } from '@bracken/config';
import { isBrackenError } from '@bracken/errors';
import { stableStringify } from '@bracken/ir';
import type * as Yaml from 'yaml';
import { BrackenEngineError } from './errors';
import type { Failure, RunOptions } from './events';
import { importers } from './importers';
import { openRun } from './run-config';
import { configDisplayPath } from './locations';
import { writeOwnedFile } from './write-output';

/** Options of {@link updateApi}. */
export interface UpdateApiOptions extends RunOptions {
  /** Update only the specs with this `namespace`. @default every spec with an `origin` */
  api?: string;
  /** Compare only: write nothing, and fail when a local file is behind its origin. @default false */
  check?: boolean;
}

/** What happened to one definition file. */
export interface SpecUpdate {
  /** The definition file, relative to the run's folder. */
  file: string;
  /** Its `origin` URL. */
  origin: string;
  /** `updated` (written), `behind` (differs, `--check`), or `unchanged`. */
  status: 'updated' | 'behind' | 'unchanged';
  /** One line per endpoint or channel: `added GET /pets`, `removed …`, `changed …`. */
  changes: string[];
}

/** Result of {@link updateApi}. */
export interface UpdateApiResult {
  /** No failure, and with `check`, no file behind its origin. */
  ok: boolean;
  updates: SpecUpdate[];
  failures: Failure[];
}

interface OriginSpec {
  key: 'openapi' | 'asyncapi';
  path: string;
  origin: string;
  namespace?: string;
  references?: SpecReferences;
}

function originSpecs(config: LoadedConfig): OriginSpec[] {
  const specs: unknown = config.raw.api?.specs;
  const list: unknown[] = Array.isArray(specs) ? specs : [];
  const out: OriginSpec[] = [];
  for (const spec of list) {
    if (typeof spec !== 'object' || spec === null) continue;
    const entry = spec as Record<string, unknown>;
    for (const key of ['openapi', 'asyncapi'] as const) {
      const path = entry[key];
      if (typeof path !== 'string' || typeof entry['origin'] !== 'string') continue;
      out.push({
        key,
        path,
        origin: entry['origin'],
        ...(typeof entry['namespace'] === 'string' ? { namespace: entry['namespace'] } : {}),
        ...(entry['references'] !== undefined ? { references: entry['references'] as SpecReferences } : {}),
      });
    }
  }
  return out;
}

const isJsonFile = (file: string): boolean => extname(file).toLowerCase() === '.json';

// Loaded on first use: its many modules would otherwise be read at the start of every command.
function yaml(): typeof Yaml {
  return require('yaml') as typeof Yaml;
}

/** Parses a definition's text (JSON is YAML too); `undefined` when it is no mapping. */
function parseDocument(text: string): Record<string, unknown> | undefined {
  const value: unknown = yaml().parse(text, { maxAliasCount: 1000 });
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The operations of a definition, by `METHOD /path` (OpenAPI) or `channel name` (AsyncAPI), as comparable text. */
function operationsOf(document: Record<string, unknown>): Map<string, string> {
  const out = new Map<string, string>();
  const record = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  for (const [path, item] of Object.entries(record(document['paths']))) {
    const shared = Object.fromEntries(Object.entries(record(item)).filter(([key]) => !METHODS.includes(key)));
    for (const [method, operation] of Object.entries(record(item))) {
      if (METHODS.includes(method)) out.set(`${method.toUpperCase()} ${path}`, stableStringify({ shared, operation }));
    }
  }
  for (const [name, channel] of Object.entries(record(document['channels'])))
    out.set(`channel ${name}`, stableStringify(channel));
  for (const [name, operation] of Object.entries(record(document['operations'])))
    out.set(`operation ${name}`, stableStringify(operation));
  return out;
}

/** One line per endpoint that was added, removed or changed; `definition-wide changes` when only shared parts differ. */
function describeChanges(before: Record<string, unknown> | undefined, after: Record<string, unknown>): string[] {
  const old = before === undefined ? new Map<string, string>() : operationsOf(before);
  const next = operationsOf(after);
  const lines: string[] = [];
  for (const [key, text] of next) {
    if (!old.has(key)) lines.push(`added ${key}`);
    else if (old.get(key) !== text) lines.push(`changed ${key}`);
  }
  for (const key of old.keys()) if (!next.has(key)) lines.push(`removed ${key}`);
  // By path, then method: `changed GET /pets`, `added POST /pets`, `removed GET /pets/{id}`.
  const order = (line: string): string => {
    const [, method = '', ...where] = line.split(' ');
    return `${where.join(' ')}\u0000${method}`;
  };
  lines.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  if (lines.length === 0) lines.push('changed shared definitions (components, servers or info)');
  return lines;
}

/**
 * Fetches each spec's `origin` and writes it over the local definition, in the local file's
 * format (a YAML file stays YAML), reporting one line per endpoint added, removed or changed.
 * Fetches follow the rules of remote references (`references.private-network`, `max-bytes`,
 * `timeout-seconds`); a failed fetch or a document that does not parse changes nothing.
 *
 * @example
 * ```ts
 * const { ok } = await updateApi({ config: 'generators.yml', check: true, onEvent: createTextReporter() });
 * ```
 */
export async function updateApi(options: UpdateApiOptions): Promise<UpdateApiResult> {
  const { cwd, emit, failures, fail, config } = await openRun(options);
  const updates: SpecUpdate[] = [];
  if (config === undefined) return { ok: false, updates, failures };
  const specs = originSpecs(config).filter((spec) => options.api === undefined || spec.namespace === options.api);
  if (specs.length === 0) {
    const which = options.api !== undefined ? ` with namespace "${options.api}"` : '';
    fail({
      error: new BrackenEngineError(
        `no spec${which} has an origin to update from: ${configDisplayPath(cwd, options.config)}`,
      ),
    });
    return { ok: false, updates, failures };
  }
  const { fetchRemoteDocument, createReferencePolicy, MAX_REMOTE_REDIRECTS } = importers();
  for (const spec of specs) {
    const target = resolve(config.dir, spec.path);
    const file = relative(cwd, target).split(sep).join('/');
    try {
      const policy = createReferencePolicy(config.dir, spec.references, config.dir);
      let fetched: { bytes: Buffer };
      try {
        fetched = await fetchRemoteDocument(spec.origin, {
          maxBytes: policy.maxBytes,
          deadline: Date.now() + policy.timeoutMs,
          privateNetwork: policy.privateNetwork,
          maxRedirects: MAX_REMOTE_REDIRECTS,
        });
      } catch (error) {
        throw new BrackenEngineError(
          `origin fetch failed: GET ${spec.origin}: ${(error as Error).message}; ${file} was left as it was`,
          { cause: error },
        );
      }
      const text = fetched.bytes.toString('utf8');
      let incoming: Record<string, unknown> | undefined;
      try {
        incoming = parseDocument(text);
      } catch (error) {
        throw new BrackenEngineError(
          `origin is not a definition: GET ${spec.origin}: ${(error as Error).message.split('\n')[0]}; ${file} was left as it was`,
        );
      }
      if (
        incoming === undefined ||
        (incoming['openapi'] === undefined && incoming['swagger'] === undefined && incoming['asyncapi'] === undefined)
      ) {
        throw new BrackenEngineError(
          `origin is not an ${spec.key === 'openapi' ? 'OpenAPI' : 'AsyncAPI'} document: GET ${spec.origin}; ${file} was left as it was`,
        );
      }
      const localText = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
      let local: Record<string, unknown> | undefined;
      try {
        local = localText === undefined ? undefined : parseDocument(localText);
      } catch {
        local = undefined;
      }
      if (local !== undefined && stableStringify(local) === stableStringify(incoming)) {
        const update: SpecUpdate = { file, origin: spec.origin, status: 'unchanged', changes: [] };
        updates.push(update);
        emit({ kind: 'api-updated', update });
        continue;
      }
      const changes = describeChanges(local, incoming);
      if (options.check !== true) {
        // The origin's own text when it is already in the file's format; else converted, keeping key order.
        const sameFormat = isJsonFile(target) ? text.trimStart().startsWith('{') : !text.trimStart().startsWith('{');
        const contents = sameFormat
          ? text
          : isJsonFile(target)
            ? `${JSON.stringify(incoming, null, 2)}\n`
            : yaml().stringify(incoming, { lineWidth: 0 });
        writeOwnedFile(target, contents);
      }
      const update: SpecUpdate = {
        file,
        origin: spec.origin,
        status: options.check === true ? 'behind' : 'updated',
        changes,
      };
      updates.push(update);
      emit({ kind: 'api-updated', update });
    } catch (error) {
      if (!isBrackenError(error)) throw error;
      fail({ job: file, error });
    }
  }
  const behind = options.check === true && updates.some((u) => u.status === 'behind');
  return { ok: failures.length === 0 && !behind, updates, failures };
}
