import { mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { readCredential } from './credentials';
import { BrackenPublishError, PublishError } from './errors';
import { DEFAULT_GITHUB_URL, defaultWorkDir, deliverToGit, withoutCredentials, type GitDeliveryResult } from './git';
import { outputKind } from './output-kinds';
import { createRedactor, type Redactor } from './redact';
import { copyTree, prepareTree } from './tree';
import type {
  PublishGithubConfig,
  PublishMetadata,
  PublishOutputConfig,
  PublishReviewers,
  WhitelabelGithub,
} from './types';
import {
  validateGithubConfig,
  validateOutputConfig,
  validateReviewers,
  validateWhitelabel,
  type PublishProblem,
} from './validate';

/** Arguments of {@link publishOutput}. */
export interface PublishOutputArgs {
  /** The generator's `output` section. */
  output?: PublishOutputConfig;
  /** The generator's `github` section. */
  github?: PublishGithubConfig;
  /** Generator name, for example `bracken-typescript-sdk`. */
  generatorName: string;
  /** The generated tree (the staging folder). It is read, never modified. */
  sourceDir: string;
  /** Version to publish: the generator entry's or `--version`. */
  version: string;
  /** Package name for `package.json` when the output does not name one. */
  packageName?: string;
  /** `whitelabel.github`: commit identity and push token (`${ENV}`). */
  whitelabel?: WhitelabelGithub;
  /** Reviewers from the generator, the group and the top level; they are merged. */
  reviewers?: Array<PublishReviewers | undefined>;
  /** Package metadata (global keys and per-generator keys in one object). */
  metadata?: PublishMetadata;
  /** License to write: `MIT`, `Apache-2.0` or a file name. @default github.license ?? metadata.license */
  license?: string;
  /** Environment that `${ENV}` references resolve against. */
  env: Record<string, string | undefined>;
  /** Validate, build and commit, but push and publish nothing. @default false */
  dryRun?: boolean;
  /** Receives progress lines, already redacted. */
  log?: (line: string) => void;
  /** GitHub REST API base URL. @default env.BRACKEN_GITHUB_API_URL ?? "https://api.github.com" */
  githubApiUrl?: string;
  /** Base URL that `repository: owner/name` is cloned from. @default env.BRACKEN_GITHUB_URL ?? "https://github.com" */
  githubUrl?: string;
  /** Postman API base URL. @default env.BRACKEN_POSTMAN_API_URL ?? "https://api.getpostman.com" */
  postmanApiUrl?: string;
  /** Folder for temporary clones and package copies; they are removed afterwards. @default os.tmpdir() */
  workDir?: string;
  /** Folder that relative paths (local output, license file) resolve against. @default process.cwd() */
  configDir?: string;
  /** Build the npm package (install and `npm run build`) before publishing. @default true */
  build?: boolean;
  /** Commit identity when there is no whitelabel account. @default { name: "Bracken", email: "noreply@bracken.dev" } */
  author?: { name: string; email: string };
  /** Replay the repository's changes since the last delivery onto the new tree (`replay.enabled`). @default false */
  replay?: boolean;
  /** Release: publish to the registry and tag a `release` delivery. `false` only delivers to git. @default true */
  release?: boolean;
  /** The whole `CHANGELOG.md` to ship with the package and the repository. @default the generated tree's own */
  changelog?: string;
  /** Files of the release record, stored in the repository beside the delivery. */
  record?: Record<string, string>;
  /** What the generator writes (its plugin's `language`); an output for another language's packages is refused. */
  language?: string;
  /** Python interpreter that builds Python packages; it needs `build` and the package's build backend. @default env.BRACKEN_PYTHON ?? "python3" */
  python?: string;
}

/** What was published, and where. */
export interface PublishResult {
  kind: 'npm' | 'pypi' | 'git' | 'postman' | 'local';
  /** Registry package, repository URL (without credentials), workspace or folder. */
  target: string;
  version?: string;
  /** Release, pull request or registry URL, when there is one. */
  url?: string;
  dryRun: boolean;
  /** Git delivery details. */
  git?: GitDeliveryResult;
  /** The git delivery, when a generator has both `output` and `github`. */
  github?: PublishResult;
  /** Postman collection id. */
  collectionId?: string;
  /** Files uploaded, for registries that take files (the wheel and the sdist on PyPI). */
  files?: string[];
}

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/**
 * Publishes one generator's output: to its registry or workspace (`output`), to its git
 * repository (`github`), or both. Credentials come only from `${ENV}` references resolved
 * against `env`; every message, log line and child-process error passes through one
 * redactor, so no secret is ever shown. Failures throw {@link PublishError}, naming the
 * step and the reason, and leave the remote as it was.
 *
 * @example
 * ```ts
 * const result = await publishOutput({
 *   output: { location: 'npm', 'package-name': '@acme/sdk', token: '${NPM_TOKEN}' },
 *   generatorName: 'bracken-typescript-sdk',
 *   sourceDir: 'dist/bracken/sdk/bracken-typescript-sdk',
 *   version: '1.2.0',
 *   env: process.env,
 * });
 * console.log(`${result.kind}: ${result.target}`);
 * ```
 */
export async function publishOutput(args: PublishOutputArgs): Promise<PublishResult> {
  const redact = createRedactor();
  const log = (line: string) => args.log?.(redact(line));
  try {
    return await publish(args, redact, log);
  } catch (error) {
    if (error instanceof PublishError) throw new PublishError(error.step, redact(error.target), redact(error.reason));
    if (error instanceof BrackenPublishError) throw new BrackenPublishError(redact(error.message));
    const message = error instanceof Error ? error.message : String(error);
    throw new PublishError('publish', args.generatorName, redact(`unexpected error: ${message}`));
  }
}

async function publish(args: PublishOutputArgs, redact: Redactor, log: (line: string) => void): Promise<PublishResult> {
  const { output, github, env, version } = args;
  const dryRun = args.dryRun ?? false;
  const configDir = resolve(args.configDir ?? process.cwd());
  const workDir = args.workDir ?? defaultWorkDir();
  const target = describeTarget(output, github, args.generatorName);

  const problems: PublishProblem[] = [];
  if (output !== undefined) problems.push(...validateOutputConfig(output));
  if (github !== undefined) problems.push(...validateGithubConfig(github));
  problems.push(...validateWhitelabel(args.whitelabel));
  (args.reviewers ?? []).forEach((r, i) => problems.push(...validateReviewers(r, `reviewers[${i}]`)));
  if (!SEMVER.test(version))
    problems.push({
      path: 'version',
      message: `expected a semantic version such as 1.2.0, got ${JSON.stringify(version)}`,
    });
  const kind = output !== undefined && problems.length === 0 ? outputKind(output) : undefined;
  if (output !== undefined && kind !== undefined) {
    if (args.language !== undefined && kind.languages !== undefined && !kind.languages.includes(args.language)) {
      problems.push({
        path: 'output.location',
        message: `${output.location} publishes ${kind.languageName ?? kind.languages.join(' or ')} packages, but ${args.generatorName} writes ${args.language}`,
      });
    }
    for (const message of kind.preflight?.(output, { version }) ?? [])
      problems.push({
        path: message.split(':')[0] ?? 'output',
        message: message.slice(message.indexOf(':') + 1).trim(),
      });
  }
  if (problems.length > 0) {
    throw new PublishError(
      'validate',
      target,
      problems.map((problem) => `${problem.path}: ${problem.message}`).join('; '),
    );
  }
  if (output === undefined && github === undefined) {
    throw new PublishError('validate', target, 'nothing to publish: the generator has neither `output` nor `github`');
  }
  if (output !== undefined && kind?.publish === undefined) {
    throw new PublishError(
      'publish',
      target,
      `publishing to ${output?.location ?? 'this output'} is not available yet: no ${kind?.languageName ?? ''} generator exists (the output settings are valid)`,
    );
  }

  const read = (value: string | undefined, field: string) => readCredential({ value, field, target, env, redact });
  const whitelabelToken = read(args.whitelabel?.token, 'whitelabel.github.token');

  let primary: PublishResult | undefined;
  const publishRegistry = async (): Promise<void> => {
    if (output === undefined || args.release === false) return;
    const published = await kind?.publish?.(output, {
      generatorName: args.generatorName,
      sourceDir: args.sourceDir,
      version,
      metadata: args.metadata,
      license: args.license,
      fallbackHolder: args.whitelabel?.username,
      env,
      dryRun,
      configDir,
      workDir,
      build: args.build ?? true,
      python: args.python ?? env['BRACKEN_PYTHON'] ?? 'python3',
      postmanApiUrl: args.postmanApiUrl,
      ...(args.changelog !== undefined ? { changelog: args.changelog } : {}),
      redact,
      log,
      read,
    });
    if (published !== undefined) primary = { ...published, dryRun };
  };

  if (github === undefined) {
    if (args.release === false)
      throw new PublishError(
        'validate',
        target,
        'nothing to deliver without a release: the generator has no `github` delivery',
      );
    await publishRegistry();
    if (primary === undefined) throw new PublishError('publish', target, 'nothing was published');
    return primary;
  }

  const selfHosted = 'uri' in github;
  const token = selfHosted
    ? read(github.token, 'github.token')
    : (whitelabelToken ?? readEnvironmentToken(env, redact));
  const githubUrl = args.githubUrl ?? env['BRACKEN_GITHUB_URL'] ?? DEFAULT_GITHUB_URL;
  const githubApiUrl = args.githubApiUrl ?? env['BRACKEN_GITHUB_API_URL'];
  const identity =
    args.whitelabel !== undefined
      ? { name: args.whitelabel.username, email: args.whitelabel.email }
      : (args.author ?? { name: 'Bracken', email: 'noreply@bracken.dev' });
  const reviewers = mergeReviewers([...(args.reviewers ?? []), github.reviewers]);
  const packageName = args.packageName ?? (output !== undefined ? kind?.packageName?.(output) : undefined);
  const repositoryUrl =
    !selfHosted && /^https?:/.test(githubUrl)
      ? `git+${githubUrl.replace(/\/+$/, '')}/${github.repository}.git`
      : undefined;

  const scratch = await mkdtemp(join(workDir, 'publish-tree-'));
  try {
    const treeDir = join(scratch, 'tree');
    await copyTree(args.sourceDir, treeDir);
    await prepareTree(
      treeDir,
      {
        version,
        packageName,
        metadata: args.metadata,
        license: args.license ?? github.license,
        baseDir: configDir,
        fallbackHolder: args.whitelabel?.username,
        repositoryUrl,
        changelog: args.changelog,
        ...(output?.location === 'pypi' && output.metadata !== undefined ? { pythonMetadata: output.metadata } : {}),
      },
      target,
    );
    const delivered = await deliverToGit(
      {
        github,
        treeDir,
        version,
        generatorName: args.generatorName,
        identity,
        whitelabel: args.whitelabel !== undefined,
        token,
        tokenUser: args.whitelabel?.username ?? 'x-access-token',
        reviewers,
        githubUrl,
        githubApiUrl,
        workDir,
        dryRun,
        redact,
        log,
        replay: args.replay ?? false,
        release: args.release ?? true,
        record: args.record,
      },
      publishRegistry,
    );
    const gitResult: PublishResult = {
      kind: 'git',
      target: delivered.target,
      version,
      url: delivered.url,
      dryRun,
      git: delivered,
    };
    if (primary === undefined) return gitResult;
    const combined: PublishResult = { ...primary, github: gitResult };
    return combined;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

function readEnvironmentToken(env: Record<string, string | undefined>, redact: Redactor): string | undefined {
  const token = env['GITHUB_TOKEN'];
  if (token === undefined || token === '') return undefined;
  redact.add(token);
  return token;
}

/**
 * Merges reviewer lists (generator, group, top level), keeping the first of each name.
 *
 * @example
 * ```ts
 * mergeReviewers([{ users: [{ name: 'ada' }] }, { users: [{ name: 'ada' }], teams: [{ name: 'sdk' }] }]);
 * // { users: ['ada'], teams: ['sdk'] }
 * ```
 */
export function mergeReviewers(lists: Array<PublishReviewers | undefined>): { users: string[]; teams: string[] } {
  const users = new Set<string>();
  const teams = new Set<string>();
  for (const list of lists) {
    for (const user of list?.users ?? []) users.add(user.name);
    for (const team of list?.teams ?? []) teams.add(team.name);
  }
  return { users: [...users], teams: [...teams] };
}

function describeTarget(
  output: PublishOutputConfig | undefined,
  github: PublishGithubConfig | undefined,
  generatorName: string,
): string {
  if (output !== undefined) return outputKind(output).describe(output);
  if (github !== undefined) return 'uri' in github ? withoutCredentials(github.uri) : `github ${github.repository}`;
  return generatorName;
}
