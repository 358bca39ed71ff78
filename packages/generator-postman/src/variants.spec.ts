import { createEmptyIr, createName } from '@bracken/ir';
import type { AuthScheme, HttpEndpoint, IntermediateRepresentation } from '@bracken/ir';
import { Collection, type CollectionDefinition } from 'postman-collection';
import { BrackenPostmanError, buildPostmanCollection } from './index';

const string = { kind: 'primitive', primitive: 'string' } as const;

function endpoint(id: string, extra: Partial<HttpEndpoint> = {}): HttpEndpoint {
  const [method, path] = id.split(' ') as [HttpEndpoint['method'], string];
  return {
    kind: 'endpoint',
    id,
    name: createName(path.replace(/\W/g, ' ')),
    method,
    path,
    pathParameters: [],
    queryParameters: [],
    headers: [],
    cookies: [],
    requestBodyRequired: false,
    requestName: createName('Request'),
    inlinePathParameters: true,
    response: { kind: 'empty', statusCode: 204 },
    errors: [],
    secured: true,
    idempotent: false,
    examples: [],
    ...extra,
  };
}

function apiWith(
  schemes: AuthScheme[],
  requirement: 'single' | 'any' | 'all',
  endpoints: HttpEndpoint[],
): IntermediateRepresentation {
  const ir = createEmptyIr('Variants');
  ir.auth = { kind: 'auth', requirement, schemes };
  ir.services = [{ kind: 'service', id: 'things', name: createName('things'), endpoints }];
  return ir;
}

const basic: AuthScheme = {
  kind: 'basic',
  id: 'basic',
  username: { kind: 'basicField', name: createName('clientName'), omit: false, env: 'USER' },
  password: { kind: 'basicField', name: createName('clientPassword'), omit: false },
};
const queryKey: AuthScheme = {
  kind: 'header',
  id: 'key',
  location: 'query',
  wireName: 'api_key',
  name: createName('apiKey'),
  valueType: string,
};
const cookieKey: AuthScheme = {
  kind: 'header',
  id: 'cookie',
  location: 'cookie',
  wireName: 'sid',
  name: createName('cookieToken'),
  valueType: string,
};
const tokenScheme: AuthScheme = { kind: 'bearer', id: 'token', token: createName('accessKey'), prefix: 'Token' };
const oauth: AuthScheme = {
  kind: 'oauth',
  id: 'oauth',
  flow: 'client-credentials',
  scopes: ['read', 'write'],
  tokenPrefix: 'Bearer',
  tokenHeader: 'Authorization',
  getToken: {
    kind: 'tokenEndpoint',
    endpointId: 'POST /oauth/token',
    requestProperties: { clientId: 'client_id', clientSecret: 'client_secret' },
    responseProperties: { accessToken: 'access_token' },
  },
};

const loads = (ir: IntermediateRepresentation) => {
  const json = buildPostmanCollection(ir);
  const collection = new Collection(JSON.parse(JSON.stringify(json)) as CollectionDefinition);
  expect(Collection.isCollection(collection)).toBe(true);
  return json;
};

describe('auth schemes', () => {
  it('maps basic auth to Postman basic auth with variables', () => {
    const json = loads(apiWith([basic], 'single', [endpoint('GET /things')]));
    expect(json.auth).toEqual({
      type: 'basic',
      basic: [
        { key: 'username', value: '{{clientName}}', type: 'string' },
        { key: 'password', value: '{{clientPassword}}', type: 'string' },
      ],
    });
    expect(json.variable.find((v) => v.key === 'clientName')?.description).toBe(
      'Basic auth user name (the SDK reads it from USER)',
    );
  });

  it('maps a query API key, a cookie and a custom token prefix', () => {
    expect(loads(apiWith([queryKey], 'single', [endpoint('GET /things')])).auth).toEqual({
      type: 'apikey',
      apikey: [
        { key: 'key', value: 'api_key', type: 'string' },
        { key: 'value', value: '{{apiKey}}', type: 'string' },
        { key: 'in', value: 'query', type: 'string' },
      ],
    });
    const cookie = loads(apiWith([cookieKey], 'single', [endpoint('GET /things')]));
    expect(cookie.auth).toBeUndefined();
    expect(cookie.item[0]?.item[0]?.request.header).toContainEqual({
      key: 'Cookie',
      value: 'sid={{cookieToken}}',
      type: 'text',
    });
    expect(loads(apiWith([tokenScheme], 'single', [endpoint('GET /things')])).auth?.apikey?.[1]).toEqual({
      key: 'value',
      value: 'Token {{accessKey}}',
      type: 'string',
    });
  });

  it('maps OAuth client credentials to oauth2 with the token endpoint', () => {
    const json = loads(apiWith([oauth], 'single', [endpoint('GET /things')]));
    expect(json.auth?.type).toBe('oauth2');
    expect(json.auth?.oauth2).toEqual(
      expect.arrayContaining([
        { key: 'grant_type', value: 'client_credentials', type: 'string' },
        { key: 'accessTokenUrl', value: '{{baseUrl}}/oauth/token', type: 'string' },
        { key: 'scope', value: 'read write', type: 'string' },
      ]),
    );
  });

  it('sends every scheme with `all`, and honours an endpoint that narrows its schemes', () => {
    const json = loads(
      apiWith([tokenScheme, queryKey], 'all', [
        endpoint('GET /things'),
        endpoint('GET /other', { authSchemes: ['key'] }),
      ]),
    );
    const [both, narrowed] = json.item[0]?.item ?? [];
    expect(both?.request.auth).toBeUndefined();
    expect(both?.request.url.query).toEqual([{ key: 'api_key', value: '{{apiKey}}', type: 'text' }]);
    expect(narrowed?.request.auth?.type).toBe('apikey');
    expect(narrowed?.request.url.query).toBeUndefined();
  });
});

describe('environments and bodies', () => {
  it('declares a variable per base URL in multi-host environments', () => {
    const ir = apiWith([], 'single', [endpoint('GET /things', { baseUrlId: 'auth' }), endpoint('GET /stuff')]);
    ir.environments = {
      kind: 'environments',
      mode: 'multi',
      environments: [
        {
          kind: 'multiUrl',
          id: 'prod',
          name: createName('prod'),
          urls: { api: 'https://api.acme.dev', auth: 'https://auth.acme.dev' },
        },
      ],
      baseUrls: [
        { kind: 'baseUrl', id: 'api', name: createName('api') },
        { kind: 'baseUrl', id: 'auth', name: createName('auth') },
      ],
      defaultEnvironmentId: 'prod',
      serverVariables: [],
    };
    const json = loads(ir);
    expect(json.variable.map((v) => [v.key, v.value])).toEqual([
      ['apiBaseUrl', 'https://api.acme.dev'],
      ['authBaseUrl', 'https://auth.acme.dev'],
      ['prodApiUrl', 'https://api.acme.dev'],
      ['prodAuthUrl', 'https://auth.acme.dev'],
    ]);
    expect(json.item[0]?.item.map((item) => item.request.url.host)).toEqual([['{{authBaseUrl}}'], ['{{apiBaseUrl}}']]);
  });

  it('writes multipart, bytes and text bodies', () => {
    const json = loads(
      apiWith([], 'single', [
        endpoint('POST /upload', {
          requestBody: {
            kind: 'multipart',
            contentType: 'multipart/form-data',
            parts: [
              { kind: 'part', name: createName('file'), valueType: { kind: 'file' }, isFile: true },
              { kind: 'part', name: createName('caption'), valueType: string, isFile: false },
            ],
          },
        }),
        endpoint('PUT /raw', {
          requestBody: { kind: 'bytes', contentType: 'application/octet-stream', optional: false },
        }),
        endpoint('POST /note', { requestBody: { kind: 'text', contentType: 'text/plain' } }),
      ]),
    );
    const [upload, raw, note] = json.item[0]?.item ?? [];
    expect(upload?.request.body).toEqual({
      mode: 'formdata',
      formdata: [
        { key: 'file', value: '', type: 'file' },
        { key: 'caption', value: 'string', type: 'text' },
      ],
    });
    expect(raw?.request.body).toEqual({ mode: 'file', file: {} });
    expect(raw?.request.header).toContainEqual({
      key: 'Content-Type',
      value: 'application/octet-stream',
      type: 'text',
    });
    expect(note?.request.body).toEqual({ mode: 'raw', raw: 'string', options: { raw: { language: 'text' } } });
  });

  it('uses the configured base URL and name, and refuses an empty name', () => {
    const ir = apiWith([], 'single', [endpoint('GET /things')]);
    const json = buildPostmanCollection(ir, { baseUrl: 'http://127.0.0.1:9999', collectionName: 'Acme API' });
    expect(json.info.name).toBe('Acme API');
    expect(json.variable).toEqual([
      { key: 'baseUrl', value: 'http://127.0.0.1:9999', type: 'string', description: 'Base URL of the API' },
    ]);
    expect(() => buildPostmanCollection(ir, { collectionName: ' ' })).toThrow(BrackenPostmanError);
  });
});
