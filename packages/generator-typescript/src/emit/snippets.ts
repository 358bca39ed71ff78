import type { HttpEndpoint, ObjectProperty, Service, TypeReference } from '@bracken/ir';
import { resolveNamedType, unwrapType } from '@bracken/ir';
import { objectProperties, type GeneratorContext } from '../context';
import { escapeBoolean, escapeNumber, escapePropertyKey, escapeString } from '../printer/escape';
import { authOptions, headerOptions } from './client-context';
import { environmentMembers } from './environments';
import { methodNames, serviceProperties } from './client';
import { planRequest } from './request-plan';
import { propertyKey, propertyKeyVersion } from './types';

/** A date-time in an example, printed as `new Date("...")`. */
class DateExample {
  constructor(readonly iso: string) {}
}

function literal(value: unknown, indent: string): string {
  if (value === null) return 'null';
  if (value instanceof DateExample) return `new Date(${escapeString(value.iso)})`;
  if (typeof value === 'string') return escapeString(value);
  if (typeof value === 'number') return escapeNumber(value);
  if (typeof value === 'boolean') return escapeBoolean(value);
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.map((v) => literal(v, indent)).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([k, v]) => `${escapePropertyKey(k)}: ${literal(v, indent)}`).join(', ')} }`;
  }
  return 'undefined';
}

/** Converts a wire example to the SDK's property names (camelCase with the serde layer). */
function fromWire(ctx: GeneratorContext, type: TypeReference, value: unknown, depth = 0): unknown {
  const t = unwrapType(type);
  if (ctx.serde && typeof value === 'string' && t.kind === 'primitive' && t.primitive === 'dateTime')
    return new DateExample(value);
  const aliased = t.kind === 'named' ? ctx.ir.types[t.typeId]?.shape : undefined;
  if (aliased?.kind === 'alias' && depth <= 8) return fromWire(ctx, aliased.aliasOf, value, depth + 1);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value))
    return t.kind === 'list' || t.kind === 'set' ? value.map((v) => fromWire(ctx, t.itemType, v, depth + 1)) : value;
  const declaration = resolveNamedType(ctx.ir, t);
  if (!declaration || declaration.shape.kind !== 'object') return value;
  const properties = objectProperties(ctx, declaration.id);
  const entries = Object.entries(value as Record<string, unknown>);
  // Large examples look their properties up by wire name instead of searching each time;
  // the first property with a name wins, as a search would find it.
  let byWire: Map<string, ObjectProperty> | undefined;
  if (entries.length > 4 && properties.length > 8) {
    byWire = new Map();
    for (const p of properties) if (!byWire.has(p.name.wireValue)) byWire.set(p.name.wireValue, p);
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of entries) {
    const property = byWire !== undefined ? byWire.get(key) : properties.find((p) => p.name.wireValue === key);
    out[property ? propertyKey(ctx, property) : key] = property ? fromWire(ctx, property.valueType, v, depth + 1) : v;
  }
  return out;
}

/** A placeholder value of a type: required properties only. */
function placeholder(ctx: GeneratorContext, type: TypeReference, name: string, depth = 0): unknown {
  const t = unwrapType(type);
  switch (t.kind) {
    case 'primitive':
      if (t.primitive === 'integer' || t.primitive === 'long' || t.primitive === 'float' || t.primitive === 'double')
        return 1;
      if (t.primitive === 'boolean') return true;
      if (t.primitive === 'dateTime')
        return ctx.serde ? new DateExample('2024-01-15T09:30:00Z') : '2024-01-15T09:30:00Z';
      if (t.primitive === 'date') return '2024-01-15';
      return name || 'string';
    case 'literal':
      return t.value;
    case 'list':
    case 'set':
      return depth > 3 ? [] : [placeholder(ctx, t.itemType, name, depth + 1)];
    case 'map':
      return { key: depth > 3 ? 'value' : placeholder(ctx, t.valueType, 'value', depth + 1) };
    case 'named': {
      const declaration = ctx.ir.types[t.typeId];
      if (!declaration || depth > 3) return {};
      const shape = declaration.shape;
      if (shape.kind === 'enum') return shape.values[0]?.name.wireValue ?? '';
      if (shape.kind === 'alias') return placeholder(ctx, shape.aliasOf, name, depth + 1);
      if (shape.kind === 'undiscriminatedUnion')
        return shape.members[0] ? placeholder(ctx, shape.members[0].type, name, depth + 1) : {};
      if (shape.kind === 'discriminatedUnion') {
        const variant = shape.variants[0];
        if (!variant) return {};
        const out: Record<string, unknown> = {
          [ctx.serde ? shape.discriminant.camelCase : shape.discriminant.wireValue]: variant.discriminantValue,
        };
        for (const p of [...objectProperties(ctx, variant.typeId), ...shape.baseProperties]) {
          if (p.valueType.kind !== 'optional' && p.name.wireValue !== shape.discriminant.wireValue)
            out[propertyKey(ctx, p)] = placeholder(ctx, p.valueType, p.name.wireValue, depth + 1);
        }
        return out;
      }
      const out: Record<string, unknown> = {};
      for (const p of objectProperties(ctx, declaration.id)) {
        if (p.valueType.kind !== 'optional')
          out[propertyKey(ctx, p)] =
            p.example !== undefined
              ? fromWire(ctx, p.valueType, p.example)
              : placeholder(ctx, p.valueType, p.name.wireValue, depth + 1);
      }
      return out;
    }
    default:
      return {};
  }
}

/** The arguments of an example call, and what stands for an omitted request when options follow. */
export interface SnippetArguments {
  /** `client.<service>.<method>`. */
  method: string;
  args: string[];
  /** `{}` when the method takes a request object the example leaves out. */
  omittedRequest: string | undefined;
}

function snippetArguments(ctx: GeneratorContext, service: Service, endpoint: HttpEndpoint): SnippetArguments {
  // The call is printed in the method's docs and again in the reference: make it once.
  let made = ctx.caches.snippetCalls.get(endpoint);
  if (made === undefined || made.version !== propertyKeyVersion(ctx)) {
    made = { call: buildSnippetArguments(ctx, service, endpoint), version: propertyKeyVersion(ctx) };
    ctx.caches.snippetCalls.set(endpoint, made);
  }
  return made.call;
}

/**
 * An example call of an endpoint without `await`: `client.pets.create({ ... })`, with
 * `requestOptions` (the text of an object literal) as the last argument when given.
 */
export function exampleCall(
  ctx: GeneratorContext,
  service: Service,
  endpoint: HttpEndpoint,
  requestOptions?: string,
): string {
  const { method, args, omittedRequest } = snippetArguments(ctx, service, endpoint);
  if (requestOptions === undefined) return `${method}(${args.join(', ')})`;
  return `${method}(${[...args, ...(omittedRequest !== undefined ? [omittedRequest] : []), requestOptions].join(', ')})`;
}

/** The call statement of an endpoint, optionally preceded by the client construction. */
export function endpointSnippet(
  ctx: GeneratorContext,
  service: Service,
  endpoint: HttpEndpoint,
  options: { call?: boolean } = {},
): string {
  const call = `await ${exampleCall(ctx, service, endpoint)};`;
  if (options.call) return call;
  return `${clientConstruction(ctx)}\n${call}`;
}

function buildSnippetArguments(ctx: GeneratorContext, service: Service, endpoint: HttpEndpoint): SnippetArguments {
  const plan = planRequest(ctx, endpoint);
  const example = endpoint.examples[0];
  const args: string[] = [];
  let omittedRequest: string | undefined;
  for (const p of plan.positional) {
    const given = example?.pathParameters?.[p.parameter.name.wireValue] ?? p.parameter.example;
    const value =
      given !== undefined
        ? fromWire(ctx, p.parameter.valueType, given)
        : placeholder(ctx, p.parameter.valueType, p.parameter.name.wireValue);
    args.push(literal(value, ''));
  }
  const body = endpoint.requestBody;
  if (plan.bodyIsRequest && body) {
    const value =
      body.kind === 'json' || body.kind === 'formUrlEncoded'
        ? example?.requestBody !== undefined
          ? fromWire(ctx, body.bodyType, example.requestBody)
          : placeholder(ctx, body.bodyType, 'value')
        : body.kind === 'text'
          ? 'text'
          : undefined;
    args.push(value === undefined ? 'new Uint8Array([1, 2, 3])' : literal(value, ''));
  } else if (plan.members.length > 0) {
    const entries: string[] = [];
    for (const member of plan.members) {
      if (member.optional) continue;
      let value: unknown;
      if (member.source === 'part' && member.part?.isFile) {
        entries.push(`${escapePropertyKey(member.key)}: new Blob(["data"])`);
        continue;
      }
      if (member.source === 'body' && member.property) {
        const wire = (example?.requestBody as Record<string, unknown> | undefined)?.[member.property.name.wireValue];
        value =
          wire !== undefined
            ? fromWire(ctx, member.property.valueType, wire)
            : placeholder(ctx, member.type, member.property.name.wireValue);
      } else if (member.parameter) {
        const where =
          member.source === 'query'
            ? example?.queryParameters
            : member.source === 'header'
              ? example?.headers
              : example?.pathParameters;
        const given = where?.[member.parameter.name.wireValue] ?? member.parameter.example;
        value =
          given !== undefined
            ? fromWire(ctx, member.type, given)
            : placeholder(ctx, member.type, member.parameter.name.wireValue);
      } else {
        value = placeholder(ctx, member.type, member.key);
      }
      entries.push(`${escapePropertyKey(member.key)}: ${literal(value, '')}`);
    }
    if (entries.length > 0 || !plan.requestOptional) args.push(entries.length > 0 ? `{ ${entries.join(', ')} }` : '{}');
    else omittedRequest = '{}';
  }
  const property = serviceProperties(ctx).get(service.id)!;
  const method = methodNames(service).get(endpoint.id)!;
  return { method: `client.${property}.${method}`, args, omittedRequest };
}

/** `import` and `new <Ns>Client({...})` for snippets: `baseUrl` when there are no environments. */
export function clientConstruction(ctx: GeneratorContext): string {
  const members = environmentMembers(ctx);
  const imports = [ctx.clientName];
  const options: string[] = [];
  if (members.length > 0) {
    imports.push(ctx.environmentName);
    options.push(`environment: ${ctx.environmentName}.${members[0]!.key}`);
  } else {
    options.push('baseUrl: "https://api.example.com"');
  }
  for (const option of authOptions(ctx))
    options.push(
      `${escapePropertyKey(option.name)}: ${escapeString(`YOUR_${option.name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`)}`,
    );
  for (const option of headerOptions(ctx))
    if (option.required)
      options.push(`${escapePropertyKey(option.name)}: ${escapeString(`YOUR_${option.name.toUpperCase()}`)}`);
  return `import { ${imports.join(', ')} } from ${escapeString(ctx.options.packageName)};\n\nconst client = new ${ctx.clientName}({ ${options.join(', ')} });`;
}

/** `snippets.json`: one TypeScript snippet per endpoint. */
export function emitSnippets(ctx: GeneratorContext): { path: string; contents: string } {
  const endpoints = ctx.ir.services.flatMap((service) =>
    service.endpoints.map((endpoint) => ({
      id: { method: endpoint.method, path: endpoint.path, identifier_override: endpoint.id },
      snippet: { type: 'typescript', client: endpointSnippet(ctx, service, endpoint) },
    })),
  );
  endpoints.sort((a, b) =>
    a.id.path < b.id.path
      ? -1
      : a.id.path > b.id.path
        ? 1
        : a.id.method < b.id.method
          ? -1
          : a.id.method > b.id.method
            ? 1
            : 0,
  );
  return { path: 'snippets.json', contents: `${JSON.stringify({ types: {}, endpoints }, null, 2)}\n` };
}
