/** The bundle-size entry for Bracken: one client and one method call. */
import { BenchClient } from 'bench-generated-sdk';

/** Fetches one item through the generated client. */
export function fetchItem(itemId: string): Promise<unknown> {
  return new BenchClient({ baseUrl: 'https://api.example.com' }).items.getItem({ itemId });
}
