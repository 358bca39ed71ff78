import { join } from 'node:path';
import type { IntermediateRepresentation, TypeReference } from '@bracken/ir';
import { validateIr } from '@bracken/ir';
import { DefinitionError } from '../definition-kit/definition-error';
import { collectProtoSources, parseProto } from './parse-proto';

const fixtures = join(__dirname, '__fixtures__');
const rootInput = { absolutePath: join(fixtures, 'root'), displayPath: 'proto' };

const propertyType = (ir: IntermediateRepresentation, typeId: string, property: string): TypeReference | undefined => {
  const shape = ir.types[typeId]?.shape;
  return shape?.kind === 'object' ? shape.properties.find((p) => p.name.wireValue === property)?.valueType : undefined;
};
const optional = (itemType: TypeReference): TypeReference => ({ kind: 'optional', itemType });

async function failure(promise: Promise<unknown>): Promise<DefinitionError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DefinitionError) return error;
    throw error;
  }
  throw new Error('expected a DefinitionError');
}

describe('parseProto', () => {
  let ir: IntermediateRepresentation;
  beforeAll(async () => {
    ir = await parseProto(rootInput);
  });

  it('makes every service a gRPC service with unary and streaming methods', () => {
    expect(ir.title).toBe('Greeter');
    expect(validateIr(ir)).toEqual([]);
    const [service] = ir.rpcServices;
    expect(service).toMatchObject({
      protocol: 'grpc',
      id: 'greeter.v1.Greeter',
      fullName: 'greeter.v1.Greeter',
      docs: 'Greets people.',
    });
    expect(service!.methods.map((m) => [m.wireName, m.name.camelCase, m.clientStreaming, m.serverStreaming])).toEqual([
      ['SayHello', 'sayHello', false, false],
      ['ListGreetings', 'listGreetings', false, false],
      ['Forget', 'forget', false, false],
      ['StreamHellos', 'streamHellos', false, true],
      ['CollectNames', 'collectNames', true, false],
      ['Chat', 'chat', true, true],
    ]);
    expect(service!.methods[0]).toMatchObject({
      requestType: { kind: 'named', typeId: 'HelloRequest' },
      responseType: { kind: 'named', typeId: 'HelloReply' },
      docs: 'Says hello to one person.',
    });
    expect(service!.methods[0]!.source).toMatchObject({ file: 'proto/greeter/v1/greeter.proto', line: 17 });
    expect(service!.methods[2]!.requestType).toEqual({ kind: 'named', typeId: 'Empty' });
  });

  it('carries the .proto files its gRPC services load at run time, sorted', async () => {
    const files = ir.protoFiles ?? [];
    expect(files.map((f) => f.path)).toEqual((await collectProtoSources(rootInput)).map((f) => f.path));
    expect(files.map((f) => f.path)).toContain('greeter/v1/greeter.proto');
    expect(files.every((f) => f.kind === 'protoFile' && f.contents.includes('syntax'))).toBe(true);
  });

  it('maps messages, enums, oneofs, maps and comments', () => {
    expect(ir.types.HelloRequest?.docs).toBe('Who to greet.');
    expect(propertyType(ir, 'HelloRequest', 'name')).toEqual(optional({ kind: 'primitive', primitive: 'string' }));
    expect(propertyType(ir, 'HelloRequest', 'labels')).toEqual(
      optional({
        kind: 'map',
        keyType: { kind: 'primitive', primitive: 'string' },
        valueType: { kind: 'primitive', primitive: 'string' },
      }),
    );
    expect(propertyType(ir, 'HelloRequest', 'tags')).toEqual(
      optional({ kind: 'list', itemType: { kind: 'primitive', primitive: 'string' } }),
    );
    expect(propertyType(ir, 'HelloRequest', 'repeatCount')).toEqual(
      optional({ kind: 'primitive', primitive: 'long', format: 'int64' }),
    );
    const shape = ir.types.HelloRequest?.shape;
    expect(shape?.kind === 'object' && shape.properties.find((p) => p.name.wireValue === 'text')?.docs).toMatch(
      /oneof `greeting`/,
    );
    expect(ir.types.Mood).toMatchObject({
      docs: 'How the greeter feels.',
      shape: { kind: 'enum', forwardCompatible: true },
    });
    const mood = ir.types.Mood?.shape;
    expect(mood?.kind === 'enum' && mood.values.map((v) => [v.name.wireValue, v.docs])).toEqual([
      ['MOOD_UNSPECIFIED', undefined],
      ['MOOD_HAPPY', 'Cheerful.'],
      ['MOOD_GRUMPY', undefined],
    ]);
    expect(propertyType(ir, 'HelloReply', 'envelope')).toEqual(
      optional({ kind: 'named', typeId: 'HelloReplyEnvelope' }),
    );
    expect(propertyType(ir, 'ListGreetingsRequest', 'page')).toEqual(optional({ kind: 'named', typeId: 'Page' }));
  });

  it('maps the well-known types by the proto3 JSON mapping', () => {
    expect(propertyType(ir, 'HelloReply', 'sentAt')).toEqual(optional({ kind: 'primitive', primitive: 'dateTime' }));
    expect(propertyType(ir, 'HelloReply', 'took')).toEqual(
      optional({ kind: 'primitive', primitive: 'string', format: 'duration' }),
    );
    expect(propertyType(ir, 'HelloReply', 'metadata')).toEqual(
      optional({ kind: 'map', keyType: { kind: 'primitive', primitive: 'string' }, valueType: { kind: 'unknown' } }),
    );
    expect(propertyType(ir, 'HelloReply', 'detail')).toEqual(optional({ kind: 'named', typeId: 'ProtobufAny' }));
    expect(propertyType(ir, 'HelloReply', 'signature')).toEqual(optional({ kind: 'primitive', primitive: 'base64' }));
    expect(propertyType(ir, 'HelloReply', 'sequence')).toEqual(
      optional({ kind: 'primitive', primitive: 'long', format: 'uint64' }),
    );
    expect(propertyType(ir, 'HelloRequest', 'nickname')).toEqual(
      optional({ kind: 'nullable', itemType: { kind: 'primitive', primitive: 'string' } }),
    );
    expect(ir.types.ProtobufAny?.shape).toMatchObject({
      kind: 'object',
      properties: [{ name: { wireValue: '@type' } }],
      additionalProperties: { kind: 'unknown' },
    });
  });

  it('turns google.api.http annotations into HTTP endpoints', () => {
    const [service] = ir.services;
    expect(service).toMatchObject({ id: 'greeter.v1.Greeter', name: { camelCase: 'greeter' } });
    const [sayHello, list, forget] = service!.endpoints;
    expect(sayHello).toMatchObject({
      id: 'POST /v1/greetings/{name}',
      method: 'POST',
      path: '/v1/greetings/{name}',
      requestBodyRequired: true,
    });
    expect(sayHello!.pathParameters.map((p) => [p.name.wireValue, p.valueType])).toEqual([
      ['name', { kind: 'primitive', primitive: 'string' }],
    ]);
    // body "*" without the path-bound field, so the inlined request has no name clash.
    expect(sayHello!.requestBody).toEqual({
      kind: 'json',
      contentType: 'application/json',
      bodyType: { kind: 'named', typeId: 'SayHelloBody' },
    });
    const body = ir.types.SayHelloBody?.shape;
    expect(body?.kind === 'object' && body.properties.map((p) => p.name.wireValue)).toEqual([
      'mood',
      'labels',
      'text',
      'repeatCount',
      'nickname',
      'tags',
    ]);
    expect(list).toMatchObject({
      id: 'GET /v1/greetings',
      response: { kind: 'json', bodyType: { kind: 'named', typeId: 'ListGreetingsResponse' } },
    });
    expect(list!.requestBody).toBeUndefined();
    expect(list!.queryParameters.map((p) => p.name.wireValue)).toEqual(['pageSize', 'pageToken', 'mood']);
    expect(forget).toMatchObject({ id: 'DELETE /v1/greetings', response: { kind: 'empty', statusCode: 200 } });
    expect(service!.endpoints).toHaveLength(3);
  });

  it('reads only the target file and what it imports when a target is given', async () => {
    const common = await parseProto({ ...rootInput, target: join(fixtures, 'root', 'common', 'v1', 'types.proto') });
    expect(Object.keys(common.types)).toEqual(['Page']);
    expect(common.rpcServices).toEqual([]);
    const greeter = await parseProto({
      ...rootInput,
      target: join(fixtures, 'root', 'greeter', 'v1', 'greeter.proto'),
    });
    expect(greeter.rpcServices).toHaveLength(1);
    expect(greeter.types.Page).toBeDefined();
  });

  it('prefixes ids with the namespace', async () => {
    const ns = await parseProto({ ...rootInput, namespace: 'v1' });
    expect(ns.rpcServices[0]!.id).toBe('v1::greeter.v1.Greeter');
    expect(ns.services[0]!.endpoints[0]!.id).toBe('v1::POST /v1/greetings/{name}');
    expect(Object.keys(ns.types).every((id) => id.startsWith('v1::'))).toBe(true);
    expect(validateIr(ns)).toEqual([]);
  });

  it('collects the proto sources an SDK loads at run time', async () => {
    const files = await collectProtoSources(rootInput);
    expect(files.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        'common/v1/types.proto',
        'greeter/v1/greeter.proto',
        'google/api/annotations.proto',
        'google/api/http.proto',
      ]),
    );
  });
});

describe('parseProto errors', () => {
  it('locates syntax errors at the line protobufjs reports', async () => {
    const error = await failure(parseProto({ absolutePath: join(fixtures, 'broken-syntax'), displayPath: 'bad' }));
    expect(error).toMatchObject({ file: 'bad/thing.proto', line: 7 });
    expect(error.message).toMatch(/^invalid protobuf \(illegal token 'int32', ';' expected\): bad\/thing\.proto:7:1$/);
  });

  it('locates unknown types at the field', async () => {
    const error = await failure(parseProto({ absolutePath: join(fixtures, 'broken-type'), displayPath: 'bad' }));
    expect(error).toMatchObject({ file: 'bad/thing.proto', line: 7, column: 3 });
    expect(error.reason).toMatch(/^unknown type "Missing" of field broken\.v1\.Thing\.other/);
  });

  it('locates unresolved imports', async () => {
    const error = await failure(parseProto({ absolutePath: join(fixtures, 'broken-import'), displayPath: 'bad' }));
    expect(error).toMatchObject({
      file: 'bad/thing.proto',
      line: 5,
      column: 8,
      reason: 'unresolved import "nowhere/v1/gone.proto"',
    });
  });

  it('rejects a root that is not a folder', async () => {
    const error = await failure(parseProto({ absolutePath: join(fixtures, 'missing'), displayPath: 'missing' }));
    expect(error.file).toBe('missing');
  });
});
