import { readJson, readNxJson, updateNxJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { initGenerator } from './generator';

describe('init generator', () => {
  let tree: Tree;

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
  });

  it('registers the plugin and adds the dev dependencies', async () => {
    await initGenerator(tree, { skipFormat: true });
    expect(readNxJson(tree)?.plugins).toEqual(['@bracken/nx']);
    const packageJson = readJson<{ devDependencies: Record<string, string> }>(tree, 'package.json');
    expect(packageJson.devDependencies['@bracken/nx']).toMatch(/^\d+\.\d+\.\d+/);
    expect(packageJson.devDependencies['@bracken/cli']).toBe(packageJson.devDependencies['@bracken/nx']);
    expect(readNxJson(tree)?.plugins).toMatchInlineSnapshot(`
      [
        "@bracken/nx",
      ]
    `);
  });

  it('is idempotent', async () => {
    await initGenerator(tree, { skipFormat: true });
    const nxJson = tree.read('nx.json', 'utf-8');
    const packageJson = tree.read('package.json', 'utf-8');
    await initGenerator(tree, { skipFormat: true });
    expect(tree.read('nx.json', 'utf-8')).toBe(nxJson);
    expect(tree.read('package.json', 'utf-8')).toBe(packageJson);
  });

  it('keeps an existing registration with options', async () => {
    const nxJson = readNxJson(tree) ?? {};
    updateNxJson(tree, { ...nxJson, plugins: [{ plugin: '@bracken/nx', options: { generateTargetName: 'sdk' } }] });
    await initGenerator(tree, { skipFormat: true, skipPackageJson: true });
    expect(readNxJson(tree)?.plugins).toEqual([{ plugin: '@bracken/nx', options: { generateTargetName: 'sdk' } }]);
    expect(readJson<{ devDependencies?: Record<string, string> }>(tree, 'package.json').devDependencies?.['@bracken/nx']).toBeUndefined();
  });

  it('keeps versions already in package.json when asked to', async () => {
    const packageJson = readJson<Record<string, unknown>>(tree, 'package.json');
    tree.write('package.json', JSON.stringify({ ...packageJson, devDependencies: { '@bracken/nx': '0.0.1' } }));
    await initGenerator(tree, { skipFormat: true, keepExistingVersions: true });
    expect(readJson<{ devDependencies: Record<string, string> }>(tree, 'package.json').devDependencies['@bracken/nx']).toBe('0.0.1');
  });
});
