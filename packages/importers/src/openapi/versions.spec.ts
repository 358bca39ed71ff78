import { mkdtemp, writeFile } from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseOpenApi } from './parse-openapi';
import { serializeIr, validateIr } from '@bracken/ir';
import { ImporterError } from '../errors';
import { endpointOf, importFixture, propertyOf, typeOf } from './test-helpers';

describe('definition versions', () => {
  it('reads Swagger 2.0: bodies, form data, servers and security definitions', async () => {
    const ir = await importFixture('swagger2.yml');
    expect(validateIr(ir)).toEqual([]);
    expect(ir.environments?.environments).toMatchObject([{ kind: 'singleUrl', url: 'https://legacy.example.com/v1' }]);
    const create = endpointOf(ir, 'POST /pets');
    expect(create.requestBody).toEqual({
      kind: 'json',
      contentType: 'application/json',
      bodyType: { kind: 'named', typeId: 'Pet' },
    });
    expect(create.requestBodyRequired).toBe(true);
    expect(create.response).toMatchObject({
      kind: 'json',
      statusCode: 200,
      bodyType: { kind: 'named', typeId: 'Pet' },
    });
    expect(ir.errors[create.errors[0]!]).toMatchObject({
      statusCode: 404,
      name: { pascalCase: 'NotFoundError' },
      bodyType: { kind: 'named', typeId: 'Problem' },
    });
    const upload = endpointOf(ir, 'POST /pets/{id}/photo');
    expect(upload.requestBody).toMatchObject({
      kind: 'multipart',
      parts: [
        { name: { wireValue: 'file' }, isFile: true, valueType: { kind: 'file' } },
        { name: { wireValue: 'caption' }, isFile: false },
      ],
    });
    expect(upload.queryParameters[0]).toMatchObject({
      style: 'form',
      explode: true,
      valueType: { kind: 'optional', itemType: { kind: 'list' } },
    });
    expect(propertyOf(ir, 'Pet', 'nickname').valueType).toEqual({
      kind: 'optional',
      itemType: { kind: 'nullable', itemType: { kind: 'primitive', primitive: 'string' } },
    });
    expect(ir.auth.schemes.map((s) => [s.id, s.kind])).toEqual([
      ['basic', 'basic'],
      ['key', 'header'],
      ['oauth', 'oauth'],
    ]);
    expect(ir.auth.schemes[2]).toMatchObject({ tokenUrl: 'https://legacy.example.com/token', scopes: ['read'] });
  });

  it('reads OpenAPI 3.0 and 3.1 (type arrays with null)', async () => {
    const ir30 = await importFixture('settings.yml');
    expect(ir30.title).toBe('Settings');
    const ir31 = await importFixture('../../../../../examples/petstore/openapi.yml');
    expect(validateIr(ir31)).toEqual([]);
    expect(propertyOf(ir31, 'Pet', 'nickname').valueType).toEqual({
      kind: 'optional',
      itemType: { kind: 'nullable', itemType: { kind: 'primitive', primitive: 'string' } },
    });
  });

  it('keeps circular references as recursive named types', async () => {
    const ir = await importFixture('circular.json');
    expect(validateIr(ir)).toEqual([]);
    expect(propertyOf(ir, 'TreeNode', 'children').valueType).toEqual({
      kind: 'optional',
      itemType: { kind: 'list', itemType: { kind: 'named', typeId: 'TreeNode' } },
    });
    expect(propertyOf(ir, 'TreeNode', 'parent').valueType).toEqual({
      kind: 'optional',
      itemType: { kind: 'named', typeId: 'TreeNode' },
    });
    expect(propertyOf(ir, 'TreeNodeMeta', 'owner').valueType).toEqual({
      kind: 'optional',
      itemType: { kind: 'named', typeId: 'Tree' },
    });
    expect(typeOf(ir, 'Loop').shape).toEqual({ kind: 'alias', aliasOf: { kind: 'named', typeId: 'Loop2' } });
    expect(typeOf(ir, 'Loop2').shape).toEqual({
      kind: 'alias',
      aliasOf: { kind: 'list', itemType: { kind: 'named', typeId: 'Loop' } },
    });
    // Examples of recursive types terminate.
    expect(endpointOf(ir, 'GET /nodes').examples[0]?.response?.body).toBeDefined();
  });

  it('bundles external $refs once, as one named type', async () => {
    const ir = await importFixture('external/api.yml');
    expect(validateIr(ir)).toEqual([]);
    const list = endpointOf(ir, 'GET /pets').response;
    const create = endpointOf(ir, 'POST /pets');
    expect(list.kind === 'json' && list.bodyType.kind === 'list' && list.bodyType.itemType).toEqual({
      kind: 'named',
      typeId: 'Pet',
    });
    expect(create.requestBody).toMatchObject({ bodyType: { kind: 'named', typeId: 'Pet' } });
    expect(create.response).toMatchObject({ bodyType: { kind: 'named', typeId: 'Pet' } });
    expect(Object.values(ir.types).filter((t) => t.shape.kind === 'object')).toHaveLength(1);
  });

  it('serializes deterministically', async () => {
    const first = serializeIr(await importFixture('../../../../../examples/petstore/openapi.yml'));
    const second = serializeIr(await importFixture('../../../../../examples/petstore/openapi.yml'));
    expect(first).toBe(second);
    expect(first).not.toContain('/work/');
  });

  it('rejects what is not an OpenAPI definition with a located error', async () => {
    await expect(
      importFixture('x.yml', {}, {}, { document: { openapi: 3, info: {}, paths: {} } }),
    ).rejects.toMatchObject({ name: 'ImporterError', pointer: '/openapi', file: 'x.yml' });
    await expect(importFixture('x.yml', {}, {}, { document: { hello: 'world' } })).rejects.toBeInstanceOf(
      ImporterError,
    );
    await expect(importFixture('missing.yml')).rejects.toThrow(/cannot read the definition: missing\.yml/);
  });

  it('reports YAML syntax errors with a line and column', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bracken-yaml-'));
    await writeFile(path.join(dir, 'broken.yml'), 'openapi: 3.0.3\ninfo:\n  title: [unclosed\n');
    await expect(parseBroken(path.join(dir, 'broken.yml'))).rejects.toMatchObject({
      file: 'broken.yml',
      line: expect.any(Number) as number,
    });
  });
});

async function parseBroken(file: string): Promise<unknown> {
  return parseOpenApi({ file, displayFile: 'broken.yml' });
}
