import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A scratch folder with files, removed by `cleanup`. */
export interface TempFolder {
  dir: string;
  write(relativePath: string, text: string): string;
  cleanup(): void;
}

export function createTempFolder(prefix = 'bracken-config-'): TempFolder {
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

/** Folder of the spec-derived example configurations. */
export const SPEC_EXAMPLES_DIR = join(__dirname, 'spec-examples');
