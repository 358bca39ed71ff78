import { readProjectConfiguration, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { parse } from 'yaml';
import { apiGenerator } from '../api/generator';
import { sdkGenerator } from './generator';

describe('sdk generator', () => {
  let tree: Tree;

  beforeEach(async () => {
    tree = createTreeWithEmptyWorkspace();
    await apiGenerator(tree, { name: 'petstore', directory: 'apis/petstore', skipFormat: true });
  });

  it('adds a generator entry and scaffolds the SDK project', async () => {
    await sdkGenerator(tree, { name: 'petstore-ts', api: 'petstore', directory: 'sdks/petstore-ts', skipFormat: true });
    const config = tree.read('apis/petstore/generators.yml', 'utf-8') ?? '';
    expect(parse(config)['groups']['typescript']['generators'][0]['output']).toEqual({
      location: 'local-file-system',
      path: '../../sdks/petstore-ts/generated',
    });
    expect(config).toMatchInlineSnapshot(`
      "# yaml-language-server: $schema=https://bracken.dev/schemas/generators.schema.json
      # Bracken configuration for the petstore API.
      # Add an SDK with: nx g @bracken/nx:sdk petstore-ts --api petstore
      api:
        specs:
          - openapi: ./openapi.yml
      groups:
        typescript:
          generators:
            - name: bracken-typescript-sdk
              version: 0.1.0
              output:
                location: local-file-system
                path: ../../sdks/petstore-ts/generated
              config:
                namespaceExport: Petstore
      default-group: typescript
      "
    `);
    const project = readProjectConfiguration(tree, 'petstore-ts');
    expect(project.implicitDependencies).toEqual(['petstore']);
    expect(project.targets?.['build']?.dependsOn).toEqual([{ projects: ['petstore'], target: 'generate' }]);
    expect(project).toMatchInlineSnapshot(`
      {
        "$schema": "../../node_modules/nx/schemas/project-schema.json",
        "implicitDependencies": [
          "petstore",
        ],
        "name": "petstore-ts",
        "projectType": "library",
        "root": "sdks/petstore-ts",
        "sourceRoot": "sdks/petstore-ts/generated/src",
        "tags": [],
        "targets": {
          "build": {
            "cache": true,
            "dependsOn": [
              {
                "projects": [
                  "petstore",
                ],
                "target": "generate",
              },
            ],
            "executor": "nx:run-commands",
            "inputs": [
              "{projectRoot}/tsconfig.json",
              {
                "dependentTasksOutputFiles": "**/*.ts",
              },
            ],
            "options": {
              "command": "tsc -p tsconfig.json",
              "cwd": "{projectRoot}",
            },
            "outputs": [
              "{projectRoot}/dist",
            ],
          },
        },
      }
    `);
    const tsconfig = JSON.parse(tree.read('sdks/petstore-ts/tsconfig.json', 'utf-8') ?? '{}');
    expect(tsconfig.include).toEqual(['generated/src/**/*.ts']);
    expect(tsconfig.compilerOptions.strict).toBe(true);
  });

  it("keeps the user's comments and formatting when adding to an existing group", async () => {
    const original = `# my API, hand-edited
api:
  specs:
    - openapi: ./openapi.yml   # pinned spec
default-group: typescript
groups:
  typescript:
    generators:
      # the first SDK
      - name: bracken-typescript-sdk
        version: "0.1.0"
        output: { location: npm, package-name: "@acme/petstore" }
`;
    tree.write('apis/petstore/generators.yml', original);
    await sdkGenerator(tree, { name: 'petstore-ts', api: 'petstore', skipFormat: true });
    const config = tree.read('apis/petstore/generators.yml', 'utf-8') ?? '';
    expect(config.startsWith(original)).toBe(true);
    expect(config.slice(original.length)).toMatchInlineSnapshot(`
      "      - name: bracken-typescript-sdk
              version: 0.1.0
              output:
                location: local-file-system
                path: ../../petstore-ts/generated
              config:
                namespaceExport: Petstore
      "
    `);
  });

  it('creates a named group in an empty flow map on separate lines', async () => {
    tree.write('apis/petstore/generators.yml', 'api:\n  specs:\n    - openapi: ./openapi.yml\ngroups: {}\n');
    await sdkGenerator(tree, { name: 'web', api: 'petstore', group: 'web', skipFormat: true });
    const config = tree.read('apis/petstore/generators.yml', 'utf-8') ?? '';
    expect(config).toContain('groups:\n  web:\n    generators:\n      - name: bracken-typescript-sdk\n');
    expect(parse(config)['default-group']).toBe('web');
  });

  it('fails clearly when the API project does not exist', async () => {
    await expect(sdkGenerator(tree, { name: 'x-ts', api: 'nope', skipFormat: true })).rejects.toThrow(
      'cannot add an SDK: API project nope not found in the workspace',
    );
  });

  it('fails with a location when generators.yml is not valid YAML', async () => {
    tree.write('apis/petstore/generators.yml', 'api:\n  specs: [\n');
    await expect(sdkGenerator(tree, { name: 'petstore-ts', api: 'petstore', skipFormat: true })).rejects.toThrow(
      /^cannot edit invalid YAML: apis\/petstore\/generators\.yml:\d+:\d+: /,
    );
  });
});
