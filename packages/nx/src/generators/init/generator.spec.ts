import {
  addProjectConfiguration,
  readJson,
  readNxJson,
  readProjectConfiguration,
  updateNxJson,
  writeJson,
  type Tree,
} from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { initGenerator } from './generator';

const DEFAULT_OPTIONS = { generateTargetName: 'generate', checkTargetName: 'check', publishTargetName: 'publish' };

function addApi(tree: Tree, name: string, targets: Record<string, object> = {}): void {
  addProjectConfiguration(tree, name, { root: `apis/${name}`, targets });
  tree.write(
    `apis/${name}/generators.yml`,
    'api:\n  specs:\n    - openapi: ./openapi.yml\ndefault-group: ts\ngroups:\n  ts:\n    generators: []\n',
  );
  tree.write(`apis/${name}/openapi.yml`, 'openapi: 3.1.0\n');
}

describe('init generator', () => {
  let tree: Tree;

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    delete process.env['NX_ADD_PLUGINS'];
  });

  it('registers the plugin with its options object and adds the dev dependencies', async () => {
    await initGenerator(tree, { skipFormat: true });
    expect(readNxJson(tree)?.plugins).toEqual([{ plugin: '@bracken/nx', options: DEFAULT_OPTIONS }]);
    const packageJson = readJson<{ devDependencies: Record<string, string> }>(tree, 'package.json');
    expect(packageJson.devDependencies['@bracken/nx']).toMatch(/^\d+\.\d+\.\d+/);
    expect(packageJson.devDependencies['@bracken/cli']).toBe(packageJson.devDependencies['@bracken/nx']);
  });

  it('pins the peer @nx/devkit to the workspace nx, unless the workspace already lists it', async () => {
    writeJson(tree, 'package.json', { name: 'ws', devDependencies: { nx: '21.0.0' } });
    await initGenerator(tree, { skipFormat: true });
    expect(
      readJson<{ devDependencies: Record<string, string> }>(tree, 'package.json').devDependencies['@nx/devkit'],
    ).toBe('21.0.0');

    writeJson(tree, 'package.json', { name: 'ws', devDependencies: { nx: '23.2.1', '@nx/devkit': '~23.2.0' } });
    await initGenerator(tree, { skipFormat: true });
    expect(
      readJson<{ devDependencies: Record<string, string> }>(tree, 'package.json').devDependencies['@nx/devkit'],
    ).toBe('~23.2.0');
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
    updateNxJson(tree, {
      ...readNxJson(tree),
      plugins: [{ plugin: '@bracken/nx', options: { generateTargetName: 'sdk' } }],
    });
    await initGenerator(tree, { skipFormat: true, skipPackageJson: true });
    expect(readNxJson(tree)?.plugins).toEqual([{ plugin: '@bracken/nx', options: { generateTargetName: 'sdk' } }]);
    expect(
      readJson<{ devDependencies?: Record<string, string> }>(tree, 'package.json').devDependencies?.['@bracken/nx'],
    ).toBeUndefined();
  });

  it('picks target names that clash with no target of a project holding a generators.yml', async () => {
    addApi(tree, 'petstore', { check: { command: 'echo lint' } });
    addApi(tree, 'orders', { 'generate-ts': { command: 'echo mine' } });
    tree.write('apis/orders/package.json', JSON.stringify({ name: 'orders', scripts: { publish: 'npm publish' } }));
    await initGenerator(tree, { skipFormat: true, skipPackageJson: true });
    expect(readNxJson(tree)?.plugins).toEqual([
      {
        plugin: '@bracken/nx',
        options: {
          generateTargetName: 'bracken-generate',
          checkTargetName: 'bracken-check',
          publishTargetName: 'bracken-publish',
        },
      },
    ]);
  });

  it('writes explicit targets instead when nx.json turns inference plugins off', async () => {
    updateNxJson(tree, { ...readNxJson(tree), useInferencePlugins: false });
    addApi(tree, 'petstore', { generate: { command: 'echo mine' } });
    await initGenerator(tree, { skipFormat: true, skipPackageJson: true });
    expect(readNxJson(tree)?.plugins).toBeUndefined();
    const project = readProjectConfiguration(tree, 'petstore');
    expect(Object.keys(project.targets ?? {}).sort()).toEqual([
      'bracken-generate',
      'bracken-generate-ts',
      'check',
      'generate',
      'publish',
    ]);
    expect(project.targets?.['generate']).toEqual({ command: 'echo mine' });
    expect(project.targets?.['bracken-generate-ts']).toMatchObject({
      executor: '@bracken/nx:generate',
      options: { config: '{projectRoot}/generators.yml', group: 'ts' },
    });
    expect(project.namedInputs?.['brackenDefinition']).toContain('{workspaceRoot}/apis/petstore/openapi.yml');
  });

  it('follows --addPlugin=false and NX_ADD_PLUGINS=false', async () => {
    addApi(tree, 'petstore');
    await initGenerator(tree, { skipFormat: true, skipPackageJson: true, addPlugin: false });
    expect(readNxJson(tree)?.plugins).toBeUndefined();
    expect(readProjectConfiguration(tree, 'petstore').targets?.['generate']?.executor).toBe('nx:noop');

    const other = createTreeWithEmptyWorkspace();
    process.env['NX_ADD_PLUGINS'] = 'false';
    try {
      await initGenerator(other, { skipFormat: true, skipPackageJson: true });
    } finally {
      delete process.env['NX_ADD_PLUGINS'];
    }
    expect(readNxJson(other)?.plugins).toBeUndefined();
  });

  it('keeps versions already in package.json when asked to', async () => {
    writeJson(tree, 'package.json', {
      ...readJson<Record<string, unknown>>(tree, 'package.json'),
      devDependencies: { '@bracken/nx': '0.0.1' },
    });
    await initGenerator(tree, { skipFormat: true, keepExistingVersions: true });
    expect(
      readJson<{ devDependencies: Record<string, string> }>(tree, 'package.json').devDependencies['@bracken/nx'],
    ).toBe('0.0.1');
  });
});
