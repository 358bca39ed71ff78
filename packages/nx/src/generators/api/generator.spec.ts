import { readNxJson, readProjectConfiguration, updateNxJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { parse } from 'yaml';
import { apiGenerator } from './generator';

describe('api generator', () => {
  let tree: Tree;

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    updateNxJson(tree, { ...readNxJson(tree), plugins: ['@bracken/nx'] });
  });

  it('scaffolds a project with generators.yml and a starter OpenAPI document, named after its folder', async () => {
    await apiGenerator(tree, { directory: 'petstore', skipFormat: true });
    expect(readProjectConfiguration(tree, 'petstore').root).toBe('petstore');
    expect(readProjectConfiguration(tree, 'petstore').targets).toEqual({});
    const config = tree.read('petstore/generators.yml', 'utf-8') ?? '';
    expect(config.split('\n')[0]).toBe(
      '# yaml-language-server: $schema=https://bracken.dev/schemas/generators.schema.json',
    );
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
    await apiGenerator(tree, { directory: 'apis/events', format: 'asyncapi', skipFormat: true });
    expect(readProjectConfiguration(tree, 'events').root).toBe('apis/events');
    expect(tree.read('apis/events/generators.yml', 'utf-8')).toContain(
      '# Add an SDK with: nx g @bracken/nx:sdk apis/events-ts --api events\n',
    );
    expect(parse(tree.read('apis/events/generators.yml', 'utf-8') ?? '')).toEqual({
      api: { specs: [{ asyncapi: './asyncapi.yml' }] },
    });
    expect(parse(tree.read('apis/events/asyncapi.yml', 'utf-8') ?? '').asyncapi).toBe('3.0.0');
    expect(tree.exists('apis/events/openapi.yml')).toBe(false);
  });

  it('writes a proto root and target with --format proto', async () => {
    await apiGenerator(tree, { directory: 'services/pets', name: 'pet-service', format: 'proto', skipFormat: true });
    expect(parse(tree.read('services/pets/generators.yml', 'utf-8') ?? '')).toEqual({
      api: { specs: [{ proto: { root: './proto', target: './proto/petservice/v1/pet-service.proto' } }] },
    });
    const proto = tree.read('services/pets/proto/petservice/v1/pet-service.proto', 'utf-8') ?? '';
    expect(proto).toContain('package petservice.v1;');
    expect(proto).toContain('service PetServiceService {');
  });

  it('refuses to overwrite an existing generators.yml', async () => {
    tree.write('petstore/generators.yml', 'groups: {}\n');
    await expect(apiGenerator(tree, { directory: 'petstore', skipFormat: true })).rejects.toThrow(
      'cannot create API project petstore: petstore/generators.yml already exists',
    );
  });

  it('writes the targets into the project when the plugin is not registered', async () => {
    updateNxJson(tree, { ...readNxJson(tree), plugins: [] });
    await apiGenerator(tree, { directory: 'apis/petstore', skipFormat: true });
    const project = readProjectConfiguration(tree, 'petstore');
    expect(Object.keys(project.targets ?? {}).sort()).toEqual(['check', 'generate', 'publish']);
    expect(project.targets?.['check']).toMatchObject({
      executor: '@bracken/nx:check',
      inputs: ['brackenDefinition'],
      cache: true,
    });
    expect(project.namedInputs?.['brackenDefinition']).toEqual([
      '{projectRoot}/generators.yml',
      '{workspaceRoot}/apis/petstore/openapi.yml',
      'default',
    ]);
  });
});
