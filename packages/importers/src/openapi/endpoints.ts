import {
  camelCase,
  createRenamedName,
  NameScope,
  pascalCase,
  splitWords,
  stableStringify,
  type EndpointExample,
  type ErrorDeclaration,
  type HttpEndpoint,
  type HttpMethod,
  type MultipartPart,
  type Parameter,
  type RequestBody,
  type ResponseBody,
  type Service,
  type Streaming,
  type TypeReference,
} from '@bracken/ir';
import { isRecord, resolvePointer, type JsonObject } from '../json';
import { ImportContext, readAudiences, readString, wrongType } from './context';
import { exampleForType, setResponseExampleOnRead, type ExampleTypes } from './examples';
import { readPaginationExtension, readStreamingExtension } from './extensions';
import { checkOperationFields } from './field-types';
import { convertSchema, derefSchema } from './schemas';
import { STATUS_PHRASES } from './http-status';
import { escapePointerSegment, joinPointer } from '@bracken/errors';

/** HTTP methods in the order OpenAPI lists them on a path item. */
export const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Id of the service that holds endpoints with neither a group name nor a tag. */
export const DEFAULT_SERVICE_ID = 'root';

// What makes a word for casing (see `splitWords`): its camelCase form is empty without one.
const HAS_WORD = /[\p{L}\p{M}\p{N}]/u;

const JSON_TYPE = /^application\/([\w.+-]+\+)?json(;.*)?$|^\*\/\*$|^application\/json-patch/i;

/**
 * Normalises an endpoint reference (`get /pets` → `GET /pets`), keeping a namespace prefix.
 *
 * @example normaliseEndpointReference('v2::post /pets') // 'v2::POST /pets'
 */
export function normaliseEndpointReference(reference: string): string {
  const separator = reference.lastIndexOf('::');
  const namespace = separator >= 0 ? reference.slice(0, separator + 2) : '';
  const rest = reference.slice(namespace.length).trim();
  const space = rest.indexOf(' ');
  if (space < 0) return reference;
  return `${namespace}${rest.slice(0, space).toUpperCase()} ${rest.slice(space + 1).trim()}`;
}

/** Resolves a local `$ref` of any component kind (parameter, response, request body). */
export function derefObject(ctx: ImportContext, node: unknown): { node: JsonObject; pointer?: string } | undefined {
  let current = node;
  let pointer: string | undefined;
  for (let depth = 0; depth < 16 && isRecord(current) && typeof current['$ref'] === 'string'; depth++) {
    const ref = current['$ref'];
    if (!ref.startsWith('#')) return undefined;
    pointer = ref.slice(1);
    current = resolvePointer(ctx.document, pointer);
  }
  return isRecord(current) ? (pointer !== undefined ? { node: current, pointer } : { node: current }) : undefined;
}

interface ServiceBuilder {
  service: Service;
  /** The service's method names, compared by their camelCase forms. */
  methodNames: NameScope;
}

/** Converts every path operation into services and endpoints (and collects declared errors). */
export class EndpointConverter {
  readonly services = new Map<string, ServiceBuilder>();
  readonly errors = new Map<string, ErrorDeclaration>();
  private readonly errorKeys = new Map<string, string>();
  private readonly filter: Set<string> | undefined;
  /** Media types as pointer segments; a definition uses a handful, thousands of times. */
  private readonly mediaSegments = new Map<string, string>();
  /** The declared types, for response examples built after the import. */
  private readonly exampleTypes: ExampleTypes;

  constructor(
    private readonly ctx: ImportContext,
    private readonly schemeIds: Set<string>,
    private readonly globalSecurity: unknown,
    /** Server URL → base URL id, when environments have several base URLs. */
    private readonly baseUrlByUrl: Map<string, string> = new Map(),
  ) {
    this.exampleTypes = { types: ctx.types };
    const entries = ctx.settings.filterEndpoints;
    this.filter = entries ? new Set(entries.map(normaliseEndpointReference)) : undefined;
  }

  /** Walks `paths` in definition order. */
  convertPaths(): void {
    const paths = this.ctx.document['paths'];
    if (!isRecord(paths)) return;
    for (const [route, rawItem] of Object.entries(paths)) {
      // Escaped once for all the methods of the route (routes always hold `/`).
      const routePointer = joinPointer('', 'paths', route);
      if (!isRecord(rawItem)) throw wrongType(this.ctx, routePointer, 'a path item (a mapping)', rawItem);
      const item = derefObject(this.ctx, rawItem)?.node;
      if (!item || item['x-bracken-ignore'] === true) continue;
      for (const method of OPERATION_METHODS) {
        const operation = item[method];
        if (operation !== undefined && !isRecord(operation))
          throw wrongType(this.ctx, `${routePointer}/${method}`, 'an operation (a mapping)', operation);
        if (!isRecord(operation) || operation['x-bracken-ignore'] === true) continue;
        checkOperationFields(this.ctx, item, routePointer, operation, `${routePointer}/${method}`);
        const id = this.endpointId(method, route);
        if (this.filter && !this.filter.has(id) && !this.filter.has(`${method.toUpperCase()} ${route}`)) continue;
        this.convertOperation(route, routePointer, method, item, operation, id);
      }
    }
  }

  private escapedMediaType(contentType: string): string {
    let segment = this.mediaSegments.get(contentType);
    if (segment === undefined) {
      segment = escapePointerSegment(contentType);
      this.mediaSegments.set(contentType, segment);
    }
    return segment;
  }

  private endpointId(method: string, route: string): string {
    const base = `${method.toUpperCase()} ${route}`;
    return this.ctx.namespace !== undefined ? `${this.ctx.namespace}::${base}` : base;
  }

  private serviceOf(operation: JsonObject): string {
    const group = operation['x-bracken-sdk-group-name'];
    if (typeof group === 'string' && group !== '') return group;
    if (Array.isArray(group) && group.length > 0) return group.map(String).join('.');
    const tags = operation['tags'];
    if (Array.isArray(tags) && typeof tags[0] === 'string' && tags[0] !== '') return tags[0];
    return DEFAULT_SERVICE_ID;
  }

  private methodNameOf(operation: JsonObject, serviceId: string, method: string, route: string): string {
    const explicit = readString(operation, 'x-bracken-sdk-method-name');
    if (explicit !== undefined && explicit !== '') return explicit;
    const operationId = readString(operation, 'operationId');
    if (operationId !== undefined && operationId !== '') {
      const match = /^(.+?)[_.\/](.+)$/.exec(operationId);
      if (
        match &&
        camelCase(match[1]!, this.ctx.casing) === camelCase(serviceId, this.ctx.casing) &&
        HAS_WORD.test(match[2]!)
      )
        return match[2]!;
      return operationId;
    }
    const words = [method];
    for (const segment of route.split('/').filter((s) => s !== '')) {
      const parameter = /^\{(.+)\}$/.exec(segment);
      words.push(parameter ? `by ${parameter[1]!}` : segment);
    }
    return words.join(' ');
  }

  private service(serviceId: string): ServiceBuilder {
    // Tags that differ only in case or separators (`Pets`, `pets`) are one service.
    const key = camelCase(serviceId, this.ctx.casing);
    let builder = this.services.get(key);
    if (!builder) {
      const service: Service = { kind: 'service', id: serviceId, name: this.ctx.name(serviceId), endpoints: [] };
      const tag = this.findTag(serviceId);
      if (tag) service.docs = tag;
      builder = {
        service,
        methodNames: new NameScope({
          kind: 'class',
          suffix: { kind: 'number', separator: ' ' },
          compare: (text) => this.ctx.name(text).camelCase,
        }),
      };
      this.services.set(key, builder);
    }
    return builder;
  }

  private findTag(name: string): string | undefined {
    const tags = this.ctx.document['tags'];
    if (!Array.isArray(tags)) return undefined;
    const tag = tags.find((t) => isRecord(t) && t['name'] === name);
    return isRecord(tag) ? readString(tag, 'description') : undefined;
  }

  private convertOperation(
    route: string,
    routePointer: string,
    method: (typeof OPERATION_METHODS)[number],
    item: JsonObject,
    operation: JsonObject,
    id: string,
  ): void {
    const ctx = this.ctx;
    // `joinPointer('', 'paths', route, method)`: methods are plain lower-case words.
    const pointer = `${routePointer}/${method}`;
    const serviceId = this.serviceOf(operation);
    const builder = this.service(serviceId);
    const rawMethodName = this.methodNameOf(operation, serviceId, method, route);
    // Clashes are numbered as words of the method name (`list 2`), then cased.
    const claimed = builder.methodNames.claim(rawMethodName);
    const name =
      claimed === rawMethodName ? ctx.name(rawMethodName) : createRenamedName(rawMethodName, claimed, ctx.casing);
    const baseName = pascalCase(
      this.operationBaseName(name.wireValue === rawMethodName ? rawMethodName : name.pascalCase, serviceId),
      ctx.casing,
    );
    const requestName = this.requestNameOf(baseName, serviceId);
    const httpMethod = method.toUpperCase() as HttpMethod;
    const endpoint: HttpEndpoint = {
      kind: 'endpoint',
      id,
      name,
      method: httpMethod,
      path: route,
      pathParameters: [],
      queryParameters: [],
      headers: [],
      cookies: [],
      requestBodyRequired: false,
      requestName,
      inlinePathParameters: ctx.settings.inlinePathParameters,
      response: { kind: 'empty', statusCode: 204 },
      errors: [],
      secured: false,
      idempotent: operation['x-bracken-idempotent'] === true,
      examples: [],
      source: ctx.source(pointer),
    };
    const operationId = readString(operation, 'operationId');
    if (operationId !== undefined) endpoint.operationId = operationId;
    const docs = readString(operation, 'description');
    if (docs !== undefined) endpoint.docs = docs;
    const summary = readString(operation, 'summary');
    if (summary !== undefined) endpoint.summary = summary;
    if (operation['deprecated'] === true) endpoint.availability = 'deprecated';
    const audiences = readAudiences(operation);
    if (audiences) endpoint.audiences = audiences;
    if (ctx.namespace !== undefined) endpoint.namespace = ctx.namespace;

    this.convertParameters(endpoint, item, operation, routePointer, pointer, requestName.pascalCase);
    this.convertRequestBody(endpoint, operation, pointer, requestName.pascalCase);
    this.convertResponses(endpoint, operation, pointer, baseName);
    const pagination = readPaginationExtension(operation, ctx.displayFile, pointer);
    if (pagination) endpoint.pagination = pagination;
    this.applySecurity(endpoint, operation);
    const servers = Array.isArray(operation['servers'])
      ? operation['servers']
      : Array.isArray(item['servers'])
        ? item['servers']
        : [];
    const server = servers.find(
      (s): s is JsonObject => isRecord(s) && typeof s['url'] === 'string' && this.baseUrlByUrl.has(s['url']),
    );
    if (server) endpoint.baseUrlId = this.baseUrlByUrl.get(server['url'] as string)!;
    const example = this.buildExample(endpoint, operation);
    if (example) endpoint.examples.push(example);
    builder.service.endpoints.push(endpoint);
  }

  /**
   * Base of the request and response type names. Idiomatic names put the verb first and add
   * the service's noun to one-word methods (`create` in `pets` → `CreatePet`); otherwise the
   * service comes first (`PetsCreate`).
   */
  private operationBaseName(methodName: string, serviceId: string): string {
    const service = serviceId === DEFAULT_SERVICE_ID ? '' : serviceId.replace(/\./g, ' ');
    if (!this.ctx.settings.idiomaticRequestNames) return `${service} ${methodName}`.trim();
    const words = splitWords(methodName, this.ctx.casing);
    if (words.length !== 1 || service === '') return methodName;
    const verb = words[0]!.toLowerCase();
    const noun = verb === 'list' || verb === 'search' || !/[^s]s$/i.test(service) ? service : service.slice(0, -1);
    return `${methodName} ${noun}`;
  }

  /** Allocates the request type name; on a clash the service name qualifies it before any number. */
  private requestNameOf(base: string, serviceId: string) {
    const candidate = pascalCase(`${base} Request`, this.ctx.casing);
    let hint = candidate;
    if (this.ctx.typeNames.has(candidate)) {
      // The qualified form only matters (so is only cased) when the plain one is taken.
      const qualified = pascalCase(
        `${serviceId === DEFAULT_SERVICE_ID ? '' : serviceId} ${base} Request`,
        this.ctx.casing,
      );
      if (!this.ctx.typeNames.has(qualified)) hint = qualified;
    }
    const name = this.ctx.claimTypeName(hint, hint);
    return name;
  }

  private convertParameters(
    endpoint: HttpEndpoint,
    item: JsonObject,
    operation: JsonObject,
    routePointer: string,
    operationPointer: string,
    requestName: string,
  ): void {
    const ctx = this.ctx;
    const byKey = new Map<string, { node: JsonObject; pointer: string }>();
    const add = (list: unknown, basePointer: string): void => {
      if (!Array.isArray(list)) return;
      list.forEach((raw, index) => {
        const resolved = derefObject(ctx, raw);
        if (!resolved) return;
        byKey.set(`${String(resolved.node['in'])}:${String(resolved.node['name'])}`, {
          node: resolved.node,
          pointer: resolved.pointer ?? `${basePointer}/${index}`,
        });
      });
    };
    add(item['parameters'], `${routePointer}/parameters`);
    add(operation['parameters'], `${operationPointer}/parameters`);
    for (const { node, pointer } of byKey.values()) {
      const wireName = readString(node, 'name');
      const location = node['in'];
      if (wireName === undefined || node['x-bracken-ignore'] === true) continue;
      if (location !== 'path' && location !== 'query' && location !== 'header' && location !== 'cookie') continue;
      if (location === 'header' && /^(authorization|content-type|accept)$/i.test(wireName)) continue;
      const schema = isRecord(node['schema'])
        ? node['schema']
        : isRecord(node['content'])
          ? firstMediaSchema(node['content'])
          : undefined;
      const target = derefSchema(ctx, schema);
      const isObject =
        target !== undefined && (target['type'] === 'object' || isRecord(target['properties'])) && location === 'query';
      if (isObject && !ctx.settings.objectQueryParameters) continue;
      const rename = readString(node, 'x-bracken-parameter-name');
      let valueType = convertSchema(ctx, schema, `${pointer}/schema`, `${requestName} ${wireName}`);
      const required = location === 'path' || node['required'] === true;
      if (!required && valueType.kind !== 'optional') valueType = { kind: 'optional', itemType: valueType };
      const parameter: Parameter = {
        kind: 'parameter',
        location,
        name: rename !== undefined ? createRenamedName(wireName, rename, ctx.casing) : ctx.name(wireName),
        valueType,
        source: ctx.source(pointer),
      };
      const docs = readString(node, 'description');
      if (docs !== undefined) parameter.docs = docs;
      const style = readString(node, 'style');
      if (
        style === 'form' ||
        style === 'deepObject' ||
        style === 'pipeDelimited' ||
        style === 'spaceDelimited' ||
        style === 'simple'
      )
        parameter.style = style;
      else if (isObject) parameter.style = 'deepObject';
      if (typeof node['explode'] === 'boolean') parameter.explode = node['explode'];
      if (node['deprecated'] === true) parameter.availability = 'deprecated';
      if (node['example'] !== undefined) parameter.example = node['example'];
      if (location === 'path') endpoint.pathParameters.push(parameter);
      else if (location === 'query') endpoint.queryParameters.push(parameter);
      else if (location === 'header') endpoint.headers.push(parameter);
      else endpoint.cookies.push(parameter);
    }
    // Path parameters follow the order of the template (nothing to order below two).
    if (endpoint.pathParameters.length > 1) {
      const order = templateNames(endpoint.path);
      endpoint.pathParameters.sort((a, b) => order.indexOf(a.name.wireValue) - order.indexOf(b.name.wireValue));
    }
  }

  private convertRequestBody(
    endpoint: HttpEndpoint,
    operation: JsonObject,
    pointer: string,
    requestName: string,
  ): void {
    const ctx = this.ctx;
    const resolved = derefObject(ctx, operation['requestBody']);
    if (!resolved) return;
    const body = resolved.node;
    const bodyPointer = resolved.pointer ?? `${pointer}/requestBody`;
    const content = isRecord(body['content']) ? body['content'] : {};
    const contentTypes = Object.keys(content);
    const pickType = (test: (t: string) => boolean): string | undefined => contentTypes.find(test);
    const json = pickType((t) => JSON_TYPE.test(t));
    const form = pickType((t) => t.startsWith('application/x-www-form-urlencoded'));
    const multipart = pickType((t) => t.startsWith('multipart/'));
    const text = pickType((t) => t.startsWith('text/'));
    const docs = readString(body, 'description');
    const hint = `${requestName} Body`;
    let requestBody: RequestBody | undefined;
    const schemaOf = (contentType: string): unknown => {
      const media = content[contentType];
      return isRecord(media) ? media['schema'] : undefined;
    };
    const mediaPointer = (contentType: string): string =>
      `${bodyPointer}/content/${this.escapedMediaType(contentType)}/schema`;
    if (json !== undefined) {
      const schema = schemaOf(json);
      const target = derefSchema(ctx, schema);
      if (target && target['type'] === 'string' && target['format'] === 'binary')
        requestBody = { kind: 'bytes', contentType: json, optional: body['required'] !== true };
      else
        requestBody = {
          kind: 'json',
          contentType: json,
          bodyType: convertSchema(ctx, schema, mediaPointer(json), hint),
        };
    } else if (multipart !== undefined) {
      requestBody = {
        kind: 'multipart',
        contentType: multipart,
        parts: this.multipartParts(schemaOf(multipart), mediaPointer(multipart), hint, content[multipart]),
      };
    } else if (form !== undefined) {
      requestBody = {
        kind: 'formUrlEncoded',
        contentType: form,
        bodyType: convertSchema(ctx, schemaOf(form), mediaPointer(form), hint),
        encoding: ctx.settings.defaultFormParameterEncoding,
      };
    } else if (text !== undefined && derefSchema(ctx, schemaOf(text))?.['format'] !== 'binary') {
      requestBody = { kind: 'text', contentType: text };
    } else if (contentTypes.length > 0) {
      requestBody = { kind: 'bytes', contentType: contentTypes[0]!, optional: body['required'] !== true };
    }
    if (!requestBody) return;
    if (docs !== undefined) requestBody.docs = docs;
    endpoint.requestBody = requestBody;
    endpoint.requestBodyRequired = body['required'] === true;
  }

  private multipartParts(schema: unknown, pointer: string, hint: string, media: unknown): MultipartPart[] {
    const ctx = this.ctx;
    const target = derefSchema(ctx, schema);
    if (!target) return [];
    const properties = new Map<string, { schema: unknown; required: boolean }>();
    const collect = (node: JsonObject | undefined): void => {
      if (!node) return;
      if (Array.isArray(node['allOf'])) node['allOf'].forEach((part) => collect(derefSchema(ctx, part)));
      const required = Array.isArray(node['required']) ? node['required'] : [];
      for (const [key, value] of Object.entries(isRecord(node['properties']) ? node['properties'] : {}))
        properties.set(key, { schema: value, required: required.includes(key) });
    };
    collect(target);
    const encoding = isRecord(media) && isRecord(media['encoding']) ? media['encoding'] : {};
    const parts: MultipartPart[] = [];
    for (const [key, { schema: propertySchema, required }] of properties) {
      const property = derefSchema(ctx, propertySchema) ?? {};
      const items = derefSchema(ctx, property['items']);
      const isBinary = (node: JsonObject | undefined): boolean =>
        node !== undefined &&
        node['type'] === 'string' &&
        (node['format'] === 'binary' || node['contentMediaType'] !== undefined || node['format'] === 'base64');
      const isFile = isBinary(property) || (property['type'] === 'array' && isBinary(items));
      let valueType: TypeReference = isFile
        ? property['type'] === 'array'
          ? { kind: 'list', itemType: { kind: 'file' } }
          : { kind: 'file' }
        : convertSchema(ctx, propertySchema, `${pointer}/properties/${key}`, `${hint} ${key}`);
      if (!required) valueType = { kind: 'optional', itemType: valueType };
      const part: MultipartPart = { kind: 'part', name: ctx.name(key), valueType, isFile };
      const partEncoding = encoding[key];
      if (isRecord(partEncoding) && typeof partEncoding['contentType'] === 'string')
        part.contentType = partEncoding['contentType'];
      const docs = readString(property, 'description');
      if (docs !== undefined) part.docs = docs;
      parts.push(part);
    }
    return parts;
  }

  private convertResponses(endpoint: HttpEndpoint, operation: JsonObject, pointer: string, methodPascal: string): void {
    const ctx = this.ctx;
    const responses = isRecord(operation['responses']) ? operation['responses'] : {};
    const codes = Object.keys(responses);
    const success =
      codes.filter((c) => /^2\d\d$/.test(c)).sort()[0] ??
      (codes.includes('2XX') ? '2XX' : codes.includes('default') ? 'default' : undefined);
    const streaming = readStreamingExtension(operation);
    if (success !== undefined) {
      const resolved = derefObject(ctx, responses[success]);
      const statusCode = /^\d+$/.test(success) ? Number(success) : 200;
      if (resolved) {
        const responsePointer = resolved.pointer ?? `${pointer}/responses/${success}`;
        endpoint.response = this.convertResponse(
          resolved.node,
          responsePointer,
          statusCode,
          `${methodPascal} Response`,
          endpoint,
          streaming,
        );
      } else endpoint.response = { kind: 'empty', statusCode };
    }
    for (const code of codes) {
      if (!/^[45]\d\d$/.test(code)) continue;
      const resolved = derefObject(ctx, responses[code]);
      if (!resolved) continue;
      const errorId = this.declareError(
        Number(code),
        resolved.node,
        resolved.pointer ?? `${pointer}/responses/${code}`,
        methodPascal,
      );
      if (!endpoint.errors.includes(errorId)) endpoint.errors.push(errorId);
    }
  }

  private convertResponse(
    response: JsonObject,
    pointer: string,
    statusCode: number,
    hint: string,
    endpoint: HttpEndpoint,
    streaming: ReturnType<typeof readStreamingExtension>,
  ): ResponseBody {
    const ctx = this.ctx;
    const content = isRecord(response['content']) ? response['content'] : {};
    const contentTypes = Object.keys(content);
    const docs = readString(response, 'description');
    const withDocs = <T extends ResponseBody>(body: T): T =>
      docs !== undefined && docs !== '' ? { ...body, docs } : body;
    const mediaPointer = (contentType: string): string =>
      `${pointer}/content/${this.escapedMediaType(contentType)}/schema`;
    const schemaOf = (contentType: string): unknown => {
      const media = content[contentType];
      return isRecord(media) ? media['schema'] : undefined;
    };
    const sse = contentTypes.find((t) => t.startsWith('text/event-stream'));
    const json = contentTypes.find((t) => JSON_TYPE.test(t));
    if (sse !== undefined || (streaming && json !== undefined)) {
      const contentType = sse ?? json!;
      const eventSchema = schemaOf(contentType);
      const eventType = convertSchema(ctx, eventSchema, mediaPointer(contentType), `${hint} Event`);
      const streamingNode: Streaming =
        streaming?.format === 'json'
          ? { kind: 'jsonLines', eventType }
          : { kind: 'sse', eventType, resumable: streaming?.resumable ?? false };
      if (streaming?.terminator !== undefined) streamingNode.terminator = streaming.terminator;
      if (streamingNode.kind === 'sse') {
        const discriminator = this.eventDiscriminator(eventSchema);
        if (discriminator) streamingNode.eventDiscriminator = discriminator;
      }
      endpoint.streaming = streamingNode;
      return withDocs({
        kind: 'text',
        statusCode,
        contentType: streamingNode.kind === 'sse' ? 'text/event-stream' : contentType,
      });
    }
    if (json !== undefined) {
      const schema = schemaOf(json);
      const target = derefSchema(ctx, schema);
      if (target && target['type'] === 'string' && target['format'] === 'binary')
        return withDocs({
          kind: 'binary',
          statusCode,
          contentType: json,
          asBytes: ctx.settings.useBytesForBinaryResponse,
        });
      return withDocs({
        kind: 'json',
        statusCode,
        contentType: json,
        bodyType: schema === undefined ? { kind: 'unknown' } : convertSchema(ctx, schema, mediaPointer(json), hint),
      });
    }
    const first = contentTypes[0];
    if (first === undefined) return withDocs({ kind: 'empty', statusCode });
    const schema = derefSchema(ctx, schemaOf(first));
    if (first.startsWith('text/') && schema?.['format'] !== 'binary')
      return withDocs({ kind: 'text', statusCode, contentType: first });
    return withDocs({
      kind: 'binary',
      statusCode,
      contentType: first,
      asBytes: ctx.settings.useBytesForBinaryResponse,
    });
  }

  private eventDiscriminator(
    schema: unknown,
  ): NonNullable<Extract<Streaming, { kind: 'sse' }>['eventDiscriminator']> | undefined {
    const target = derefSchema(this.ctx, schema);
    const discriminator = target && isRecord(target['discriminator']) ? target['discriminator'] : undefined;
    if (!discriminator || discriminator['propertyName'] !== 'event' || !isRecord(discriminator['mapping']))
      return undefined;
    const variants = Object.entries(discriminator['mapping'])
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([event, ref]) => ({
        kind: 'eventVariant' as const,
        event,
        type: convertSchema(this.ctx, { $ref: ref.startsWith('#') ? ref : `#/components/schemas/${ref}` }, '', event),
      }));
    return variants.length > 0 ? { kind: 'eventDiscriminator', variants } : undefined;
  }

  private declareError(statusCode: number, response: JsonObject, pointer: string, methodPascal: string): string {
    const ctx = this.ctx;
    const content = isRecord(response['content']) ? response['content'] : {};
    const contentType = Object.keys(content).find((t) => JSON_TYPE.test(t)) ?? Object.keys(content)[0];
    const media = contentType !== undefined ? content[contentType] : undefined;
    const schema = isRecord(media) ? media['schema'] : undefined;
    const phrase = STATUS_PHRASES[statusCode] ?? `Status ${statusCode}`;
    const bodyType =
      schema !== undefined
        ? convertSchema(
            ctx,
            schema,
            `${pointer}/content/${this.escapedMediaType(String(contentType))}/schema`,
            `${methodPascal} ${phrase} Error Body`,
          )
        : undefined;
    const key = `${statusCode}:${bodyType ? typeKey(bodyType) : ''}`;
    const existing = this.errorKeys.get(key);
    if (existing !== undefined) return existing;
    // An unregistered status (AWS uses 480–486) is better named after its body type.
    const bodyName =
      STATUS_PHRASES[statusCode] === undefined && bodyType?.kind === 'named'
        ? ctx.types.get(bodyType.typeId)?.name.pascalCase
        : undefined;
    const errorWords =
      bodyName !== undefined
        ? /error$/i.test(bodyName)
          ? bodyName
          : `${bodyName} Error`
        : /error$/i.test(phrase)
          ? phrase
          : `${phrase} Error`;
    const name = ctx.claimTypeName(errorWords.replace(/[^\p{L}\p{N} ]/gu, ' '));
    const id = ctx.id(name.pascalCase);
    const declaration: ErrorDeclaration = { kind: 'error', id, name, statusCode };
    if (bodyType) declaration.bodyType = bodyType;
    const docs = readString(response, 'description');
    if (docs !== undefined && docs !== '') declaration.docs = docs;
    this.errors.set(id, declaration);
    this.errorKeys.set(key, id);
    return id;
  }

  private applySecurity(endpoint: HttpEndpoint, operation: JsonObject): void {
    const requirements = Array.isArray(operation['security'])
      ? operation['security']
      : Array.isArray(this.globalSecurity)
        ? this.globalSecurity
        : undefined;
    if (requirements === undefined) {
      endpoint.secured = this.schemeIds.size > 0;
      return;
    }
    const names = new Set<string>();
    let optional = false;
    for (const requirement of requirements) {
      if (!isRecord(requirement)) continue;
      const keys = Object.keys(requirement);
      if (keys.length === 0) optional = true;
      for (const key of keys) if (this.schemeIds.has(key)) names.add(key);
    }
    endpoint.secured = names.size > 0 && !optional;
    if (Array.isArray(operation['security']) && names.size > 0) endpoint.authSchemes = [...names];
    if (Array.isArray(operation['security']) && (optional || requirements.length === 0)) endpoint.noAuth = true;
  }

  private buildExample(endpoint: HttpEndpoint, operation: JsonObject): EndpointExample | undefined {
    const ctx = this.ctx;
    const example: EndpointExample = { kind: 'endpointExample' };
    const values = (parameters: Parameter[], all: boolean): Record<string, unknown> | undefined => {
      const result: Record<string, unknown> = {};
      for (const parameter of parameters) {
        if (!all && parameter.valueType.kind === 'optional' && parameter.example === undefined) continue;
        const value = parameter.example ?? exampleForType(ctx, parameter.valueType, 0, 0, parameter.name.wireValue);
        if (value !== undefined) result[parameter.name.wireValue] = value;
      }
      return Object.keys(result).length > 0 ? result : undefined;
    };
    const pathParameters = values(endpoint.pathParameters, true);
    if (pathParameters) example.pathParameters = pathParameters;
    const queryParameters = values(endpoint.queryParameters, false);
    if (queryParameters) example.queryParameters = queryParameters;
    const headers = values(endpoint.headers, false);
    if (headers) example.headers = headers;
    const body = endpoint.requestBody;
    if (body?.kind === 'json' || body?.kind === 'formUrlEncoded') {
      const declared = declaredMediaExample(ctx, operation['requestBody'], body.contentType);
      const value =
        declared !== undefined ? declared : exampleForType(ctx, body.bodyType, ctx.settings.requestExampleMaxDepth);
      if (value !== undefined) example.requestBody = value;
    }
    const response = endpoint.response;
    if (response.kind === 'json') {
      const responses = isRecord(operation['responses']) ? operation['responses'] : {};
      const declared = declaredMediaExample(ctx, responses[String(response.statusCode)], response.contentType);
      if (declared !== undefined) example.response = { statusCode: response.statusCode, body: declared };
      else
        setResponseExampleOnRead(
          example,
          this.exampleTypes,
          response.statusCode,
          response.bodyType,
          ctx.settings.responseExampleMaxDepth,
        );
    } else {
      example.response = { statusCode: response.statusCode };
    }
    return example;
  }
}

/** The names in a path template's braces, in order: what `/\{([^}]+)\}/g` captures. */
function templateNames(path: string): string[] {
  const names: string[] = [];
  for (let open = path.indexOf('{'); open !== -1; ) {
    const close = path.indexOf('}', open + 1);
    if (close === -1) break;
    if (close > open + 1) names.push(path.slice(open + 1, close));
    open = path.indexOf('{', close + 1);
  }
  return names;
}

/**
 * `stableStringify(type)`, written out directly for the common named reference (keys sorted:
 * `kind`, `typeId`) rather than through sorted copies.
 */
function typeKey(type: TypeReference): string {
  return type.kind === 'named' ? `{"kind":"named","typeId":${JSON.stringify(type.typeId)}}` : stableStringify(type);
}

function firstMediaSchema(content: JsonObject): unknown {
  const first = Object.values(content)[0];
  return isRecord(first) ? first['schema'] : undefined;
}

function declaredMediaExample(ctx: ImportContext, container: unknown, contentType: string): unknown {
  const resolved = derefObject(ctx, container)?.node;
  const content = resolved && isRecord(resolved['content']) ? resolved['content'] : undefined;
  const media = content ? content[contentType] : undefined;
  if (!isRecord(media)) return undefined;
  if (media['example'] !== undefined) return media['example'];
  if (isRecord(media['examples'])) {
    const first = derefObject(ctx, Object.values(media['examples'])[0])?.node;
    if (first && first['value'] !== undefined) return first['value'];
  }
  return undefined;
}
