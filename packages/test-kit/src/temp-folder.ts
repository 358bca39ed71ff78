import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A scratch folder for a test, removed by `cleanup`. */
export interface TempFolder {
  /** Absolute path of the folder. */
  dir: string;
  /** Writes a UTF-8 file at a path relative to the folder, creating its parents; returns its absolute path. */
  write(relativePath: string, text: string): string;
  /** Removes the folder and everything in it. */
  cleanup(): void;
}

/**
 * Creates a scratch folder under the system temp folder.
 *
 * @param prefix - start of the folder's name, which says in a listing whose folder it is.
 * @example
 * ```ts
 * const folder = createTempFolder('bracken-config-');
 * const file = folder.write('api/generators.yml', 'api: {}\n');
 * folder.cleanup();
 * ```
 */
export function createTempFolder(prefix = 'bracken-test-'): TempFolder {
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
