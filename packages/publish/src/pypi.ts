import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { PublishError } from './errors';
import { runCommand } from './exec';
import type { Redactor } from './redact';

// The package ships CommonJS beside its modules; its types are declared for the module form.
type SmolToml = typeof import('smol-toml', { with: { 'resolution-mode': 'require' }});
type TomlTable = import('smol-toml', { with: { 'resolution-mode': 'require' }}).TomlTable;
type TomlPrimitive = import('smol-toml', { with: { 'resolution-mode': 'require' }}).TomlPrimitive;

// Loaded on first use: only publishing to PyPI reads TOML, and every command loads this module.
function toml(): SmolToml {
  return require('smol-toml') as SmolToml;
}

/** PyPI's upload endpoint, used when `output.url` is not set. */
export const DEFAULT_PYPI_UPLOAD_URL = 'https://upload.pypi.org/legacy/';

/** The user name that tells a repository the password is an API token. */
export const PYPI_TOKEN_USER = '__token__';

/** How long one upload may take before it is abandoned. */
const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;

/** The `[project]` fields of `pyproject.toml` that publishing fills in. */
export interface PyprojectFields {
  name?: string;
  /** A PEP 440 version (see {@link pep440Version}). */
  version: string;
  description?: string;
  authors?: Array<{ name?: string; email?: string }>;
  keywords?: string[];
  /** `[project.urls]` entries, such as `Homepage` and `Documentation`. */
  urls?: Record<string, string>;
  /** An SPDX expression (`MIT`) written as `license`, with its file in `license-files`. */
  license?: { expression?: string; file: string };
}

const PRERELEASE_LABELS: Record<string, string> = {
  alpha: 'a',
  a: 'a',
  beta: 'b',
  b: 'b',
  rc: 'rc',
  c: 'rc',
  pre: 'rc',
  preview: 'rc',
};

/**
 * The PEP 440 form of a semantic version, or `undefined` when Python has no spelling for it.
 * Prereleases map to `a`, `b` and `rc` (`2.0.0-beta.1` → `2.0.0b1`), `dev` and `post` to their
 * segments; build metadata has none, as PyPI refuses local versions.
 *
 * @example
 * ```ts
 * pep440Version('1.4.0-rc.2'); // "1.4.0rc2"
 * pep440Version('1.4.0-nightly.3'); // undefined
 * ```
 */
export function pep440Version(version: string): string | undefined {
  const match = /^(\d+\.\d+\.\d+)(?:-([0-9A-Za-z.-]+))?$/.exec(version);
  if (match?.[1] === undefined) return undefined;
  const release = match[1]
    .split('.')
    .map((part) => String(Number(part)))
    .join('.');
  const prerelease = match[2];
  if (prerelease === undefined) return release;
  const parts = /^([A-Za-z]+)[.-]?(\d*)$/.exec(prerelease);
  if (parts?.[1] === undefined) return undefined;
  const label = parts[1].toLowerCase();
  const number = String(Number(parts[2] === '' || parts[2] === undefined ? '0' : parts[2]));
  if (label === 'dev') return `${release}.dev${number}`;
  if (label === 'post') return `${release}.post${number}`;
  const short = PRERELEASE_LABELS[label];
  return short === undefined ? undefined : `${release}${short}${number}`;
}

/** The comparable form of a project name (PEP 503): runs of `-`, `_`, `.` become `-`, lowercased. */
export function normalizeProjectName(name: string): string {
  return name.replace(/[-_.]+/g, '-').toLowerCase();
}

/**
 * Sets the publishing fields in a tree's `pyproject.toml` (name, version, description,
 * authors, keywords, URLs, license), leaving every other table as the generator wrote it. A
 * field the generator declared `dynamic` is made static, as a value may not be both.
 */
export async function updatePyproject(dir: string, fields: PyprojectFields, target: string): Promise<void> {
  const file = join(dir, 'pyproject.toml');
  let document: TomlTable;
  try {
    document = toml().parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new PublishError('prepare', target, `pyproject.toml cannot be read: ${(error as Error).message}`);
  }
  const project = document['project'];
  if (!isTable(project))
    throw new PublishError(
      'prepare',
      target,
      'pyproject.toml has no [project] table: the package needs its name and dependencies there (PEP 621)',
    );
  const set = (key: string, value: TomlPrimitive | undefined): void => {
    if (value === undefined) return;
    project[key] = value;
    const dynamic = project['dynamic'];
    if (Array.isArray(dynamic)) project['dynamic'] = dynamic.filter((entry) => entry !== key);
  };
  set('name', fields.name);
  set('version', fields.version);
  set('description', fields.description);
  if (fields.authors !== undefined && fields.authors.length > 0) {
    set(
      'authors',
      fields.authors.map((author) => ({
        ...(author.name !== undefined ? { name: author.name } : {}),
        ...(author.email !== undefined ? { email: author.email } : {}),
      })),
    );
  }
  if (fields.keywords !== undefined) set('keywords', [...fields.keywords]);
  if (fields.urls !== undefined && Object.keys(fields.urls).length > 0) {
    const urls = isTable(project['urls']) ? project['urls'] : {};
    set('urls', { ...urls, ...fields.urls });
  }
  if (fields.license !== undefined) {
    if (fields.license.expression !== undefined) set('license', fields.license.expression);
    else if (isTable(project['license'])) delete project['license'];
    set('license-files', [fields.license.file]);
  }
  if (Array.isArray(project['dynamic']) && project['dynamic'].length === 0) delete project['dynamic'];
  await writeFile(file, `${toml().stringify(document)}\n`);
}

/** A built distribution and what the upload form says about it. */
export interface Distribution {
  file: string;
  filename: string;
  filetype: 'bdist_wheel' | 'sdist';
  /** `source` for an sdist, the wheel's Python tag (`py3`) otherwise. */
  pyversion: string;
  /** The core metadata fields (`Name`, `Version`, …) in file order; a field may repeat. */
  metadata: Array<[string, string]>;
  /** The long description: the metadata's body. */
  description: string;
}

/** Inputs of {@link publishToPypi}; credentials are already resolved. */
export interface PypiPublishOptions {
  /** A prepared copy of the package (never the staged tree itself). */
  packageDir: string;
  /** Folder the distributions are built into, outside the package. */
  distDir: string;
  packageName: string;
  /** The PEP 440 version that `pyproject.toml` now holds. */
  version: string;
  /** The repository's upload endpoint. */
  uploadUrl: string;
  /** User and password for HTTP basic auth (`__token__` and the token for API tokens). */
  credentials?: { username: string; password: string };
  /** The Python interpreter that runs `build`; it needs `build` and the package's build backend. */
  python: string;
  dryRun: boolean;
  redact: Redactor;
  log: (line: string) => void;
}

/** What {@link publishToPypi} uploaded. */
export interface PypiPublishResult {
  /** File names, in upload order: the wheel, then the sdist. */
  files: string[];
}

/**
 * Builds the sdist and the wheel offline (`python -m build --no-isolation`), reads their core
 * metadata, and uploads them with PyPI's upload API, the protocol `twine` speaks. Nothing is
 * sent until both are built and checked. Builds are reproducible, and a repository accepts the
 * same file again, so publishing the same version again after a failed upload completes it.
 */
export async function publishToPypi(options: PypiPublishOptions): Promise<PypiPublishResult> {
  const { packageName, version, redact, log } = options;
  const target = `pypi ${packageName} ${version} (${options.uploadUrl})`;
  if (!existsSync(join(options.packageDir, 'pyproject.toml'))) {
    throw new PublishError('pack', target, `no pyproject.toml in the generated tree: pypi publishes Python packages`);
  }
  await mkdir(options.distDir, { recursive: true });
  log(`building sdist and wheel of ${packageName} ${version}`);
  const built = await runCommand(
    options.python,
    ['-m', 'build', '--no-isolation', '--sdist', '--wheel', '--outdir', options.distDir, options.packageDir],
    {
      cwd: options.packageDir,
      step: 'build',
      target,
      redact,
      allowFailure: true,
      // A fixed date makes the archives byte-identical on every build, so a retried upload matches.
      env: { SOURCE_DATE_EPOCH: '315532800', PYTHONDONTWRITEBYTECODE: '1', PIP_DISABLE_PIP_VERSION_CHECK: '1' },
    },
  ).catch((error: unknown) => {
    if (error instanceof PublishError && error.reason.startsWith('could not start')) {
      throw new PublishError(
        'build',
        target,
        `${error.reason}; set BRACKEN_PYTHON to a Python 3 interpreter that has the build package and the package's build backend`,
      );
    }
    throw error;
  });
  if (built.code !== 0)
    throw new PublishError(
      'build',
      target,
      describeBuildFailure(options.python, built.code, `${built.stderr}\n${built.stdout}`),
    );
  const distributions = await readDistributions(options, target);
  const names = distributions.map((d) => d.filename);
  if (options.dryRun) {
    log(`dry run: would upload ${names.join(', ')} to ${options.uploadUrl}`);
    return { files: names };
  }
  const uploaded: string[] = [];
  for (const distribution of distributions) {
    log(`uploading ${distribution.filename}`);
    const refusal = await upload(distribution, options);
    if (refusal !== undefined) {
      const remaining = names.filter((name) => name !== distribution.filename && !uploaded.includes(name));
      const state =
        uploaded.length === 0
          ? 'nothing was uploaded'
          : `${uploaded.join(' and ')} ${uploaded.length === 1 ? 'was' : 'were'} uploaded, ${[distribution.filename, ...remaining].join(' and ')} not; publish the same version again to complete the release (the files already uploaded are rebuilt identical and accepted again)`;
      throw new PublishError('publish', target, `${distribution.filename} was refused: ${refusal}; ${state}`);
    }
    uploaded.push(distribution.filename);
  }
  return { files: uploaded };
}

/** Why `python -m build` failed, with the fix for the failures a machine setup causes. */
function describeBuildFailure(python: string, code: number, output: string): string {
  if (/No module named build\b/.test(output))
    return `${python} has no build package: install it with \`${python} -m pip install build\` (or set BRACKEN_PYTHON to an interpreter that has it)`;
  // `build` lists each requirement on a line indented once, its details indented twice.
  const missing = /(?:Missing|Unmet) dependencies[^\n]*:\n((?:\t[^\n]*\n?)+)/.exec(output)?.[1];
  if (missing !== undefined) {
    const names = missing
      .split('\n')
      .filter((line) => /^\t[^\t]/.test(line))
      .map((line) => line.trim());
    return `${python} lacks the package's build requirements (${names.join(', ')}); the build runs offline without isolation: install them with \`${python} -m pip install ${names.join(' ')}\``;
  }
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const errors = lines.filter((line) => /error/i.test(line));
  return `\`python -m build\` exited with code ${code}: ${(errors.length > 0 ? errors : lines).slice(-4).join(' | ')}`;
}

/** Reads and checks the wheel and the sdist that `build` wrote: one of each, of this name and version. */
async function readDistributions(options: PypiPublishOptions, target: string): Promise<Distribution[]> {
  const files = (await readdir(options.distDir)).sort();
  const wheel = files.filter((file) => file.endsWith('.whl'));
  const sdist = files.filter((file) => file.endsWith('.tar.gz'));
  if (wheel.length !== 1 || sdist.length !== 1) {
    throw new PublishError(
      'build',
      target,
      `expected one wheel and one sdist from python -m build, found ${files.join(', ') || 'nothing'}`,
    );
  }
  const ordered = [wheel[0] ?? '', sdist[0] ?? ''].map((file) => join(options.distDir, file));
  // A script file, not `-c`: a failure message names the command, and the script is long.
  const script = join(dirname(options.distDir), 'read-metadata.py');
  await writeFile(script, READ_METADATA);
  const read = await runCommand(options.python, [script, ...ordered], {
    cwd: options.distDir,
    step: 'build',
    target,
    redact: options.redact,
  });
  const parsed = JSON.parse(read.stdout) as Array<{ fields: Array<[string, string]>; description: string }>;
  return ordered.map((file, index) => {
    const filename = basename(file);
    const { fields, description } = parsed[index] ?? { fields: [], description: '' };
    const field = (name: string) => fields.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
    const name = field('Name') ?? '';
    if (
      normalizeProjectName(name) !== normalizeProjectName(options.packageName) ||
      field('Version') !== options.version
    ) {
      throw new PublishError(
        'build',
        target,
        `${filename} says it is ${name} ${field('Version') ?? '(no version)'}, not ${options.packageName} ${options.version}: check [project] in pyproject.toml`,
      );
    }
    const isWheel = filename.endsWith('.whl');
    // A wheel's name ends in python-abi-platform tags; the first is the Python tag.
    const pyversion = isWheel ? (filename.slice(0, -'.whl'.length).split('-').slice(-3)[0] ?? 'py3') : 'source';
    return { file, filename, filetype: isWheel ? 'bdist_wheel' : 'sdist', pyversion, metadata: fields, description };
  });
}

/** Core metadata fields whose upload form name is not the plain lowercase one. */
const FORM_FIELD_NAMES: Record<string, string> = {
  classifier: 'classifiers',
  'project-url': 'project_urls',
  'license-file': 'license_files',
};

/** Uploads one file; returns why the repository refused it, or `undefined` when it took it. */
async function upload(distribution: Distribution, options: PypiPublishOptions): Promise<string | undefined> {
  const content = await readFile(distribution.file);
  const form = new FormData();
  form.append(':action', 'file_upload');
  form.append('protocol_version', '1');
  for (const [key, value] of distribution.metadata) {
    const lower = key.toLowerCase();
    // Newer metadata keeps the long description in the body; it is sent once, below.
    if (lower === 'description' && distribution.description !== '') continue;
    form.append(FORM_FIELD_NAMES[lower] ?? lower.replace(/-/g, '_'), value);
  }
  if (distribution.description !== '') form.append('description', distribution.description);
  form.append('filetype', distribution.filetype);
  form.append('pyversion', distribution.pyversion);
  form.append('md5_digest', createHash('md5').update(content).digest('hex'));
  form.append('sha256_digest', createHash('sha256').update(content).digest('hex'));
  form.append('content', new Blob([content]), distribution.filename);
  const headers: Record<string, string> = {};
  if (options.credentials !== undefined) {
    const basic = Buffer.from(`${options.credentials.username}:${options.credentials.password}`, 'utf8').toString(
      'base64',
    );
    options.redact.add(basic);
    headers['authorization'] = `Basic ${basic}`;
  }
  const where = `POST ${options.uploadUrl}`;
  let response: Response;
  try {
    response = await fetch(options.uploadUrl, {
      method: 'POST',
      body: form,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    return `${where} failed: ${cause?.message ?? (error as Error).message}`;
  }
  const text = options.redact(await response.text().catch(() => ''));
  if (response.ok) return undefined;
  const detail = [response.statusText, summarizeBody(text)].filter((part) => part !== '').join(': ');
  if (response.status >= 300 && response.status < 400) {
    return `${where} answered ${response.status} (a redirect to ${response.headers.get('location') ?? 'elsewhere'}): output.url must be the repository's upload endpoint, such as ${DEFAULT_PYPI_UPLOAD_URL}`;
  }
  if (response.status === 401 || response.status === 403) {
    return options.credentials === undefined
      ? `${where} answered ${response.status}: the repository requires credentials: set output.token to an environment variable reference such as \${PYPI_TOKEN}`
      : `${where} answered ${response.status}: the repository refused the credentials (${detail})`;
  }
  if (/already exists/i.test(detail)) {
    return `${where} answered ${response.status}: a different file of that name is already published (${detail}); a repository never replaces a file: bump the version and publish again`;
  }
  return `${where} answered ${response.status}${detail !== '' ? `: ${detail}` : ''}`;
}

/** The first meaningful line of an error page, without markup. */
function summarizeBody(text: string): string {
  const plain = text
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^\d{3}\b/.test(line));
  const first = plain[0] ?? '';
  return first.length > 300 ? `${first.slice(0, 300)}…` : first;
}

function isTable(value: unknown): value is TomlTable {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** Prints the core metadata of each wheel or sdist named on the command line as JSON. */
const READ_METADATA = `
import email.parser, json, sys, tarfile, zipfile
found = []
for path in sys.argv[1:]:
    if path.endswith(".whl"):
        with zipfile.ZipFile(path) as archive:
            name = next(n for n in archive.namelist() if n.count("/") == 1 and n.endswith(".dist-info/METADATA"))
            text = archive.read(name).decode("utf-8")
    else:
        with tarfile.open(path) as archive:
            member = next(m for m in archive.getmembers() if m.name.count("/") == 1 and m.name.endswith("/PKG-INFO"))
            text = archive.extractfile(member).read().decode("utf-8")
    message = email.parser.Parser().parsestr(text)
    body = message.get_payload()
    found.append({"fields": [[key, str(value)] for key, value in message.items()], "description": body if isinstance(body, str) else ""})
print(json.dumps(found))
`;
