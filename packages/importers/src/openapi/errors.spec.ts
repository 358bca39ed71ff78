import { endpointOf, importFixture } from './test-helpers';

const problem = (name: string) => ({ description: name, content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } } });

describe('declared errors', () => {
  const document = {
    openapi: '3.0.3',
    info: { title: 'Errors', version: '1' },
    paths: {
      '/a': { get: { operationId: 'getA', responses: { '200': { description: 'ok' }, '404': problem('Problem'), '500': problem('Problem') } } },
      '/b': { get: { operationId: 'getB', responses: { '200': { description: 'ok' }, '404': problem('Problem'), '429': { description: 'slow down' } } } },
      '/c': { get: { operationId: 'getC', responses: { '200': { description: 'ok' }, '404': problem('OtherProblem'), default: problem('Problem') } } },
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
    expect(ir.errors['NotFoundError']).toEqual({ kind: 'error', id: 'NotFoundError', name: expect.objectContaining({ pascalCase: 'NotFoundError' }) as unknown, statusCode: 404, bodyType: { kind: 'named', typeId: 'Problem' }, docs: 'Problem' });
    expect(ir.errors['NotFoundError2']).toMatchObject({ statusCode: 404, bodyType: { kind: 'named', typeId: 'OtherProblem' } });
    expect(ir.errors['TooManyRequestsError']).toEqual({ kind: 'error', id: 'TooManyRequestsError', name: expect.objectContaining({ pascalCase: 'TooManyRequestsError' }) as unknown, statusCode: 429, docs: 'slow down' });
  });
});
