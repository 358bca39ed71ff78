import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PublishError, type PublishStep } from './errors';
import { runCommand } from './exec';
import { createGithubApi, DEFAULT_GITHUB_API_URL, type GithubApi } from './github-api';
import type { Redactor } from './redact';
import { readIgnoreRules } from './brackenignore';
import { findMentions, replaceTree } from './tree';
import type { PublishGithubConfig } from './types';

/**
 * The ref that holds the pristine generated tree of the last delivery, the base that replay
 * merges the user's changes from. Its name never mentions the maker, for whitelabel delivery.
 */
export const GENERATED_REF = 'refs/generated/sdk';

/** The ref that holds the release record: the last released version, its IR and changelog. */
export const RELEASE_RECORD_REF = 'refs/generated/release';

/** Default base URL that `repository: owner/name` is cloned from. */
export const DEFAULT_GITHUB_URL = 'https://github.com';

/** Commit identity. */
export interface GitIdentity {
  name: string;
  email: string;
}

/** Inputs of {@link deliverToGit}; credentials are already resolved. */
export interface GitDeliveryOptions {
  github: PublishGithubConfig;
  /** The prepared tree to deliver. */
  treeDir: string;
  version: string;
  generatorName: string;
  identity: GitIdentity;
  /** Whitelabel delivery: nothing may mention `bracken`. */
  whitelabel: boolean;
  /** Resolved token for pushes and REST calls. */
  token?: string;
  /** User name that goes with the token in HTTP basic auth. */
  tokenUser: string;
  reviewers: { users: string[]; teams: string[] };
  githubUrl: string;
  githubApiUrl?: string;
  workDir: string;
  dryRun: boolean;
  redact: Redactor;
  log: (line: string) => void;
  /** Merge the user's changes since the last delivery into the new tree (three-way, with git). @default false */
  replay?: boolean;
  /** Tag and create a release in `release` mode; `false` pushes to the branch instead. @default true */
  release?: boolean;
  /** Files of the release record, pushed to {@link RELEASE_RECORD_REF} with the delivery. */
  record?: Record<string, string>;
}

/** What replay did: the files merged with conflicts, and the branch that holds them. */
export interface ReplayOutcome {
  /** Whether there was a previous generation to replay onto. */
  replayed: boolean;
  /** Files whose changes could not be merged; empty when the merge was clean. */
  conflicts: string[];
  /** The branch that received a conflicted merge, instead of the user's branch. */
  conflictBranch?: string;
}

/** Outcome of a git delivery. */
export interface GitDeliveryResult {
  mode: 'release' | 'push' | 'pull-request';
  target: string;
  branch: string;
  commit?: string;
  changed: boolean;
  tag?: string;
  url?: string;
  /** What replay did, when it was enabled. */
  replay?: ReplayOutcome;
}

interface RemoteState {
  defaultBranch?: string;
  heads: Map<string, string>;
  tags: Set<string>;
  /** Refs outside heads and tags (the generated tree and the release record). */
  others: Map<string, string>;
}

/**
 * Delivers a prepared tree to a git repository in a temporary clone: `release` commits,
 * tags `v<version>` and creates a GitHub release; `push` pushes to `branch`; `pull-request`
 * pushes a new branch and opens a pull request with reviewers. Pushes are atomic, and when a
 * later REST call fails the pushed refs are rolled back, so a failure leaves the remote as it
 * was. The temporary clone is always removed. `beforePush` runs after the commit and tag
 * exist locally and before anything is pushed.
 */
export async function deliverToGit(
  options: GitDeliveryOptions,
  beforePush?: () => Promise<void>,
): Promise<GitDeliveryResult> {
  const { github, version, redact, log } = options;
  const selfHosted = 'uri' in github;
  const configured = github.mode ?? (selfHosted ? 'push' : 'release');
  // Without a release, a release delivery still commits to its branch, as a push.
  const mode = configured === 'release' && options.release === false ? 'push' : configured;
  const remoteUrl = selfHosted ? github.uri : `${options.githubUrl.replace(/\/+$/, '')}/${github.repository}.git`;
  const target = redact(withoutCredentials(remoteUrl));
  const slug = selfHosted ? slugOf(github.uri) : github.repository;
  const api = createApi(options, selfHosted, slug, target);
  if ((mode === 'release' || (mode === 'pull-request' && !selfHosted)) && api === undefined) {
    throw new PublishError(
      'credentials',
      target,
      `${mode} needs a token for the GitHub API: set whitelabel.github.token or GITHUB_TOKEN`,
    );
  }

  const root = await mkdtemp(join(options.workDir, 'git-delivery-'));
  const repo = join(root, 'repo');
  const git = (
    step: PublishStep,
    args: string[],
    cwd = repo,
    allowFailure = false,
    extraEnv: Record<string, string> = {},
  ) =>
    runCommand('git', args, {
      cwd,
      step,
      target,
      redact,
      env: { ...gitEnvironment(options, remoteUrl), ...extraEnv },
      allowFailure,
    });
  try {
    const remote = await readRemote(git, remoteUrl, root);
    const defaultBranch = remote.defaultBranch ?? 'main';
    let tag = mode === 'release' ? `v${version}` : undefined;
    let branch: string;
    let base: string | undefined;
    if (mode === 'release') {
      branch = github.branch ?? defaultBranch;
      if (github.branch !== undefined && !remote.heads.has(branch)) {
        throw new PublishError(
          'clone',
          target,
          `branch ${branch} does not exist; a release goes to an existing branch`,
        );
      }
      if (tag !== undefined && remote.tags.has(tag)) {
        throw new PublishError('tag', target, `tag ${tag} already exists: version ${version} was already released`);
      }
      base = remote.heads.has(branch) ? branch : undefined;
    } else if (mode === 'push') {
      branch = github.branch ?? defaultBranch;
      base = remote.heads.has(branch) ? branch : remote.heads.has(defaultBranch) ? defaultBranch : undefined;
    } else {
      const into = github.branch ?? defaultBranch;
      if (!remote.heads.has(into)) {
        throw new PublishError('clone', target, `base branch ${into} does not exist; a pull request needs one`);
      }
      base = into;
      branch = uniqueBranch(`update-sdk-v${version}`, remote.heads);
    }

    if (base !== undefined) {
      await git('clone', ['clone', '--quiet', '--no-tags', '--single-branch', '--branch', base, remoteUrl, repo], root);
      if (base !== branch) await git('clone', ['checkout', '--quiet', '-b', branch]);
    } else {
      await git('clone', ['init', '--quiet', '--initial-branch', branch, repo], root);
      await git('clone', ['remote', 'add', 'origin', remoteUrl]);
    }

    const userHead = base !== undefined ? (await git('clone', ['rev-parse', 'HEAD'])).stdout.trim() : undefined;
    const previousGenerated =
      options.replay === true && userHead !== undefined ? remote.others.get(GENERATED_REF) : undefined;
    if (previousGenerated !== undefined)
      await git('clone', ['fetch', '--quiet', '--no-tags', 'origin', `+${GENERATED_REF}:${GENERATED_REF}`]);
    await replaceTree(options.treeDir, repo);
    // The pristine tree of this generation, recorded for the next run's replay.
    const pristine =
      options.replay === true
        ? await commitFolder(
            git,
            join(root, 'pristine.index'),
            options.treeDir,
            previousGenerated,
            `Generated SDK v${version}`,
          )
        : undefined;
    let replay: ReplayOutcome | undefined;
    if (options.replay === true) {
      replay = { replayed: false, conflicts: [] };
      if (previousGenerated !== undefined && userHead !== undefined) {
        replay = await replayOnto(git, previousGenerated, userHead);
        if (replay.conflicts.length > 0) {
          branch = uniqueBranch(`${options.whitelabel ? 'sdk' : 'bracken'}-replay-v${version}`, remote.heads);
          await git('commit', ['checkout', '--quiet', '-b', branch]);
          replay.conflictBranch = branch;
          log(
            `replay: ${replay.conflicts.length} file(s) have conflicting changes (${replay.conflicts.join(', ')}); the merge with conflict markers goes to branch ${branch}, ${base} is left as it was`,
          );
        } else {
          log(`replay: your changes since the last generation were merged onto v${version}`);
        }
      }
    }
    const conflicted = (replay?.conflicts.length ?? 0) > 0;
    if (options.whitelabel) {
      const isProtected = await readIgnoreRules(repo);
      const mentions = await findMentions(repo, 'bracken', isProtected);
      if (mentions.length > 0) {
        throw new PublishError(
          'commit',
          target,
          `whitelabel delivery refused: the generated files mention the generator's name (${mentions.slice(0, 5).join(', ')})`,
        );
      }
    }
    await git('commit', ['add', '--all']);
    const status = await git('commit', ['status', '--porcelain']);
    const changed = status.stdout.trim() !== '';
    if (changed) {
      const message = options.whitelabel
        ? `Update SDK to v${version}`
        : `Update SDK to v${version}\n\nGenerated by ${options.generatorName}.`;
      await git('commit', ['commit', '--quiet', '--no-verify', '-m', message]);
    } else {
      log(`${target}: the generated files match ${branch}; nothing to commit`);
    }
    const headExists = (await git('commit', ['rev-parse', '--verify', '--quiet', 'HEAD'], repo, true)).code === 0;
    const commit = headExists ? (await git('commit', ['rev-parse', 'HEAD'])).stdout.trim() : undefined;
    // A conflicted replay is no release: it waits on a branch for the user.
    if (conflicted) tag = undefined;
    if (tag !== undefined) {
      if (commit === undefined) throw new PublishError('tag', target, 'nothing to tag: the generated tree is empty');
      await git('tag', ['tag', '--annotate', tag, '--message', tag]);
    }
    const result: GitDeliveryResult = {
      mode,
      target,
      branch,
      commit,
      changed,
      tag,
      ...(replay !== undefined ? { replay } : {}),
    };
    // Runs while nothing has left this machine, so its failure leaves the remote untouched.
    if (beforePush !== undefined && !conflicted) await beforePush();
    const record =
      options.record !== undefined && !conflicted
        ? await commitFiles(git, join(root, 'record'), options.record, `Release record of v${version}`)
        : undefined;

    if (mode !== 'release' && !changed && pristine === undefined && record === undefined) return result;
    if (options.dryRun) {
      log(`dry run: would push ${branch}${tag !== undefined ? ` and tag ${tag}` : ''} to ${target}`);
      return result;
    }

    const refspecs = [
      ...(changed || mode === 'release' ? [`HEAD:refs/heads/${branch}`] : []),
      ...(tag !== undefined ? [`refs/tags/${tag}`] : []),
      ...(pristine !== undefined ? [`+${pristine}:${GENERATED_REF}`] : []),
      ...(record !== undefined ? [`+${record}:${RELEASE_RECORD_REF}`] : []),
    ];
    await git('push', ['push', '--atomic', '--porcelain', 'origin', ...refspecs]);
    log(`pushed ${branch}${tag !== undefined ? ` and ${tag}` : ''} to ${target}`);
    const previous = remote.heads.get(branch);
    const undo = async (): Promise<string> => {
      const lease = commit !== undefined ? [`--force-with-lease=refs/heads/${branch}:${commit}`] : [];
      const restore =
        mode === 'pull-request' || previous === undefined
          ? `:refs/heads/${branch}`
          : `+${previous}:refs/heads/${branch}`;
      const own = (ref: string, pushed: string | undefined): string[] => {
        if (pushed === undefined) return [];
        const before = remote.others.get(ref);
        return [before !== undefined ? `+${before}:${ref}` : `:${ref}`];
      };
      const specs = [
        restore,
        ...(tag !== undefined ? [`:refs/tags/${tag}`] : []),
        ...own(GENERATED_REF, pristine),
        ...own(RELEASE_RECORD_REF, record),
      ];
      const undone = await git(
        'rollback',
        ['push', '--atomic', '--porcelain', ...lease, 'origin', ...specs],
        repo,
        true,
      );
      return undone.code === 0
        ? 'the push was rolled back'
        : `rolling back the push failed too (${undone.stderr.trim().split('\n').pop() ?? ''})`;
    };

    if (conflicted) {
      if (api !== undefined && !selfHosted) {
        try {
          const pull = await api.request<{ number: number; html_url?: string }>(
            'pull-request',
            'POST',
            `/repos/${slug}/pulls`,
            {
              title: `Update SDK to v${version} (replay conflicts)`,
              head: branch,
              base,
              body: `Your changes since the last generation conflict with version ${version} in these files; resolve the conflict markers, then merge:\n\n${(replay?.conflicts ?? []).map((f) => `- \`${f}\``).join('\n')}\n`,
            },
          );
          result.url = pull.html_url;
        } catch (error) {
          throw await withRollback(error, undo);
        }
      }
      return result;
    }
    if (mode === 'release' && api !== undefined && tag !== undefined) {
      try {
        const release = await api.request<{ html_url?: string }>('release', 'POST', `/repos/${slug}/releases`, {
          tag_name: tag,
          target_commitish: branch,
          name: tag,
          body: `SDK version ${version}.`,
          draft: false,
          prerelease: /-/.test(version),
        });
        result.url = release?.html_url;
      } catch (error) {
        throw await withRollback(error, undo);
      }
    }
    if (mode === 'pull-request' && api !== undefined) {
      let pull: { number: number; html_url?: string } | undefined;
      try {
        pull = await api.request<{ number: number; html_url?: string }>(
          'pull-request',
          'POST',
          `/repos/${slug}/pulls`,
          {
            title: `Update SDK to v${version}`,
            head: branch,
            base,
            body: `This pull request updates the generated SDK to version ${version}.`,
          },
        );
        if (options.reviewers.users.length > 0 || options.reviewers.teams.length > 0) {
          await api.request('pull-request', 'POST', `/repos/${slug}/pulls/${pull.number}/requested_reviewers`, {
            reviewers: options.reviewers.users,
            team_reviewers: options.reviewers.teams,
          });
        }
        result.url = pull.html_url;
      } catch (error) {
        if (pull !== undefined) {
          await api
            .request('rollback', 'PATCH', `/repos/${slug}/pulls/${pull.number}`, { state: 'closed' })
            .catch(() => undefined);
        }
        throw await withRollback(error, undo);
      }
    } else if (mode === 'pull-request') {
      log(`pushed branch ${branch}; open a pull request into ${base} on the repository host`);
    }
    return result;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

type Git = (
  step: PublishStep,
  args: string[],
  cwd?: string,
  allowFailure?: boolean,
  extraEnv?: Record<string, string>,
) => Promise<{ code: number; stdout: string; stderr: string }>;

/** Commits the files of `dir` as a commit of their own (no branch), through an index of its own. */
async function commitFolder(
  git: Git,
  index: string,
  dir: string,
  parent: string | undefined,
  message: string,
): Promise<string> {
  const env = { GIT_INDEX_FILE: index };
  await git('commit', ['--work-tree', dir, 'add', '--all'], undefined, false, env);
  const tree = (await git('commit', ['write-tree'], undefined, false, env)).stdout.trim();
  await rm(index, { force: true });
  return (
    await git('commit', ['commit-tree', tree, ...(parent !== undefined ? ['-p', parent] : []), '-m', message])
  ).stdout.trim();
}

/** Commits `files` (POSIX paths to text) as a commit of their own. */
async function commitFiles(git: Git, dir: string, files: Record<string, string>, message: string): Promise<string> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return commitFolder(git, `${dir}.index`, dir, undefined, message);
}

/**
 * Replays the user's changes onto the new generation: a three-way merge of the branch
 * (`userHead`) and the new tree in the work tree, from the last pristine generation. Both
 * sides are rewritten as children of that generation so git finds it as their merge base. The
 * work tree and index end as the merged tree, with conflict markers where the sides disagree.
 */
async function replayOnto(git: Git, previousGenerated: string, userHead: string): Promise<ReplayOutcome> {
  await git('commit', ['add', '--all']);
  const theirs = (await git('commit', ['write-tree'])).stdout.trim();
  const child = async (tree: string): Promise<string> =>
    (await git('commit', ['commit-tree', tree, '-p', previousGenerated, '-m', 'replay'])).stdout.trim();
  const ours = await child(`${userHead}^{tree}`);
  const generated = await child(theirs);
  const merged = await git(
    'commit',
    ['merge-tree', '--write-tree', '--name-only', '--no-messages', ours, generated],
    undefined,
    true,
  );
  if (merged.code !== 0 && merged.code !== 1)
    throw new PublishError(
      'commit',
      'replay',
      `\`git merge-tree\` exited with code ${merged.code}: ${merged.stderr.trim()}`,
    );
  const [tree = '', ...rest] = merged.stdout.split('\n');
  const conflicts =
    merged.code === 1 ? [...new Set(rest.map((line) => line.trim()).filter((line) => line !== ''))].sort() : [];
  await git('commit', ['read-tree', '--reset', '-u', tree.trim()]);
  return { replayed: true, conflicts };
}

async function withRollback(error: unknown, undo: () => Promise<string>): Promise<unknown> {
  if (!(error instanceof PublishError)) return error;
  const note = await undo();
  return new PublishError(error.step, error.target, `${error.reason}; ${note}`);
}

function createApi(
  options: GitDeliveryOptions,
  selfHosted: boolean,
  slug: string,
  target: string,
): GithubApi | undefined {
  if (options.token === undefined) return undefined;
  if (selfHosted && options.githubApiUrl === undefined && !isGithubHost(options.github)) return undefined;
  return createGithubApi({
    baseUrl: options.githubApiUrl ?? DEFAULT_GITHUB_API_URL,
    token: options.token,
    userAgent: options.whitelabel ? options.identity.name : 'bracken-publish',
    target,
    redact: options.redact,
  });
}

function isGithubHost(github: PublishGithubConfig): boolean {
  if (!('uri' in github)) return true;
  try {
    return new URL(github.uri).hostname === 'github.com';
  } catch {
    return github.uri.startsWith('git@github.com:');
  }
}

/** The environment every git command of a delivery runs with: no hooks or signing, the token as a header. */
export function gitEnvironment(
  options: Pick<GitDeliveryOptions, 'token' | 'tokenUser' | 'identity' | 'redact'>,
  remoteUrl: string,
): Record<string, string> {
  const config: Array<[string, string]> = [
    ['core.hooksPath', '/dev/null'],
    ['commit.gpgSign', 'false'],
    ['tag.gpgSign', 'false'],
    ['push.gpgSign', 'false'],
  ];
  if (options.token !== undefined && /^https?:/i.test(remoteUrl)) {
    // Sent as a header from the environment, so it is never in a URL, an argument or a file.
    const basic = Buffer.from(`${options.tokenUser}:${options.token}`, 'utf8').toString('base64');
    options.redact.add(basic);
    config.push(['http.extraHeader', `Authorization: Basic ${basic}`]);
  }
  const env: Record<string, string> = {
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: options.identity.name,
    GIT_AUTHOR_EMAIL: options.identity.email,
    GIT_COMMITTER_NAME: options.identity.name,
    GIT_COMMITTER_EMAIL: options.identity.email,
    GIT_CONFIG_COUNT: String(config.length),
    LC_ALL: 'C',
  };
  config.forEach(([key, value], index) => {
    env[`GIT_CONFIG_KEY_${index}`] = key;
    env[`GIT_CONFIG_VALUE_${index}`] = value;
  });
  return env;
}

async function readRemote(
  git: (step: PublishStep, args: string[], cwd?: string) => Promise<{ stdout: string }>,
  remoteUrl: string,
  cwd: string,
): Promise<RemoteState> {
  const listed = await git('clone', ['ls-remote', '--symref', remoteUrl], cwd);
  const state: RemoteState = { heads: new Map(), tags: new Set(), others: new Map() };
  for (const line of listed.stdout.split('\n')) {
    const symref = /^ref: refs\/heads\/(\S+)\s+HEAD$/.exec(line);
    if (symref?.[1]) {
      state.defaultBranch = symref[1];
      continue;
    }
    const own = /^([0-9a-f]{40,64})\s+(refs\/generated\/\S+)$/.exec(line);
    if (own?.[1] && own[2]) state.others.set(own[2], own[1]);
    const ref = /^([0-9a-f]{40,64})\s+refs\/(heads|tags)\/(\S+?)(\^\{\})?$/.exec(line);
    if (!ref?.[1] || !ref[3]) continue;
    if (ref[2] === 'heads') state.heads.set(ref[3], ref[1]);
    else state.tags.add(ref[3]);
  }
  if (state.defaultBranch === undefined && state.heads.size > 0) {
    state.defaultBranch = state.heads.has('main')
      ? 'main'
      : state.heads.has('master')
        ? 'master'
        : [...state.heads.keys()].sort()[0];
  }
  return state;
}

function uniqueBranch(wanted: string, heads: Map<string, string>): string {
  if (!heads.has(wanted)) return wanted;
  let n = 2;
  while (heads.has(`${wanted}-${n}`)) n += 1;
  return `${wanted}-${n}`;
}

/** Removes `user:password@` from a URL, so it can be shown. */
export function withoutCredentials(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1');
}

/** `owner/name` from a repository URL such as `https://host/owner/name.git`. */
export function slugOf(uri: string): string {
  const path = uri.replace(/^[\w.-]+@[\w.-]+:/, '/').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const parts = path
    .replace(/\.git$/, '')
    .split('/')
    .filter((part) => part !== '');
  return parts.slice(-2).join('/');
}

/** A default folder for temporary clones and package copies. */
export function defaultWorkDir(): string {
  return tmpdir();
}
