import { findRuntimeDirectory, runtimeFiles, runtimeSourcesModule } from './runtime-files';

describe('runtime core files', () => {
  it('are the same read from the folder and from the module the build writes', () => {
    const folder = findRuntimeDirectory();
    const fromFolder = runtimeFiles(folder);
    const exports: { files?: Array<[string, string]> } = {};
    new Function('exports', runtimeSourcesModule(folder))(exports);
    expect(exports.files!.map(([path, contents]) => ({ path, contents }))).toEqual(fromFolder);
    // The core as SDKs carry it: its entry point, no tests.
    expect(fromFolder.map((f) => f.path)).toContain('src/core/index.ts');
    expect(fromFolder.some((f) => f.path.endsWith('.spec.ts'))).toBe(false);
  });

  it('come as new objects each time, so a caller may change them', () => {
    const first = runtimeFiles();
    first[0]!.contents = 'changed';
    expect(runtimeFiles()[0]!.contents).not.toBe('changed');
  });
});
