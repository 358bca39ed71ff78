import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Diagnostic } from './diagnostic';
import { formatJsonPath } from './diagnostic';
import type { AnalysedDocument } from './located-document';
import { suggest } from './schema';
import { isSecretReference, referencedVariables } from './secrets';

type Segments = Array<string | number>;
type Rec = Record<string, unknown>;

function asRecord(value: unknown): Rec | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Rec) : undefined;
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function entries(value: unknown): Array<[string, unknown]> {
  const rec = asRecord(value);
  return rec ? Object.entries(rec) : [];
}

const HTTP_METHODS = 'GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE';
/** `METHOD /path`, optionally prefixed with `<namespace>::`. */
export const ENDPOINT_REFERENCE = new RegExp(`^(?:[A-Za-z0-9_.-]+::)?(?:${HTTP_METHODS}) /\\S*$`);
const MAVEN_COORDINATE = /^[A-Za-z0-9_.-]+:[A-Za-z0-9_.-]+$/;

/** Inputs the semantic checks need. */
export interface SemanticContext {
  value: unknown;
  analysed: AnalysedDocument;
  /** File name used in diagnostics. */
  file: string;
  /** Absolute folder of the config file. */
  dir: string;
  /** When given, credentials that reference unset variables are reported. */
  env?: Record<string, string | undefined>;
}

/** A local file a config names, with where it is named. */
export interface ReferencedPath {
  segments: Segments;
  relative: string;
  kind: 'spec' | 'override' | 'overlay' | 'proto root' | 'proto target' | 'reference folder';
}

/** Every local path the config names (git sources excluded). */
export function collectReferencedPaths(value: unknown): ReferencedPath[] {
  const out: ReferencedPath[] = [];
  const api = asRecord(asRecord(value)?.['api']);
  const specsValue = api?.['specs'];
  const specList: Array<[unknown, Segments]> = Array.isArray(specsValue)
    ? specsValue.map((s, i) => [s, ['api', 'specs', i]])
    : asRecord(specsValue)
      ? [[specsValue, ['api', 'specs']]]
      : [];
  const addOverrides = (holder: Rec, base: Segments): void => {
    const o = holder['overrides'];
    if (typeof o === 'string') out.push({ segments: [...base, 'overrides'], relative: o, kind: 'override' });
    asArray(o).forEach((item, i) => {
      if (typeof item === 'string') out.push({ segments: [...base, 'overrides', i], relative: item, kind: 'override' });
    });
  };
  for (const [spec, base] of specList) {
    const rec = asRecord(spec);
    if (!rec) continue;
    for (const key of ['openapi', 'asyncapi', 'openrpc', 'conjure']) {
      const v = rec[key];
      if (typeof v === 'string') out.push({ segments: [...base, key], relative: v, kind: 'spec' });
    }
    if (typeof rec['overlays'] === 'string')
      out.push({ segments: [...base, 'overlays'], relative: rec['overlays'], kind: 'overlay' });
    addOverrides(rec, base);
    asArray(asRecord(rec['references'])?.['folders']).forEach((folder, i) => {
      if (typeof folder === 'string')
        out.push({ segments: [...base, 'references', 'folders', i], relative: folder, kind: 'reference folder' });
    });
    const proto = asRecord(rec['proto']);
    if (proto) {
      if (typeof proto['root'] === 'string')
        out.push({ segments: [...base, 'proto', 'root'], relative: proto['root'], kind: 'proto root' });
      if (typeof proto['target'] === 'string')
        out.push({ segments: [...base, 'proto', 'target'], relative: proto['target'], kind: 'proto target' });
      addOverrides(proto, [...base, 'proto']);
    }
  }
  return out;
}

/** Credential fields and their paths. */
export function collectCredentials(value: unknown): Array<{ segments: Segments; value: string }> {
  const out: Array<{ segments: Segments; value: string }> = [];
  const push = (v: unknown, segments: Segments): void => {
    if (typeof v === 'string') out.push({ segments, value: v });
  };
  const root = asRecord(value);
  push(asRecord(asRecord(root?.['whitelabel'])?.['github'])?.['token'], ['whitelabel', 'github', 'token']);
  for (const [groupName, group] of entries(root?.['groups'])) {
    asArray(asRecord(group)?.['generators']).forEach((gen, i) => {
      const base: Segments = ['groups', groupName, 'generators', i];
      const output = asRecord(asRecord(gen)?.['output']);
      if (output) {
        for (const key of ['token', 'password', 'api-key']) push(output[key], [...base, 'output', key]);
        const signature = asRecord(output['signature']);
        if (signature) {
          push(signature['secretKey'], [...base, 'output', 'signature', 'secretKey']);
          push(signature['password'], [...base, 'output', 'signature', 'password']);
        }
      }
      push(asRecord(asRecord(gen)?.['github'])?.['token'], [...base, 'github', 'token']);
    });
  }
  return out;
}

/** Run every check the schema cannot express. */
export function runSemanticChecks(ctx: SemanticContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const report = (severity: Diagnostic['severity'], segments: Segments, message: string, onKey = false): void => {
    const at = onKey
      ? ctx.analysed.locateKey(segments)
      : (ctx.analysed.document.locate(segments) ?? { line: 1, column: 1 });
    out.push({ severity, message, file: ctx.file, line: at.line, column: at.column, path: formatJsonPath(segments) });
  };
  const root = asRecord(ctx.value);
  if (!root) return out;

  const groupNames = entries(root['groups']).map(([name]) => name);
  const aliasNames = entries(root['aliases']).map(([name]) => name);
  const hint = (word: string, candidates: string[]): string => {
    const s = suggest(word, candidates);
    if (s) return `; did you mean "${s}"?`;
    return candidates.length > 0 ? `; expected one of: ${candidates.join(', ')}` : '';
  };

  // Aliases name defined groups.
  for (const [alias, list] of entries(root['aliases'])) {
    asArray(list).forEach((name, i) => {
      if (typeof name === 'string' && !groupNames.includes(name)) {
        report(
          'error',
          ['aliases', alias, i],
          `alias "${alias}" names undefined group "${name}"${hint(name, groupNames)}`,
        );
      }
    });
  }

  // default-group names a group or an alias.
  const defaultGroup = root['default-group'];
  if (typeof defaultGroup === 'string' && !groupNames.includes(defaultGroup) && !aliasNames.includes(defaultGroup)) {
    report(
      'error',
      ['default-group'],
      `default-group "${defaultGroup}" is not a defined group or alias${hint(defaultGroup, [...groupNames, ...aliasNames])}`,
    );
  }

  const api = asRecord(root['api']);

  // Keys the schema accepts but nothing reads yet: a warning, so no one relies on them unknowingly.
  const noEffect = (segments: Segments, what: string): void => {
    report(
      'warning',
      segments,
      `${what} has no effect yet: Bracken does not implement it, so this setting changes nothing`,
      true,
    );
  };
  const specList = Array.isArray(api?.['specs']) ? (api?.['specs'] as unknown[]) : [];
  specList.forEach((spec, i) => {
    const rec = asRecord(spec);
    const proto = asRecord(rec?.['proto']);
    if (proto?.['overrides'] !== undefined) noEffect(['api', 'specs', i, 'proto', 'overrides'], 'proto "overrides"');
    if (proto?.['local-generation'] !== undefined)
      noEffect(
        ['api', 'specs', i, 'proto', 'local-generation'],
        'proto "local-generation" (definitions are always compiled locally, without buf)',
      );
  });

  // Generators.
  for (const [groupName, group] of entries(root['groups'])) {
    if (asArray(asRecord(group)?.['generators']).length === 0) {
      report(
        'error',
        ['groups', groupName],
        `group "${groupName}" has no generators; expected at least one entry under "generators"`,
        true,
      );
    }
    asArray(asRecord(group)?.['generators']).forEach((genValue, i) => {
      const gen = asRecord(genValue);
      if (!gen) return;
      const base: Segments = ['groups', groupName, 'generators', i];
      const hasName = gen['name'] !== undefined;
      const hasImage = gen['image'] !== undefined;
      if (hasName && hasImage) {
        report(
          'error',
          [...base, 'image'],
          '"name" and "image" are mutually exclusive; expected exactly one of them',
          true,
        );
      } else if (!hasName && !hasImage) {
        report('error', base, 'missing generator "name" (or "image"); expected exactly one of them');
      }
      if (asRecord(gen['image'])?.['registry'] !== undefined)
        noEffect(
          [...base, 'image', 'registry'],
          'image "registry" (generators run in this process, never from an image)',
        );
      const output = asRecord(gen['output']);
      const coordinate = output?.['coordinate'];
      if (output?.['location'] === 'maven' && typeof coordinate === 'string' && !MAVEN_COORDINATE.test(coordinate)) {
        report(
          'error',
          [...base, 'output', 'coordinate'],
          `invalid maven coordinate "${coordinate}"; expected groupId:artifactId, for example com.example:petstore-sdk`,
        );
      }
    });
  }

  // Endpoint filters.
  const checkEndpoints = (settings: unknown, segments: Segments): void => {
    asArray(asRecord(asRecord(settings)?.['filter'])?.['endpoints']).forEach((entry, i) => {
      if (typeof entry === 'string' && !ENDPOINT_REFERENCE.test(entry)) {
        report(
          'error',
          [...segments, 'filter', 'endpoints', i],
          `invalid endpoint "${entry}"; expected "METHOD /path" with an optional "<namespace>::" prefix, for example "GET /pets"`,
        );
      }
    });
  };
  checkEndpoints(api?.['settings'], ['api', 'settings']);
  asArray(api?.['specs']).forEach((spec, i) =>
    checkEndpoints(asRecord(spec)?.['settings'], ['api', 'specs', i, 'settings']),
  );
  for (const [feature, list] of entries(asRecord(root['readme'])?.['features'])) {
    asArray(list).forEach((entry, i) => {
      if (typeof entry === 'string' && !ENDPOINT_REFERENCE.test(entry)) {
        report(
          'error',
          ['readme', 'features', feature, i],
          `invalid endpoint "${entry}"; expected "METHOD /path", for example "GET /pets"`,
        );
      }
    });
  }

  // Environments: an object needs exactly one of url and urls.
  for (const [name, env] of entries(api?.['environments'])) {
    const rec = asRecord(env);
    if (!rec) continue;
    const count = Number(rec['url'] !== undefined) + Number(rec['urls'] !== undefined);
    if (count !== 1) {
      report('error', ['api', 'environments', name], `environment "${name}" needs exactly one of "url" and "urls"`);
    }
  }

  // Local files exist.
  const configName = basename(ctx.file);
  for (const ref of collectReferencedPaths(root)) {
    if (!existsSync(resolve(ctx.dir, ref.relative))) {
      report(
        'error',
        ref.segments,
        `${ref.kind} not found: "${ref.relative}"; expected a path relative to the folder of ${configName}`,
      );
    }
  }

  // Credentials are references, never literals.
  for (const cred of collectCredentials(root)) {
    if (!isSecretReference(cred.value)) {
      report(
        'warning',
        cred.segments,
        'credential looks like a literal secret; expected an environment variable reference such as ${TOKEN} or a placeholder such as <TOKEN>',
      );
    } else if (ctx.env) {
      for (const name of referencedVariables(cred.value)) {
        if (ctx.env[name] === undefined)
          report('warning', cred.segments, `environment variable ${name} is not set; publishing will need it`);
      }
    }
  }
  return out;
}
