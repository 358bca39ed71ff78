// Loaded in Chromium, where fetch hides where a redirect leads: calls the generated client for
// the test and reports the data or the error message.
import { HopClient } from '@acme/hop-sdk';

type Method = 'list' | 'secure' | 'keyed';

async function callHop(method: Method, baseUrl: string): Promise<{ data?: string[]; error?: string }> {
  const client = new HopClient({ baseUrl, token: 'bearer-secret', xApiKey: 'key-secret', maxRetries: 0 });
  try {
    return { data: await client.things[method]() };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

Object.assign(window, { callHop });
