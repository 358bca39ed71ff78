import {
  createName,
  NameScope,
  type CasingOptions,
  type Environments,
  type MultiUrlEnvironment,
  type ServerVariable,
  type SingleUrlEnvironment,
} from '@bracken/ir';
import { isRecord, type JsonObject } from '../json';
import { multiUrlEnvironments, singleUrlEnvironments } from '../server-environments';

interface Server {
  url: string;
  name: string;
  explicitName: boolean;
}

function serverName(server: JsonObject, index: number): { name: string; explicit: boolean } {
  const explicit = server['x-bracken-server-name'];
  if (typeof explicit === 'string' && explicit !== '') return { name: explicit, explicit: true };
  const description = server['description'];
  if (typeof description === 'string' && description !== '' && description.length <= 40)
    return { name: description, explicit: false };
  return { name: index === 0 ? 'Production' : `Server ${index + 1}`, explicit: false };
}

function hostOf(url: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i.exec(url);
  return match ? match[1]!.toLowerCase() : url;
}

function protocolOf(url: string): string {
  return /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase() ?? 'https';
}

function suffixOf(url: string): string {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]+/i, '').replace(/[{}]/g, '');
  return path !== '' && path !== '/' ? path : protocolOf(url);
}

/**
 * Converts `servers` to IR environments: one environment per server, named by
 * `x-bracken-server-name` (or a short `description`), with the server URL variables
 * collected. With `groupByHost`, servers sharing a host become one environment with several
 * base URLs, whose ids are the server names (suffixed with path or protocol on collision).
 */
export function convertServers(
  servers: unknown,
  casing: CasingOptions,
  groupByHost: boolean,
): Environments | undefined {
  if (!Array.isArray(servers)) return undefined;
  const list: Server[] = [];
  const variables = new Map<string, ServerVariable>();
  servers.forEach((raw, index) => {
    if (!isRecord(raw) || typeof raw['url'] !== 'string') return;
    const { name, explicit } = serverName(raw, index);
    list.push({ url: raw['url'], name, explicitName: explicit });
    for (const [key, variable] of Object.entries(isRecord(raw['variables']) ? raw['variables'] : {})) {
      if (variables.has(key) || !isRecord(variable)) continue;
      const converted: ServerVariable = { kind: 'serverVariable', name: createName(key, casing) };
      if (variable['default'] !== undefined) converted.default = String(variable['default']);
      if (Array.isArray(variable['enum'])) converted.values = variable['enum'].map(String);
      if (typeof variable['description'] === 'string') converted.docs = variable['description'];
      variables.set(key, converted);
    }
  });
  if (list.length === 0) return undefined;
  const serverVariables = [...variables.values()];
  const ids = new NameScope({ kind: 'object', suffix: { kind: 'number' } });
  const uniqueId = (name: string): string => {
    const camel = createName(name, casing).camelCase;
    return ids.claim(camel || 'server', { stem: camel });
  };
  if (!groupByHost) {
    const environments = list.map(
      (server): SingleUrlEnvironment => ({
        kind: 'singleUrl',
        id: uniqueId(server.name),
        name: createName(server.name, casing),
        url: server.url,
      }),
    );
    return singleUrlEnvironments(environments, serverVariables);
  }
  const groups = new Map<string, Server[]>();
  for (const server of list) {
    const host = hostOf(server.url);
    groups.set(host, [...(groups.get(host) ?? []), server]);
  }
  if ([...groups.values()].every((group) => group.length === 1)) return convertServers(servers, casing, false);
  const baseUrlIds = new Set<string>();
  const groupList = [...groups.values()];
  // Ids are the server names. When servers of one host share a name (usually the
  // environment's), the protocol (or, with one protocol, the path) tells them apart instead,
  // for every environment alike, so the same base URL has the same id everywhere.
  const byRole = groupList.some((group) => new Set(group.map((s) => s.name)).size < group.length);
  const environments = groupList.map((group): MultiUrlEnvironment => {
    const urls: Record<string, string> = {};
    const urlIds = new NameScope({ kind: 'object', suffix: { kind: 'number' } });
    const protocols = new Set(group.map((server) => protocolOf(server.url)));
    for (const server of group) {
      const role = protocols.size === group.length ? protocolOf(server.url) : suffixOf(server.url);
      const id = urlIds.claim(createName(byRole ? role : server.name, casing).camelCase || 'server');
      urls[id] = server.url;
      baseUrlIds.add(id);
    }
    const first = group[0]!;
    return { kind: 'multiUrl', id: uniqueId(first.name), name: createName(first.name, casing), urls };
  });
  return multiUrlEnvironments(
    environments,
    [...baseUrlIds].map((id) => ({ kind: 'baseUrl', id, name: createName(id, casing) })),
    serverVariables,
  );
}
