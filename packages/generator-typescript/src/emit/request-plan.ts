import type { HttpEndpoint, MultipartPart, ObjectProperty, Parameter, TypeReference } from '@bracken/ir';
import { inlinedBodyProperties, isOptionalType, NameScope, type ScopeRules } from '@bracken/ir';
import { memo, type GeneratorContext } from '../context';
import { escapeIdentifier, isGlobalName, safeObjectKey } from '../printer/escape';
import { assignPropertyKeys, propertyKey } from './types';

/** One member of an endpoint's request object. */
export interface RequestMember {
  key: string;
  source: 'path' | 'query' | 'header' | 'cookie' | 'body' | 'part' | 'wholeBody';
  type: TypeReference;
  optional: boolean;
  docs?: string;
  parameter?: Parameter;
  property?: ObjectProperty;
  part?: MultipartPart;
}

/** How an endpoint's method takes its arguments. */
export interface RequestPlan {
  /** Path parameters passed positionally, with their local names. */
  positional: Array<{ parameter: Parameter; local: string }>;
  /** Members of the request object (empty when there is none). */
  members: RequestMember[];
  /** `request` is the body itself (no other parameters). */
  bodyIsRequest: boolean;
  /** How the body is built. */
  body: 'none' | 'inlined' | 'member' | 'request' | 'multipart';
  /** Whether the request argument may be left out. */
  requestOptional: boolean;
  /** Path parameters that live in the request object. */
  inlinePath: boolean;
  /** Body properties the SDK fills in itself (the OAuth `grant_type`), by TypeScript key. */
  synthesized: Array<{ key: string; value: string }>;
}

/** The `grant_type` value a token endpoint's request gets, when it models a plain string. */
function synthesizedGrantType(ctx: GeneratorContext, endpoint: HttpEndpoint): string | undefined {
  for (const scheme of ctx.ir.auth.schemes) {
    if (scheme.kind !== 'oauth') continue;
    if (scheme.getToken?.endpointId === endpoint.id) return 'client_credentials';
    if (scheme.refreshToken?.endpointId === endpoint.id) return 'refresh_token';
  }
  return undefined;
}

// Names an endpoint method's body declares, imports or gives its callbacks (see
// `emitEndpoint`): a path parameter passed by position must not hide one of them.
const METHOD_LOCALS = new Set([
  'request',
  'requestOptions',
  'response',
  'form',
  'multipart',
  'body',
  'fields',
  'file',
  'open',
  'first',
  'initial',
  'reconnectionEnabled',
  'maxReconnectionAttempts',
  'getItems',
  'nextCursor',
  'load',
  'position',
  'hasNext',
  'nextUrl',
  'lastEventId',
  'cursor',
  'value',
  'current',
  'core',
  'serializers',
  'readJsonLines',
]);

/** Whether a positional parameter may not be called `name` in an endpoint method of `ns`'s SDK. */
function isTakenLocal(name: string, ns: string): boolean {
  return METHOD_LOCALS.has(name) || name === ns || isGlobalName(name) || /^_\d+$/.test(name);
}

/** Positional parameters of one method: a taken name takes `_` until it is free. */
function positionalScope(ns: string): NameScope {
  return new NameScope({
    kind: 'parameters',
    suffix: { kind: 'repeat', text: '_' },
    reserved: { words: { has: (name) => isTakenLocal(name, ns) }, suffix: '_' },
  });
}

/** Members of a request object: a clash keeps its wire name, else takes its source, else a number. */
const REQUEST_MEMBERS: ScopeRules = { kind: 'object', suffix: { kind: 'number' } };
/** The whole body's member takes `_` until its key is free. */
const BODY_MEMBER: ScopeRules = { kind: 'object', suffix: { kind: 'repeat', text: '_' } };

function stripOptional(type: TypeReference): TypeReference {
  return type.kind === 'optional' ? type.itemType : type;
}

/** Works out an endpoint's method signature. */
export function planRequest(ctx: GeneratorContext, endpoint: HttpEndpoint): RequestPlan {
  return memo(ctx, endpoint, () => computePlan(ctx, endpoint));
}

function computePlan(ctx: GeneratorContext, endpoint: HttpEndpoint): RequestPlan {
  const inlinePath = (ctx.options.inlinePathParameters ?? false) || endpoint.inlinePathParameters;
  const members: RequestMember[] = [];
  const keys = new NameScope(BODY_MEMBER);
  const paramMember = (source: RequestMember['source'], p: Parameter): RequestMember => ({
    key: safeObjectKey(p.name.camelCase || p.name.wireValue),
    source,
    type: stripOptional(p.valueType),
    optional: isOptionalType(p.valueType),
    ...(p.docs ? { docs: p.docs } : {}),
    parameter: p,
  });
  const positional: RequestPlan['positional'] = [];
  const locals = inlinePath ? undefined : positionalScope(ctx.ns);
  for (const p of endpoint.pathParameters) {
    if (locals === undefined) members.push(paramMember('path', p));
    else positional.push({ parameter: p, local: locals.claim(escapeIdentifier(p.name.camelCase || p.name.wireValue)) });
  }
  for (const p of endpoint.queryParameters) members.push(paramMember('query', p));
  for (const p of endpoint.headers) members.push(paramMember('header', p));
  for (const p of endpoint.cookies) members.push(paramMember('cookie', p));
  for (const m of members) keys.reserve(m.key);

  const body = endpoint.requestBody;
  const synthesized: RequestPlan['synthesized'] = [];
  let bodyMode: RequestPlan['body'] = 'none';
  let bodyIsRequest = false;
  if (body) {
    if (body.kind === 'multipart') {
      bodyMode = 'multipart';
      for (const part of body.parts) {
        const key = safeObjectKey(part.name.camelCase || part.name.wireValue);
        members.push({
          key,
          source: 'part',
          type: stripOptional(part.valueType),
          optional: isOptionalType(part.valueType),
          ...(part.docs ? { docs: part.docs } : {}),
          part,
        });
      }
    } else {
      const inlined = inlinedBodyProperties(ctx.ir, endpoint);
      if (inlined) assignPropertyKeys(ctx, inlined);
      const conflict = inlined?.some((p) => keys.has(propertyKey(ctx, p)));
      if (inlined && !conflict) {
        bodyMode = 'inlined';
        const grant = synthesizedGrantType(ctx, endpoint);
        for (const property of inlined) {
          const type = property.valueType.kind === 'optional' ? property.valueType.itemType : property.valueType;
          if (
            grant !== undefined &&
            property.name.wireValue === 'grant_type' &&
            type.kind === 'primitive' &&
            type.primitive === 'string'
          ) {
            synthesized.push({ key: propertyKey(ctx, property), value: grant });
            continue;
          }
          members.push({
            key: propertyKey(ctx, property),
            source: 'body',
            type: stripOptional(property.valueType),
            optional: isOptionalType(property.valueType),
            ...(property.docs ? { docs: property.docs } : {}),
            property,
          });
        }
      } else if (members.length === 0) {
        bodyMode = 'request';
        bodyIsRequest = true;
      } else {
        bodyMode = 'member';
        const key = keys.claim('body');
        const bodyType: TypeReference =
          body.kind === 'json' || body.kind === 'formUrlEncoded'
            ? body.bodyType
            : body.kind === 'text'
              ? { kind: 'primitive', primitive: 'string' }
              : { kind: 'file' };
        members.push({
          key,
          source: 'wholeBody',
          type: bodyType,
          optional: !endpoint.requestBodyRequired,
          ...(body.docs ? { docs: body.docs } : {}),
        });
      }
    }
  }
  // Distinct names: `maxResults` and `MaxResults` both case to `maxResults`.
  const seenKeys = new NameScope(REQUEST_MEMBERS);
  for (const member of members) {
    if (!seenKeys.has(member.key)) {
      seenKeys.claim(member.key);
      continue;
    }
    const wire =
      member.parameter?.name.wireValue ?? member.property?.name.wireValue ?? member.part?.name.wireValue ?? member.key;
    member.key = seenKeys.claim(member.key, {
      fallbacks: [wire, `${member.key}${member.source.charAt(0).toUpperCase()}${member.source.slice(1)}`],
    });
  }
  const requestOptional = bodyIsRequest ? !endpoint.requestBodyRequired : members.every((m) => m.optional);
  return { positional, members, bodyIsRequest, body: bodyMode, requestOptional, inlinePath, synthesized };
}
