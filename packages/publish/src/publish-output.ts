import { mkdtemp, rm } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { readCredential } from './credentials';
import { BrackenPublishError, PublishError } from './errors';
import { DEFAULT_GITHUB_URL, defaultWorkDir, deliverToGit, withoutCredentials, type GitDeliveryResult } from './git';
import { DEFAULT_NPM_REGISTRY, publishToNpm } from './npm';
import { DEFAULT_POSTMAN_API_URL, publishToPostman } from './postman';
import { createRedactor, type Redactor } from './redact';
import { replaceOutputFolder, resolveRealPath } from './output-folder';
import { copyGeneratedFiles, copyTree, prepareTree } from './tree';
import type { PublishGithubConfig, PublishMetadata, PublishOutputConfig, PublishReviewers, WhitelabelGithub } from './types';
import { validateGithubConfig, validateOutputConfig, validateReviewers, validateWhitelabel, type PublishProblem } from './validate';

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
}

/** What was published, and where. */
export interface PublishResult {
  kind: 'npm' | 'git' | 'postman' | 'local';
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
}

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

const UNSUPPORTED: Record<string, string> = {
  maven: 'Java',
  pypi: 'Python',
  nuget: 'C#',
  rubygems: 'Ruby',
};

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
  if (!SEMVER.test(version)) problems.push({ path: 'version', message: `expected a semantic version such as 1.2.0, got ${JSON.stringify(version)}` });
  if (problems.length > 0) {
    throw new PublishError('validate', target, problems.map((problem) => `${problem.path}: ${problem.message}`).join('; '));
  }
  if (output === undefined && github === undefined) {
    throw new PublishError('validate', target, 'nothing to publish: the generator has neither `output` nor `github`');
  }
  const language = output !== undefined ? UNSUPPORTED[output.location] : undefined;
  if (output !== undefined && language !== undefined) {
    throw new PublishError(
      'publish',
      target,
      `publishing to ${output.location} is not available yet: no ${language} generator exists (the output settings are valid)`,
    );
  }

  const read = (value: string | undefined, field: string) => readCredential({ value, field, target, env, redact });
  const whitelabelToken = read(args.whitelabel?.token, 'whitelabel.github.token');

  let primary: PublishResult | undefined;
  const publishRegistry = async (): Promise<void> => {
    if (output === undefined || args.release === false) return;
    primary = await publishToOutput(args, output, { redact, log, dryRun, configDir, workDir, read });
  };

  if (github === undefined) {
    if (args.release === false) throw new PublishError('validate', target, 'nothing to deliver without a release: the generator has no `github` delivery');
    await publishRegistry();
    if (primary === undefined) throw new PublishError('publish', target, 'nothing was published');
    return primary;
  }

  const selfHosted = 'uri' in github;
  const token = selfHosted ? read(github.token, 'github.token') : (whitelabelToken ?? readEnvironmentToken(env, redact));
  const githubUrl = args.githubUrl ?? env['BRACKEN_GITHUB_URL'] ?? DEFAULT_GITHUB_URL;
  const githubApiUrl = args.githubApiUrl ?? env['BRACKEN_GITHUB_API_URL'];
  const identity = args.whitelabel !== undefined ? { name: args.whitelabel.username, email: args.whitelabel.email } : (args.author ?? { name: 'Bracken', email: 'noreply@bracken.dev' });
  const reviewers = mergeReviewers([...(args.reviewers ?? []), github.reviewers]);
  const packageName = args.packageName ?? (output?.location === 'npm' ? output['package-name'] : undefined);
  const repositoryUrl = !selfHosted && /^https?:/.test(githubUrl) ? `git+${githubUrl.replace(/\/+$/, '')}/${github.repository}.git` : undefined;

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
    const gitResult: PublishResult = { kind: 'git', target: delivered.target, version, url: delivered.url, dryRun, git: delivered };
    if (primary === undefined) return gitResult;
    const combined: PublishResult = { ...primary, github: gitResult };
    return combined;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

interface OutputContext {
  redact: Redactor;
  log: (line: string) => void;
  dryRun: boolean;
  configDir: string;
  workDir: string;
  read: (value: string | undefined, field: string) => string | undefined;
}

async function publishToOutput(args: PublishOutputArgs, output: PublishOutputConfig, ctx: OutputContext): Promise<PublishResult> {
  const { version } = args;
  switch (output.location) {
    case 'npm': {
      const token = ctx.read(output.token, 'output.token');
      const registry = output.url ?? DEFAULT_NPM_REGISTRY;
      const scratch = await mkdtemp(join(ctx.workDir, 'publish-npm-'));
      try {
        const packageDir = join(scratch, 'package');
        await copyTree(args.sourceDir, packageDir);
        const target = `npm ${output['package-name']}@${version}`;
        await prepareTree(
          packageDir,
          { version, packageName: output['package-name'], metadata: args.metadata, license: args.license, baseDir: ctx.configDir, fallbackHolder: args.whitelabel?.username, changelog: args.changelog },
          target,
        );
        await publishToNpm({
          packageDir,
          configDir: scratch,
          packageName: output['package-name'],
          version,
          registry,
          token,
          build: args.build ?? true,
          dryRun: ctx.dryRun,
          redact: ctx.redact,
          log: ctx.log,
        });
        ctx.log(`${ctx.dryRun ? 'dry run: would publish' : 'published'} ${output['package-name']}@${version} to ${registry}`);
        return { kind: 'npm', target: `${output['package-name']}@${version}`, version, url: registry, dryRun: ctx.dryRun };
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    }
    case 'postman': {
      const apiKey = ctx.read(output['api-key'], 'output.api-key') ?? '';
      const published = await publishToPostman({
        sourceDir: args.sourceDir,
        apiKey,
        workspaceId: output['workspace-id'],
        collectionId: output['collection-id'],
        apiUrl: args.postmanApiUrl ?? args.env['BRACKEN_POSTMAN_API_URL'] ?? DEFAULT_POSTMAN_API_URL,
        dryRun: ctx.dryRun,
        redact: ctx.redact,
        log: ctx.log,
      });
      return { kind: 'postman', target: published.target, version, dryRun: ctx.dryRun, collectionId: published.collectionId };
    }
    case 'local-file-system': {
      const destination = resolve(ctx.configDir, output.path);
      // Links are resolved first, so the folder replaced is the one the rules were checked on.
      const real = resolveRealPath(destination);
      if (real !== resolveRealPath(args.sourceDir)) {
        if (real.split(sep).includes('.git')) throw new PublishError('copy', destination, 'the folder lies inside a .git folder');
        if (ctx.dryRun) ctx.log(`dry run: would replace ${destination} with ${args.sourceDir}`);
        else {
          try {
            replaceOutputFolder(real, (staging) => copyGeneratedFiles(args.sourceDir, staging), { what: args.generatorName, warn: ctx.log });
          } catch (error) {
            throw new PublishError('copy', destination, (error as Error).message);
          }
        }
      }
      return { kind: 'local', target: destination, version, dryRun: ctx.dryRun };
    }
    default:
      throw new PublishError('publish', output.location, `publishing to ${output.location} is not available yet`);
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

function describeTarget(output: PublishOutputConfig | undefined, github: PublishGithubConfig | undefined, generatorName: string): string {
  if (output !== undefined) {
    switch (output.location) {
      case 'npm':
      case 'pypi':
      case 'nuget':
      case 'rubygems':
        return `${output.location} ${output['package-name']}`;
      case 'maven':
        return `maven ${output.coordinate}`;
      case 'postman':
        return `postman workspace ${output['workspace-id']}`;
      case 'local-file-system':
        return output.path;
    }
  }
  if (github !== undefined) return 'uri' in github ? withoutCredentials(github.uri) : `github ${github.repository}`;
  return generatorName;
}
