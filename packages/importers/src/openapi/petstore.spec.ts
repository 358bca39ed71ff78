import * as path from 'node:path';
import { allEndpoints, stableStringify, validateIr } from '@bracken/ir';
import { parseOpenApi } from './parse-openapi';
import { endpointOf, propertyOf, typeOf } from './test-helpers';

const PETSTORE = path.resolve(__dirname, '..', '..', '..', '..', 'examples', 'petstore', 'openapi.yml');

describe('the Petstore example', () => {
  const load = () => parseOpenApi({ file: PETSTORE, displayFile: 'openapi.yml' });

  it('covers CRUD, errors, pagination, uploads, SSE, auth, environments and webhooks', async () => {
    const ir = await load();
    expect(validateIr(ir)).toEqual([]);
    expect(ir.services.map((s) => s.id)).toEqual(['pets', 'store', 'users']);
    expect(endpointOf(ir, 'GET /pets').pagination).toEqual({
      kind: 'cursor',
      cursorParameter: 'cursor',
      nextCursor: ['next_cursor'],
      results: ['data'],
    });
    expect(endpointOf(ir, 'POST /pets/{petId}/photo').requestBody).toMatchObject({
      kind: 'multipart',
      parts: [
        { name: { wireValue: 'file' }, isFile: true, contentType: 'image/png, image/jpeg' },
        { name: { wireValue: 'caption' }, isFile: false },
      ],
    });
    expect(endpointOf(ir, 'GET /pets/{petId}/events').streaming).toEqual({
      kind: 'sse',
      eventType: { kind: 'named', typeId: 'PetEvent' },
      resumable: true,
    });
    expect(endpointOf(ir, 'GET /pets/{petId}').errors).toEqual(['NotFoundError']);
    expect(ir.errors['NotFoundError']).toMatchObject({
      statusCode: 404,
      bodyType: { kind: 'named', typeId: 'ErrorBody' },
    });
    expect(ir.errors['UnprocessableEntityError']).toMatchObject({
      statusCode: 422,
      bodyType: { kind: 'named', typeId: 'ValidationErrorBody' },
    });
    expect(ir.auth).toMatchObject({
      requirement: 'any',
      schemes: [
        { kind: 'bearer', id: 'bearer' },
        { kind: 'header', id: 'apiKey', wireName: 'X-API-Key' },
      ],
    });
    expect(ir.environments?.environments.map((e) => e.id)).toEqual(['production', 'sandbox']);
    expect(ir.environments?.serverVariables.map((v) => [v.name.wireValue, v.default, v.values])).toEqual([
      ['region', 'us', ['us', 'eu']],
    ]);
    expect(typeOf(ir, 'PetStatus').shape.kind).toBe('enum');
    expect(typeOf(ir, 'PetKind').shape.kind).toBe('discriminatedUnion');
    expect(propertyOf(ir, 'Pet', 'created_at').valueType).toEqual({ kind: 'primitive', primitive: 'dateTime' });
    expect(propertyOf(ir, 'Pet', 'attributes').valueType).toEqual({
      kind: 'optional',
      itemType: {
        kind: 'map',
        keyType: { kind: 'primitive', primitive: 'string' },
        valueType: { kind: 'primitive', primitive: 'string' },
      },
    });
    expect(ir.webhooks[0]?.signature).toMatchObject({
      algorithm: 'sha256',
      header: 'X-Petstore-Signature',
      timestamp: { header: 'X-Petstore-Timestamp' },
    });
  });

  it('matches the recorded outline (second check)', async () => {
    const ir = await load();
    const outline = {
      types: Object.values(ir.types).map((t) => `${t.id}:${t.shape.kind}`),
      endpoints: allEndpoints(ir).map(
        (e) => `${e.id} ${e.name.camelCase} ${e.requestName.pascalCase} -> ${e.response.kind}`,
      ),
      errors: Object.keys(ir.errors),
      example: ir.services[0]?.endpoints[1]?.examples,
    };
    expect(stableStringify(outline, 2)).toMatchSnapshot();
  });
});
