import { readJsonFile, type FileTree } from './file-tree';

type Manifest = Record<string, Record<string, unknown> | undefined>;

/**
 * A dependency on `peer` at the version the root `package.json` declares for `host`, when it
 * declares `host` and not `peer`: a package manager then never picks a newer `peer` whose own peer
 * range leaves out that `host`.
 *
 * @example
 * peerAtHostVersion(tree, '@nx/devkit', 'nx'); // { '@nx/devkit': '23.2.1' } when only "nx": "23.2.1" is declared
 */
export function peerAtHostVersion(tree: FileTree, peer: string, host: string): Record<string, string> {
  const manifest = readJsonFile<Manifest>(tree, 'package.json') ?? {};
  const declared = { ...manifest['dependencies'], ...manifest['devDependencies'] };
  const version = declared[host];
  return declared[peer] !== undefined || typeof version !== 'string' ? {} : { [peer]: version };
}
