import { parse } from 'yaml';
import { memoryTree } from './__fixtures__/memory-tree';
import { scaffoldApiProject } from './api-project';
import { WorkspaceError } from './file-tree';

describe('scaffoldApiProject', () => {
  it('writes generators.yml with the schema directive and a starter OpenAPI document', () => {
    const tree = memoryTree();
    expect(scaffoldApiProject(tree, { directory: './apis/petstore/' })).toEqual({
      root: 'apis/petstore',
      name: 'petstore',
    });
    expect([...tree.files.keys()].sort()).toEqual(['apis/petstore/generators.yml', 'apis/petstore/openapi.yml']);
    expect(tree.read('apis/petstore/generators.yml', 'utf-8')).toBe(
      '# yaml-language-server: $schema=https://bracken.dev/schemas/generators.schema.json\n' +
        '# Bracken configuration for the petstore API.\n' +
        'api:\n  specs:\n    - openapi: ./openapi.yml\n',
    );
    expect(parse(tree.read('apis/petstore/openapi.yml', 'utf-8') ?? '').info.title).toBe('Petstore API');
  });

  it('names the command that adds an SDK when given one', () => {
    const tree = memoryTree();
    scaffoldApiProject(tree, { directory: 'apis/events', format: 'asyncapi', sdkCommand: 'tool sdk' });
    expect(tree.read('apis/events/generators.yml', 'utf-8')).toContain(
      '# Add an SDK with: tool sdk apis/events-ts --api events\n',
    );
    expect(parse(tree.read('apis/events/asyncapi.yml', 'utf-8') ?? '').asyncapi).toBe('3.0.0');
  });

  it('names the proto package, folder and file after the project', () => {
    const tree = memoryTree();
    scaffoldApiProject(tree, { directory: 'services/pets', name: 'paymentsV2', format: 'proto' });
    expect(parse(tree.read('services/pets/generators.yml', 'utf-8') ?? '')).toEqual({
      api: { specs: [{ proto: { root: './proto', target: './proto/paymentsv2/v1/payments-v2.proto' } }] },
    });
    const proto = tree.read('services/pets/proto/paymentsv2/v1/payments-v2.proto', 'utf-8') ?? '';
    expect(proto).toContain('package paymentsv2.v1;');
    expect(proto).toContain('service PaymentsV2Service {');
  });

  it('refuses a folder outside the workspace or one that holds a generators.yml', () => {
    const tree = memoryTree({ 'apis/petstore/generators.yml': 'groups: {}\n' });
    expect(() => scaffoldApiProject(tree, { directory: '../elsewhere' })).toThrow(WorkspaceError);
    expect(() => scaffoldApiProject(tree, { directory: 'apis/petstore' })).toThrow(
      new WorkspaceError('cannot create API project petstore: apis/petstore/generators.yml already exists'),
    );
    expect(tree.read('apis/petstore/generators.yml', 'utf-8')).toBe('groups: {}\n');
  });
});
