import type { ErrorDeclaration, HttpEndpoint, Pagination, Service, TypeReference } from '@bracken/ir';
import { NameScope, resolveNamedType, unwrapType, type ScopeRules } from '@bracken/ir';
import {
  API,
  apiSymbol,
  coreSymbol,
  endpointErrors,
  needsConversion,
  renderSchema,
  renderType,
  schemaViaNamespace,
  serviceFolder,
  viaNamespace,
  viaTypeImport,
  memo,
  objectDeclaration,
  objectProperties,
  type GeneratorContext,
} from '../context';
import {
  docComment,
  escapeBoolean,
  escapeMemberName,
  escapeNumber,
  escapePropertyAccess,
  escapePropertyKey,
  escapeString,
} from '../printer/escape';
import { FileBuilder, importSymbol, type GeneratedFile, type Printable } from '../printer/printer';
import { parsesAsIs } from './parses-as-is';
import { breakLongLines, LINE_WIDTH } from '../printer/line-breaking';
import { layOutOkReturn, layOutOptionsCall, layOutParenList } from './client-layout';
import { authOptions, headerOptions, serverVariableOptions } from './client-context';
import { environmentUrlsName } from './environments';
import { planRequest, type RequestMember, type RequestPlan } from './request-plan';
import { propertyKey } from './types';
import { endpointSnippet } from './snippets';
import { SERVICE_CLIENT_PREAMBLE } from './unchecked-modules';

const FORBIDDEN_MEMBERS = new Set(['constructor', '_ctx', 'prototype', 'toString', 'valueOf', 'hasOwnProperty']);

/** A method or property name: reserved words are fine, invalid characters are not. */
export function memberName(name: string): string {
  const result = escapeMemberName(name);
  return FORBIDDEN_MEMBERS.has(result) ? `${result}_` : result;
}

/** Sub-client property names on the root client, unique. */
export function serviceProperties(ctx: GeneratorContext): Map<string, string> {
  return memo(ctx, 'serviceProperties', () => computeServiceProperties(ctx));
}

// Each member also holds the one its class keeps beside it: a service's cached client
// `_<name>`, an endpoint's implementation `__<name>`.
const SERVICE_PROPERTIES: ScopeRules = { kind: 'class', suffix: { kind: 'number' }, companion: '_' };
const METHODS: ScopeRules = { kind: 'class', suffix: { kind: 'number' }, companion: '__' };

function computeServiceProperties(ctx: GeneratorContext): Map<string, string> {
  // The root client keeps its context in `_ctx`, beside the `_<service>` fields.
  const members = new NameScope(SERVICE_PROPERTIES).reserve('ctx');
  const out = new Map<string, string>();
  for (const service of ctx.ir.services) {
    out.set(
      service.id,
      members.claim(memberName(service.name.camelCase || 'service'), { stem: memberName(service.name.camelCase) }),
    );
  }
  return out;
}

/** Method names inside a service, unique. */
const methodNameCache = new WeakMap<Service, Map<string, string>>();

/** Method names inside a service, unique (computed once per service). */
export function methodNames(service: Service): Map<string, string> {
  const cached = methodNameCache.get(service);
  if (cached) return cached;
  const computed = computeMethodNames(service);
  methodNameCache.set(service, computed);
  return computed;
}

function computeMethodNames(service: Service): Map<string, string> {
  const members = new NameScope(METHODS);
  const out = new Map<string, string>();
  for (const endpoint of service.endpoints) {
    out.set(
      endpoint.id,
      members.claim(memberName(endpoint.name.camelCase || endpoint.method.toLowerCase()), {
        stem: memberName(endpoint.name.camelCase),
      }),
    );
  }
  return out;
}

function serviceClientSymbol(ctx: GeneratorContext, service: Service, typeOnly = false): Printable {
  return importSymbol(ctx.serviceClassNames.get(service.id)!, `${serviceFolder(ctx, service)}/client/Client`, {
    typeOnly,
  });
}

// ------------------------------------------------------------------ root client

function hasSse(ctx: GeneratorContext): boolean {
  return ctx.ir.services.some((s) => s.endpoints.some((e) => e.streaming?.kind === 'sse'));
}

function hasStreams(ctx: GeneratorContext): boolean {
  return ctx.ir.services.some((s) => s.endpoints.some((e) => e.streaming !== undefined));
}

/**
 * A key in an emitted object literal. A plain `"__proto__": value` there would set the
 * object's prototype rather than add the key, so that one name is written computed.
 */
function literalKey(name: string, quoted = false): string {
  if (name === '__proto__') return '["__proto__"]';
  return quoted ? escapeString(name) : escapePropertyKey(name);
}

/** `src/Client.ts`. */
// The options a response body is parsed with, and a request body serialized with.
const RESPONSE_OPTIONS = [
  'unrecognizedObjectKeys: "passthrough"',
  'allowUnrecognizedEnumValues: true',
  'skipValidation: true',
  'breadcrumbsPrefix: ["response"]',
];
const REQUEST_OPTIONS = ['unrecognizedObjectKeys: "passthrough"', 'breadcrumbsPrefix: ["request"]'];
const RESPONSE_PARSE = `.parseOrThrow(response.body, { ${RESPONSE_OPTIONS.join(', ')} })`;
const REQUEST_BODY = `.jsonOrThrow(body, { ${REQUEST_OPTIONS.join(', ')} })`;

/**
 * Prints `${head}(${items})${tail}` into a large file, laid out ahead of line breaking when
 * {@link layOutParenList} can, else as one line for line breaking to break.
 */
function printParenList(file: FileBuilder, head: string, items: readonly Printable[], tail: Printable): void {
  const texts: string[] = [];
  for (let i = 0; i < items.length; i++) texts.push(file.textOf(items[i]!));
  const tailText = file.textOf(tail);
  const laidOut = layOutParenList(head, texts, tailText);
  if (laidOut !== undefined) file.printLaidOut(laidOut);
  else file.print(head, '(', texts.join(', '), ')', tailText);
}

/** Prints `${head}${expr}${tail}`, where `expr` may end in a call of `method` with options. */
function printOptionsCall(
  file: FileBuilder,
  head: string,
  expr: string,
  call: string,
  method: string,
  argument: string,
  options: readonly string[],
  tail: string,
): void {
  const laidOut = expr.endsWith(call)
    ? layOutOptionsCall(`${head}${expr.slice(0, expr.length - call.length)}${method}`, argument, options, tail)
    : undefined;
  if (laidOut !== undefined) file.printLaidOut(laidOut);
  else file.print(head, expr, tail);
}

export function emitRootClient(ctx: GeneratorContext): GeneratedFile {
  const file = new FileBuilder('src/Client.ts');
  file.declareLocal(ctx.clientName);
  const core = coreSymbol(true);
  const env = importSymbol(ctx.environmentName, 'src/environments', { typeOnly: true });
  const context = importSymbol('ClientContext', 'src/ClientContext');
  const environments = ctx.ir.environments;
  const hasEnvironments = (environments?.environments.length ?? 0) > 0;
  const requiredOptions: boolean[] = [];

  file.print(`export declare namespace ${ctx.clientName} {`);
  file.print('    /** Options of the client. */');
  file.print('    export interface Options {');
  if (hasEnvironments) {
    const envType: Printable[] =
      environments!.mode === 'multi'
        ? [importSymbol(environmentUrlsName(ctx), 'src/environments', { typeOnly: true })]
        : [env, ' | string'];
    file.print('        /** The environment to call, or a URL. Ignored when `baseUrl` is set. */');
    file.print('        environment?: ', core, '.Supplier<', ...envType, '>;');
  } else {
    file.print('        /** Not used: the API defines no environments. */');
    file.print('        environment?: ', core, '.Supplier<string>;');
  }
  file.print('        /** Base URL of the API; wins over `environment` and server URL variables. */');
  file.print('        baseUrl?: ', core, '.Supplier<string>;');
  for (const option of [...authOptions(ctx), ...headerOptions(ctx)]) {
    requiredOptions.push(option.required);
    file.append(docComment([option.docs], '        '));
    file.print('        ', escapePropertyKey(option.name), option.required ? ': ' : '?: ', ...option.type, ';');
  }
  for (const v of serverVariableOptions(ctx)) {
    const values = v.values && v.values.length > 0 ? ` One of: ${v.values.map((x) => `\`${x}\``).join(', ')}.` : '';
    file.append(
      docComment(
        [
          `Server URL variable \`${v.wire}\`.${values}${v.default !== undefined ? `\n@default ${JSON.stringify(v.default)}` : ''}`,
          v.docs,
        ],
        '        ',
      ),
    );
    file.print('        ', escapePropertyKey(v.option), '?: string;');
  }
  file.print(
    `        /** Headers sent with every request. */
        headers?: Record<string, string | `,
    core,
    `.Supplier<string | undefined> | undefined>;
        /** Default timeout of each request, in seconds: more than 0, or \`Infinity\` for none. */
        timeoutInSeconds?: number;
        /** Default number of retries of a failed request: a whole number from 0. @default 2 */
        maxRetries?: number;
        /**
         * The largest response body read into memory, in bytes; a larger one fails the request.
         * Binary stream responses are not counted. @default 104857600 (100 MiB); \`Infinity\` lifts the limit
         */
        maxResponseBytes?: number;
        /** A \`fetch\` implementation to use instead of the global one. */
        fetch?: typeof fetch;
        /** Logging of requests and responses; credentials are redacted. */
        logging?: `,
    core,
    `.LogConfig;`,
  );
  if (hasStreams(ctx)) {
    file.print(`        /** Streaming endpoints: the largest event (or line) held in memory, in bytes; a request option wins. @default 16777216 (16 MiB) */
        maxEventBytes?: number;`);
  }
  if (hasSse(ctx)) {
    file.print(`        /** Streaming endpoints: reconnect a resumable stream that drops; a request option wins. @default true */
        reconnectionEnabled?: boolean;
        /** Streaming endpoints: reconnection attempts before giving up; a request option wins. @default 5 */
        maxReconnectionAttempts?: number;`);
  }
  file.print(
    `    }

    /** Options of one request. */
    export interface RequestOptions {
        /** Timeout of this request, in seconds: more than 0, or \`Infinity\` for none. */
        timeoutInSeconds?: number;
        /** Number of retries of this request: a whole number from 0. */
        maxRetries?: number;
        /** The largest response body read into memory, in bytes. @default the client option, else 104857600 (100 MiB) */
        maxResponseBytes?: number;
        /** Cancels the request. */
        abortSignal?: AbortSignal;
        /** Extra headers for this request. */
        headers?: Record<string, string | `,
    core,
    `.Supplier<string | undefined> | undefined>;
        /** Extra query parameters for this request. */
        queryParams?: Record<string, unknown>;
        /** Idempotency key for this request; wins over a generated one. */
        idempotencyKey?: string;
        /** Properties merged into the JSON body; they override matching keys. */
        additionalBodyParameters?: Record<string, unknown>;`,
  );
  if (hasStreams(ctx)) {
    file.print(`        /** Streaming endpoints: the largest event (or line) held in memory, in bytes. @default the client option, else 16777216 (16 MiB) */
        maxEventBytes?: number;`);
  }
  if (hasSse(ctx)) {
    file.print(`        /** Streaming endpoints: reconnect a resumable stream that drops. @default the client option, else true */
        reconnectionEnabled?: boolean;
        /** Streaming endpoints: reconnection attempts before giving up. @default the client option, else 5 */
        maxReconnectionAttempts?: number;`);
  }
  file.print(`    }
}
`);
  file.append(docComment([ctx.ir.docs ?? `Client of the ${ctx.ir.title} API.`]));
  file.print(`export class ${ctx.clientName} {`);
  file.print('    protected readonly _ctx: ', context, ';');
  const properties = serviceProperties(ctx);
  for (const service of ctx.ir.services)
    file.print(
      `    private _${properties.get(service.id)!}: `,
      serviceClientSymbol(ctx, service, true),
      ' | undefined;',
    );
  file.print('');
  const optionalOptions = !requiredOptions.some((r) => r);
  file.print(`    constructor(options: ${ctx.clientName}.Options${optionalOptions ? ' = {}' : ''}) {`);
  file.print('        this._ctx = new ', context, '(options);');
  file.print('    }');
  for (const service of ctx.ir.services) {
    const name = properties.get(service.id)!;
    file.print('');
    file.append(docComment([service.docs], '    '));
    file.print(`    get ${name}(): `, serviceClientSymbol(ctx, service, true), ' {');
    file.print(`        return (this._${name} ??= new `, serviceClientSymbol(ctx, service), '(this._ctx));');
    file.print('    }');
  }
  file.print('}');
  return file.toFile();
}

// ------------------------------------------------------------------ requests

function memberType(ctx: GeneratorContext, member: RequestMember): Printable[] {
  const core = coreSymbol(true);
  if (member.source === 'part' && member.part?.isFile) {
    const t = unwrapType(member.type);
    return t.kind === 'list' ? [core, '.Uploadable[]'] : [core, '.Uploadable'];
  }
  return renderType(ctx, member.type, viaTypeImport(ctx), [core, '.Uploadable']);
}

interface PlannedRequest {
  endpoint: HttpEndpoint;
  plan: RequestPlan;
  name: string;
}

/**
 * `requests/index.ts`: the request type of every endpoint of a service that takes one, in one
 * module (sorted by name), as the named types share `src/api/types.ts`.
 */
function emitRequestTypes(ctx: GeneratorContext, folder: string, requests: PlannedRequest[]): GeneratedFile {
  const file = new FileBuilder(`${folder}/client/requests/index.ts`).large();
  const sorted = [...requests].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const request of sorted) file.declareLocal(request.name);
  for (let i = 0; i < sorted.length; i++) {
    const { endpoint, plan, name } = sorted[i]!;
    if (i > 0) file.print('');
    file.append(docComment([`Request of \`${endpoint.method} ${endpoint.path}\`.`]));
    file.print(`export interface ${name} {`);
    for (const member of plan.members) {
      file.append(docComment([member.docs], '    '));
      file.print(
        '    ',
        escapePropertyKey(member.key),
        member.optional ? '?: ' : ': ',
        ...memberType(ctx, member),
        ';',
      );
    }
    file.print('}');
  }
  if (sorted.length === 0) file.print('export {};');
  return file.toFile();
}

// ------------------------------------------------------------------ service clients

/** The TypeScript type of an endpoint's request argument, or `undefined` when it takes none. */
export function requestTypeOf(
  ctx: GeneratorContext,
  endpoint: HttpEndpoint,
  plan: RequestPlan,
): Printable[] | undefined {
  if (plan.bodyIsRequest) {
    const body = endpoint.requestBody!;
    if (body.kind === 'json' || body.kind === 'formUrlEncoded')
      return renderType(ctx, body.bodyType, viaNamespace(ctx));
    if (body.kind === 'text') return ['string'];
    return ['ArrayBuffer | ArrayBufferView | Blob | ReadableStream<Uint8Array>'];
  }
  if (plan.members.length === 0) return undefined;
  return [apiSymbol(ctx, true), '.', ctx.requestNames.get(endpoint.id)!];
}

interface ResponseShape {
  type: Printable[];
  responseType: 'json' | 'text' | 'bytes' | 'stream' | 'sse' | undefined;
  parse: (expr: string) => Printable[];
}

function responseShape(ctx: GeneratorContext, endpoint: HttpEndpoint): ResponseShape {
  const response = endpoint.response;
  switch (response.kind) {
    case 'json': {
      const type = renderType(ctx, response.bodyType, viaNamespace(ctx));
      if (!parsesAsIs(ctx, response.bodyType)) {
        return {
          type,
          responseType: 'json',
          parse: (expr) => [
            ...renderSchema(ctx, response.bodyType, schemaViaNamespace(), false),
            expr === 'response.body' ? RESPONSE_PARSE : `.parseOrThrow(${expr}, { ${RESPONSE_OPTIONS.join(', ')} })`,
          ],
        };
      }
      return { type, responseType: 'json', parse: (expr) => [`${expr} as `, ...type] };
    }
    case 'text':
      return { type: ['string'], responseType: 'text', parse: (expr) => [`${expr} as string`] };
    case 'binary':
      return response.asBytes
        ? { type: ['Uint8Array'], responseType: 'bytes', parse: (expr) => [`${expr} as Uint8Array`] }
        : {
            type: ['ReadableStream<Uint8Array>'],
            responseType: 'stream',
            parse: (expr) => [`${expr} as ReadableStream<Uint8Array>`],
          };
    case 'empty':
      return { type: ['void'], responseType: undefined, parse: () => ['undefined'] };
  }
}

function pathExpression(endpoint: HttpEndpoint, value: (name: string) => string | undefined): Printable[] {
  const path = endpoint.path;
  const out: Printable[] = [];
  const add = (part: string): void => {
    if (out.length > 0) out.push(' + ');
    out.push(part);
  };
  let last = 0;
  // The `{name}` templates, found as `/\{([^}]+)\}/g` would: a `{`, then at least one
  // character up to the first `}` after it.
  for (let from = 0; ; ) {
    const open = path.indexOf('{', from);
    if (open === -1) break;
    const close = path.indexOf('}', open + 1);
    if (close === -1) break;
    if (close === open + 1) {
      from = open + 1;
      continue;
    }
    if (open > last) add(escapeString(path.slice(last, open)));
    const expr = value(path.slice(open + 1, close));
    if (expr !== undefined) {
      if (out.length > 0) out.push(' + ');
      out.push(coreSymbol(), `.encodePathParam(${expr})`);
    } else {
      add(escapeString(path.slice(open, close + 1)));
    }
    last = close + 1;
    from = close + 1;
  }
  const tail = path.slice(last);
  if (tail || out.length === 0) add(escapeString(tail));
  return out;
}

function stringify(ctx: GeneratorContext, type: TypeReference, expr: string): string {
  const t = unwrapType(type);
  if (t.kind === 'primitive' && t.primitive === 'dateTime' && ctx.serde)
    return t === type || (type.kind === 'optional' && type.itemType === t)
      ? `${expr}.toISOString()`
      : `(${expr} === null ? "null" : ${expr}.toISOString())`;
  if (t.kind === 'primitive' && !['integer', 'long', 'float', 'double', 'boolean'].includes(t.primitive)) return expr;
  if (t.kind === 'named') {
    const d = resolveNamedType(ctx.ir, t);
    if (d?.shape.kind === 'enum') return expr;
  }
  if (t.kind === 'literal' && typeof t.value === 'string') return expr;
  return `String(${expr})`;
}

/** Accessor chain for a wire property path inside a response, with the type it ends at. */
function accessPath(
  ctx: GeneratorContext,
  root: TypeReference,
  path: string[],
): { access: string; type: TypeReference } | undefined {
  let type = root;
  let access = '';
  for (const segment of path) {
    const declaration = resolveNamedType(ctx.ir, type);
    if (!declaration || declaration.shape.kind !== 'object') return undefined;
    const property = objectProperties(ctx, declaration.id).find((p) => p.name.wireValue === segment);
    if (!property) return undefined;
    access += `?${escapePropertyAccess(propertyKey(ctx, property)).replace(/^\./, '.')}`;
    type = property.valueType;
  }
  return { access: access.replace(/\?\[/g, '?.['), type };
}

/** How an endpoint pages, when its pagination can be followed in the response type. */
export function paginationPlan(
  ctx: GeneratorContext,
  endpoint: HttpEndpoint,
  plan: RequestPlan,
  pagination: Pagination | undefined,
) {
  if (!pagination || endpoint.response.kind !== 'json' || plan.bodyIsRequest || endpoint.streaming) return undefined;
  const results = accessPath(ctx, endpoint.response.bodyType, pagination.results);
  if (!results) return undefined;
  const item = unwrapType(results.type);
  if (item.kind !== 'list' && item.kind !== 'set') return undefined;
  if (pagination.kind === 'cursor') {
    const next = accessPath(ctx, endpoint.response.bodyType, pagination.nextCursor);
    const member = plan.members.find(
      (m) => m.source === 'query' && m.parameter?.name.wireValue === pagination.cursorParameter,
    );
    if (!next || !member) return undefined;
    return { kind: 'cursor' as const, results, itemType: item.itemType, next, member };
  }
  if (pagination.kind === 'offset') {
    const member = plan.members.find(
      (m) => m.source === 'query' && m.parameter?.name.wireValue === pagination.offsetParameter,
    );
    if (!member) return undefined;
    const hasNext = pagination.hasNextPage
      ? accessPath(ctx, endpoint.response.bodyType, pagination.hasNextPage)
      : undefined;
    return { kind: 'offset' as const, results, itemType: item.itemType, member, step: pagination.step, hasNext };
  }
  const next = accessPath(ctx, endpoint.response.bodyType, pagination.nextUrl);
  if (!next) return undefined;
  return { kind: 'nextUrl' as const, results, itemType: item.itemType, next };
}

/** Declared errors grouped by status code, in the order of the sorted list. */
function errorsByStatus(errors: readonly ErrorDeclaration[]): ErrorDeclaration[][] {
  const groups: ErrorDeclaration[][] = [];
  for (const error of errors) {
    const last = groups[groups.length - 1];
    if (last !== undefined && last[0]!.statusCode === error.statusCode) last.push(error);
    else groups.push([error]);
  }
  return groups;
}

/**
 * A body property that every error of a group declares as a different string literal (a
 * Conjure error's `errorName`), with each error's value; undefined when there is none.
 */
function errorDiscriminant(
  ctx: GeneratorContext,
  group: readonly ErrorDeclaration[],
): { wireName: string; values: string[] } | undefined {
  const literals = group.map((error) => {
    const declaration = error.bodyType ? objectDeclaration(ctx, error.bodyType) : undefined;
    const found = new Map<string, string>();
    if (declaration === undefined) return found;
    for (const property of objectProperties(ctx, declaration.id)) {
      if (property.valueType.kind === 'literal' && typeof property.valueType.value === 'string')
        found.set(property.name.wireValue, property.valueType.value);
    }
    return found;
  });
  for (const wireName of literals[0]!.keys()) {
    const values = literals.map((found) => found.get(wireName));
    if (values.every((v): v is string => v !== undefined) && new Set(values).size === values.length)
      return { wireName, values };
  }
  return undefined;
}

function emitEndpoint(
  ctx: GeneratorContext,
  file: FileBuilder,
  service: Service,
  endpoint: HttpEndpoint,
  methodName: string,
): void {
  const core = coreSymbol();
  const api = apiSymbol(ctx);
  const client = importSymbol(ctx.clientName, 'src/Client', { typeOnly: true });
  const plan = planRequest(ctx, endpoint);
  const requestType = requestTypeOf(ctx, endpoint, plan);
  const response = responseShape(ctx, endpoint);
  const errors = endpointErrors(ctx, endpoint);
  const pagination = paginationPlan(ctx, endpoint, plan, endpoint.pagination);
  const sse = endpoint.streaming?.kind === 'sse' ? endpoint.streaming : undefined;
  const endpointName = `${endpoint.method} ${endpoint.path}`;

  // Signature pieces.
  const params: Printable[][] = [];
  const forward: string[] = [];
  for (const p of plan.positional) {
    params.push([`${p.local}: `, ...renderType(ctx, unwrapType(p.parameter.valueType), viaNamespace(ctx))]);
    forward.push(p.local);
  }
  if (requestType) {
    params.push([
      'request: ',
      ...requestType,
      plan.requestOptional ? (plan.bodyIsRequest ? ' | undefined' : ' = {}') : '',
    ]);
    forward.push('request');
  }
  params.push(['requestOptions?: ', client, '.RequestOptions']);
  forward.push('requestOptions');

  let dataType: Printable[] = response.type;
  if (sse) dataType = [core, '.Stream<', ...renderType(ctx, sse.eventType, viaNamespace(ctx)), '>'];
  else if (endpoint.streaming?.kind === 'jsonLines')
    dataType = ['AsyncIterable<', ...renderType(ctx, endpoint.streaming.eventType, viaNamespace(ctx)), '>'];

  // Docs.
  const docs: Array<string | undefined> = [endpoint.docs ?? endpoint.summary];
  if (endpoint.availability === 'deprecated') docs.push('@deprecated');
  docs.push('');
  for (const p of plan.positional) docs.push(`@param ${p.local}${p.parameter.docs ? ` - ${p.parameter.docs}` : ''}`);
  if (requestType) docs.push('@param request');
  docs.push('@param requestOptions - Options of this request.');
  docs.push('');
  for (const error of errors)
    docs.push(`@throws {@link ${ctx.ns}.${ctx.errorNames.get(error.id)!}} on status ${error.statusCode}.`);
  docs.push(`@throws {@link ${ctx.errorName}} when the API answers with another error status.`);
  docs.push(`@throws {@link ${ctx.timeoutErrorName}} when the request times out.`);
  docs.push('');
  docs.push('@example');
  // Indented by the member (4), ` * ` (3) and the example (4).
  docs.push(
    ...breakLongLines(endpointSnippet(ctx, service, endpoint, { call: true }), LINE_WIDTH - 11)
      .split('\n')
      .map((l) => `    ${l}`),
  );
  file.append(docComment(docs, '    '));

  const impl = `__${methodName}`;
  if (pagination) {
    const itemType = renderType(ctx, pagination.itemType, viaNamespace(ctx));
    const pageType: Printable[] = [core, '.Page<', ...itemType, ', ', ...response.type, '>'];
    printParenList(file, `    public async ${methodName}`, params, [': Promise<', ...pageType, '> {']);
    const key = escapePropertyAccess(pagination.kind !== 'nextUrl' ? pagination.member.key : '');
    file.print(
      '        const getItems = (response: ',
      ...response.type,
      '): ',
      ...itemType,
      `[] => response${pagination.results.access} ?? [];`,
    );
    if (pagination.kind === 'cursor') {
      file.print(
        '        const nextCursor = (response: ',
        ...response.type,
        `): string | undefined => { const value = response${pagination.next.access}; return value === undefined || value === null || value === "" ? undefined : String(value); };`,
      );
      file.print(
        `        const load = (cursor: string | undefined) => this.${impl}(${forward.map((f) => (f === 'request' ? `{ ...request, ${escapePropertyKey(pagination.member.key)}: cursor }` : f)).join(', ')});`,
      );
      file.print(`        const first = await this.${impl}(${forward.join(', ')});`);
      file.print('        return new ', core, '.Page<', ...itemType, ', ', ...response.type, '>({');
      file.print('            response: first.data,');
      file.print('            rawResponse: first.rawResponse,');
      file.print('            items: getItems(first.data),');
      file.print('            hasNextPage: nextCursor(first.data) !== undefined,');
      file.print('            getItems,');
      file.print('            hasNext: (response) => nextCursor(response) !== undefined,');
      file.print('            loadPage: (current) => load(nextCursor(current)),');
      file.print('        });');
    } else if (pagination.kind === 'offset') {
      const start = pagination.step === 'page' ? '1' : '0';
      file.print(`        let position = Number(request${key} ?? ${start});`);
      file.print(
        `        const load = (value: number) => this.${impl}(${forward.map((f) => (f === 'request' ? `{ ...request, ${escapePropertyKey(pagination.member.key)}: value }` : f)).join(', ')});`,
      );
      file.print(`        const first = await this.${impl}(${forward.join(', ')});`);
      const hasNext = pagination.hasNext ? `(response${pagination.hasNext.access}) === true` : 'items.length > 0';
      file.print(
        '        const hasNext = (response: ',
        ...response.type,
        ', items: ',
        ...itemType,
        `[]): boolean => { void response; void items; return ${hasNext}; };`,
      );
      file.print('        return new ', core, '.Page<', ...itemType, ', ', ...response.type, '>({');
      file.print('            response: first.data,');
      file.print('            rawResponse: first.rawResponse,');
      file.print('            items: getItems(first.data),');
      file.print('            hasNextPage: hasNext(first.data, getItems(first.data)),');
      file.print('            getItems,');
      file.print('            hasNext,');
      file.print('            loadPage: (current) => {');
      file.print(`                position += ${pagination.step === 'page' ? '1' : 'getItems(current).length'};`);
      file.print('                return load(position);');
      file.print('            },');
      file.print('        });');
    } else {
      file.print(
        '        const nextUrl = (response: ',
        ...response.type,
        `): string | undefined => { const value = response${pagination.next.access}; return typeof value === "string" && value !== "" ? value : undefined; };`,
      );
      file.print(
        `        const first = await this.${impl}(${[...forward.slice(0, -1), 'requestOptions', 'undefined'].join(', ')});`,
      );
      file.print('        return new ', core, '.Page<', ...itemType, ', ', ...response.type, '>({');
      file.print('            response: first.data,');
      file.print('            rawResponse: first.rawResponse,');
      file.print('            items: getItems(first.data),');
      file.print('            hasNextPage: nextUrl(first.data) !== undefined,');
      file.print('            getItems,');
      file.print('            hasNext: (response) => nextUrl(response) !== undefined,');
      file.print(
        `            loadPage: (current) => this.${impl}(${[...forward.slice(0, -1), 'requestOptions', 'nextUrl(current)'].join(', ')}),`,
      );
      file.print('        });');
    }
    file.print('    }');
  } else {
    printParenList(file, `    public ${methodName}`, params, [': ', core, '.HttpResponsePromise<', ...dataType, '> {']);
    printParenList(
      file,
      `        return ${file.textOf(core)}.HttpResponsePromise.fromPromise`,
      [`this.${impl}(${forward.join(', ')})`],
      ';',
    );
    file.print('    }');
  }
  file.print('');

  // Implementation.
  const implParams = pagination?.kind === 'nextUrl' ? [...params, ['nextUrl?: string']] : params;
  printParenList(file, `    private async ${impl}`, implParams, [
    ': Promise<',
    core,
    '.WithRawResponse<',
    ...dataType,
    '>> {',
  ]);
  const access = (member: RequestMember): string => `request${escapePropertyAccess(member.key)}`;
  const pathValue = (wire: string): string | undefined => {
    const positional = plan.positional.find((p) => p.parameter.name.wireValue === wire);
    if (positional) return positional.local;
    const member = plan.members.find((m) => m.source === 'path' && m.parameter?.name.wireValue === wire);
    return member ? access(member) : undefined;
  };
  // Body.
  let bodyExpr: Printable[] | undefined;
  let requestKind: string | undefined;
  let contentType: string | undefined;
  const body = endpoint.requestBody;
  if (body) contentType = body.contentType;
  if (plan.body === 'inlined' && body && (body.kind === 'json' || body.kind === 'formUrlEncoded')) {
    const nonBody = plan.members.filter((m) => m.source !== 'body');
    const bodyName = plan.synthesized.length > 0 ? 'fields' : 'body';
    file.print(
      `        const { ${[...nonBody.map((m, i) => `${escapePropertyKey(m.key)}: _${i}`), `...${bodyName}`].join(', ')} } = request;`,
    );
    if (plan.synthesized.length > 0) {
      file.print(
        `        const body = { ...fields, ${plan.synthesized.map((x) => `${escapePropertyKey(x.key)}: ${escapeString(x.value)}`).join(', ')} };`,
      );
    }
    bodyExpr = needsConversion(ctx, body.bodyType)
      ? [...renderSchema(ctx, body.bodyType, schemaViaNamespace(), false), REQUEST_BODY]
      : ['body'];
    requestKind = body.kind === 'json' ? 'json' : 'form';
  } else if ((plan.body === 'member' || plan.body === 'request') && body) {
    const source =
      plan.body === 'request'
        ? 'request'
        : `request${escapePropertyAccess(plan.members.find((m) => m.source === 'wholeBody')!.key)}`;
    if (body.kind === 'json' || body.kind === 'formUrlEncoded') {
      const convert = needsConversion(ctx, body.bodyType);
      const schema = renderSchema(ctx, body.bodyType, schemaViaNamespace(), false);
      bodyExpr = convert
        ? [
            `${source} !== undefined ? `,
            ...schema,
            `.jsonOrThrow(${source}, { unrecognizedObjectKeys: "passthrough", breadcrumbsPrefix: ["request"] }) : undefined`,
          ]
        : [source];
      requestKind = body.kind === 'json' ? 'json' : 'form';
    } else if (body.kind === 'text') {
      bodyExpr = [source];
      requestKind = 'text';
    } else {
      bodyExpr = [source];
      requestKind = 'bytes';
    }
  } else if (plan.body === 'multipart') {
    file.print('        const form = ', core, '.createMultipartForm();');
    for (const member of plan.members.filter((m) => m.source === 'part')) {
      const part = member.part!;
      const wire = escapeString(part.name.wireValue);
      const label = escapeString(member.key);
      const value = access(member);
      if (part.isFile) {
        const isList = unwrapType(member.type).kind === 'list';
        const appendOne = (expr: string, indent: string): void => {
          file.print(`${indent}`, core, `.assertUploadable(${expr}, ${label});`);
          file.print(`${indent}await form.appendFile(${wire}, ${expr});`);
        };
        if (member.optional) file.print(`        if (${value} !== undefined) {`);
        const indent = member.optional ? '            ' : '        ';
        if (isList) {
          file.print(`${indent}for (const file of ${value}) {`);
          appendOne('file', `${indent}    `);
          file.print(`${indent}}`);
        } else appendOne(value, indent);
        if (member.optional) file.print('        }');
      } else {
        const t = unwrapType(member.type);
        const isScalar =
          t.kind === 'primitive' ||
          t.kind === 'literal' ||
          (t.kind === 'named' && resolveNamedType(ctx.ir, t)?.shape.kind === 'enum');
        const converted = needsConversion(ctx, member.type)
          ? [...renderSchema(ctx, member.type, schemaViaNamespace(), false), `.jsonOrThrow(${value})`]
          : [value];
        const isDate = ctx.serde && t.kind === 'primitive' && t.primitive === 'dateTime';
        const text: Printable[] = isDate
          ? [stringify(ctx, member.type, value)]
          : isScalar
            ? [`String(${value})`]
            : ['JSON.stringify(', ...converted, ')'];
        if (member.optional) file.print(`        if (${value} !== undefined) form.append(${wire}, `, ...text, ');');
        else file.print(`        form.append(${wire}, `, ...text, ');');
      }
    }
    file.print('        const multipart = await form.build();');
    bodyExpr = ['multipart.body'];
    requestKind = 'multipart';
    contentType = undefined;
  }

  const queryMembers = plan.members.filter((m) => m.source === 'query');
  const headerMembers = plan.members.filter((m) => m.source === 'header');
  const cookieMembers = plan.members.filter((m) => m.source === 'cookie');
  const styled = queryMembers.filter((m) => m.parameter?.style !== undefined || m.parameter?.explode !== undefined);
  const generateKey = ctx.ir.idempotencyKeyGeneration?.methods.includes(endpoint.method) ?? false;
  const idempotencyHeader =
    generateKey || endpoint.idempotent ? (ctx.ir.idempotencyKeyGeneration?.headerName ?? 'Idempotency-Key') : undefined;

  const send = (indent: string, extraHeaders: string | undefined): void => {
    const i = indent;
    file.print(`${i}const response = await this._ctx.send<unknown>(`);
    file.print(`${i}    {`);
    file.print(`${i}        method: ${escapeString(endpoint.method)},`);
    file.print(`${i}        path: `, ...pathExpression(endpoint, pathValue), ',');
    if (pagination?.kind === 'nextUrl')
      file.print(`${i}        ...(nextUrl !== undefined ? { url: nextUrl, urlFromResponse: true } : {}),`);
    if (endpoint.baseUrlId) file.print(`${i}        baseUrlId: ${escapeString(endpoint.baseUrlId)},`);
    if (queryMembers.length > 0) {
      file.print(`${i}        queryParameters: {`);
      for (const m of queryMembers) {
        const value = access(m);
        const expr: Printable[] = needsConversion(ctx, m.type)
          ? [
              `${value} !== undefined ? `,
              ...renderSchema(ctx, m.type, schemaViaNamespace(), false),
              `.jsonOrThrow(${value}) : undefined`,
            ]
          : [value];
        file.print(`${i}            `, literalKey(m.parameter!.name.wireValue), ': ', ...expr, ',');
      }
      file.print(`${i}        },`);
    }
    if (styled.length > 0) {
      file.print(`${i}        queryStyle: {`);
      for (const m of styled) {
        const p = m.parameter!;
        const style = p.style && p.style !== 'simple' ? `style: ${escapeString(p.style)}` : undefined;
        const explode = p.explode !== undefined ? `explode: ${escapeBoolean(p.explode)}` : undefined;
        file.print(
          `${i}            `,
          literalKey(p.name.wireValue),
          `: { ${[style, explode].filter(Boolean).join(', ')} },`,
        );
      }
      file.print(`${i}        },`);
    }
    if (headerMembers.length > 0 || extraHeaders) {
      file.print(`${i}        headers: {`);
      for (const m of headerMembers) {
        const value = access(m);
        const str = stringify(ctx, m.type, value);
        file.print(
          `${i}            `,
          literalKey(m.parameter!.name.wireValue, true),
          ': ',
          str === value ? value : `${value} !== undefined ? ${str} : undefined`,
          ',',
        );
      }
      if (extraHeaders) file.print(`${i}            ${extraHeaders}`);
      file.print(`${i}        },`);
    }
    if (cookieMembers.length > 0) {
      // Names and values are encoded by the runtime, where cookie credentials join them.
      const pairs = cookieMembers.map((m) => {
        const value = access(m);
        const str = stringify(ctx, m.type, value);
        return `[${escapeString(m.parameter!.name.wireValue)}, ${str === value ? value : `${value} !== undefined ? ${str} : undefined`}]`;
      });
      file.print(`${i}        cookies: [${pairs.join(', ')}],`);
    }
    if (bodyExpr)
      printOptionsCall(
        file,
        `${i}        body: `,
        file.textOf(bodyExpr),
        REQUEST_BODY,
        '.jsonOrThrow',
        'body',
        REQUEST_OPTIONS,
        ',',
      );
    if (requestKind) file.print(`${i}        requestType: ${escapeString(requestKind)},`);
    if (contentType && requestKind !== 'json' && requestKind !== 'form')
      file.print(`${i}        contentType: ${escapeString(contentType)},`);
    if (requestKind === 'bytes') file.print(`${i}        duplex: "half",`);
    const responseType = sse ? 'sse' : endpoint.streaming ? 'stream' : response.responseType;
    if (responseType) file.print(`${i}        responseType: ${escapeString(responseType)},`);
    file.print(`${i}        secured: ${escapeBoolean(endpoint.secured)},`);
    if (endpoint.authSchemes)
      file.print(`${i}        authSchemes: [${endpoint.authSchemes.map(escapeString).join(', ')}],`);
    if (idempotencyHeader) file.print(`${i}        idempotencyHeader: ${escapeString(idempotencyHeader)},`);
    if (generateKey) file.print(`${i}        generateIdempotencyKey: true,`);
    file.print(`${i}        endpointName: ${escapeString(endpointName)},`);
    file.print(`${i}    },`);
    file.print(`${i}    requestOptions,`);
    file.print(`${i});`);
  };
  const throwErrors = (indent: string): void => {
    const i = indent;
    if (errors.length > 0) {
      const throwError = (error: ErrorDeclaration, at: string): void => {
        const bodyParse: Printable[] =
          error.bodyType && !parsesAsIs(ctx, error.bodyType)
            ? [
                ...renderSchema(ctx, error.bodyType, schemaViaNamespace(), false),
                '.parseOrThrow(response.error.body, { unrecognizedObjectKeys: "passthrough", allowUnrecognizedEnumValues: true, skipValidation: true, breadcrumbsPrefix: ["response"] })',
              ]
            : error.bodyType
              ? ['response.error.body as ', ...renderType(ctx, error.bodyType, viaNamespace(ctx))]
              : ['response.error.body'];
        file.print(
          `${at}throw new `,
          api,
          `.${ctx.errorNames.get(error.id)!}(`,
          ...bodyParse,
          ', response.rawResponse);',
        );
      };
      file.print(`${i}if (response.error.reason === "status-code") {`);
      file.print(`${i}    switch (response.error.statusCode) {`);
      for (const group of errorsByStatus(errors)) {
        file.print(`${i}        case ${escapeNumber(group[0]!.statusCode)}:`);
        if (group.length === 1) {
          throwError(group[0]!, `${i}            `);
          continue;
        }
        // Several errors share the status: the body's literal field tells them apart, and a
        // body that names none of them is an undeclared error.
        const discriminant = errorDiscriminant(ctx, group);
        if (discriminant === undefined) {
          file.print(`${i}            break;`);
          continue;
        }
        file.print(
          `${i}            switch (typeof response.error.body === "object" && response.error.body !== null ? (response.error.body as Record<string, unknown>)[${escapeString(discriminant.wireName)}] : undefined) {`,
        );
        for (const [k, error] of group.entries()) {
          file.print(`${i}                case ${escapeString(discriminant.values[k]!)}:`);
          throwError(error, `${i}                    `);
        }
        file.print(`${i}            }`);
        file.print(`${i}            break;`);
      }
      file.print(`${i}    }`);
      file.print(`${i}}`);
    }
    printParenList(
      file,
      `${i}throw this._ctx.toError`,
      ['response.error', 'response.rawResponse', escapeString(endpointName)],
      ';',
    );
  };

  if (sse) {
    const eventType = renderType(ctx, sse.eventType, viaNamespace(ctx));
    const parseAs = (type: TypeReference, raw = 'JSON.parse(event.data)'): Printable[] =>
      !parsesAsIs(ctx, type)
        ? [
            ...renderSchema(ctx, type, schemaViaNamespace(), false),
            `.parseOrThrow(${raw}, { unrecognizedObjectKeys: "passthrough", allowUnrecognizedEnumValues: true, skipValidation: true, breadcrumbsPrefix: ["event"] })`,
          ]
        : [`${raw} as `, ...renderType(ctx, type, viaNamespace(ctx))];
    // An element type that is a union discriminated by the event name (OpenAPI `oneOf` with
    // `discriminator.propertyName: event`): the `event:` line fills the discriminant, so each
    // event is a member of that union.
    const union = resolveNamedType(ctx.ir, unwrapType(sse.eventType));
    const byEventName = union?.shape.kind === 'discriminatedUnion' ? union.shape : undefined;
    const parseVariant = (v: { event: string; type: TypeReference }): Printable[] =>
      byEventName?.variants.some((u) => u.discriminantValue === v.event)
        ? parseAs(
            sse.eventType,
            `{ ...JSON.parse(event.data), ${literalKey(byEventName.discriminant.wireValue)}: ${escapeString(v.event)} }`,
          )
        : parseAs(v.type);
    const variants = sse.eventDiscriminator?.variants ?? [];
    const parse: Printable[] =
      variants.length === 0
        ? parseAs(sse.eventType)
        : [
            '{\n',
            '                    switch (event.event) {\n',
            ...variants.flatMap((v): Printable[] => [
              `                        case ${escapeString(v.event)}:\n`,
              '                            return ',
              ...parseVariant(v),
              ';\n',
            ]),
            '                        default:\n',
            '                            return ',
            ...parseAs(sse.eventType),
            ';\n',
            '                    }\n',
            '                }',
          ];
    file.print(
      '        const open = async (lastEventId: string | undefined): Promise<',
      core,
      '.WithRawResponse<ReadableStream<Uint8Array>>> => {',
    );
    send('            ', '...(lastEventId !== undefined ? { "Last-Event-ID": lastEventId } : {}),');
    // `=== true`: without strictNullChecks, a truthiness test narrows no union, and users
    // compile SDK sources with every setting.
    file.print(
      '            if (response.ok === true) return { data: response.body as ReadableStream<Uint8Array>, rawResponse: response.rawResponse };',
    );
    throwErrors('            ');
    file.print('        };');
    file.print('        const first = await open(undefined);');
    file.print('        let initial: ReadableStream<Uint8Array> | undefined = first.data;');
    file.print(
      '        const reconnectionEnabled = requestOptions?.reconnectionEnabled ?? this._ctx.options.reconnectionEnabled;',
    );
    file.print(
      '        const maxReconnectionAttempts = requestOptions?.maxReconnectionAttempts ?? this._ctx.options.maxReconnectionAttempts;',
    );
    file.print('        const maxEventBytes = requestOptions?.maxEventBytes ?? this._ctx.options.maxEventBytes;');
    file.print('        return {');
    file.print('            data: new ', core, '.Stream<', ...eventType, '>({');
    file.print('                open: async (lastEventId) => {');
    file.print('                    const ready = initial;');
    file.print('                    initial = undefined;');
    file.print('                    if (ready !== undefined && lastEventId === undefined) return ready;');
    file.print('                    return (await open(lastEventId)).data;');
    file.print('                },');
    file.print(
      '                parse: (event)',
      variants.length === 0 ? ' => ' : ': ',
      ...(variants.length === 0 ? [] : [...eventType, ' => ']),
      ...parse,
      ',',
    );
    if (sse.terminator !== undefined) file.print(`                terminator: ${escapeString(sse.terminator)},`);
    file.print(`                resumable: ${escapeBoolean(sse.resumable)},`);
    file.print('                ...(reconnectionEnabled !== undefined ? { reconnectionEnabled } : {}),');
    file.print('                ...(maxReconnectionAttempts !== undefined ? { maxReconnectionAttempts } : {}),');
    file.print('                ...(maxEventBytes !== undefined ? { maxEventBytes } : {}),');
    file.print(`                endpointName: ${escapeString(endpointName)},`);
    file.print(
      '                ...(requestOptions?.abortSignal !== undefined ? { signal: requestOptions.abortSignal } : {}),',
    );
    file.print('            }),');
    file.print('            rawResponse: first.rawResponse,');
    file.print('        };');
  } else {
    send('        ', undefined);
    let data: Printable[] = response.parse('response.body');
    if (endpoint.streaming?.kind === 'jsonLines') {
      const lines = endpoint.streaming;
      const parseLine: Printable[] = !parsesAsIs(ctx, lines.eventType)
        ? [
            ...renderSchema(ctx, lines.eventType, schemaViaNamespace(), false),
            '.parseOrThrow(JSON.parse(line), { unrecognizedObjectKeys: "passthrough", allowUnrecognizedEnumValues: true, skipValidation: true })',
          ]
        : ['JSON.parse(line) as ', ...renderType(ctx, lines.eventType, viaNamespace(ctx))];
      const options = [
        ...(lines.terminator !== undefined ? [`terminator: ${escapeString(lines.terminator)}`] : []),
        'maxEventBytes: requestOptions?.maxEventBytes ?? this._ctx.options.maxEventBytes',
        `endpointName: ${escapeString(endpointName)}`,
      ];
      data = [
        core,
        '.readJsonLines(response.body as ReadableStream<Uint8Array>, (line) => ',
        ...parseLine,
        `, { ${options.join(', ')} })`,
      ];
    }
    const dataText = file.textOf(data);
    const laidOut = layOutOkReturn('        ', dataText, (line) =>
      line.endsWith(`${RESPONSE_PARSE},`)
        ? layOutOptionsCall(
            `${line.slice(0, line.length - RESPONSE_PARSE.length - 1)}.parseOrThrow`,
            'response.body',
            RESPONSE_OPTIONS,
            ',',
          )
        : undefined,
    );
    if (laidOut !== undefined) file.printLaidOut(laidOut);
    else
      file.print(
        '        if (response.ok === true) return { data: ',
        dataText,
        ', rawResponse: response.rawResponse };',
      );
    throwErrors('        ');
  }
  file.print('    }');
  file.print('');
}

function emitServiceClient(ctx: GeneratorContext, service: Service): GeneratedFile[] {
  const files: GeneratedFile[] = [];
  const className = ctx.serviceClassNames.get(service.id)!;
  const folder = serviceFolder(ctx, service);
  // Large for an API of many endpoints: its text is kept as a few flat pieces as it grows.
  const file = new FileBuilder(`${folder}/client/Client.ts`).large();
  if (ctx.options.tsNocheck !== false) file.setPreamble(SERVICE_CLIENT_PREAMBLE);
  file.declareLocal(className);
  const context = importSymbol('ClientContext', 'src/ClientContext', { typeOnly: true });
  file.append(docComment([service.docs ?? `Endpoints of \`${service.id}\`.`]));
  file.print(`export class ${className} {`);
  file.print('    constructor(private readonly _ctx: ', context, ') {}');
  file.print('');
  const names = methodNames(service);
  const requests: PlannedRequest[] = [];
  for (const endpoint of service.endpoints) {
    const plan = planRequest(ctx, endpoint);
    if (!plan.bodyIsRequest && plan.members.length > 0)
      requests.push({ endpoint, plan, name: ctx.requestNames.get(endpoint.id)! });
    emitEndpoint(ctx, file, service, endpoint, names.get(endpoint.id)!);
  }
  file.print('}');
  files.push(file.toFile());
  files.push(emitRequestTypes(ctx, folder, requests));
  files.push({ path: `${folder}/client/index.ts`, contents: 'export * from "./requests";\n' });
  files.push({
    path: `${folder}/index.ts`,
    contents: `export * from "./client";\nexport { ${className} } from "./client/Client";\n`,
  });
  return files;
}

/** The root client, the shared context, every service client and its request types. */
export function emitClients(ctx: GeneratorContext): GeneratedFile[] {
  const files: GeneratedFile[] = [emitRootClient(ctx)];
  for (const service of ctx.ir.services) files.push(...emitServiceClient(ctx, service));
  const lines = ctx.ir.services.map((s) => `export * from "./${ctx.serviceFolders.get(s.id)!}/client";`).sort();
  files.push({
    path: `${API}/resources/index.ts`,
    contents: lines.length > 0 ? `${lines.join('\n')}\n` : 'export {};\n',
  });
  return files;
}
