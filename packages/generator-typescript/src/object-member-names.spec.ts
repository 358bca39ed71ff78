import { join } from 'node:path';
import { createEmptyIr, createName } from '@bracken/ir';
import type { IntermediateRepresentation } from '@bracken/ir';
import { endpoint, object, param, prop, t, typeDecl } from './__fixtures__/builder';
import { loadSdk, sdkParts } from './__fixtures__/loose-sdk';
import { compileSdk, writeSdk } from './__fixtures__/sdk-harness';
import { sendJson, startServer, type TestServer } from './__fixtures__/server';
import { generateTypeScriptSdk } from './index';

// Names every object inherits (`constructor`, `toString`, …) used as property, parameter and
// method names: the SDK must compile and keep the wire names.
function api(): IntermediateRepresentation {
  const ir = createEmptyIr('Objects');
  ir.types = {
    Thing: typeDecl(
      'Thing',
      object([
        prop('constructor', t.optional(t.integer())),
        prop('toString', t.optional(t.string())),
        prop('name', t.string()),
      ]),
    ),
  };
  ir.services = [
    {
      kind: 'service',
      id: 'things',
      name: createName('things'),
      endpoints: [
        endpoint('POST', '/things', 'constructor', {
          secured: false,
          queryParameters: [param('query', 'valueOf', t.optional(t.string()))],
          requestBody: { kind: 'json', contentType: 'application/json', bodyType: { kind: 'named', typeId: 'Thing' } },
          response: {
            kind: 'json',
            statusCode: 200,
            contentType: 'application/json',
            bodyType: { kind: 'named', typeId: 'Thing' },
          },
        }),
      ],
    },
  ];
  return ir;
}

describe('names every object inherits', () => {
  let server: TestServer;
  afterAll(async () => server?.close());

  it('compile strictly, get a trailing underscore in TypeScript, and keep their wire names', async () => {
    server = await startServer();
    const files = await generateTypeScriptSdk(api(), { packageName: 'objects-sdk', packageVersion: '1.0.0' });
    const dir = writeSdk('object-members', files);
    expect(compileSdk(dir)).toBe('');
    const parts = sdkParts(loadSdk(join(dir, 'dist', 'cjs', 'index.js')), 'Objects');
    server.handle((request, response) => sendJson(response, 200, JSON.parse(request.text)));
    const client = new parts.Client({ baseUrl: server.url, maxRetries: 0 });
    const result = await client.things!.constructor_!({ valueOf_: 'v', constructor_: 7, toString_: 's', name: 'n' });
    const sent = server.requests[0]!;
    expect(sent.query.get('valueOf')).toBe('v');
    expect(JSON.parse(sent.text)).toEqual({ constructor: 7, toString: 's', name: 'n' });
    expect(result).toEqual({ constructor_: 7, toString_: 's', name: 'n' });
  });
});

// Members a client keeps beside the ones named by the definition: the root client's `_ctx`
// and `_<service>` fields, a service client's `__<method>` implementations.
function underscored(): IntermediateRepresentation {
  const ir = createEmptyIr('Underscores');
  // Names as an importer may leave them: camelCase that starts with underscores.
  const named = (camelCase: string) => ({ ...createName(camelCase), camelCase });
  const get = (path: string, methodName: string) =>
    endpoint('GET', path, methodName, {
      name: named(methodName),
      secured: false,
      response: { kind: 'json', statusCode: 200, contentType: 'application/json', bodyType: t.string() },
    });
  ir.services = [
    {
      kind: 'service',
      id: 'a',
      name: named('a'),
      endpoints: [get('/a/one', '_'), get('/a/three', '___'), get('/a/x', 'x'), get('/a/under-x', '__x')],
    },
    { kind: 'service', id: '_a', name: named('_a'), endpoints: [get('/b', 'b')] },
    { kind: 'service', id: 'ctx', name: named('ctx'), endpoints: [get('/c', 'c')] },
  ];
  return ir;
}

describe('names that start with underscores', () => {
  let server: TestServer;
  afterAll(async () => server?.close());

  it('never meet the fields and implementations a client keeps beside its members', async () => {
    server = await startServer();
    const files = await generateTypeScriptSdk(underscored(), {
      packageName: 'underscores-sdk',
      packageVersion: '1.0.0',
    });
    const dir = writeSdk('underscores', files);
    expect(compileSdk(dir)).toBe('');
    const client = new (sdkParts(loadSdk(join(dir, 'dist', 'cjs', 'index.js')), 'Underscores').Client)({
      baseUrl: server.url,
      maxRetries: 0,
    });
    server.handle((request, response) => sendJson(response, 200, request.url));
    // Every public method of the service (the ones with an implementation `__<name>`) calls its own endpoint.
    const a = client['a']!;
    const members = Object.getOwnPropertyNames(Object.getPrototypeOf(a));
    const methods = members.filter((n) => members.includes(`__${n}`));
    expect(members).toHaveLength(1 + 2 * methods.length);
    expect(methods.sort()).toEqual(['_', '___2', '__x2', 'x']);
    expect(await Promise.all(methods.map((n) => a[n]!()))).toEqual(['/a/one', '/a/three', '/a/under-x', '/a/x']);
    // Every service has its own getter, none of them the context's field.
    const services = Object.getOwnPropertyNames(Object.getPrototypeOf(client)).filter((n) => n !== 'constructor');
    expect(services.sort()).toEqual(['_a2', 'a', 'ctx2']);
    expect(await client['_a2']!['b']!()).toBe('/b');
    expect(await client['ctx2']!['c']!()).toBe('/c');
  });
});
