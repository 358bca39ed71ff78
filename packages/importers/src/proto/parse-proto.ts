import type {
  HttpEndpoint,
  HttpMethod,
  IntermediateRepresentation,
  ObjectProperty,
  Parameter,
  ProtoFile,
  ResponseBody,
  RpcMethod,
  RpcService,
  Service,
  SourceLocation,
  TypeReference,
} from '@bracken/ir';
import { createEmptyIr } from '@bracken/ir';
import * as protobuf from 'protobufjs';
import { DefinitionError } from '../definition-kit/definition-error';
import type { DefinitionInput } from '../definition-kit/input';
import { TypeNamer } from '../definition-kit/naming';
import type { LoadedProto } from './load-proto';
import { loadProto, locateText } from './load-proto';
import { scalarType, wellKnownType } from './well-known';
import { isRecord } from '../json';

/** A `google.api.http` rule as protobufjs parses it. */
interface HttpRule {
  get?: string;
  put?: string;
  post?: string;
  delete?: string;
  patch?: string;
  custom?: { kind?: string; path?: string };
  body?: string;
  response_body?: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** proto3 JSON name of a field: `json_name`, or lowerCamelCase of the field name. */
function jsonName(field: protobuf.Field): string {
  const declared = field.options?.json_name;
  if (typeof declared === 'string') return declared;
  return field.name.replace(/_+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
}

function stripDot(name: string): string {
  return name.startsWith('.') ? name.slice(1) : name;
}

function cleanDocs(comment: string | null | undefined): string | undefined {
  const text = comment?.trim();
  return text ? text : undefined;
}

class ProtoConverter {
  private readonly ir: IntermediateRepresentation;
  private readonly namer: TypeNamer;
  private readonly declared = new Map<string, string>();

  constructor(
    private readonly loaded: LoadedProto,
    private readonly input: DefinitionInput,
  ) {
    const smartCasing = input.smartCasing ?? false;
    const services = this.all(protobuf.Service).filter((s) => this.isDescribed(s));
    const packages = [...new Set(services.map((s) => stripDot(s.parent?.fullName ?? '')).filter((p) => p.length > 0))];
    this.ir = createEmptyIr(services.length === 1 ? services[0]!.name : (packages[0] ?? 'Api'), { smartCasing });
    if (input.namespace) this.ir.namespaces = [input.namespace];
    this.namer = new TypeNamer(input.namespace, smartCasing);
  }

  private isDescribed(object: protobuf.ReflectionObject): boolean {
    return object.filename !== null && this.loaded.described.has(object.filename);
  }

  /** Every reflection object of one class, in declaration order. */
  private all<T extends protobuf.ReflectionObject>(kind: abstract new (...args: never[]) => T): T[] {
    const found: T[] = [];
    const walk = (ns: protobuf.NamespaceBase): void => {
      for (const nested of ns.nestedArray) {
        if (nested instanceof kind) found.push(nested);
        if (
          nested instanceof protobuf.Namespace ||
          nested instanceof protobuf.Type ||
          nested instanceof protobuf.Service
        )
          walk(nested);
      }
    };
    walk(this.loaded.root);
    return found;
  }

  private source(object: protobuf.ReflectionObject, needle?: RegExp): SourceLocation | undefined {
    if (!object.filename) return undefined;
    const text = this.loaded.sources.get(object.filename);
    if (text === undefined) return undefined;
    const at = locateText(text, needle ?? new RegExp(`\\b${escapeRegExp(object.name)}\\b`));
    return { kind: 'source', file: this.loaded.display(object.filename), pointer: stripDot(object.fullName), ...at };
  }

  private fail(reason: string, object: protobuf.ReflectionObject, needle: RegExp): DefinitionError {
    const where = this.source(object, needle);
    return new DefinitionError(reason, {
      file: where?.file ?? this.input.displayPath,
      line: where?.line,
      column: where?.column,
    });
  }

  /** Resolves every field and method type, failing at the first unknown name with its location. */
  resolveAll(): void {
    for (const type of this.all(protobuf.Type)) {
      for (const field of type.fieldsArray) {
        try {
          field.resolve();
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw this.fail(
            `unknown type "${field.type}" of field ${stripDot(type.fullName)}.${field.name} (${message})`,
            field,
            new RegExp(`\\b${escapeRegExp(field.type)}\\s+${escapeRegExp(field.name)}\\b`),
          );
        }
      }
    }
    for (const service of this.all(protobuf.Service)) {
      for (const method of service.methodsArray) {
        try {
          method.resolve();
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw this.fail(
            `unknown message in rpc ${stripDot(service.fullName)}.${method.name} (${message})`,
            method,
            new RegExp(`rpc\\s+${escapeRegExp(method.name)}\\b`),
          );
        }
      }
    }
  }

  /** Type name of a message or enum: its nested path inside the package (`Outer.Inner` → `OuterInner`). */
  private localName(object: protobuf.ReflectionObject): string {
    const parts = [object.name];
    let parent = object.parent;
    while (parent && parent instanceof protobuf.Type) {
      parts.unshift(parent.name);
      parent = parent.parent;
    }
    return parts.join('');
  }

  convert(): IntermediateRepresentation {
    this.resolveAll();
    for (const object of [...this.all(protobuf.Type), ...this.all(protobuf.Enum)]) {
      if (this.isDescribed(object) && !wellKnownType(stripDot(object.fullName))) this.named(object);
    }
    for (const service of this.all(protobuf.Service)) {
      if (!this.isDescribed(service)) continue;
      this.ir.rpcServices.push(this.rpcService(service));
      const http = this.httpService(service);
      if (http) this.ir.services.push(http);
    }
    return this.ir;
  }

  private named(object: protobuf.Type | protobuf.Enum): TypeReference {
    const fullName = stripDot(object.fullName);
    const existing = this.declared.get(fullName);
    if (existing) return { kind: 'named', typeId: existing };
    const name = this.namer.claim(fullName === 'google.protobuf.Any' ? 'ProtobufAny' : this.localName(object));
    const id = this.namer.idFor(name);
    this.declared.set(fullName, id);
    const base = {
      kind: 'type' as const,
      id,
      name,
      ...(this.input.namespace ? { namespace: this.input.namespace } : {}),
    };
    this.ir.types[id] = { ...base, shape: { kind: 'alias', aliasOf: { kind: 'unknown' } } };
    const docs = cleanDocs(object.comment);
    const source = this.source(object, new RegExp(`\\b(message|enum)\\s+${escapeRegExp(object.name)}\\b`));
    const extra = {
      ...(docs ? { docs } : {}),
      ...(source ? { source } : {}),
      ...(object.options?.deprecated === true ? { availability: 'deprecated' as const } : {}),
    };
    if (object instanceof protobuf.Enum) {
      this.ir.types[id] = {
        ...base,
        ...extra,
        shape: {
          kind: 'enum',
          forwardCompatible: true,
          values: Object.keys(object.values).map((value) => {
            const valueDocs = cleanDocs(object.comments[value]);
            return {
              kind: 'enumValue' as const,
              name: this.namer.name(value),
              ...(valueDocs ? { docs: valueDocs } : {}),
            };
          }),
        },
      };
    } else if (fullName === 'google.protobuf.Any') {
      this.ir.types[id] = {
        ...base,
        docs: 'Any message, with its type URL in `@type` and its fields beside it.',
        shape: {
          kind: 'object',
          extends: [],
          properties: [
            { kind: 'property', name: this.namer.name('@type'), valueType: { kind: 'primitive', primitive: 'string' } },
          ],
          additionalProperties: { kind: 'unknown' },
        },
      };
    } else {
      this.ir.types[id] = {
        ...base,
        ...extra,
        shape: { kind: 'object', extends: [], properties: object.fieldsArray.map((f) => this.property(f)) },
      };
    }
    return { kind: 'named', typeId: id };
  }

  private messageType(type: protobuf.Type | protobuf.Enum): TypeReference {
    return wellKnownType(stripDot(type.fullName)) ?? this.named(type);
  }

  private fieldValueType(field: protobuf.Field): TypeReference {
    const resolved = field.resolvedType;
    const item: TypeReference = resolved ? this.messageType(resolved) : (scalarType(field.type) ?? { kind: 'unknown' });
    if (field instanceof protobuf.MapField)
      return { kind: 'map', keyType: { kind: 'primitive', primitive: 'string' }, valueType: item };
    if (field.repeated) return { kind: 'list', itemType: item };
    return item;
  }

  /** Every proto3 field may be absent on the wire, so every property is optional. */
  private property(field: protobuf.Field): ObjectProperty {
    const docs = [
      cleanDocs(field.comment),
      field.partOf ? `Part of oneof \`${field.partOf.name}\`: set at most one of its fields.` : undefined,
    ]
      .filter((d) => d !== undefined)
      .join('\n\n');
    return {
      kind: 'property',
      name: this.namer.name(jsonName(field)),
      valueType: { kind: 'optional', itemType: this.fieldValueType(field) },
      ...(docs ? { docs } : {}),
      ...(field.options?.deprecated === true ? { availability: 'deprecated' as const } : {}),
    };
  }

  private rpcService(service: protobuf.Service): RpcService {
    const fullName = stripDot(service.fullName);
    const docs = cleanDocs(service.comment);
    const methods = service.methodsArray.map((method): RpcMethod => {
      const methodDocs = cleanDocs(method.comment);
      const source = this.source(method, new RegExp(`rpc\\s+${escapeRegExp(method.name)}\\b`));
      return {
        kind: 'rpcMethod',
        wireName: method.name,
        name: this.namer.name(method.name),
        ...(method.resolvedRequestType ? { requestType: this.messageOrEmpty(method.resolvedRequestType) } : {}),
        ...(method.resolvedResponseType ? { responseType: this.messageOrEmpty(method.resolvedResponseType) } : {}),
        clientStreaming: method.requestStream === true,
        serverStreaming: method.responseStream === true,
        ...(methodDocs ? { docs: methodDocs } : {}),
        ...(source ? { source } : {}),
      };
    });
    return {
      kind: 'rpcService',
      protocol: 'grpc',
      id: this.input.namespace ? `${this.input.namespace}::${fullName}` : fullName,
      name: this.namer.name(service.name),
      fullName,
      methods,
      ...(docs ? { docs } : {}),
      ...(this.input.namespace ? { namespace: this.input.namespace } : {}),
    };
  }

  /** `google.protobuf.Empty` is a named empty object for RPC, so every method has a message type. */
  private messageOrEmpty(type: protobuf.Type): TypeReference {
    return stripDot(type.fullName) === 'google.protobuf.Empty' ? this.named(type) : this.messageType(type);
  }

  private httpRule(method: protobuf.Method): HttpRule | undefined {
    for (const option of method.parsedOptions ?? []) {
      if (isRecord(option) && isRecord(option['(google.api.http)'])) return option['(google.api.http)'] as HttpRule;
    }
    return undefined;
  }

  private httpService(service: protobuf.Service): Service | undefined {
    const endpoints: HttpEndpoint[] = [];
    for (const method of service.methodsArray) {
      const rule = this.httpRule(method);
      if (rule) endpoints.push(this.endpoint(service, method, rule));
    }
    if (endpoints.length === 0) return undefined;
    const docs = cleanDocs(service.comment);
    return {
      kind: 'service',
      id: stripDot(service.fullName),
      name: this.namer.name(service.name),
      endpoints,
      ...(docs ? { docs } : {}),
    };
  }

  private endpoint(service: protobuf.Service, method: protobuf.Method, rule: HttpRule): HttpEndpoint {
    const needle = new RegExp(`rpc\\s+${escapeRegExp(method.name)}\\b`);
    const verbs: Array<[keyof HttpRule, HttpMethod]> = [
      ['get', 'GET'],
      ['put', 'PUT'],
      ['post', 'POST'],
      ['delete', 'DELETE'],
      ['patch', 'PATCH'],
    ];
    let httpMethod: HttpMethod | undefined;
    let template: string | undefined;
    for (const [key, verb] of verbs) {
      const value = rule[key];
      if (typeof value === 'string') {
        httpMethod = verb;
        template = value;
      }
    }
    if (!httpMethod && rule.custom?.path && rule.custom.kind) {
      const kind = rule.custom.kind.toUpperCase();
      if (kind === 'HEAD' || kind === 'OPTIONS' || kind === 'TRACE') {
        httpMethod = kind;
        template = rule.custom.path;
      }
    }
    if (!httpMethod || !template)
      throw this.fail(`google.api.http rule of ${method.name} has no supported method and path`, method, needle);
    if (method.requestStream || method.responseStream)
      throw this.fail(`streaming rpc ${method.name} cannot have a google.api.http rule here`, method, needle);
    const request = method.resolvedRequestType!;
    const response = method.resolvedResponseType!;
    // `{name=projects/*}` binds the field `name`; the segment pattern only constrains it.
    const pathFields: string[] = [];
    const path = template.replace(/\{([^}=]+)(=[^}]*)?\}/g, (_, field: string) => {
      pathFields.push(field);
      return `{${field}}`;
    });
    const topField = (fieldPath: string): protobuf.Field | undefined => request.fields[fieldPath.split('.')[0]!];
    const leafField = (fieldPath: string): protobuf.Field | undefined => {
      let type: protobuf.Type | undefined = request;
      let field: protobuf.Field | undefined;
      for (const part of fieldPath.split('.')) {
        field = type?.fields[part];
        type = field?.resolvedType instanceof protobuf.Type ? field.resolvedType : undefined;
      }
      return field;
    };
    const parameter = (
      location: Parameter['location'],
      wire: string,
      field: protobuf.Field | undefined,
      required: boolean,
    ): Parameter => {
      const valueType: TypeReference = field ? this.fieldValueType(field) : { kind: 'primitive', primitive: 'string' };
      const docs = cleanDocs(field?.comment);
      return {
        kind: 'parameter',
        location,
        name: this.namer.name(wire),
        valueType: required ? valueType : { kind: 'optional', itemType: valueType },
        ...(docs ? { docs } : {}),
      };
    };
    const pathParameters = pathFields.map((f) => parameter('path', f, leafField(f), true));
    const boundTop = new Set(pathFields.map((f) => topField(f)?.name).filter((n): n is string => n !== undefined));
    const remaining = request.fieldsArray.filter((f) => !boundTop.has(f.name));
    let requestBody: HttpEndpoint['requestBody'];
    let queryFields: protobuf.Field[] = [];
    if (rule.body === '*') {
      let bodyType: TypeReference;
      if (boundTop.size === 0) bodyType = this.messageType(request);
      else {
        const name = this.namer.claim(`${method.name}Body`);
        const id = this.namer.idFor(name);
        this.ir.types[id] = {
          kind: 'type',
          id,
          name,
          docs: `The body of ${method.name}: ${request.name} without the fields bound in the path.`,
          shape: { kind: 'object', extends: [], properties: remaining.map((f) => this.property(f)) },
          ...(this.input.namespace ? { namespace: this.input.namespace } : {}),
        };
        bodyType = { kind: 'named', typeId: id };
      }
      requestBody = { kind: 'json', contentType: 'application/json', bodyType };
    } else if (rule.body) {
      const bodyField = request.fields[rule.body];
      if (!bodyField)
        throw this.fail(`google.api.http body "${rule.body}" is not a field of ${request.name}`, method, needle);
      requestBody = { kind: 'json', contentType: 'application/json', bodyType: this.fieldValueType(bodyField) };
      queryFields = remaining.filter((f) => f.name !== rule.body);
    } else {
      queryFields = remaining;
    }
    // Query parameters carry scalars, enums and lists of them; message fields cannot be flattened here.
    const queryParameters = queryFields
      .filter(
        (f) =>
          !(f instanceof protobuf.MapField) &&
          (!f.resolvedType ||
            f.resolvedType instanceof protobuf.Enum ||
            wellKnownType(stripDot(f.resolvedType.fullName))?.kind === 'primitive'),
      )
      .map((f) => parameter('query', jsonName(f), f, false));
    let responseBody: ResponseBody;
    if (rule.response_body) {
      const field = response.fields[rule.response_body];
      if (!field)
        throw this.fail(
          `google.api.http response_body "${rule.response_body}" is not a field of ${response.name}`,
          method,
          needle,
        );
      responseBody = {
        kind: 'json',
        statusCode: 200,
        contentType: 'application/json',
        bodyType: this.fieldValueType(field),
      };
    } else if (stripDot(response.fullName) === 'google.protobuf.Empty') {
      responseBody = { kind: 'empty', statusCode: 200 };
    } else {
      responseBody = {
        kind: 'json',
        statusCode: 200,
        contentType: 'application/json',
        bodyType: this.messageType(response),
      };
    }
    const docs = cleanDocs(method.comment);
    const source = this.source(method, needle);
    const prefix = this.input.namespace ? `${this.input.namespace}::` : '';
    return {
      kind: 'endpoint',
      id: `${prefix}${httpMethod} ${path}`,
      operationId: `${service.name}.${method.name}`,
      name: this.namer.name(method.name),
      method: httpMethod,
      path,
      pathParameters,
      queryParameters,
      headers: [],
      cookies: [],
      ...(requestBody ? { requestBody } : {}),
      requestBodyRequired: requestBody !== undefined,
      requestName: this.namer.name(`${service.name}${method.name}Request`),
      inlinePathParameters: true,
      response: responseBody,
      errors: [],
      secured: false,
      idempotent: false,
      examples: [],
      ...(docs ? { docs } : {}),
      ...(source ? { source } : {}),
      ...(this.input.namespace ? { namespace: this.input.namespace } : {}),
    };
  }
}

/**
 * Imports protobuf definitions: `absolutePath` is the include root and `target` one file in
 * it (the whole root when absent). Messages, enums, oneofs, maps and the well-known types
 * become IR types; every service becomes a gRPC service, and methods with a
 * `google.api.http` rule also become HTTP endpoints. Compilation is local; no `buf` needed.
 *
 * @throws DefinitionError located at the line protobufjs reports, or at the unknown type name.
 * @example
 * ```ts
 * const ir = await parseProto({ absolutePath: '/repo/proto', displayPath: 'proto', target: '/repo/proto/greeter/v1/greeter.proto' });
 * ir.rpcServices[0].fullName; // "greeter.v1.Greeter"
 * ```
 */
export async function parseProto(input: DefinitionInput): Promise<IntermediateRepresentation> {
  const loaded = loadProto(input.absolutePath, input.displayPath, input.target, input.references);
  const ir = new ProtoConverter(loaded, input).convert();
  if (ir.rpcServices.some((s) => s.protocol === 'grpc')) ir.protoFiles = sortedSources(loaded.allSources);
  return ir;
}

function sortedSources(sources: Map<string, string>): ProtoFile[] {
  return [...sources.entries()]
    .map(([path, contents]): ProtoFile => ({ kind: 'protoFile', path, contents }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** One `.proto` file an SDK needs at run time, keyed by its import path. */
export interface ProtoSourceFile {
  /** Import path, for example `greeter/v1/greeter.proto` or `google/api/http.proto`. */
  path: string;
  contents: string;
}

/**
 * The `.proto` files of a definition (the target or whole root, every file they import, and
 * the library files they use such as `google/api/http.proto`), keyed by import path, for
 * gRPC clients that load them at run time. The well-known types that protobufjs bundles are
 * not listed.
 *
 * @example const files = await collectProtoSources({ absolutePath: '/repo/proto', displayPath: 'proto' });
 */
export async function collectProtoSources(input: DefinitionInput): Promise<ProtoSourceFile[]> {
  const loaded = loadProto(input.absolutePath, input.displayPath, input.target, input.references);
  return sortedSources(loaded.allSources).map(({ path, contents }) => ({ path, contents }));
}
