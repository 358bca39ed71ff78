import type { AuthScheme, IntermediateRepresentation } from '@bracken/ir';
import { IrBuilder, endpoint, name, object, prop, t, typeDecl } from './builder';

/**
 * A small API for auth and header variants: `GET /items` (secured), `POST /items`
 * (idempotent by configuration) and the OAuth token endpoints.
 */
export function authIr(schemes: AuthScheme[], requirement: 'single' | 'any' | 'all' = 'single', extra: { multiHost?: boolean; title?: string } = {}): IntermediateRepresentation {
  const b = new IrBuilder(extra.title ?? 'Auth Demo');
  b.type(typeDecl('Item', object([prop('item_id', t.string()), prop('display_name', t.optional(t.string()))])));
  b.type(typeDecl('TokenRequest', object([prop('client_id', t.string()), prop('client_secret', t.string()), prop('grant_type', t.string()), prop('scope', t.optional(t.string()))])));
  b.type(typeDecl('RefreshRequest', object([prop('refresh_token', t.string()), prop('grant_type', t.string())])));
  b.type(typeDecl('TokenResponse', object([prop('access_token', t.string()), prop('expires_in', t.optional(t.integer())), prop('refresh_token', t.optional(t.string()))])));
  b.service('items', [
    endpoint('GET', '/items', 'list_items', { response: { kind: 'json', statusCode: 200, contentType: 'application/json', bodyType: t.list(t.named('Item')) } }),
    endpoint('POST', '/items', 'create_item', {
      requestBody: { kind: 'json', contentType: 'application/json', bodyType: t.named('Item') },
      requestBodyRequired: true,
      response: { kind: 'json', statusCode: 200, contentType: 'application/json', bodyType: t.named('Item') },
      ...(extra.multiHost ? { baseUrlId: 'uploads' } : {}),
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
  if (extra.multiHost) {
    b.ir.environments = {
      kind: 'environments',
      mode: 'multi',
      environments: [
        { kind: 'multiUrl', id: 'production', name: name('production'), urls: { api: 'http://127.0.0.1:{port}/api/{region}', uploads: 'http://127.0.0.1:{port}/uploads/{region}' } },
      ],
      baseUrls: [
        { kind: 'baseUrl', id: 'api', name: name('api') },
        { kind: 'baseUrl', id: 'uploads', name: name('uploads') },
      ],
      defaultEnvironmentId: 'production',
      serverVariables: [
        { kind: 'serverVariable', name: name('port'), default: '1' },
        { kind: 'serverVariable', name: name('region'), default: 'us' },
      ],
    };
  }
  b.ir.webhooks.push({
    kind: 'webhook',
    id: 'item_created',
    name: name('item_created'),
    method: 'POST',
    headers: [],
    payloadType: t.named('Item'),
    signature: { kind: 'hmac', algorithm: 'sha256', encoding: 'hex', header: 'X-Signature', prefix: 'sha256=', bodyHash: { kind: 'bodyHash', algorithm: 'sha1', encoding: 'base64', queryParameter: 'body_sha1' } },
    docs: 'Sent when an item is created.',
  });
  b.ir.idempotencyKeyGeneration = { kind: 'idempotencyKeyGeneration', headerName: 'X-Idempotency', methods: ['POST'] };
  b.auth(requirement, schemes);
  return b.build();
}
