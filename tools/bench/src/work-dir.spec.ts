import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchWorkDir } from './work-dir';

describe('benchWorkDir', () => {
  it('writes into the folder BRACKEN_BENCH_DIR names, so two checkouts can run at once', () => {
    const root = mkdtempSync(join(tmpdir(), 'bench-dir-'));
    try {
      const chosen = join(root, 'run-a');
      expect(benchWorkDir({ BRACKEN_BENCH_DIR: chosen })).toBe(chosen);
      expect(existsSync(chosen)).toBe(true);
      expect(benchWorkDir({})).not.toBe(chosen);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
