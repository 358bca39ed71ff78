import type { AuthScheme, IntermediateRepresentation } from '@bracken/ir';
import { IrBuilder, endpoint, enumOf, name, object, param, prop, t, typeDecl } from './builder';

/**
 * A Petstore that touches every feature the generator supports: environments with a
 * server variable, a global header, idempotency, errors, enums, unions, maps, recursion,
 * uploads, form bodies, binary downloads, SSE and pagination.
 */
export function petstoreIr(options: { auth?: AuthScheme[]; requirement?: 'single' | 'any' | 'all'; environments?: boolean; local?: boolean } = {}): IntermediateRepresentation {
  const b = new IrBuilder('Petstore');
  b.ir.docs = 'The Petstore API. Comments may contain */ and `backticks` and ${templates}.';
  b.ir.apiVersion = '1.2.3';
  b.type(typeDecl('PetStatus', enumOf(['available', 'pending', 'sold']), 'Where the pet is in the sales process.'));
  b.type(typeDecl('StrictColor', enumOf(['red', 'green'], false)));
  b.type(
    typeDecl(
      'Pet',
      object([
        prop('pet_id', t.string(), 'The id. Ends a comment: */ must not break out.'),
        prop('name', t.string()),
        prop('status', t.optional(t.named('PetStatus'))),
        prop('tags', t.optional(t.list(t.string()))),
        prop('owner', t.optional(t.nullable(t.named('Owner')))),
        prop('attributes', t.optional(t.map(t.optional(t.integer())))),
        prop('metadata', t.optional(t.map(t.unknown()))),
        prop('class', t.optional(t.string()), 'A reserved word as a property.'),
        prop('x-weird key', t.optional(t.string())),
        prop('born_at', t.optional(t.dateTime())),
        prop('parent', t.optional(t.named('Pet'))),
      ]),
      'A pet for sale.',
    ),
  );
  b.type(typeDecl('Owner', object([prop('full_name', t.string()), prop('email', t.optional(t.string()))])));
  b.type(typeDecl('NewPet', object([prop('name', t.string(), 'The pet\'s name.'), prop('status', t.optional(t.named('PetStatus'))), prop('tag_list', t.optional(t.list(t.string())))])));
  b.type(typeDecl('PetList', object([prop('items', t.list(t.named('Pet'))), prop('next_cursor', t.optional(t.string()))])));
  b.type(typeDecl('Cat', object([prop('lives_left', t.integer())])));
  b.type(typeDecl('Dog', object([prop('good_boy', t.boolean())])));
  b.type(
    typeDecl('Animal', {
      kind: 'discriminatedUnion',
      discriminant: name('animal_type'),
      variants: [
        { kind: 'variant', discriminantValue: 'cat', typeId: 'Cat' },
        { kind: 'variant', discriminantValue: 'dog', typeId: 'Dog' },
      ],
      baseProperties: [prop('pet_name', t.string())],
    }),
  );
  b.type(typeDecl('PetOrId', { kind: 'undiscriminatedUnion', members: [{ kind: 'member', type: t.named('Pet') }, { kind: 'member', type: t.string() }] }));
  b.type(typeDecl('PetId', { kind: 'alias', aliasOf: t.string() }));
  b.type(typeDecl('ApiProblem', object([prop('error_code', t.string()), prop('detail', t.optional(t.string()))])));
  b.type(typeDecl('ChatEvent', object([prop('delta_text', t.string())])));
  b.type(typeDecl('TokenResponse', object([prop('access_token', t.string()), prop('expires_in', t.optional(t.integer())), prop('refresh_token', t.optional(t.string()))])));
  b.type(typeDecl('TokenRequest', object([prop('client_id', t.string()), prop('client_secret', t.string()), prop('grant_type', t.string()), prop('scope', t.optional(t.string()))])));
  b.type(typeDecl('RefreshRequest', object([prop('refresh_token', t.string()), prop('grant_type', t.string())])));
  b.error('NotFoundError', 404, t.named('ApiProblem'), 'The pet does not exist.');
  b.error('ConflictError', 409, t.named('ApiProblem'));

  b.service('pets', [
    endpoint('GET', '/pets', 'list_pets', {
      docs: 'Lists pets, a page at a time.',
      queryParameters: [param('query', 'limit', t.optional(t.integer())), param('query', 'cursor', t.optional(t.string())), param('query', 'status', t.optional(t.list(t.named('PetStatus'))))],
      response: { kind: 'json', statusCode: 200, contentType: 'application/json', bodyType: t.named('PetList') },
      pagination: { kind: 'cursor', cursorParameter: 'cursor', nextCursor: ['next_cursor'], results: ['items'] },
    }),
    endpoint('POST', '/pets', 'create_pet', {
      docs: 'Creates a pet.',
      headers: [param('header', 'X-Request-Source', t.optional(t.string()))],
      requestBody: { kind: 'json', contentType: 'application/json', bodyType: t.named('NewPet') },
      requestBodyRequired: true,
      response: { kind: 'json', statusCode: 201, contentType: 'application/json', bodyType: t.named('Pet') },
      errors: ['ConflictError'],
      idempotent: true,
      examples: [{ kind: 'endpointExample', requestBody: { name: 'Rex' } }],
    }),
    endpoint('GET', '/pets/{pet_id}', 'get_pet', {
      summary: 'Gets a pet.',
      response: { kind: 'json', statusCode: 200, contentType: 'application/json', bodyType: t.named('Pet') },
      errors: ['NotFoundError'],
    }),
    endpoint('PUT', '/pets/{pet_id}', 'update_pet', {
      requestBody: { kind: 'json', contentType: 'application/json', bodyType: t.named('NewPet') },
      requestBodyRequired: true,
      inlinePathParameters: true,
      response: { kind: 'json', statusCode: 200, contentType: 'application/json', bodyType: t.named('Pet') },
    }),
    endpoint('DELETE', '/pets/{pet_id}', 'delete_pet', { errors: ['NotFoundError'] }),
    endpoint('POST', '/pets/{pet_id}/photo', 'upload_photo', {
      requestBody: {
        kind: 'multipart',
        contentType: 'multipart/form-data',
        parts: [
          { kind: 'part', name: name('file'), valueType: t.file(), isFile: true },
          { kind: 'part', name: name('caption'), valueType: t.optional(t.string()), isFile: false },
          { kind: 'part', name: name('extra_files'), valueType: t.optional(t.list(t.file())), isFile: true },
        ],
      },
      requestBodyRequired: true,
      response: { kind: 'json', statusCode: 200, contentType: 'application/json', bodyType: t.named('Pet') },
    }),
    endpoint('GET', '/pets/{pet_id}/photo', 'download_photo', { response: { kind: 'binary', statusCode: 200, contentType: 'image/png', asBytes: false } }),
    endpoint('GET', '/pets/{pet_id}/photo/bytes', 'download_photo_bytes', { response: { kind: 'binary', statusCode: 200, contentType: 'image/png', asBytes: true } }),
    endpoint('POST', '/pets/search', 'search_pets', {
      requestBody: { kind: 'formUrlEncoded', contentType: 'application/x-www-form-urlencoded', bodyType: t.named('Owner'), encoding: 'form' },
      requestBodyRequired: true,
      response: { kind: 'json', statusCode: 200, contentType: 'application/json', bodyType: t.list(t.named('Pet')) },
    }),
    endpoint('POST', '/pets/classify', 'classify', {
      requestBody: { kind: 'json', contentType: 'application/json', bodyType: t.named('Animal') },
      requestBodyRequired: true,
      response: { kind: 'json', statusCode: 200, contentType: 'application/json', bodyType: t.named('PetOrId') },
    }),
    endpoint('PUT', '/pets/{pet_id}/raw', 'put_raw', {
      requestBody: { kind: 'bytes', contentType: 'application/octet-stream', optional: false },
      requestBodyRequired: true,
    }),
    endpoint('GET', '/pets/{pet_id}/name', 'get_pet_name', { response: { kind: 'text', statusCode: 200, contentType: 'text/plain' } }),
  ]);
  b.type(typeDecl('ChatUpdate', { kind: 'undiscriminatedUnion', members: [{ kind: 'member', type: t.named('ChatEvent') }, { kind: 'member', type: t.named('Owner') }] }));
  b.service('chat', [
    endpoint('GET', '/chat/log', 'log', {
      response: { kind: 'json', statusCode: 200, contentType: 'application/x-ndjson', bodyType: t.named('ChatEvent') },
      streaming: { kind: 'jsonLines', eventType: t.named('ChatEvent'), terminator: '[END]' },
    }),
    endpoint('GET', '/chat/updates', 'updates', {
      response: { kind: 'json', statusCode: 200, contentType: 'text/event-stream', bodyType: t.named('ChatUpdate') },
      streaming: {
        kind: 'sse',
        eventType: t.named('ChatUpdate'),
        resumable: false,
        eventDiscriminator: {
          kind: 'eventDiscriminator',
          variants: [
            { kind: 'eventVariant', event: 'delta', type: t.named('ChatEvent') },
            { kind: 'eventVariant', event: 'owner', type: t.named('Owner') },
          ],
        },
      },
    }),
    endpoint('POST', '/chat/stream', 'stream', {
      requestBody: { kind: 'json', contentType: 'application/json', bodyType: t.named('Owner') },
      requestBodyRequired: true,
      response: { kind: 'json', statusCode: 200, contentType: 'text/event-stream', bodyType: t.named('ChatEvent') },
      streaming: { kind: 'sse', eventType: t.named('ChatEvent'), terminator: '[DONE]', resumable: true },
    }),
  ]);
  b.service('auth', [
    endpoint('POST', '/oauth/token', 'get_token', {
      secured: false,
      requestBody: { kind: 'json', contentType: 'application/json', bodyType: t.named('TokenRequest') },
      requestBodyRequired: true,
      response: { kind: 'json', statusCode: 200, contentType: 'application/json', bodyType: t.named('TokenResponse') },
    }),
    endpoint('POST', '/oauth/refresh', 'refresh_token', {
      secured: false,
      requestBody: { kind: 'json', contentType: 'application/json', bodyType: t.named('RefreshRequest') },
      requestBodyRequired: true,
      response: { kind: 'json', statusCode: 200, contentType: 'application/json', bodyType: t.named('TokenResponse') },
    }),
  ]);
  b.ir.headers.push({ kind: 'globalHeader', name: name('X-Api-Version'), valueType: t.literal('2024-01-01') });
  b.ir.headers.push({ kind: 'globalHeader', name: name('X-Tenant'), valueType: t.optional(t.string()), docs: 'Tenant to act for.' });
  b.ir.idempotencyKeyGeneration = { kind: 'idempotencyKeyGeneration', headerName: 'Idempotency-Key', methods: ['POST', 'PUT'] };
  if (options.environments !== false) {
    b.ir.environments = {
      kind: 'environments',
      mode: 'single',
      environments: [
        { kind: 'singleUrl', id: 'production', name: name('production'), url: options.local ? 'http://127.0.0.1:{port}/{region}/{environment}' : 'https://{region}.petstore.example.com/v1' },
        { kind: 'singleUrl', id: 'staging', name: name('staging'), url: options.local ? 'http://127.0.0.1:{port}/staging' : 'https://staging.petstore.example.com' },
      ],
      baseUrls: [],
      defaultEnvironmentId: 'production',
      serverVariables: [
        { kind: 'serverVariable', name: name('region'), default: 'us', values: ['us', 'eu'] },
        { kind: 'serverVariable', name: name('environment'), default: 'prod' },
        ...(options.local ? [{ kind: 'serverVariable' as const, name: name('port'), default: '1' }] : []),
      ],
    };
  }
  b.auth(options.requirement ?? 'single', options.auth ?? [bearer()]);
  return b.build();
}

/** A bearer scheme. */
export function bearer(extra: { tokenName?: string; env?: string } = {}): AuthScheme {
  return { kind: 'bearer', id: 'bearer', token: name(extra.tokenName ?? 'token'), prefix: 'Bearer', ...(extra.env ? { env: extra.env } : {}) };
}

/** A custom header scheme. */
export function apiKey(extra: { header?: string; optionName?: string; prefix?: string; env?: string; id?: string } = {}): AuthScheme {
  const header = extra.header ?? 'X-Api-Key';
  return {
    kind: 'header',
    id: extra.id ?? 'apiKey',
    location: 'header',
    wireName: header,
    name: name(extra.optionName ?? header),
    valueType: t.string(),
    ...(extra.prefix ? { prefix: extra.prefix } : {}),
    ...(extra.env ? { env: extra.env } : {}),
  };
}

/** A basic scheme. */
export function basic(extra: { omitUsername?: boolean; omitPassword?: boolean; usernameEnv?: string; passwordEnv?: string } = {}): AuthScheme {
  return {
    kind: 'basic',
    id: 'basic',
    username: { kind: 'basicField', name: name('username'), omit: extra.omitUsername ?? false, ...(extra.usernameEnv ? { env: extra.usernameEnv } : {}) },
    password: { kind: 'basicField', name: name('password'), omit: extra.omitPassword ?? false, ...(extra.passwordEnv ? { env: extra.passwordEnv } : {}) },
  };
}

/** An OAuth client-credentials scheme against the fixture's token endpoints. */
export function oauth(extra: { refresh?: boolean } = {}): AuthScheme {
  return {
    kind: 'oauth',
    id: 'oauth',
    flow: 'client-credentials',
    scopes: ['pets:read'],
    clientIdEnv: 'PETSTORE_CLIENT_ID',
    clientSecretEnv: 'PETSTORE_CLIENT_SECRET',
    tokenPrefix: 'Bearer',
    tokenHeader: 'Authorization',
    getToken: {
      kind: 'tokenEndpoint',
      endpointId: 'POST /oauth/token',
      requestProperties: { clientId: 'client_id', clientSecret: 'client_secret', scopes: 'scope' },
      responseProperties: { accessToken: 'access_token', expiresIn: 'expires_in', refreshToken: 'refresh_token' },
    },
    ...(extra.refresh
      ? {
          refreshToken: {
            kind: 'tokenEndpoint',
            endpointId: 'POST /oauth/refresh',
            requestProperties: { clientId: 'client_id', clientSecret: 'client_secret', refreshToken: 'refresh_token' },
            responseProperties: { accessToken: 'access_token', expiresIn: 'expires_in', refreshToken: 'refresh_token' },
          },
        }
      : {}),
  };
}
