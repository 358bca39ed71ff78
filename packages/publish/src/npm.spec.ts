import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateTypeScriptSdk } from '@bracken/generator-typescript';
import { parseOpenApi } from '@bracken/importers';
import { writeFiles } from './__fixtures__/git-repos';
import { startVerdaccio, type LocalRegistry } from '@bracken/test-kit';
import { PublishError, publishOutput, type PublishOutputArgs } from './index';

jest.setTimeout(120_000);

let root: string;
let registry: LocalRegistry;
let token: string;
let sdkDir: string;
let generatedSdkDir: string;

const TSC = require.resolve('typescript/bin/tsc');

function handMadeSdk(dir: string): void {
  writeFiles(dir, {
    'package.json': JSON.stringify(
      {
        name: 'placeholder',
        version: '0.0.0',
        main: 'dist/index.js',
        types: 'dist/index.d.ts',
        files: ['dist'],
        scripts: { build: 'tsc -p tsconfig.json' },
        devDependencies: { typescript: '5.9.3' },
      },
      null,
      2,
    ),
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        outDir: 'dist',
        rootDir: 'src',
        declaration: true,
        module: 'commonjs',
        target: 'es2020',
        strict: true,
        types: [],
      },
      include: ['src'],
    }),
    'src/index.ts': [
      'export interface Pet { id: number; name: string }',
      'export class AcmeClient {',
      '  constructor(private readonly options: { baseUrl: string }) {}',
      '  describe(pet: Pet): string { return `${pet.name} at ${this.options.baseUrl}`; }',
      '}',
      '',
    ].join('\n'),
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'npm-publish-'));
  registry = await startVerdaccio(join(root, 'registry'));
  token = await registry.createUser('publisher', 'publisher-password');
  sdkDir = join(root, 'sdk');
  handMadeSdk(sdkDir);
  // The real thing: the Petstore example through the importer and the TypeScript generator.
  const ir = await parseOpenApi({ file: join(__dirname, '..', '..', '..', 'examples', 'petstore', 'openapi.yml') });
  const files = await generateTypeScriptSdk(ir, { packageName: 'petstore-sdk', packageVersion: '0.0.0' });
  generatedSdkDir = join(root, 'generated-sdk');
  writeFiles(generatedSdkDir, Object.fromEntries(files.map((file) => [file.path, file.contents])));
});

afterAll(async () => {
  await registry.stop();
  rmSync(root, { recursive: true, force: true });
});

function args(overrides: Partial<PublishOutputArgs> = {}): PublishOutputArgs {
  return {
    output: { location: 'npm', 'package-name': '@acme/petstore-sdk', url: registry.url, token: '${NPM_TOKEN}' },
    generatorName: 'bracken-typescript-sdk',
    sourceDir: sdkDir,
    version: '1.0.0',
    env: { NPM_TOKEN: token },
    workDir: root,
    ...overrides,
  };
}

const npm = (cmdArgs: string[], cwd: string) =>
  execFileSync('npm', cmdArgs, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_registry: registry.url, npm_config_update_notifier: 'false' },
  }).trim();

describe('npm output', () => {
  it('builds and publishes the generated SDK, which installs and compiles in a fresh project', async () => {
    const lines: string[] = [];
    const result = await publishOutput(
      args({
        sourceDir: generatedSdkDir,
        metadata: { 'package-description': 'Petstore SDK', author: 'Acme' },
        log: (line) => lines.push(line),
      }),
    );
    expect(result).toEqual({
      kind: 'npm',
      target: '@acme/petstore-sdk@1.0.0',
      version: '1.0.0',
      url: registry.url,
      dryRun: false,
    });
    expect(lines.join('\n')).not.toContain(token);
    expect(readdirSync(root).filter((name) => name.startsWith('publish-'))).toEqual([]);
    // The staged tree is untouched: no token file, no build output, no installed packages.
    expect(readdirSync(generatedSdkDir).filter((name) => ['dist', 'node_modules', '.npmrc'].includes(name))).toEqual(
      [],
    );
    expect(JSON.parse(readFileSync(join(generatedSdkDir, 'package.json'), 'utf8'))).toMatchObject({
      name: 'petstore-sdk',
      version: '0.0.0',
    });

    expect(npm(['view', '@acme/petstore-sdk@1.0.0', 'version'], root)).toBe('1.0.0');
    expect(npm(['view', '@acme/petstore-sdk', 'description'], root)).toBe('Petstore SDK');

    const consumer = join(root, 'consumer');
    writeFiles(consumer, {
      'package.json': JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }),
      'main.ts': [
        "import { Petstore, PetstoreClient } from '@acme/petstore-sdk';",
        "const client = new PetstoreClient({ baseUrl: 'http://127.0.0.1:1', token: 'unused' });",
        "const status: Petstore.PetStatus = 'available';",
        'console.log(typeof client.pets.list, status);',
        '',
      ].join('\n'),
    });
    npm(['install', '--no-audit', '--no-fund', '@acme/petstore-sdk@1.0.0'], consumer);
    const compiled = spawnSync(
      process.execPath,
      [TSC, '--strict', '--module', 'node16', '--target', 'es2022', '--lib', 'es2022,dom', 'main.ts'],
      {
        cwd: consumer,
        encoding: 'utf8',
      },
    );
    expect(compiled.stdout).toBe('');
    expect(compiled.status).toBe(0);
    expect(execFileSync(process.execPath, ['main.js'], { cwd: consumer, encoding: 'utf8' }).trim()).toBe(
      'function available',
    );

    // The token is in no published file.
    const tarballDir = mkdtempSync(join(root, 'tarball-'));
    npm(['pack', '@acme/petstore-sdk@1.0.0'], tarballDir);
    const packed = readdirSync(tarballDir).find((name) => name.endsWith('.tgz')) ?? '';
    const contents = execFileSync('tar', ['-xOzf', join(tarballDir, packed)], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(contents).toContain('PetstoreClient');
    expect(contents).not.toContain(token);
  });

  it('reports an already-published version as a clear error', async () => {
    const error = await publishOutput(args()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PublishError);
    expect((error as PublishError).step).toBe('publish');
    expect((error as PublishError).message).toBe(
      `publish failed: npm @acme/petstore-sdk@1.0.0 (${registry.url}): version 1.0.0 is already published; bump the version and publish again`,
    );
  });

  it('fails without printing the token when the registry refuses it', async () => {
    const wrong = 'bm90LWEtcmVhbC10b2tlbg-wrong-token';
    const error = await publishOutput(args({ version: '1.0.1', build: false, env: { NPM_TOKEN: wrong } })).catch(
      (e: unknown) => e,
    );
    expect((error as PublishError).step).toBe('publish');
    expect((error as PublishError).message).toContain('the registry refused the credentials');
    expect((error as PublishError).message).not.toContain(wrong);
    expect(() => npm(['view', '@acme/petstore-sdk@1.0.1', 'version'], root)).toThrow(/E404/);
  });

  it('asks for a token when the registry needs one and none is configured', async () => {
    const error = await publishOutput(
      args({
        version: '1.0.2',
        build: false,
        output: { location: 'npm', 'package-name': '@acme/petstore-sdk', url: registry.url },
      }),
    ).catch((e: unknown) => e);
    expect((error as PublishError).step).toBe('publish');
    expect((error as PublishError).message).toContain(
      'the registry requires a token: set output.token to an environment variable reference such as ${NPM_TOKEN}',
    );
  });

  it('publishes a prerelease under its own dist-tag', async () => {
    await publishOutput(args({ version: '1.1.0-beta.1', build: false }));
    expect(JSON.parse(npm(['view', '@acme/petstore-sdk', 'dist-tags', '--json'], root))).toEqual({
      latest: '1.0.0',
      beta: '1.1.0-beta.1',
    });
  });

  it('publishes nothing in a dry run', async () => {
    const result = await publishOutput(args({ version: '2.0.0', dryRun: true, build: false }));
    expect(result.dryRun).toBe(true);
    expect(JSON.parse(npm(['view', '@acme/petstore-sdk', 'versions', '--json'], root))).toEqual([
      '1.0.0',
      '1.1.0-beta.1',
    ]);
  });

  it('refuses a literal token before running npm', async () => {
    const error = await publishOutput(
      args({
        output: {
          location: 'npm',
          'package-name': '@acme/petstore-sdk',
          url: registry.url,
          token: 'npm_literalvalue123',
        },
      }),
    ).catch((e: unknown) => e);
    expect((error as PublishError).step).toBe('validate');
    expect((error as PublishError).message).toContain('output.token: must be an environment variable reference');
    expect((error as PublishError).message).not.toContain('npm_literalvalue123');
  });
});

describe('npm output to a registry that allows anonymous publishing', () => {
  let anonymous: LocalRegistry;
  beforeAll(async () => {
    anonymous = await startVerdaccio(join(root, 'anonymous-registry'), { anonymousPublish: true });
  });
  afterAll(async () => {
    await anonymous.stop();
  });

  it('publishes without a token', async () => {
    const result = await publishOutput(
      args({ build: false, env: {}, output: { location: 'npm', 'package-name': 'anonymous-sdk', url: anonymous.url } }),
    );
    expect(result.target).toBe('anonymous-sdk@1.0.0');
    const view = execFileSync('npm', ['view', 'anonymous-sdk', 'version', '--registry', anonymous.url], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(view.trim()).toBe('1.0.0');
  });
});
