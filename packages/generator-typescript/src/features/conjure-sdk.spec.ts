import { join } from 'node:path';
import { generateTypeScriptSdk } from '../index';
import { compileSdk, writeSdk } from '../__fixtures__/sdk-harness';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server';
import { loadSdk, sdkParts, type LooseClient } from '../__fixtures__/loose-sdk';
import { loadIr } from './__fixtures__/harness';

// The SDK generated from the Conjure example, compiled strictly and called against a real
// server: the wire must follow Conjure's conventions.

let server: TestServer;
let parts: ReturnType<typeof sdkParts>;

const recipe = {
  name: 'bread',
  steps: [
    { type: 'mix', mix: ['flour', 'water'] },
    { type: 'bake', bake: { temperature: 'C', degrees: 220, durationSeconds: 2400 } },
  ],
  tags: ['easy'],
  servings: 9007199254740991,
  createdAt: new Date('2026-01-01T08:30:00.123+01:00'),
};
// On the wire, a Conjure datetime is ISO-8601; the SDK sends Dates in UTC.
const wireRecipe = { ...recipe, createdAt: '2026-01-01T07:30:00.123Z' };

beforeAll(async () => {
  server = await startServer();
  const files = await generateTypeScriptSdk(loadIr('conjure-recipes'), {
    packageName: 'recipes-sdk',
    packageVersion: '0.0.0',
    namespaceExport: 'Recipes',
  });
  const dir = writeSdk('conjure-recipes', files);
  expect(compileSdk(dir)).toBe('');
  parts = sdkParts(loadSdk(join(dir, 'dist', 'cjs', 'index.js')), 'Recipes');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(() => server.reset());

const client = (): LooseClient => new parts.Client({ baseUrl: server.url, token: 'conjure-token', maxRetries: 0 });

describe('a Conjure SDK on the wire', () => {
  it('sends the bearer token, safelong as a JSON number, datetime as ISO-8601 and unions tagged by type', async () => {
    server.handle((request, response) => sendJson(response, 200, JSON.parse(request.text)));
    const created = await client().recipeBookService!.createRecipe!(recipe);
    const sent = server.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/recipes');
    expect(sent.headers.authorization).toBe('Bearer conjure-token');
    expect(sent.text).toContain('"servings":9007199254740991');
    expect(JSON.parse(sent.text)).toEqual(wireRecipe);
    expect(created).toEqual(recipe);
    expect((created as { createdAt: unknown }).createdAt).toBeInstanceOf(Date);
  });

  it('throws the declared error class for a Conjure error, with the serialized error as body', async () => {
    const conjureError = {
      errorCode: 'NOT_FOUND',
      errorName: 'Recipes:RecipeNotFound',
      errorInstanceId: '2b9d1a0e-5c4f-4a3e-8f6d-1c2b3a4d5e6f',
      parameters: { name: 'cake' },
    };
    server.handle((_request, response) => sendJson(response, 404, conjureError));
    const error = await client().recipeBookService!.getRecipe!({ name: 'cake' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(server.requests[0]!.path).toBe('/recipes/cake');
    expect(error).toBeInstanceOf(parts.namespace.RecipeNotFound!);
    expect(error).toMatchObject({ statusCode: 404, body: conjureError });
  });

  it('answers 204 for endpoints without returns and sends optional query args only when set', async () => {
    server.handle((request, response) => {
      if (request.method === 'DELETE') {
        response.writeHead(204).end();
        return;
      }
      sendJson(response, 200, { recipes: [], page: { size: 0 } });
    });
    await expect(client().recipeBookService!.deleteRecipe!({ name: 'old' })).resolves.toBeUndefined();
    await client().recipeBookService!.listRecipes!({ pageSize: 2 });
    await client().recipeBookService!.listRecipes!({});
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'DELETE /recipes/old',
      'GET /recipes?pageSize=2',
      'GET /recipes',
    ]);
  });
});
