import { readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { REPO_ROOT, trackedFiles, workspacePackages } from './support';

// npm links a package's commands when `npm ci` runs, before any build: a `bin` that points
// into a build folder is not there yet, so npm skips it and `npx <command>` cannot find it.

describe('workspace commands', () => {
  const packages = workspacePackages();
  const tracked = new Set(trackedFiles());
  const bins = packages.flatMap((pkg) => {
    const bin = pkg.manifest.bin;
    if (bin === undefined) return [];
    const entries = typeof bin === 'string' ? { [pkg.manifest.name ?? pkg.dir]: bin } : bin;
    return Object.entries(entries).map(([command, target]) => ({
      command,
      file: posix.normalize(posix.join(pkg.dir, target)),
    }));
  });

  it('finds the workspace packages and the bracken command among them', () => {
    expect(packages.map((p) => p.manifest.name)).toContain('@bracken/cli');
    expect(bins.map((b) => b.command)).toContain('bracken');
  });

  it.each(bins.map((b) => [b.command, b.file]))(
    'links %s to a file git tracks (%s), executable, with a node shebang',
    (_command, file) => {
      expect(tracked.has(file)).toBe(true);
      expect(statSync(join(REPO_ROOT, file)).mode & 0o111).not.toBe(0);
      expect(readFileSync(join(REPO_ROOT, file), 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
    },
  );
});
