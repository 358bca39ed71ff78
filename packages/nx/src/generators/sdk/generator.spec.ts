import { readJson, readNxJson, readProjectConfiguration, updateNxJson, writeJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { parse } from 'yaml';
import { apiGenerator } from '../api/generator';
import { sdkGenerator } from './generator';

/** The files `create-nx-workspace --preset=ts` starts a workspace with. */
function makeTsPresetWorkspace(tree: Tree): void {
  writeJson(tree, 'package.json', { name: '@acme/source', private: true, workspaces: ['packages/*'] });
  writeJson(tree, 'tsconfig.base.json', {
    compilerOptions: { composite: true, module: 'nodenext', customConditions: ['@acme/source'] },
  });
  writeJson(tree, 'tsconfig.json', { extends: './tsconfig.base.json', files: [], references: [] });
  updateNxJson(tree, { ...readNxJson(tree), plugins: [{ plugin: '@nx/js/typescript', options: {} }, '@bracken/nx'] });
}

describe('sdk generator', () => {
  let tree: Tree;

  describe('in a --preset=ts workspace', () => {
    beforeEach(async () => {
      tree = createTreeWithEmptyWorkspace();
      makeTsPresetWorkspace(tree);
      await apiGenerator(tree, { directory: 'packages/petstore', skipFormat: true });
    });

    it('scaffolds a package with name, exports and types, and a generator entry writing into it', async () => {
      await sdkGenerator(tree, { directory: 'packages/petstore-ts', api: 'petstore', skipFormat: true });
      const config = parse(tree.read('packages/petstore/generators.yml', 'utf-8') ?? '');
      expect(config['groups']['typescript']['generators'][0]['output']).toEqual({
        location: 'local-file-system',
        path: '../petstore-ts/generated',
      });
      expect(readJson(tree, 'packages/petstore-ts/package.json')).toMatchInlineSnapshot(`
        {
          "exports": {
            ".": {
              "@acme/source": "./generated/src/index.ts",
              "default": "./dist/index.js",
              "types": "./dist/index.d.ts",
            },
            "./package.json": "./package.json",
          },
          "main": "./dist/index.js",
          "name": "@acme/petstore-ts",
          "nx": {
            "implicitDependencies": [
              "petstore",
            ],
            "tags": [],
            "targets": {
              "build": {
                "dependsOn": [
                  {
                    "projects": [
                      "petstore",
                    ],
                    "target": "generate-typescript",
                  },
                  "^build",
                ],
              },
              "lint": {
                "dependsOn": [
                  {
                    "projects": [
                      "petstore",
                    ],
                    "target": "generate-typescript",
                  },
                ],
              },
              "test": {
                "dependsOn": [
                  {
                    "projects": [
                      "petstore",
                    ],
                    "target": "generate-typescript",
                  },
                ],
              },
              "typecheck": {
                "dependsOn": [
                  {
                    "projects": [
                      "petstore",
                    ],
                    "target": "generate-typescript",
                  },
                  "build",
                  "^typecheck",
                ],
              },
            },
          },
          "private": true,
          "types": "./dist/index.d.ts",
          "version": "0.0.1",
        }
      `);
      expect(tree.exists('packages/petstore-ts/project.json')).toBe(false);
      expect(readProjectConfiguration(tree, '@acme/petstore-ts').root).toBe('packages/petstore-ts');
    });

    it('writes project references that nx sync keeps, a composite build whose state stays in dist, and hides the generated package.json', async () => {
      await sdkGenerator(tree, { directory: 'packages/petstore-ts', api: 'petstore', skipFormat: true });
      expect(readJson(tree, 'packages/petstore-ts/tsconfig.json')).toEqual({
        extends: '../../tsconfig.base.json',
        files: [],
        include: [],
        references: [{ path: './tsconfig.lib.json' }],
      });
      const lib = readJson(tree, 'packages/petstore-ts/tsconfig.lib.json');
      expect(lib.compilerOptions).toMatchObject({
        composite: true,
        rootDir: 'generated/src',
        outDir: 'dist',
        tsBuildInfoFile: 'dist/tsconfig.lib.tsbuildinfo',
        module: 'nodenext',
      });
      expect(lib.include).toEqual(['generated/src/**/*.ts']);
      expect(readJson(tree, 'tsconfig.json').references).toEqual([{ path: './packages/petstore-ts' }]);
      expect(tree.read('packages/petstore-ts/.nxignore', 'utf-8')).toBe(
        'generated/package.json\ngenerated/tsconfig*.json\n',
      );
      expect(readJson(tree, 'package.json').devDependencies).toEqual({ '@types/node': '^20.0.0' });
    });

    it('adds a folder the workspaces do not cover yet, as @nx/js does', async () => {
      await sdkGenerator(tree, { directory: 'sdks/petstore-ts', api: 'petstore', skipFormat: true });
      expect(readJson(tree, 'package.json').workspaces).toEqual(['packages/*', 'sdks/*']);
      expect(readProjectConfiguration(tree, '@acme/petstore-ts').root).toBe('sdks/petstore-ts');
    });

    it('names the group in every target of an SDK outside the default group', async () => {
      await sdkGenerator(tree, { directory: 'packages/petstore-ts', api: 'petstore', skipFormat: true });
      await sdkGenerator(tree, {
        directory: 'packages/petstore-node',
        api: 'petstore',
        group: 'node',
        skipFormat: true,
      });
      const config = parse(tree.read('packages/petstore/generators.yml', 'utf-8') ?? '');
      expect(config['default-group']).toBe('typescript');
      expect(config['groups']['node']['generators'][0]['output']['path']).toBe('../petstore-node/generated');
      const targets = readProjectConfiguration(tree, '@acme/petstore-node').targets ?? {};
      for (const name of ['build', 'typecheck', 'test', 'lint']) {
        expect(targets[name]?.dependsOn).toContainEqual({ projects: ['petstore'], target: 'generate-node' });
      }
    });

    it('uses the generate target name the plugin options give', async () => {
      updateNxJson(tree, {
        ...readNxJson(tree),
        plugins: [{ plugin: '@nx/js/typescript' }, { plugin: '@bracken/nx', options: { generateTargetName: 'sdk' } }],
      });
      await sdkGenerator(tree, { directory: 'packages/petstore-ts', api: 'petstore', skipFormat: true });
      expect(readProjectConfiguration(tree, '@acme/petstore-ts').targets?.['build']?.dependsOn).toContainEqual({
        projects: ['petstore'],
        target: 'sdk-typescript',
      });
    });

    it('writes the generator that generatorName names, and still reads the former generator option', async () => {
      await sdkGenerator(tree, {
        directory: 'packages/petstore-postman',
        api: 'petstore',
        group: 'docs',
        generatorName: 'bracken-postman',
        skipFormat: true,
      });
      await sdkGenerator(tree, {
        directory: 'packages/petstore-old',
        api: 'petstore',
        group: 'old',
        generator: 'bracken-postman',
        skipFormat: true,
      });
      const config = parse(tree.read('packages/petstore/generators.yml', 'utf-8') ?? '');
      expect(config['groups']['docs']['generators'][0]['name']).toBe('bracken-postman');
      expect(config['groups']['old']['generators'][0]['name']).toBe('bracken-postman');
    });

    it('takes the package name from importPath and the project name from name', async () => {
      await sdkGenerator(tree, {
        directory: 'packages/petstore-ts',
        api: 'petstore',
        importPath: '@partners/petstore',
        name: 'petstore-sdk',
        skipFormat: true,
      });
      const manifest = readJson(tree, 'packages/petstore-ts/package.json');
      expect(manifest.name).toBe('@partners/petstore');
      expect(manifest.nx.name).toBe('petstore-sdk');
    });
  });

  describe('in a workspace without package-manager workspaces or @nx/js', () => {
    beforeEach(async () => {
      tree = createTreeWithEmptyWorkspace();
      updateNxJson(tree, { ...readNxJson(tree), plugins: ['@bracken/nx'] });
      await apiGenerator(tree, { directory: 'apis/petstore', name: 'petstore', skipFormat: true });
    });

    it('writes a project.json with explicit build and typecheck targets', async () => {
      await sdkGenerator(tree, { directory: 'sdks/petstore-ts', api: 'petstore', skipFormat: true });
      const project = readProjectConfiguration(tree, 'petstore-ts');
      expect(project.root).toBe('sdks/petstore-ts');
      expect(project.targets?.['build']).toMatchObject({
        executor: 'nx:run-commands',
        options: { command: 'tsc --build tsconfig.lib.json', cwd: '{projectRoot}' },
        outputs: ['{projectRoot}/dist'],
        dependsOn: [{ projects: ['petstore'], target: 'generate-typescript' }, '^build'],
      });
      expect(project.targets?.['typecheck']?.options).toEqual({
        command: 'tsc --build tsconfig.json --emitDeclarationOnly',
        cwd: '{projectRoot}',
      });
      expect(readJson(tree, 'sdks/petstore-ts/package.json').name).toBe('@proj/petstore-ts');
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
      await sdkGenerator(tree, { directory: 'petstore-ts', api: 'petstore', skipFormat: true });
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
      await sdkGenerator(tree, { directory: 'web', api: 'petstore', group: 'web', skipFormat: true });
      const config = tree.read('apis/petstore/generators.yml', 'utf-8') ?? '';
      expect(config).toContain('groups:\n  web:\n    generators:\n      - name: bracken-typescript-sdk\n');
      expect(parse(config)['default-group']).toBe('web');
    });

    it('fails clearly when the API project does not exist', async () => {
      await expect(sdkGenerator(tree, { directory: 'x-ts', api: 'nope', skipFormat: true })).rejects.toThrow(
        'cannot add an SDK: API project nope not found in the workspace',
      );
    });

    it('refuses a directory outside the workspace', async () => {
      await expect(
        sdkGenerator(tree, { directory: '../elsewhere', api: 'petstore', skipFormat: true }),
      ).rejects.toThrow('cannot create an SDK project: directory "../elsewhere" must be a folder inside the workspace');
    });

    it('fails with a location when generators.yml is not valid YAML', async () => {
      tree.write('apis/petstore/generators.yml', 'api:\n  specs: [\n');
      await expect(sdkGenerator(tree, { directory: 'petstore-ts', api: 'petstore', skipFormat: true })).rejects.toThrow(
        /^cannot edit invalid YAML: apis\/petstore\/generators\.yml:\d+:\d+: /,
      );
    });
  });

  it('writes the group targets into the API project when the plugin is not registered', async () => {
    tree = createTreeWithEmptyWorkspace();
    await apiGenerator(tree, { directory: 'apis/petstore', skipFormat: true });
    await sdkGenerator(tree, { directory: 'sdks/petstore-ts', api: 'petstore', group: 'node', skipFormat: true });
    const api = readProjectConfiguration(tree, 'petstore');
    expect(api.targets?.['generate-node']).toMatchObject({
      executor: '@bracken/nx:generate',
      options: { config: '{projectRoot}/generators.yml', group: 'node' },
      outputs: ['{projectRoot}/dist/bracken/node', '{workspaceRoot}/sdks/petstore-ts/generated'],
    });
    expect(api.namedInputs?.['brackenDefinition']).toEqual([
      '{projectRoot}/generators.yml',
      '{workspaceRoot}/apis/petstore/openapi.yml',
      'default',
    ]);
  });
});
