import {
  featureRuntimeCandidates,
  featureRuntimeSource,
  findRuntimeDirectory,
  runtimeFiles,
  runtimeSourcesModule,
} from './runtime-files';

describe('runtime core files', () => {
  it('are the same read from the folder and from the module the build writes', () => {
    const folder = findRuntimeDirectory();
    const fromFolder = runtimeFiles(folder);
    const features = featureRuntimeCandidates()[1]!;
    const exports: { files?: Array<[string, string]>; features?: Array<[string, string]> } = {};
    new Function('exports', runtimeSourcesModule(folder, features))(exports);
    expect(exports.files!.map(([path, contents]) => ({ path, contents }))).toEqual(fromFolder);
    // The feature runtimes travel in the same module, by path below `features/`.
    expect(exports.features!.find(([path]) => path === 'grpc/runtime.ts')?.[1]).toBe(
      featureRuntimeSource('grpc/runtime.ts'),
    );
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
