import type { CreateDependenciesContext, CreateNodesContext, ProjectConfiguration } from '@nx/devkit';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createDependencies, createNodes, createNodesV2, type BrackenPluginOptions } from './plugin';

const PETSTORE_YML = `# yaml-language-server: $schema=https://bracken.dev/schemas/generators.schema.json
api:
  specs:
    - openapi: ./openapi.yml
      overlays: ./overlay.yml
      overrides:
        - ./overrides/b.yml
        - ./overrides/a.yml
      references:
        folders: [../../shared]
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

const OPENAPI_YML = `openapi: 3.1.0
info: { title: Petstore, version: 1.0.0 }
paths:
  /pets:
    get:
      operationId: listPets
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: './schemas/pet.yaml' }
`;

let root: string;

function write(path: string, contents = ''): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), contents);
}

function context(workspaceRoot = root, namedInputs?: Record<string, string[]>): CreateNodesContext {
  return { nxJsonConfiguration: namedInputs === undefined ? {} : { namedInputs }, workspaceRoot };
}

async function infer(files: string[], options?: BrackenPluginOptions, nodesContext = context()) {
  return createNodes[1](files, options, nodesContext);
}

async function inferProject(configFile: string, options?: BrackenPluginOptions, nodesContext = context()) {
  const [, result] = (await infer([configFile], options, nodesContext))[0]!;
  return result.projects?.[dirname(configFile)];
}

function writePetstore(): void {
  write('apis/petstore/project.json', '{"name":"petstore"}');
  write('apis/petstore/generators.yml', PETSTORE_YML);
  write('apis/petstore/openapi.yml', OPENAPI_YML);
  write(
    'apis/petstore/schemas/pet.yaml',
    "type: object\nproperties:\n  owner: { $ref: '../../../shared/owner.yaml' }\n",
  );
  write('apis/petstore/schemas/unused.yaml', 'type: string\n');
  write('apis/petstore/overlay.yml', 'overlay: 1.0.0\ninfo: { title: o, version: 1.0.0 }\nactions: []\n');
  write('apis/petstore/overrides/a.yml', '{}\n');
  write('apis/petstore/overrides/b.yml', '{}\n');
  write('apis/petstore/proto/pets/v1/pets.proto', 'syntax = "proto3";\n');
  write('shared/project.json', '{"name":"shared"}');
  write('shared/owner.yaml', 'type: object\nproperties:\n  name: { type: string }\n');
  write('sdks/petstore-ts/project.json', '{"name":"petstore-ts"}');
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bracken-nx-plugin-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('createNodes', () => {
  it('infers generate, check and publish, whose inputs are every file the import reads', async () => {
    writePetstore();
    const project = await inferProject('apis/petstore/generators.yml');
    expect(project?.namedInputs?.['brackenDefinition']).toEqual([
      '{projectRoot}/generators.yml',
      '{workspaceRoot}/apis/petstore/openapi.yml',
      '{workspaceRoot}/apis/petstore/overlay.yml',
      '{workspaceRoot}/apis/petstore/overrides/a.yml',
      '{workspaceRoot}/apis/petstore/overrides/b.yml',
      '{workspaceRoot}/apis/petstore/schemas/pet.yaml',
      '{workspaceRoot}/shared/owner.yaml',
      '{workspaceRoot}/apis/petstore/proto/**/*.proto',
    ]);
    expect(project).toMatchInlineSnapshot(`
      {
        "metadata": {
          "targetGroups": {
            "bracken": [
              "generate",
              "generate-typescript",
              "check",
              "publish",
            ],
          },
        },
        "namedInputs": {
          "brackenDefinition": [
            "{projectRoot}/generators.yml",
            "{workspaceRoot}/apis/petstore/openapi.yml",
            "{workspaceRoot}/apis/petstore/overlay.yml",
            "{workspaceRoot}/apis/petstore/overrides/a.yml",
            "{workspaceRoot}/apis/petstore/overrides/b.yml",
            "{workspaceRoot}/apis/petstore/schemas/pet.yaml",
            "{workspaceRoot}/shared/owner.yaml",
            "{workspaceRoot}/apis/petstore/proto/**/*.proto",
          ],
        },
        "root": "apis/petstore",
        "targets": {
          "check": {
            "cache": true,
            "executor": "@bracken/nx:check",
            "inputs": [
              "brackenDefinition",
            ],
            "metadata": {
              "description": "Validate generators.yml and every definition it names",
              "help": {
                "command": "npx bracken check --help",
                "example": {
                  "options": {
                    "config": "{projectRoot}/generators.yml",
                  },
                },
              },
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
            "dependsOn": [
              {
                "params": "forward",
                "target": "generate-typescript",
              },
            ],
            "executor": "nx:noop",
            "metadata": {
              "description": "Generate the SDKs of default-group (typescript)",
              "help": {
                "command": "npx bracken generate --help",
                "example": {
                  "options": {
                    "sdkVersion": "1.2.0",
                  },
                },
              },
              "technologies": [
                "bracken",
              ],
            },
          },
          "generate-typescript": {
            "cache": true,
            "executor": "@bracken/nx:generate",
            "inputs": [
              "brackenDefinition",
            ],
            "metadata": {
              "description": "Generate the SDKs of group typescript",
              "help": {
                "command": "npx bracken generate --help",
                "example": {
                  "options": {
                    "sdkVersion": "1.2.0",
                  },
                },
              },
              "technologies": [
                "bracken",
              ],
            },
            "options": {
              "config": "{projectRoot}/generators.yml",
              "group": "typescript",
            },
            "outputs": [
              "{projectRoot}/dist/bracken/typescript",
              "{workspaceRoot}/sdks/petstore-ts/generated",
            ],
            "syncGenerators": [
              "@bracken/nx:sync",
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
            "inputs": [
              "brackenDefinition",
              {
                "env": "NPM_TOKEN",
              },
            ],
            "metadata": {
              "description": "Publish each generator's output to its output location",
              "help": {
                "command": "npx bracken generate --help",
                "example": {
                  "options": {
                    "dryRun": true,
                    "sdkVersion": "1.2.0",
                  },
                },
              },
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

  it('makes publishing credentials inputs of publish only, never of generate or check', async () => {
    writePetstore();
    const targets = (await inferProject('apis/petstore/generators.yml'))?.targets ?? {};
    const envOf = (target: string) => JSON.stringify(targets[target]?.inputs ?? []).match(/"env"/g)?.length ?? 0;
    expect(targets['generate-typescript']?.inputs).toEqual(['brackenDefinition']);
    expect(envOf('generate-typescript')).toBe(0);
    expect(envOf('check')).toBe(0);
    expect(targets['publish']?.inputs).toContainEqual({ env: 'NPM_TOKEN' });
    // An auth scheme's `env` names a variable the generated client reads, not one generation reads.
    expect(JSON.stringify(targets)).not.toContain('PETSTORE_TOKEN');
  });

  it('infers an update-api target, never cached, for a definition with an origin, and none without', async () => {
    write('api/project.json', '{}');
    write('api/openapi.yml', 'openapi: 3.1.0\ninfo: { title: A, version: 1.0.0 }\npaths: {}\n');
    write('api/generators.yml', 'api:\n  specs:\n    - openapi: ./openapi.yml\n');
    expect(Object.keys((await inferProject('api/generators.yml'))?.targets ?? {})).not.toContain('update-api');
    write(
      'api/generators.yml',
      'api:\n  specs:\n    - openapi: ./openapi.yml\n      origin: https://api.example.com/openapi.yml\n',
    );
    const project = await inferProject('api/generators.yml');
    expect(project?.targets?.['update-api']).toMatchObject({
      executor: '@bracken/nx:update-api',
      options: { config: '{projectRoot}/generators.yml' },
      cache: false,
      configurations: { check: { check: true } },
    });
    expect(project?.metadata?.targetGroups?.['bracken']).toContain('update-api');
  });

  it('gives each group its own generate target, whose outputs are that group alone, and runs default-group through generate', async () => {
    write('api/project.json', '{}');
    write('api/openapi.yml', 'openapi: 3.1.0\ninfo: { title: A, version: 1.0.0 }\npaths: {}\n');
    write(
      'api/generators.yml',
      [
        'api:',
        '  specs:',
        '    - openapi: ./openapi.yml',
        'default-group: web',
        'groups:',
        '  web:',
        '    generators:',
        '      - { name: bracken-typescript-sdk, version: 1.0.0, output: { location: local-file-system, path: ../sdks/web } }',
        '  node:',
        '    generators:',
        '      - { name: bracken-typescript-sdk, version: 1.0.0, output: { location: local-file-system, path: ../sdks/node } }',
        '',
      ].join('\n'),
    );
    const targets = (await inferProject('api/generators.yml'))?.targets ?? {};
    expect(targets['generate']).toMatchObject({
      executor: 'nx:noop',
      dependsOn: [{ target: 'generate-web', params: 'forward' }],
    });
    expect(targets['generate-web']).toMatchObject({
      options: { config: '{projectRoot}/generators.yml', group: 'web' },
      outputs: ['{projectRoot}/dist/bracken/web', '{workspaceRoot}/sdks/web'],
    });
    expect(targets['generate-node']).toMatchObject({
      options: { config: '{projectRoot}/generators.yml', group: 'node' },
      outputs: ['{projectRoot}/dist/bracken/node', '{workspaceRoot}/sdks/node'],
    });

    write('api/generators.yml', 'api:\n  specs:\n    - openapi: ./openapi.yml\n');
    const withoutGroups = (await inferProject('api/generators.yml'))?.targets ?? {};
    // Without a default group the command line runs, and says what is missing.
    expect(withoutGroups['generate']).toMatchObject({
      executor: '@bracken/nx:generate',
      options: { config: '{projectRoot}/generators.yml' },
    });
  });

  it('follows a $ref added to a referenced file on the next run', async () => {
    writePetstore();
    const before = (await inferProject('apis/petstore/generators.yml'))?.namedInputs?.['brackenDefinition'];
    expect(before).not.toContain('{workspaceRoot}/shared/address.yaml');
    write('shared/owner.yaml', "type: object\nproperties:\n  address: { $ref: './address.yaml' }\n");
    write('shared/address.yaml', 'type: string\n');
    const after = (await inferProject('apis/petstore/generators.yml'))?.namedInputs?.['brackenDefinition'];
    expect(after).toContain('{workspaceRoot}/shared/address.yaml');
  });

  it('falls back to the project files when the definition cannot be walked, and names the rest it reached', async () => {
    writePetstore();
    write(
      'apis/petstore/schemas/pet.yaml',
      "type: object\nproperties:\n  owner: { $ref: '../../../elsewhere/owner.yaml' }\n",
    );
    const project = await inferProject(
      'apis/petstore/generators.yml',
      undefined,
      context(root, { production: ['default'] }),
    );
    const definition = project?.namedInputs?.['brackenDefinition'];
    expect(definition).toContain('{workspaceRoot}/apis/petstore/schemas/pet.yaml');
    expect(definition).toContain('production');
    const withoutProduction = await inferProject('apis/petstore/generators.yml');
    expect(withoutProduction?.namedInputs?.['brackenDefinition']).toContain('default');
  });

  it('leaves folders without a project.json or package.json alone', async () => {
    write('loose/generators.yml', 'groups: {}\n');
    const [, result] = (await infer(['loose/generators.yml']))[0]!;
    expect(result).toEqual({});
  });

  it('accepts a package.json project and target names from the plugin options', async () => {
    write('api/package.json', '{"name":"api"}');
    write('api/generators.yml', 'api:\n  specs:\n    - openapi: ./openapi.yml\n');
    write('api/openapi.yml', 'openapi: 3.1.0\ninfo: { title: A, version: 1.0.0 }\npaths: {}\n');
    const project = await inferProject('api/generators.yml', {
      generateTargetName: 'sdk',
      checkTargetName: 'lint-api',
      publishTargetName: 'release-sdk',
    });
    const targets = project?.targets ?? {};
    expect(Object.keys(targets).sort()).toEqual(['lint-api', 'release-sdk', 'sdk']);
    expect(targets['release-sdk']?.dependsOn).toEqual(['sdk']);
    expect(project?.metadata?.targetGroups).toEqual({ bracken: ['sdk', 'lint-api', 'release-sdk'] });
  });

  it('gives an unreadable file the config and the project as inputs, so check can report it', async () => {
    write('broken/project.json', '{}');
    write('broken/generators.yml', 'api: [\n  specs: :\n');
    const project = await inferProject('broken/generators.yml');
    expect(project?.targets?.['check']?.inputs).toEqual(['brackenDefinition']);
    expect(project?.namedInputs?.['brackenDefinition']).toEqual(['{projectRoot}/generators.yml', 'default']);
  });

  it('lists installed Bracken packages as external dependencies, but not linked ones', async () => {
    write('api/project.json', '{}');
    write('api/generators.yml', 'groups: {}\n');
    write('node_modules/@bracken/engine/package.json', '{"name":"@bracken/engine"}');
    write('node_modules/@bracken/nx/package.json', '{"name":"@bracken/nx"}');
    write('packages/config/package.json', '{"name":"@bracken/config"}');
    symlinkSync(join(root, 'packages/config'), join(root, 'node_modules/@bracken/config'), 'dir');
    const project = await inferProject('api/generators.yml');
    expect(project?.namedInputs?.['brackenDefinition']).toEqual([
      '{projectRoot}/generators.yml',
      { externalDependencies: ['@bracken/engine', '@bracken/nx'] },
    ]);
  });

  it('keeps its walks in the workspace data folder, which NX_WORKSPACE_DATA_DIRECTORY moves', async () => {
    writePetstore();
    const moved = join(root, 'elsewhere-data');
    process.env['NX_WORKSPACE_DATA_DIRECTORY'] = moved;
    try {
      await inferProject('apis/petstore/generators.yml');
    } finally {
      delete process.env['NX_WORKSPACE_DATA_DIRECTORY'];
    }
    expect(readdirSync(moved)).toEqual(['bracken-inputs.json']);
    const cached = JSON.parse(readFileSync(join(moved, 'bracken-inputs.json'), 'utf8')) as {
      entries: Record<string, unknown>;
    };
    expect(Object.keys(cached.entries)).toEqual(['apis/petstore/generators.yml']);
    expect(JSON.stringify(cached)).not.toContain(root);
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

  it('links the SDK to the API, and the API to every project owning a file its definition reads', async () => {
    writePetstore();
    write('sdks/other/project.json', '{}');
    const api = await inferProject('apis/petstore/generators.yml');
    const dependencies = await createDependencies(
      undefined,
      dependencyContext({
        petstore: { root: 'apis/petstore', namedInputs: api?.namedInputs },
        'petstore-ts': { root: 'sdks/petstore-ts' },
        shared: { root: 'shared' },
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
        {
          "source": "petstore",
          "sourceFile": "apis/petstore/generators.yml",
          "target": "shared",
          "type": "static",
        },
      ]
    `);
  });

  it('adds nothing when outputs land outside every other project', async () => {
    write(
      'api/generators.yml',
      'groups:\n  ts:\n    generators:\n      - name: x\n        version: 1.0.0\n        output:\n          location: local-file-system\n          path: ./out\n',
    );
    const dependencies = await createDependencies(undefined, dependencyContext({ api: { root: 'api' } }));
    expect(dependencies).toEqual([]);
  });
});

describe('package boundaries', () => {
  it('imports nothing from non-public Nx paths', () => {
    const offenders: string[] = [];
    const visit = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) visit(path);
        else if (
          /\.(ts|js)$/.test(name) &&
          /['"](@nx\/devkit\/(?!testing['"])[^'"]*|nx\/src\/[^'"]*|@nx\/[a-z-]+\/src\/[^'"]*)['"]/.test(
            readFileSync(path, 'utf8'),
          )
        )
          offenders.push(path);
      }
    };
    visit(join(__dirname, '..'));
    visit(join(__dirname, '..', '..', 'scripts'));
    expect(offenders).toEqual([]);
  });
});
