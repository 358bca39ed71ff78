import { addProjectConfiguration, readNxJson, readProjectConfiguration, updateNxJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import renameSdkGeneratorOption from './rename-sdk-generator-option';

describe('rename-sdk-generator-option migration', () => {
  let tree: Tree;

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
  });

  it('renames generator to generatorName in nx.json, under both spellings of the generator', async () => {
    updateNxJson(tree, {
      ...readNxJson(tree),
      generators: {
        '@bracken/nx:sdk': { generator: 'bracken-postman', group: 'docs' },
        '@bracken/nx': { sdk: { generator: 'bracken-typescript-sdk' } },
        '@nx/js:library': { generator: 'untouched' },
      },
    });
    await renameSdkGeneratorOption(tree);
    expect(readNxJson(tree)?.generators).toEqual({
      '@bracken/nx:sdk': { generatorName: 'bracken-postman', group: 'docs' },
      '@bracken/nx': { sdk: { generatorName: 'bracken-typescript-sdk' } },
      '@nx/js:library': { generator: 'untouched' },
    });
  });

  it('renames it in project configurations, keeping a generatorName already there', async () => {
    addProjectConfiguration(tree, 'petstore', {
      root: 'petstore',
      generators: { '@bracken/nx:sdk': { generator: 'old', generatorName: 'kept' } },
    });
    await renameSdkGeneratorOption(tree);
    expect(readProjectConfiguration(tree, 'petstore').generators).toEqual({
      '@bracken/nx:sdk': { generatorName: 'kept' },
    });
  });

  it('changes nothing in a workspace without the option', async () => {
    const before = tree.read('nx.json', 'utf-8');
    await renameSdkGeneratorOption(tree);
    expect(tree.read('nx.json', 'utf-8')).toBe(before);
  });

  it('is listed in migrations.json with a version later than the package before it', () => {
    const migrations = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'migrations.json'), 'utf8')) as {
      generators: Record<string, { version: string; implementation: string }>;
    };
    expect(migrations.generators['rename-sdk-generator-option']).toMatchObject({
      version: '0.1.1',
      implementation: './dist/migrations/update-0-1-1/rename-sdk-generator-option',
    });
  });
});
