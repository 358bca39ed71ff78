import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFiles } from './__fixtures__/git-repos';
import { startRecordingServer, type RecordingServer } from './__fixtures__/recording-server';
import { OUTPUT_MARKER_FILE, PublishError, publishOutput, type PublishOutputArgs } from './index';

const API_KEY = 'PMAK-0123456789abcdef-secret';
const COLLECTION = {
  info: { name: 'Petstore', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
  item: [],
};

let root: string;
let server: RecordingServer;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'outputs-'));
  writeFiles(join(root, 'postman'), { 'collection.json': JSON.stringify(COLLECTION) });
  server = await startRecordingServer((request) => {
    if (request.headers['x-api-key'] !== API_KEY)
      return { status: 401, body: { error: { name: 'AuthenticationError', message: 'Invalid API Key.' } } };
    if (request.method === 'POST')
      return { status: 200, body: { collection: { id: 'c-1', name: 'Petstore', uid: '1234-c-1' } } };
    if (request.method === 'PUT')
      return { status: 200, body: { collection: { id: 'c-9', name: 'Petstore', uid: '1234-c-9' } } };
    return { status: 404, body: { error: { name: 'notFound', message: 'Not found' } } };
  });
});

afterEach(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const postman = (overrides: Partial<PublishOutputArgs> = {}): PublishOutputArgs => ({
  output: { location: 'postman', 'api-key': '${POSTMAN_API_KEY}', 'workspace-id': 'ws-42' },
  generatorName: 'bracken-postman',
  sourceDir: join(root, 'postman'),
  version: '1.0.0',
  env: { POSTMAN_API_KEY: API_KEY },
  postmanApiUrl: server.url,
  workDir: root,
  ...overrides,
});

describe('postman output', () => {
  it('creates a collection in the workspace when no collection-id is set', async () => {
    const result = await publishOutput(postman());
    expect(result).toMatchObject({
      kind: 'postman',
      target: 'postman workspace ws-42',
      collectionId: '1234-c-1',
      dryRun: false,
    });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/collections?workspace=ws-42');
    expect(request?.headers['x-api-key']).toBe(API_KEY);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({ collection: COLLECTION });
  });

  it('updates the collection in place when collection-id is set', async () => {
    const result = await publishOutput(
      postman({
        output: {
          location: 'postman',
          'api-key': '${POSTMAN_API_KEY}',
          'workspace-id': 'ws-42',
          'collection-id': '1234-c-9',
        },
      }),
    );
    expect(result.collectionId).toBe('1234-c-9');
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['PUT /collections/1234-c-9']);
    expect(server.requests[0]?.body).toEqual({ collection: COLLECTION });
  });

  it('reports an API refusal with the step and the API message, never the key', async () => {
    const error = await publishOutput(postman({ env: { POSTMAN_API_KEY: 'PMAK-wrong-key-value' } })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PublishError);
    expect((error as PublishError).message).toBe(
      `publish failed: postman workspace ws-42: POST ${server.url}/collections?workspace=ws-42 answered 401: AuthenticationError: Invalid API Key.`,
    );
    expect((error as PublishError).message).not.toContain('PMAK-wrong-key-value');
  });

  it('sends nothing in a dry run, and needs the generated collection', async () => {
    await expect(publishOutput(postman({ dryRun: true }))).resolves.toMatchObject({ dryRun: true });
    expect(server.requests).toHaveLength(0);
    await expect(publishOutput(postman({ sourceDir: root }))).rejects.toThrow(
      `pack failed: postman workspace ws-42: no collection.json in ${root}`,
    );
  });
});

describe('registries without a generator yet', () => {
  it.each([
    [
      { location: 'maven', coordinate: 'com.acme:acme-sdk', password: '${MAVEN_PASSWORD}' },
      'publishing to maven is not available yet: no Java generator exists',
    ],
    [
      { location: 'nuget', 'package-name': 'Acme.Sdk', 'api-key': '${NUGET_API_KEY}' },
      'publishing to nuget is not available yet: no C# generator exists',
    ],
    [
      { location: 'rubygems', 'package-name': 'acme_sdk', 'api-key': '<RUBYGEMS_API_KEY>' },
      'publishing to rubygems is not available yet: no Ruby generator exists',
    ],
  ] as const)('says so plainly for %o', async (output, message) => {
    const error = await publishOutput({ output, generatorName: 'x', sourceDir: root, version: '1.0.0', env: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PublishError);
    expect((error as PublishError).step).toBe('publish');
    expect((error as PublishError).message).toContain(message);
  });

  it('refuses an SDK of another language than the registry takes, before anything else', async () => {
    const error = await publishOutput({
      output: { location: 'nuget', 'package-name': 'Acme.Sdk', 'api-key': '${NUGET_API_KEY}' },
      generatorName: 'bracken-python-sdk',
      language: 'python',
      sourceDir: root,
      version: '1.0.0',
      env: {},
    }).catch((e: unknown) => e);
    expect((error as PublishError).message).toBe(
      'validate failed: nuget Acme.Sdk: output.location: nuget publishes C# packages, but bracken-python-sdk writes python',
    );
  });

  it('validates their fields before saying so', async () => {
    const error = await publishOutput({
      output: { location: 'maven', coordinate: 'not-a-coordinate', url: 'ftp://repo', password: 'hunter22' },
      generatorName: 'x',
      sourceDir: root,
      version: '1.0.0',
      env: {},
    }).catch((e: unknown) => e);
    expect((error as PublishError).step).toBe('validate');
    expect((error as PublishError).message).toContain('output.coordinate: expected groupId:artifactId');
    expect((error as PublishError).message).toContain('output.url: expected an http(s) URL');
    expect((error as PublishError).message).toContain('output.password: must be an environment variable reference');
    expect((error as PublishError).message).not.toContain('hunter22');
  });
});

describe('local-file-system output', () => {
  const marker = (files: string[]): string => `${JSON.stringify({ version: 1, files }, null, 2)}\n`;

  it('replaces what an earlier generation wrote, keeping .brackenignore paths and files it did not write', async () => {
    writeFiles(join(root, 'generated'), {
      'src/index.ts': 'new\n',
      'src/keep.ts': 'generated\n',
      [OUTPUT_MARKER_FILE]: marker(['src/index.ts', 'src/keep.ts']),
    });
    writeFiles(join(root, 'sdk'), {
      'src/old.ts': 'old\n',
      'src/keep.ts': 'mine\n',
      'notes.md': 'mine\n',
      '.brackenignore': 'src/keep.ts\n',
      [OUTPUT_MARKER_FILE]: marker(['src/keep.ts', 'src/old.ts']),
    });
    const result = await publishOutput({
      output: { location: 'local-file-system', path: 'sdk' },
      generatorName: 'bracken-typescript-sdk',
      sourceDir: join(root, 'generated'),
      version: '1.0.0',
      env: {},
      configDir: root,
    });
    expect(result).toEqual({ kind: 'local', target: join(root, 'sdk'), version: '1.0.0', dryRun: false });
    expect(existsSync(join(root, 'sdk', 'src', 'old.ts'))).toBe(false);
    expect(readFileSync(join(root, 'sdk', 'src', 'index.ts'), 'utf8')).toBe('new\n');
    expect(readFileSync(join(root, 'sdk', 'src', 'keep.ts'), 'utf8')).toBe('mine\n');
    expect(readFileSync(join(root, 'sdk', 'notes.md'), 'utf8')).toBe('mine\n');
    expect(readFileSync(join(root, 'sdk', OUTPUT_MARKER_FILE), 'utf8')).toBe(marker(['src/index.ts']));
  });

  it('refuses a folder that holds files Bracken did not write and has no marker, and changes nothing', async () => {
    writeFiles(join(root, 'generated'), { 'src/index.ts': 'new\n' });
    writeFiles(join(root, 'sdk'), { 'src/app.ts': 'mine\n' });
    await expect(
      publishOutput({
        output: { location: 'local-file-system', path: 'sdk' },
        generatorName: 'g',
        sourceDir: join(root, 'generated'),
        version: '1.0.0',
        env: {},
        configDir: root,
      }),
    ).rejects.toThrow(
      `copy failed: ${join(root, 'sdk')}: output folder holds files that Bracken did not write (src/app.ts, and no ${OUTPUT_MARKER_FILE}): g (${join(root, 'sdk')})`,
    );
    expect(readdirSync(join(root, 'sdk'))).toEqual(['src']);
    expect(readFileSync(join(root, 'sdk', 'src', 'app.ts'), 'utf8')).toBe('mine\n');
    expect(readdirSync(root).sort()).toEqual(['generated', 'postman', 'sdk']);
  });

  it('refuses a folder inside .git, reached through a symbolic link', async () => {
    writeFiles(join(root, 'generated'), { 'src/index.ts': 'new\n' });
    writeFiles(join(root, 'repo', '.git'), { HEAD: 'ref: refs/heads/main\n' });
    symlinkSync(join(root, 'repo', '.git'), join(root, 'sdk'));
    await expect(
      publishOutput({
        output: { location: 'local-file-system', path: 'sdk' },
        generatorName: 'g',
        sourceDir: join(root, 'generated'),
        version: '1.0.0',
        env: {},
        configDir: root,
      }),
    ).rejects.toThrow(`copy failed: ${join(root, 'sdk')}: the folder lies inside a .git folder`);
    expect(readdirSync(join(root, 'repo', '.git'))).toEqual(['HEAD']);
  });

  it('creates the folder when it does not exist yet', async () => {
    writeFiles(join(root, 'generated'), { 'src/index.ts': 'new\n' });
    await publishOutput({
      output: { location: 'local-file-system', path: 'out/sdk' },
      generatorName: 'g',
      sourceDir: join(root, 'generated'),
      version: '1.0.0',
      env: {},
      configDir: root,
    });
    expect(readFileSync(join(root, 'out', 'sdk', 'src', 'index.ts'), 'utf8')).toBe('new\n');
    expect(readdirSync(join(root, 'out', 'sdk')).sort()).toEqual([OUTPUT_MARKER_FILE, 'src']);
  });

  it('rejects an invalid version', async () => {
    await expect(
      publishOutput({
        output: { location: 'local-file-system', path: 'sdk' },
        generatorName: 'g',
        sourceDir: root,
        version: 'latest',
        env: {},
      }),
    ).rejects.toThrow('validate failed: sdk: version: expected a semantic version such as 1.2.0, got "latest"');
  });
});
