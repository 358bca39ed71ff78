import { createName } from './casing';
import { diffIr, nextVersion, type Bump } from './diff';
import type {
  HttpEndpoint,
  IntermediateRepresentation,
  ObjectProperty,
  Parameter,
  TypeDeclaration,
  TypeReference,
} from './types';
import { createEmptyIr } from './utils';

const str: TypeReference = { kind: 'primitive', primitive: 'string' };
const int: TypeReference = { kind: 'primitive', primitive: 'integer' };
const opt = (itemType: TypeReference): TypeReference => ({ kind: 'optional', itemType });
const named = (typeId: string): TypeReference => ({ kind: 'named', typeId });

function param(location: Parameter['location'], name: string, valueType: TypeReference): Parameter {
  return { kind: 'parameter', location, name: createName(name), valueType };
}

function prop(name: string, valueType: TypeReference, docs?: string): ObjectProperty {
  return { kind: 'property', name: createName(name), valueType, ...(docs !== undefined ? { docs } : {}) };
}

function endpoint(
  method: HttpEndpoint['method'],
  path: string,
  name: string,
  extra: Partial<HttpEndpoint> = {},
): HttpEndpoint {
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
    secured: false,
    idempotent: false,
    examples: [],
    ...extra,
  };
}

function objectType(id: string, properties: ObjectProperty[], docs?: string): TypeDeclaration {
  return {
    kind: 'type',
    id,
    name: createName(id),
    shape: { kind: 'object', extends: [], properties },
    ...(docs !== undefined ? { docs } : {}),
  };
}

/** A small pet store: list and create pets, a Pet (received) and a NewPet (sent). */
function base(): IntermediateRepresentation {
  const ir = createEmptyIr('Pets');
  ir.types['Pet'] = objectType('Pet', [prop('id', str), prop('name', str), prop('tag', opt(str))]);
  ir.types['NewPet'] = objectType('NewPet', [prop('name', str), prop('tag', opt(str))]);
  ir.types['Status'] = {
    kind: 'type',
    id: 'Status',
    name: createName('Status'),
    shape: { kind: 'enum', forwardCompatible: false, values: [{ kind: 'enumValue', name: createName('available') }] },
  };
  ir.services.push({
    kind: 'service',
    id: 'pets',
    name: createName('pets'),
    endpoints: [
      endpoint('GET', '/pets', 'list', {
        queryParameters: [param('query', 'limit', opt(int)), param('query', 'status', opt(named('Status')))],
        response: {
          kind: 'json',
          statusCode: 200,
          contentType: 'application/json',
          bodyType: { kind: 'list', itemType: named('Pet') },
        },
      }),
      endpoint('POST', '/pets', 'create', {
        requestBody: { kind: 'json', contentType: 'application/json', bodyType: named('NewPet') },
        requestBodyRequired: true,
      }),
      endpoint('GET', '/pets/{petId}', 'get', { pathParameters: [param('path', 'petId', str)] }),
    ],
  });
  return ir;
}

const find = (ir: IntermediateRepresentation, path: string, method = 'GET'): HttpEndpoint =>
  ir.services[0]!.endpoints.find((e) => e.path === path && e.method === method)!;
const object = (ir: IntermediateRepresentation, id: string) =>
  ir.types[id]!.shape as Extract<TypeDeclaration['shape'], { kind: 'object' }>;

const table: Array<[string, Bump, (ir: IntermediateRepresentation) => void]> = [
  ['nothing changed', 'none', () => undefined],
  ['an endpoint removed', 'major', (ir) => ir.services[0]!.endpoints.splice(2, 1)],
  ['an endpoint renamed (its SDK method)', 'major', (ir) => (find(ir, '/pets/{petId}').name = createName('fetch'))],
  ['an endpoint moved to a new path', 'major', (ir) => (find(ir, '/pets/{petId}').path = '/animals/{petId}')],
  ['a required parameter removed', 'major', (ir) => (find(ir, '/pets/{petId}').pathParameters = [])],
  [
    'a required query parameter added',
    'major',
    (ir) => find(ir, '/pets').queryParameters.push(param('query', 'owner', str)),
  ],
  ['an optional parameter became required', 'major', (ir) => (find(ir, '/pets').queryParameters[0]!.valueType = int)],
  ['a response property removed', 'major', (ir) => object(ir, 'Pet').properties.splice(1, 1)],
  ['a response property renamed', 'major', (ir) => (object(ir, 'Pet').properties[1] = prop('title', str))],
  [
    'a required response property became optional',
    'major',
    (ir) => (object(ir, 'Pet').properties[1]!.valueType = opt(str)),
  ],
  [
    'a sent property narrowed from string to integer',
    'major',
    (ir) => (object(ir, 'NewPet').properties[0]!.valueType = int),
  ],
  [
    'a required property added to a sent type',
    'major',
    (ir) => object(ir, 'NewPet').properties.push(prop('owner', str)),
  ],
  [
    'a parameter type narrowed from integer to a literal',
    'major',
    (ir) => (find(ir, '/pets').queryParameters[0]!.valueType = opt({ kind: 'literal', value: 'x' })),
  ],
  ['a type removed', 'major', (ir) => delete ir.types['Status']],
  ['an enum value removed', 'major', (ir) => ((ir.types['Status']!.shape as { values: unknown[] }).values = [])],
  [
    'a response body replaced by no content',
    'major',
    (ir) => (find(ir, '/pets/{petId}').response = { kind: 'empty', statusCode: 204 }),
  ],
  [
    'a new endpoint',
    'minor',
    (ir) =>
      ir.services[0]!.endpoints.push(
        endpoint('DELETE', '/pets/{petId}', 'delete', { pathParameters: [param('path', 'petId', str)] }),
      ),
  ],
  [
    'an optional parameter added',
    'minor',
    (ir) => find(ir, '/pets').queryParameters.push(param('query', 'sort', opt(str))),
  ],
  ['a new type', 'minor', (ir) => (ir.types['Owner'] = objectType('Owner', [prop('name', str)]))],
  [
    'an optional property added to a sent type',
    'minor',
    (ir) => object(ir, 'NewPet').properties.push(prop('color', opt(str))),
  ],
  ['a property added to a received type', 'minor', (ir) => object(ir, 'Pet').properties.push(prop('age', int))],
  [
    'a required sent property became optional',
    'minor',
    (ir) => (object(ir, 'NewPet').properties[0]!.valueType = opt(str)),
  ],
  [
    'a sent type widened from integer to long',
    'minor',
    (ir) => (find(ir, '/pets').queryParameters[0]!.valueType = opt({ kind: 'primitive', primitive: 'long' })),
  ],
  [
    'an enum value added to a sent-only enum',
    'minor',
    (ir) =>
      (ir.types['Status']!.shape as { values: unknown[] }).values.push({ kind: 'enumValue', name: createName('sold') }),
  ],
  ['an endpoint documented', 'patch', (ir) => (find(ir, '/pets').docs = 'Lists every pet.')],
  ['a property documented', 'patch', (ir) => (object(ir, 'Pet').properties[0]!.docs = 'The id.')],
  [
    'an example added',
    'patch',
    (ir) => find(ir, '/pets').examples.push({ kind: 'endpointExample', queryParameters: { limit: 1 } }),
  ],
  [
    'an endpoint documented and a new endpoint',
    'minor',
    (ir) => {
      find(ir, '/pets').docs = 'Lists every pet.';
      ir.services[0]!.endpoints.push(endpoint('PUT', '/pets/{petId}', 'update'));
    },
  ],
  [
    'a new endpoint and a removed one',
    'major',
    (ir) => {
      ir.services[0]!.endpoints.splice(2, 1);
      ir.services[0]!.endpoints.push(endpoint('PUT', '/pets/{petId}', 'update'));
    },
  ],
];

describe('diffIr', () => {
  it.each(table)('%s: %s', (_name, bump, edit) => {
    const before = base();
    const after = base();
    edit(after);
    const diff = diffIr(before, after);
    expect(diff.bump).toBe(bump);
    expect(diff.changes.length > 0).toBe(bump !== 'none');
  });

  it('names each change with its endpoint or type and orders the strongest first', () => {
    const after = base();
    after.services[0]!.endpoints.splice(2, 1);
    find(after, '/pets').queryParameters.push(param('query', 'sort', opt(str)));
    find(after, '/pets').docs = 'All pets.';
    expect(diffIr(base(), after).changes.map((c) => `${c.bump} ${c.subject}: ${c.description}`)).toEqual([
      'major GET /pets/{petId}: endpoint removed',
      'minor GET /pets: optional query parameter sort added',
      'patch GET /pets: documentation changed',
    ]);
  });

  it('gives the same answer for the same IRs, whatever their key order', () => {
    const after = base();
    after.types = Object.fromEntries(Object.entries(after.types).reverse());
    after.types['Owner'] = objectType('Owner', [prop('name', str)]);
    expect(diffIr(base(), after)).toEqual(diffIr(base(), structuredClone(after)));
  });
});

describe('nextVersion', () => {
  it.each([
    ['1.4.2', 'major', '2.0.0'],
    ['1.4.2', 'minor', '1.5.0'],
    ['1.4.2', 'patch', '1.4.3'],
    ['1.4.2', 'none', '1.4.2'],
    ['0.3.1', 'major', '0.4.0'],
    ['0.3.1', 'minor', '0.3.2'],
    ['2.0.0-beta.1', 'major', '2.0.0'],
    ['1.2.0-rc.1', 'minor', '1.2.0'],
  ] as const)('%s with a %s change gives %s', (from, bump, to) => {
    expect(nextVersion(from, bump)).toBe(to);
  });
});
