import type { HttpEndpoint, Service, TypeReference } from '@bracken/ir';
import { resolveNamedType, unwrapType } from '@bracken/ir';
import { objectProperties, renderType, viaNamespace, type GeneratorContext } from '../../context';
import { methodNames, requestTypeOf, serviceProperties } from '../../emit/client';
import { planRequest, type RequestPlan } from '../../emit/request-plan';
import { escapePropertyKey } from '../../printer/escape';
import { joinPrintables, type Printable } from '../../printer/printer';

/** Names the hook objects reserve for their own helpers. */
export const RESERVED_HOOK_MEMBERS = new Set(['getQueryKey', 'invalidate']);

/**
 * How a hook's single `variables` value maps onto the client method's arguments.
 * - `none`: the method takes only request options.
 * - `request`: `variables` is the method's `request` argument.
 * - `object`: `variables` is `{ <pathParam>: …, request?: … }`.
 */
export type VariablesShape = 'none' | 'request' | 'object';

/** One endpoint as the hooks see it. */
export interface HookEndpoint {
  endpoint: HttpEndpoint;
  /** Name of the client method, for example `listPets`. */
  methodName: string;
  /** Name of the property in the service's hook object (the method name unless reserved). */
  hookName: string;
  kind: 'query' | 'mutation';
  /** The client method returns a `core.Page`. */
  paginated: boolean;
  variables: VariablesShape;
  /** `variables` may be left out. */
  variablesOptional: boolean;
  /** `variables` is an object that defaults to `{}` in query keys. */
  variablesDefaultEmpty: boolean;
  /** The TypeScript type of `variables` (unused when `none`). */
  variablesType: Printable[];
  /** The method's arguments before `requestOptions`, built from an expression holding `variables`. */
  callArguments: (variables: string) => string[];
}

/** One service as the hooks see it. */
export interface HookService {
  service: Service;
  /** Property of the root client, for example `pets`. */
  clientProperty: string;
  /** Property of the SDK hook object (the client property unless reserved). */
  hookProperty: string;
  /** Module name under `src/react-query/services/`. */
  fileName: string;
  /** Exported name of the service's hook object, for example `petsHooks`. */
  exportName: string;
  endpoints: HookEndpoint[];
}

function unreserved(name: string): string {
  return RESERVED_HOOK_MEMBERS.has(name) ? `${name}_` : name;
}

/** The type at a wire property path inside a response, when every step is an object property. */
function typeAtPath(ctx: GeneratorContext, root: TypeReference, path: readonly string[]): TypeReference | undefined {
  let type = root;
  for (const segment of path) {
    const declaration = resolveNamedType(ctx.ir, type);
    if (!declaration || declaration.shape.kind !== 'object') return undefined;
    const property = objectProperties(ctx, declaration.id).find((p) => p.name.wireValue === segment);
    if (!property) return undefined;
    type = property.valueType;
  }
  return type;
}

/**
 * Whether the client method returns a `core.Page`. Mirrors the client emitter's rules: a JSON
 * response whose results path is a list, and the cursor or offset parameter in the request.
 */
export function returnsPage(ctx: GeneratorContext, endpoint: HttpEndpoint, plan: RequestPlan): boolean {
  const pagination = endpoint.pagination;
  if (!pagination || endpoint.response.kind !== 'json' || plan.bodyIsRequest || endpoint.streaming) return false;
  const root = endpoint.response.bodyType;
  const results = typeAtPath(ctx, root, pagination.results);
  if (!results) return false;
  const items = unwrapType(results);
  if (items.kind !== 'list' && items.kind !== 'set') return false;
  const hasQueryMember = (wire: string): boolean =>
    plan.members.some((m) => m.source === 'query' && m.parameter?.name.wireValue === wire);
  switch (pagination.kind) {
    case 'cursor':
      return typeAtPath(ctx, root, pagination.nextCursor) !== undefined && hasQueryMember(pagination.cursorParameter);
    case 'offset':
      return hasQueryMember(pagination.offsetParameter);
    case 'nextUrl':
      return typeAtPath(ctx, root, pagination.nextUrl) !== undefined;
  }
}

/**
 * Endpoints that get no hooks: streams (SSE, JSON lines, binary bodies read as a stream) can
 * be read once only, so they do not belong in a cache.
 */
export function hasHooks(endpoint: HttpEndpoint): boolean {
  if (endpoint.streaming) return false;
  return !(endpoint.response.kind === 'binary' && !endpoint.response.asBytes);
}

function planEndpoint(ctx: GeneratorContext, endpoint: HttpEndpoint, methodName: string): HookEndpoint {
  const plan = planRequest(ctx, endpoint);
  // Hooks take exactly what the client method takes.
  const request = requestTypeOf(ctx, endpoint, plan);
  const base = {
    endpoint,
    methodName,
    hookName: unreserved(methodName),
    kind: endpoint.method === 'GET' ? ('query' as const) : ('mutation' as const),
    paginated: returnsPage(ctx, endpoint, plan),
  };
  if (plan.positional.length === 0 && request === undefined) {
    return {
      ...base,
      variables: 'none',
      variablesOptional: true,
      variablesDefaultEmpty: false,
      variablesType: ['void'],
      callArguments: () => [],
    };
  }
  if (plan.positional.length === 0 && request !== undefined) {
    return {
      ...base,
      variables: 'request',
      variablesOptional: plan.requestOptional,
      variablesDefaultEmpty: plan.requestOptional && !plan.bodyIsRequest,
      variablesType: request,
      callArguments: (v) => [v],
    };
  }
  const fields: Printable[][] = plan.positional.map((p) => [
    escapePropertyKey(p.local),
    ': ',
    ...renderType(ctx, unwrapType(p.parameter.valueType), viaNamespace(ctx)),
  ]);
  if (request !== undefined)
    fields.push([
      plan.requestOptional ? 'request?: ' : 'request: ',
      ...request,
      plan.requestOptional && plan.bodyIsRequest ? ' | undefined' : '',
    ]);
  const members: Printable[] = ['{ ', ...joinPrintables(fields, '; '), ' }'];
  return {
    ...base,
    variables: 'object',
    variablesOptional: false,
    variablesDefaultEmpty: false,
    variablesType: members,
    callArguments: (v) => [
      ...plan.positional.map((p) => `${v}.${p.local}`),
      ...(request !== undefined ? [`${v}.request`] : []),
    ],
  };
}

/** Every service with the endpoints that get hooks, named once so files agree. */
export function planHookServices(ctx: GeneratorContext): HookService[] {
  const properties = serviceProperties(ctx);
  return ctx.ir.services.map((service) => {
    const methods = methodNames(service);
    const clientProperty = properties.get(service.id)!;
    const fileName = ctx.serviceFolders.get(service.id)!;
    return {
      service,
      clientProperty,
      hookProperty: unreserved(clientProperty),
      fileName,
      exportName: `${fileName}Hooks`,
      endpoints: service.endpoints
        .filter(hasHooks)
        .map((endpoint) => planEndpoint(ctx, endpoint, methods.get(endpoint.id)!)),
    };
  });
}
