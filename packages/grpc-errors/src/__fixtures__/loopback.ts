import {
  Client,
  type Interceptor,
  Metadata,
  type MethodDefinition,
  Server,
  ServerCredentials,
  type ServerInterceptor,
  type ServiceDefinition,
  type ServiceError,
  type UntypedServiceImplementation,
  credentials,
} from '@grpc/grpc-js';

/** A JSON-encoded value; the tests care about trailers, not message encoding. */
export type Json = { [key: string]: unknown };

const serialize = (value: Json): Buffer => Buffer.from(JSON.stringify(value));
const deserialize = (bytes: Buffer): Json => JSON.parse(bytes.toString('utf8')) as Json;

function method(name: string, requestStream: boolean, responseStream: boolean): MethodDefinition<Json, Json> {
  return {
    path: `/test.v1.TestService/${name}`,
    requestStream,
    responseStream,
    requestSerialize: serialize,
    requestDeserialize: deserialize,
    responseSerialize: serialize,
    responseDeserialize: deserialize,
    originalName: name.charAt(0).toLowerCase() + name.slice(1),
  };
}

/** A small service with one method of each streaming kind. */
export const testService: ServiceDefinition = {
  Unary: method('Unary', false, false),
  Upload: method('Upload', true, false),
  Watch: method('Watch', false, true),
  Chat: method('Chat', true, true),
};

/** A running server and a client connected to it. */
export interface Loopback {
  port: number;
  client: Client;
  close(): Promise<void>;
}

/** Start a grpc-js server on 127.0.0.1 with an ephemeral port and connect a client to it. */
export async function startLoopback(
  implementation: UntypedServiceImplementation,
  options: { serverInterceptors?: ServerInterceptor[]; clientInterceptors?: Interceptor[]; service?: ServiceDefinition } = {},
): Promise<Loopback> {
  const server = new Server({ interceptors: options.serverInterceptors ?? [] });
  server.addService(options.service ?? testService, implementation);
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    );
  });
  const client = new Client(`127.0.0.1:${port}`, credentials.createInsecure(), {
    interceptors: options.clientInterceptors ?? [],
  });
  return {
    port,
    client,
    close: async () => {
      client.close();
      await new Promise<void>((resolve) => server.tryShutdown(() => resolve()));
    },
  };
}

/** The outcome of one unary call. */
export type UnaryOutcome = { ok: true; response: Json } | { ok: false; error: ServiceError };

/** Make a unary call and wait for it. */
export function callUnary(client: Client, request: Json, deadlineMs = 10_000, name = 'Unary'): Promise<UnaryOutcome> {
  const definition = testService[name];
  return new Promise((resolve) => {
    client.makeUnaryRequest(
      definition.path,
      serialize,
      deserialize,
      request,
      new Metadata(),
      { deadline: Date.now() + deadlineMs },
      (error, response) => resolve(error ? { ok: false, error } : { ok: true, response: response ?? {} }),
    );
  });
}

/** Read a server stream to its end. */
export function callWatch(client: Client, request: Json): Promise<{ messages: Json[]; error?: ServiceError }> {
  return new Promise((resolve) => {
    const messages: Json[] = [];
    const stream = client.makeServerStreamRequest(testService.Watch.path, serialize, deserialize, request);
    stream.on('data', (message: Json) => messages.push(message));
    stream.on('error', (error: ServiceError) => resolve({ messages, error }));
    stream.on('end', () => resolve({ messages }));
  });
}

/** A logger that keeps every entry, for assertions. */
export function createMemoryLogger(): {
  entries: { level: string; message: string; fields: Record<string, unknown> }[];
  warn(message: string, fields: Record<string, unknown>): void;
  error(message: string, fields: Record<string, unknown>): void;
  info(message: string, fields: Record<string, unknown>): void;
} {
  const entries: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  return {
    entries,
    warn: (message, fields) => entries.push({ level: 'warn', message, fields }),
    error: (message, fields) => entries.push({ level: 'error', message, fields }),
    info: (message, fields) => entries.push({ level: 'info', message, fields }),
  };
}
