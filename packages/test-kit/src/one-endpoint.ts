/**
 * An OpenAPI definition of one endpoint, `GET /items/{itemId}` returning an `Item`: what the
 * bench's request-rate and bundle sections measure, and what the bundle budget test bundles.
 */
export const ONE_ENDPOINT_DEFINITION = {
  openapi: '3.0.3',
  info: { title: 'Bench', version: '1.0.0' },
  servers: [{ url: 'http://127.0.0.1:8080' }],
  paths: {
    '/items/{itemId}': {
      get: {
        operationId: 'getItem',
        tags: ['items'],
        parameters: [{ name: 'itemId', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'The item',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Item: {
        type: 'object',
        required: ['id', 'name', 'price'],
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          price: { type: 'number' },
          inStock: { type: 'boolean' },
        },
      },
    },
  },
};
