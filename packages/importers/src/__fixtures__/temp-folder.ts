import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A scratch folder for a test, removed by `cleanup`. */
export interface TempFolder {
  dir: string;
  write(relativePath: string, text: string): string;
  cleanup(): void;
}

/** Creates a scratch folder under the system temp folder. */
export function createTempFolder(prefix = 'bracken-importers-'): TempFolder {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    write(relativePath, text) {
      const file = join(dir, relativePath);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text, 'utf8');
      return file;
    },
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
