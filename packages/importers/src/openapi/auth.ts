import { createName, type ApiAuth, type AuthScheme, type CasingOptions } from '@bracken/ir';
import { isRecord, type JsonObject } from '../json';

function convertScheme(id: string, scheme: JsonObject, casing: CasingOptions): AuthScheme | undefined {
  const docs = typeof scheme['description'] === 'string' ? { docs: scheme['description'] } : {};
  const type = scheme['type'];
  if (type === 'http') {
    const httpScheme = typeof scheme['scheme'] === 'string' ? scheme['scheme'].toLowerCase() : 'bearer';
    if (httpScheme === 'basic') {
      return {
        kind: 'basic',
        id,
        username: { kind: 'basicField', name: createName('username', casing), omit: false },
        password: { kind: 'basicField', name: createName('password', casing), omit: false },
        ...docs,
      };
    }
    if (httpScheme === 'bearer')
      return { kind: 'bearer', id, token: createName('token', casing), prefix: 'Bearer', ...docs };
    return {
      kind: 'header',
      id,
      location: 'header',
      wireName: 'Authorization',
      name: createName(id, casing),
      valueType: { kind: 'primitive', primitive: 'string' },
      prefix: `${scheme['scheme'] as string} `,
      ...docs,
    };
  }
  if (type === 'apiKey') {
    const wireName = typeof scheme['name'] === 'string' ? scheme['name'] : id;
    const location = scheme['in'] === 'query' || scheme['in'] === 'cookie' ? scheme['in'] : 'header';
    return {
      kind: 'header',
      id,
      location,
      wireName,
      name: createName(wireName, casing),
      valueType: { kind: 'primitive', primitive: 'string' },
      ...docs,
    };
  }
  if (type === 'oauth2') {
    const flows = isRecord(scheme['flows']) ? scheme['flows'] : {};
    const clientCredentials = flows['clientCredentials'];
    if (isRecord(clientCredentials)) {
      const oauth: AuthScheme = {
        kind: 'oauth',
        id,
        flow: 'client-credentials',
        scopes: isRecord(clientCredentials['scopes']) ? Object.keys(clientCredentials['scopes']) : [],
        tokenPrefix: 'Bearer',
        tokenHeader: 'Authorization',
        ...docs,
      };
      if (typeof clientCredentials['tokenUrl'] === 'string') oauth.tokenUrl = clientCredentials['tokenUrl'];
      return oauth;
    }
    return { kind: 'bearer', id, token: createName('token', casing), prefix: 'Bearer', ...docs };
  }
  if (type === 'openIdConnect')
    return { kind: 'bearer', id, token: createName('token', casing), prefix: 'Bearer', ...docs };
  return undefined;
}

/**
 * Maps `components.securitySchemes` to IR auth: HTTP bearer and basic, API keys (header,
 * query, cookie), OAuth client credentials; other OAuth flows and OpenID Connect become
 * bearer tokens. The top-level `security` decides the requirement: several alternatives
 * are `any`, one alternative naming several schemes is `all`.
 */
export function convertSecuritySchemes(document: JsonObject, casing: CasingOptions): ApiAuth {
  const components = isRecord(document['components']) ? document['components'] : {};
  const schemes = isRecord(components['securitySchemes']) ? components['securitySchemes'] : {};
  const converted: AuthScheme[] = [];
  for (const [id, scheme] of Object.entries(schemes)) {
    if (!isRecord(scheme)) continue;
    const result = convertScheme(id, scheme, casing);
    if (result) converted.push(result);
  }
  const security = Array.isArray(document['security']) ? document['security'].filter(isRecord) : [];
  const alternatives = security.filter((requirement) => Object.keys(requirement).length > 0);
  let requirement: ApiAuth['requirement'] = converted.length > 1 ? 'any' : 'single';
  if (alternatives.length === 1 && Object.keys(alternatives[0]!).length > 1) requirement = 'all';
  else if (alternatives.length > 1) requirement = 'any';
  else if (alternatives.length === 1) requirement = 'single';
  // Schemes named by the top-level security come first, in its order.
  const named = alternatives.flatMap((a) => Object.keys(a));
  const ordered = [...converted].sort((a, b) => rank(named, a.id) - rank(named, b.id));
  const auth: ApiAuth = { kind: 'auth', requirement, schemes: ordered };
  return auth;
}

function rank(named: string[], id: string): number {
  const index = named.indexOf(id);
  return index < 0 ? named.length : index;
}

/** Names of every scheme the definition declares in `securitySchemes` and uses in a `security` array. */
export function declaredSecuritySchemes(document: JsonObject): { declared: Set<string>; used: Set<string> } {
  const components = isRecord(document['components']) ? document['components'] : {};
  const schemes = isRecord(components['securitySchemes']) ? components['securitySchemes'] : {};
  const used = new Set<string>();
  const addAll = (security: unknown): void => {
    if (!Array.isArray(security)) return;
    for (const requirement of security) if (isRecord(requirement)) Object.keys(requirement).forEach((k) => used.add(k));
  };
  addAll(document['security']);
  const paths = isRecord(document['paths']) ? document['paths'] : {};
  for (const item of Object.values(paths)) {
    if (!isRecord(item)) continue;
    for (const operation of Object.values(item)) if (isRecord(operation)) addAll(operation['security']);
  }
  return { declared: new Set(Object.keys(schemes)), used };
}
