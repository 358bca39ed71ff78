import { lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ignore from 'ignore';

/** File at a repository's root that lists paths delivery never touches (gitignore syntax). */
export const BRACKENIGNORE_FILE = '.brackenignore';

/** Whether `.brackenignore` lists a POSIX path relative to its folder (a folder ends in `/`). */
export type IgnoreRules = (path: string) => boolean;

/**
 * Reads `.brackenignore` at `root`, if there is one, into a matcher. Only a regular file
 * counts: a symbolic link there is not followed.
 */
export function loadIgnoreRules(root: string): IgnoreRules | undefined {
  const file = join(root, BRACKENIGNORE_FILE);
  let text: string;
  try {
    if (!lstatSync(file).isFile()) return undefined;
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const matcher = ignore().add(text);
  return (path) => matcher.ignores(path);
}

/** Reads `.brackenignore` at `root` into a matcher; paths it matches, and the file itself, are never touched. */
export async function readIgnoreRules(root: string): Promise<(path: string) => boolean> {
  const rules = loadIgnoreRules(root);
  return (path) => path === BRACKENIGNORE_FILE || rules?.(path) === true;
}
