import { mkdtemp, rm } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { PublishError } from './errors';
import { DEFAULT_NPM_REGISTRY, publishToNpm } from './npm';
import { replaceOutputFolder, resolveRealPath } from './output-folder';
import { DEFAULT_POSTMAN_API_URL, publishToPostman } from './postman';
import { DEFAULT_PYPI_UPLOAD_URL, pep440Version, PYPI_TOKEN_USER, publishToPypi } from './pypi';
import { mintTrustedPublishingToken } from './pypi-trusted-publishing';
import type { Redactor } from './redact';
import { copyGeneratedFiles, copyTree, prepareTree } from './tree';
import type { PublishMetadata, PublishOutputConfig } from './types';

/** What a published output reports. */
export interface OutputResult {
  kind: 'npm' | 'pypi' | 'postman' | 'local';
  /** Registry package, workspace or folder. */
  target: string;
  version?: string;
  /** Registry URL, when there is one. */
  url?: string;
  /** Files uploaded, for registries that take files. */
  files?: string[];
  /** Postman collection id. */
  collectionId?: string;
}

/** The run an output kind publishes in: the generator's tree and the resolved settings. */
export interface OutputRun {
  generatorName: string;
  /** The generated tree; read, never modified. */
  sourceDir: string;
  version: string;
  metadata?: PublishMetadata;
  license?: string;
  /** Copyright holder when the metadata names none. */
  fallbackHolder?: string;
  env: Record<string, string | undefined>;
  dryRun: boolean;
  configDir: string;
  workDir: string;
  build: boolean;
  /** The Python interpreter that builds Python packages. */
  python: string;
  postmanApiUrl?: string;
  /** The whole `CHANGELOG.md` the package ships, written over the tree's own. */
  changelog?: string;
  redact: Redactor;
  log: (line: string) => void;
  /** Reads a `${ENV}` credential field; `undefined` when the field is not set. */
  read: (value: string | undefined, field: string) => string | undefined;
}

/**
 * One `output.location`: what it publishes and how. Adding a registry is adding a kind to
 * {@link OUTPUT_KINDS}; nothing else dispatches on the location.
 */
export interface OutputKind<O extends PublishOutputConfig = PublishOutputConfig> {
  /** Languages (as generators name theirs) whose output it takes; absent: any. */
  languages?: readonly string[];
  /** The language named in messages, such as `Python`. */
  languageName?: string;
  /** How messages name the destination, such as `pypi acme-sdk`. */
  describe(output: O): string;
  /** The package name a manifest in the tree takes, also for git delivery. */
  packageName?(output: O): string | undefined;
  /** Checks that need the run (not only the section), before anything is built. */
  preflight?(output: O, run: Pick<OutputRun, 'version'>): string[];
  /** Publishes; absent while no generator writes the kind's language. */
  publish?(output: O, run: OutputRun): Promise<OutputResult>;
}

type Location = PublishOutputConfig['location'];
type KindTable = { [L in Location]: OutputKind<Extract<PublishOutputConfig, { location: L }>> };

const npm: KindTable['npm'] = {
  languages: ['typescript', 'javascript'],
  languageName: 'TypeScript',
  describe: (output) => `npm ${output['package-name']}`,
  packageName: (output) => output['package-name'],
  async publish(output, run) {
    const { version } = run;
    const token = run.read(output.token, 'output.token');
    const registry = output.url ?? DEFAULT_NPM_REGISTRY;
    return withScratch(run.workDir, 'publish-npm-', async (scratch) => {
      const packageDir = join(scratch, 'package');
      await copyTree(run.sourceDir, packageDir);
      const target = `npm ${output['package-name']}@${version}`;
      await prepareTree(
        packageDir,
        {
          version,
          packageName: output['package-name'],
          metadata: run.metadata,
          license: run.license,
          baseDir: run.configDir,
          fallbackHolder: run.fallbackHolder,
          changelog: run.changelog,
        },
        target,
      );
      await publishToNpm({
        packageDir,
        configDir: scratch,
        packageName: output['package-name'],
        version,
        registry,
        token,
        build: run.build,
        dryRun: run.dryRun,
        redact: run.redact,
        log: run.log,
      });
      run.log(
        `${run.dryRun ? 'dry run: would publish' : 'published'} ${output['package-name']}@${version} to ${registry}`,
      );
      return { kind: 'npm', target: `${output['package-name']}@${version}`, version, url: registry };
    });
  },
};

const pypi: KindTable['pypi'] = {
  languages: ['python'],
  languageName: 'Python',
  describe: (output) => `pypi ${output['package-name']}`,
  packageName: (output) => output['package-name'],
  preflight: (output, run) =>
    pep440Version(run.version) === undefined
      ? [
          `version: ${run.version} has no Python form (PEP 440): use a release or an alpha, beta, rc, dev or post prerelease such as 1.4.0-beta.1`,
        ]
      : [],
  async publish(output, run) {
    const uploadUrl = output.url ?? DEFAULT_PYPI_UPLOAD_URL;
    const name = output['package-name'];
    const version = pep440Version(run.version) ?? run.version;
    const target = `pypi ${name} ${version}`;
    const credentials = await pypiCredentials(output, run, uploadUrl, target);
    return withScratch(run.workDir, 'publish-pypi-', async (scratch) => {
      const packageDir = join(scratch, 'package');
      await copyTree(run.sourceDir, packageDir);
      await prepareTree(
        packageDir,
        {
          version: run.version,
          packageName: name,
          metadata: run.metadata,
          license: run.license,
          baseDir: run.configDir,
          fallbackHolder: run.fallbackHolder,
          changelog: run.changelog,
          ...(output.metadata !== undefined ? { pythonMetadata: output.metadata } : {}),
        },
        target,
      );
      const published = await publishToPypi({
        packageDir,
        distDir: join(scratch, 'dist'),
        packageName: name,
        version,
        uploadUrl,
        credentials,
        python: run.python,
        dryRun: run.dryRun,
        redact: run.redact,
        log: run.log,
      });
      run.log(`${run.dryRun ? 'dry run: would publish' : 'published'} ${name} ${version} to ${uploadUrl}`);
      return { kind: 'pypi', target: `${name}==${version}`, version, url: uploadUrl, files: published.files };
    });
  },
};

/** `token` (an API token, sent as `__token__`), `OIDC` (trusted publishing), or `username` and `password`. */
async function pypiCredentials(
  output: Extract<PublishOutputConfig, { location: 'pypi' }>,
  run: OutputRun,
  uploadUrl: string,
  target: string,
): Promise<{ username: string; password: string } | undefined> {
  if (output.token === 'OIDC') {
    if (run.dryRun) {
      run.log('dry run: trusted publishing (OIDC) would mint an upload token here');
      return undefined;
    }
    const token = await mintTrustedPublishingToken({ uploadUrl, env: run.env, target, redact: run.redact });
    return { username: PYPI_TOKEN_USER, password: token };
  }
  const token = run.read(output.token, 'output.token');
  if (token !== undefined) return { username: PYPI_TOKEN_USER, password: token };
  const password = run.read(output.password, 'output.password');
  if (password !== undefined) {
    if (output.username === undefined)
      throw new PublishError(
        'credentials',
        target,
        'output.password needs output.username (or use an API token: output.token)',
      );
    return { username: output.username, password };
  }
  return undefined;
}

const postman: KindTable['postman'] = {
  languages: ['postman'],
  languageName: 'Postman',
  describe: (output) => `postman workspace ${output['workspace-id']}`,
  async publish(output, run) {
    const apiKey = run.read(output['api-key'], 'output.api-key') ?? '';
    const published = await publishToPostman({
      sourceDir: run.sourceDir,
      apiKey,
      workspaceId: output['workspace-id'],
      collectionId: output['collection-id'],
      apiUrl: run.postmanApiUrl ?? run.env['BRACKEN_POSTMAN_API_URL'] ?? DEFAULT_POSTMAN_API_URL,
      dryRun: run.dryRun,
      redact: run.redact,
      log: run.log,
    });
    return { kind: 'postman', target: published.target, version: run.version, collectionId: published.collectionId };
  },
};

const localFileSystem: KindTable['local-file-system'] = {
  describe: (output) => output.path,
  async publish(output, run) {
    const destination = resolve(run.configDir, output.path);
    // Links are resolved first, so the folder replaced is the one the rules were checked on.
    const real = resolveRealPath(destination);
    if (real !== resolveRealPath(run.sourceDir)) {
      if (real.split(sep).includes('.git'))
        throw new PublishError('copy', destination, 'the folder lies inside a .git folder');
      if (run.dryRun) run.log(`dry run: would replace ${destination} with ${run.sourceDir}`);
      else {
        try {
          replaceOutputFolder(real, (staging) => copyGeneratedFiles(run.sourceDir, staging), {
            what: run.generatorName,
            warn: run.log,
          });
        } catch (error) {
          throw new PublishError('copy', destination, (error as Error).message);
        }
      }
    }
    return { kind: 'local', target: destination, version: run.version };
  },
};

/** A registry whose SDK language no generator writes yet: its settings are validated, publishing says so. */
function pending<L extends Location>(
  language: string,
  languageName: string,
  describe: OutputKind<Extract<PublishOutputConfig, { location: L }>>['describe'],
): KindTable[L] {
  return { languages: [language], languageName, describe } as KindTable[L];
}

/** Every `output.location`, and how it publishes. */
export const OUTPUT_KINDS: KindTable = {
  npm,
  pypi,
  postman,
  'local-file-system': localFileSystem,
  maven: pending<'maven'>('java', 'Java', (output) => `maven ${output.coordinate}`),
  nuget: pending<'nuget'>('csharp', 'C#', (output) => `nuget ${output['package-name']}`),
  rubygems: pending<'rubygems'>('ruby', 'Ruby', (output) => `rubygems ${output['package-name']}`),
};

/** The kind of an `output` section, typed for that section. */
export function outputKind(output: PublishOutputConfig): OutputKind {
  // The table is keyed by location, so the entry always matches the section it is looked up with.
  return OUTPUT_KINDS[output.location] as OutputKind;
}

async function withScratch<T>(workDir: string, prefix: string, work: (scratch: string) => Promise<T>): Promise<T> {
  const scratch = await mkdtemp(join(workDir, prefix));
  try {
    return await work(scratch);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
