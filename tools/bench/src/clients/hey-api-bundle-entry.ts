/** The bundle-size entry for hey-api: one SDK function call with the fetch client. */
import { getItem } from 'bench-hey-api-sdk';

/** Fetches one item through hey-api's generated function. */
export function fetchItem(itemId: string): Promise<unknown> {
  return getItem({ path: { itemId }, baseUrl: 'https://api.example.com' });
}
