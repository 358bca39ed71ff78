import { join } from 'node:path';
import type { IntermediateRepresentation, TypeReference } from '@bracken/ir';
import { validateIr } from '@bracken/ir';
import { DefinitionError } from '../definition-kit/definition-error';
import type { DefinitionInput } from '../definition-kit/input';
import { parseAsyncApi } from './parse-asyncapi';

const fixture = (name: string): string => join(__dirname, '__fixtures__', name);
const load = (name: string, extra: Partial<DefinitionInput> = {}): Promise<IntermediateRepresentation> =>
  parseAsyncApi({ absolutePath: fixture(name), displayPath: `api/${name}`, ...extra });

const propertyType = (ir: IntermediateRepresentation, typeId: string, property: string): TypeReference | undefined => {
  const shape = ir.types[typeId]?.shape;
  return shape?.kind === 'object' ? shape.properties.find((p) => p.name.wireValue === property)?.valueType : undefined;
};

async function failure(promise: Promise<unknown>): Promise<DefinitionError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DefinitionError) return error;
    throw error;
  }
  throw new Error('expected a DefinitionError');
}

describe('parseAsyncApi, AsyncAPI 3.0', () => {
  let ir: IntermediateRepresentation;
  beforeAll(async () => {
    ir = await load('chat-v3.yml');
  });

  it('reads the title, version and docs', () => {
    expect(ir.title).toBe('Chat');
    expect(ir.apiVersion).toBe('1.2.0');
    expect(ir.docs).toBe('Rooms where people talk.');
    expect(validateIr(ir)).toEqual([]);
  });

  it('turns a channel into a WebSocket channel with parameters and typed messages', () => {
    const [room] = ir.channels;
    expect(room).toMatchObject({
      id: 'room',
      address: '/rooms/{roomId}',
      protocol: 'ws',
      secured: true,
      docs: 'One chat room.',
    });
    expect(room!.parameters.map((p) => [p.name.camelCase, p.valueType])).toEqual([
      ['roomId', { kind: 'primitive', primitive: 'string' }],
    ]);
    // `receive` operations of the application are what clients send, and the reverse.
    expect(room!.send.map((m) => m.name.wireValue)).toEqual(['chatMessage', 'typing']);
    expect(room!.receive.map((m) => m.name.wireValue)).toEqual(['chatMessage', 'presence']);
    expect(room!.send[0]!.type).toEqual({ kind: 'named', typeId: 'Message' });
    expect(room!.send[0]!.docs).toBe('A message posted in a room.');
    expect(room!.send[1]!.type).toEqual({ kind: 'named', typeId: 'Typing' });
    expect(room!.source).toMatchObject({ file: 'api/chat-v3.yml', pointer: '/channels/room', line: 25 });
  });

  it('keeps circular schemas as named references', () => {
    expect(propertyType(ir, 'Message', 'replyTo')).toEqual({
      kind: 'optional',
      itemType: { kind: 'named', typeId: 'Message' },
    });
    expect(propertyType(ir, 'Message', 'id')).toEqual({ kind: 'primitive', primitive: 'uuid' });
    expect(propertyType(ir, 'Message', 'text')).toEqual({
      kind: 'primitive',
      primitive: 'string',
      rules: { maxLength: 2000 },
    });
    expect(propertyType(ir, 'Message', 'kind')).toEqual({
      kind: 'optional',
      itemType: { kind: 'named', typeId: 'MessageKind' },
    });
    expect(ir.types.MessageKind?.shape).toMatchObject({
      kind: 'enum',
      values: [{ name: { wireValue: 'text' } }, { name: { wireValue: 'image' } }],
    });
  });

  it('keeps nullable schemas nullable by default', () => {
    expect(propertyType(ir, 'Message', 'editedAt')).toEqual({
      kind: 'optional',
      itemType: { kind: 'nullable', itemType: { kind: 'primitive', primitive: 'dateTime' } },
    });
    expect(propertyType(ir, 'Message', 'author')).toEqual({
      kind: 'optional',
      itemType: { kind: 'nullable', itemType: { kind: 'named', typeId: 'Author' } },
    });
  });

  it('makes servers environments and security schemes auth', () => {
    expect(ir.environments).toMatchObject({
      mode: 'single',
      defaultEnvironmentId: 'production',
      environments: [
        { id: 'production', url: 'wss://chat.example.com/v1' },
        { id: 'production-events', url: 'https://chat.example.com/events' },
        { id: 'local', url: 'ws://localhost:{port}' },
      ],
      serverVariables: [{ name: { wireValue: 'port' }, default: '8080', values: ['8080', '9090'] }],
    });
    expect(ir.auth.requirement).toBe('any');
    expect(ir.auth.schemes).toEqual([
      expect.objectContaining({ kind: 'header', id: 'apiKey', wireName: 'X-Api-Key', location: 'header' }),
      expect.objectContaining({ kind: 'bearer', id: 'token', prefix: 'Bearer' }),
    ]);
  });

  it('groups servers by host when asked', async () => {
    const grouped = await load('chat-v3.yml', { settings: { 'group-environments-by-host': true } });
    expect(grouped.environments).toMatchObject({
      mode: 'multi',
      environments: [
        {
          id: 'chat.example.com',
          urls: { production: 'wss://chat.example.com/v1', 'production-events': 'https://chat.example.com/events' },
        },
        { id: 'localhost:{port}', urls: { local: 'ws://localhost:{port}' } },
      ],
      baseUrls: [{ id: 'production' }, { id: 'production-events' }, { id: 'local' }],
    });
  });

  it('honours the schema settings', async () => {
    const titled = await load('chat-v3.yml', { settings: { 'title-as-schema-name': true } });
    expect(propertyType(titled, 'Message', 'author')).toEqual({
      kind: 'optional',
      itemType: { kind: 'nullable', itemType: { kind: 'named', typeId: 'Person' } },
    });

    const plain = await load('chat-v3.yml', { settings: { 'respect-nullable-schemas': false } });
    expect(propertyType(plain, 'Message', 'editedAt')).toEqual({
      kind: 'optional',
      itemType: { kind: 'primitive', primitive: 'dateTime' },
    });

    const coerced = await load('chat-v3.yml', { settings: { 'coerce-optional-schemas-to-nullable': true } });
    expect(propertyType(coerced, 'Message', 'replyTo')).toEqual({
      kind: 'optional',
      itemType: { kind: 'nullable', itemType: { kind: 'named', typeId: 'Message' } },
    });
    expect(propertyType(coerced, 'Message', 'id')).toEqual({ kind: 'primitive', primitive: 'uuid' });
  });

  it('wraps required references to nullable schemas in optional when asked', async () => {
    const ir2 = await parseAsyncApi({
      absolutePath: fixture('chat-v3.yml'),
      displayPath: 'chat-v3.yml',
      overrides: [fixture('override-required-author.yml')],
      settings: {},
    });
    expect(propertyType(ir2, 'Message', 'author')).toEqual({
      kind: 'nullable',
      itemType: { kind: 'named', typeId: 'Author' },
    });
    const wrapped = await parseAsyncApi({
      absolutePath: fixture('chat-v3.yml'),
      displayPath: 'chat-v3.yml',
      overrides: [fixture('override-required-author.yml')],
      settings: { 'wrap-references-to-nullable-in-optional': true },
    });
    expect(propertyType(wrapped, 'Message', 'author')).toEqual({
      kind: 'optional',
      itemType: { kind: 'nullable', itemType: { kind: 'named', typeId: 'Author' } },
    });
  });

  it('applies overrides in order and prefixes ids with the namespace', async () => {
    const ns = await load('chat-v3.yml', { namespace: 'v2', overrides: [fixture('override-naming.yml')] });
    expect(ns.title).toBe('Chat Renamed');
    expect(ns.namespaces).toEqual(['v2']);
    expect(ns.channels[0]).toMatchObject({ id: 'v2::room', namespace: 'v2' });
    expect(ns.channels[0]!.receive.map((m) => m.name.wireValue)).toEqual(['chatMessage', 'presenceChanged']);
    expect(ns.channels[0]!.send[0]!.type).toEqual({ kind: 'named', typeId: 'v2::Message' });
    expect(Object.keys(ns.types).every((id) => id.startsWith('v2::'))).toBe(true);
    expect(validateIr(ns)).toEqual([]);
  });
});

describe('parseAsyncApi, AsyncAPI 2.x', () => {
  it('maps publish to send and subscribe to receive, with oneOf messages', async () => {
    const ir = await load('streetlights-v2.yml');
    const [channel] = ir.channels;
    expect(channel).toMatchObject({
      id: 'light/{streetlightId}/measured',
      address: 'light/{streetlightId}/measured',
      protocol: 'ws',
      secured: false,
    });
    expect(channel!.parameters[0]).toMatchObject({
      name: { camelCase: 'streetlightId' },
      docs: 'Id of the streetlight.',
    });
    expect(channel!.send.map((m) => m.name.wireValue)).toEqual(['TurnOn', 'dim']);
    expect(channel!.receive.map((m) => [m.name.wireValue, m.type])).toEqual([
      ['lightMeasured', { kind: 'named', typeId: 'LightMeasured' }],
    ]);
    // Message traits are merged into the message.
    expect(channel!.receive[0]!.docs).toBe('Measured by the light sensor.');
    expect(propertyType(ir, 'TurnOnPayload', 'command')).toEqual({
      kind: 'optional',
      itemType: { kind: 'literal', value: 'on' },
    });
    expect(ir.environments?.environments[0]).toMatchObject({ url: 'ws://api.streetlights.example.com:{port}' });
    expect(validateIr(ir)).toEqual([]);
  });

  it('names messages by name first with message-naming v1, by key first with v2', async () => {
    const v1 = await load('streetlights-v2.yml', { settings: { 'message-naming': 'v1' } });
    const v2 = await load('streetlights-v2.yml', { settings: { 'message-naming': 'v2' } });
    expect(v1.channels[0]!.receive[0]!.name.wireValue).toBe('lightMeasured');
    expect(v2.channels[0]!.receive[0]!.name.wireValue).toBe('LightMeasured');
    // v1 names inline payloads after the message; v2 puts the channel name in front.
    expect(v1.channels[0]!.send[1]!.type).toEqual({ kind: 'named', typeId: 'Dim' });
    expect(v2.channels[0]!.send[1]!.type).toEqual({ kind: 'named', typeId: 'LightStreetlightIdMeasuredDim' });
    expect(v2.channels[0]!.receive[0]!.type).toEqual({
      kind: 'named',
      typeId: 'LightStreetlightIdMeasuredLightMeasured',
    });
  });
});

describe('parseAsyncApi, SSE channels', () => {
  it('also makes an SSE channel a streaming endpoint', async () => {
    const ir = await load('ticker-sse.yml');
    const [channel] = ir.channels;
    expect(channel).toMatchObject({ protocol: 'sse', address: '/prices/{symbol}' });
    expect(channel!.parameters[0]!.valueType).toEqual({ kind: 'named', typeId: 'PricesSymbol' });
    const endpoint = ir.services[0]!.endpoints[0]!;
    expect(endpoint).toMatchObject({
      id: 'GET /prices/{symbol}',
      method: 'GET',
      path: '/prices/{symbol}',
      requestName: { pascalCase: 'SubscribePricesRequest' },
    });
    expect(endpoint.streaming).toMatchObject({
      kind: 'sse',
      eventType: { kind: 'named', typeId: 'PricesEvent' },
      eventDiscriminator: { variants: [{ event: 'price' }, { event: 'halt' }] },
    });
    expect(validateIr(ir)).toEqual([]);
  });

  it('puts the noun first when idiomatic-request-names is false', async () => {
    const ir = await load('ticker-sse.yml', { settings: { 'idiomatic-request-names': false } });
    expect(ir.services[0]!.endpoints[0]!.requestName.pascalCase).toBe('PricesSubscribeRequest');
  });
});

describe('parseAsyncApi, definitions split over files', () => {
  it('follows $refs to other files, whole files included, and keeps cycles named', async () => {
    const ir = await load('external/api.yml');
    const [channel] = ir.channels;
    expect(channel!.receive.map((m) => [m.name.wireValue, m.type])).toEqual([
      ['userJoined', { kind: 'named', typeId: 'User' }],
    ]);
    expect(propertyType(ir, 'User', 'id')).toEqual({ kind: 'named', typeId: 'Id' });
    expect(propertyType(ir, 'User', 'friends')).toEqual({
      kind: 'optional',
      itemType: { kind: 'list', itemType: { kind: 'named', typeId: 'User' } },
    });
    expect(ir.types.User?.source).toMatchObject({ file: 'api/external/schemas/user.yml', line: 1 });
    expect(ir.types.Id?.source).toMatchObject({ file: 'api/external/schemas/common.yml', line: 1 });
    expect(validateIr(ir)).toEqual([]);
  });

  it('locates errors inside the other file', async () => {
    const error = await failure(load('external/broken.yml'));
    expect(error).toMatchObject({
      file: 'api/external/schemas/broken-user.yml',
      line: 4,
      column: 5,
      reason: 'unresolved $ref "common.yml#/Nope"',
    });
  });
});

describe('parseAsyncApi errors', () => {
  it('locates schema errors reported by the AsyncAPI parser', async () => {
    const error = await failure(load('broken-payload.yml'));
    expect(error.file).toBe('api/broken-payload.yml');
    expect(error.line).toBe(11);
    expect(error.message).toMatch(/^invalid AsyncAPI document .*: api\/broken-payload\.yml:11:\d+/);
  });

  it('locates dangling references', async () => {
    const error = await failure(load('broken-ref.yml'));
    expect(error.file).toBe('api/broken-ref.yml');
    expect(error.line).toBeGreaterThanOrEqual(9);
  });

  it('reports an exception inside the AsyncAPI parser without its stack, at the key it cannot take', async () => {
    const error = await failure(load('inherited-key.yml'));
    expect(error).toMatchObject({ file: 'api/inherited-key.yml', line: 14, column: 13 });
    expect(error.reason).toBe(
      'the AsyncAPI parser cannot validate a document with a key named "hasOwnProperty" (target.hasOwnProperty is not a function); rename it',
    );
    expect(error.message).not.toMatch(/stack|\bat /);
  });

  it('locates malformed YAML', async () => {
    const error = await failure(load('malformed.yml'));
    expect(error.file).toBe('api/malformed.yml');
    expect(error.line).toBeGreaterThanOrEqual(3);
    expect(error.message).toMatch(/^malformed YAML/);
  });
});
