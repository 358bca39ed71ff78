import { join } from 'node:path';
import { generateTypeScriptSdk } from '../index';
import { compileSdk, writeSdk } from '../__fixtures__/sdk-harness';
import { startServer, type TestServer } from '../__fixtures__/server';
import { loadSdk, sdkParts } from '../__fixtures__/loose-sdk';
import { loadIr } from './__fixtures__/harness';

// An AsyncAPI SSE channel becomes a streaming endpoint; the SDK's SSE machinery reads it
// from a real server.

let server: TestServer;
let parts: ReturnType<typeof sdkParts>;

beforeAll(async () => {
  server = await startServer();
  const files = await generateTypeScriptSdk(loadIr('asyncapi-ticker-sse'), {
    packageName: 'ticker-sdk',
    packageVersion: '0.0.0',
    namespaceExport: 'Ticker',
  });
  const dir = writeSdk('asyncapi-ticker-sse', files);
  expect(compileSdk(dir)).toBe('');
  parts = sdkParts(loadSdk(join(dir, 'dist', 'cjs', 'index.js')), 'Ticker');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('an AsyncAPI SSE channel', () => {
  it('streams typed events from the channel address', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('event: price\ndata: {"symbol":"BTC","price":100.5}\n\n');
      response.write('event: halt\ndata: {"reason":"maintenance"}\n\n');
      response.end();
    });
    const client = new parts.Client({ baseUrl: server.url, maxRetries: 0 });
    const stream = (await client.prices!.subscribe!({ symbol: 'BTC' })) as unknown as AsyncIterable<unknown>;
    const events: unknown[] = [];
    for await (const event of stream) events.push(event);
    expect(server.requests[0]!.url).toBe('/prices/BTC');
    expect(events).toEqual([{ symbol: 'BTC', price: 100.5 }, { reason: 'maintenance' }]);
  });
});
