import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Repository root. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/** A workspace package: its folder (relative to the root, `/`-separated) and its manifest. */
export interface WorkspacePackage {
  dir: string;
  manifest: { name?: string; bin?: string | Record<string, string> };
}

/** Every package the root `package.json` names through `workspaces`, as git tracks them. */
export function workspacePackages(): WorkspacePackage[] {
  const root = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  const tracked = trackedFiles();
  const packages: WorkspacePackage[] = [];
  for (const pattern of root.workspaces) {
    // Every pattern is `<folder>/*`: one package per sub-folder that holds a package.json.
    const base = pattern.replace(/\/\*$/, '');
    for (const file of tracked) {
      const match = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/([^/]+)/package\\.json$`).exec(file);
      if (match)
        packages.push({
          dir: `${base}/${match[1]}`,
          manifest: JSON.parse(readFileSync(join(REPO_ROOT, file), 'utf8')) as WorkspacePackage['manifest'],
        });
    }
  }
  return packages.sort((a, b) => a.dir.localeCompare(b.dir));
}

/** The files git tracks in the repository, `/`-separated. */
export function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((f) => f !== '');
}

/** The shell code blocks of the README, in order, each as its lines. */
export function readmeShellBlocks(): string[][] {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  const blocks: string[][] = [];
  const fence = /^```sh\n([\s\S]*?)^```$/gm;
  for (let match = fence.exec(readme); match !== null; match = fence.exec(readme)) {
    blocks.push(match[1]!.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#')));
  }
  return blocks;
}
