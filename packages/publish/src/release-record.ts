import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readCredential } from './credentials';
import { runCommand } from './exec';
import { DEFAULT_GITHUB_URL, defaultWorkDir, gitEnvironment, RELEASE_RECORD_REF, withoutCredentials } from './git';
import { createRedactor } from './redact';
import type { PublishGithubConfig, WhitelabelGithub } from './types';

/** Arguments of {@link readGitReleaseRecord}. */
export interface ReadReleaseRecordArgs {
  /** The generator's `github` section. */
  github: PublishGithubConfig;
  /** The record's file names to read, such as `release.json`. */
  files: readonly string[];
  /** Environment that the token references resolve against. */
  env: Record<string, string | undefined>;
  whitelabel?: WhitelabelGithub;
  /** @default env.BRACKEN_GITHUB_URL ?? "https://github.com" */
  githubUrl?: string;
  /** @default os.tmpdir() */
  workDir?: string;
}

/**
 * Reads the release record that the last release stored in the delivery repository (see
 * `record` of `publishOutput`): each requested file's text, or `undefined` when the repository
 * has no record yet. Only the record's ref is fetched, into a temporary folder that is removed.
 *
 * @throws PublishError (`clone`) when the repository cannot be read; the message is redacted.
 */
export async function readGitReleaseRecord(args: ReadReleaseRecordArgs): Promise<Record<string, string> | undefined> {
  const redact = createRedactor();
  const { github, env } = args;
  const selfHosted = 'uri' in github;
  const githubUrl = args.githubUrl ?? env['BRACKEN_GITHUB_URL'] ?? DEFAULT_GITHUB_URL;
  const remoteUrl = selfHosted ? github.uri : `${githubUrl.replace(/\/+$/, '')}/${github.repository}.git`;
  const target = redact(withoutCredentials(remoteUrl));
  const read = (value: string | undefined, field: string) => readCredential({ value, field, target, env, redact });
  const environmentToken =
    env['GITHUB_TOKEN'] !== undefined && env['GITHUB_TOKEN'] !== '' ? env['GITHUB_TOKEN'] : undefined;
  if (environmentToken !== undefined) redact.add(environmentToken);
  const token = selfHosted
    ? read(github.token, 'github.token')
    : (read(args.whitelabel?.token, 'whitelabel.github.token') ?? environmentToken);
  const gitEnv = gitEnvironment(
    {
      token,
      tokenUser: args.whitelabel?.username ?? 'x-access-token',
      identity: { name: 'reader', email: 'reader@localhost' },
      redact,
    },
    remoteUrl,
  );
  const root = await mkdtemp(join(args.workDir ?? defaultWorkDir(), 'release-record-'));
  const git = (gitArgs: string[], allowFailure = false) =>
    runCommand('git', gitArgs, { cwd: root, step: 'clone', target, redact, env: gitEnv, allowFailure });
  try {
    const listed = await git(['ls-remote', remoteUrl, RELEASE_RECORD_REF]);
    if (listed.stdout.trim() === '') return undefined;
    await git(['init', '--quiet', '--bare', '.']);
    await git(['fetch', '--quiet', '--no-tags', '--depth', '1', remoteUrl, RELEASE_RECORD_REF]);
    const files: Record<string, string> = {};
    for (const file of args.files) {
      const shown = await git(['cat-file', 'blob', `FETCH_HEAD:${file}`], true);
      if (shown.code === 0) files[file] = shown.stdout;
    }
    return files;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
