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
    Thing: typeDecl('Thing', object([prop('constructor', t.optional(t.integer())), prop('toString', t.optional(t.string())), prop('name', t.string())])),
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
          response: { kind: 'json', statusCode: 200, contentType: 'application/json', bodyType: { kind: 'named', typeId: 'Thing' } },
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
