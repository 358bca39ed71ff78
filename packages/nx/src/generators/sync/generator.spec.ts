import { addProjectConfiguration, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { syncGenerator } from './generator';

const CONFIG = `# Petstore SDKs
api:
  specs:
    - openapi: ./openapi.yml
default-group: typescript
groups:
  typescript:
    generators:
      - name: bracken-typescript-sdk   # the TypeScript SDK
        version: 0.1.0
        output: { location: local-file-system, path: ../../sdks/petstore-ts/generated }
  node:
    generators:
      - name: bracken-typescript-sdk
        version: 0.1.0
        output:
          location: local-file-system
          path: ../../sdks/petstore-node/generated
`;

function sdkProject(tree: Tree, name: string, root: string, group: string): void {
  addProjectConfiguration(tree, name, {
    root,
    targets: { build: { dependsOn: [{ projects: ['petstore'], target: `generate-${group}` }, '^build'] } },
  });
}

describe('sync generator', () => {
  let tree: Tree;

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    addProjectConfiguration(tree, 'petstore', { root: 'apis/petstore' });
    tree.write('apis/petstore/generators.yml', CONFIG);
    sdkProject(tree, 'petstore-ts', 'sdks/petstore-ts', 'typescript');
    sdkProject(tree, 'petstore-node', 'sdks/petstore-node', 'node');
  });

  it('changes nothing while every output lies in the project that depends on it', async () => {
    expect(await syncGenerator(tree)).toBeUndefined();
    expect(tree.read('apis/petstore/generators.yml', 'utf-8')).toBe(CONFIG);
  });

  it('moves the path of a moved SDK project to its generated folder, keeping the rest of the file', async () => {
    // What `nx g @nx/workspace:move` leaves: the project elsewhere, the ignored package.json behind.
    tree.delete('sdks/petstore-ts/project.json');
    sdkProject(tree, 'petstore-ts', 'libs/clients/petstore-ts', 'typescript');
    tree.write(
      'libs/clients/petstore-ts/generated/.generated-files.json',
      JSON.stringify({ version: 1, files: ['package.json', 'src/index.ts'] }),
    );
    tree.write('libs/clients/petstore-ts/generated/src/index.ts', 'export {};\n');
    tree.write('sdks/petstore-ts/generated/package.json', '{}\n');

    const result = await syncGenerator(tree);
    expect(result).toEqual({
      outOfSyncMessage: expect.stringContaining('generators.yml output paths name folders that no project holds'),
      outOfSyncDetails: [
        'apis/petstore/generators.yml: sdks/petstore-ts/generated → libs/clients/petstore-ts/generated',
      ],
    });
    expect(tree.read('apis/petstore/generators.yml', 'utf-8')).toBe(
      CONFIG.replace('../../sdks/petstore-ts/generated', '../../libs/clients/petstore-ts/generated'),
    );
    expect(tree.exists('sdks/petstore-ts')).toBe(false);
    expect(tree.exists('libs/clients/petstore-ts/generated/src/index.ts')).toBe(true);
    expect(await syncGenerator(tree)).toBeUndefined();
  });

  it('never deletes a folder that keeps its own marker, or files the marker does not list', async () => {
    tree.delete('sdks/petstore-node/project.json');
    sdkProject(tree, 'petstore-node', 'libs/petstore-node', 'node');
    tree.write(
      'libs/petstore-node/generated/.generated-files.json',
      JSON.stringify({ version: 1, files: ['package.json'] }),
    );
    tree.write('sdks/petstore-node/generated/package.json', '{}\n');
    tree.write('sdks/petstore-node/generated/notes.md', 'mine\n');
    await syncGenerator(tree);
    expect(tree.exists('sdks/petstore-node/generated/package.json')).toBe(false);
    expect(tree.read('sdks/petstore-node/generated/notes.md', 'utf-8')).toBe('mine\n');
  });

  it('leaves an orphan path alone when more than one project could receive it', async () => {
    tree.delete('sdks/petstore-ts/project.json');
    sdkProject(tree, 'first', 'libs/first', 'typescript');
    sdkProject(tree, 'second', 'libs/second', 'typescript');
    expect(await syncGenerator(tree)).toBeUndefined();
    expect(tree.read('apis/petstore/generators.yml', 'utf-8')).toBe(CONFIG);
  });

  it('does not take the generated package itself for the SDK project', async () => {
    tree.delete('sdks/petstore-ts/project.json');
    addProjectConfiguration(tree, 'stray', { root: 'sdks/petstore-ts/generated' });
    sdkProject(tree, 'petstore-ts', 'libs/petstore-ts', 'typescript');
    await syncGenerator(tree);
    expect(tree.read('apis/petstore/generators.yml', 'utf-8')).toContain('path: ../../libs/petstore-ts/generated }');
  });
});
