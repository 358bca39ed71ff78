import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A file of a tree, at a posix path relative to the tree's folder. */
export interface TreeFile {
  path: string;
  contents: string | Uint8Array;
}

/**
 * Writes `files` as the whole content of `dir`: what was there before is removed first.
 *
 * @example
 * ```ts
 * replaceFileTree(join(root, 'tmp', 'gen-ts', 'petstore'), await generator.generate(ir, config, context));
 * ```
 */
export function replaceFileTree(dir: string, files: readonly TreeFile[]): void {
  rmSync(dir, { recursive: true, force: true });
  for (const file of files) {
    const target = join(dir, ...file.path.split('/'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.contents);
  }
}
