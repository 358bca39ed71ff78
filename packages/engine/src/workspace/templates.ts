import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import type * as Ejs from 'ejs';
import type { FileTree } from './file-tree';

function listFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => (statSync(join(dir, name)).isDirectory() ? listFiles(join(dir, name)) : [join(dir, name)]));
}

/**
 * Renders a folder of EJS templates into the tree: each file's text through EJS, `__name__`
 * segments of its path replaced, and the `.ejs` extension dropped, so templates keep their
 * editor highlighting as `*.yml.ejs`.
 *
 * @param source - absolute folder of the templates.
 * @param target - workspace-relative folder to write into.
 * @param substitutions - values for the templates and for `__name__` segments of file names.
 * @example
 * renderTemplates(tree, join(__dirname, 'files', 'common'), 'apis/petstore', { name: 'petstore' });
 */
export function renderTemplates(
  tree: FileTree,
  source: string,
  target: string,
  substitutions: Record<string, unknown>,
): void {
  // Loaded here: only scaffolding needs ejs.
  const ejs = require('ejs') as typeof Ejs;
  for (const file of listFiles(source)) {
    let path = posix.join(target, relative(source, file).split(sep).join('/'));
    for (const [key, value] of Object.entries(substitutions)) path = path.split(`__${key}__`).join(String(value));
    tree.write(
      path.endsWith('.ejs') ? path.slice(0, -'.ejs'.length) : path,
      ejs.render(readFileSync(file, 'utf8'), substitutions, { filename: file }),
    );
  }
}
