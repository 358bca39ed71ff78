import { stableStringify } from './serialize';
import type {
  HttpEndpoint,
  IntermediateRepresentation,
  ObjectProperty,
  Parameter,
  PrimitiveType,
  ResponseBody,
  TypeDeclaration,
  TypeId,
  TypeReference,
} from './types';
import { allEndpoints, forEachNamedType, isOptionalType, typeReferencesOf } from './utils';

/** How much a change moves a semantic version: `none` means the API is the same. */
export type Bump = 'major' | 'minor' | 'patch' | 'none';

/** One difference between two IRs that a user of the SDK may notice. */
export interface IrChange {
  kind: 'irChange';
  /** What the change asks of the version. */
  bump: Exclude<Bump, 'none'>;
  /** The endpoint (`GET /pets`), type, channel or RPC method it concerns. */
  subject: string;
  /** What happened, in a few words: `endpoint removed`, `required query parameter limit added`. */
  description: string;
}

/** The changes between two IRs, in a stable order, and the bump they call for. */
export interface IrDiff {
  kind: 'irDiff';
  bump: Bump;
  changes: IrChange[];
}

const ORDER: Record<Bump, number> = { none: 0, patch: 1, minor: 2, major: 3 };

/** The larger of two bumps. */
export function maxBump(a: Bump, b: Bump): Bump {
  return ORDER[a] >= ORDER[b] ? a : b;
}

/**
 * The next version after `version` for a bump; below 1.0.0 a major change moves the minor
 * number and a minor change the patch number, as semver's 0.x rule has it. A prerelease of the
 * bumped version is released as that version.
 *
 * @example
 * ```ts
 * nextVersion('1.4.2', 'minor'); // '1.5.0'
 * nextVersion('0.3.1', 'major'); // '0.4.0'
 * ```
 */
export function nextVersion(version: string, bump: Bump): string {
  const match = /^(\d+)\.(\d+)\.(\d+)(-[0-9A-Za-z.-]+)?/.exec(version);
  if (!match) throw new TypeError(`not a semantic version: ${version}`);
  let [major, minor, patch] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const pre = match[4] !== undefined;
  const level = major === 0 && bump === 'major' ? 'minor' : major === 0 && bump === 'minor' ? 'patch' : bump;
  if (level === 'none') return version;
  if (level === 'major') [major, minor, patch] = pre && minor === 0 && patch === 0 ? [major, 0, 0] : [major + 1, 0, 0];
  else if (level === 'minor') [minor, patch] = pre && patch === 0 ? [minor, 0] : [minor + 1, 0];
  else patch = pre ? patch : patch + 1;
  return `${major}.${minor}.${patch}`;
}

// A value of the left type always fits the right one: the right one is wider.
const WIDER: ReadonlyArray<[PrimitiveType, PrimitiveType]> = [
  ['integer', 'long'],
  ['integer', 'bigInteger'],
  ['long', 'bigInteger'],
  ['integer', 'double'],
  ['float', 'double'],
  ['integer', 'float'],
  ['uuid', 'string'],
  ['date', 'string'],
  ['dateTime', 'string'],
  ['uri', 'string'],
  ['email', 'string'],
  ['base64', 'string'],
];

/** Whether every value of `from` is a value of `to`, by the shapes the IR can tell apart. */
function accepts(
  to: TypeReference,
  from: TypeReference,
  types: { before: Record<TypeId, TypeDeclaration>; after: Record<TypeId, TypeDeclaration> },
): boolean {
  if (to.kind === 'unknown') return true;
  if (to.kind === 'optional' || to.kind === 'nullable') {
    const inner = from.kind === to.kind ? from.itemType : from;
    return accepts(to.itemType, inner, types);
  }
  if (from.kind === 'optional' || from.kind === 'nullable') return false;
  switch (to.kind) {
    case 'primitive':
      if (from.kind === 'literal')
        return (
          typeof from.value ===
          (to.primitive === 'boolean'
            ? 'boolean'
            : ['string', 'uuid', 'date', 'dateTime', 'base64', 'uri', 'email'].includes(to.primitive)
              ? 'string'
              : 'number')
        );
      return (
        from.kind === 'primitive' &&
        (from.primitive === to.primitive || WIDER.some(([a, b]) => a === from.primitive && b === to.primitive))
      );
    case 'named':
      return (
        from.kind === 'named' &&
        (from.typeId === to.typeId || nameOf(types.before, from.typeId) === nameOf(types.after, to.typeId))
      );
    case 'literal':
      return from.kind === 'literal' && from.value === to.value;
    case 'list':
    case 'set':
      return from.kind === to.kind && accepts(to.itemType, from.itemType, types);
    case 'map':
      return (
        from.kind === 'map' && accepts(to.keyType, from.keyType, types) && accepts(to.valueType, from.valueType, types)
      );
    case 'file':
      return from.kind === 'file';
  }
}

function nameOf(types: Record<TypeId, TypeDeclaration>, id: TypeId): string {
  return types[id]?.name.pascalCase ?? id;
}

/** A type reference as a user reads it: `string[]`, `Pet`, `optional<integer>`. */
function describeType(type: TypeReference, types: Record<TypeId, TypeDeclaration>): string {
  switch (type.kind) {
    case 'primitive':
      return type.primitive;
    case 'named':
      return nameOf(types, type.typeId);
    case 'literal':
      return JSON.stringify(type.value);
    case 'list':
    case 'set':
      return `${type.kind}<${describeType(type.itemType, types)}>`;
    case 'map':
      return `map<${describeType(type.keyType, types)}, ${describeType(type.valueType, types)}>`;
    case 'optional':
    case 'nullable':
      return `${type.kind}<${describeType(type.itemType, types)}>`;
    case 'file':
    case 'unknown':
      return type.kind;
  }
}

/** Where a type is used: sent by the caller, received by it, or both. */
interface Usage {
  input: Set<TypeId>;
  output: Set<TypeId>;
}

/** The types each direction of the API reaches, through every nested reference. */
function usageOf(ir: IntermediateRepresentation): Usage {
  const close = (roots: TypeReference[]): Set<TypeId> => {
    const seen = new Set<TypeId>();
    const queue: TypeId[] = [];
    const add = (type: TypeReference): void =>
      forEachNamedType(type, (id) => {
        if (!seen.has(id)) {
          seen.add(id);
          queue.push(id);
        }
      });
    roots.forEach(add);
    while (queue.length > 0) {
      const declaration = ir.types[queue.pop()!];
      if (declaration) typeReferencesOf(declaration).forEach(add);
    }
    return seen;
  };
  const input: TypeReference[] = [];
  const output: TypeReference[] = [];
  for (const endpoint of allEndpoints(ir)) {
    for (const p of parametersOf(endpoint)) input.push(p.valueType);
    const body = endpoint.requestBody;
    if (body?.kind === 'json' || body?.kind === 'formUrlEncoded') input.push(body.bodyType);
    if (body?.kind === 'multipart') body.parts.forEach((part) => input.push(part.valueType));
    if (endpoint.response.kind === 'json') output.push(endpoint.response.bodyType);
    if (endpoint.streaming) output.push(endpoint.streaming.eventType);
  }
  for (const error of Object.values(ir.errors)) if (error.bodyType) output.push(error.bodyType);
  for (const webhook of ir.webhooks) output.push(webhook.payloadType);
  for (const channel of ir.channels) {
    channel.send.forEach((m) => input.push(m.type));
    channel.receive.forEach((m) => output.push(m.type));
  }
  for (const service of ir.rpcServices) {
    for (const method of service.methods) {
      if (method.requestType) input.push(method.requestType);
      method.params?.forEach((p) => input.push(p.type));
      if (method.responseType) output.push(method.responseType);
    }
  }
  return { input: close(input), output: close(output) };
}

function parametersOf(endpoint: HttpEndpoint): Parameter[] {
  return [...endpoint.pathParameters, ...endpoint.queryParameters, ...endpoint.headers, ...endpoint.cookies];
}

function endpointKey(endpoint: HttpEndpoint): string {
  return `${endpoint.namespace !== undefined ? `${endpoint.namespace}::` : ''}${endpoint.method} ${endpoint.path}`;
}

/** What a documentation-only difference is made of, so it can be told apart from a structural one. */
function withoutDocs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDocs);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'docs' || key === 'summary' || key === 'example' || key === 'examples' || key === 'source') continue;
    out[key] = withoutDocs(child);
  }
  return out;
}

function same(a: unknown, b: unknown): boolean {
  return stableStringify(a) === stableStringify(b);
}

class ChangeList {
  readonly changes: IrChange[] = [];

  add(bump: IrChange['bump'], subject: string, description: string): void {
    this.changes.push({ kind: 'irChange', bump, subject, description });
  }
}

interface Context {
  before: IntermediateRepresentation;
  after: IntermediateRepresentation;
  usageBefore: Usage;
  usageAfter: Usage;
  out: ChangeList;
}

/** A value the caller sends changed type: narrower (or different) is major, wider minor. */
function compareSent(ctx: Context, subject: string, what: string, before: TypeReference, after: TypeReference): void {
  if (same(before, after)) return;
  const types = { before: ctx.before.types, after: ctx.after.types };
  const from = `${describeType(before, ctx.before.types)} → ${describeType(after, ctx.after.types)}`;
  if (isOptionalType(before) && !isOptionalType(after)) ctx.out.add('major', subject, `${what} became required`);
  else if (!isOptionalType(before) && isOptionalType(after) && accepts(after, before, types))
    ctx.out.add('minor', subject, `${what} became optional`);
  else if (accepts(after, before, types)) {
    if (
      !same(withoutDocs(before), withoutDocs(after)) &&
      describeType(before, ctx.before.types) !== describeType(after, ctx.after.types)
    )
      ctx.out.add('minor', subject, `${what} type widened (${from})`);
  } else ctx.out.add('major', subject, `${what} type changed (${from})`);
}

/** A value the caller receives changed type: anything it may not already handle is major. */
function compareReceived(
  ctx: Context,
  subject: string,
  what: string,
  before: TypeReference,
  after: TypeReference,
): void {
  if (same(before, after)) return;
  const types = { before: ctx.before.types, after: ctx.after.types };
  const from = `${describeType(before, ctx.before.types)} → ${describeType(after, ctx.after.types)}`;
  if (!isOptionalType(before) && isOptionalType(after)) ctx.out.add('major', subject, `${what} may now be absent`);
  else if (accepts(before, after, types)) {
    if (describeType(before, ctx.before.types) !== describeType(after, ctx.after.types))
      ctx.out.add('minor', subject, `${what} type narrowed (${from})`);
  } else ctx.out.add('major', subject, `${what} type changed (${from})`);
}

function responseType(response: ResponseBody): string {
  return response.kind === 'json' ? 'json' : response.kind;
}

function compareEndpoint(ctx: Context, key: string, before: HttpEndpoint, after: HttpEndpoint): void {
  const out = ctx.out;
  const beforeName = `${before.name.camelCase}`;
  if (beforeName !== after.name.camelCase)
    out.add('major', key, `method renamed (${beforeName} → ${after.name.camelCase})`);
  const paramKey = (p: Parameter): string => `${p.location} ${p.name.wireValue}`;
  const beforeParams = new Map(parametersOf(before).map((p) => [paramKey(p), p]));
  const afterParams = new Map(parametersOf(after).map((p) => [paramKey(p), p]));
  for (const [name, p] of beforeParams) {
    const next = afterParams.get(name);
    if (!next) out.add('major', key, `${p.location} parameter ${p.name.wireValue} removed`);
    else {
      if (p.name.camelCase !== next.name.camelCase)
        out.add(
          'major',
          key,
          `${p.location} parameter ${p.name.wireValue} renamed in the SDK (${p.name.camelCase} → ${next.name.camelCase})`,
        );
      compareSent(ctx, key, `${p.location} parameter ${p.name.wireValue}`, p.valueType, next.valueType);
    }
  }
  for (const [name, p] of afterParams) {
    if (beforeParams.has(name)) continue;
    if (isOptionalType(p.valueType))
      out.add('minor', key, `optional ${p.location} parameter ${p.name.wireValue} added`);
    else out.add('major', key, `required ${p.location} parameter ${p.name.wireValue} added`);
  }
  const bodyBefore = before.requestBody;
  const bodyAfter = after.requestBody;
  if (bodyBefore === undefined && bodyAfter !== undefined)
    out.add(
      after.requestBodyRequired ? 'major' : 'minor',
      key,
      `${after.requestBodyRequired ? 'required' : 'optional'} request body added`,
    );
  else if (bodyBefore !== undefined && bodyAfter === undefined) out.add('major', key, 'request body removed');
  else if (bodyBefore !== undefined && bodyAfter !== undefined) {
    if (bodyBefore.kind !== bodyAfter.kind || bodyBefore.contentType !== bodyAfter.contentType)
      out.add('major', key, `request body changed (${bodyBefore.contentType} → ${bodyAfter.contentType})`);
    else if (
      (bodyBefore.kind === 'json' || bodyBefore.kind === 'formUrlEncoded') &&
      (bodyAfter.kind === 'json' || bodyAfter.kind === 'formUrlEncoded')
    )
      compareSent(ctx, key, 'request body', bodyBefore.bodyType, bodyAfter.bodyType);
    else if (!same(withoutDocs(bodyBefore), withoutDocs(bodyAfter)))
      out.add('major', key, 'request body parts changed');
    if (!before.requestBodyRequired && after.requestBodyRequired) out.add('major', key, 'request body became required');
  }
  if (responseType(before.response) !== responseType(after.response))
    out.add('major', key, `response changed (${before.response.kind} → ${after.response.kind})`);
  else if (before.response.kind === 'json' && after.response.kind === 'json')
    compareReceived(ctx, key, 'response', before.response.bodyType, after.response.bodyType);
  if ((before.streaming === undefined) !== (after.streaming === undefined))
    out.add('major', key, after.streaming ? 'response became a stream' : 'response is no longer a stream');
  if ((before.pagination === undefined) !== (after.pagination === undefined))
    out.add(after.pagination ? 'minor' : 'major', key, after.pagination ? 'pagination added' : 'pagination removed');
  for (const error of after.errors)
    if (!before.errors.includes(error))
      out.add('minor', key, `error ${ctx.after.errors[error]?.name.pascalCase ?? error} added`);
  if (before.docs !== after.docs || before.summary !== after.summary) out.add('patch', key, 'documentation changed');
  if (!same(before.examples, after.examples)) out.add('patch', key, 'examples changed');
}

/** Compares one property of an object seen by the caller in either direction. */
function compareProperty(
  ctx: Context,
  subject: string,
  used: { input: boolean; output: boolean },
  before: ObjectProperty,
  after: ObjectProperty,
): void {
  const what = `property ${before.name.wireValue}`;
  if (before.name.camelCase !== after.name.camelCase)
    ctx.out.add('major', subject, `${what} renamed in the SDK (${before.name.camelCase} → ${after.name.camelCase})`);
  const count = ctx.out.changes.length;
  if (used.input) compareSent(ctx, subject, what, before.valueType, after.valueType);
  if (used.output) compareReceived(ctx, subject, what, before.valueType, after.valueType);
  if (!used.input && !used.output && !same(before.valueType, after.valueType))
    compareSent(ctx, subject, what, before.valueType, after.valueType);
  // A type used both ways reports each direction; keep the stronger of the two.
  if (ctx.out.changes.length - count === 2) {
    const [a, b] = ctx.out.changes.splice(count, 2) as [IrChange, IrChange];
    ctx.out.changes.push(ORDER[a.bump] >= ORDER[b.bump] ? a : b);
  }
  if (before.docs !== after.docs) ctx.out.add('patch', subject, `${what} documentation changed`);
}

function compareType(ctx: Context, before: TypeDeclaration, after: TypeDeclaration): void {
  const subject = `type ${after.name.pascalCase}`;
  const out = ctx.out;
  const used = {
    input: ctx.usageBefore.input.has(before.id) || ctx.usageAfter.input.has(after.id),
    output: ctx.usageBefore.output.has(before.id) || ctx.usageAfter.output.has(after.id),
  };
  const a = before.shape;
  const b = after.shape;
  if (a.kind !== b.kind) {
    out.add('major', subject, `changed from ${a.kind} to ${b.kind}`);
    return;
  }
  if (a.kind === 'object' && b.kind === 'object') {
    const props = new Map(b.properties.map((p) => [p.name.wireValue, p]));
    for (const p of a.properties) {
      const next = props.get(p.name.wireValue);
      if (!next) out.add('major', subject, `property ${p.name.wireValue} removed`);
      else compareProperty(ctx, subject, used, p, next);
    }
    const old = new Set(a.properties.map((p) => p.name.wireValue));
    for (const p of b.properties) {
      if (old.has(p.name.wireValue)) continue;
      const required = !isOptionalType(p.valueType);
      out.add(
        required && used.input ? 'major' : 'minor',
        subject,
        `${required ? 'required' : 'optional'} property ${p.name.wireValue} added`,
      );
    }
    if (
      !same(
        a.extends.map((id) => nameOf(ctx.before.types, id)),
        b.extends.map((id) => nameOf(ctx.after.types, id)),
      )
    )
      out.add('major', subject, 'parent types changed');
  } else if (a.kind === 'enum' && b.kind === 'enum') {
    const values = new Set(b.values.map((v) => v.name.wireValue));
    const old = new Set(a.values.map((v) => v.name.wireValue));
    for (const v of a.values)
      if (!values.has(v.name.wireValue)) out.add('major', subject, `enum value ${v.name.wireValue} removed`);
    for (const v of b.values)
      if (!old.has(v.name.wireValue))
        out.add(
          used.output && !b.forwardCompatible ? 'major' : 'minor',
          subject,
          `enum value ${v.name.wireValue} added`,
        );
  } else if (a.kind === 'alias' && b.kind === 'alias') {
    if (used.output && !used.input) compareReceived(ctx, subject, 'aliased type', a.aliasOf, b.aliasOf);
    else compareSent(ctx, subject, 'aliased type', a.aliasOf, b.aliasOf);
  } else if (a.kind === 'discriminatedUnion' && b.kind === 'discriminatedUnion') {
    const variants = new Set(b.variants.map((v) => v.discriminantValue));
    const old = new Set(a.variants.map((v) => v.discriminantValue));
    for (const v of a.variants)
      if (!variants.has(v.discriminantValue)) out.add('major', subject, `variant ${v.discriminantValue} removed`);
    for (const v of b.variants)
      if (!old.has(v.discriminantValue))
        out.add(used.output ? 'major' : 'minor', subject, `variant ${v.discriminantValue} added`);
    if (a.discriminant.wireValue !== b.discriminant.wireValue)
      out.add('major', subject, `discriminant changed (${a.discriminant.wireValue} → ${b.discriminant.wireValue})`);
  } else if (!same(withoutDocs(a), withoutDocs(b))) {
    out.add('major', subject, 'union members changed');
  }
  if (before.docs !== after.docs) out.add('patch', subject, 'documentation changed');
  if (!same(before.examples, after.examples)) out.add('patch', subject, 'examples changed');
}

/** Named things of a list (channels, RPC methods, webhooks, auth schemes, environments) added or removed. */
function compareNamed<T>(out: ChangeList, label: string, before: T[], after: T[], key: (item: T) => string): void {
  const b = new Map(before.map((item) => [key(item), item]));
  const a = new Map(after.map((item) => [key(item), item]));
  for (const [name, item] of b) {
    const next = a.get(name);
    if (next === undefined) out.add('major', `${label} ${name}`, 'removed');
    else if (!same(withoutDocs(item), withoutDocs(next))) out.add('major', `${label} ${name}`, 'changed');
    else if (!same(item, next)) out.add('patch', `${label} ${name}`, 'documentation changed');
  }
  for (const name of a.keys()) if (!b.has(name)) out.add('minor', `${label} ${name}`, 'added');
}

/**
 * The changes between the IR of the last release and a new one, and the semver bump they
 * call for: removing or renaming an endpoint, a required parameter or a response property, or
 * narrowing a type the caller sends, is major; a new endpoint, optional parameter or type is
 * minor; documentation and examples only are patch. Types are matched by their SDK name, so a
 * renamed type is a removal and an addition.
 *
 * @example
 * ```ts
 * const { bump, changes } = diffIr(previous, next);
 * for (const c of changes) console.log(`${c.bump}: ${c.subject}: ${c.description}`);
 * ```
 */
export function diffIr(before: IntermediateRepresentation, after: IntermediateRepresentation): IrDiff {
  const out = new ChangeList();
  const ctx: Context = { before, after, usageBefore: usageOf(before), usageAfter: usageOf(after), out };

  const endpointsBefore = new Map(allEndpoints(before).map((e) => [endpointKey(e), e]));
  const endpointsAfter = new Map(allEndpoints(after).map((e) => [endpointKey(e), e]));
  for (const [key, endpoint] of endpointsBefore) {
    const next = endpointsAfter.get(key);
    if (next) compareEndpoint(ctx, key, endpoint, next);
    else out.add('major', key, 'endpoint removed');
  }
  for (const key of endpointsAfter.keys()) if (!endpointsBefore.has(key)) out.add('minor', key, 'endpoint added');

  const byName = (ir: IntermediateRepresentation): Map<string, TypeDeclaration> =>
    new Map(
      Object.values(ir.types).map((t) => [
        `${t.namespace !== undefined ? `${t.namespace}.` : ''}${t.name.pascalCase}`,
        t,
      ]),
    );
  const typesBefore = byName(before);
  const typesAfter = byName(after);
  for (const [name, declaration] of typesBefore) {
    const next = typesAfter.get(name);
    if (next) compareType(ctx, declaration, next);
    else out.add('major', `type ${name}`, 'type removed');
  }
  for (const name of typesAfter.keys()) if (!typesBefore.has(name)) out.add('minor', `type ${name}`, 'type added');

  compareNamed(out, 'error', Object.values(before.errors), Object.values(after.errors), (e) => e.name.pascalCase);
  compareNamed(out, 'auth scheme', before.auth.schemes, after.auth.schemes, (s) => s.id);
  compareNamed(out, 'header', before.headers, after.headers, (h) => h.name.wireValue);
  compareNamed(
    out,
    'environment',
    before.environments?.environments ?? [],
    after.environments?.environments ?? [],
    (e) => e.name.pascalCase,
  );
  compareNamed(out, 'webhook', before.webhooks, after.webhooks, (w) => w.name.camelCase);
  compareNamed(out, 'channel', before.channels, after.channels, (c) => c.address);
  const methods = (ir: IntermediateRepresentation): Array<{ key: string; value: unknown }> =>
    ir.rpcServices.flatMap((s) =>
      s.methods.map((m) => ({ key: `${s.fullName ?? s.name.pascalCase}.${m.wireName}`, value: m })),
    );
  compareNamed(out, 'rpc method', methods(before), methods(after), (m) => m.key);

  if (
    out.changes.length === 0 &&
    (before.title !== after.title || before.docs !== after.docs || before.apiVersion !== after.apiVersion)
  )
    out.add('patch', 'api', 'title, version or documentation changed');
  if (out.changes.length === 0 && !same(withoutDocs(before), withoutDocs(after)))
    out.add('patch', 'api', 'internal details changed');

  const changes = out.changes.sort(
    (x, y) =>
      ORDER[y.bump] - ORDER[x.bump] || x.subject.localeCompare(y.subject) || x.description.localeCompare(y.description),
  );
  return { kind: 'irDiff', bump: changes.reduce<Bump>((acc, c) => maxBump(acc, c.bump), 'none'), changes };
}
