import { endpointOf, importFixture, propertyOf } from './test-helpers';

const problem = (name: string) => ({
  description: name,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
});

describe('declared errors', () => {
  const document = {
    openapi: '3.0.3',
    info: { title: 'Errors', version: '1' },
    paths: {
      '/a': {
        get: {
          operationId: 'getA',
          responses: { '200': { description: 'ok' }, '404': problem('Problem'), '500': problem('Problem') },
        },
      },
      '/b': {
        get: {
          operationId: 'getB',
          responses: { '200': { description: 'ok' }, '404': problem('Problem'), '429': { description: 'slow down' } },
        },
      },
      '/c': {
        get: {
          operationId: 'getC',
          responses: { '200': { description: 'ok' }, '404': problem('OtherProblem'), default: problem('Problem') },
        },
      },
    },
    components: {
      schemas: {
        Problem: { type: 'object', properties: { message: { type: 'string' } } },
        OtherProblem: { type: 'object', properties: { detail: { type: 'string' } } },
      },
    },
  };

  it('declares one error per status and body, shared across endpoints and named from the status', async () => {
    const ir = await importFixture('errors.yml', {}, {}, { document });
    expect(endpointOf(ir, 'GET /a').errors).toEqual(['NotFoundError', 'InternalServerError']);
    expect(endpointOf(ir, 'GET /b').errors).toEqual(['NotFoundError', 'TooManyRequestsError']);
    expect(endpointOf(ir, 'GET /c').errors).toEqual(['NotFoundError2']);
    expect(ir.errors['NotFoundError']).toEqual({
      kind: 'error',
      id: 'NotFoundError',
      name: expect.objectContaining({ pascalCase: 'NotFoundError' }) as unknown,
      statusCode: 404,
      bodyType: { kind: 'named', typeId: 'Problem' },
      docs: 'Problem',
    });
    expect(ir.errors['NotFoundError2']).toMatchObject({
      statusCode: 404,
      bodyType: { kind: 'named', typeId: 'OtherProblem' },
    });
    expect(ir.errors['TooManyRequestsError']).toEqual({
      kind: 'error',
      id: 'TooManyRequestsError',
      name: expect.objectContaining({ pascalCase: 'TooManyRequestsError' }) as unknown,
      statusCode: 429,
      docs: 'slow down',
    });
  });

  it('names errors of unregistered statuses after their body, and passes annotated references through allOf', async () => {
    const aws = {
      openapi: '3.0.0',
      info: { title: 'Aws', version: '1' },
      paths: {
        '/accounts': {
          post: {
            operationId: 'associateAccounts',
            responses: {
              '200': {
                description: 'ok',
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Output' } } },
              },
              '480': {
                description: 'throttled',
                content: { 'application/json': { schema: { $ref: '#/components/schemas/ThrottlingException' } } },
              },
              '481': {
                description: 'denied',
                content: { 'application/json': { schema: { $ref: '#/components/schemas/AccessDeniedError' } } },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          Arn: { type: 'string', pattern: '^arn:' },
          Output: {
            type: 'object',
            properties: { arn: { allOf: [{ $ref: '#/components/schemas/Arn' }, { description: 'The ARN.' }] } },
          },
          ThrottlingException: { type: 'object', properties: { message: { type: 'string' } } },
          AccessDeniedError: { type: 'object', properties: { message: { type: 'string' } } },
        },
      },
    };
    const ir = await importFixture('aws.json', {}, {}, { document: aws });
    expect(endpointOf(ir, 'POST /accounts').errors).toEqual(['ThrottlingExceptionError', 'AccessDeniedError2']);
    expect(ir.errors['ThrottlingExceptionError']?.statusCode).toBe(480);
    expect(propertyOf(ir, 'Output', 'arn')).toMatchObject({
      valueType: { kind: 'optional', itemType: { kind: 'named', typeId: 'Arn' } },
      docs: 'The ARN.',
    });
    expect(Object.keys(ir.types)).toEqual(['Arn', 'Output', 'ThrottlingException', 'AccessDeniedError']);
  });
});

describe('references to nothing', () => {
  const withRef = (ref: string) => ({
    openapi: '3.0.3',
    info: { title: 'Dangling', version: '1' },
    paths: {
      '/a': {
        get: {
          operationId: 'getA',
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: ref } } } } },
        },
      },
    },
    components: { schemas: { Known: { type: 'string' } } },
  });

  it.each(['#/components/schemas/Missing', '#/components/schemas/Known/properties/nope'])(
    'reports %s with its JSON pointer instead of typing it unknown',
    async (ref) => {
      const error = await importFixture('dangling.yml', {}, {}, { document: withRef(ref) }).then(
        () => undefined,
        (e: unknown) => e as { name: string; pointer?: string; message: string },
      );
      expect(error?.name).toBe('ImporterError');
      expect(error?.pointer).toBe('/paths/~1a/get/responses/200/content/application~1json/schema');
      expect(error?.message).toContain(`$ref points at nothing: "${ref}"`);
      expect(error?.message).toContain('dangling.yml');
    },
  );
});

describe('schemas defined only by themselves', () => {
  const withSchemas = (schemas: Record<string, unknown>) => ({
    openapi: '3.0.3',
    info: { title: 'Loops', version: '1' },
    paths: {
      '/a': {
        get: {
          operationId: 'getA',
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } },
            },
          },
        },
      },
    },
    components: { schemas },
  });
  const failure = (schemas: Record<string, unknown>) =>
    importFixture('loops.yml', {}, {}, { document: withSchemas(schemas) }).then(
      () => undefined,
      (e: unknown) => e as { name: string; message: string; pointer?: string },
    );

  it('rejects a union whose only member is itself, with the cycle and the schema pointer', async () => {
    const error = await failure({ A: { oneOf: [{ $ref: '#/components/schemas/A' }] } });
    expect(error?.name).toBe('ImporterError');
    expect(error?.message).toContain('schema is defined only by itself (A → A)');
    expect(error?.pointer).toBe('/components/schemas/A');
  });

  it('rejects two unions made only of each other', async () => {
    const error = await failure({
      A: { oneOf: [{ $ref: '#/components/schemas/B' }, { $ref: '#/components/schemas/A' }] },
      B: { oneOf: [{ $ref: '#/components/schemas/A' }, { $ref: '#/components/schemas/B' }] },
    });
    expect(error?.message).toMatch(/schema is defined only by itself \((A → B → A|A → A|B → B)\)/);
  });

  it('accepts recursion through an object or a list', async () => {
    await expect(
      failure({
        A: {
          oneOf: [
            { type: 'array', items: { $ref: '#/components/schemas/A' } },
            { type: 'object', properties: { next: { $ref: '#/components/schemas/A' } } },
          ],
        },
      }),
    ).resolves.toBeUndefined();
  });
});

describe('webhook payload locations', () => {
  it('escapes ~ and / in the content type of the pointer to a broken payload schema', async () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'Hooks', version: '1' },
      paths: {},
      webhooks: {
        orderPaid: {
          post: {
            requestBody: { content: { 'application/vnd.acme~v1+json': { schema: { type: 7 } } } },
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    };
    const error = await importFixture('hooks.yml', {}, {}, { document }).then(
      () => undefined,
      (e: unknown) => e as { name: string; pointer?: string },
    );
    expect(error?.name).toBe('ImporterError');
    expect(error?.pointer).toBe(
      '/webhooks/orderPaid/post/requestBody/content/application~1vnd.acme~0v1+json/schema/type',
    );
  });
});
