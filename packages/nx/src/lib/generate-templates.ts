import { generateFiles, type Tree } from '@nx/devkit';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Renders a folder of EJS templates into the tree and drops the `.ejs` extension from
 * every file name, so templates keep their editor highlighting as `*.yml.ejs`.
 *
 * @param tree - the workspace tree.
 * @param source - absolute folder of templates.
 * @param target - workspace-relative folder to write into.
 * @param substitutions - values for the templates and for `__name__` segments of file names.
 * @example
 * generateTemplates(tree, join(__dirname, 'files', 'common'), 'apis/petstore', { name: 'petstore' });
 */
export function generateTemplates(tree: Tree, source: string, target: string, substitutions: Record<string, unknown>): void {
  generateFiles(tree, source, target, substitutions);
  for (const file of listFiles(source)) {
    if (!file.endsWith('.ejs')) continue;
    let written = join(target, relative(source, file));
    for (const [key, value] of Object.entries(substitutions)) written = written.split(`__${key}__`).join(String(value));
    if (tree.exists(written)) tree.rename(written, written.slice(0, -'.ejs'.length));
  }
}

function listFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? listFiles(path) : [path];
    });
}
