import { join } from 'node:path';
import type { HttpEndpoint, IntermediateRepresentation, TypeReference } from '@bracken/ir';
import { validateIr } from '@bracken/ir';
import { DefinitionError } from '../definition-kit/definition-error';
import { CONJURE_ERROR_STATUS } from './error-codes';
import { parseConjure } from './parse-conjure';
import { parseTypeExpression } from './type-expression';

const fixtures = join(__dirname, '__fixtures__');
const recipesInput = { absolutePath: join(fixtures, 'recipes', 'recipes.yml'), displayPath: 'conjure/recipes.yml' };

const propertyType = (ir: IntermediateRepresentation, typeId: string, property: string): TypeReference | undefined => {
  const shape = ir.types[typeId]?.shape;
  return shape?.kind === 'object' ? shape.properties.find((p) => p.name.wireValue === property)?.valueType : undefined;
};
const endpoint = (ir: IntermediateRepresentation, name: string): HttpEndpoint =>
  ir.services[0]!.endpoints.find((e) => e.name.wireValue === name)!;

async function failure(promise: Promise<unknown>): Promise<DefinitionError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DefinitionError) return error;
    throw error;
  }
  throw new Error('expected a DefinitionError');
}

describe('parseTypeExpression', () => {
  it('parses nested containers and imported names', () => {
    expect(parseTypeExpression('map<string, list<optional<common.Page>>>')).toEqual({
      kind: 'map',
      key: { kind: 'reference', name: 'string' },
      value: {
        kind: 'container',
        container: 'list',
        item: { kind: 'container', container: 'optional', item: { kind: 'reference', name: 'common.Page' } },
      },
    });
    expect(() => parseTypeExpression('list<string')).toThrow('expected ">"');
    expect(() => parseTypeExpression('bag<string>')).toThrow('unknown container "bag"');
  });
});

describe('parseConjure', () => {
  let ir: IntermediateRepresentation;
  beforeAll(async () => {
    ir = await parseConjure(recipesInput);
  });

  it('names the API after the first service and stays consistent', () => {
    expect(ir.title).toBe('Recipe Book');
    expect(validateIr(ir)).toEqual([]);
  });

  it('maps objects, aliases, built-ins and containers', () => {
    expect(ir.types.RecipeName?.shape).toEqual({ kind: 'alias', aliasOf: { kind: 'primitive', primitive: 'string' } });
    expect(ir.types.Recipe?.docs).toBe('A recipe with its steps.');
    expect(propertyType(ir, 'Recipe', 'name')).toEqual({ kind: 'named', typeId: 'RecipeName' });
    expect(propertyType(ir, 'Recipe', 'steps')).toEqual({
      kind: 'list',
      itemType: { kind: 'named', typeId: 'RecipeStep' },
    });
    expect(propertyType(ir, 'Recipe', 'tags')).toEqual({
      kind: 'set',
      itemType: { kind: 'primitive', primitive: 'string' },
    });
    expect(propertyType(ir, 'Recipe', 'ratings')).toEqual({
      kind: 'map',
      keyType: { kind: 'primitive', primitive: 'string' },
      valueType: { kind: 'primitive', primitive: 'double' },
    });
    expect(propertyType(ir, 'Recipe', 'createdAt')).toEqual({ kind: 'primitive', primitive: 'dateTime' });
    expect(propertyType(ir, 'Recipe', 'id')).toEqual({ kind: 'primitive', primitive: 'uuid' });
    expect(propertyType(ir, 'Recipe', 'rid')).toEqual({ kind: 'primitive', primitive: 'string', format: 'rid' });
    // safelong is a JSON number, so it maps to a plain integer with the safe range.
    expect(propertyType(ir, 'Recipe', 'servings')).toEqual({
      kind: 'primitive',
      primitive: 'integer',
      format: 'safelong',
      rules: { minimum: -(2 ** 53 - 1), maximum: 2 ** 53 - 1 },
    });
    expect(propertyType(ir, 'Recipe', 'price')).toEqual({
      kind: 'optional',
      itemType: { kind: 'primitive', primitive: 'string' },
    });
    expect(propertyType(ir, 'Recipe', 'page')).toEqual({
      kind: 'optional',
      itemType: { kind: 'named', typeId: 'Page' },
    });
    expect(propertyType(ir, 'Recipe', 'photo')).toEqual({
      kind: 'optional',
      itemType: { kind: 'primitive', primitive: 'base64' },
    });
    expect(propertyType(ir, 'Recipe', 'extra')).toEqual({ kind: 'unknown' });
    expect(ir.types.Page?.source).toMatchObject({ file: 'conjure/common.yml', line: 5 });
  });

  it('keeps unknown enum values and models unions the way Conjure sends them', () => {
    expect(ir.types.Temperature?.shape).toEqual({
      kind: 'enum',
      forwardCompatible: true,
      values: [
        expect.objectContaining({ name: expect.objectContaining({ wireValue: 'C' }) }),
        expect.objectContaining({ name: expect.objectContaining({ wireValue: 'F' }), docs: 'Fahrenheit.' }),
      ],
    });
    const union = ir.types.RecipeStep?.shape;
    expect(union).toMatchObject({ kind: 'discriminatedUnion', discriminant: { wireValue: 'type' } });
    expect(union?.kind === 'discriminatedUnion' && union.variants.map((v) => [v.discriminantValue, v.typeId])).toEqual([
      ['mix', 'RecipeStepMix'],
      ['chop', 'RecipeStepChop'],
      ['bake', 'RecipeStepBake'],
    ]);
    expect(propertyType(ir, 'RecipeStepBake', 'bake')).toEqual({ kind: 'named', typeId: 'BakeStep' });
  });

  it('maps errors to HTTP statuses with their safe and unsafe args', () => {
    expect(ir.errors['Recipes:RecipeNotFound']).toMatchObject({
      statusCode: 404,
      name: { pascalCase: 'RecipeNotFound' },
      docs: 'No recipe has that name.',
      bodyType: { kind: 'named', typeId: 'RecipeNotFoundBody' },
    });
    expect(ir.errors['Recipes:RecipeConflict']).toMatchObject({ statusCode: 409 });
    expect(propertyType(ir, 'RecipeNotFoundBody', 'errorName')).toEqual({
      kind: 'literal',
      value: 'Recipes:RecipeNotFound',
    });
    expect(propertyType(ir, 'RecipeNotFoundBody', 'errorCode')).toEqual({ kind: 'literal', value: 'NOT_FOUND' });
    const params = ir.types.RecipeNotFoundParameters?.shape;
    expect(params?.kind === 'object' && params.properties.map((p) => [p.name.wireValue, p.docs])).toEqual([
      ['name', 'Safe to log.'],
      ['requestedBy', 'Unsafe: may hold sensitive data; do not log.'],
    ]);
    expect(CONJURE_ERROR_STATUS).toMatchObject({
      PERMISSION_DENIED: 403,
      INVALID_ARGUMENT: 400,
      FAILED_PRECONDITION: 500,
      REQUEST_ENTITY_TOO_LARGE: 413,
      CUSTOM_CLIENT: 400,
      CUSTOM_SERVER: 500,
    });
  });

  it('maps services, endpoints, args and auth', () => {
    const [service] = ir.services;
    expect(service).toMatchObject({ id: 'RecipeBookService', name: { camelCase: 'recipeBookService' } });
    expect(service!.endpoints.map((e) => e.id)).toEqual([
      'POST /recipes',
      'GET /recipes/{recipeName}',
      'GET /recipes',
      'DELETE /recipes/{recipeName}',
      'PUT /recipes/{recipeName}/photo',
      'GET /recipes/health',
    ]);
    const create = endpoint(ir, 'createRecipe');
    expect(create).toMatchObject({
      requestBody: { kind: 'json', bodyType: { kind: 'named', typeId: 'Recipe' } },
      requestBodyRequired: true,
      errors: ['Recipes:RecipeConflict'],
      secured: true,
      authSchemes: ['header'],
    });
    const get = endpoint(ir, 'getRecipe');
    expect(get.pathParameters.map((p) => [p.name.wireValue, p.valueType])).toEqual([
      ['recipeName', { kind: 'named', typeId: 'RecipeName' }],
    ]);
    expect(get.queryParameters.map((p) => [p.name.wireValue, p.valueType])).toEqual([
      ['verbose', { kind: 'optional', itemType: { kind: 'primitive', primitive: 'boolean' } }],
    ]);
    expect(get.headers.map((p) => [p.name.wireValue, p.name.camelCase])).toEqual([['X-Trace-Id', 'traceId']]);
    expect(get).toMatchObject({
      docs: 'Finds one recipe.',
      errors: ['Recipes:RecipeNotFound'],
      source: { file: 'conjure/recipes.yml', line: 77, column: 7 },
    });
    const list = endpoint(ir, 'listRecipes');
    expect(list.queryParameters[0]!.name).toMatchObject({ wireValue: 'page_size', camelCase: 'pageSize' });
    expect(list.authSchemes).toEqual(['cookie:RECIPES_TOKEN']);
    expect(endpoint(ir, 'deleteRecipe').response).toEqual({ kind: 'empty', statusCode: 204 });
    const upload = endpoint(ir, 'uploadPhoto');
    expect(upload.requestBody).toEqual({ kind: 'bytes', contentType: 'application/octet-stream', optional: false });
    expect(upload.response).toMatchObject({ kind: 'binary', contentType: 'application/octet-stream' });
    expect(endpoint(ir, 'health')).toMatchObject({ secured: false });
    expect(ir.auth.schemes).toEqual([
      expect.objectContaining({ kind: 'bearer', id: 'header', prefix: 'Bearer' }),
      expect.objectContaining({
        kind: 'header',
        id: 'cookie:RECIPES_TOKEN',
        location: 'cookie',
        wireName: 'RECIPES_TOKEN',
      }),
    ]);
    expect(ir.auth.requirement).toBe('any');
  });

  it('reads every file of a folder and prefixes ids with the namespace', async () => {
    const folder = await parseConjure({
      absolutePath: join(fixtures, 'recipes'),
      displayPath: 'conjure',
      namespace: 'v1',
    });
    expect(folder.types['v1::Page']).toBeDefined();
    expect(folder.errors['v1::Recipes:RecipeNotFound']).toBeDefined();
    expect(folder.services[0]!.endpoints[0]!.id).toBe('v1::POST /recipes');
    expect(Object.keys(folder.types).filter((id) => id.startsWith('v1::Page'))).toEqual(['v1::Page']);
    expect(validateIr(folder)).toEqual([]);
  });
});

describe('parseConjure errors', () => {
  const broken = (name: string): Promise<IntermediateRepresentation> =>
    parseConjure({ absolutePath: join(fixtures, 'broken', name), displayPath: `conjure/${name}` });

  it('locates unknown types', async () => {
    const error = await failure(broken('unknown-type.yml'));
    expect(error).toMatchObject({
      file: 'conjure/unknown-type.yml',
      line: 8,
      column: 11,
      reason: 'unknown type "RecipeStepp"',
    });
  });

  it('locates a bad http line', async () => {
    const error = await failure(broken('bad-http.yml'));
    expect(error).toMatchObject({ line: 14, column: 9 });
    expect(error.reason).toMatch(/^invalid http of endpoint "getRecipe"/);
  });

  it('locates an unknown error code', async () => {
    const error = await failure(broken('bad-code.yml'));
    expect(error).toMatchObject({ line: 7, column: 9 });
    expect(error.reason).toMatch(/^unknown error code "GONE"/);
  });

  it('locates a missing conjure-imports file', async () => {
    const error = await failure(broken('bad-import.yml'));
    expect(error).toMatchObject({ line: 3, column: 5, reason: 'conjure-imports file not found (nowhere.yml)' });
  });
});
