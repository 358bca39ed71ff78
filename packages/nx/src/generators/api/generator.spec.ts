import { readProjectConfiguration, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { parse } from 'yaml';
import { apiGenerator } from './generator';

describe('api generator', () => {
  let tree: Tree;

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
  });

  it('scaffolds a project with generators.yml and a starter OpenAPI document', async () => {
    await apiGenerator(tree, { name: 'petstore', skipFormat: true });
    expect(readProjectConfiguration(tree, 'petstore').root).toBe('petstore');
    const config = tree.read('petstore/generators.yml', 'utf-8') ?? '';
    expect(config.split('\n')[0]).toBe('# yaml-language-server: $schema=https://bracken.dev/schemas/generators.schema.json');
    expect(parse(config)).toEqual({ api: { specs: [{ openapi: './openapi.yml' }] } });
    const openapi = parse(tree.read('petstore/openapi.yml', 'utf-8') ?? '');
    expect(openapi.openapi).toBe('3.1.0');
    expect(openapi.info.title).toBe('Petstore API');
    expect(Object.keys(openapi.paths)).toEqual(['/pets', '/pets/{petId}']);
    expect(config).toMatchInlineSnapshot(`
      "# yaml-language-server: $schema=https://bracken.dev/schemas/generators.schema.json
      # Bracken configuration for the petstore API.
      # Add an SDK with: nx g @bracken/nx:sdk petstore-ts --api petstore
      api:
        specs:
          - openapi: ./openapi.yml
      "
    `);
  });

  it('writes an AsyncAPI document with --format asyncapi', async () => {
    await apiGenerator(tree, { name: 'events', directory: 'apis/events', format: 'asyncapi', skipFormat: true });
    expect(parse(tree.read('apis/events/generators.yml', 'utf-8') ?? '')).toEqual({ api: { specs: [{ asyncapi: './asyncapi.yml' }] } });
    expect(parse(tree.read('apis/events/asyncapi.yml', 'utf-8') ?? '').asyncapi).toBe('3.0.0');
    expect(tree.exists('apis/events/openapi.yml')).toBe(false);
  });

  it('writes a proto root and target with --format proto', async () => {
    await apiGenerator(tree, { name: 'pet-service', format: 'proto', skipFormat: true });
    expect(parse(tree.read('pet-service/generators.yml', 'utf-8') ?? '')).toEqual({
      api: { specs: [{ proto: { root: './proto', target: './proto/petservice/v1/pet-service.proto' } }] },
    });
    const proto = tree.read('pet-service/proto/petservice/v1/pet-service.proto', 'utf-8') ?? '';
    expect(proto).toContain('package petservice.v1;');
    expect(proto).toContain('service PetServiceService {');
  });

  it('refuses to overwrite an existing generators.yml', async () => {
    tree.write('petstore/generators.yml', 'groups: {}\n');
    await expect(apiGenerator(tree, { name: 'petstore', skipFormat: true })).rejects.toThrow(
      'cannot create API project petstore: petstore/generators.yml already exists',
    );
  });
});
