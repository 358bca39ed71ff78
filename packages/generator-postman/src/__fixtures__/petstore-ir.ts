import { createEmptyIr, createName } from '@bracken/ir';
import type { HttpEndpoint, IntermediateRepresentation, Parameter, TypeReference } from '@bracken/ir';

const string: TypeReference = { kind: 'primitive', primitive: 'string' };
const integer: TypeReference = { kind: 'primitive', primitive: 'integer' };
const optional = (itemType: TypeReference): TypeReference => ({ kind: 'optional', itemType });
const named = (typeId: string): TypeReference => ({ kind: 'named', typeId });

function parameter(location: Parameter['location'], wire: string, valueType: TypeReference, extra: Partial<Parameter> = {}): Parameter {
  return { kind: 'parameter', location, name: createName(wire), valueType, ...extra };
}

function endpoint(method: HttpEndpoint['method'], path: string, name: string, extra: Partial<HttpEndpoint>): HttpEndpoint {
  return {
    kind: 'endpoint',
    id: `${method} ${path}`,
    name: createName(name),
    method,
    path,
    pathParameters: [],
    queryParameters: [],
    headers: [],
    cookies: [],
    requestBodyRequired: false,
    requestName: createName(`${name}Request`),
    inlinePathParameters: true,
    response: { kind: 'json', statusCode: 200, contentType: 'application/json', bodyType: named('Pet') },
    errors: [],
    secured: true,
    idempotent: false,
    examples: [],
    ...extra,
  };
}

/** A small Petstore IR, built by hand: two services, bearer auth, environments and a server variable. */
export function createPetstoreIr(): IntermediateRepresentation {
  const ir = createEmptyIr('Petstore');
  ir.apiVersion = '1.0.0';
  ir.docs = 'Manage the pets of a pet store.';
  ir.types['PetStatus'] = {
    kind: 'type',
    id: 'PetStatus',
    name: createName('PetStatus'),
    shape: { kind: 'enum', values: ['available', 'sold'].map((v) => ({ kind: 'enumValue' as const, name: createName(v) })), forwardCompatible: false },
  };
  ir.types['Pet'] = {
    kind: 'type',
    id: 'Pet',
    name: createName('Pet'),
    shape: {
      kind: 'object',
      extends: [],
      properties: [
        { kind: 'property', name: createName('id'), valueType: string, readOnly: true },
        { kind: 'property', name: createName('name'), valueType: string, example: 'Rex' },
        { kind: 'property', name: createName('status'), valueType: named('PetStatus') },
        { kind: 'property', name: createName('tags'), valueType: optional({ kind: 'list', itemType: string }) },
        { kind: 'property', name: createName('owner'), valueType: optional(named('Pet')) },
      ],
    },
  };
  ir.services = [
    {
      kind: 'service',
      id: 'pets',
      name: createName('pets'),
      docs: 'Everything about your pets.',
      endpoints: [
        endpoint('GET', '/pets', 'list', {
          summary: 'List pets',
          queryParameters: [parameter('query', 'limit', optional(integer), { example: 10 }), parameter('query', 'status', optional(named('PetStatus')))],
          response: { kind: 'json', statusCode: 200, contentType: 'application/json', bodyType: { kind: 'list', itemType: named('Pet') } },
        }),
        endpoint('POST', '/pets', 'create', {
          summary: 'Create a pet',
          requestBody: { kind: 'json', contentType: 'application/json', bodyType: named('Pet') },
          requestBodyRequired: true,
          response: { kind: 'json', statusCode: 201, contentType: 'application/json', bodyType: named('Pet') },
        }),
        endpoint('GET', '/pets/{petId}', 'get', {
          summary: 'Get a pet',
          pathParameters: [parameter('path', 'petId', string, { docs: 'The pet id.' })],
          headers: [parameter('header', 'X-Request-Id', optional(string))],
          examples: [{ kind: 'endpointExample', name: 'Rex', pathParameters: { petId: 'pet-1' }, response: { statusCode: 200, body: { id: 'pet-1', name: 'Rex', status: 'available' } } }],
        }),
        endpoint('DELETE', '/pets/{petId}', 'delete', {
          summary: 'Delete a pet',
          pathParameters: [parameter('path', 'petId', string)],
          response: { kind: 'empty', statusCode: 204 },
        }),
      ],
    },
    {
      kind: 'service',
      id: 'store',
      name: createName('store'),
      endpoints: [
        endpoint('GET', '/store/inventory', 'inventory', {
          summary: 'Count pets by status',
          response: { kind: 'json', statusCode: 200, contentType: 'application/json', bodyType: { kind: 'map', keyType: string, valueType: integer } },
        }),
        endpoint('POST', '/store/feedback', 'feedback', {
          summary: 'Send feedback',
          secured: false,
          requestBody: { kind: 'formUrlEncoded', contentType: 'application/x-www-form-urlencoded', bodyType: named('Pet'), encoding: 'form' },
          response: { kind: 'empty', statusCode: 204 },
        }),
      ],
    },
  ];
  ir.auth = {
    kind: 'auth',
    requirement: 'single',
    schemes: [{ kind: 'bearer', id: 'bearerAuth', token: createName('token'), env: 'PETSTORE_TOKEN', prefix: 'Bearer' }],
  };
  ir.headers = [
    { kind: 'globalHeader', name: createName('X-Api-Version'), valueType: { kind: 'literal', value: '2024-01-01' } },
    { kind: 'globalHeader', name: createName('X-Tenant'), valueType: string, docs: 'Tenant id.' },
  ];
  ir.environments = {
    kind: 'environments',
    mode: 'single',
    environments: [
      { kind: 'singleUrl', id: 'production', name: createName('production'), url: 'https://{region}.api.petstore.example.com/v1' },
      { kind: 'singleUrl', id: 'sandbox', name: createName('sandbox'), url: 'https://sandbox.petstore.example.com/v1' },
    ],
    baseUrls: [],
    defaultEnvironmentId: 'production',
    serverVariables: [{ kind: 'serverVariable', name: createName('region'), default: 'us', values: ['us', 'eu'] }],
  };
  return ir;
}
