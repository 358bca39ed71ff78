/**
 * The one-endpoint definition behind the request-rate and bundle-size sections:
 * `GET /items/{itemId}` returning an `Item`.
 */
export { ONE_ENDPOINT_DEFINITION as ONE_ENDPOINT_SPEC } from '@bracken/test-kit';

/** The body the local server answers with. */
export const ITEM_BODY = JSON.stringify({ id: 'item-1', name: 'Widget', price: 9.5, inStock: true });
