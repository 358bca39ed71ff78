import { createName } from './casing';
import { serializeIr } from './serialize';
import type { HttpEndpoint, IntermediateRepresentation, TypeDeclaration } from './types';
import {
  collectReachableTypes,
  createEmptyIr,
  filterByAudiences,
  findInlinedNameConflicts,
  mergeIrs,
  resolveObjectProperties,
  validateIr,
} from './utils';

function object(
  id: string,
  props: Array<[string, string[]?]>,
  parents: string[] = [],
  audiences?: string[],
): TypeDeclaration {
  return {
    kind: 'type',
    id,
    name: createName(id),
    audiences,
    shape: {
      kind: 'object',
      extends: parents,
      properties: props.map(([wire, aud]) => ({
        kind: 'property',
        name: createName(wire),
        valueType: { kind: 'primitive', primitive: 'string' },
        audiences: aud,
      })),
    },
  };
}

function endpoint(id: string, overrides: Partial<HttpEndpoint> = {}): HttpEndpoint {
  const [method, path] = id.split(' ') as [HttpEndpoint['method'], string];
  return {
    kind: 'endpoint',
    id,
    name: createName(id),
    method,
    path,
    pathParameters: [],
    queryParameters: [],
    headers: [],
    cookies: [],
    requestBodyRequired: false,
    requestName: createName(`${id} request`),
    inlinePathParameters: true,
    response: { kind: 'empty', statusCode: 204 },
    errors: [],
    secured: false,
    idempotent: false,
    examples: [],
    ...overrides,
  };
}

function api(): IntermediateRepresentation {
  const ir = createEmptyIr('Pets');
  ir.types = {
    Base: object('Base', [['id']]),
    Pet: object('Pet', [['name'], ['secret', ['internal']]], ['Base']),
    Owner: object('Owner', [['name']]),
    Tagged: object('Tagged', [['x']], [], ['public']),
    Orphan: object('Orphan', [['x']]),
  };
  ir.services = [
    {
      kind: 'service',
      id: 'pets',
      name: createName('pets'),
      endpoints: [
        endpoint('POST /pets/{id}', {
          audiences: ['public'],
          pathParameters: [
            {
              kind: 'parameter',
              location: 'path',
              name: createName('id'),
              valueType: { kind: 'primitive', primitive: 'string' },
            },
          ],
          requestBody: { kind: 'json', contentType: 'application/json', bodyType: { kind: 'named', typeId: 'Pet' } },
        }),
        endpoint('GET /owners', {
          response: {
            kind: 'json',
            statusCode: 200,
            contentType: 'application/json',
            bodyType: { kind: 'named', typeId: 'Owner' },
          },
        }),
      ],
    },
  ];
  return ir;
}

describe('IR utilities', () => {
  it('resolves inherited properties before own ones', () => {
    expect(resolveObjectProperties(api(), 'Pet').map((p) => p.name.wireValue)).toEqual(['id', 'name', 'secret']);
  });

  it('resolves a property named twice to its last declaration, in that place, with or without parents', () => {
    const ir = api();
    ir.types['Twice'] = object('Twice', [['a'], ['b'], ['a', ['internal']]]);
    expect(resolveObjectProperties(ir, 'Twice').map((p) => [p.name.wireValue, p.audiences ?? []])).toEqual([
      ['b', []],
      ['a', ['internal']],
    ]);
    // Long lists take another path to the same answer.
    const many = Array.from({ length: 20 }, (_, i): [string] => [`p${i}`]);
    ir.types['Many'] = object('Many', [...many, ['p3', ['internal']]]);
    const resolved = resolveObjectProperties(ir, 'Many').map((p) => p.name.wireValue);
    expect(resolved).toHaveLength(20);
    expect(resolved.slice(-2)).toEqual(['p19', 'p3']);
    // A list of own properties comes back as a copy: changing it leaves the IR alone.
    const own = resolveObjectProperties(ir, 'Owner');
    own.pop();
    expect(resolveObjectProperties(ir, 'Owner')).toHaveLength(1);
  });

  it('finds an inlined path parameter that clashes with a body property', () => {
    const ir = api();
    const conflicts = findInlinedNameConflicts(ir, ir.services[0]!.endpoints[0]!);
    expect(conflicts.map((c) => [c.parameter.name.wireValue, c.property.name.wireValue])).toEqual([['id', 'id']]);
    const notInlined = { ...ir.services[0]!.endpoints[0]!, inlinePathParameters: false };
    expect(findInlinedNameConflicts(ir, notInlined)).toEqual([]);
  });

  it('collects only reachable types', () => {
    expect([...collectReachableTypes(api())].sort()).toEqual(['Base', 'Owner', 'Pet']);
  });

  it('keeps only what the audiences select, and everything without audiences', () => {
    const ir = api();
    expect(filterByAudiences(ir, undefined)).toBe(ir);
    const filtered = filterByAudiences(ir, ['public']);
    expect(filtered.services[0]!.endpoints.map((e) => e.id)).toEqual(['POST /pets/{id}']);
    expect(Object.keys(filtered.types).sort()).toEqual(['Base', 'Pet', 'Tagged']);
    const pet = filtered.types['Pet']!.shape;
    expect(pet.kind === 'object' && pet.properties.map((p) => p.name.wireValue)).toEqual(['name']);
  });

  it('serializes deterministically whatever the key order', () => {
    const a = api();
    const b = JSON.parse(JSON.stringify(a), (_k, v: unknown) => {
      if (v && typeof v === 'object' && !Array.isArray(v)) return Object.fromEntries(Object.entries(v).reverse());
      return v;
    }) as IntermediateRepresentation;
    expect(serializeIr(b)).toBe(serializeIr(a));
    expect(serializeIr(a)).toContain('"irVersion": "1.0.0"');
  });

  it('merges IRs and reports dangling references', () => {
    const other = createEmptyIr('Other');
    other.types = { Extra: object('Extra', [['a']]) };
    other.services = [{ kind: 'service', id: 'pets', name: createName('pets'), endpoints: [endpoint('GET /extra')] }];
    const merged = mergeIrs([api(), other]);
    expect(merged.services[0]!.endpoints.map((e) => e.id)).toEqual(['POST /pets/{id}', 'GET /owners', 'GET /extra']);
    expect(() => mergeIrs([api(), api()])).toThrow('type id defined by two definitions: Base');
    const broken = api();
    broken.types['Pet'] = object('Pet', [['name']], ['Missing']);
    expect(validateIr(broken)).toEqual(['type Pet: unknown type id Missing']);
  });
});
