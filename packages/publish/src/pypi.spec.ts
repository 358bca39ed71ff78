import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pythonVenv } from '../../../tools/machine/python-venv';
import { createBareRepository, fileAt } from './__fixtures__/git-repos';
import { startPypiServer, type PypiServer, type PypiServerOptions } from './__fixtures__/pypi-server';
import { PYTHON_MODULE, writePythonPackage } from './__fixtures__/python-package';
import { PublishError, publishOutput, type PublishOutputArgs } from './index';
import { pep440Version } from './pypi';

jest.setTimeout(240_000);

const TOKEN = 'pypi-AgEIcHlwaS5vcmcCJDk0secret';

let root: string;
let python: string;
let servers: PypiServer[] = [];

beforeAll(() => {
  python = pythonVenv().python;
});

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pypi-publish-'));
});

afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
  rmSync(root, { recursive: true, force: true });
});

async function repository(options: PypiServerOptions = { users: { __token__: TOKEN } }): Promise<PypiServer> {
  const server = await startPypiServer(options);
  servers.push(server);
  return server;
}

function sdk(name = 'sdk', greeting?: string): string {
  const dir = join(root, name);
  writePythonPackage(dir, { greeting });
  return dir;
}

function args(server: PypiServer, overrides: Partial<PublishOutputArgs> = {}): PublishOutputArgs {
  return {
    output: {
      location: 'pypi',
      'package-name': 'Acme.SDK',
      url: server.uploadUrl,
      token: '${PYPI_TOKEN}',
      metadata: {
        keywords: ['acme', 'api'],
        'documentation-link': 'https://docs.acme.dev',
        'homepage-link': 'https://acme.dev',
      },
    },
    generatorName: 'bracken-python-sdk',
    language: 'python',
    sourceDir: sdk(),
    version: '1.4.0',
    metadata: { 'package-description': 'The Acme SDK', author: 'Acme Inc', email: 'sdk@acme.dev' },
    env: { PYPI_TOKEN: TOKEN },
    python,
    workDir: root,
    configDir: root,
    ...overrides,
  };
}

/** Runs a program without blocking the event loop, so servers in this process keep answering. */
function run(
  command: string,
  argv: string[],
  env: Record<string, string | undefined> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, {
      env: { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function failure(promise: Promise<unknown>): Promise<PublishError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PublishError);
  return error as PublishError;
}

describe('pypi output', () => {
  it('uploads a wheel and an sdist that pip installs from the index into a fresh environment, and the SDK calls a real server', async () => {
    const server = await repository();
    const lines: string[] = [];
    const result = await publishOutput(args(server, { log: (line) => lines.push(line) }));

    expect(result).toMatchObject({ kind: 'pypi', target: 'Acme.SDK==1.4.0', url: server.uploadUrl, dryRun: false });
    expect(result.files).toEqual(['acme_sdk-1.4.0-py3-none-any.whl', 'acme_sdk-1.4.0.tar.gz']);
    expect([...server.files.keys()].sort()).toEqual(['acme_sdk-1.4.0-py3-none-any.whl', 'acme_sdk-1.4.0.tar.gz']);
    const wheel = server.files.get('acme_sdk-1.4.0-py3-none-any.whl');
    const values = (key: string) => (wheel?.fields ?? []).filter(([k]) => k === key).map(([, v]) => v);
    expect(values('name')).toEqual(['Acme.SDK']);
    expect(values('version')).toEqual(['1.4.0']);
    expect(values('filetype')).toEqual(['bdist_wheel']);
    expect(values('pyversion')).toEqual(['py3']);
    expect(values('summary')).toEqual(['The Acme SDK']);
    expect(values('keywords')).toEqual(['acme,api']);
    expect(values('author_email')).toEqual(['Acme Inc <sdk@acme.dev>']);
    expect(values('project_urls').sort()).toEqual([
      'Documentation, https://docs.acme.dev',
      'Homepage, https://acme.dev',
    ]);
    expect(values('requires_dist')).toEqual(['httpx>=0.24']);
    expect(values('description').join('')).toContain('Call the Acme API from Python.');
    expect(server.files.get('acme_sdk-1.4.0.tar.gz')?.fields).toContainEqual(['filetype', 'sdist']);
    expect(lines.join('\n')).not.toContain(TOKEN);
    expect(lines).toContain(`published Acme.SDK 1.4.0 to ${server.uploadUrl}`);

    const api: Server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: req.url?.split('/').pop(), name: 'Rex' }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      const venv = join(root, 'user-venv');
      expect((await run(python, ['-m', 'venv', venv])).code).toBe(0);
      const userPython = join(venv, 'bin', 'python');
      // The SDK comes from the test repository; its dependencies from the machine's own index.
      const index = pythonVenv().index;
      const install = await run(userPython, [
        '-m',
        'pip',
        'install',
        '--quiet',
        '--index-url',
        server.indexUrl,
        ...(index !== undefined ? ['--extra-index-url', index] : []),
        'acme-sdk==1.4.0',
      ]);
      expect(install).toMatchObject({ code: 0 });
      const { port } = api.address() as AddressInfo;
      const call = await run(userPython, [
        '-c',
        `import importlib.metadata, json, ${PYTHON_MODULE}\nclient = ${PYTHON_MODULE}.AcmeClient(base_url="http://127.0.0.1:${port}")\nprint(json.dumps([importlib.metadata.version("acme-sdk"), client.get_pet("p-7")]))`,
      ]);
      expect(call.code).toBe(0);
      expect(JSON.parse(call.output)).toEqual(['1.4.0', { id: 'p-7', name: 'Rex' }]);
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it('builds and checks in a dry run, but uploads nothing', async () => {
    const server = await repository();
    const lines: string[] = [];
    const result = await publishOutput(args(server, { dryRun: true, log: (line) => lines.push(line) }));
    expect(result).toMatchObject({
      kind: 'pypi',
      dryRun: true,
      files: ['acme_sdk-1.4.0-py3-none-any.whl', 'acme_sdk-1.4.0.tar.gz'],
    });
    expect(server.attempts).toEqual([]);
    expect(lines).toContain(
      `dry run: would upload acme_sdk-1.4.0-py3-none-any.whl, acme_sdk-1.4.0.tar.gz to ${server.uploadUrl}`,
    );
  });

  it('says which file was refused and which went up, and publishing the same version again completes the release', async () => {
    let refuseSdist = true;
    const server = await repository({
      users: { __token__: TOKEN },
      refuse: (filename) =>
        refuseSdist && filename.endsWith('.tar.gz') ? { status: 400, reason: 'Invalid distribution file.' } : undefined,
    });
    const error = await failure(publishOutput(args(server)));
    expect(error.step).toBe('publish');
    expect(error.message).toBe(
      `publish failed: pypi Acme.SDK 1.4.0 (${server.uploadUrl}): acme_sdk-1.4.0.tar.gz was refused: POST ${server.uploadUrl} answered 400: Invalid distribution file.; acme_sdk-1.4.0-py3-none-any.whl was uploaded, acme_sdk-1.4.0.tar.gz not; publish the same version again to complete the release (the files already uploaded are rebuilt identical and accepted again)`,
    );
    expect([...server.files.keys()]).toEqual(['acme_sdk-1.4.0-py3-none-any.whl']);

    refuseSdist = false;
    await publishOutput(args(server));
    expect([...server.files.keys()].sort()).toEqual(['acme_sdk-1.4.0-py3-none-any.whl', 'acme_sdk-1.4.0.tar.gz']);
    expect(server.attempts).toEqual([
      'acme_sdk-1.4.0-py3-none-any.whl',
      'acme_sdk-1.4.0.tar.gz',
      'acme_sdk-1.4.0-py3-none-any.whl',
      'acme_sdk-1.4.0.tar.gz',
    ]);
  });

  it('refuses to publish other contents under a version that is already published', async () => {
    const server = await repository();
    await publishOutput(args(server));
    const error = await failure(publishOutput(args(server, { sourceDir: sdk('changed', 'changed') })));
    expect(error.message).toContain('acme_sdk-1.4.0-py3-none-any.whl was refused');
    expect(error.message).toContain('a different file of that name is already published (File already exists');
    expect(error.message).toContain('bump the version and publish again');
    expect(error.message).toContain('nothing was uploaded');
  });

  it('reports refused credentials without showing them', async () => {
    const server = await repository();
    const wrong = 'pypi-wrong-token-value';
    const error = await failure(publishOutput(args(server, { env: { PYPI_TOKEN: wrong } })));
    expect(error.message).toContain(`POST ${server.uploadUrl} answered 403: the repository refused the credentials`);
    expect(error.message).not.toContain(wrong);
    expect(error.message).not.toContain(Buffer.from(`__token__:${wrong}`).toString('base64'));
  });

  it('signs in with username and password', async () => {
    const server = await repository({ users: { publisher: 'pass-w0rd-value' } });
    const output = {
      location: 'pypi' as const,
      'package-name': 'acme-sdk',
      url: server.uploadUrl,
      username: 'publisher',
      password: '${PYPI_PASSWORD}',
    };
    await publishOutput(args(server, { output, env: { PYPI_PASSWORD: 'pass-w0rd-value' } }));
    expect(server.files.size).toBe(2);
  });

  it('trusted publishing (OIDC) exchanges the CI identity for an upload token', async () => {
    const oidc = {
      audience: 'pypi',
      requestToken: 'ci-request-token-1',
      identityToken: 'eyJ.identity.jwt',
      mintedToken: 'pypi-minted-upload-token',
    };
    const server = await repository({ users: { __token__: oidc.mintedToken }, oidc });
    const output = { location: 'pypi' as const, 'package-name': 'acme-sdk', url: server.uploadUrl, token: 'OIDC' };
    const lines: string[] = [];
    const env = { ACTIONS_ID_TOKEN_REQUEST_URL: server.identityUrl, ACTIONS_ID_TOKEN_REQUEST_TOKEN: oidc.requestToken };
    await publishOutput(args(server, { output, env, log: (line) => lines.push(line) }));
    expect(server.files.size).toBe(2);
    for (const secret of [oidc.requestToken, oidc.identityToken, oidc.mintedToken])
      expect(lines.join('\n')).not.toContain(secret);

    const refused = await failure(
      publishOutput(args(server, { output, env: { ...env, ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'other' } })),
    );
    expect(refused.message).toBe(
      `credentials failed: pypi acme-sdk 1.4.0: GET ${server.url}/id-token answered 401: bad request token`,
    );

    const outside = await failure(publishOutput(args(server, { output, env: {} })));
    expect(outside.step).toBe('credentials');
    expect(outside.message).toContain(
      'output.token is OIDC (trusted publishing), which needs a GitHub Actions job with `permissions: id-token: write`',
    );
  });

  it('refuses before building: a version Python cannot spell, a package of another language, a tree without pyproject.toml', async () => {
    const server = await repository();
    const nightly = await failure(publishOutput(args(server, { version: '1.4.0-nightly.3' })));
    expect(nightly.message).toBe(
      'validate failed: pypi Acme.SDK: version: 1.4.0-nightly.3 has no Python form (PEP 440): use a release or an alpha, beta, rc, dev or post prerelease such as 1.4.0-beta.1',
    );
    const typescript = await failure(
      publishOutput(args(server, { language: 'typescript', generatorName: 'bracken-typescript-sdk' })),
    );
    expect(typescript.message).toBe(
      'validate failed: pypi Acme.SDK: output.location: pypi publishes Python packages, but bracken-typescript-sdk writes typescript',
    );
    const empty = join(root, 'empty');
    mkdirSync(empty);
    const missing = await failure(publishOutput(args(server, { sourceDir: empty })));
    expect(missing.message).toBe(
      `pack failed: pypi Acme.SDK 1.4.0 (${server.uploadUrl}): no pyproject.toml in the generated tree: pypi publishes Python packages`,
    );
    expect(server.attempts).toEqual([]);
  });

  it('says how to fix a machine that cannot build: no interpreter, no build package, no build backend', async () => {
    const server = await repository();
    const absent = await failure(publishOutput(args(server, { python: join(root, 'no-such-python') })));
    expect(absent.message).toContain(
      `build failed: pypi Acme.SDK 1.4.0 (${server.uploadUrl}): could not start ${join(root, 'no-such-python')}`,
    );
    expect(absent.message).toContain('set BRACKEN_PYTHON to a Python 3 interpreter that has the build package');

    const bare = join(root, 'bare-venv');
    expect((await run(python, ['-m', 'venv', '--without-pip', bare])).code).toBe(0);
    const withoutBuild = await failure(publishOutput(args(server, { python: join(bare, 'bin', 'python') })));
    expect(withoutBuild.message).toContain(`${join(bare, 'bin', 'python')} has no build package: install it with`);

    const backendless = sdk('backendless');
    const pyproject = join(backendless, 'pyproject.toml');
    writeFileSync(
      pyproject,
      readFileSync(pyproject, 'utf8').replace(
        'requires = ["hatchling"]',
        'requires = ["hatchling", "no-such-backend-plugin"]',
      ),
    );
    const withoutBackend = await failure(publishOutput(args(server, { sourceDir: backendless })));
    expect(withoutBackend.message).toContain("lacks the package's build requirements (no-such-backend-plugin)");
    expect(server.attempts).toEqual([]);
  });

  it('says when output.url is not an upload endpoint', async () => {
    const server = await repository();
    const error = await failure(
      publishOutput(
        args(server, {
          output: { location: 'pypi', 'package-name': 'acme-sdk', url: `${server.url}/legacy`, token: '${PYPI_TOKEN}' },
        }),
      ),
    );
    expect(error.message).toContain(
      `POST ${server.url}/legacy answered 301 (a redirect to /legacy/): output.url must be the repository's upload endpoint, such as https://upload.pypi.org/legacy/`,
    );
    expect(error.message).toContain('nothing was uploaded');
  });

  it('publishes a prerelease under its PEP 440 version', async () => {
    const server = await repository();
    const result = await publishOutput(args(server, { version: '2.0.0-beta.1' }));
    expect(result.files).toEqual(['acme_sdk-2.0.0b1-py3-none-any.whl', 'acme_sdk-2.0.0b1.tar.gz']);
  });

  it('delivers a Python tree to git with pyproject.toml filled in, and publishes to the repository before pushing', async () => {
    const server = await repository();
    const bare = createBareRepository(join(root, 'remote', 'acme'), 'sdk-python');
    await publishOutput(
      args(server, {
        github: { uri: `file://${bare}`, token: '${GIT_TOKEN}', mode: 'push', branch: 'main', license: 'MIT' },
        env: { PYPI_TOKEN: TOKEN, GIT_TOKEN: 'git-token-value' },
      }),
    );
    expect(server.files.size).toBe(2);
    const pyproject = fileAt(bare, 'main', 'pyproject.toml');
    expect(pyproject).toContain('name = "Acme.SDK"');
    expect(pyproject).toContain('version = "1.4.0"');
    expect(pyproject).not.toContain('dynamic');
    expect(pyproject).toContain('license = "MIT"');
    expect(pyproject).toContain('keywords = [ "acme", "api" ]');
    expect(fileAt(bare, 'main', 'LICENSE')).toContain('MIT License');
    expect(readFileSync(join(args(server).sourceDir, 'pyproject.toml'), 'utf8')).toContain('name = "placeholder"');
  });
});

describe('pep440Version', () => {
  it.each([
    ['1.4.0', '1.4.0'],
    ['2.0.0-beta.1', '2.0.0b1'],
    ['2.0.0-alpha', '2.0.0a0'],
    ['2.0.0-rc.3', '2.0.0rc3'],
    ['1.0.0-dev.4', '1.0.0.dev4'],
    ['1.0.0-post.1', '1.0.0.post1'],
    ['1.0.0-nightly.1', undefined],
    ['1.0.0+build.5', undefined],
  ])('%s → %s', (semver, expected) => {
    expect(pep440Version(semver)).toBe(expected);
  });
});
