import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replaceFileTree } from './file-tree';
import { createTempFolder } from './temp-folder';

describe('a file tree written as the whole of a folder', () => {
  it('writes each file under its folders, text and bytes alike', () => {
    const folder = createTempFolder('bracken-tree-');
    try {
      const dir = join(folder.dir, 'sdk');
      replaceFileTree(dir, [
        { path: 'src/api/index.ts', contents: 'export {};\n' },
        { path: 'logo.bin', contents: new Uint8Array([0, 255]) },
      ]);
      expect(readFileSync(join(dir, 'src', 'api', 'index.ts'), 'utf8')).toBe('export {};\n');
      expect([...readFileSync(join(dir, 'logo.bin'))]).toEqual([0, 255]);
    } finally {
      folder.cleanup();
    }
  });

  it('removes what the folder held before', () => {
    const folder = createTempFolder('bracken-tree-');
    try {
      const stale = folder.write('sdk/old.ts', 'old');
      replaceFileTree(join(folder.dir, 'sdk'), [{ path: 'new.ts', contents: 'new' }]);
      expect(existsSync(stale)).toBe(false);
      expect(existsSync(join(folder.dir, 'sdk', 'new.ts'))).toBe(true);
    } finally {
      folder.cleanup();
    }
  });
});
