import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { WorkspaceError } from './file-tree';

/**
 * A `generators.yml` path as a run takes it: relative to `root` when inside it, so problems read
 * `apis/petstore/generators.yml:3:16: error: …`, absolute otherwise.
 *
 * @throws WorkspaceError when the file does not exist.
 * @example
 * resolveConfigFile('/repo', '/repo/apis/petstore/generators.yml'); // 'apis/petstore/generators.yml'
 */
export function resolveConfigFile(root: string, path: string): string {
  const file = resolve(root, path);
  const inside = relative(root, file);
  if (!existsSync(file)) throw new WorkspaceError(`configuration file not found: ${inside}`);
  return inside === '' || inside.startsWith('..') || isAbsolute(inside) ? file : inside;
}
