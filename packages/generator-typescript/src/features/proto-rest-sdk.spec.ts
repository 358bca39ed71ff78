import { join } from 'node:path';
import { generateTypeScriptSdk } from '../index';
import { compileSdk, writeSdk } from '../__fixtures__/sdk-harness';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server';
import { loadSdk, sdkParts, type LooseClient } from '../__fixtures__/loose-sdk';
import { loadIr } from './__fixtures__/harness';

// The REST half of the protobuf example: methods with google.api.http rules, compiled
// strictly and called against a real server with proto3 JSON bodies.

let server: TestServer;
let parts: ReturnType<typeof sdkParts>;

beforeAll(async () => {
  server = await startServer();
  const files = await generateTypeScriptSdk(loadIr('proto-greeter'), {
    packageName: 'greeter-sdk',
    packageVersion: '0.0.0',
    namespaceExport: 'Greeter',
  });
  const dir = writeSdk('proto-greeter', files);
  expect(compileSdk(dir)).toBe('');
  parts = sdkParts(loadSdk(join(dir, 'dist', 'cjs', 'index.js')), 'Greeter');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(() => server.reset());

const client = (): LooseClient => new parts.Client({ baseUrl: server.url, maxRetries: 0 });

describe('the REST client of a protobuf API', () => {
  it('posts the whole message for body "*" and reads the proto3 JSON reply', async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, { id: 'g1', message: 'Hello, Ada!', sentAt: '2026-01-01T00:00:00Z' }),
    );
    const reply = await client().greeter!.sayHello!({ name: 'Ada', tone: 'TONE_FRIENDLY', labels: { team: 'x' } });
    const sent = server.requests[0]!;
    expect(`${sent.method} ${sent.path}`).toBe('POST /v1/greetings');
    expect(JSON.parse(sent.text)).toEqual({ name: 'Ada', tone: 'TONE_FRIENDLY', labels: { team: 'x' } });
    expect(reply).toEqual({ id: 'g1', message: 'Hello, Ada!', sentAt: new Date('2026-01-01T00:00:00Z') });
  });

  it('binds path fields for GET rules', async () => {
    server.handle((_request, response) => sendJson(response, 200, { id: 'g7' }));
    await client().greeter!.getGreeting!({ id: 'g7' });
    expect(server.requests[0]!.url).toBe('/v1/greetings/g7');
  });
});
