import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryTree } from './__fixtures__/memory-tree';
import { chooseWorkspaceTaskNames, configDependencies, installedPackages } from './config-projects';

const CONFIG = `groups:
  ts:
    generators:
      - name: bracken-typescript-sdk
        version: 0.1.0
        output: { location: local-file-system, path: ../../sdks/petstore-ts/generated }
`;

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bracken-config-projects-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function write(path: string, text: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

describe('chooseWorkspaceTaskNames', () => {
  it('avoids the tasks and package scripts of projects holding a generators.yml only', () => {
    const tree = memoryTree({
      'apis/petstore/generators.yml': CONFIG,
      'apis/petstore/package.json': JSON.stringify({ scripts: { publish: 'npm publish' } }),
      'apis/orders/generators.yml': CONFIG,
    });
    const result = chooseWorkspaceTaskNames(tree, [
      { name: 'web', root: 'web', tasks: ['generate', 'check'] },
      { name: 'petstore', root: 'apis/petstore', tasks: ['check'] },
      { name: 'orders', root: 'apis/orders', tasks: ['generate-ts'] },
    ]);
    expect(result).toEqual({
      names: { generate: 'bracken-generate', check: 'bracken-check', publish: 'bracken-publish' },
      projects: ['orders', 'petstore'],
    });
  });

  it('keeps the plain names in a workspace without generators.yml', () => {
    const tree = memoryTree();
    expect(chooseWorkspaceTaskNames(tree, [{ name: 'web', root: 'web', tasks: ['check'] }])).toEqual({
      names: { generate: 'generate', check: 'check', publish: 'publish' },
      projects: [],
    });
  });
});

describe('configDependencies', () => {
  it('reads each generators.yml on disk: receivers depend on it, it depends on the owners of what it reads', () => {
    write('apis/petstore/generators.yml', CONFIG);
    const dependencies = configDependencies(root, [
      { name: 'petstore', root: 'apis/petstore', reads: ['apis/petstore/openapi.yml', 'shared/protos/**/*.proto'] },
      { name: 'petstore-ts', root: 'sdks/petstore-ts' },
      { name: 'shared', root: 'shared' },
    ]);
    expect(dependencies).toEqual([
      { source: 'petstore-ts', target: 'petstore', kind: 'implied' },
      { source: 'petstore', target: 'shared', kind: 'declared', file: 'apis/petstore/generators.yml' },
    ]);
  });

  it('finds nothing for projects without a generators.yml', () => {
    expect(configDependencies(root, [{ name: 'shared', root: 'shared', reads: ['shared/a.yml'] }])).toEqual([]);
  });
});

describe('installedPackages', () => {
  it('lists packages installed as folders, not those linked from the workspace', () => {
    mkdirSync(join(root, 'node_modules/@bracken/engine'), { recursive: true });
    mkdirSync(join(root, 'packages/nx'), { recursive: true });
    symlinkSync(join(root, 'packages/nx'), join(root, 'node_modules/@bracken/nx'));
    expect(installedPackages(root, ['@bracken/engine', '@bracken/nx', '@bracken/ir'])).toEqual(['@bracken/engine']);
  });
});
