import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileParts, generateTypeScriptSdk, generator } from '@bracken/generator-typescript';
import { parseOpenApi } from '@bracken/importers';
import { resolveOutputDirectory } from './destinations';
import { assertSafeRelativePath, findWorkspaceRoot, replaceDirectory } from './write-output';

describe('writing generated output', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'bracken-out-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('replaces the files of the previous generation and keeps .git, node_modules and files Bracken did not write', async () => {
    const target = join(root, 'sdk');
    await replaceDirectory(
      target,
      [
        { path: 'stale.ts', contents: 'old' },
        { path: 'src/old.ts', contents: 'old' },
      ],
      'test',
    );
    await mkdir(join(target, '.git'), { recursive: true });
    await mkdir(join(target, 'node_modules', 'x'), { recursive: true });
    await writeFile(join(target, 'src', 'mine.ts'), 'mine');
    await replaceDirectory(
      target,
      [
        { path: 'src/index.ts', contents: 'export {};\n' },
        { path: 'package.json', contents: '{}' },
      ],
      'test',
    );
    expect((await readdir(target)).sort()).toEqual([
      '.generated-files.json',
      '.git',
      'node_modules',
      'package.json',
      'src',
    ]);
    expect((await readdir(join(target, 'src'))).sort()).toEqual(['index.ts', 'mine.ts']);
    expect(await readFile(join(target, 'src/index.ts'), 'utf8')).toBe('export {};\n');
    expect(JSON.parse(await readFile(join(target, '.generated-files.json'), 'utf8'))).toEqual({
      version: 1,
      files: ['package.json', 'src/index.ts'],
    });
    expect((await readdir(root)).sort()).toEqual(['sdk']);
  });

  it('writes a file kept in parts exactly as its contents, without joining it', async () => {
    const spec = join(__dirname, '..', '..', '..', 'examples', 'petstore', 'openapi.yml');
    const ir = await parseOpenApi({ file: spec, displayFile: 'openapi.yml' });
    const files = await generateTypeScriptSdk(ir, { packageName: 'petstore-sdk', packageVersion: '1.0.0' });
    const inParts = files.filter((f) => fileParts(f) !== undefined);
    expect(inParts.map((f) => f.path)).toContain('src/api/types.ts');
    // Writing reads the parts: reading `contents`, which would join them, throws meanwhile.
    const descriptors = inParts.map((file) => Object.getOwnPropertyDescriptor(file, 'contents')!);
    for (const file of inParts) {
      Object.defineProperty(file, 'contents', {
        configurable: true,
        enumerable: true,
        get: () => {
          throw new Error(`contents of ${file.path} read`);
        },
      });
    }
    const target = join(root, 'sdk');
    await replaceDirectory(target, files, 'test', { parts: (file) => generator.fileParts?.(file) });
    inParts.forEach((file, index) => Object.defineProperty(file, 'contents', descriptors[index]!));
    for (const file of files)
      expect([file.path, await readFile(join(target, file.path), 'utf8')]).toEqual([file.path, file.contents]);
  });

  it('leaves the previous output untouched when a path is unsafe', async () => {
    const target = join(root, 'sdk');
    await mkdir(target);
    await writeFile(join(target, 'keep.ts'), 'keep');
    await expect(
      replaceDirectory(
        target,
        [
          { path: 'ok.ts', contents: '' },
          { path: '../../escape.ts', contents: 'x' },
        ],
        'petstore/ts',
      ),
    ).rejects.toThrow(
      'refusing to write a generated file: "../../escape.ts" from petstore/ts leaves the output folder',
    );
    expect(await readdir(target)).toEqual(['keep.ts']);
    expect(existsSync(join(root, '..', 'escape.ts'))).toBe(false);
  });

  it.each([
    ['/etc/passwd', 'is absolute'],
    ['C:/x.ts', 'is absolute'],
    ['a/../../b', 'leaves the output folder'],
    ['src/CON.ts', 'uses a name Windows reserves'],
    [`${'a'.repeat(300)}.ts`, 'has a segment longer than 255 bytes'],
    ['a\\b.ts', 'contains a backslash or NUL'],
  ])('rejects %s', (path, why) => {
    expect(() => assertSafeRelativePath(path, 'g')).toThrow(why);
  });

  it('keeps output folders inside the workspace unless allowed', async () => {
    const configDir = join(root, 'api');
    expect(
      resolveOutputDirectory({
        configDir,
        path: './sdk',
        workspaceRoot: root,
        allowOutsideWorkspace: false,
        what: 'g',
      }),
    ).toBe(join(configDir, 'sdk'));
    expect(() =>
      resolveOutputDirectory({
        configDir,
        path: '../../elsewhere',
        workspaceRoot: root,
        allowOutsideWorkspace: false,
        what: 'g',
      }),
    ).toThrow(
      /output path leaves the workspace: g \(\.\.\/\.\.\/elsewhere resolves outside .*\); pass --allow-outside-workspace/,
    );
    expect(
      resolveOutputDirectory({
        configDir,
        path: '../../elsewhere',
        workspaceRoot: root,
        allowOutsideWorkspace: true,
        what: 'g',
      }),
    ).toBe(join(root, '..', 'elsewhere'));
    expect(() =>
      resolveOutputDirectory({ configDir, path: '.', workspaceRoot: root, allowOutsideWorkspace: false, what: 'g' }),
    ).toThrow('would replace the folder holding generators.yml');
    expect(() =>
      resolveOutputDirectory({ configDir, path: '..', workspaceRoot: root, allowOutsideWorkspace: false, what: 'g' }),
    ).toThrow('would replace the folder holding generators.yml');
  });

  it('finds the workspace root by nx.json', async () => {
    await writeFile(join(root, 'nx.json'), '{}');
    await mkdir(join(root, 'apis', 'pets'), { recursive: true });
    expect(findWorkspaceRoot(join(root, 'apis', 'pets'))).toBe(root);
  });
});
