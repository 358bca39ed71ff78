import { createEmptyIr, createName } from '@bracken/ir';
import type {
  AuthScheme,
  EndpointExample,
  HttpEndpoint,
  HttpMethod,
  IntermediateRepresentation,
  Name,
  ObjectProperty,
  Parameter,
  ParameterLocation,
  TypeDeclaration,
  TypeReference,
  TypeShape,
} from '@bracken/ir';

/** Small constructors for IR nodes, so fixtures read like the API they describe. */
export const t = {
  string: (): TypeReference => ({ kind: 'primitive', primitive: 'string' }),
  integer: (): TypeReference => ({ kind: 'primitive', primitive: 'integer' }),
  double: (): TypeReference => ({ kind: 'primitive', primitive: 'double' }),
  boolean: (): TypeReference => ({ kind: 'primitive', primitive: 'boolean' }),
  dateTime: (): TypeReference => ({ kind: 'primitive', primitive: 'dateTime' }),
  named: (typeId: string): TypeReference => ({ kind: 'named', typeId }),
  literal: (value: string | number | boolean): TypeReference => ({ kind: 'literal', value }),
  list: (itemType: TypeReference): TypeReference => ({ kind: 'list', itemType }),
  set: (itemType: TypeReference): TypeReference => ({ kind: 'set', itemType }),
  map: (valueType: TypeReference): TypeReference => ({ kind: 'map', keyType: { kind: 'primitive', primitive: 'string' }, valueType }),
  optional: (itemType: TypeReference): TypeReference => ({ kind: 'optional', itemType }),
  nullable: (itemType: TypeReference): TypeReference => ({ kind: 'nullable', itemType }),
  file: (): TypeReference => ({ kind: 'file' }),
  unknown: (): TypeReference => ({ kind: 'unknown' }),
};

export const name = (wire: string): Name => createName(wire);

export function prop(wire: string, valueType: TypeReference, docs?: string): ObjectProperty {
  return { kind: 'property', name: name(wire), valueType, ...(docs ? { docs } : {}) };
}

export function param(location: ParameterLocation, wire: string, valueType: TypeReference, extra: Partial<Parameter> = {}): Parameter {
  return { kind: 'parameter', location, name: name(wire), valueType, ...extra };
}

export function typeDecl(id: string, shape: TypeShape, docs?: string): TypeDeclaration {
  return { kind: 'type', id, name: name(id), shape, ...(docs ? { docs } : {}) };
}

export function object(properties: ObjectProperty[], extra: { extends?: string[]; additionalProperties?: TypeReference } = {}): TypeShape {
  return { kind: 'object', extends: extra.extends ?? [], properties, ...(extra.additionalProperties ? { additionalProperties: extra.additionalProperties } : {}) };
}

export function enumOf(values: string[], forwardCompatible = true): TypeShape {
  return { kind: 'enum', values: values.map((v) => ({ kind: 'enumValue', name: name(v) })), forwardCompatible };
}

/** An endpoint with defaults filled in: no parameters, an empty response, secured. */
export function endpoint(method: HttpMethod, path: string, methodName: string, extra: Partial<HttpEndpoint> = {}): HttpEndpoint {
  const pathParameters = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => param('path', m[1]!, t.string()));
  const requestName = name(`${methodName}_request`);
  return {
    kind: 'endpoint',
    id: `${method} ${path}`,
    operationId: methodName,
    name: name(methodName),
    method,
    path,
    pathParameters,
    queryParameters: [],
    headers: [],
    cookies: [],
    requestBodyRequired: false,
    requestName,
    inlinePathParameters: false,
    response: { kind: 'empty', statusCode: 204 },
    errors: [],
    secured: true,
    idempotent: false,
    examples: [] as EndpointExample[],
    ...extra,
  };
}

/** Builds an IR step by step. */
export class IrBuilder {
  readonly ir: IntermediateRepresentation;

  constructor(title: string) {
    this.ir = createEmptyIr(title);
  }

  type(declaration: TypeDeclaration): this {
    this.ir.types[declaration.id] = declaration;
    return this;
  }

  service(id: string, endpoints: HttpEndpoint[], docs?: string): this {
    this.ir.services.push({ kind: 'service', id, name: name(id), endpoints, ...(docs ? { docs } : {}) });
    return this;
  }

  error(id: string, statusCode: number, bodyType?: TypeReference, docs?: string): this {
    this.ir.errors[id] = { kind: 'error', id, name: name(id), statusCode, ...(bodyType ? { bodyType } : {}), ...(docs ? { docs } : {}) };
    return this;
  }

  auth(requirement: 'single' | 'any' | 'all', schemes: AuthScheme[]): this {
    this.ir.auth = { kind: 'auth', requirement, schemes };
    return this;
  }

  build(): IntermediateRepresentation {
    return this.ir;
  }
}
