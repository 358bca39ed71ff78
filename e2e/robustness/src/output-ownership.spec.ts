import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildCli, REPO_ROOT, runCli, type CliRun } from './support';

// Output never destroys what Bracken does not own. Each case is a real git workspace in the
// OS temp folder, driven through the built `bracken generate` (and `bracken check`, which
// must report what generate refuses), with real symbolic links. A refused run must exit 1
// with one located line, and leave every byte of the files it would have hit, and of
// `.git`, as it was.

let root: string;
let caseNumber = 0;

const MARKER = '.generated-files.json';

const PET_SCHEMA = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string' }, name: { type: 'string' } },
};

/** A small definition; `petRef` points the response at another file, which the run then reads too. */
function definition(petRef = '#/components/schemas/Pet'): string {
  return JSON.stringify(
    {
      openapi: '3.0.3',
      info: { title: 'Tiny Pets', version: '1.0.0' },
      paths: {
        '/pets/{petId}': {
          get: {
            operationId: 'getPet',
            tags: ['pets'],
            parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'string' } }],
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: petRef } } } } },
          },
        },
      },
      components: { schemas: { Pet: PET_SCHEMA } },
    },
    null,
    2,
  );
}

interface GeneratorOptions {
  output: string;
  snippets?: string;
  name?: string;
}

/** A `generators.yml` with one spec entry (YAML lines under `specs:`) and one group `ts`. */
function generatorsYml(spec: string[], generators: GeneratorOptions[]): string {
  const lines = [
    'api:',
    '  specs:',
    ...spec.map((line) => `    ${line}`),
    'default-group: ts',
    'groups:',
    '  ts:',
    '    generators:',
  ];
  for (const g of generators) {
    lines.push(
      `      - name: ${g.name ?? 'bracken-typescript-sdk'}`,
      '        version: 1.0.0',
      '        output:',
      '          location: local-file-system',
      `          path: ${JSON.stringify(g.output)}`,
    );
    if (g.snippets !== undefined) lines.push('        snippets:', `          path: ${JSON.stringify(g.snippets)}`);
  }
  return `${lines.join('\n')}\n`;
}

const OPENAPI_SPEC = ['- openapi: ./openapi.json'];

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', args, {
    cwd,
    stdio: 'pipe',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
    },
  });
}

/** `<root>/<n>/ws`, a real git repository, with `files` under `ws/api`. */
function workspace(files: Record<string, string>): { base: string; ws: string; api: string } {
  const base = join(root, String(++caseNumber));
  const ws = join(base, 'ws');
  const api = join(ws, 'api');
  mkdirSync(api, { recursive: true });
  git(ws, 'init', '--quiet', '--initial-branch=main');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(api, path)), { recursive: true });
    writeFileSync(join(api, path), text);
  }
  return { base, ws, api };
}

/** Every entry below `dir` (not following links): file bytes as a hash, link targets, modes. */
function snapshot(dir: string): Record<string, string> {
  const entries: Record<string, string> = {};
  const walk = (current: string, prefix: string): void => {
    for (const name of readdirSync(current).sort()) {
      const full = join(current, name);
      const path = `${prefix}${name}`;
      const stat = lstatSync(full);
      if (stat.isSymbolicLink()) entries[path] = `link ${readlinkSync(full)}`;
      else if (stat.isDirectory()) {
        entries[path] = `dir ${(stat.mode & 0o777).toString(8)}`;
        walk(full, `${path}/`);
      } else
        entries[path] =
          `file ${(stat.mode & 0o777).toString(8)} ${createHash('sha256').update(readFileSync(full)).digest('hex')}`;
    }
  };
  walk(dir, '');
  return entries;
}

/** `line:column` of the value that follows `key: ` on the first line of `text` that holds `key: value`. */
function locate(text: string, key: string, value: string): string {
  const lines = text.split('\n');
  const needle = `${key}: ${JSON.stringify(value)}`;
  const index = lines.findIndex((line) => line.trimStart() === needle);
  if (index === -1) throw new Error(`no ${needle} in the config`);
  return `${index + 1}:${lines[index]!.indexOf(needle) + key.length + 3}`;
}

function staleStaging(dir: string): string[] {
  return Object.keys(snapshot(dir)).filter((path) => /\.tmp-[^/]*$/.test(path) || path.endsWith('.old'));
}

/**
 * Runs `bracken check` and `bracken generate` in `api` and expects both to refuse with
 * `generators.yml:<where>: error: <message>`, no stack trace, and `watched` (folders) as
 * they were, byte for byte.
 */
async function expectRefused(
  api: string,
  watched: string[],
  where: string,
  message: string | RegExp,
  env: Record<string, string> = {},
): Promise<CliRun> {
  const before = watched.map(snapshot);
  const check = await runCli(['check'], api, { env });
  const run = await runCli(['generate'], api, { env });
  const line = (text: string): string | undefined =>
    text.split('\n').find((l) => l.startsWith(`generators.yml:${where}: error: `));
  expect(run.status).toBe(1);
  expect(run.stderr).not.toMatch(/^\s+at /m);
  const generateLine = line(run.stderr);
  expect(generateLine).toBeDefined();
  if (typeof message === 'string') expect(generateLine).toBe(`generators.yml:${where}: error: ${message}`);
  else expect(generateLine).toMatch(message);
  // Whatever check accepts, generate accepts: check reports the same line.
  expect(check.status).toBe(1);
  expect(line(check.stdout)).toBe(generateLine);
  expect(watched.map(snapshot)).toEqual(before);
  for (const dir of watched) expect(staleStaging(dir)).toEqual([]);
  return run;
}

async function generate(api: string, args: string[] = [], env: Record<string, string> = {}): Promise<CliRun> {
  const run = await runCli(['generate', ...args], api, { env });
  if (run.status !== 0) throw new Error(`generate failed: ${run.stderr}`);
  return run;
}

beforeAll(() => {
  buildCli();
  root = mkdtempSync(join(tmpdir(), 'bracken-ownership-'));
}, 240_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('output folders that hold what the run reads, or .git', () => {
  it('never replaces the repository .git (output path ../.git)', async () => {
    const config = generatorsYml(OPENAPI_SPEC, [{ output: '../.git' }]);
    const { ws, api } = workspace({ 'generators.yml': config, 'openapi.json': definition() });
    await expectRefused(
      api,
      [ws],
      locate(config, 'path', '../.git'),
      'output path points into a .git folder: ts/bracken-typescript-sdk (../.git); choose a folder of its own, such as ./sdk',
    );
  });

  it('never writes inside .git (output path ../.git/hooks)', async () => {
    const config = generatorsYml(OPENAPI_SPEC, [{ output: '../.git/hooks' }]);
    const { ws, api } = workspace({ 'generators.yml': config, 'openapi.json': definition() });
    await expectRefused(
      api,
      [ws],
      locate(config, 'path', '../.git/hooks'),
      /output path points into a \.git folder: ts\/bracken-typescript-sdk \(\.\.\/\.git\/hooks\)/,
    );
  });

  it.each([
    ['the folder holding generators.yml', '.'],
    ['the workspace root, an ancestor of it', '..'],
    ['a folder above the workspace root', '../..'],
  ])('never replaces %s (%s)', async (_what, output) => {
    const config = generatorsYml(OPENAPI_SPEC, [{ output }]);
    const { base, api } = workspace({ 'generators.yml': config, 'openapi.json': definition() });
    await expectRefused(
      api,
      [base],
      locate(config, 'path', output),
      `output path would replace the folder holding generators.yml: ts/bracken-typescript-sdk (${output}); choose a folder of its own, such as ./sdk`,
    );
  });

  it('never replaces a folder holding a definition file', async () => {
    const config = generatorsYml(['- openapi: ./specs/openapi.json'], [{ output: './specs' }]);
    const { ws, api } = workspace({ 'generators.yml': config, 'specs/openapi.json': definition() });
    await expectRefused(
      api,
      [ws],
      locate(config, 'path', './specs'),
      'output path would replace the folder holding specs/openapi.json: ts/bracken-typescript-sdk (./specs); choose a folder of its own, such as ./sdk',
    );
  });

  it('never replaces a folder holding an overlay or an override', async () => {
    const spec = [
      '- openapi: ./openapi.json',
      '  overlays: ./overlays/overlay.yml',
      '  overrides: ./overrides/overrides.yml',
    ];
    const files = {
      'openapi.json': definition(),
      'overlays/overlay.yml': 'overlay: 1.0.0\ninfo: { title: o, version: 1.0.0 }\nactions: []\n',
      'overrides/overrides.yml': '{}\n',
    };
    for (const [output, input] of [
      ['./overlays', 'overlays/overlay.yml'],
      ['./overrides', 'overrides/overrides.yml'],
    ] as const) {
      const config = generatorsYml(spec, [{ output }]);
      const { ws, api } = workspace({ 'generators.yml': config, ...files });
      await expectRefused(
        api,
        [ws],
        locate(config, 'path', output),
        `output path would replace the folder holding ${input}: ts/bracken-typescript-sdk (${output}); choose a folder of its own, such as ./sdk`,
      );
    }
  });

  it('never replaces a proto root, nor writes inside it', async () => {
    const spec = ['- proto:', '    root: ./proto', '    target: ./proto/greeter/v1/greeter.proto'];
    const proto = readFileSync(
      join(REPO_ROOT, 'examples', 'proto-greeter', 'proto', 'greeter', 'v1', 'greeter.proto'),
      'utf8',
    );
    let config = generatorsYml(spec, [{ output: './proto' }]);
    let { ws, api } = workspace({ 'generators.yml': config, 'proto/greeter/v1/greeter.proto': proto });
    await expectRefused(
      api,
      [ws],
      locate(config, 'path', './proto'),
      'output path would replace proto, an input folder of the run: ts/bracken-typescript-sdk (./proto); choose a folder of its own, such as ./sdk',
    );
    config = generatorsYml(spec, [{ output: './proto/sdk' }]);
    ({ ws, api } = workspace({ 'generators.yml': config, 'proto/greeter/v1/greeter.proto': proto }));
    await expectRefused(
      api,
      [ws],
      locate(config, 'path', './proto/sdk'),
      'output path lies inside proto, an input folder of the run: ts/bracken-typescript-sdk (./proto/sdk); choose a folder outside it, such as ./sdk',
    );
  });

  it("never replaces the folder of a $ref'd file: it holds files Bracken did not write", async () => {
    const config = generatorsYml(OPENAPI_SPEC, [{ output: './shared' }]);
    const { ws, api } = workspace({
      'generators.yml': config,
      'openapi.json': definition('./shared/pet.json'),
      'shared/pet.json': JSON.stringify(PET_SCHEMA),
    });
    await expectRefused(
      api,
      [ws],
      locate(config, 'path', './shared'),
      /^generators\.yml:\d+:\d+: error: output folder holds files that Bracken did not write \(pet\.json, and no \.generated-files\.json\): ts\/bracken-typescript-sdk \(\.\/shared\); Bracken replaces only folders it wrote: .*\.brackenignore$/,
    );
  });

  it('refuses two generators that share an output folder', async () => {
    const config = generatorsYml(OPENAPI_SPEC, [
      { output: './sdk' },
      { output: './sdk/inner', name: 'bracken-postman' },
    ]);
    const { ws, api } = workspace({ 'generators.yml': config, 'openapi.json': definition() });
    await expectRefused(
      api,
      [ws],
      locate(config, 'path', './sdk/inner'),
      'output path overlaps the output of ts/bracken-typescript-sdk: ts/bracken-postman (./sdk/inner); give each generator a folder of its own',
    );
  });
});

describe('output folders reached through symbolic links', () => {
  it('refuses an output folder that is a link to outside the workspace, and leaves the target and its .git alone', async () => {
    const config = generatorsYml(OPENAPI_SPEC, [{ output: './sdk' }]);
    const { base, ws, api } = workspace({ 'generators.yml': config, 'openapi.json': definition() });
    const outside = join(base, 'other-repo');
    mkdirSync(outside);
    git(outside, 'init', '--quiet');
    writeFileSync(join(outside, 'important.txt'), 'keep me\n');
    symlinkSync(outside, join(api, 'sdk'));
    await expectRefused(
      api,
      [ws, outside],
      locate(config, 'path', './sdk'),
      `output path leaves the workspace: ts/bracken-typescript-sdk (./sdk resolves through a symbolic link to ${outside}, outside ${ws}); pass --allow-outside-workspace to write there`,
    );
    // With the flag, the folder is still someone else's: nothing in it, nor its .git, moves.
    const before = snapshot(outside);
    const allowed = await runCli(['generate', '--allow-outside-workspace'], api);
    expect(allowed.status).toBe(1);
    expect(allowed.stderr).toContain(
      `error: output folder holds files that Bracken did not write (important.txt, and no ${MARKER}): ts/bracken-typescript-sdk (./sdk)`,
    );
    expect(snapshot(outside)).toEqual(before);
  });

  it('refuses a path through a symbolically linked parent folder', async () => {
    const config = generatorsYml(OPENAPI_SPEC, [{ output: './out/sdk' }]);
    const { base, ws, api } = workspace({ 'generators.yml': config, 'openapi.json': definition() });
    const elsewhere = join(base, 'elsewhere');
    mkdirSync(elsewhere);
    symlinkSync(elsewhere, join(api, 'out'));
    await expectRefused(
      api,
      [ws, elsewhere],
      locate(config, 'path', './out/sdk'),
      `output path leaves the workspace: ts/bracken-typescript-sdk (./out/sdk resolves through a symbolic link to ${join(elsewhere, 'sdk')}, outside ${ws}); pass --allow-outside-workspace to write there`,
    );
  });

  it('refuses a link inside the workspace that leads to an input folder', async () => {
    const config = generatorsYml(['- openapi: ./specs/openapi.json'], [{ output: './sdk' }]);
    const { ws, api } = workspace({ 'generators.yml': config, 'specs/openapi.json': definition() });
    symlinkSync(join(api, 'specs'), join(api, 'sdk'));
    await expectRefused(
      api,
      [ws],
      locate(config, 'path', './sdk'),
      'output path would replace the folder holding specs/openapi.json: ts/bracken-typescript-sdk (./sdk); choose a folder of its own, such as ./sdk',
    );
  });

  it('writes through a link to a folder of the workspace, into the real folder', async () => {
    const config = generatorsYml(OPENAPI_SPEC, [{ output: './sdk' }]);
    const { ws, api } = workspace({ 'generators.yml': config, 'openapi.json': definition() });
    mkdirSync(join(ws, 'sdks', 'pets'), { recursive: true });
    symlinkSync(join(ws, 'sdks', 'pets'), join(api, 'sdk'));
    await generate(api);
    expect(lstatSync(join(api, 'sdk')).isSymbolicLink()).toBe(true);
    expect(existsSync(join(ws, 'sdks', 'pets', 'package.json'))).toBe(true);
    expect(existsSync(join(ws, 'sdks', 'pets', MARKER))).toBe(true);
  });
});

describe('folders Bracken did not write', () => {
  it('refuses a non-empty folder without a marker and says what to do', async () => {
    const config = generatorsYml(OPENAPI_SPEC, [{ output: './sdk' }]);
    const { ws, api } = workspace({
      'generators.yml': config,
      'openapi.json': definition(),
      'sdk/README.md': '# my notes\n',
      'sdk/src/app.ts': 'export const mine = 1;\n',
    });
    await expectRefused(
      api,
      [ws],
      locate(config, 'path', './sdk'),
      `output folder holds files that Bracken did not write (README.md, and no ${MARKER}): ts/bracken-typescript-sdk (./sdk); Bracken replaces only folders it wrote: move those files out (an SDK from an earlier Bracken version can simply be deleted; .git and node_modules may stay), or list the ones to keep in sdk/.brackenignore`,
    );
  });

  it('fills an unmarked folder that holds only .git, node_modules and protected files, keeping them', async () => {
    const config = generatorsYml(OPENAPI_SPEC, [{ output: './sdk' }]);
    const { api } = workspace({
      'generators.yml': config,
      'openapi.json': definition(),
      'sdk/.brackenignore': 'docs/\n',
      'sdk/docs/guide.md': '# guide\n',
      'sdk/node_modules/x/index.js': 'x\n',
    });
    git(join(api, 'sdk'), 'init', '--quiet');
    const kept = {
      '.brackenignore': snapshot(join(api, 'sdk'))['.brackenignore'],
      guide: snapshot(join(api, 'sdk', 'docs')),
      git: snapshot(join(api, 'sdk', '.git')),
      modules: snapshot(join(api, 'sdk', 'node_modules')),
    };
    const check = await runCli(['check'], api);
    expect(check.status).toBe(0);
    await generate(api);
    expect(snapshot(join(api, 'sdk'))['.brackenignore']).toBe(kept['.brackenignore']);
    expect(snapshot(join(api, 'sdk', 'docs'))).toEqual(kept.guide);
    expect(snapshot(join(api, 'sdk', '.git'))).toEqual(kept.git);
    expect(snapshot(join(api, 'sdk', 'node_modules'))).toEqual(kept.modules);
    expect(existsSync(join(api, 'sdk', 'package.json'))).toBe(true);
    const marker = JSON.parse(readFileSync(join(api, 'sdk', MARKER), 'utf8')) as { files: string[] };
    expect(marker.files).toContain('package.json');
    expect(
      marker.files.filter((f) => f.startsWith('docs/') || f.startsWith('.git/') || f.startsWith('node_modules/')),
    ).toEqual([]);
  });

  it('regenerates a marked folder: removes what it wrote before, keeps .git, protected and hand-written files', async () => {
    const config = generatorsYml(OPENAPI_SPEC, [{ output: './sdk' }]);
    const { api } = workspace({ 'generators.yml': config, 'openapi.json': definition() });
    const sdk = join(api, 'sdk');
    await generate(api);
    const first = JSON.parse(readFileSync(join(sdk, MARKER), 'utf8')) as { version: number; files: string[] };
    const written = snapshot(sdk);
    expect(first.files).toEqual(Object.keys(written).filter((p) => written[p]!.startsWith('file') && p !== MARKER));
    // The user customises a generated file and protects it, adds notes of their own, makes
    // the folder a repository; an earlier generation had written a file that is now gone.
    writeFileSync(join(sdk, 'README.md'), '# customised\n');
    writeFileSync(join(sdk, '.brackenignore'), 'README.md\n');
    mkdirSync(join(sdk, 'notes'));
    writeFileSync(join(sdk, 'notes', 'todo.md'), 'mine\n');
    writeFileSync(join(sdk, 'src', 'extra.ts'), 'export const extra = 1;\n');
    git(sdk, 'init', '--quiet');
    writeFileSync(join(sdk, 'src', 'stale.ts'), 'export {};\n');
    writeFileSync(
      join(sdk, MARKER),
      `${JSON.stringify({ version: 1, files: [...first.files, 'src/stale.ts'].sort() }, null, 2)}\n`,
    );
    const before = snapshot(sdk);
    const check = await runCli(['check'], api);
    expect(check.status).toBe(0);
    const run = await generate(api);
    expect(run.stderr).not.toContain('warning');
    const after = snapshot(sdk);
    expect(existsSync(join(sdk, 'src', 'stale.ts'))).toBe(false);
    for (const kept of ['README.md', '.brackenignore', 'notes/todo.md', 'src/extra.ts'])
      expect([kept, after[kept]]).toEqual([kept, before[kept]]);
    expect(Object.fromEntries(Object.entries(after).filter(([p]) => p.startsWith('.git/')))).toEqual(
      Object.fromEntries(Object.entries(before).filter(([p]) => p.startsWith('.git/'))),
    );
    // The marker lists exactly the generated files now there, not the user's.
    const second = JSON.parse(readFileSync(join(sdk, MARKER), 'utf8')) as { files: string[] };
    expect(second.files).toEqual(first.files.filter((f) => f !== 'README.md'));
    expect(readdirSync(api).sort()).toEqual(['generators.yml', 'openapi.json', 'sdk']);
  });

  it('keeps a file it did not write where it now generates one, and warns', async () => {
    const config = generatorsYml(OPENAPI_SPEC, [{ output: './sdk' }]);
    const { api } = workspace({ 'generators.yml': config, 'openapi.json': definition() });
    const sdk = join(api, 'sdk');
    await generate(api);
    const marker = JSON.parse(readFileSync(join(sdk, MARKER), 'utf8')) as { version: number; files: string[] };
    writeFileSync(
      join(sdk, MARKER),
      `${JSON.stringify({ version: 1, files: marker.files.filter((f) => f !== 'README.md') }, null, 2)}\n`,
    );
    writeFileSync(join(sdk, 'README.md'), '# written by hand\n');
    const run = await generate(api);
    expect(run.stderr).toContain(
      `warning: kept README.md, which Bracken did not write, in place of generated output: ts/bracken-typescript-sdk (${join(sdk, 'README.md')})`,
    );
    expect(readFileSync(join(sdk, 'README.md'), 'utf8')).toBe('# written by hand\n');
    expect((JSON.parse(readFileSync(join(sdk, MARKER), 'utf8')) as { files: string[] }).files).not.toContain(
      'README.md',
    );
  });
});

describe('the snippets file', () => {
  /** A workspace with an SDK generated once, then a config whose snippets path is `snippets`. */
  async function generatedOnce(
    snippets: string,
    extra: Record<string, string> = {},
    spec = OPENAPI_SPEC,
  ): Promise<{ base: string; ws: string; api: string; config: string }> {
    const { base, ws, api } = workspace({
      'generators.yml': generatorsYml(spec, [{ output: './sdk' }]),
      'openapi.json': definition(),
      ...extra,
    });
    await generate(api);
    const config = generatorsYml(spec, [{ output: './sdk', snippets }]);
    writeFileSync(join(api, 'generators.yml'), config);
    return { base, ws, api, config };
  }

  it.each([
    ['generators.yml', './generators.yml'],
    ['openapi.json', './openapi.json'],
  ])('never overwrites %s, an input of the run, and leaves the old SDK as it was', async (input, snippets) => {
    const { ws, api, config } = await generatedOnce(snippets);
    await expectRefused(
      api,
      [ws],
      locate(config, 'path', snippets),
      `snippets path would overwrite ${input}, an input of the run: ts/bracken-typescript-sdk snippets (${snippets}); choose a file of its own, such as ./snippets.json`,
    );
  });

  it('never overwrites an overlay', async () => {
    const spec = ['- openapi: ./openapi.json', '  overlays: ./overlay.yml'];
    const { ws, api, config } = await generatedOnce(
      './overlay.yml',
      { 'overlay.yml': 'overlay: 1.0.0\ninfo: { title: o, version: 1.0.0 }\nactions: []\n' },
      spec,
    );
    await expectRefused(
      api,
      [ws],
      locate(config, 'path', './overlay.yml'),
      'snippets path would overwrite overlay.yml, an input of the run: ts/bracken-typescript-sdk snippets (./overlay.yml); choose a file of its own, such as ./snippets.json',
    );
  });

  it('never overwrites the config through a symbolic link, to it or to its folder', async () => {
    const { ws, api, config } = await generatedOnce('./snippets.json');
    symlinkSync(join(api, 'generators.yml'), join(api, 'snippets.json'));
    await expectRefused(
      api,
      [ws],
      locate(config, 'path', './snippets.json'),
      'snippets path would overwrite generators.yml, an input of the run: ts/bracken-typescript-sdk snippets (./snippets.json); choose a file of its own, such as ./snippets.json',
    );
    const through = generatorsYml(OPENAPI_SPEC, [{ output: './sdk', snippets: './here/generators.yml' }]);
    writeFileSync(join(api, 'generators.yml'), through);
    symlinkSync(api, join(api, 'here'));
    await expectRefused(
      api,
      [ws],
      locate(through, 'path', './here/generators.yml'),
      'snippets path would overwrite generators.yml, an input of the run: ts/bracken-typescript-sdk snippets (./here/generators.yml); choose a file of its own, such as ./snippets.json',
    );
  });

  it("never overwrites a $ref'd file, or any file Bracken did not write", async () => {
    const { ws, api, config } = await generatedOnce('./notes.md', { 'notes.md': '# mine\n' });
    await expectRefused(
      api,
      [ws],
      locate(config, 'path', './notes.md'),
      'snippets file exists and Bracken did not write it: ts/bracken-typescript-sdk snippets (./notes.md); delete it or choose another path',
    );
  });

  it('refuses a folder before the old SDK is replaced', async () => {
    const { ws, api, config } = await generatedOnce('./snippets', { 'snippets/keep.txt': 'keep\n' });
    await expectRefused(
      api,
      [ws],
      locate(config, 'path', './snippets'),
      'snippets path is a folder: ts/bracken-typescript-sdk snippets (./snippets); give a file name, such as ./snippets.json',
    );
  });

  it('writes the snippets file, and writes it again on the next run', async () => {
    const { api } = await generatedOnce('./snippets.json');
    await generate(api);
    const first = readFileSync(join(api, 'snippets.json'), 'utf8');
    expect(JSON.parse(first)).toHaveProperty('endpoints');
    expect((JSON.parse(readFileSync(join(api, 'sdk', MARKER), 'utf8')) as { snippets?: string }).snippets).toBe(
      '../snippets.json',
    );
    const check = await runCli(['check'], api);
    expect(check.status).toBe(0);
    await generate(api);
    expect(readFileSync(join(api, 'snippets.json'), 'utf8')).toBe(first);
  });
});

describe('the git source cache in the shared temp folder', () => {
  /** A workspace whose definition comes from a bare repository; its own temp folder. */
  function gitWorkspace(): { api: string; temp: string; cache: string } {
    const config = [
      'api:',
      '  specs:',
      '    - openapi:',
      '        repo: REPO',
      '        path: openapi.json',
      'default-group: ts',
      'groups:',
      '  ts:',
      '    generators:',
      '      - name: bracken-typescript-sdk',
      '        version: 1.0.0',
      '        output:',
      '          location: local-file-system',
      '          path: ./sdk',
      '',
    ].join('\n');
    const { base, api } = workspace({});
    const work = join(base, 'spec-work');
    const bare = join(base, 'spec.git');
    mkdirSync(work);
    git(base, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
    git(work, 'init', '--quiet', '--initial-branch=main');
    writeFileSync(join(work, 'openapi.json'), definition());
    git(work, 'add', '.');
    git(work, 'commit', '--quiet', '-m', 'spec');
    git(work, 'push', '--quiet', bare, 'main');
    writeFileSync(join(api, 'generators.yml'), config.replace('REPO', `file://${bare}`));
    const temp = join(base, 'tmp');
    mkdirSync(temp);
    return { api, temp, cache: join(temp, `bracken-git-cache-${process.getuid?.() ?? 'user'}`) };
  }

  it('clones into a per-user folder of mode 0700', async () => {
    const { api, temp, cache } = gitWorkspace();
    await generate(api, [], { TMPDIR: temp });
    expect(statSync(cache).mode & 0o777).toBe(0o700);
    expect(existsSync(join(api, 'sdk', 'package.json'))).toBe(true);
  });

  it('never follows a symbolic link planted at the cache folder', async () => {
    const { api, temp, cache } = gitWorkspace();
    const victim = join(temp, 'victim');
    mkdirSync(victim, { mode: 0o700 });
    writeFileSync(join(victim, 'precious.txt'), 'keep\n');
    symlinkSync(victim, cache);
    const before = snapshot(temp);
    const run = await runCli(['generate'], api, { env: { TMPDIR: temp, NODE_DISABLE_COMPILE_CACHE: '1' } });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `error: the git source cache is a symbolic link, which is never followed; remove it, or set TMPDIR to a folder of your own: ${cache}`,
    );
    expect(snapshot(temp)).toEqual(before);
    expect(existsSync(join(api, 'sdk'))).toBe(false);
  });

  it('refuses a cache folder that other users may enter', async () => {
    const { api, temp, cache } = gitWorkspace();
    mkdirSync(cache);
    chmodSync(cache, 0o755);
    writeFileSync(join(cache, 'planted'), 'x\n');
    const before = snapshot(temp);
    const run = await runCli(['generate'], api, { env: { TMPDIR: temp, NODE_DISABLE_COMPILE_CACHE: '1' } });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `error: the git source cache is open to other users (mode 755, expected 700); remove it, or set TMPDIR to a folder of your own: ${cache}`,
    );
    expect(snapshot(temp)).toEqual(before);
  });

  // Only root can hand a folder to another user, so only a run as root has this case.
  if (process.getuid?.() === 0) {
    it('refuses a cache folder that another user owns', async () => {
      const { api, temp, cache } = gitWorkspace();
      mkdirSync(cache, { mode: 0o700 });
      chownSync(cache, 65534, 65534);
      const before = snapshot(temp);
      const run = await runCli(['generate'], api, { env: { TMPDIR: temp, NODE_DISABLE_COMPILE_CACHE: '1' } });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        `error: the git source cache belongs to another user (uid 65534); remove it, or set TMPDIR to a folder of your own: ${cache}`,
      );
      expect(snapshot(temp)).toEqual(before);
    });
  }
});
