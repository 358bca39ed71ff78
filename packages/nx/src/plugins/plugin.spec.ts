import { listReferencedFiles, loadConfig } from '@bracken/config';
import type { CreateDependenciesContext, CreateNodesContext, ProjectConfiguration } from '@nx/devkit';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { createDependencies, createNodes, createNodesV2, type BrackenPluginOptions } from './plugin';

const PETSTORE_YML = `# yaml-language-server: $schema=https://bracken.dev/schemas/generators.schema.json
api:
  specs:
    - openapi: ./openapi.yml
      overlays: ./overlay.yml
      overrides:
        - ./overrides/b.yml
        - ./overrides/a.yml
    - proto:
        root: ./proto
        target: ./proto/pets/v1/pets.proto
auth-schemes:
  bearer:
    scheme: bearer
    token:
      env: PETSTORE_TOKEN
default-group: typescript
groups:
  typescript:
    generators:
      - name: bracken-typescript-sdk
        version: 0.1.0
        output:
          location: local-file-system
          path: ../../sdks/petstore-ts/generated
      - name: bracken-typescript-sdk
        version: 0.1.0
        output:
          location: npm
          package-name: '@acme/petstore'
          token: \${NPM_TOKEN}
`;

let root: string;

function write(path: string, contents = ''): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), contents);
}

function context(workspaceRoot = root): CreateNodesContext {
  return { nxJsonConfiguration: {}, workspaceRoot };
}

async function infer(files: string[], options?: BrackenPluginOptions, workspaceRoot = root) {
  return createNodes[1](files, options, context(workspaceRoot));
}

function writePetstore(): void {
  write('apis/petstore/project.json', '{"name":"petstore"}');
  write('apis/petstore/generators.yml', PETSTORE_YML);
  write('apis/petstore/openapi.yml', 'openapi: 3.1.0\n');
  write('apis/petstore/overlay.yml', 'overlay: 1.0.0\n');
  write('apis/petstore/overrides/a.yml', '{}\n');
  write('apis/petstore/overrides/b.yml', '{}\n');
  write('apis/petstore/proto/pets/v1/pets.proto', 'syntax = "proto3";\n');
  write('sdks/petstore-ts/project.json', '{"name":"petstore-ts"}');
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bracken-nx-plugin-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('createNodes', () => {
  it('infers generate, check and publish from a generators.yml next to a project.json', async () => {
    writePetstore();
    const results = await infer(['apis/petstore/generators.yml']);
    expect(results).toHaveLength(1);
    const [file, result] = results[0];
    expect(file).toBe('apis/petstore/generators.yml');
    const project = result.projects?.['apis/petstore'];
    const generate = project?.targets?.['generate'];
    expect(generate?.executor).toBe('@bracken/nx:generate');
    expect(generate?.cache).toBe(true);
    expect(generate?.inputs).toContain('{workspaceRoot}/apis/petstore/openapi.yml');
    expect(generate?.inputs).toContainEqual({ env: 'NPM_TOKEN' });
    expect(generate?.outputs).toEqual(['{projectRoot}/dist/bracken', '{workspaceRoot}/sdks/petstore-ts/generated']);
    expect(project?.targets?.['publish']?.cache).toBe(false);
    expect(project?.targets?.['publish']?.dependsOn).toEqual(['generate']);
    expect(project).toMatchInlineSnapshot(`
      {
        "root": "apis/petstore",
        "targets": {
          "check": {
            "cache": true,
            "executor": "@bracken/nx:check",
            "inputs": [
              "{projectRoot}/generators.yml",
              "{workspaceRoot}/apis/petstore/openapi.yml",
              "{workspaceRoot}/apis/petstore/overlay.yml",
              "{workspaceRoot}/apis/petstore/overrides/a.yml",
              "{workspaceRoot}/apis/petstore/overrides/b.yml",
              "{workspaceRoot}/apis/petstore/proto/pets/v1/pets.proto",
              "{workspaceRoot}/apis/petstore/proto/**/*",
              {
                "env": "NPM_TOKEN",
              },
              {
                "env": "PETSTORE_TOKEN",
              },
            ],
            "metadata": {
              "description": "Validate generators.yml and every definition it names",
              "technologies": [
                "bracken",
              ],
            },
            "options": {
              "config": "{projectRoot}/generators.yml",
            },
            "outputs": [],
          },
          "generate": {
            "cache": true,
            "executor": "@bracken/nx:generate",
            "inputs": [
              "{projectRoot}/generators.yml",
              "{workspaceRoot}/apis/petstore/openapi.yml",
              "{workspaceRoot}/apis/petstore/overlay.yml",
              "{workspaceRoot}/apis/petstore/overrides/a.yml",
              "{workspaceRoot}/apis/petstore/overrides/b.yml",
              "{workspaceRoot}/apis/petstore/proto/pets/v1/pets.proto",
              "{workspaceRoot}/apis/petstore/proto/**/*",
              {
                "env": "NPM_TOKEN",
              },
              {
                "env": "PETSTORE_TOKEN",
              },
            ],
            "metadata": {
              "description": "Generate the SDKs that generators.yml describes",
              "technologies": [
                "bracken",
              ],
            },
            "options": {
              "config": "{projectRoot}/generators.yml",
            },
            "outputs": [
              "{projectRoot}/dist/bracken",
              "{workspaceRoot}/sdks/petstore-ts/generated",
            ],
          },
          "publish": {
            "cache": false,
            "configurations": {
              "dry-run": {
                "dryRun": true,
              },
            },
            "dependsOn": [
              "generate",
            ],
            "executor": "@bracken/nx:publish",
            "metadata": {
              "description": "Publish each generator's output to its output location",
              "technologies": [
                "bracken",
              ],
            },
            "options": {
              "config": "{projectRoot}/generators.yml",
            },
          },
        },
      }
    `);
  });

  it('names the same files as @bracken/config does', async () => {
    writePetstore();
    const config = await loadConfig(join(root, 'apis/petstore/generators.yml'));
    const expected = listReferencedFiles(config).map((file) => `{workspaceRoot}/${relative(root, file)}`);
    const [, result] = (await infer(['apis/petstore/generators.yml']))[0];
    const inputs = result.projects?.['apis/petstore']?.targets?.['generate']?.inputs ?? [];
    const named = inputs.filter((input): input is string => typeof input === 'string').map((input) => input.replace(/\/\*\*\/\*$/, ''));
    for (const file of expected) expect(named).toContain(file);
  });

  it('leaves folders without a project.json or package.json alone', async () => {
    write('loose/generators.yml', 'groups: {}\n');
    const [, result] = (await infer(['loose/generators.yml']))[0];
    expect(result).toEqual({});
  });

  it('accepts a package.json project and target names from the plugin options', async () => {
    write('api/package.json', '{"name":"api"}');
    write('api/generators.yml', 'api:\n  specs:\n    - openapi: ./openapi.yml\n');
    write('api/openapi.yml', 'openapi: 3.1.0\n');
    const [, result] = (await infer(['api/generators.yml'], {
      generateTargetName: 'sdk',
      checkTargetName: 'lint-api',
      publishTargetName: 'release-sdk',
    }))[0];
    const targets = result.projects?.['api']?.targets ?? {};
    expect(Object.keys(targets).sort()).toEqual(['lint-api', 'release-sdk', 'sdk']);
    expect(targets['release-sdk']?.dependsOn).toEqual(['sdk']);
  });

  it('gives an unreadable file the config as its only input, so check can report it', async () => {
    write('broken/project.json', '{}');
    write('broken/generators.yml', 'api: [\n  specs: :\n');
    const [, result] = (await infer(['broken/generators.yml']))[0];
    expect(result.projects?.['broken']?.targets?.['check']?.inputs).toEqual(['{projectRoot}/generators.yml']);
  });

  it('lists installed Bracken packages as external dependencies, but not linked ones', async () => {
    write('api/project.json', '{}');
    write('api/generators.yml', 'groups: {}\n');
    write('node_modules/@bracken/cli/package.json', '{"name":"@bracken/cli"}');
    write('node_modules/@bracken/nx/package.json', '{"name":"@bracken/nx"}');
    write('packages/config/package.json', '{"name":"@bracken/config"}');
    symlinkSync(join(root, 'packages/config'), join(root, 'node_modules/@bracken/config'), 'dir');
    const [, result] = (await infer(['api/generators.yml']))[0];
    expect(result.projects?.['api']?.targets?.['generate']?.inputs).toEqual([
      '{projectRoot}/generators.yml',
      { externalDependencies: ['@bracken/cli', '@bracken/nx'] },
    ]);
  });

  it('is deterministic: the same files in another folder give identical targets', async () => {
    writePetstore();
    const first = JSON.stringify(await infer(['apis/petstore/generators.yml']));
    const firstRoot = root;
    root = mkdtempSync(join(tmpdir(), 'bracken-nx-plugin-other-'));
    try {
      writePetstore();
      const second = JSON.stringify(await infer(['apis/petstore/generators.yml']));
      expect(second).toBe(first);
      expect(second).not.toContain(root);
      expect(first).not.toContain(firstRoot);
      expect(first).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    } finally {
      rmSync(firstRoot, { recursive: true, force: true });
    }
  });

  it('is exported as createNodesV2 as well', () => {
    expect(createNodesV2).toBe(createNodes);
    expect(createNodes[0]).toBe('**/generators.yml');
  });
});

describe('createDependencies', () => {
  function dependencyContext(projects: Record<string, ProjectConfiguration>): CreateDependenciesContext {
    return {
      externalNodes: {},
      projects,
      nxJsonConfiguration: {},
      fileMap: { projectFileMap: {}, nonProjectFiles: [] },
      filesToProcess: { projectFileMap: {}, nonProjectFiles: [] },
      workspaceRoot: root,
    };
  }

  it('makes the project receiving local output depend on the API project', async () => {
    writePetstore();
    write('sdks/other/project.json', '{}');
    const dependencies = await createDependencies(
      undefined,
      dependencyContext({
        petstore: { root: 'apis/petstore' },
        'petstore-ts': { root: 'sdks/petstore-ts' },
        other: { root: 'sdks/other' },
        workspace: { root: '.' },
      }),
    );
    expect(dependencies).toMatchInlineSnapshot(`
      [
        {
          "source": "petstore-ts",
          "target": "petstore",
          "type": "implicit",
        },
      ]
    `);
  });

  it('adds nothing when outputs land outside every other project', async () => {
    write('api/generators.yml', 'groups:\n  ts:\n    generators:\n      - name: x\n        version: 1.0.0\n        output:\n          location: local-file-system\n          path: ./out\n');
    const dependencies = await createDependencies(undefined, dependencyContext({ api: { root: 'api' } }));
    expect(dependencies).toEqual([]);
  });
});
