import {
  collectReachableTypes,
  createEmptyIr,
  type HttpMethod,
  type IntermediateRepresentation,
  type Parameter,
  type TypeDeclaration,
  type TypeReference,
  type Webhook,
} from '@bracken/ir';
import { ImporterError } from '../errors';
import { assertReferenceDepth } from '../ir-limits';
import { isRecord, type JsonObject } from '../json';
import { convertSecuritySchemes } from './auth';
import { ImportContext, readString } from './context';
import { loadOpenApiDocument, type LoadedOpenApiDocument } from './document';
import { EndpointConverter, OPERATION_METHODS, derefObject } from './endpoints';
import { convertServers } from './environments';
import { readWebhookSignature } from './extensions';
import { applyLiteralPatches, convertComponentSchemas, convertSchema, registerComponentSchemas } from './schemas';
import type { ReferencePolicy } from '../references/reference-policy';
import { resolveOpenApiSettings, type OpenApiImportSettings } from './settings';
import { joinPointer } from '@bracken/errors';

/** What {@link parseOpenApi} reads. */
export interface OpenApiInput {
  /** Absolute path of the definition (also the base for overlays and overrides). */
  file: string;
  /** The parsed definition, when already in memory; `file` is then only used for paths. */
  document?: unknown;
  /** Prefix of every endpoint, type and error id (`<namespace>::POST /path`). */
  namespace?: string;
  /** Overlay 1.0 file, relative to the definition's folder (or absolute). */
  overlays?: string;
  /** Override files, deep-merged in listed order after the overlay. */
  overrides?: string | string[];
  /** The path shown in diagnostics and IR sources (relative to the config folder). */
  displayFile?: string;
  /**
   * Where external `$ref`s may lead.
   * @default the definition's own folder tree, nothing remote
   */
  references?: ReferencePolicy;
}

/** Options of {@link parseOpenApi}. */
export interface OpenApiParseOptions {
  /**
   * Case names with `smart-casing` (`v2`, `CustomerID`, `HTTPSConnection`).
   * @default false
   */
  smartCasing?: boolean;
}

/**
 * Imports a Swagger 2.0, OpenAPI 3.0 or 3.1 definition into the IR. Component schemas stay
 * named types (`$ref`s are never expanded), so recursive schemas become recursive types.
 *
 * @example
 * const ir = await parseOpenApi({ file: '/abs/openapi.yml', displayFile: 'openapi.yml' }, { 'inline-path-parameters': true });
 */
export async function parseOpenApi(
  input: OpenApiInput,
  settings?: OpenApiImportSettings,
  options: OpenApiParseOptions = {},
): Promise<IntermediateRepresentation> {
  const loaded = await loadOpenApiDocument(input);
  return convertOpenApiDocument(loaded, settings, {
    ...options,
    ...(input.namespace !== undefined ? { namespace: input.namespace } : {}),
  });
}

/** Converts an already loaded definition (see {@link parseOpenApi}). */
export function convertOpenApiDocument(
  loaded: LoadedOpenApiDocument,
  settings?: OpenApiImportSettings,
  options: OpenApiParseOptions & { namespace?: string; reservedNames?: Iterable<string> } = {},
): IntermediateRepresentation {
  const resolved = resolveOpenApiSettings(settings);
  const casing = { smartCasing: options.smartCasing ?? false };
  const document = loaded.document;
  const ctx = new ImportContext(document, resolved, casing, loaded.displayFile, options.namespace);
  // Names already used by earlier definitions of the same API (without a namespace).
  for (const name of options.reservedNames ?? []) ctx.typeNames.reserve(name);
  const info = isRecord(document['info']) ? document['info'] : {};
  const ir = createEmptyIr(readString(info, 'title') ?? 'API', casing);
  const version = readString(info, 'version');
  if (version !== undefined) ir.apiVersion = version;
  const docs = readString(info, 'description');
  if (docs !== undefined) ir.docs = docs;
  if (options.namespace !== undefined) ir.namespaces = [options.namespace];

  registerComponentSchemas(ctx);
  convertComponentSchemas(ctx);
  ir.auth = convertSecuritySchemes(document, casing);
  const environments = convertServers(document['servers'], casing, resolved.groupEnvironmentsByHost);
  const baseUrlByUrl = new Map<string, string>();
  for (const environment of environments?.environments ?? []) {
    if (environment.kind === 'multiUrl')
      for (const [id, url] of Object.entries(environment.urls)) baseUrlByUrl.set(url, id);
  }
  const endpoints = new EndpointConverter(
    ctx,
    new Set(ir.auth.schemes.map((s) => s.id)),
    document['security'],
    baseUrlByUrl,
  );
  endpoints.convertPaths();
  ir.webhooks = convertWebhooks(ctx);
  applyLiteralPatches(ctx);

  ir.services = [...endpoints.services.values()].map((b) => b.service);
  ir.errors = recordOf(endpoints.errors);
  ir.types = recordOf(ctx.types);
  assertNoBareTypeCycles(ir, ctx.displayFile);
  assertReferenceDepth(ir, ctx.displayFile);
  if (environments) ir.environments = environments;
  if (resolved.resolveAliases) inlineAliases(ir, resolved.resolveAliasesExcept);
  if (resolved.onlyIncludeReferencedSchemas) {
    const reachable = collectReachableTypes(ir);
    ir.types = Object.fromEntries(Object.entries(ir.types).filter(([id]) => reachable.has(id)));
  }
  return ir;
}

/** `Object.fromEntries(map)`, about twice as fast for thousands of entries (no entry arrays). */
function recordOf<T>(map: Map<string, T>): Record<string, T> {
  const record: Record<string, T> = {};
  map.forEach((value, key) => {
    record[key] = value;
  });
  return record;
}

/** The named types a reference stands for directly (through optional and nullable, not containers). */
function bareNamedTypes(type: TypeReference): string[] {
  if (type.kind === 'named') return [type.typeId];
  if (type.kind === 'optional' || type.kind === 'nullable') return bareNamedTypes(type.itemType);
  return [];
}

/**
 * Rejects a schema that is only itself: an alias or union whose members lead back to it
 * with no object, list or map in between (`A: { oneOf: [ { $ref: A } ] }`). No type can
 * describe such a value, so it is a located error rather than a self-referencing alias.
 */
function assertNoBareTypeCycles(ir: IntermediateRepresentation, file: string): void {
  const edges = (id: string): string[] => {
    const shape = ir.types[id]?.shape;
    if (shape?.kind === 'alias') return bareNamedTypes(shape.aliasOf);
    if (shape?.kind === 'undiscriminatedUnion') return shape.members.flatMap((m) => bareNamedTypes(m.type));
    return [];
  };
  // Depth-first, with an explicit stack: a chain of tens of thousands of aliases must not
  // overflow the call stack, and each type is entered once.
  const state = new Map<string, 'open' | 'done'>();
  const fail = (cycle: string[]): never => {
    const names = cycle.map((t) => ir.types[t]?.name.wireValue ?? t).join(' → ');
    throw new ImporterError(`schema is defined only by itself (${names}); give it an object, list or map in between`, {
      file,
      pointer: ir.types[cycle[0]!]?.source?.pointer ?? '',
    });
  };
  const visit = (start: string): void => {
    const path: string[] = [start];
    const pending: string[][] = [edges(start)];
    state.set(start, 'open');
    while (path.length > 0) {
      const next = pending[pending.length - 1]!.shift();
      if (next === undefined) {
        state.set(path.pop()!, 'done');
        pending.pop();
        continue;
      }
      const seen = state.get(next);
      if (seen === 'open') fail([...path.slice(path.indexOf(next)), next]);
      if (seen === 'done') continue;
      state.set(next, 'open');
      path.push(next);
      pending.push(edges(next));
    }
  };
  // Only aliases and unions have edges, so only they can start a cycle: the others need no
  // visit (nor a place in the sort).
  const starts: string[] = [];
  for (const id in ir.types) {
    const kind = ir.types[id]!.shape.kind;
    if (kind === 'alias' || kind === 'undiscriminatedUnion') starts.push(id);
  }
  for (const id of starts.sort()) if (!state.has(id)) visit(id);
}

function convertWebhooks(ctx: ImportContext): Webhook[] {
  const source = isRecord(ctx.document['webhooks'])
    ? ctx.document['webhooks']
    : isRecord(ctx.document['x-webhooks'])
      ? ctx.document['x-webhooks']
      : {};
  const root = isRecord(ctx.document['webhooks']) ? 'webhooks' : 'x-webhooks';
  const webhooks: Webhook[] = [];
  for (const [key, rawItem] of Object.entries(source)) {
    const item = derefObject(ctx, rawItem)?.node;
    if (!item || item['x-bracken-ignore'] === true) continue;
    for (const method of OPERATION_METHODS) {
      const operation = item[method];
      if (!isRecord(operation) || operation['x-bracken-ignore'] === true) continue;
      const pointer = joinPointer('', root, key, method);
      const body = derefObject(ctx, operation['requestBody'])?.node;
      const content = body && isRecord(body['content']) ? body['content'] : {};
      const contentType = Object.keys(content).find((t) => t.includes('json')) ?? Object.keys(content)[0];
      const media = contentType !== undefined ? content[contentType] : undefined;
      const payloadType: TypeReference =
        isRecord(media) && media['schema'] !== undefined
          ? convertSchema(
              ctx,
              media['schema'],
              joinPointer(pointer, 'requestBody', 'content', String(contentType), 'schema'),
              `${key} Payload`,
            )
          : { kind: 'unknown' };
      const wireName = readString(operation, 'operationId') ?? key;
      const webhook: Webhook = {
        kind: 'webhook',
        id: ctx.namespace !== undefined ? `${ctx.namespace}::${key}` : key,
        name: ctx.name(wireName),
        method: method.toUpperCase() as HttpMethod,
        headers: webhookHeaders(ctx, operation, pointer),
        payloadType,
      };
      const signatureNode = operation['x-bracken-webhook-signature'] ?? item['x-bracken-webhook-signature'];
      const signature = readWebhookSignature(signatureNode, ctx.displayFile, `${pointer}/x-bracken-webhook-signature`);
      if (signature) webhook.signature = signature;
      const docs = readString(operation, 'description') ?? readString(operation, 'summary');
      if (docs !== undefined) webhook.docs = docs;
      webhooks.push(webhook);
    }
  }
  return webhooks;
}

function webhookHeaders(ctx: ImportContext, operation: JsonObject, pointer: string): Parameter[] {
  const headers: Parameter[] = [];
  const parameters = Array.isArray(operation['parameters']) ? operation['parameters'] : [];
  parameters.forEach((raw, index) => {
    const node = derefObject(ctx, raw)?.node;
    if (!node || node['in'] !== 'header' || typeof node['name'] !== 'string') return;
    let valueType = convertSchema(ctx, node['schema'], `${pointer}/parameters/${index}/schema`, `${node['name']}`);
    if (node['required'] !== true) valueType = { kind: 'optional', itemType: valueType };
    headers.push({ kind: 'parameter', location: 'header', name: ctx.name(node['name']), valueType });
  });
  return headers;
}

/** Replaces every reference to an alias by what it aliases, then drops the alias declarations. */
function inlineAliases(ir: IntermediateRepresentation, except: string[]): void {
  const kept = new Set(except);
  const aliases = new Map<string, TypeReference>();
  for (const declaration of Object.values(ir.types)) {
    if (declaration.shape.kind !== 'alias') continue;
    if (kept.has(declaration.name.wireValue) || kept.has(declaration.name.pascalCase) || kept.has(declaration.id))
      continue;
    aliases.set(declaration.id, declaration.shape.aliasOf);
  }
  const resolve = (type: TypeReference, seen: Set<string>): TypeReference => {
    switch (type.kind) {
      case 'named': {
        const target = aliases.get(type.typeId);
        if (target === undefined || seen.has(type.typeId)) return type;
        return resolve(target, new Set([...seen, type.typeId]));
      }
      case 'list':
      case 'set':
      case 'optional':
      case 'nullable':
        return { ...type, itemType: resolve(type.itemType, seen) };
      case 'map':
        return { ...type, keyType: resolve(type.keyType, seen), valueType: resolve(type.valueType, seen) };
      default:
        return type;
    }
  };
  // A self-referencing alias cannot be inlined; keep it.
  for (const [id, target] of [...aliases]) {
    let recursive = false;
    const visit = (type: TypeReference, seen: Set<string>): void => {
      if (type.kind === 'named') {
        if (type.typeId === id) recursive = true;
        else if (!seen.has(type.typeId) && aliases.has(type.typeId))
          visit(aliases.get(type.typeId)!, new Set([...seen, type.typeId]));
      } else if ('itemType' in type) visit(type.itemType, seen);
      else if (type.kind === 'map') visit(type.valueType, seen);
    };
    visit(target, new Set());
    if (recursive) aliases.delete(id);
  }
  if (aliases.size === 0) return;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!isRecord(value)) return value;
    if (value['kind'] === 'named' && typeof value['typeId'] === 'string' && aliases.has(value['typeId']))
      return resolve({ kind: 'named', typeId: value['typeId'] }, new Set());
    const result: JsonObject = {};
    for (const [key, child] of Object.entries(value)) result[key] = rewrite(child);
    return result;
  };
  const types: Record<string, TypeDeclaration> = {};
  for (const [id, declaration] of Object.entries(ir.types)) if (!aliases.has(id)) types[id] = declaration;
  ir.types = types;
  const rewritten = rewrite(ir) as IntermediateRepresentation;
  Object.assign(ir, rewritten);
}
