/**
 * The one-endpoint definition behind the request-rate and bundle-size sections:
 * `GET /items/{itemId}` returning an `Item`.
 */
export const ONE_ENDPOINT_SPEC = {
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
} as const;

/** The body the local server answers with. */
export const ITEM_BODY = JSON.stringify({ id: 'item-1', name: 'Widget', price: 9.5, inStock: true });
