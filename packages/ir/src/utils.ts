import { createName } from './casing';
import { IrError } from './errors';
import type {
  ApiAuth,
  HttpEndpoint,
  IntermediateRepresentation,
  ObjectProperty,
  Parameter,
  TypeDeclaration,
  TypeId,
  TypeReference,
} from './types';

/** The IR version this package writes and reads. Bumped on any breaking change of shape. */
export const IR_VERSION = '1.0.0';

/**
 * An empty IR for an API called `title`, the starting point for importers.
 *
 * @example const ir = createEmptyIr("Petstore");
 */
export function createEmptyIr(title: string, options: { smartCasing?: boolean } = {}): IntermediateRepresentation {
  const noAuth: ApiAuth = { kind: 'auth', requirement: 'single', schemes: [] };
  return {
    kind: 'ir',
    irVersion: IR_VERSION,
    title,
    apiName: createName(title, options),
    namespaces: [],
    types: {},
    services: [],
    errors: {},
    auth: noAuth,
    headers: [],
    webhooks: [],
    channels: [],
    rpcServices: [],
    smartCasing: options.smartCasing ?? false,
  };
}

/** Strips `optional` and `nullable` wrappers. */
export function unwrapType(type: TypeReference): TypeReference {
  let current = type;
  while (current.kind === 'optional' || current.kind === 'nullable') current = current.itemType;
  return current;
}

/**
 * The type a container holds: the item of a list, set, optional or nullable, the value of a map;
 * `undefined` for any other type. Called in a loop, it walks down to the innermost type.
 *
 * @example
 * ```ts
 * for (let t: TypeReference | undefined = type; t !== undefined; t = containedType(t)) if (t.kind === 'named') return t.typeId;
 * ```
 */
export function containedType(type: TypeReference): TypeReference | undefined {
  switch (type.kind) {
    case 'list':
    case 'set':
    case 'optional':
    case 'nullable':
      return type.itemType;
    case 'map':
      return type.valueType;
    default:
      return undefined;
  }
}

/** Whether a value of this type may be left out. */
export function isOptionalType(type: TypeReference): boolean {
  return type.kind === 'optional' || (type.kind === 'nullable' && isOptionalType(type.itemType));
}

/** Calls `visit` for every named type id a type reference mentions, directly or nested. */
export function forEachNamedType(type: TypeReference, visit: (typeId: TypeId) => void): void {
  switch (type.kind) {
    case 'named':
      visit(type.typeId);
      return;
    case 'list':
    case 'set':
    case 'optional':
    case 'nullable':
      forEachNamedType(type.itemType, visit);
      return;
    case 'map':
      forEachNamedType(type.keyType, visit);
      forEachNamedType(type.valueType, visit);
      return;
    default:
      return;
  }
}

/** The type references a declaration points at, through every shape. */
export function typeReferencesOf(declaration: TypeDeclaration): TypeReference[] {
  const shape = declaration.shape;
  switch (shape.kind) {
    case 'object':
      return [
        ...shape.extends.map((typeId): TypeReference => ({ kind: 'named', typeId })),
        ...shape.properties.map((p) => p.valueType),
        ...(shape.additionalProperties ? [shape.additionalProperties] : []),
      ];
    case 'alias':
      return [shape.aliasOf];
    case 'enum':
      return [];
    case 'discriminatedUnion':
      return [
        ...shape.variants.map((v): TypeReference => ({ kind: 'named', typeId: v.typeId })),
        ...shape.baseProperties.map((p) => p.valueType),
      ];
    case 'undiscriminatedUnion':
      return shape.members.map((m) => m.type);
  }
}

/** Looks a type up by id, throwing {@link IrError} when the id dangles. */
export function getType(ir: IntermediateRepresentation, typeId: TypeId): TypeDeclaration {
  const declaration = ir.types[typeId];
  if (!declaration) throw new IrError(`unknown type id: ${typeId}`);
  return declaration;
}

/** Follows aliases (and optional/nullable wrappers) to the declaration underneath, if any. */
export function resolveNamedType(ir: IntermediateRepresentation, type: TypeReference): TypeDeclaration | undefined {
  const seen = new Set<TypeId>();
  let current = unwrapType(type);
  while (current.kind === 'named' && !seen.has(current.typeId)) {
    seen.add(current.typeId);
    const declaration = ir.types[current.typeId];
    if (!declaration) return undefined;
    if (declaration.shape.kind !== 'alias') return declaration;
    current = unwrapType(declaration.shape.aliasOf);
  }
  return undefined;
}

/**
 * Every property of an object type, inherited ones first (in `extends` order), own ones
 * last. A property redeclared by a child replaces the parent's.
 */
export function resolveObjectProperties(
  ir: IntermediateRepresentation,
  typeId: TypeId,
  seen = new Set<TypeId>(),
): ObjectProperty[] {
  if (seen.has(typeId)) return [];
  seen.add(typeId);
  const declaration = ir.types[typeId];
  if (!declaration || declaration.shape.kind !== 'object') return [];
  // Most objects extend nothing and name each property once: their own list, as it is.
  if (declaration.shape.extends.length === 0 && hasDistinctWireNames(declaration.shape.properties))
    return declaration.shape.properties.slice();
  const byWire = new Map<string, ObjectProperty>();
  for (const parent of declaration.shape.extends) {
    for (const property of resolveObjectProperties(ir, parent, seen)) byWire.set(property.name.wireValue, property);
  }
  for (const property of declaration.shape.properties) {
    byWire.delete(property.name.wireValue);
    byWire.set(property.name.wireValue, property);
  }
  return [...byWire.values()];
}

/** Whether no two properties share a wire name (compared pairwise for short lists). */
function hasDistinctWireNames(properties: readonly ObjectProperty[]): boolean {
  const count = properties.length;
  if (count > 16) return new Set(properties.map((p) => p.name.wireValue)).size === count;
  for (let i = 1; i < count; i++) {
    const wire = properties[i]!.name.wireValue;
    for (let j = 0; j < i; j++) if (properties[j]!.name.wireValue === wire) return false;
  }
  return true;
}

/**
 * The body properties that an endpoint's request inlines next to its parameters, or
 * `undefined` when the body is passed whole (a list, a union, a primitive, bytes).
 * JSON and form bodies whose type is a plain object are inlined.
 */
export function inlinedBodyProperties(
  ir: IntermediateRepresentation,
  endpoint: HttpEndpoint,
): ObjectProperty[] | undefined {
  const body = endpoint.requestBody;
  if (!body || (body.kind !== 'json' && body.kind !== 'formUrlEncoded')) return undefined;
  if (body.bodyType.kind !== 'named') return undefined;
  const declaration = resolveNamedType(ir, body.bodyType);
  if (!declaration || declaration.shape.kind !== 'object' || declaration.shape.additionalProperties) return undefined;
  return resolveObjectProperties(ir, declaration.id);
}

/** A path parameter and a body property that would share one name in the inlined request. */
export interface InlinedNameConflict {
  kind: 'inlinedNameConflict';
  parameter: Parameter;
  property: ObjectProperty;
}

/**
 * Finds inlined path parameters whose SDK name equals an inlined request-body property's.
 * `bracken check` rejects these; the user renames one with `x-bracken-parameter-name`.
 */
export function findInlinedNameConflicts(
  ir: IntermediateRepresentation,
  endpoint: HttpEndpoint,
): InlinedNameConflict[] {
  if (!endpoint.inlinePathParameters) return [];
  const properties = inlinedBodyProperties(ir, endpoint);
  if (!properties) return [];
  const conflicts: InlinedNameConflict[] = [];
  for (const parameter of endpoint.pathParameters) {
    const property = properties.find((p) => p.name.camelCase === parameter.name.camelCase);
    if (property) conflicts.push({ kind: 'inlinedNameConflict', parameter, property });
  }
  return conflicts;
}

/** Every endpoint of the API, service by service. */
export function allEndpoints(ir: IntermediateRepresentation): HttpEndpoint[] {
  return ir.services.flatMap((s) => s.endpoints);
}

/** Type ids reachable from endpoints, errors, webhooks, channels, RPC methods and headers. */
export function collectReachableTypes(ir: IntermediateRepresentation): Set<TypeId> {
  const reachable = new Set<TypeId>();
  const queue: TypeId[] = [];
  const add = (type: TypeReference | undefined): void => {
    if (!type) return;
    forEachNamedType(type, (id) => {
      if (!reachable.has(id)) {
        reachable.add(id);
        queue.push(id);
      }
    });
  };
  for (const endpoint of allEndpoints(ir)) {
    [...endpoint.pathParameters, ...endpoint.queryParameters, ...endpoint.headers, ...endpoint.cookies].forEach((p) =>
      add(p.valueType),
    );
    const body = endpoint.requestBody;
    if (body?.kind === 'json' || body?.kind === 'formUrlEncoded') add(body.bodyType);
    if (body?.kind === 'multipart') body.parts.forEach((p) => add(p.valueType));
    if (endpoint.response.kind === 'json') add(endpoint.response.bodyType);
    if (endpoint.streaming) {
      add(endpoint.streaming.eventType);
      if (endpoint.streaming.kind === 'sse')
        endpoint.streaming.eventDiscriminator?.variants.forEach((v) => add(v.type));
    }
  }
  for (const error of Object.values(ir.errors)) add(error.bodyType);
  for (const webhook of ir.webhooks) {
    add(webhook.payloadType);
    webhook.headers.forEach((h) => add(h.valueType));
  }
  for (const channel of ir.channels) {
    channel.parameters.forEach((p) => add(p.valueType));
    [...channel.send, ...channel.receive].forEach((m) => add(m.type));
  }
  for (const service of ir.rpcServices) {
    for (const method of service.methods) {
      add(method.requestType);
      add(method.responseType);
      method.params?.forEach((p) => add(p.type));
      method.errors?.forEach((e) => add(e.dataType));
    }
  }
  ir.headers.forEach((h) => add(h.valueType));
  while (queue.length > 0) {
    const id = queue.pop()!;
    const declaration = ir.types[id];
    if (declaration) typeReferencesOf(declaration).forEach(add);
  }
  return reachable;
}

function matchesAudiences(tagged: string[] | undefined, audiences: ReadonlySet<string>): boolean {
  return tagged !== undefined && tagged.some((a) => audiences.has(a));
}

/**
 * Keeps what a group's `audiences` selects: endpoints tagged with one of them, and the
 * types they reach. Schemas tagged with an audience are kept too; properties tagged with
 * other audiences only are dropped. With no audiences the IR is returned unchanged.
 */
export function filterByAudiences(
  ir: IntermediateRepresentation,
  audiences: readonly string[] | undefined,
): IntermediateRepresentation {
  if (!audiences || audiences.length === 0) return ir;
  const wanted = new Set(audiences);
  const services = ir.services
    .map((service) => ({
      ...service,
      endpoints: service.endpoints.filter((e) => matchesAudiences(e.audiences, wanted)),
    }))
    .filter((service) => service.endpoints.length > 0);
  const types: Record<TypeId, TypeDeclaration> = {};
  for (const [id, declaration] of Object.entries(ir.types)) {
    const shape = declaration.shape;
    const keepProperty = (p: ObjectProperty): boolean =>
      p.audiences === undefined || matchesAudiences(p.audiences, wanted);
    if (shape.kind === 'object')
      types[id] = { ...declaration, shape: { ...shape, properties: shape.properties.filter(keepProperty) } };
    else if (shape.kind === 'discriminatedUnion')
      types[id] = { ...declaration, shape: { ...shape, baseProperties: shape.baseProperties.filter(keepProperty) } };
    else types[id] = declaration;
  }
  const filtered: IntermediateRepresentation = { ...ir, services, types };
  const reachable = collectReachableTypes(filtered);
  for (const [id, declaration] of Object.entries(types)) {
    if (!reachable.has(id) && !matchesAudiences(declaration.audiences, wanted)) delete types[id];
  }
  // Tagged schemas may reach further types of their own.
  const closure = new Set<TypeId>(Object.keys(types));
  const queue = [...closure];
  while (queue.length > 0) {
    const declaration = ir.types[queue.pop()!];
    if (!declaration) continue;
    for (const ref of typeReferencesOf(declaration)) {
      forEachNamedType(ref, (id) => {
        if (!closure.has(id) && ir.types[id]) {
          closure.add(id);
          types[id] = ir.types[id]!;
          queue.push(id);
        }
      });
    }
  }
  return filtered;
}

/**
 * Merges IRs of several definitions of one API (one per spec) into one. The first IR's
 * title, auth and environments win; types, services, errors and the rest are combined.
 * Type and error ids must already be distinct (importers prefix them with the namespace).
 */
export function mergeIrs(irs: IntermediateRepresentation[]): IntermediateRepresentation {
  if (irs.length === 0) throw new IrError('cannot merge zero IRs');
  const [first, ...rest] = irs as [IntermediateRepresentation, ...IntermediateRepresentation[]];
  const merged: IntermediateRepresentation = {
    ...first,
    namespaces: [...first.namespaces],
    types: { ...first.types },
    services: first.services.map((s) => ({ ...s, endpoints: [...s.endpoints] })),
    errors: { ...first.errors },
    headers: [...first.headers],
    webhooks: [...first.webhooks],
    channels: [...first.channels],
    rpcServices: [...first.rpcServices],
    auth: { ...first.auth, schemes: [...first.auth.schemes] },
  };
  for (const ir of rest) {
    for (const ns of ir.namespaces) if (!merged.namespaces.includes(ns)) merged.namespaces.push(ns);
    for (const [id, declaration] of Object.entries(ir.types)) {
      if (merged.types[id]) throw new IrError(`type id defined by two definitions: ${id}`);
      merged.types[id] = declaration;
    }
    for (const [id, error] of Object.entries(ir.errors)) {
      if (!merged.errors[id]) merged.errors[id] = error;
    }
    for (const service of ir.services) {
      const existing = merged.services.find((s) => s.id === service.id);
      if (existing) existing.endpoints.push(...service.endpoints);
      else merged.services.push({ ...service, endpoints: [...service.endpoints] });
    }
    for (const scheme of ir.auth.schemes)
      if (!merged.auth.schemes.some((s) => s.id === scheme.id)) merged.auth.schemes.push(scheme);
    for (const header of ir.headers)
      if (!merged.headers.some((h) => h.name.wireValue === header.name.wireValue)) merged.headers.push(header);
    merged.webhooks.push(...ir.webhooks);
    merged.channels.push(...ir.channels);
    merged.rpcServices.push(...ir.rpcServices);
    if (ir.protoFiles) {
      const byPath = new Map((merged.protoFiles ?? []).map((f) => [f.path, f]));
      for (const file of ir.protoFiles) byPath.set(file.path, file);
      merged.protoFiles = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    }
    merged.environments ??= ir.environments;
    merged.idempotencyKeyGeneration ??= ir.idempotencyKeyGeneration;
  }
  return merged;
}

/**
 * Checks that every type and error id the IR mentions is defined. Returns one message per
 * dangling reference (empty when the IR is consistent).
 */
export function validateIr(ir: IntermediateRepresentation): string[] {
  const problems: string[] = [];
  const check = (where: string) => (type: TypeReference | undefined) => {
    if (!type) return;
    forEachNamedType(type, (id) => {
      if (!ir.types[id]) problems.push(`${where}: unknown type id ${id}`);
    });
  };
  for (const declaration of Object.values(ir.types))
    typeReferencesOf(declaration).forEach(check(`type ${declaration.id}`));
  for (const endpoint of allEndpoints(ir)) {
    const where = `endpoint ${endpoint.id}`;
    [...endpoint.pathParameters, ...endpoint.queryParameters, ...endpoint.headers, ...endpoint.cookies].forEach((p) =>
      check(where)(p.valueType),
    );
    const body = endpoint.requestBody;
    if (body?.kind === 'json' || body?.kind === 'formUrlEncoded') check(where)(body.bodyType);
    if (endpoint.response.kind === 'json') check(where)(endpoint.response.bodyType);
    if (endpoint.streaming) check(where)(endpoint.streaming.eventType);
    for (const errorId of endpoint.errors)
      if (!ir.errors[errorId]) problems.push(`${where}: unknown error id ${errorId}`);
  }
  for (const error of Object.values(ir.errors)) check(`error ${error.id}`)(error.bodyType);
  return problems;
}
