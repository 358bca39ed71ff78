import { suggest, type Diagnostic, type LoadedConfig } from '@bracken/config';
import { allEndpoints, type HttpEndpoint, type IntermediateRepresentation } from '@bracken/ir';
import { normaliseEndpointReference } from './openapi/endpoints';
import { joinPointer } from '@bracken/errors';

/** What a `readme` endpoint reference resolves to: one endpoint, or why none. */
export type ReadmeEndpointResolution = { endpoint: HttpEndpoint } | { problem: string };

/** `METHOD /path` of an entry written as a string or as `{ method, path }`. */
function referenceText(entry: string | { method: string; path: string }): string {
  return typeof entry === 'string' ? entry : `${entry.method} ${entry.path}`;
}

/**
 * Finds the endpoint a `readme.features` entry or `readme.defaultEndpoint` names: `METHOD /path`
 * (or `{ method, path }`), with an optional `<namespace>::` prefix. Without a prefix the path
 * may belong to any namespace, as long as only one has it.
 *
 * @example resolveReadmeEndpoint(ir, 'v1::GET /plants') // { endpoint: { id: 'v1::GET /plants', ... } }
 */
export function resolveReadmeEndpoint(
  ir: IntermediateRepresentation,
  entry: string | { method: string; path: string },
): ReadmeEndpointResolution {
  const written = referenceText(entry).trim();
  const reference = normaliseEndpointReference(written);
  const endpoints = allEndpoints(ir);
  const byId = endpoints.find((e) => e.id === reference);
  if (byId) return { endpoint: byId };
  if (!reference.includes('::')) {
    const space = reference.indexOf(' ');
    const method = reference.slice(0, space);
    const path = reference.slice(space + 1);
    const matches = endpoints.filter((e) => e.method === method && e.path === path);
    if (matches.length === 1) return { endpoint: matches[0]! };
    if (matches.length > 1) {
      const namespaces = matches.map((e) => e.namespace ?? '(none)').join(', ');
      return {
        problem: `endpoint "${written}" is in several namespaces (${namespaces}); prefix it with "<namespace>::"`,
      };
    }
  }
  // A namespace prefix is matched as written, so a typo in the path alone still finds its endpoint.
  const bare = reference.includes('::') ? reference.slice(reference.lastIndexOf('::') + 2) : reference;
  const near = suggest(
    bare,
    endpoints.map((e) => `${e.method} ${e.path}`),
  );
  const hint = endpoints.find((e) => `${e.method} ${e.path}` === near)?.id;
  return {
    problem: `unknown endpoint "${written}": the definitions have no such endpoint${hint !== undefined ? `; did you mean "${hint}"?` : ''}`,
  };
}

/**
 * Every `readme.features` entry and `readme.defaultEndpoint` of the config that names no
 * endpoint of `ir` (the SDK's own, after audiences), as errors located in `generators.yml`;
 * `beforeAudiences` tells a reference that the group's audiences leave out.
 */
export function readmeReferenceProblems(
  config: LoadedConfig,
  ir: IntermediateRepresentation,
  beforeAudiences: IntermediateRepresentation = ir,
): Diagnostic[] {
  const readme = config.raw.readme;
  if (readme === undefined || (readme.features === undefined && readme.defaultEndpoint === undefined)) return [];
  const out: Diagnostic[] = [];
  const check = (entry: string | { method: string; path: string }, pointer: string, what: string): void => {
    const resolved = resolveReadmeEndpoint(ir, entry);
    if ('endpoint' in resolved) return;
    const whole = beforeAudiences === ir ? resolved : resolveReadmeEndpoint(beforeAudiences, entry);
    const problem =
      'endpoint' in whole
        ? `endpoint "${whole.endpoint.id}" is not in this SDK: the group's audiences leave it out`
        : resolved.problem;
    const at = config.document.locate(pointer) ?? { line: 1, column: 1 };
    out.push({
      severity: 'error',
      message: `${problem} (${what})`,
      file: config.document.file,
      line: at.line,
      column: at.column,
    });
  };
  for (const [feature, entries] of Object.entries(readme.features ?? {})) {
    (entries ?? []).forEach((entry, i) =>
      check(entry, joinPointer('/readme/features', feature, i), `readme.features.${feature}`),
    );
  }
  if (readme.defaultEndpoint !== undefined)
    check(readme.defaultEndpoint, '/readme/defaultEndpoint', 'readme.defaultEndpoint');
  return out;
}
