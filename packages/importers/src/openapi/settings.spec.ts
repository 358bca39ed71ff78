import { allEndpoints, collectReachableTypes, validateIr } from '@bracken/ir';
import { endpointOf, importFixture, propertyOf, typeOf } from './test-helpers';

const FILE = 'settings.yml';
const CREATE = 'POST /things/{thingId}';

describe('OpenAPI settings', () => {
  it('imports a consistent IR with the defaults', async () => {
    const ir = await importFixture(FILE);
    expect(validateIr(ir)).toEqual([]);
  });

  it('title-as-schema-name: names a schema after its title only when true', async () => {
    expect(Object.keys((await importFixture(FILE)).types)).toContain('Thing');
    const ir = await importFixture(FILE, { 'title-as-schema-name': true });
    expect(typeOf(ir, 'ThingTitle').name.wireValue).toBe('Thing');
    expect(ir.types['Thing']).toBeUndefined();
  });

  it('inline-path-parameters: marks endpoints, true by default', async () => {
    expect(endpointOf(await importFixture(FILE), CREATE).inlinePathParameters).toBe(true);
    expect(
      endpointOf(await importFixture(FILE, { 'inline-path-parameters': false }), CREATE).inlinePathParameters,
    ).toBe(false);
  });

  it('inline-all-of-schemas: inheritance when false, flattened properties when true', async () => {
    const defaults = await importFixture(FILE);
    const inherited = typeOf(defaults, 'Child').shape;
    expect(inherited).toMatchObject({ kind: 'object', extends: ['Parent'] });
    // A child that requires an inherited optional property redeclares it as required.
    expect(typeOf(defaults, 'StrictChild').shape).toMatchObject({
      kind: 'object',
      extends: ['Child'],
      properties: [{ name: { wireValue: 'toy' }, valueType: { kind: 'primitive', primitive: 'string' } }],
    });
    const ir = await importFixture(FILE, { 'inline-all-of-schemas': true });
    const inlined = typeOf(ir, 'Child').shape;
    expect(inlined.kind === 'object' && inlined.extends).toEqual([]);
    // The child redeclares `name` without requiring it: the parent's requirement is relaxed.
    expect(propertyOf(ir, 'Child', 'name').valueType.kind).toBe('optional');
    expect(propertyOf(ir, 'Child', 'age').valueType).toEqual({ kind: 'primitive', primitive: 'integer' });
    expect(propertyOf(ir, 'Child', 'toy').valueType.kind).toBe('optional');
  });

  it('prefer-undiscriminated-unions-with-literals: variants carry the discriminant as a literal', async () => {
    expect(typeOf(await importFixture(FILE), 'Animal').shape).toMatchObject({
      kind: 'discriminatedUnion',
      discriminant: { wireValue: 'type' },
      variants: [
        { discriminantValue: 'dog', typeId: 'Dog' },
        { discriminantValue: 'cat', typeId: 'Cat' },
      ],
    });
    const ir = await importFixture(FILE, { 'prefer-undiscriminated-unions-with-literals': true });
    expect(typeOf(ir, 'Animal').shape).toEqual({
      kind: 'undiscriminatedUnion',
      members: [
        { kind: 'member', type: { kind: 'named', typeId: 'Dog' } },
        { kind: 'member', type: { kind: 'named', typeId: 'Cat' } },
      ],
    });
    expect(propertyOf(ir, 'Dog', 'type').valueType).toEqual({ kind: 'literal', value: 'dog' });
  });

  it('only-include-referenced-schemas: drops schemas no endpoint reaches', async () => {
    expect((await importFixture(FILE)).types['Unused']).toBeDefined();
    const ir = await importFixture(FILE, { 'only-include-referenced-schemas': true });
    expect(ir.types['Unused']).toBeUndefined();
    expect(ir.types['Thing']).toBeDefined();
    expect(Object.keys(ir.types).every((id) => collectReachableTypes(ir).has(id))).toBe(true);
  });

  it('respect-nullable-schemas: nullable by default, optional when false', async () => {
    expect(propertyOf(await importFixture(FILE), 'Thing', 'nickname').valueType).toEqual({
      kind: 'optional',
      itemType: { kind: 'nullable', itemType: { kind: 'primitive', primitive: 'string' } },
    });
    const ir = await importFixture(FILE, { 'respect-nullable-schemas': false });
    expect(propertyOf(ir, 'Thing', 'nickname').valueType).toEqual({
      kind: 'optional',
      itemType: { kind: 'primitive', primitive: 'string' },
    });
    expect(propertyOf(ir, 'Thing', 'owner').valueType).toEqual({
      kind: 'optional',
      itemType: { kind: 'named', typeId: 'MaybeOwner' },
    });
  });

  it('object-query-parameters: keeps deep object query parameters unless false', async () => {
    const kept = endpointOf(await importFixture(FILE), CREATE).queryParameters;
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ style: 'deepObject', name: { wireValue: 'filter' } });
    expect(endpointOf(await importFixture(FILE, { 'object-query-parameters': false }), CREATE).queryParameters).toEqual(
      [],
    );
  });

  it('wrap-references-to-nullable-in-optional: an optional reference to a nullable schema', async () => {
    // Default: required and nullable.
    expect(propertyOf(await importFixture(FILE), 'Thing', 'deputy').valueType).toEqual({
      kind: 'nullable',
      itemType: { kind: 'named', typeId: 'MaybeOwner' },
    });
    const ir = await importFixture(FILE, { 'wrap-references-to-nullable-in-optional': true });
    expect(propertyOf(ir, 'Thing', 'deputy').valueType).toEqual({
      kind: 'optional',
      itemType: { kind: 'nullable', itemType: { kind: 'named', typeId: 'MaybeOwner' } },
    });
  });

  it('coerce-optional-schemas-to-nullable: optional properties become nullable too', async () => {
    expect(propertyOf(await importFixture(FILE), 'Thing', 'label').valueType).toEqual({
      kind: 'optional',
      itemType: { kind: 'primitive', primitive: 'string' },
    });
    const ir = await importFixture(FILE, { 'coerce-optional-schemas-to-nullable': true });
    expect(propertyOf(ir, 'Thing', 'label').valueType).toEqual({
      kind: 'optional',
      itemType: { kind: 'nullable', itemType: { kind: 'primitive', primitive: 'string' } },
    });
  });

  it('respect-readonly-schemas: marks readOnly and writeOnly only when true', async () => {
    expect(propertyOf(await importFixture(FILE), 'Thing', 'id').readOnly).toBeUndefined();
    const ir = await importFixture(FILE, { 'respect-readonly-schemas': true });
    expect(propertyOf(ir, 'Thing', 'id').readOnly).toBe(true);
    expect(propertyOf(ir, 'Thing', 'secret').writeOnly).toBe(true);
  });

  it('respect-forward-compatible-enums: enums accept unknown values when true', async () => {
    expect(typeOf(await importFixture(FILE), 'Status').shape).toMatchObject({ kind: 'enum', forwardCompatible: false });
    expect(
      typeOf(await importFixture(FILE, { 'respect-forward-compatible-enums': true }), 'Status').shape,
    ).toMatchObject({ kind: 'enum', forwardCompatible: true });
  });

  it('use-bytes-for-binary-response: binary responses as bytes when true, a stream otherwise', async () => {
    const form = 'POST /things/{thingId}/form';
    expect(endpointOf(await importFixture(FILE), form).response).toMatchObject({
      kind: 'binary',
      asBytes: false,
      contentType: 'application/octet-stream',
    });
    expect(
      endpointOf(await importFixture(FILE, { 'use-bytes-for-binary-response': true }), form).response,
    ).toMatchObject({ kind: 'binary', asBytes: true });
  });

  it('default-form-parameter-encoding: json by default, form when set', async () => {
    const form = 'POST /things/{thingId}/form';
    expect(endpointOf(await importFixture(FILE), form).requestBody).toMatchObject({
      kind: 'formUrlEncoded',
      encoding: 'json',
    });
    expect(
      endpointOf(await importFixture(FILE, { 'default-form-parameter-encoding': 'form' }), form).requestBody,
    ).toMatchObject({ kind: 'formUrlEncoded', encoding: 'form' });
  });

  it('additional-properties-defaults-to: objects that do not say allow extra keys when true', async () => {
    expect(typeOf(await importFixture(FILE), 'Parent').shape).not.toHaveProperty('additionalProperties');
    expect(
      typeOf(await importFixture(FILE, { 'additional-properties-defaults-to': true }), 'Parent').shape,
    ).toMatchObject({ additionalProperties: { kind: 'unknown' } });
  });

  it('type-dates-as-strings: format date is a date unless true', async () => {
    expect(propertyOf(await importFixture(FILE), 'Thing', 'born').valueType).toEqual({
      kind: 'optional',
      itemType: { kind: 'primitive', primitive: 'date' },
    });
    expect(propertyOf(await importFixture(FILE, { 'type-dates-as-strings': true }), 'Thing', 'born').valueType).toEqual(
      { kind: 'optional', itemType: { kind: 'primitive', primitive: 'string', format: 'date' } },
    );
  });

  it('preserve-single-schema-oneof: unwraps a one-schema oneOf unless true', async () => {
    expect(propertyOf(await importFixture(FILE), 'Thing', 'single').valueType).toEqual({
      kind: 'optional',
      itemType: { kind: 'primitive', primitive: 'string' },
    });
    const ir = await importFixture(FILE, { 'preserve-single-schema-oneof': true });
    const single = propertyOf(ir, 'Thing', 'single').valueType;
    expect(single).toEqual({ kind: 'optional', itemType: { kind: 'named', typeId: 'ThingSingle' } });
    expect(typeOf(ir, 'ThingSingle').shape).toEqual({
      kind: 'undiscriminatedUnion',
      members: [{ kind: 'member', type: { kind: 'primitive', primitive: 'string' } }],
    });
  });

  it('filter.endpoints: keeps only the listed endpoints, with or without a namespace', async () => {
    expect(allEndpoints(await importFixture(FILE)).map((e) => e.id)).toHaveLength(2);
    expect(
      allEndpoints(await importFixture(FILE, { filter: { endpoints: ['post /things/{thingId}/form'] } })).map(
        (e) => e.id,
      ),
    ).toEqual(['POST /things/{thingId}/form']);
    const namespaced = await importFixture(
      FILE,
      { filter: { endpoints: ['v1::POST /things/{thingId}'] } },
      {},
      { namespace: 'v1' },
    );
    expect(allEndpoints(namespaced).map((e) => e.id)).toEqual(['v1::POST /things/{thingId}']);
  });

  it('example-generation max-depth: 0 leaves optional properties out of examples', async () => {
    const full = endpointOf(await importFixture(FILE), CREATE).examples[0];
    expect(full?.requestBody).toMatchObject({ name: 'name', note: 'note', child: { name: 'name', age: 1 } });
    const ir = await importFixture(FILE, {
      'example-generation': { request: { 'max-depth': 0 }, response: { 'max-depth': 0 } },
    });
    const shallow = endpointOf(ir, CREATE).examples[0];
    expect(shallow?.requestBody).toEqual({ name: 'name' });
    // `deputy` is required and nullable (a reference to a nullable schema), so it stays.
    expect(shallow?.response?.body).toEqual({ id: 'id', status: 'active', owner: {}, deputy: {} });
    const oneLevel = endpointOf(
      await importFixture(FILE, { 'example-generation': { request: { 'max-depth': 1 } } }),
      CREATE,
    ).examples[0];
    expect(oneLevel?.requestBody).toEqual({ name: 'name', note: 'note', child: { name: 'name', age: 1 } });
  });

  it('coerce-enums-to-literals: enums become literals when true', async () => {
    expect(typeOf(await importFixture(FILE), 'OnlyKind').shape.kind).toBe('enum');
    const ir = await importFixture(FILE, { 'coerce-enums-to-literals': true });
    expect(typeOf(ir, 'OnlyKind').shape).toEqual({ kind: 'alias', aliasOf: { kind: 'literal', value: 'thing' } });
    expect(typeOf(ir, 'Status').shape).toEqual({
      kind: 'undiscriminatedUnion',
      members: [
        { kind: 'member', type: { kind: 'literal', value: 'active' } },
        { kind: 'member', type: { kind: 'literal', value: 'retired' } },
      ],
    });
  });

  it('idiomatic-request-names: verb first by default, service first when false', async () => {
    expect(endpointOf(await importFixture(FILE), CREATE).requestName.pascalCase).toBe('CreateThingRequest');
    expect(
      endpointOf(await importFixture(FILE, { 'idiomatic-request-names': false }), CREATE).requestName.pascalCase,
    ).toBe('ThingsCreateThingRequest');
  });

  it('resolve-aliases: inlines aliases, except the listed ones', async () => {
    const kept = await importFixture(FILE);
    expect(typeOf(kept, 'Code').shape.kind).toBe('alias');
    const ir = await importFixture(FILE, { 'resolve-aliases': true });
    expect(ir.types['Code']).toBeUndefined();
    expect(ir.types['Identifier']).toBeUndefined();
    expect(propertyOf(ir, 'Thing', 'code').valueType).toEqual({
      kind: 'optional',
      itemType: { kind: 'primitive', primitive: 'string', rules: { pattern: '^[A-Z]+$' } },
    });
    expect(validateIr(ir)).toEqual([]);
    const except = await importFixture(FILE, { 'resolve-aliases': { except: ['Code'] } });
    expect(except.types['Code']).toBeDefined();
    expect(except.types['Identifier']).toBeUndefined();
  });

  it('group-environments-by-host: servers of one host share an environment', async () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 'Hosts', version: '1' },
      paths: {
        '/stream': {
          get: {
            operationId: 'stream',
            servers: [{ url: 'wss://api.acme.com/ws' }],
            responses: { '200': { description: 'ok' } },
          },
        },
      },
      servers: [
        { url: 'https://api.acme.com/v1', 'x-bracken-server-name': 'production' },
        { url: 'wss://api.acme.com/ws', 'x-bracken-server-name': 'production' },
        { url: 'https://sandbox.acme.com/v1', 'x-bracken-server-name': 'sandbox' },
      ],
    };
    const single = await importFixture(FILE, {}, {}, { document });
    expect(single.environments?.mode).toBe('single');
    expect(single.environments?.environments.map((e) => e.id)).toEqual(['production', 'production2', 'sandbox']);
    const grouped = await importFixture(FILE, { 'group-environments-by-host': true }, {}, { document });
    expect(grouped.environments).toMatchObject({
      mode: 'multi',
      environments: [
        {
          kind: 'multiUrl',
          id: 'production',
          urls: { https: 'https://api.acme.com/v1', wss: 'wss://api.acme.com/ws' },
        },
        { kind: 'multiUrl', id: 'sandbox', urls: { https: 'https://sandbox.acme.com/v1' } },
      ],
      baseUrls: [{ id: 'https' }, { id: 'wss' }],
    });
    // An operation's own server picks the base URL it uses.
    expect(endpointOf(grouped, 'GET /stream').baseUrlId).toBe('wss');
    // Distinct server names on one host are the base URL ids.
    const named = await importFixture(
      FILE,
      { 'group-environments-by-host': true },
      {},
      {
        document: {
          ...document,
          servers: [
            { url: 'https://api.acme.com', 'x-bracken-server-name': 'api' },
            { url: 'https://api.acme.com/files', 'x-bracken-server-name': 'files' },
          ],
        },
      },
    );
    expect(named.environments?.environments).toMatchObject([
      { kind: 'multiUrl', id: 'api', urls: { api: 'https://api.acme.com', files: 'https://api.acme.com/files' } },
    ]);
  });
});
