import { copyFileSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runCommand, type CommandResult } from './run-command';

/** Options of {@link releaseFromClone}. */
export interface ReleaseFromCloneOptions {
  /** The repository to release; it is only read. */
  repoRoot: string;
  /** Folder for the clone and the npm user config. */
  workDir: string;
  /** Registry URL with a trailing slash. */
  registry: string;
  /** Token allowed to publish there. */
  token: string;
  /** Environment for git, npm and Nx. */
  env: NodeJS.ProcessEnv;
}

/** What {@link releaseFromClone} did. */
export interface ReleaseFromClone {
  /** The clone the release ran in. */
  clone: string;
  /** Version of the packages before the release, published first as the earlier release. */
  previousVersion: string;
  /** `nx release --dry-run`: whether it changed a file of the clone, and the tags after it. */
  dryRun: CommandResult & { changed: boolean; tags: string[] };
  /** `nx release --yes`. */
  release: CommandResult;
  /** Tags of the clone after the release. */
  tags: string[];
}

const MINUTE = 60_000;

/**
 * Releases the Bracken packages the way a maintainer does, in a clone of the repository so
 * that no commit, tag or file of the repository itself changes: the clone gets the working
 * tree's changes as one commit, tagged as the current version, which `nx release publish`
 * publishes as the earlier release. A `feat(nx)` commit follows, then `nx release --dry-run`
 * and `nx release --yes`, which builds, versions from the conventional commits, writes the
 * changelog, commits, tags and publishes every package to `registry`.
 *
 * @example
 * const released = await releaseFromClone({ repoRoot, workDir: temp, registry: registry.url, token: registry.token, env });
 */
export async function releaseFromClone(options: ReleaseFromCloneOptions): Promise<ReleaseFromClone> {
  const clone = join(options.workDir, 'bracken-clone');
  const userConfig = join(options.workDir, 'release.npmrc');
  writeFileSync(
    userConfig,
    `registry=${options.registry}\n${options.registry.replace(/^https?:/, '')}:_authToken=${options.token}\n`,
  );
  // The clone keeps its own Nx cache and data: Nx would otherwise share this repository's.
  const env: NodeJS.ProcessEnv = {
    ...options.env,
    NPM_CONFIG_USERCONFIG: userConfig,
    npm_config_registry: options.registry,
    NX_CACHE_DIRECTORY: join(clone, '.nx', 'cache'),
    NX_WORKSPACE_DATA_DIRECTORY: join(clone, '.nx', 'workspace-data'),
  };
  const run = async (command: string, args: string[], cwd = clone, timeoutMs = 5 * MINUTE): Promise<CommandResult> => {
    const result = await runCommand(command, args, { cwd, env, timeoutMs });
    if (result.code !== 0)
      throw new Error(
        `${command} ${args.join(' ')} failed (${result.code}) in ${cwd}:\n${result.stdout}\n${result.stderr}`,
      );
    return result;
  };
  const git = (...args: string[]): Promise<CommandResult> =>
    run('git', ['-c', 'user.name=Bracken E2E', '-c', 'user.email=e2e@example.com', ...args]);

  await run('git', ['clone', '--quiet', '--no-hardlinks', options.repoRoot, clone], options.workDir);
  // The working tree, not only the last commit, is what gets released.
  const diff = (await run('git', ['diff', 'HEAD', '--binary'], options.repoRoot)).stdout;
  if (diff.trim() !== '') {
    writeFileSync(join(options.workDir, 'working-tree.patch'), diff);
    await git('apply', '--whitespace=nowarn', join(options.workDir, 'working-tree.patch'));
  }
  const untracked = (await run('git', ['ls-files', '--others', '--exclude-standard', '-z'], options.repoRoot)).stdout
    .split('\0')
    .filter((file) => file !== '');
  for (const file of untracked) {
    mkdirSync(dirname(join(clone, file)), { recursive: true });
    copyFileSync(join(options.repoRoot, file), join(clone, file));
  }
  await git('add', '-A');
  await git('commit', '--quiet', '--allow-empty', '-m', 'chore: release candidate');
  // Linked after the commit: git would track a link where it ignores a folder.
  symlinkSync(join(options.repoRoot, 'node_modules'), join(clone, 'node_modules'), 'dir');
  const previousVersion = (
    JSON.parse(readFileSync(join(clone, 'packages', 'nx', 'package.json'), 'utf8')) as { version: string }
  ).version;
  await git('tag', `v${previousVersion}`);

  await run(
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'build',
      '--projects=packages/*',
      '--exclude=packages/runtime-typescript',
      '--output-style=stream',
    ],
    clone,
    10 * MINUTE,
  );
  await run('npx', ['nx', 'release', 'publish', '--yes']);

  writeFileSync(join(clone, 'packages', 'nx', 'RELEASE-CANDIDATE.md'), 'A change to release.\n');
  await git('add', 'packages/nx/RELEASE-CANDIDATE.md');
  await git('commit', '--quiet', '-m', 'feat(nx): release candidate');

  const statusBefore = (await run('git', ['status', '--porcelain'])).stdout;
  const dryRun = await run('npx', ['nx', 'release', '--dry-run', '--yes'], clone, 10 * MINUTE);
  const status = (await run('git', ['status', '--porcelain'])).stdout;
  const dryRunTags = (await run('git', ['tag', '--list'])).stdout.split('\n').filter((tag) => tag !== '');
  const release = await run('npx', ['nx', 'release', '--yes'], clone, 10 * MINUTE);
  const tags = (await run('git', ['tag', '--list'])).stdout.split('\n').filter((tag) => tag !== '');
  return {
    clone,
    previousVersion,
    dryRun: { ...dryRun, changed: status !== statusBefore, tags: dryRunTags },
    release,
    tags,
  };
}
