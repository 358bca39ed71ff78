import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { loadConfig } from '@bracken/config';
import { allEndpoints, createEmptyIr, serializeIr } from '@bracken/ir';
import { createTempFolder, type TempFolder } from '@bracken/test-kit';
import { ImporterError } from './errors';
import { registerBuiltInImporters } from './builtin-importers';
import { importApi } from './import-api';
import { registerImporter } from './registry';

const AUTH_API = path.join(__dirname, '__fixtures__', 'auth-api.yml');

describe('importApi', () => {
  let folder: TempFolder;
  beforeEach(() => {
    folder = createTempFolder();
    copyFileSync(AUTH_API, path.join(folder.dir, 'auth-api.yml'));
  });
  afterEach(() => folder.cleanup());

  async function config(yaml: string) {
    return loadConfig(folder.write('generators.yml', yaml));
  }

  it('imports a local spec relative to the config folder, without absolute paths', async () => {
    const loaded = await config('api:\n  specs:\n    - openapi: auth-api.yml\n');
    const { ir, diagnostics } = await importApi(loaded);
    expect(diagnostics).toEqual([]);
    expect(allEndpoints(ir).map((e) => e.id)).toEqual(['POST /oauth/token', 'GET /widgets', 'POST /widgets']);
    expect(allEndpoints(ir)[0]?.source?.file).toBe('auth-api.yml');
    expect(serializeIr(ir)).not.toContain(folder.dir);
    expect(ir.auth).toMatchObject({
      requirement: 'any',
      schemes: [
        { id: 'bearerAuth', kind: 'bearer' },
        { id: 'apiKeyAuth', kind: 'header' },
      ],
    });
  });

  it('keeps the names of three definitions without namespaces apart, and imports one on its own unmerged', async () => {
    const spec = (path: string) =>
      `openapi: 3.0.3\ninfo: { title: T, version: '1' }\npaths:\n  ${path}:\n    get:\n      responses:\n        '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Widget' } } } }\ncomponents:\n  schemas:\n    Widget: { type: object, properties: { id: { type: string } } }\n`;
    folder.write('a.yml', spec('/a'));
    folder.write('b.yml', spec('/b'));
    folder.write('c.yml', spec('/c'));
    const three = await importApi(
      await config('api:\n  specs:\n    - openapi: a.yml\n    - openapi: b.yml\n    - openapi: c.yml\n'),
    );
    expect(
      Object.values(three.ir.types)
        .map((t) => t.name.pascalCase)
        .sort(),
    ).toEqual(['Widget', 'Widget2', 'Widget3']);
    expect(allEndpoints(three.ir).map((e) => e.id)).toEqual(['GET /a', 'GET /b', 'GET /c']);
    const one = await importApi(await config('api:\n  specs:\n    - openapi: a.yml\n'));
    expect(Object.keys(one.ir.types)).toEqual(['Widget']);
    expect(allEndpoints(one.ir).map((e) => e.id)).toEqual(['GET /a']);
  });

  it('config auth-schemes take precedence over security schemes, and api.auth.any drops undeclared schemes', async () => {
    const loaded = await config(
      [
        'auth-schemes:',
        '  bearerAuth:',
        '    scheme: bearer',
        '    token: { name: apiToken, env: ACME_TOKEN }',
        '  custom:',
        '    header: X-Custom',
        '    name: customKey',
        '    prefix: "Key "',
        '    env: ACME_CUSTOM',
        'api:',
        '  auth:',
        '    any: [bearerAuth, custom]',
        '  specs:',
        '    - openapi: auth-api.yml',
      ].join('\n'),
    );
    const { ir } = await importApi(loaded);
    expect(ir.auth).toEqual({
      kind: 'auth',
      requirement: 'single',
      schemes: [
        {
          kind: 'bearer',
          id: 'bearerAuth',
          token: expect.objectContaining({ camelCase: 'apiToken' }) as unknown,
          env: 'ACME_TOKEN',
          prefix: 'Bearer',
        },
      ],
    });
  });

  it('a generator api.auth and inline api.auth-schemes override both', async () => {
    const loaded = await config(
      [
        'auth-schemes:',
        '  basicAuth:',
        '    scheme: basic',
        '    password: { omit: true }',
        'api:',
        '  auth: basicAuth',
        '  specs:',
        '    - openapi: auth-api.yml',
        'groups:',
        '  ts:',
        '    generators:',
        '      - name: bracken-typescript-sdk',
        '        version: 1.0.0',
        '        api:',
        '          auth: sig',
        '          auth-schemes:',
        '            sig: { header: X-Signature, type: string }',
      ].join('\n'),
    );
    expect((await importApi(loaded)).ir.auth).toMatchObject({
      requirement: 'single',
      schemes: [{ kind: 'basic', id: 'basicAuth', password: { omit: true } }],
    });
    const generator = loaded.raw.groups?.['ts']?.generators?.[0];
    const { ir } = await importApi(loaded, { ...(generator ? { generator } : {}) });
    expect(ir.auth).toMatchObject({
      requirement: 'single',
      schemes: [{ kind: 'header', id: 'sig', wireName: 'X-Signature', name: { camelCase: 'xSignature' } }],
    });
  });

  it('resolves OAuth token endpoints given as an operation id or METHOD /path', async () => {
    const oauth = (endpoint: string) =>
      [
        'auth-schemes:',
        '  oauth:',
        '    scheme: oauth',
        '    type: client-credentials',
        '    scopes: [read]',
        '    client-id-env: ACME_CLIENT_ID',
        '    get-token:',
        `      endpoint: ${endpoint}`,
        '      response-properties: { access-token: access_token, expires-in: expires_in }',
        'api:',
        '  auth: oauth',
        '  specs:',
        '    - openapi: auth-api.yml',
      ].join('\n');
    const byOperation = (await importApi(await config(oauth('auth.get_token')))).ir.auth.schemes[0];
    expect(byOperation).toMatchObject({
      kind: 'oauth',
      flow: 'client-credentials',
      scopes: ['read'],
      clientIdEnv: 'ACME_CLIENT_ID',
      tokenPrefix: 'Bearer',
      tokenHeader: 'Authorization',
      getToken: {
        kind: 'tokenEndpoint',
        endpointId: 'POST /oauth/token',
        requestProperties: { clientId: 'client_id', clientSecret: 'client_secret' },
        responseProperties: { accessToken: 'access_token', expiresIn: 'expires_in' },
      },
    });
    const byPath = (await importApi(await config(oauth('"POST /oauth/token"')))).ir.auth.schemes[0];
    expect(byPath).toMatchObject({ getToken: { endpointId: 'POST /oauth/token' } });
    await expect(importApi(await config(oauth('auth.nothing')))).rejects.toMatchObject({
      name: 'ImporterError',
      file: expect.stringContaining('generators.yml') as unknown,
      line: 8,
    });
  });

  it('applies headers, environments with variables, readme.apiName and the group audiences', async () => {
    const loaded = await config(
      [
        'readme:',
        '  apiName: Acme',
        'api:',
        '  headers:',
        '    X-Api-Version: literal<"2024-01-01">',
        '    X-Tenant: { name: tenantId, type: string }',
        '  environments:',
        '    production:',
        '      url: https://{region}.acme.test',
        '      variables:',
        '        region: { default: eu, enum: [eu, us] }',
        '    staging: https://staging.acme.test',
        '  specs:',
        '    - openapi: auth-api.yml',
      ].join('\n'),
    );
    const { ir } = await importApi(loaded, { audiences: ['public'] });
    expect(ir.apiName.pascalCase).toBe('Acme');
    expect(ir.headers).toEqual([
      {
        kind: 'globalHeader',
        name: expect.objectContaining({ wireValue: 'X-Api-Version', camelCase: 'xApiVersion' }) as unknown,
        valueType: { kind: 'literal', value: '2024-01-01' },
      },
      {
        kind: 'globalHeader',
        name: expect.objectContaining({ wireValue: 'X-Tenant', camelCase: 'tenantId' }) as unknown,
        valueType: { kind: 'primitive', primitive: 'string' },
      },
    ]);
    expect(ir.environments).toMatchObject({
      mode: 'single',
      defaultEnvironmentId: 'production',
      environments: [
        { id: 'production', url: 'https://{region}.acme.test' },
        { id: 'staging', url: 'https://staging.acme.test' },
      ],
      serverVariables: [{ name: { wireValue: 'region' }, default: 'eu', values: ['eu', 'us'] }],
    });
    expect(allEndpoints(ir).map((e) => e.id)).toEqual(['GET /widgets']);
  });

  it('resolves auto-generate-idempotency-key: generator > spec > api.settings, explicit false wins', async () => {
    const yaml = (generatorValue: string) =>
      [
        'api:',
        '  settings:',
        '    auto-generate-idempotency-key: true',
        '  specs:',
        '    - openapi: auth-api.yml',
        'groups:',
        '  ts:',
        '    generators:',
        '      - name: bracken-typescript-sdk',
        '        version: 1.0.0',
        ...(generatorValue !== ''
          ? ['        config:', `          auto-generate-idempotency-key: ${generatorValue}`]
          : []),
      ].join('\n');
    const run = async (generatorValue: string) => {
      const loaded = await config(yaml(generatorValue));
      const generator = loaded.raw.groups?.['ts']?.generators?.[0];
      return (await importApi(loaded, generator ? { generator } : {})).ir.idempotencyKeyGeneration;
    };
    expect(await run('')).toEqual({
      kind: 'idempotencyKeyGeneration',
      headerName: 'Idempotency-Key',
      methods: ['POST', 'PUT'],
    });
    expect(await run('false')).toBeUndefined();
    expect(await run('{ header-name: X-Request-Key, methods: [POST, PATCH] }')).toEqual({
      kind: 'idempotencyKeyGeneration',
      headerName: 'X-Request-Key',
      methods: ['POST', 'PATCH'],
    });
  });

  it('clones a git source shallowly from a bare repository', async () => {
    const bare = path.join(folder.dir, 'remote.git');
    const work = path.join(folder.dir, 'work');
    const git = (cwd: string, ...args: string[]) =>
      execFileSync('git', args, {
        cwd,
        stdio: 'pipe',
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@example.com',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@example.com',
        },
      });
    git(folder.dir, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
    git(folder.dir, 'init', '--quiet', '--initial-branch=main', work);
    folder.write(
      'work/specs/api.yml',
      'openapi: 3.0.3\ninfo: { title: From Git, version: "1" }\npaths: { /ping: { get: { operationId: ping, responses: { "204": { description: ok } } } } }\n',
    );
    git(work, 'add', '.');
    git(work, 'commit', '--quiet', '-m', 'spec');
    git(work, 'push', '--quiet', bare, 'main');
    git(work, 'tag', 'v1');
    git(work, 'push', '--quiet', bare, 'v1');
    const loaded = await config(
      `api:\n  specs:\n    - openapi:\n        repo: file://${bare}\n        ref: v1\n        path: specs/api.yml\n`,
    );
    const { ir } = await importApi(loaded, { cacheDir: path.join(folder.dir, 'cache') });
    expect(ir.title).toBe('From Git');
    expect(allEndpoints(ir)[0]?.source?.file).toBe('specs/api.yml');
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: path.join(folder.dir, 'cache', readdirSync(path.join(folder.dir, 'cache'))[0]!),
    })
      .toString()
      .trim();
    expect(shallow).toBe('true');
    const missing = await config(
      `api:\n  specs:\n    - openapi:\n        repo: file://${folder.dir}/nothing.git\n        path: api.yml\n`,
    );
    await expect(importApi(missing, { cacheDir: path.join(folder.dir, 'cache') })).rejects.toThrow(
      /cannot clone the definition/,
    );
  });

  it('uses a registered importer for other kinds and rejects kinds without one', async () => {
    folder.write('api.json', '{"openrpc":"1.2.6","info":{"title":"rpc","version":"1"},"methods":[]}');
    const loaded = await config('api:\n  specs:\n    - openapi: auth-api.yml\n    - openrpc: api.json\n');
    await expect(importApi(loaded)).rejects.toThrow(/openrpc definitions are not supported yet/);
    await expect(importApi(loaded)).rejects.toBeInstanceOf(ImporterError);
    const seen: Array<string | undefined> = [];
    registerImporter('openrpc', async (_spec, context) => {
      seen.push(context.displayFile);
      const ir = createEmptyIr('rpc');
      ir.namespaces = ['rpc'];
      return ir;
    });
    const { ir } = await importApi(loaded);
    expect(seen).toEqual(['api.json']);
    expect(ir.title).toBe('Auth API');
    expect(ir.namespaces).toEqual(['rpc']);
  });

  it('a generator config message-naming wins over spec settings and api.settings', async () => {
    registerBuiltInImporters();
    copyFileSync(
      path.join(__dirname, 'asyncapi', '__fixtures__', 'streetlights-v2.yml'),
      path.join(folder.dir, 'streetlights.yml'),
    );
    const loaded = await config(
      [
        'api:',
        '  settings:',
        '    message-naming: v1',
        '  specs:',
        '    - asyncapi: streetlights.yml',
        '      settings:',
        '        message-naming: v1',
        'groups:',
        '  ts:',
        '    generators:',
        '      - name: bracken-typescript-sdk',
        '        version: 1.0.0',
        '        config:',
        '          message-naming: v2',
      ].join('\n'),
    );
    const withGenerator = await importApi(loaded, { generator: loaded.raw.groups!['ts']!.generators![0] });
    expect(withGenerator.ir.channels[0]!.receive[0]!.name.wireValue).toBe('LightMeasured');
    const withoutGenerator = await importApi(loaded);
    expect(withoutGenerator.ir.channels[0]!.receive[0]!.name.wireValue).toBe('lightMeasured');
  });
});
