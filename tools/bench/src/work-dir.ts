import { accessSync, constants, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

/** Environment variable naming the folder generators write into, for runs side by side. */
export const WORK_DIR_VARIABLE = 'BRACKEN_BENCH_DIR';

/**
 * The folder generators write into: `$BRACKEN_BENCH_DIR` when set (two checkouts benchmarked
 * at once must not share one), else a RAM disk (`/dev/shm`) when the machine has one, so
 * that the figures measure the generators rather than the disk: on a slow disk, writing
 * thousands of small files costs more than generating them.
 *
 * @example
 *     benchWorkDir({ BRACKEN_BENCH_DIR: "/dev/shm/bench-a" }); // "/dev/shm/bench-a"
 */
export function benchWorkDir(env: NodeJS.ProcessEnv = process.env): string {
  const chosen = env[WORK_DIR_VARIABLE];
  if (chosen !== undefined && chosen !== '') {
    const folder = path.resolve(chosen);
    mkdirSync(folder, { recursive: true });
    return folder;
  }
  let base = tmpdir();
  try {
    accessSync('/dev/shm', constants.W_OK);
    base = '/dev/shm';
  } catch {
    // no RAM disk: the system temp folder
  }
  const folder = path.join(base, 'bracken-bench');
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** Empties (or creates) a folder. */
export function resetDir(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
}

/** Counts the files under a folder and their total size in bytes. */
export function measureTree(folder: string): { files: number; bytes: number } {
  if (!existsSync(folder)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  const visit = (current: string): void => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile()) {
        files++;
        bytes += statSync(full).size;
      }
    }
  };
  visit(folder);
  return { files, bytes };
}
