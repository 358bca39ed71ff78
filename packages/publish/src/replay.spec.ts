import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBareRepository, fileAt, filesAt, git, writeFiles } from './__fixtures__/git-repos';
import { startRecordingServer, type RecordingServer } from './__fixtures__/recording-server';
import {
  GENERATED_REF,
  publishOutput,
  readGitReleaseRecord,
  RELEASE_RECORD_REF,
  type PublishOutputArgs,
} from './index';

let root: string;
let api: RecordingServer;

const CLIENT_V1 = ['export class Client {', '  list() {', '    return get("/pets");', '  }', '}', ''].join('\n');
const CLIENT_V2 = [
  'export class Client {',
  '  list() {',
  '    return get("/pets");',
  '  }',
  '  create() {',
  '    return post("/pets");',
  '  }',
  '}',
  '',
].join('\n');

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(root, 'generated-'));
  writeFiles(dir, { 'package.json': '{ "name": "acme-sdk", "version": "0.0.0" }\n', ...files });
  return dir;
}

function args(sourceDir: string, version: string, overrides: Partial<PublishOutputArgs> = {}): PublishOutputArgs {
  return {
    github: { repository: 'acme/sdk', mode: 'push', branch: 'main' },
    generatorName: 'bracken-typescript-sdk',
    sourceDir,
    version,
    env: { GITHUB_TOKEN: 'ghp_replay_token' },
    githubUrl: `file://${join(root, 'remote')}`,
    githubApiUrl: api.url,
    workDir: mkdtempSync(join(root, 'work-')),
    configDir: root,
    replay: true,
    ...overrides,
  };
}

/** Clones `main`, lets `edit` change the checkout, and pushes it back as the user would. */
function userCommits(bare: string, edit: (checkout: string) => void): void {
  const checkout = mkdtempSync(join(root, 'user-'));
  git(['clone', '--quiet', bare, checkout], root);
  edit(checkout);
  git(['add', '--all'], checkout);
  git(['commit', '--quiet', '-m', 'Hand-written changes'], checkout);
  git(['push', '--quiet', 'origin', 'main'], checkout);
}

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'replay-'));
  api = await startRecordingServer((request) => {
    if (request.method === 'POST' && request.path.endsWith('/pulls'))
      return { status: 201, body: { number: 3, html_url: 'https://github.example/acme/sdk/pull/3' } };
    return { status: 404, body: { message: 'Not Found' } };
  });
});

afterEach(async () => {
  await api.close();
  rmSync(root, { recursive: true, force: true });
});

describe('replay', () => {
  it('keeps a new file, an edited generated function and a deleted generated file across a regeneration', async () => {
    const bare = createBareRepository(join(root, 'remote', 'acme'), 'sdk', { 'README.md': '# sdk\n' });
    await publishOutput(
      args(tree({ 'src/client.ts': CLIENT_V1, 'src/legacy.ts': 'export const legacy = 1;\n' }), '1.0.0'),
    );
    expect(git(['rev-parse', '--verify', GENERATED_REF], bare)).toMatch(/^[0-9a-f]{40}$/);

    userCommits(bare, (checkout) => {
      writeFiles(checkout, {
        'src/helpers.ts': 'export const helper = () => 1;\n',
        'src/client.ts': CLIENT_V1.replace('return get("/pets");', 'return get("/pets"); // cached by the caller'),
      });
      rmSync(join(checkout, 'src/legacy.ts'));
    });

    const result = await publishOutput(
      args(tree({ 'src/client.ts': CLIENT_V2, 'src/legacy.ts': 'export const legacy = 1;\n' }), '1.1.0'),
    );
    expect(result.git?.replay).toEqual({ replayed: true, conflicts: [] });
    expect(filesAt(bare, 'main')).toEqual(['package.json', 'src/client.ts', 'src/helpers.ts']);
    expect(fileAt(bare, 'main', 'src/helpers.ts')).toBe('export const helper = () => 1;');
    const client = fileAt(bare, 'main', 'src/client.ts');
    expect(client).toContain('return get("/pets"); // cached by the caller');
    expect(client).toContain('return post("/pets");');
    // The pristine tree is the generation alone, without the user's work.
    expect(filesAt(bare, GENERATED_REF)).toEqual(['package.json', 'src/client.ts', 'src/legacy.ts']);
  });

  it('sends a conflicting merge to a branch and a pull request, leaving the user branch as it was', async () => {
    const bare = createBareRepository(join(root, 'remote', 'acme'), 'sdk', { 'README.md': '# sdk\n' });
    await publishOutput(args(tree({ 'src/client.ts': CLIENT_V1 }), '1.0.0'));
    userCommits(bare, (checkout) =>
      writeFiles(checkout, { 'src/client.ts': CLIENT_V1.replace('get("/pets")', 'get("/pets?limit=10")') }),
    );
    const before = git(['rev-parse', 'main'], bare);
    const lines: string[] = [];

    const result = await publishOutput(
      args(tree({ 'src/client.ts': CLIENT_V1.replace('get("/pets")', 'get("/v2/pets")') }), '2.0.0', {
        github: { repository: 'acme/sdk', mode: 'release' },
        log: (line) => lines.push(line),
      }),
    );

    expect(git(['rev-parse', 'main'], bare)).toBe(before);
    expect(result.git?.replay?.conflicts).toEqual(['src/client.ts']);
    const branch = result.git?.replay?.conflictBranch ?? '';
    expect(branch).toBe('bracken-replay-v2.0.0');
    const merged = fileAt(bare, branch, 'src/client.ts');
    expect(merged).toMatch(
      /<<<<<<< [^\n]*\n.*get\("\/pets\?limit=10"\)[\s\S]*=======\n.*get\("\/v2\/pets"\)[\s\S]*>>>>>>> /,
    );
    // No release for a merge that waits on the user: no tag, and a pull request instead.
    expect(git(['tag', '--list'], bare)).toBe('');
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /repos/acme/sdk/pulls']);
    expect(JSON.stringify(api.requests[0]?.body)).toContain('src/client.ts');
    expect(lines.join('\n')).toContain(
      `conflicting changes (src/client.ts); the merge with conflict markers goes to branch ${branch}`,
    );
  });

  it('stores the release record beside the delivery and reads it back', async () => {
    createBareRepository(join(root, 'remote', 'acme'), 'sdk', { 'README.md': '# sdk\n' });
    const read = () =>
      readGitReleaseRecord({
        github: { repository: 'acme/sdk' },
        files: ['release.json', 'missing.json'],
        env: {},
        githubUrl: `file://${join(root, 'remote')}`,
        workDir: root,
      });
    expect(await read()).toBeUndefined();
    await publishOutput(
      args(tree({ 'src/client.ts': CLIENT_V1 }), '1.0.0', {
        replay: false,
        record: { 'release.json': '{"version":"1.0.0"}\n' },
      }),
    );
    expect(await read()).toEqual({ 'release.json': '{"version":"1.0.0"}\n' });
    expect(filesAt(join(root, 'remote', 'acme', 'sdk.git'), RELEASE_RECORD_REF)).toEqual(['release.json']);
  });
});
