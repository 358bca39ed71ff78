import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OUTPUT_MARKER_FILE } from '@bracken/publish';
import { memoryTree } from './__fixtures__/memory-tree';
import { readJsonFile, WorkspaceError } from './file-tree';
import { addToWorkspaces, coveredByWorkspaces, npmScope, offsetFromRoot, projectFolder, relativeFrom } from './layout';
import { applyOutputMoves, planOutputMoves } from './output-moves';
import { scaffoldSdkProject } from './sdk-project';
import { chooseTaskNames, planTasks, projectDependencies, summarizeConfig, taskNames } from './tasks';
import { renderTemplates } from './templates';

const CONFIG = `api:
  specs:
    - openapi: ./openapi.yml
default-group: typescript
groups:
  typescript:
    generators:
      - name: bracken-typescript-sdk
        version: 0.1.0
        output: { location: local-file-system, path: ../../sdks/petstore-ts/generated }
`;

describe('workspace layout', () => {
  it('takes a project folder inside the workspace only', () => {
    expect(projectFolder('./packages\\petstore/', 'an API project')).toBe('packages/petstore');
    expect(() => projectFolder('../elsewhere', 'an SDK project')).toThrow(
      new WorkspaceError(
        'cannot create an SDK project: directory "../elsewhere" must be a folder inside the workspace',
      ),
    );
    expect(relativeFrom('apis/petstore', 'sdks/petstore-ts/generated')).toBe('../../sdks/petstore-ts/generated');
    expect(relativeFrom('.', 'sdk')).toBe('./sdk');
    expect(offsetFromRoot('packages/petstore-ts')).toBe('../../');
  });

  it('reads the workspaces globs, with negations, and adds a folder they do not cover', () => {
    const tree = memoryTree({
      'package.json': JSON.stringify({
        name: '@acme/source',
        workspaces: { packages: ['packages/**', '!packages/private/*'] },
      }),
    });
    expect(coveredByWorkspaces(tree, 'packages/a/b')).toBe(true);
    expect(coveredByWorkspaces(tree, 'packages/private/x')).toBe(false);
    expect(npmScope(tree)).toBe('acme');
    addToWorkspaces(tree, 'sdks/petstore-ts');
    expect(readJsonFile(tree, 'package.json')).toEqual({
      name: '@acme/source',
      workspaces: { packages: ['packages/**', '!packages/private/*', 'sdks/*'] },
    });
  });

  it('reads JSON with comments and trailing commas, and locates JSON that is broken', () => {
    const tree = memoryTree({
      'tsconfig.json': '{\n  // the base\n  "extends": "./a.json", /* kept */\n  "files": ["//not a comment"],\n}\n',
      'bad.json': '{',
    });
    expect(readJsonFile(tree, 'tsconfig.json')).toEqual({ extends: './a.json', files: ['//not a comment'] });
    expect(readJsonFile(tree, 'missing.json')).toBeUndefined();
    expect(() => readJsonFile(tree, 'bad.json')).toThrow(/^cannot read bad\.json: /);
  });

  it('renders a folder of templates, dropping .ejs and replacing __name__ segments', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bracken-templates-'));
    try {
      writeFileSync(join(dir, '__name__.yml.ejs'), 'title: <%- title %>\n');
      const tree = memoryTree();
      renderTemplates(tree, dir, 'apis/petstore', { name: 'petstore', title: 'Petstore' });
      expect(Object.fromEntries(tree.files)).toEqual({ 'apis/petstore/petstore.yml': 'title: Petstore\n' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('tasks of a generators.yml', () => {
  const summary = summarizeConfig(CONFIG, '/repo/apis/petstore/generators.yml', '/repo');

  it("does not cache a group whose local folder replays its user's edits, and a file-level false wins", () => {
    const names = { generate: 'generate', check: 'check', publish: 'publish' };
    const withReplay = CONFIG.replace(
      '        version: 0.1.0\n',
      '        version: 0.1.0\n        replay: { enabled: true }\n',
    );
    const replaying = summarizeConfig(withReplay, '/repo/apis/petstore/generators.yml', '/repo');
    expect(replaying.localOutputs).toEqual([{ group: 'typescript', path: 'sdks/petstore-ts/generated', replay: true }]);
    expect(planTasks(replaying, names, 'generators.yml')['generate-typescript']).toMatchObject({ cache: false });
    const fileOff = summarizeConfig(
      `replay: { enabled: false }\n${withReplay}`,
      '/repo/apis/petstore/generators.yml',
      '/repo',
    );
    expect(planTasks(fileOff, names, 'generators.yml')['generate-typescript']).toMatchObject({ cache: true });
    const fileOn = summarizeConfig(
      `replay: { enabled: true }\n${CONFIG}`,
      '/repo/apis/petstore/generators.yml',
      '/repo',
    );
    expect(planTasks(fileOn, names, 'generators.yml')['generate-typescript']).toMatchObject({ cache: false });
  });

  it('plans a cached task per group writing its folders, a default task running them, check and publish', () => {
    expect(summary.localOutputs).toEqual([{ group: 'typescript', path: 'sdks/petstore-ts/generated', replay: false }]);
    const tasks = planTasks(
      { ...summary, credentialVariables: ['NPM_TOKEN'] },
      { generate: 'generate', check: 'check', publish: 'publish' },
      'generators.yml',
    );
    expect(Object.keys(tasks)).toEqual(['generate', 'generate-typescript', 'check', 'publish']);
    expect(tasks['generate']).toMatchObject({
      run: 'none',
      cache: false,
      dependsOn: [{ task: 'generate-typescript', forwardArgs: true }],
    });
    expect(tasks['generate-typescript']).toMatchObject({
      run: 'generate',
      group: 'typescript',
      cache: true,
      syncsOutputs: true,
      outputs: [
        { from: 'workspace', path: 'sdks/petstore-ts/generated' },
        { from: 'project', path: 'dist/bracken/typescript' },
      ],
    });
    expect(tasks['publish']).toMatchObject({
      cache: false,
      env: ['NPM_TOKEN'],
      dependsOn: [{ task: 'generate', forwardArgs: false }],
    });
  });

  it('chooses task names that clash with none the projects have, group tasks included', () => {
    expect(chooseTaskNames([{ groups: ['ts'], tasks: new Set(['check', 'generate-ts']) }])).toEqual({
      generate: 'bracken-generate',
      check: 'bracken-check',
      publish: 'publish',
    });
    expect(chooseTaskNames([])).toEqual({ generate: 'generate', check: 'check', publish: 'publish' });
  });

  it('takes the task names options give, and the default for each one missing, empty or not a string', () => {
    expect(taskNames({ generate: 'sdk', check: '', publish: 3 })).toEqual({
      generate: 'sdk',
      check: 'check',
      publish: 'publish',
    });
    expect(taskNames({})).toEqual({ generate: 'generate', check: 'check', publish: 'publish' });
  });

  it('derives dependencies from outputs and read files, without a cycle through a receiver', () => {
    const projects = [
      { name: 'petstore', root: 'apis/petstore' },
      { name: 'ts', root: 'sdks/ts' },
      { name: 'shared', root: 'shared' },
    ];
    const configs = [
      {
        name: 'petstore',
        root: 'apis/petstore',
        outputs: ['sdks/ts/generated'],
        reads: ['shared/pet.yaml', 'sdks/ts/x.yaml', 'apis/petstore/openapi.yml'],
      },
    ];
    expect(projectDependencies(projects, configs)).toEqual([
      { source: 'ts', target: 'petstore', kind: 'implied' },
      { source: 'petstore', target: 'shared', kind: 'declared', file: 'apis/petstore/generators.yml' },
    ]);
  });
});

describe('output moves', () => {
  it('moves an orphaned output path to the one project depending on its group task, and removes what was left', () => {
    const tree = memoryTree({
      'apis/petstore/generators.yml': CONFIG,
      'sdks/petstore-ts/generated/package.json': '{}',
      [`libs/petstore-ts/generated/${OUTPUT_MARKER_FILE}`]: JSON.stringify({ files: ['package.json'] }),
      'libs/petstore-ts/generated/package.json': '{}',
    });
    const projects = [
      { name: 'petstore', root: 'apis/petstore', dependsOn: [] },
      {
        name: 'petstore-ts',
        root: 'libs/petstore-ts',
        dependsOn: [{ project: 'petstore', task: 'generate-typescript' }],
      },
    ];
    const plans = planOutputMoves(tree, projects, 'generate');
    expect(plans).toEqual([
      {
        configFile: 'apis/petstore/generators.yml',
        moves: [
          expect.objectContaining({
            from: 'sdks/petstore-ts/generated',
            to: 'libs/petstore-ts/generated',
            path: '../../libs/petstore-ts/generated',
          }),
        ],
      },
    ]);
    expect(applyOutputMoves(tree, plans)).toEqual([
      'apis/petstore/generators.yml: sdks/petstore-ts/generated → libs/petstore-ts/generated',
    ]);
    expect(tree.exists('sdks/petstore-ts')).toBe(false);
    expect(tree.read('apis/petstore/generators.yml', 'utf-8')).toBe(
      CONFIG.replace('../../sdks/petstore-ts/generated', '../../libs/petstore-ts/generated'),
    );
    expect(planOutputMoves(tree, [{ ...projects[1]!, dependsOn: [] }, projects[0]!], 'generate')).toEqual([]);
  });
});

describe('scaffoldSdkProject', () => {
  it('adds the generator entry and lays the project out as the TypeScript generator does', () => {
    const tree = memoryTree({
      'package.json': JSON.stringify({ name: '@acme/source', workspaces: ['packages/*'] }),
      'tsconfig.base.json': JSON.stringify({ compilerOptions: { customConditions: ['@acme/source'] } }),
      'tsconfig.json': JSON.stringify({ references: [] }),
      'apis/petstore/generators.yml': 'api:\n  specs:\n    - openapi: ./openapi.yml\n',
    });
    const project = scaffoldSdkProject(tree, {
      directory: 'sdks/petstore-ts',
      api: 'petstore',
      apiRoot: 'apis/petstore',
    });
    expect(project).toMatchObject({
      root: 'sdks/petstore-ts',
      name: '@acme/petstore-ts',
      packageName: '@acme/petstore-ts',
      group: 'typescript',
      language: 'typescript',
      workspacePackage: true,
    });
    expect(project.layout.tasks['build']).toEqual({
      command: 'tsc --build tsconfig.lib.json',
      inputs: ['package.json', 'tsconfig.lib.json', 'generated/src/**/*.ts'],
      outputs: ['dist'],
      dependsOn: ['^build'],
    });
    expect(tree.read('apis/petstore/generators.yml', 'utf-8')).toContain('path: ../../sdks/petstore-ts/generated');
    expect(tree.read('apis/petstore/generators.yml', 'utf-8')).toContain('namespaceExport: Petstore');
    expect(readJsonFile(tree, 'sdks/petstore-ts/package.json')).toMatchObject({
      name: '@acme/petstore-ts',
      exports: { '.': { '@acme/source': './generated/src/index.ts' } },
    });
    expect(readJsonFile(tree, 'package.json')).toMatchObject({ workspaces: ['packages/*', 'sdks/*'] });
    expect(readJsonFile(tree, 'tsconfig.json')).toEqual({ references: [{ path: './sdks/petstore-ts' }] });
    expect(() =>
      scaffoldSdkProject(tree, { directory: 'sdks/petstore-ts', api: 'petstore', apiRoot: 'apis/petstore' }),
    ).toThrow('cannot create SDK project: sdks/petstore-ts already holds a project');
  });

  it('refuses an API folder without a generators.yml, naming the command that creates one', () => {
    const tree = memoryTree({ 'package.json': '{}' });
    const options = { directory: 'sdks/petstore-ts', api: 'petstore', apiRoot: 'apis/petstore' };
    expect(() => scaffoldSdkProject(tree, { ...options, apiCommand: 'nx g @bracken/nx:api' })).toThrow(
      new WorkspaceError(
        'cannot add an SDK to petstore: apis/petstore/generators.yml does not exist (create it with nx g @bracken/nx:api)',
      ),
    );
    expect(() => scaffoldSdkProject(tree, options)).toThrow(
      'cannot add an SDK to petstore: apis/petstore/generators.yml does not exist',
    );
    expect([...tree.files.keys()]).toEqual(['package.json']);
  });

  it('gives a generator without a layout a project holding only its output', () => {
    const tree = memoryTree({ 'apis/petstore/generators.yml': 'api:\n  specs:\n    - openapi: ./openapi.yml\n' });
    const project = scaffoldSdkProject(tree, {
      directory: 'docs/petstore',
      api: 'petstore',
      apiRoot: 'apis/petstore',
      group: 'docs',
      generatorName: 'bracken-postman',
    });
    expect(project).toMatchObject({ name: 'petstore', workspacePackage: false, layout: { files: [], tasks: {} } });
    expect([...tree.files.keys()]).toEqual(['apis/petstore/generators.yml']);
  });
});
