import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { RetryInfoType, packDetail, toStatusMetadata } from '@bracken/grpc-errors';
import * as protobuf from 'protobufjs';
import { contextFor, loadIr, typeCheck, writeExtensionSdk } from '../__fixtures__/harness';
import type { GrpcProtoFile } from './plugin';
import { emitGrpc } from './plugin';

interface Reply {
  id?: string;
  message?: string;
  sentAt?: Date;
}
interface GreeterClient {
  sayHello(request: Record<string, unknown>, options?: { metadata?: Record<string, string> }): Promise<Reply>;
  getGreeting(request: { id: string }): Promise<Reply>;
  sayHelloRepeated(request: { name: string; times: number }): AsyncIterable<Reply>;
  sayHelloToAll(requests: Iterable<{ name: string }> | AsyncIterable<{ name: string }>): Promise<Reply>;
  sayHelloStream(requests: AsyncIterable<{ name: string }>): AsyncIterable<Reply>;
  close(): void;
}
interface GrpcSdk {
  GreeterGrpcClient: new (options: { address: string; credentials?: 'insecure' }) => GreeterClient;
  GreeterGrpcError: new (...args: never[]) => Error;
}

const loadSdk = (dir: string): GrpcSdk => {
  // The emitted TypeScript, compiled on the fly by the test transform.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(join(dir, 'src', 'grpc', 'index.ts')) as GrpcSdk;
};

const protoFiles = JSON.parse(
  readFileSync(join(__dirname, '..', '__fixtures__', 'proto-greeter.protos.json'), 'utf8'),
) as GrpcProtoFile[];

function methodDefinition(
  root: protobuf.Root,
  name: string,
  requestStream: boolean,
  responseStream: boolean,
): grpc.MethodDefinition<object, object> {
  const service = root.lookupService('greeter.v1.Greeter');
  const method = service.methods[name]!;
  const request = root.lookupType(method.requestType);
  const response = root.lookupType(method.responseType);
  return {
    path: `/greeter.v1.Greeter/${name}`,
    requestStream,
    responseStream,
    requestSerialize: (value: object) => Buffer.from(request.encode(request.fromObject(value)).finish()),
    requestDeserialize: (bytes: Buffer) => request.toObject(request.decode(bytes), { enums: String }),
    responseSerialize: (value: object) => Buffer.from(response.encode(response.fromObject(value)).finish()),
    responseDeserialize: (bytes: Buffer) => response.toObject(response.decode(bytes)),
  };
}

describe('emitGrpc', () => {
  const ir = loadIr('proto-greeter');
  let dir: string;
  let server: grpc.Server;
  let address: string;
  const seenMetadata: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    // The server reads the same .proto files, independently of the emitted client.
    const root = new protobuf.Root();
    for (const file of protoFiles) protobuf.parse(file.contents, root, { keepCase: false });
    root.resolveAll();
    server = new grpc.Server();
    const reply = (name: string, n = 1): object => ({
      id: `g${n}`,
      message: `Hello, ${name}!`,
      sentAt: { seconds: 1767225600, nanos: 500000000 },
    });
    server.addService(
      {
        SayHello: methodDefinition(root, 'SayHello', false, false),
        GetGreeting: methodDefinition(root, 'GetGreeting', false, false),
        SayHelloRepeated: methodDefinition(root, 'SayHelloRepeated', false, true),
        SayHelloToAll: methodDefinition(root, 'SayHelloToAll', true, false),
        SayHelloStream: methodDefinition(root, 'SayHelloStream', true, true),
      },
      {
        SayHello: (
          call: grpc.ServerUnaryCall<{ name?: string; tone?: string }, object>,
          callback: grpc.sendUnaryData<object>,
        ) => {
          seenMetadata.push(call.metadata.getMap());
          const name = call.request.name ?? '';
          if (name === '') return callback({ code: grpc.status.INVALID_ARGUMENT, details: 'name is required' });
          if (name === 'busy') {
            const metadata = toStatusMetadata({
              code: grpc.status.RESOURCE_EXHAUSTED,
              message: 'slow down',
              details: [packDetail(RetryInfoType, { retryDelay: { seconds: 3, nanos: 0 } })],
            });
            return callback({ code: grpc.status.RESOURCE_EXHAUSTED, details: 'slow down', metadata });
          }
          callback(null, {
            ...reply(name),
            message: call.request.tone === 'TONE_FORMAL' ? `Good day, ${name}.` : `Hello, ${name}!`,
          });
        },
        GetGreeting: (call: grpc.ServerUnaryCall<{ id?: string }, object>, callback: grpc.sendUnaryData<object>) =>
          callback(null, { id: call.request.id, message: 'found' }),
        SayHelloRepeated: (call: grpc.ServerWritableStream<{ name?: string; times?: number }, object>) => {
          for (let i = 1; i <= (call.request.times ?? 0); i++) call.write(reply(call.request.name ?? '', i));
          call.end();
        },
        SayHelloToAll: (
          call: grpc.ServerReadableStream<{ name?: string }, object>,
          callback: grpc.sendUnaryData<object>,
        ) => {
          const names: string[] = [];
          call.on('data', (request: { name?: string }) => names.push(request.name ?? ''));
          call.on('end', () => callback(null, { id: 'all', message: `Hello, ${names.join(' and ')}!` }));
        },
        SayHelloStream: (call: grpc.ServerDuplexStream<{ name?: string }, object>) => {
          call.on('data', (request: { name?: string }) => call.write({ message: `Hi ${request.name ?? ''}` }));
          call.on('end', () => call.end());
        },
      },
    );
    const port = await new Promise<number>((resolve, reject) =>
      server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, bound) =>
        error ? reject(error) : resolve(bound),
      ),
    );
    address = `127.0.0.1:${port}`;
    dir = await writeExtensionSdk('grpc', ir, 'Greeter', emitGrpc(ir, { ...contextFor(ir, 'Greeter'), protoFiles }));
  });

  afterAll(async () => {
    await new Promise<void>((done) => (server ? server.tryShutdown(() => done()) : done()));
  });

  it('emits files that pass strict tsc', () => {
    expect(typeCheck(dir)).toBe('');
  });

  it('is deterministic and copies the proto files', () => {
    const files = emitGrpc(ir, { ...contextFor(ir, 'Greeter'), protoFiles });
    expect(files).toEqual(emitGrpc(ir, { ...contextFor(ir, 'Greeter'), protoFiles: [...protoFiles].reverse() }));
    expect(files.map((f) => f.path)).toEqual([
      'src/grpc/greeter-grpc-client.ts',
      'src/grpc/index.ts',
      'src/grpc/protos.ts',
      'src/grpc/runtime.ts',
    ]);
    expect(files.find((f) => f.path === 'src/grpc/protos.ts')!.contents).toContain(
      '"greeter/v1/greeter.proto": "syntax = \\"proto3\\";',
    );
  });

  it('makes unary calls with metadata, enums and well-known types in the proto3 JSON shape', async () => {
    const sdk = loadSdk(dir);
    const client = new sdk.GreeterGrpcClient({ address, credentials: 'insecure' });
    await expect(
      client.sayHello({ name: 'Ada', tone: 'TONE_FORMAL', labels: { a: 'b' } }, { metadata: { 'x-trace': 't-1' } }),
    ).resolves.toEqual({ id: 'g1', message: 'Good day, Ada.', sentAt: new Date('2026-01-01T00:00:00.5Z') });
    expect(seenMetadata.at(-1)).toMatchObject({ 'x-trace': 't-1' });
    await expect(client.getGreeting({ id: 'g9' })).resolves.toEqual({ id: 'g9', message: 'found' });
    client.close();
  });

  it('streams from the server, to the server and both ways', async () => {
    const sdk = loadSdk(dir);
    const client = new sdk.GreeterGrpcClient({ address, credentials: 'insecure' });
    const repeated: Reply[] = [];
    for await (const reply of client.sayHelloRepeated({ name: 'Bo', times: 3 })) repeated.push(reply);
    expect(repeated.map((r) => r.id)).toEqual(['g1', 'g2', 'g3']);
    await expect(client.sayHelloToAll([{ name: 'Ann' }, { name: 'Ben' }])).resolves.toEqual({
      id: 'all',
      message: 'Hello, Ann and Ben!',
    });
    async function* names(): AsyncGenerator<{ name: string }> {
      yield { name: 'x' };
      yield { name: 'y' };
    }
    const echoed: Reply[] = [];
    for await (const reply of client.sayHelloStream(names())) echoed.push(reply);
    expect(echoed).toEqual([{ message: 'Hi x' }, { message: 'Hi y' }]);
    client.close();
  });

  it('throws the SDK error with the status code and decoded rich details', async () => {
    const sdk = loadSdk(dir);
    const client = new sdk.GreeterGrpcClient({ address, credentials: 'insecure' });
    const invalid = await client.sayHello({ name: '' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(invalid).toBeInstanceOf(sdk.GreeterGrpcError);
    expect(invalid).toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
      details: 'name is required',
      statusDetails: [],
      message: 'name is required (gRPC status 3): /greeter.v1.Greeter/SayHello',
    });
    const busy = await client.sayHello({ name: 'busy' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(busy).toMatchObject({
      code: grpc.status.RESOURCE_EXHAUSTED,
      statusDetails: [{ typeUrl: 'type.googleapis.com/google.rpc.RetryInfo' }],
      richStatus: { codeName: 'RESOURCE_EXHAUSTED', retryDelaySeconds: 3 },
    });
    client.close();
  });
});
