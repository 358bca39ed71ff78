import { resolve } from 'node:path';
import { parseOpenApi } from '@bracken/importers';
import { generateTypeScriptSdk, TypeScriptGeneratorError, type TypeScriptGeneratorOptions } from './index';
import type { GeneratedFile } from './printer/printer';
import { petstoreIr } from './__fixtures__/petstore';
import { REPO_ROOT } from './__fixtures__/sdk-harness';

const OPTIONS: TypeScriptGeneratorOptions = { packageName: '@acme/petstore-sdk', packageVersion: '1.2.3' };

function sortedByPath(files: GeneratedFile[]): GeneratedFile[] {
  return [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

describe('generation split into shares', () => {
  it.each([2, 3, 5])('gives exactly the unshared files when %i shares are put together', async (count) => {
    const ir = await parseOpenApi({ file: resolve(REPO_ROOT, 'examples/petstore/openapi.yml') });
    for (const noSerdeLayer of [false, true]) {
      const whole = await generateTypeScriptSdk(ir, { ...OPTIONS, noSerdeLayer });
      const shares = await Promise.all(Array.from({ length: count }, (_, index) => generateTypeScriptSdk(ir, { ...OPTIONS, noSerdeLayer, shard: { index, count } })));
      const paths = shares.flat().map((f) => f.path);
      expect(new Set(paths).size).toBe(paths.length);
      expect(sortedByPath(shares.flat())).toEqual(whole);
    }
  });

  it('puts only type files in shares after the first', async () => {
    const files = await generateTypeScriptSdk(petstoreIr(), { ...OPTIONS, shard: { index: 1, count: 2 } });
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file.path).toMatch(/^src\/(api|serialization)\/types\/[^/]+\.ts$/);
    expect(files.map((f) => f.path)).not.toContain('src/api/types/index.ts');
  });

  it.each([
    [{ index: 2, count: 2 }],
    [{ index: -1, count: 2 }],
    [{ index: 0, count: 0 }],
    [{ index: 0.5, count: 2 }],
  ])('rejects the share %j', async (shard) => {
    await expect(generateTypeScriptSdk(petstoreIr(), { ...OPTIONS, shard })).rejects.toThrow(TypeScriptGeneratorError);
  });
});
