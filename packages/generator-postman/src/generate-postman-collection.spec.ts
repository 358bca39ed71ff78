import { join } from 'node:path';
import { parseOpenApi } from '@bracken/importers';
import type { IntermediateRepresentation } from '@bracken/ir';
import { run, type NewmanSummary } from 'newman';
import { Collection, type CollectionDefinition, type Item } from 'postman-collection';
import { createPetstoreIr } from './__fixtures__/petstore-ir';
import { startPetstoreServer, type PetstoreServer } from './__fixtures__/petstore-server';
import { generatePostmanCollection, POSTMAN_GENERATOR, type PostmanCollection } from './index';

const TOKEN = 'petstore-test-token';

function collectionOf(ir: IntermediateRepresentation): PostmanCollection {
  const files = generatePostmanCollection(ir);
  expect(files.map((f) => f.path)).toEqual(['collection.json']);
  return JSON.parse(files[0]?.contents ?? '') as PostmanCollection;
}

/** The same file, typed for the postman-collection library. */
function definitionOf(collection: PostmanCollection): CollectionDefinition {
  return JSON.parse(JSON.stringify(collection)) as CollectionDefinition;
}

function runNewman(
  collection: unknown,
  server: PetstoreServer,
  extra: Array<{ key: string; value: string }> = [],
): Promise<NewmanSummary> {
  return new Promise((resolve, reject) => {
    run(
      {
        collection,
        reporters: [],
        timeoutRequest: 5000,
        envVar: [{ key: 'baseUrl', value: server.url }, { key: 'token', value: TOKEN }, ...extra],
      },
      (error, summary) => (error ? reject(error) : resolve(summary)),
    );
  });
}

describe('generatePostmanCollection', () => {
  it('is registered under its generator name', () => {
    expect(POSTMAN_GENERATOR).toBe('bracken-postman');
  });

  it('emits folders per service, requests with examples, auth and environment variables', () => {
    const collection = collectionOf(createPetstoreIr());
    expect(collection.info).toMatchObject({
      name: 'Petstore',
      description: 'Manage the pets of a pet store.',
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    });
    expect(collection.item.map((folder) => [folder.name, folder.item.map((item) => item.name)])).toEqual([
      ['pets', ['List pets', 'Create a pet', 'Get a pet', 'Delete a pet']],
      ['store', ['Count pets by status', 'Send feedback']],
    ]);
    expect(collection.auth).toEqual({ type: 'bearer', bearer: [{ key: 'token', value: '{{token}}', type: 'string' }] });
    expect(collection.variable.map((v) => [v.key, v.value])).toEqual([
      ['baseUrl', 'https://{{region}}.api.petstore.example.com/v1'],
      ['productionUrl', 'https://{{region}}.api.petstore.example.com/v1'],
      ['sandboxUrl', 'https://sandbox.petstore.example.com/v1'],
      ['region', 'us'],
      ['token', ''],
      ['xTenant', ''],
    ]);

    const [list, create, get] = collection.item[0]?.item ?? [];
    expect(list?.request.url).toEqual({
      raw: '{{baseUrl}}/pets?limit=10',
      host: ['{{baseUrl}}'],
      path: ['pets'],
      query: [
        { key: 'limit', value: '10' },
        { key: 'status', value: 'available', disabled: true },
      ],
    });
    expect(JSON.parse(create?.request.body?.raw ?? '')).toEqual({ name: 'Rex', status: 'available', tags: ['string'] });
    expect(create?.request.header).toContainEqual({ key: 'Content-Type', value: 'application/json', type: 'text' });
    expect(get?.request.url.variable).toEqual([{ key: 'petId', value: 'pet-1', description: 'The pet id.' }]);
    expect(get?.request.url.path).toEqual(['pets', ':petId']);
    expect(get?.response[0]).toMatchObject({
      name: 'Rex',
      code: 200,
      body: JSON.stringify({ id: 'pet-1', name: 'Rex', status: 'available' }, null, 2),
    });
    expect(get?.request.header.slice(0, 2)).toEqual([
      { key: 'X-Api-Version', value: '2024-01-01', type: 'text' },
      { key: 'X-Tenant', value: '{{xTenant}}', type: 'text', description: 'Tenant id.' },
    ]);
    const feedback = collection.item[1]?.item[1];
    expect(feedback?.request.auth).toEqual({ type: 'noauth' });
    expect(feedback?.request.body?.mode).toBe('urlencoded');
  });

  it('is deterministic', () => {
    expect(generatePostmanCollection(createPetstoreIr())).toEqual(generatePostmanCollection(createPetstoreIr()));
    expect(generatePostmanCollection(createPetstoreIr())[0]?.contents).toMatchSnapshot();
  });

  it('loads with the postman-collection library', () => {
    const json = collectionOf(createPetstoreIr());
    expect(Collection.isCollection(new Collection(definitionOf(json)))).toBe(true);
    const collection = new Collection(definitionOf(json));
    const requests: Item[] = [];
    collection.forEachItem((item) => requests.push(item));
    expect(requests).toHaveLength(6);
    expect(requests.map((item) => `${item.request.method} ${item.request.url.getPath({ unresolved: true })}`)).toEqual([
      'GET /pets',
      'POST /pets',
      'GET /pets/:petId',
      'DELETE /pets/:petId',
      'GET /store/inventory',
      'POST /store/feedback',
    ]);
    expect(requests[0]?.getAuth()?.type).toBe('bearer');
    expect(requests[5]?.getAuth()?.type).toBe('noauth');
    expect(collection.variables.get('region')).toBe('us');
    expect(requests[0]?.request.url.toString()).toBe('{{baseUrl}}/pets?limit=10');
    expect(requests[1]?.request.body?.toString()).toBe(json.item[0]?.item[1]?.request.body?.raw);
    expect(requests[2]?.responses.count()).toBe(1);
    expect(requests[5]?.request.body?.mode).toBe('urlencoded');
  });

  it('runs in newman against a real Petstore server, every request answered', async () => {
    const server = await startPetstoreServer(TOKEN);
    try {
      const summary = await runNewman(collectionOf(createPetstoreIr()), server, [{ key: 'xTenant', value: 'acme' }]);
      expect(summary.run.failures).toEqual([]);
      expect(summary.run.executions.map((e) => [e.item.name, e.response?.code])).toEqual([
        ['List pets', 200],
        ['Create a pet', 201],
        ['Get a pet', 200],
        ['Delete a pet', 204],
        ['Count pets by status', 200],
        ['Send feedback', 204],
      ]);
      expect(server.served.map((r) => `${r.method} ${r.path}`)).toEqual([
        'GET /pets?limit=10',
        'POST /pets',
        'GET /pets/pet-1',
        'DELETE /pets/string',
        'GET /store/inventory',
        'POST /store/feedback',
      ]);
      const create = server.served[1];
      expect(JSON.parse(create?.body ?? '')).toMatchObject({ name: 'Rex' });
      expect(create?.headers['x-api-version']).toBe('2024-01-01');
      expect(create?.headers['x-tenant']).toBe('acme');
      expect(server.served[5]?.headers.authorization).toBeUndefined();
      expect(server.served[5]?.body).toContain('name=Rex');
    } finally {
      await server.close();
    }
  });

  it('runs the collection generated from examples/petstore/openapi.yml in newman, every request answered', async () => {
    const ir = await parseOpenApi({ file: join(__dirname, '..', '..', '..', 'examples', 'petstore', 'openapi.yml') });
    const collection = collectionOf(ir);
    expect(collection.item.map((folder) => folder.name)).toEqual(['pets', 'store', 'users']);
    expect(new Collection(definitionOf(collection)).toJSON().item).toHaveLength(3);
    const server = await startPetstoreServer(TOKEN);
    try {
      const summary = await runNewman(collection, server);
      expect(summary.run.failures).toEqual([]);
      const requestCount = collection.item.reduce((count, folder) => count + folder.item.length, 0);
      expect(summary.run.executions).toHaveLength(requestCount);
      expect(
        summary.run.executions
          .filter((e) => e.response === undefined || e.response.code >= 400)
          .map((e) => `${e.item.name}: ${e.response?.code ?? e.requestError?.message}`),
      ).toEqual([]);
      expect(server.served).toHaveLength(requestCount);
    } finally {
      await server.close();
    }
  });
});
