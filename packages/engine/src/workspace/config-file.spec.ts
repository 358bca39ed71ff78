import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveConfigFile } from './config-file';
import { WorkspaceError } from './file-tree';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bracken-config-file-'));
  mkdirSync(join(root, 'repo/apis/petstore'), { recursive: true });
  writeFileSync(join(root, 'repo/apis/petstore/generators.yml'), 'api: {}\n');
  writeFileSync(join(root, 'outside.yml'), 'api: {}\n');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('resolveConfigFile', () => {
  it('gives a file inside the root relative to it, and one outside as an absolute path', () => {
    const repo = join(root, 'repo');
    expect(resolveConfigFile(repo, join(repo, 'apis/petstore/generators.yml'))).toBe('apis/petstore/generators.yml');
    expect(resolveConfigFile(repo, './apis/petstore/../petstore/generators.yml')).toBe('apis/petstore/generators.yml');
    expect(resolveConfigFile(repo, '../outside.yml')).toBe(join(root, 'outside.yml'));
  });

  it('names the missing file relative to the root', () => {
    const repo = join(root, 'repo');
    expect(() => resolveConfigFile(repo, 'apis/petstore/other.yml')).toThrow(
      new WorkspaceError('configuration file not found: apis/petstore/other.yml'),
    );
  });
});
