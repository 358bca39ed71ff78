import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrackenEngineError, replaceDirectory } from '@bracken/engine';
import { traversalDocument } from './fixtures/traversal-document';
import { buildCli, listTree, REPO_ROOT, runCli, runTsc } from './support';

// Names that look like paths never place a file outside the output folder, and an output
// folder outside the workspace needs an explicit flag. Each case is a real workspace (a
// folder with `.git`) in the OS temp folder, driven through the built `bracken generate`.

let root: string;

/** `<root>/<name>/ws/api/generators.yml` with the traversal definition and `output.path`. */
function workspace(name: string, outputPath: string): { ws: string; api: string } {
  const ws = join(root, name, 'ws');
  const api = join(ws, 'api');
  mkdirSync(join(ws, '.git'), { recursive: true });
  mkdirSync(api, { recursive: true });
  writeFileSync(join(api, 'openapi.json'), JSON.stringify(traversalDocument(), null, 2));
  writeFileSync(
    join(api, 'generators.yml'),
    [
      'api:',
      '  specs:',
      '    - openapi: ./openapi.json',
      'default-group: ts',
      'groups:',
      '  ts:',
      '    generators:',
      '      - name: bracken-typescript-sdk',
      '        version: 1.0.0',
      '        output:',
      '          location: local-file-system',
      `          path: ${JSON.stringify(outputPath)}`,
      '',
    ].join('\n'),
  );
  return { ws, api };
}

beforeAll(() => {
  buildCli();
  root = mkdtempSync(join(tmpdir(), 'bracken-traversal-'));
}, 240_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('path-like names in a definition', () => {
  it('every generated file lands inside the output folder, with safe names, and the SDK compiles strictly', async () => {
    const { ws, api } = workspace('names', './sdk');
    const run = await runCli(['generate'], api);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // Nothing new anywhere but the output folder.
    expect(readdirSync(join(root, 'names')).sort()).toEqual(['ws']);
    expect(readdirSync(ws).sort()).toEqual(['.git', 'api']);
    expect(readdirSync(api).sort()).toEqual(['generators.yml', 'openapi.json', 'sdk']);
    const files = listTree(join(api, 'sdk'));
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      for (const segment of file.split('/')) {
        expect(segment).not.toMatch(/^\.\.?$/);
        expect(segment).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i);
        expect(Buffer.byteLength(segment)).toBeLessThanOrEqual(255);
        expect(segment).not.toMatch(/[\\:]/);
      }
    }
    expect(
      runTsc(join(api, 'sdk'), [
        '-p',
        'tsconfig.json',
        '--noEmit',
        '--typeRoots',
        join(REPO_ROOT, 'node_modules', '@types'),
      ]),
    ).toBe('');
  }, 120_000);
});

describe('local-file-system output paths', () => {
  it('refuses a relative path that climbs out of the workspace and writes nothing', async () => {
    const { api } = workspace('climb', '../../outside');
    const run = await runCli(['generate'], api);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /output path leaves the workspace: ts\/bracken-typescript-sdk \(\.\.\/\.\.\/outside resolves outside .+\); pass --allow-outside-workspace to write there/,
    );
    expect(existsSync(join(root, 'climb', 'outside'))).toBe(false);
    expect(readdirSync(join(root, 'climb')).sort()).toEqual(['ws']);
  });

  it('refuses an absolute path outside the workspace', async () => {
    const target = join(root, 'absolute-target');
    const { api } = workspace('absolute', target);
    const run = await runCli(['generate'], api);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('output path leaves the workspace');
    expect(existsSync(target)).toBe(false);
  });

  it('writes outside the workspace only with --allow-outside-workspace', async () => {
    const { api } = workspace('allowed', '../../outside');
    const run = await runCli(['generate', '--allow-outside-workspace'], api);
    expect(run.status).toBe(0);
    expect(existsSync(join(root, 'allowed', 'outside', 'package.json'))).toBe(true);
  });

  it.each([
    ['the folder holding generators.yml', '.'],
    ['an ancestor of it', '..'],
  ])('never replaces %s', async (_what, outputPath) => {
    const { ws, api } = workspace(`replace-${outputPath.length}`, outputPath);
    const run = await runCli(['generate'], api);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('output path would replace the folder holding generators.yml');
    expect(readdirSync(api).sort()).toEqual(['generators.yml', 'openapi.json']);
    expect(readdirSync(ws).sort()).toEqual(['.git', 'api']);
  });
});

describe('the last check before writing, for any generator', () => {
  it.each([
    ['../../x.ts', 'leaves the output folder'],
    ['src/../../x.ts', 'leaves the output folder'],
    ['/etc/passwd', 'is absolute'],
    ['C:/Windows/x.ts', 'is absolute'],
    ['src\\..\\..\\x.ts', 'contains a backslash or NUL'],
    ['src/x\0.ts', 'contains a backslash or NUL'],
    ['src/CON.ts', 'uses a name Windows reserves'],
    ['src/lpt9', 'uses a name Windows reserves'],
    [`src/${'x'.repeat(300)}.ts`, 'has a segment longer than 255 bytes'],
  ])('refuses %j (%s) and leaves the previous output untouched', async (path, problem) => {
    const target = join(root, 'direct', 'out');
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, 'previous.txt'), 'kept');
    const files = [
      { path: 'ok.ts', contents: 'export {};\n' },
      { path, contents: 'x' },
    ];
    const failure = await replaceDirectory(target, files, 'test/generator').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(BrackenEngineError);
    expect((failure as Error).message).toBe(
      `refusing to write a generated file: ${JSON.stringify(path)} from test/generator ${problem}`,
    );
    expect(readdirSync(target)).toEqual(['previous.txt']);
    expect(readdirSync(join(root, 'direct'))).toEqual(['out']);
  });
});
