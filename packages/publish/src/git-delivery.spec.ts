import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateTypeScriptSdk } from '@bracken/generator-typescript';
import { parseOpenApi } from '@bracken/importers';
import { createBareRepository, fileAt, filesAt, git, refsOf, writeFiles } from './__fixtures__/git-repos';
import { startGitHttpServer } from './__fixtures__/git-http-server';
import { startRecordingServer, type RecordingServer } from './__fixtures__/recording-server';
import { OUTPUT_MARKER_FILE, PublishError, publishOutput, type PublishOutputArgs } from './index';

const TOKEN = 'ghp_s3cr3t_delivery_token';

let root: string;
let workDir: string;
let api: RecordingServer;

const generated = (extra: Record<string, string> = {}): string => {
  const dir = mkdtempSync(join(root, 'generated-'));
  writeFiles(dir, {
    'package.json': JSON.stringify({ name: 'acme-sdk', version: '0.0.0', main: 'dist/index.js' }, null, 2),
    'src/index.ts': 'export const answer = 42;\n',
    'src/custom.ts': 'export const generated = true;\n',
    // The output folder's marker, as generation writes it: never delivered.
    [OUTPUT_MARKER_FILE]: `${JSON.stringify({ version: 1, files: ['package.json', 'src/custom.ts', 'src/index.ts'] })}\n`,
    ...extra,
  });
  return dir;
};

const seeded = () =>
  createBareRepository(join(root, 'remote', 'acme'), 'sdk', {
    'README.md': '# old\n',
    'src/old.ts': 'export const old = 1;\n',
    'src/custom.ts': 'export const handWritten = true;\n',
    '.brackenignore': '# hand-written files\nsrc/custom.ts\ndocs/\n',
    'docs/guide.md': 'Guide\n',
  });

function baseArgs(overrides: Partial<PublishOutputArgs>): PublishOutputArgs {
  return {
    generatorName: 'bracken-typescript-sdk',
    sourceDir: generated(),
    version: '1.2.0',
    env: { GITHUB_TOKEN: TOKEN },
    githubUrl: `file://${join(root, 'remote')}`,
    githubApiUrl: api.url,
    workDir,
    configDir: root,
    ...overrides,
  };
}

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'git-delivery-'));
  workDir = mkdtempSync(join(root, 'work-'));
  api = await startRecordingServer((request) => {
    if (request.method === 'POST' && request.path.endsWith('/releases'))
      return { status: 201, body: { id: 7, html_url: 'https://github.example/acme/sdk/releases/tag/v1.2.0' } };
    if (request.method === 'POST' && request.path.endsWith('/pulls'))
      return { status: 201, body: { number: 12, html_url: 'https://github.example/acme/sdk/pull/12' } };
    if (request.method === 'POST' && request.path.endsWith('/requested_reviewers')) return { status: 201, body: {} };
    return { status: 404, body: { message: 'Not Found' } };
  });
});

afterEach(async () => {
  await api.close();
  rmSync(root, { recursive: true, force: true });
});

describe('github release', () => {
  it('commits to the default branch, tags v<version>, creates a release and keeps .brackenignore paths', async () => {
    const bare = seeded();
    const lines: string[] = [];
    const result = await publishOutput(
      baseArgs({
        github: { repository: 'acme/sdk', license: 'MIT' },
        metadata: {
          'package-description': 'The Acme SDK',
          author: 'Acme Inc',
          email: 'sdk@acme.dev',
          'reference-url': 'https://acme.dev/docs',
        },
        log: (line) => lines.push(line),
      }),
    );

    expect(result).toMatchObject({
      kind: 'git',
      version: '1.2.0',
      url: 'https://github.example/acme/sdk/releases/tag/v1.2.0',
      dryRun: false,
    });
    expect(filesAt(bare, 'main')).toEqual([
      '.brackenignore',
      'LICENSE',
      'docs/guide.md',
      'package.json',
      'src/custom.ts',
      'src/index.ts',
    ]);
    expect(fileAt(bare, 'main', 'src/custom.ts')).toBe('export const handWritten = true;');
    expect(fileAt(bare, 'main', 'LICENSE')).toContain('MIT License');
    expect(fileAt(bare, 'main', 'LICENSE')).toContain('Acme Inc');
    expect(JSON.parse(fileAt(bare, 'main', 'package.json'))).toMatchObject({
      name: 'acme-sdk',
      version: '1.2.0',
      description: 'The Acme SDK',
      author: { name: 'Acme Inc', email: 'sdk@acme.dev' },
      homepage: 'https://acme.dev/docs',
      license: 'MIT',
    });
    expect(git(['rev-parse', 'v1.2.0^{commit}'], bare)).toBe(git(['rev-parse', 'main'], bare));

    expect(api.requests).toHaveLength(1);
    const [release] = api.requests;
    expect(release?.method).toBe('POST');
    expect(release?.path).toBe('/repos/acme/sdk/releases');
    expect(release?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(release?.headers.accept).toBe('application/vnd.github+json');
    expect(release?.body).toMatchObject({ tag_name: 'v1.2.0', target_commitish: 'main', name: 'v1.2.0' });
    expect(lines.join('\n')).not.toContain(TOKEN);
    expect(readdirSync(workDir)).toEqual([]);
  });

  it('releases to an existing `branch` and refuses a branch that does not exist', async () => {
    const bare = createBareRepository(join(root, 'remote', 'acme'), 'sdk', { 'README.md': 'x\n' }, ['v1']);
    await publishOutput(baseArgs({ github: { repository: 'acme/sdk', branch: 'v1' } }));
    expect(filesAt(bare, 'v1')).toContain('src/index.ts');
    expect(filesAt(bare, 'main')).toEqual(['README.md']);

    const before = refsOf(bare);
    const attempt = publishOutput(baseArgs({ version: '1.3.0', github: { repository: 'acme/sdk', branch: 'v2' } }));
    await expect(attempt).rejects.toThrow('clone failed: file://');
    await expect(attempt).rejects.toThrow('branch v2 does not exist');
    expect(refsOf(bare)).toBe(before);
  });

  it('refuses to release a version whose tag exists', async () => {
    const bare = seeded();
    await publishOutput(baseArgs({ github: { repository: 'acme/sdk' } }));
    const before = refsOf(bare);
    const error = await publishOutput(baseArgs({ github: { repository: 'acme/sdk' } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PublishError);
    expect((error as PublishError).step).toBe('tag');
    expect((error as PublishError).message).toContain('tag v1.2.0 already exists');
    expect(refsOf(bare)).toBe(before);
  });

  it('rolls the push back when creating the release fails, and the next run starts clean', async () => {
    const bare = seeded();
    const before = refsOf(bare);
    await api.close();
    api = await startRecordingServer(() => ({ status: 500, body: { message: 'Server Error' } }));
    const error = await publishOutput(baseArgs({ github: { repository: 'acme/sdk' } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PublishError);
    expect((error as PublishError).step).toBe('release');
    expect((error as PublishError).message).toMatch(
      /release failed: .*POST .*\/repos\/acme\/sdk\/releases answered 500: Server Error; the push was rolled back/,
    );
    expect((error as PublishError).message).not.toContain(TOKEN);
    expect(refsOf(bare)).toBe(before);
    expect(readdirSync(workDir)).toEqual([]);

    await api.close();
    api = await startRecordingServer(() => ({ status: 201, body: { html_url: 'https://github.example/r' } }));
    const retry = await publishOutput(baseArgs({ github: { repository: 'acme/sdk' } }));
    expect(retry.url).toBe('https://github.example/r');
    expect(filesAt(bare, 'v1.2.0')).toContain('src/index.ts');
  });

  it('says which step failed when the remote rejects the push, and leaves it untouched', async () => {
    const bare = seeded();
    const hook = join(bare, 'hooks', 'pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "pushes are frozen" >&2\nexit 1\n');
    chmodSync(hook, 0o755);
    const before = refsOf(bare);
    const error = await publishOutput(baseArgs({ github: { repository: 'acme/sdk' } })).catch((e: unknown) => e);
    expect((error as PublishError).step).toBe('push');
    expect((error as PublishError).message).toContain('pushes are frozen');
    expect(refsOf(bare)).toBe(before);
    expect(api.requests).toHaveLength(0);
    expect(readdirSync(workDir)).toEqual([]);

    rmSync(hook);
    await expect(publishOutput(baseArgs({ github: { repository: 'acme/sdk' } }))).resolves.toMatchObject({
      kind: 'git',
    });
  });

  it('creates the first commit of an empty repository', async () => {
    const bare = createBareRepository(join(root, 'remote', 'acme'), 'sdk');
    await publishOutput(baseArgs({ github: { repository: 'acme/sdk', license: 'Apache-2.0' } }));
    expect(filesAt(bare, 'main')).toEqual(['LICENSE', 'package.json', 'src/custom.ts', 'src/index.ts']);
    expect(fileAt(bare, 'main', 'LICENSE')).toContain('Apache License');
    expect(JSON.parse(fileAt(bare, 'main', 'package.json')).license).toBe('Apache-2.0');
  });

  it('pushes nothing in a dry run', async () => {
    const bare = seeded();
    const before = refsOf(bare);
    const result = await publishOutput(baseArgs({ github: { repository: 'acme/sdk' }, dryRun: true }));
    expect(result.dryRun).toBe(true);
    expect(result.git?.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(refsOf(bare)).toBe(before);
    expect(api.requests).toHaveLength(0);
  });
});

describe('github push', () => {
  it('pushes the generated tree to `branch`, creating it from the default branch', async () => {
    const bare = seeded();
    const result = await publishOutput(
      baseArgs({ github: { repository: 'acme/sdk', mode: 'push', branch: 'generated' } }),
    );
    expect(result.git).toMatchObject({ mode: 'push', branch: 'generated', changed: true });
    expect(filesAt(bare, 'generated')).toEqual([
      '.brackenignore',
      'docs/guide.md',
      'package.json',
      'src/custom.ts',
      'src/index.ts',
    ]);
    expect(filesAt(bare, 'main')).toContain('src/old.ts');
    expect(git(['log', '-1', '--format=%s', 'generated'], bare)).toBe('Update SDK to v1.2.0');
    expect(api.requests).toHaveLength(0);

    // Same tree again: nothing to commit, nothing pushed.
    const head = git(['rev-parse', 'generated'], bare);
    const again = await publishOutput(
      baseArgs({ github: { repository: 'acme/sdk', mode: 'push', branch: 'generated' } }),
    );
    expect(again.git?.changed).toBe(false);
    expect(git(['rev-parse', 'generated'], bare)).toBe(head);
  });
});

describe('github pull-request', () => {
  it('pushes a new branch, opens a pull request and requests the merged reviewers', async () => {
    const bare = seeded();
    const result = await publishOutput(
      baseArgs({
        github: { repository: 'acme/sdk', mode: 'pull-request', reviewers: { users: [{ name: 'ada' }] } },
        reviewers: [
          { users: [{ name: 'grace' }], teams: [{ name: 'sdk-team' }] },
          { users: [{ name: 'ada' }], teams: [{ name: 'platform' }] },
        ],
      }),
    );
    expect(result.url).toBe('https://github.example/acme/sdk/pull/12');
    expect(result.git?.branch).toBe('update-sdk-v1.2.0');
    expect(filesAt(bare, 'update-sdk-v1.2.0')).toContain('src/index.ts');
    expect(filesAt(bare, 'main')).toContain('src/old.ts');

    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /repos/acme/sdk/pulls',
      'POST /repos/acme/sdk/pulls/12/requested_reviewers',
    ]);
    expect(api.requests[0]?.body).toMatchObject({
      head: 'update-sdk-v1.2.0',
      base: 'main',
      title: 'Update SDK to v1.2.0',
    });
    expect(api.requests[1]?.body).toEqual({ reviewers: ['grace', 'ada'], team_reviewers: ['sdk-team', 'platform'] });
    expect(api.requests[1]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('closes the pull request and deletes its branch when requesting reviewers fails', async () => {
    const bare = seeded();
    const before = refsOf(bare);
    await api.close();
    api = await startRecordingServer((request) => {
      if (request.path.endsWith('/pulls'))
        return { status: 201, body: { number: 3, html_url: 'https://github.example/pull/3' } };
      if (request.path.endsWith('/requested_reviewers'))
        return {
          status: 422,
          body: { message: 'Validation Failed', errors: [{ message: 'ghost is not a collaborator' }] },
        };
      return { status: 200, body: {} };
    });
    const error = await publishOutput(
      baseArgs({ github: { repository: 'acme/sdk', mode: 'pull-request', reviewers: { users: [{ name: 'ghost' }] } } }),
    ).catch((e: unknown) => e);
    expect((error as PublishError).step).toBe('pull-request');
    expect((error as PublishError).message).toContain(
      'answered 422: Validation Failed (ghost is not a collaborator); the push was rolled back',
    );
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toContain('PATCH /repos/acme/sdk/pulls/3');
    expect(refsOf(bare)).toBe(before);
  });
});

describe('self-hosted', () => {
  it('pushes to any git host by `uri`, with the token from the environment', async () => {
    const bare = createBareRepository(join(root, 'elsewhere'), 'sdk', { 'README.md': 'x\n' });
    const result = await publishOutput(
      baseArgs({
        github: { uri: `file://${bare}`, token: '${GIT_HOST_TOKEN}', mode: 'push', branch: 'main' },
        env: { GIT_HOST_TOKEN: 'host-token-value' },
      }),
    );
    expect(result.target).toBe(`file://${bare}`);
    expect(filesAt(bare, 'main')).toEqual(['package.json', 'src/custom.ts', 'src/index.ts']);
  });

  it('opens the pull request through the configured API when the host is GitHub Enterprise', async () => {
    const bare = createBareRepository(join(root, 'enterprise', 'platform'), 'sdk', { 'README.md': 'x\n' });
    const result = await publishOutput(
      baseArgs({
        github: { uri: `file://${bare}`, token: '${GHE_TOKEN}', mode: 'pull-request' },
        env: { GHE_TOKEN: 'ghe-token-value' },
      }),
    );
    expect(result.url).toBe('https://github.example/acme/sdk/pull/12');
    expect(filesAt(bare, 'update-sdk-v1.2.0')).toContain('src/index.ts');
    expect(api.requests.map((r) => `${r.method} ${r.path} ${String(r.headers.authorization)}`)).toEqual([
      'POST /repos/platform/sdk/pulls Bearer ghe-token-value',
    ]);
  });

  it('pushes the branch and says so when the host has no pull request API', async () => {
    const bare = createBareRepository(join(root, 'elsewhere'), 'sdk', { 'README.md': 'x\n' });
    const lines: string[] = [];
    const result = await publishOutput(
      baseArgs({
        githubApiUrl: undefined,
        github: { uri: `file://${bare}`, token: '${GIT_HOST_TOKEN}', mode: 'pull-request' },
        env: { GIT_HOST_TOKEN: 'host-token-value' },
        log: (line) => lines.push(line),
      }),
    );
    expect(result.url).toBeUndefined();
    expect(filesAt(bare, 'update-sdk-v1.2.0')).toContain('src/index.ts');
    expect(lines).toContain('pushed branch update-sdk-v1.2.0; open a pull request into main on the repository host');
    expect(api.requests).toHaveLength(0);
  });

  it('refuses a literal token without printing it', async () => {
    const bare = createBareRepository(join(root, 'elsewhere'), 'sdk', { 'README.md': 'x\n' });
    const error = await publishOutput(
      baseArgs({ github: { uri: `file://${bare}`, token: 'glpat-literal-secret', mode: 'push' } }),
    ).catch((e: unknown) => e);
    expect((error as PublishError).step).toBe('validate');
    expect((error as PublishError).message).toContain('github.token: must be an environment variable reference');
    expect((error as PublishError).message).not.toContain('glpat-literal-secret');
  });

  it('names the missing variable when a token reference is unset', async () => {
    const bare = createBareRepository(join(root, 'elsewhere'), 'sdk', { 'README.md': 'x\n' });
    await expect(
      publishOutput(baseArgs({ github: { uri: `file://${bare}`, token: '${UNSET_TOKEN}' }, env: {} })),
    ).rejects.toThrow(
      'credentials failed: file://' +
        bare +
        ': github.token refers to environment variable UNSET_TOKEN, which is not set',
    );
  });
});

describe('whitelabel', () => {
  it('authors commits as the whitelabel account, authenticates with its token, and leaves no trace of the maker', async () => {
    const projectRoot = join(root, 'http');
    const bare = createBareRepository(projectRoot, 'sdk', { 'README.md': '# Acme\n' });
    const expected = `Basic ${Buffer.from(`acme-bot:${TOKEN}`).toString('base64')}`;
    const server = await startGitHttpServer(projectRoot, expected);
    const lines: string[] = [];
    try {
      await publishOutput(
        baseArgs({
          github: { uri: `${server.url}/sdk.git`, token: '${ACME_PUSH_TOKEN}', mode: 'push', branch: 'main' },
          whitelabel: { username: 'acme-bot', email: 'bot@acme.dev', token: '${ACME_PUSH_TOKEN}' },
          env: { ACME_PUSH_TOKEN: TOKEN },
          license: 'MIT',
          log: (line) => lines.push(line),
        }),
      );
    } finally {
      await server.close();
    }
    expect(server.authorizations.length).toBeGreaterThan(0);
    expect(server.authorizations.every((header) => header === expected)).toBe(true);
    expect(git(['log', '-1', '--format=%an <%ae> / %cn <%ce>', 'main'], bare)).toBe(
      'acme-bot <bot@acme.dev> / acme-bot <bot@acme.dev>',
    );
    expect(git(['log', '--format=%an%ae%cn%ce%B', 'main'], bare)).not.toMatch(/bracken/i);
    const checkout = join(root, 'checkout');
    git(['clone', '--quiet', bare, checkout], root);
    expect(() => git(['grep', '-i', '-I', 'bracken'], checkout)).toThrow();
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it('delivers a whitelabel TypeScript SDK generated from the Petstore example without a trace of the maker', async () => {
    const ir = await parseOpenApi({ file: join(__dirname, '..', '..', '..', 'examples', 'petstore', 'openapi.yml') });
    const files = await generateTypeScriptSdk(ir, {
      packageName: 'acme-petstore',
      packageVersion: '0.0.0',
      whitelabel: true,
    });
    const sourceDir = mkdtempSync(join(root, 'whitelabel-sdk-'));
    writeFiles(sourceDir, Object.fromEntries(files.map((file) => [file.path, file.contents])));
    const bare = seeded();
    await publishOutput(
      baseArgs({
        sourceDir,
        github: { repository: 'acme/sdk', mode: 'release', license: 'MIT' },
        whitelabel: { username: 'acme-bot', email: 'bot@acme.dev', token: '${ACME_PUSH_TOKEN}' },
        env: { ACME_PUSH_TOKEN: TOKEN },
      }),
    );
    expect(filesAt(bare, 'main')).toEqual(
      expect.arrayContaining(['LICENSE', 'package.json', 'src/index.ts', 'src/custom.ts']),
    );
    expect(git(['log', '--format=%an%ae%cn%ce%B', 'main'], bare)).not.toMatch(/bracken/i);
    expect(git(['for-each-ref', '--format=%(refname) %(contents)'], bare)).not.toMatch(/bracken/i);
    const checkout = join(root, 'whitelabel-checkout');
    git(['clone', '--quiet', bare, checkout], root);
    // Only the repository's own protected files may mention it (its .brackenignore name).
    expect(() => git(['grep', '-i', '-I', '-l', 'bracken', '--', '.', ':!.brackenignore'], checkout)).toThrow();
    expect(api.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.stringify(api.requests[0]?.body)).not.toMatch(/bracken/i);
  });

  it('refuses to deliver generated files that mention the maker', async () => {
    const bare = seeded();
    const before = refsOf(bare);
    const error = await publishOutput(
      baseArgs({
        sourceDir: generated({ 'src/version.ts': '// made by Bracken\n' }),
        github: { repository: 'acme/sdk', mode: 'push', branch: 'main' },
        whitelabel: { username: 'acme-bot', email: 'bot@acme.dev', token: '${ACME_PUSH_TOKEN}' },
        env: { ACME_PUSH_TOKEN: TOKEN },
      }),
    ).catch((e: unknown) => e);
    expect((error as PublishError).step).toBe('commit');
    expect((error as PublishError).message).toContain('src/version.ts');
    expect(refsOf(bare)).toBe(before);
  });

  it('redacts the token from a failed authenticated push', async () => {
    const projectRoot = join(root, 'http');
    createBareRepository(projectRoot, 'sdk', { 'README.md': '# Acme\n' });
    const server = await startGitHttpServer(projectRoot, 'Basic something-else');
    try {
      const error = await publishOutput(
        baseArgs({
          github: { uri: `${server.url}/sdk.git`, token: '${ACME_PUSH_TOKEN}', mode: 'push', branch: 'main' },
          whitelabel: { username: 'acme-bot', email: 'bot@acme.dev', token: '${ACME_PUSH_TOKEN}' },
          env: { ACME_PUSH_TOKEN: TOKEN },
        }),
      ).catch((e: unknown) => e);
      expect((error as PublishError).step).toBe('clone');
      expect((error as PublishError).message).not.toContain(TOKEN);
      expect((error as PublishError).message).not.toContain(Buffer.from(`acme-bot:${TOKEN}`).toString('base64'));
    } finally {
      await server.close();
    }
  });
});

describe('output and github together', () => {
  it('publishes the collection, then pushes; a refused publish leaves the repository untouched', async () => {
    const bare = seeded();
    const before = refsOf(bare);
    const postmanDir = generated({ 'collection.json': JSON.stringify({ info: { name: 'Acme' }, item: [] }) });
    const postman = await startRecordingServer((request) =>
      request.headers['x-api-key'] === 'PMAK-good'
        ? { status: 200, body: { collection: { uid: '1-abc' } } }
        : { status: 401, body: { error: { name: 'AuthenticationError', message: 'Invalid API Key.' } } },
    );
    try {
      const output = { location: 'postman' as const, 'api-key': '${POSTMAN_API_KEY}', 'workspace-id': 'ws-1' };
      const refused = await publishOutput(
        baseArgs({
          sourceDir: postmanDir,
          output,
          github: { repository: 'acme/sdk', mode: 'push', branch: 'main' },
          postmanApiUrl: postman.url,
          env: { POSTMAN_API_KEY: 'PMAK-bad' },
        }),
      ).catch((e: unknown) => e);
      expect((refused as PublishError).step).toBe('publish');
      expect(refsOf(bare)).toBe(before);
      expect(readdirSync(workDir)).toEqual([]);

      const result = await publishOutput(
        baseArgs({
          sourceDir: postmanDir,
          output,
          github: { repository: 'acme/sdk', mode: 'push', branch: 'main' },
          postmanApiUrl: postman.url,
          env: { POSTMAN_API_KEY: 'PMAK-good' },
        }),
      );
      expect(result).toMatchObject({
        kind: 'postman',
        collectionId: '1-abc',
        github: { kind: 'git', git: { mode: 'push', branch: 'main', changed: true } },
      });
      expect(filesAt(bare, 'main')).toContain('collection.json');
    } finally {
      await postman.close();
    }
  });
});

describe('license files', () => {
  it('copies a custom license file and points package.json at it', async () => {
    const bare = seeded();
    writeFileSync(join(root, 'LICENSE.acme'), 'Acme Proprietary License\n');
    await publishOutput(
      baseArgs({ github: { repository: 'acme/sdk', mode: 'push', branch: 'main', license: 'LICENSE.acme' } }),
    );
    expect(fileAt(bare, 'main', 'LICENSE.acme')).toBe('Acme Proprietary License');
    expect(JSON.parse(fileAt(bare, 'main', 'package.json')).license).toBe('SEE LICENSE IN LICENSE.acme');
  });

  it('fails at the prepare step when the license file does not exist', async () => {
    seeded();
    await expect(
      publishOutput(baseArgs({ github: { repository: 'acme/sdk', license: 'missing/LICENSE.txt' } })),
    ).rejects.toThrow(
      `prepare failed: github acme/sdk: license file not found: ${join(root, 'missing', 'LICENSE.txt')} (use MIT, Apache-2.0 or a file name)`,
    );
  });
});
