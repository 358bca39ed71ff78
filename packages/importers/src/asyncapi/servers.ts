import type {
  ApiAuth,
  AuthScheme,
  Environments,
  MultiUrlEnvironment,
  ServerVariable,
  SingleUrlEnvironment,
} from '@bracken/ir';
import type { TypeNamer } from '../definition-kit/naming';
import { isRecord, type JsonObject } from '../json';
import { multiUrlEnvironments, singleUrlEnvironments } from '../server-environments';

/** One server of the document, normalised across AsyncAPI 2.x and 3.0. */
export interface AsyncServer {
  name: string;
  protocol: string;
  /** Full URL template including the scheme. */
  url: string;
  /** Host part (with port) of the URL. */
  host: string;
  docs?: string;
  variables: JsonObject;
  secured: boolean;
}

/** Reads `servers` of an AsyncAPI 2.x or 3.0 document. */
export function readServers(document: JsonObject, major: number): AsyncServer[] {
  const servers = isRecord(document.servers) ? document.servers : {};
  return Object.entries(servers).flatMap(([name, raw]): AsyncServer[] => {
    if (!isRecord(raw)) return [];
    const protocol = typeof raw.protocol === 'string' ? raw.protocol.toLowerCase() : 'ws';
    let url: string;
    if (major >= 3) {
      const host = typeof raw.host === 'string' ? raw.host : '';
      const pathname = typeof raw.pathname === 'string' ? raw.pathname : '';
      url = `${protocol}://${host}${pathname}`;
    } else {
      const written = typeof raw.url === 'string' ? raw.url : '';
      url = written.includes('://') ? written : `${protocol}://${written}`;
    }
    const host = url.replace(/^[a-z0-9+.-]+:\/\//i, '').split('/')[0] ?? '';
    const security = raw.security;
    return [
      {
        name,
        protocol,
        url: url.replace(/\/$/, ''),
        host,
        ...(typeof raw.description === 'string' ? { docs: raw.description } : {}),
        variables: isRecord(raw.variables) ? raw.variables : {},
        secured: Array.isArray(security) && security.length > 0,
      },
    ];
  });
}

/**
 * Servers as environments. One environment per server; with `groupByHost`, one environment
 * per host whose URLs are keyed by server name.
 */
export function serversToEnvironments(
  servers: AsyncServer[],
  namer: TypeNamer,
  groupByHost: boolean,
): Environments | undefined {
  if (servers.length === 0) return undefined;
  const variables = new Map<string, ServerVariable>();
  for (const server of servers) {
    for (const [key, raw] of Object.entries(server.variables)) {
      if (variables.has(key) || !isRecord(raw)) continue;
      const values = Array.isArray(raw.enum) ? raw.enum.filter((v): v is string => typeof v === 'string') : undefined;
      variables.set(key, {
        kind: 'serverVariable',
        name: namer.name(key),
        ...(typeof raw.default === 'string' ? { default: raw.default } : {}),
        ...(values && values.length > 0 ? { values } : {}),
        ...(typeof raw.description === 'string' ? { docs: raw.description } : {}),
      });
    }
  }
  const serverVariables = [...variables.values()];
  if (!groupByHost) {
    const environments: SingleUrlEnvironment[] = servers.map((s) => ({
      kind: 'singleUrl',
      id: s.name,
      name: namer.name(s.name),
      url: s.url,
      ...(s.docs ? { docs: s.docs } : {}),
    }));
    return singleUrlEnvironments(environments, serverVariables);
  }
  const groups = new Map<string, AsyncServer[]>();
  for (const server of servers) groups.set(server.host, [...(groups.get(server.host) ?? []), server]);
  const baseUrlIds: string[] = [];
  const environments: MultiUrlEnvironment[] = [...groups.entries()].map(([host, members]) => {
    const urls: Record<string, string> = {};
    for (const member of members) {
      urls[member.name] = member.url;
      if (!baseUrlIds.includes(member.name)) baseUrlIds.push(member.name);
    }
    return { kind: 'multiUrl', id: host, name: namer.name(host), urls };
  });
  return multiUrlEnvironments(
    environments,
    baseUrlIds.map((id) => ({ kind: 'baseUrl', id, name: namer.name(id) })),
    serverVariables,
  );
}

/** Security schemes of `components.securitySchemes` that an SDK can fill in. */
export function securitySchemesToAuth(document: JsonObject, namer: TypeNamer): ApiAuth {
  const components = isRecord(document.components) ? document.components : {};
  const declared = isRecord(components.securitySchemes) ? components.securitySchemes : {};
  const schemes: AuthScheme[] = [];
  for (const [id, raw] of Object.entries(declared)) {
    if (!isRecord(raw)) continue;
    const docs = typeof raw.description === 'string' ? { docs: raw.description } : {};
    const type = typeof raw.type === 'string' ? raw.type : '';
    if (type === 'httpApiKey' && typeof raw.name === 'string') {
      const location = raw.in === 'query' ? 'query' : raw.in === 'cookie' ? 'cookie' : 'header';
      schemes.push({
        kind: 'header',
        id,
        location,
        wireName: raw.name,
        name: namer.name(raw.name),
        valueType: { kind: 'primitive', primitive: 'string' },
        ...docs,
      });
    } else if (type === 'http' && typeof raw.scheme === 'string' && raw.scheme.toLowerCase() === 'bearer') {
      schemes.push({ kind: 'bearer', id, token: namer.name('token'), prefix: 'Bearer', ...docs });
    } else if (
      (type === 'http' && typeof raw.scheme === 'string' && raw.scheme.toLowerCase() === 'basic') ||
      type === 'userPassword'
    ) {
      schemes.push({
        kind: 'basic',
        id,
        username: { kind: 'basicField', name: namer.name('username'), omit: false },
        password: { kind: 'basicField', name: namer.name('password'), omit: false },
        ...docs,
      });
    } else if (type === 'oauth2' && isRecord(raw.flows) && isRecord(raw.flows.clientCredentials)) {
      const flow = raw.flows.clientCredentials;
      const scopeMap = isRecord(flow.availableScopes) ? flow.availableScopes : isRecord(flow.scopes) ? flow.scopes : {};
      schemes.push({
        kind: 'oauth',
        id,
        flow: 'client-credentials',
        scopes: Object.keys(scopeMap),
        tokenPrefix: 'Bearer',
        tokenHeader: 'Authorization',
        ...(typeof flow.tokenUrl === 'string' ? { tokenUrl: flow.tokenUrl } : {}),
        ...docs,
      });
    }
  }
  return { kind: 'auth', requirement: schemes.length > 1 ? 'any' : 'single', schemes };
}
