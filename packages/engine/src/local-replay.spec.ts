import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allEndpoints } from '@bracken/ir';
import { localGeneratedRef } from '@bracken/publish';
import type { EngineEvent } from './events';
import { generate } from './generate';
import { registerGenerator } from './generators';

// A small generator under the TypeScript generator's name: one function per endpoint in a
// client file, and one file per endpoint, so edits, deletions and API changes are easy to aim.
registerGenerator({
  name: 'bracken-typescript-sdk',
  language: 'javascript',
  configSchema: {},
  generate: (ir, _config, context) => [
    { path: 'package.json', contents: `${JSON.stringify({ name: 'pets-sdk', version: context.version }, null, 2)}\n` },
    {
      path: 'src/client.js',
      contents: allEndpoints(ir)
        .map(
          (e) =>
            `exports.${e.name.camelCase} = function () {\n  return request(${JSON.stringify(e.method)}, ${JSON.stringify(e.path)});\n};\n`,
        )
        .join('\n'),
    },
    ...allEndpoints(ir).map((e) => ({
      path: `src/endpoints/${e.name.camelCase}.js`,
      contents: `module.exports = ${JSON.stringify(`${e.method} ${e.path}`)};\n`,
    })),
  ],
});

const IDENTITY = {
  GIT_AUTHOR_NAME: 'u',
  GIT_AUTHOR_EMAIL: 'u@example.com',
  GIT_COMMITTER_NAME: 'u',
  GIT_COMMITTER_EMAIL: 'u@example.com',
};
const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...IDENTITY } }).trim();

function spec(paths: string[]): string {
  const lines = ['openapi: 3.0.3', 'info: { title: Pets, version: 1.0.0 }', 'paths:'];
  const routes = new Map<string, string[]>();
  for (const path of paths) {
    const [method, route, id] = path.split(' ') as [string, string, string];
    routes.set(route, [
      ...(routes.get(route) ?? []),
      `    ${method}:`,
      `      operationId: ${id}`,
      "      responses: { '204': { description: done } }",
    ]);
  }
  for (const [route, operations] of routes) lines.push(`  ${route}:`, ...operations);
  return `${lines.join('\n')}\n`;
}

const V1 = ['get /pets listPets', 'get /pets/{id} getPet'];
const V2 = ['get /pets listPets', 'get /pets/{id} getPet', 'post /pets createPet'];

function config(options: { file?: boolean; generator?: boolean } = {}): string {
  return [
    'api:',
    '  specs:',
    '    - openapi: ./openapi.yml',
    ...(options.file !== undefined ? ['replay:', `  enabled: ${String(options.file)}`] : []),
    'groups:',
    '  sdk:',
    '    generators:',
    '      - name: bracken-typescript-sdk',
    '        version: 1.0.0',
    ...(options.generator !== undefined ? ['        replay:', `          enabled: ${String(options.generator)}`] : []),
    '        output: { location: local-file-system, path: ./sdk }',
    '',
  ].join('\n');
}

let root: string;
let repo: string;
const sdk = (path = ''): string => join(repo, 'sdk', path);
const read = (path: string): string => readFileSync(sdk(path), 'utf8');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'local-replay-'));
  repo = join(root, 'repo');
  mkdirSync(repo);
  git(repo, 'init', '--quiet', '--initial-branch', 'main');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

async function run(
  paths: string[],
  events: EngineEvent[] = [],
): Promise<{ ok: boolean; events: EngineEvent[]; failure: string }> {
  writeFileSync(join(repo, 'openapi.yml'), spec(paths));
  const result = await generate({
    config: 'generators.yml',
    group: 'sdk',
    cwd: repo,
    env: {},
    onEvent: (event) => events.push(event),
  });
  return { ok: result.ok, events, failure: result.failures.map((f) => String((f.error as Error).message)).join('\n') };
}

/** The first generation, committed with the rest of the repository. */
async function firstGeneration(options: { file?: boolean; generator?: boolean } = { generator: true }): Promise<void> {
  writeFileSync(join(repo, 'generators.yml'), config(options));
  expect((await run(V1)).failure).toBe('');
  commitAll('Generate the SDK');
}

function commitAll(message: string): void {
  git(repo, 'add', '--all');
  git(repo, 'commit', '--quiet', '-m', message);
}

describe('replay into a local output folder in a git work tree', () => {
  it('records the pristine generation under a ref of its own and names its tree in the marker', async () => {
    await firstGeneration();
    const ref = localGeneratedRef('sdk');
    expect(ref).toBe('refs/generated/folders/sdk');
    const tree = git(repo, 'rev-parse', `${ref}^{tree}`);
    expect(JSON.parse(read('.generated-files.json'))).toMatchObject({ pristine: tree });
    expect(git(repo, 'ls-tree', '-r', '--name-only', ref).split('\n')).toEqual([
      'package.json',
      'src/client.js',
      'src/endpoints/getPet.js',
      'src/endpoints/listPets.js',
    ]);
    // Nothing on the user's branches or index moved: the generation is left for the user to commit.
    expect(git(repo, 'for-each-ref', '--format=%(refname)')).toBe(`refs/generated/folders/sdk\nrefs/heads/main`);
  });

  it("keeps a user's new file, an edited generated function and a deleted generated file", async () => {
    await firstGeneration();
    writeFileSync(sdk('src/helpers.js'), 'exports.helper = () => 1;\n');
    writeFileSync(
      sdk('src/client.js'),
      read('src/client.js').replace('return request("GET", "/pets");', 'return request("GET", "/pets").then(cache);'),
    );
    rmSync(sdk('src/endpoints/getPet.js'));
    commitAll('Hand-written changes');

    const { failure, events } = await run(V2);

    expect(failure).toBe('');
    expect(read('src/helpers.js')).toBe('exports.helper = () => 1;\n');
    expect(read('src/client.js')).toBe(
      [
        'exports.listPets = function () {',
        '  return request("GET", "/pets").then(cache);',
        '};',
        '',
        'exports.createPet = function () {',
        '  return request("POST", "/pets");',
        '};',
        '',
        'exports.getPet = function () {',
        '  return request("GET", "/pets/{id}");',
        '};',
        '',
      ].join('\n'),
    );
    expect(existsSync(sdk('src/endpoints/getPet.js'))).toBe(false);
    expect(read('src/endpoints/createPet.js')).toBe('module.exports = "POST /pets";\n');
    expect(events).toContainEqual({
      kind: 'notice',
      message:
        'sdk/bracken-typescript-sdk: replay: your changes in sdk since the last generation were merged onto v1.0.0',
    });
    // The merge is left in the work tree for review; the pristine tree is the new generation alone.
    expect(
      git(repo, 'status', '--porcelain', '--', 'sdk')
        .split('\n')
        .map((line) => line.trim())
        .sort(),
    ).toEqual(['?? sdk/src/endpoints/createPet.js', 'M sdk/.generated-files.json', 'M sdk/src/client.js']);
    expect(git(repo, 'show', `${localGeneratedRef('sdk')}:src/client.js`)).toContain(
      'return request("GET", "/pets");\n',
    );
    expect(git(repo, 'ls-tree', '--name-only', `${localGeneratedRef('sdk')}:src/endpoints`).split('\n')).toEqual([
      'createPet.js',
      'getPet.js',
      'listPets.js',
    ]);
    // The marker lists what was written; a file the user deleted is not the generation's any more.
    expect(JSON.parse(read('.generated-files.json')).files).toEqual([
      'package.json',
      'src/client.js',
      'src/endpoints/createPet.js',
      'src/endpoints/listPets.js',
    ]);
  });

  it('merges uncommitted changes too, and regenerating without committing keeps them', async () => {
    await firstGeneration();
    writeFileSync(
      sdk('src/client.js'),
      read('src/client.js').replace(
        'return request("GET", "/pets");',
        'return request("GET", "/pets"); // uncommitted',
      ),
    );

    expect((await run(V2)).failure).toBe('');
    expect(read('src/client.js')).toContain('// uncommitted');
    expect(read('src/client.js')).toContain('request("POST", "/pets")');
    // Again, from the merged folder that nobody committed: still nothing lost, nothing doubled.
    expect((await run(V2)).failure).toBe('');
    expect(read('src/client.js').match(/uncommitted/g)).toHaveLength(1);
    expect(read('src/client.js').match(/createPet/g)).toHaveLength(1);
  });

  it('sends a conflicting edit to a branch of its own and leaves the folder, the branch and the index as they were', async () => {
    await firstGeneration();
    writeFileSync(sdk('src/client.js'), read('src/client.js').replace('"/pets");', '"/pets?limit=10");'));
    commitAll('Limit the list');
    const head = git(repo, 'rev-parse', 'HEAD');
    const before = read('src/client.js');

    const moved = ['get /v2/pets listPets', 'get /pets/{id} getPet'];
    const { ok, failure } = await run(moved);

    expect(ok).toBe(false);
    expect(failure).toBe(
      'sdk/bracken-typescript-sdk: replay conflict: your changes to src/client.js conflict with the new generation; sdk and your branch were left as they were, and the merge with conflict markers is on branch bracken-replay-v1.0.0; resolve the markers there, merge it, then generate again',
    );
    expect(git(repo, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(repo, 'status', '--porcelain', '--', 'sdk')).toBe('');
    expect(read('src/client.js')).toBe(before);
    const branch = 'bracken-replay-v1.0.0';
    expect(git(repo, 'rev-parse', `${branch}^`)).toBe(head);
    expect(git(repo, 'show', `${branch}:sdk/src/client.js`)).toMatch(
      /<<<<<<< [^\n]*\n.*"\/pets\?limit=10"[\s\S]*=======\n.*"\/v2\/pets"[\s\S]*>>>>>>> /,
    );
    expect(git(repo, 'diff', '--name-only', head, branch).split('\n')).toEqual([
      'sdk/.generated-files.json',
      'sdk/src/client.js',
      'sdk/src/endpoints/listPets.js',
    ]);

    // Resolved on the branch and merged, the next generation is clean and keeps the resolution.
    git(repo, 'checkout', '--quiet', branch);
    writeFileSync(
      sdk('src/client.js'),
      read('src/client.js').replace(
        /<<<<<<< [^\n]*\n.*\n=======\n(.*\n)>>>>>>> [^\n]*\n/,
        '  return request("GET", "/v2/pets?limit=10");\n',
      ),
    );
    commitAll('Resolve the replay');
    git(repo, 'checkout', '--quiet', 'main');
    git(repo, 'merge', '--quiet', '--ff-only', branch);
    expect((await run(moved)).failure).toBe('');
    expect(read('src/client.js')).toContain('return request("GET", "/v2/pets?limit=10");\n');
    expect(git(repo, 'status', '--porcelain')).toBe('');
  });

  it('keeps .brackenignore paths and files it did not write out of the merge', async () => {
    await firstGeneration();
    writeFileSync(sdk('.brackenignore'), 'src/endpoints/listPets.js\n');
    writeFileSync(sdk('src/endpoints/listPets.js'), 'module.exports = "mine";\n');
    writeFileSync(sdk('src/client.js'), read('src/client.js').replace('"/pets/{id}");', '"/pets/{id}").then(cache);'));
    commitAll('Own the list endpoint');

    expect((await run(['get /v2/pets listPets', 'get /pets/{id} getPet'])).failure).toBe('');
    expect(read('src/endpoints/listPets.js')).toBe('module.exports = "mine";\n');
    expect(read('src/client.js')).toContain('"/v2/pets");');
    expect(read('src/client.js')).toContain('"/pets/{id}").then(cache);');
    // A protected path is the user's alone: not in the marker, and no part of the next merge.
    expect(JSON.parse(read('.generated-files.json')).files).toEqual([
      'package.json',
      'src/client.js',
      'src/endpoints/getPet.js',
    ]);
  });

  it('refuses uncommitted changes to generated files when there is no earlier generation to merge them from', async () => {
    writeFileSync(join(repo, 'generators.yml'), config({ generator: false }));
    expect((await run(V1)).failure).toBe('');
    commitAll('Generate without replay');
    writeFileSync(join(repo, 'generators.yml'), config({ generator: true }));
    writeFileSync(sdk('src/client.js'), `${read('src/client.js')}// mine\n`);

    const { ok, failure } = await run(V2);

    expect(ok).toBe(false);
    expect(failure).toContain(
      'replay has no record of the generation this folder came from, so it cannot merge your uncommitted changes to src/client.js; commit or stash them, then generate again',
    );
    expect(read('src/client.js')).toContain('// mine\n');
    expect(existsSync(sdk('src/endpoints/createPet.js'))).toBe(false);
  });

  it('replays nothing when the file says replay.enabled: false, whatever the generator says', async () => {
    await firstGeneration({ file: false, generator: true });
    writeFileSync(
      sdk('src/client.js'),
      read('src/client.js').replace('return request("GET", "/pets");', 'return request("GET", "/pets").then(cache);'),
    );
    commitAll('Hand-written changes');

    expect((await run(V2)).failure).toBe('');
    expect(read('src/client.js')).not.toContain('cache');
    expect(git(repo, 'for-each-ref', 'refs/generated')).toBe('');
    expect(JSON.parse(read('.generated-files.json'))).not.toHaveProperty('pristine');
  });

  it('writes the folder as generated, and says so, outside a git work tree', async () => {
    rmSync(join(repo, '.git'), { recursive: true, force: true });
    writeFileSync(join(repo, 'nx.json'), '{}');
    writeFileSync(join(repo, 'generators.yml'), config({ generator: true }));
    const { failure, events } = await run(V1);
    expect(failure).toBe('');
    expect(read('src/endpoints/listPets.js')).toBe('module.exports = "GET /pets";\n');
    expect(events).toContainEqual({
      kind: 'notice',
      message:
        'sdk/bracken-typescript-sdk: replay is enabled, but sdk is not in a git work tree: it was written as generated; replay needs git to record each generation',
    });
  });
});
