import { join } from 'node:path';
import { countTurns } from '@bracken/test-kit';
import { generateTypeScriptSdk } from './index';
import { petstoreIr } from './__fixtures__/petstore';
import { compileSdk, writeSdk } from './__fixtures__/sdk-harness';
import { sendJson, startServer, type TestServer } from './__fixtures__/server';
import { loadSdk, sdkParts } from './__fixtures__/loose-sdk';

// What a generated client adds to each call, counted in turns of the microtask queue: every
// promise hop between the platform's answer and the caller's data is one more turn, and each
// hop allocates what the garbage collector then pays for on every request.

let server: TestServer;
let parts: ReturnType<typeof sdkParts>;

beforeAll(async () => {
  server = await startServer();
  const files = await generateTypeScriptSdk(petstoreIr({ local: true, auth: [] }), {
    packageName: '@acme/petstore-sdk',
    packageVersion: '1.2.3',
  });
  const dir = writeSdk('client-call-cost', files);
  expect(compileSdk(dir)).toBe('');
  parts = sdkParts(loadSdk(join(dir, 'dist', 'cjs', 'index.js')), 'Petstore');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the turns of a generated call', () => {
  it('hands the caller its data nine turns after the platform has read the body', async () => {
    const body = JSON.stringify({ pet_id: 'p1', name: 'Rex' });
    // A framed body, as most APIs send: the client reads it with one text() call.
    server.handle((_request, response) =>
      sendJson(response, 200, JSON.parse(body), { 'content-length': String(Buffer.byteLength(body)) }),
    );
    const counter = countTurns();
    const fetchFn: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const text = response.text.bind(response);
      response.text = () =>
        text().then((read) => {
          counter.start();
          return read;
        });
      return response;
    };
    const client = new parts.Client({ baseUrl: server.url, maxRetries: 0, fetch: fetchFn });
    const call = client.pets!.getPet!('p1');
    const turns = await counter.until(call);
    // The core's own hops (reading JSON, the attempt, the retry loop), then the context's
    // request, the endpoint method and the response promise: one turn each.
    expect({ pet: await call, turns }).toEqual({ pet: { petId: 'p1', name: 'Rex' }, turns: 9 });
  });
});
