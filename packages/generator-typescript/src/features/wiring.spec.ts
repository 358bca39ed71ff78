import { generateTypeScriptSdk } from '../index';
import { loadIr } from './__fixtures__/harness';

async function sdk(name: string): Promise<Map<string, string>> {
  const files = await generateTypeScriptSdk(loadIr(name), { packageName: `${name}-sdk`, packageVersion: '1.0.0' });
  return new Map(files.map((f) => [f.path, f.contents]));
}

describe('the main generator includes the transport clients', () => {
  it('adds gRPC clients, exports them, and declares grpc-js and protobufjs as optional peers', async () => {
    const files = await sdk('proto-greeter');
    expect([...files.keys()].filter((p) => p.startsWith('src/grpc/'))).toEqual(
      expect.arrayContaining(['src/grpc/index.ts', 'src/grpc/protos.ts', 'src/grpc/runtime.ts']),
    );
    expect(files.get('src/index.ts')).toContain('export * from "./grpc";');
    const pkg = JSON.parse(files.get('package.json')!) as {
      peerDependencies: Record<string, string>;
      peerDependenciesMeta: Record<string, { optional: boolean }>;
    };
    expect(Object.keys(pkg.peerDependencies)).toEqual(['@grpc/grpc-js', 'protobufjs']);
    expect(pkg.peerDependenciesMeta['@grpc/grpc-js']).toEqual({ optional: true });
  });

  it('adds WebSocket channel clients with ws as an optional peer', async () => {
    const files = await sdk('asyncapi-chat');
    expect(files.get('src/index.ts')).toContain('export * from "./channels";');
    expect(files.has('src/channels/index.ts')).toBe(true);
    expect(
      Object.keys(
        (JSON.parse(files.get('package.json')!) as { peerDependencies: Record<string, string> }).peerDependencies,
      ),
    ).toEqual(['ws']);
  });

  it('adds the JSON-RPC client and needs no peers', async () => {
    const files = await sdk('openrpc-petstore');
    expect(files.get('src/index.ts')).toContain('export * from "./jsonrpc";');
    expect(JSON.parse(files.get('package.json')!)).not.toHaveProperty('peerDependencies');
  });

  it('adds nothing for a plain HTTP API', async () => {
    const files = await sdk('conjure-recipes');
    expect([...files.keys()].some((p) => /^src\/(grpc|channels|jsonrpc)\//.test(p))).toBe(false);
    expect(files.get('src/index.ts')).not.toMatch(/grpc|channels|jsonrpc/);
  });
});
