import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PublishError, type PublishStep } from './errors';
import { runCommand } from './exec';
import { createGithubApi, DEFAULT_GITHUB_API_URL, type GithubApi } from './github-api';
import type { Redactor } from './redact';
import { readIgnoreRules } from './brackenignore';
import { findMentions, replaceTree } from './tree';
import type { PublishGithubConfig } from './types';

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
}

interface RemoteState {
  defaultBranch?: string;
  heads: Map<string, string>;
  tags: Set<string>;
}

/**
 * Delivers a prepared tree to a git repository in a temporary clone: `release` commits,
 * tags `v<version>` and creates a GitHub release; `push` pushes to `branch`; `pull-request`
 * pushes a new branch and opens a pull request with reviewers. Pushes are atomic, and when a
 * later REST call fails the pushed refs are rolled back, so a failure leaves the remote as it
 * was. The temporary clone is always removed. `beforePush` runs after the commit and tag
 * exist locally and before anything is pushed.
 */
export async function deliverToGit(options: GitDeliveryOptions, beforePush?: () => Promise<void>): Promise<GitDeliveryResult> {
  const { github, version, redact, log } = options;
  const selfHosted = 'uri' in github;
  const mode = github.mode ?? (selfHosted ? 'push' : 'release');
  const remoteUrl = selfHosted ? github.uri : `${options.githubUrl.replace(/\/+$/, '')}/${github.repository}.git`;
  const target = redact(withoutCredentials(remoteUrl));
  const slug = selfHosted ? slugOf(github.uri) : github.repository;
  const api = createApi(options, selfHosted, slug, target);
  if ((mode === 'release' || (mode === 'pull-request' && !selfHosted)) && api === undefined) {
    throw new PublishError('credentials', target, `${mode} needs a token for the GitHub API: set whitelabel.github.token or GITHUB_TOKEN`);
  }

  const root = await mkdtemp(join(options.workDir, 'git-delivery-'));
  const repo = join(root, 'repo');
  const git = (step: PublishStep, args: string[], cwd = repo, allowFailure = false) =>
    runCommand('git', args, { cwd, step, target, redact, env: gitEnvironment(options, remoteUrl), allowFailure });
  try {
    const remote = await readRemote(git, remoteUrl, root);
    const defaultBranch = remote.defaultBranch ?? 'main';
    const tag = mode === 'release' ? `v${version}` : undefined;
    let branch: string;
    let base: string | undefined;
    if (mode === 'release') {
      branch = github.branch ?? defaultBranch;
      if (github.branch !== undefined && !remote.heads.has(branch)) {
        throw new PublishError('clone', target, `branch ${branch} does not exist; a release goes to an existing branch`);
      }
      if (tag !== undefined && remote.tags.has(tag)) {
        throw new PublishError('tag', target, `tag ${tag} already exists: version ${version} was already released`);
      }
      base = remote.heads.has(branch) ? branch : undefined;
    } else if (mode === 'push') {
      branch = github.branch ?? defaultBranch;
      base = remote.heads.has(branch) ? branch : remote.heads.has(defaultBranch) ? defaultBranch : undefined;
    } else {
      base = github.branch ?? defaultBranch;
      if (!remote.heads.has(base)) {
        throw new PublishError('clone', target, `base branch ${base} does not exist; a pull request needs one`);
      }
      branch = uniqueBranch(`update-sdk-v${version}`, remote.heads);
    }

    if (base !== undefined) {
      await git('clone', ['clone', '--quiet', '--no-tags', '--single-branch', '--branch', base, remoteUrl, repo], root);
      if (base !== branch) await git('clone', ['checkout', '--quiet', '-b', branch]);
    } else {
      await git('clone', ['init', '--quiet', '--initial-branch', branch, repo], root);
      await git('clone', ['remote', 'add', 'origin', remoteUrl]);
    }

    await replaceTree(options.treeDir, repo);
    if (options.whitelabel) {
      const isProtected = await readIgnoreRules(repo);
      const mentions = await findMentions(repo, 'bracken', isProtected);
      if (mentions.length > 0) {
        throw new PublishError('commit', target, `whitelabel delivery refused: the generated files mention the generator's name (${mentions.slice(0, 5).join(', ')})`);
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
    if (tag !== undefined) {
      if (commit === undefined) throw new PublishError('tag', target, 'nothing to tag: the generated tree is empty');
      await git('tag', ['tag', '--annotate', tag, '--message', tag]);
    }
    const result: GitDeliveryResult = { mode, target, branch, commit, changed, tag };
    // Runs while nothing has left this machine, so its failure leaves the remote untouched.
    if (beforePush !== undefined) await beforePush();

    if (mode !== 'release' && !changed) return result;
    if (options.dryRun) {
      log(`dry run: would push ${branch}${tag !== undefined ? ` and tag ${tag}` : ''} to ${target}`);
      return result;
    }

    const refspecs = [`HEAD:refs/heads/${branch}`, ...(tag !== undefined ? [`refs/tags/${tag}`] : [])];
    await git('push', ['push', '--atomic', '--porcelain', 'origin', ...refspecs]);
    log(`pushed ${branch}${tag !== undefined ? ` and ${tag}` : ''} to ${target}`);
    const previous = remote.heads.get(branch);
    const undo = async (): Promise<string> => {
      const lease = commit !== undefined ? [`--force-with-lease=refs/heads/${branch}:${commit}`] : [];
      const restore = mode === 'pull-request' || previous === undefined ? `:refs/heads/${branch}` : `+${previous}:refs/heads/${branch}`;
      const specs = [restore, ...(tag !== undefined ? [`:refs/tags/${tag}`] : [])];
      const undone = await git('rollback', ['push', '--atomic', '--porcelain', ...lease, 'origin', ...specs], repo, true);
      return undone.code === 0 ? 'the push was rolled back' : `rolling back the push failed too (${undone.stderr.trim().split('\n').pop() ?? ''})`;
    };

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
        pull = await api.request<{ number: number; html_url?: string }>('pull-request', 'POST', `/repos/${slug}/pulls`, {
          title: `Update SDK to v${version}`,
          head: branch,
          base,
          body: `This pull request updates the generated SDK to version ${version}.`,
        });
        if (options.reviewers.users.length > 0 || options.reviewers.teams.length > 0) {
          await api.request('pull-request', 'POST', `/repos/${slug}/pulls/${pull.number}/requested_reviewers`, {
            reviewers: options.reviewers.users,
            team_reviewers: options.reviewers.teams,
          });
        }
        result.url = pull.html_url;
      } catch (error) {
        if (pull !== undefined) {
          await api.request('rollback', 'PATCH', `/repos/${slug}/pulls/${pull.number}`, { state: 'closed' }).catch(() => undefined);
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

async function withRollback(error: unknown, undo: () => Promise<string>): Promise<unknown> {
  if (!(error instanceof PublishError)) return error;
  const note = await undo();
  return new PublishError(error.step, error.target, `${error.reason}; ${note}`);
}

function createApi(options: GitDeliveryOptions, selfHosted: boolean, slug: string, target: string): GithubApi | undefined {
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

function gitEnvironment(options: GitDeliveryOptions, remoteUrl: string): Record<string, string> {
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
  const state: RemoteState = { heads: new Map(), tags: new Set() };
  for (const line of listed.stdout.split('\n')) {
    const symref = /^ref: refs\/heads\/(\S+)\s+HEAD$/.exec(line);
    if (symref?.[1]) {
      state.defaultBranch = symref[1];
      continue;
    }
    const ref = /^([0-9a-f]{40,64})\s+refs\/(heads|tags)\/(\S+?)(\^\{\})?$/.exec(line);
    if (!ref?.[1] || !ref[3]) continue;
    if (ref[2] === 'heads') state.heads.set(ref[3], ref[1]);
    else state.tags.add(ref[3]);
  }
  if (state.defaultBranch === undefined && state.heads.size > 0) {
    state.defaultBranch = state.heads.has('main') ? 'main' : state.heads.has('master') ? 'master' : [...state.heads.keys()].sort()[0];
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
  const parts = path.replace(/\.git$/, '').split('/').filter((part) => part !== '');
  return parts.slice(-2).join('/');
}

/** A default folder for temporary clones and package copies. */
export function defaultWorkDir(): string {
  return tmpdir();
}
