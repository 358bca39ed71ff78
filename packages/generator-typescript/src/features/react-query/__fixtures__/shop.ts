import type { IntermediateRepresentation } from '@bracken/ir';
import { IrBuilder, endpoint, object, param, prop, t, typeDecl } from '../../../__fixtures__/builder';

const json = (bodyType: ReturnType<typeof t.named>, statusCode = 200) => ({ kind: 'json' as const, statusCode, contentType: 'application/json', bodyType });

/**
 * An API with every kind of endpoint the hooks distinguish: plain and paginated (cursor,
 * offset, next URL) queries, queries without variables, mutations with required, optional
 * and no variables, streams, and names that clash with the hook objects' own members.
 */
export function shopIr(): IntermediateRepresentation {
  const b = new IrBuilder('Shop');
  b.type(typeDecl('Pet', object([prop('pet_id', t.string()), prop('display_name', t.string())])));
  b.type(typeDecl('NewPet', object([prop('display_name', t.string())])));
  b.type(typeDecl('PetPage', object([prop('items', t.list(t.named('Pet'))), prop('next_cursor', t.optional(t.string()))])));
  b.type(typeDecl('PetOffsetPage', object([prop('items', t.list(t.named('Pet'))), prop('has_more', t.optional(t.boolean()))])));
  b.type(typeDecl('PetLinkPage', object([prop('items', t.list(t.named('Pet'))), prop('next', t.optional(t.string()))])));
  b.type(typeDecl('Count', object([prop('total', t.integer())])));
  b.type(typeDecl('Store', object([prop('store_id', t.string()), prop('city', t.string())])));
  b.type(typeDecl('Tick', object([prop('n', t.integer())])));
  b.service('pets', [
    endpoint('GET', '/pets', 'list_pets', {
      docs: 'Lists pets, a page at a time.',
      queryParameters: [param('query', 'limit', t.optional(t.integer())), param('query', 'cursor', t.optional(t.string()))],
      response: json(t.named('PetPage')),
      pagination: { kind: 'cursor', cursorParameter: 'cursor', nextCursor: ['next_cursor'], results: ['items'] },
    }),
    endpoint('GET', '/pets/by-page', 'list_pets_by_page', {
      queryParameters: [param('query', 'page', t.optional(t.integer()))],
      response: json(t.named('PetOffsetPage')),
      pagination: { kind: 'offset', offsetParameter: 'page', step: 'page', results: ['items'], hasNextPage: ['has_more'] },
    }),
    endpoint('GET', '/pets/linked', 'list_pets_linked', {
      response: json(t.named('PetLinkPage')),
      pagination: { kind: 'nextUrl', nextUrl: ['next'], results: ['items'] },
    }),
    endpoint('GET', '/pets/count', 'count_pets', { response: json(t.named('Count')) }),
    endpoint('GET', '/pets/{pet_id}', 'get_pet', { summary: 'Gets a pet.', response: json(t.named('Pet')) }),
    endpoint('POST', '/pets', 'create_pet', {
      requestBody: { kind: 'json', contentType: 'application/json', bodyType: t.named('NewPet') },
      requestBodyRequired: true,
      response: json(t.named('Pet'), 201),
    }),
    endpoint('POST', '/pets/search', 'search_pets', { queryParameters: [param('query', 'q', t.optional(t.string()))], response: json(t.named('PetPage')) }),
    endpoint('POST', '/pets/reset', 'reset_pets'),
    endpoint('DELETE', '/pets/{pet_id}', 'delete_pet'),
    endpoint('GET', '/pets/{pet_id}/photo', 'download_photo', { response: { kind: 'binary', statusCode: 200, contentType: 'image/png', asBytes: false } }),
    endpoint('GET', '/pets/{pet_id}/photo/bytes', 'download_photo_bytes', { response: { kind: 'binary', statusCode: 200, contentType: 'image/png', asBytes: true } }),
    endpoint('GET', '/pets/ticks', 'ticks', {
      response: json(t.named('Tick')),
      streaming: { kind: 'sse', eventType: t.named('Tick'), resumable: false },
    }),
    endpoint('GET', '/pets/stale', 'invalidate', { response: json(t.named('Count')) }),
  ]);
  b.service('stores', [endpoint('GET', '/stores', 'list_stores', { response: { kind: 'json', statusCode: 200, contentType: 'application/json', bodyType: t.list(t.named('Store')) } })]);
  b.service('invalidate', [endpoint('GET', '/cache', 'get_query_key', { response: json(t.named('Count')) })]);
  return b.build();
}
