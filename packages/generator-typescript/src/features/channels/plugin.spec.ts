import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { contextFor, loadIr, typeCheck, writeExtensionSdk } from '../__fixtures__/harness';
import { emitChannels } from './plugin';

interface RoomChannel {
  readonly url: string;
  sendPost(message: { type: 'post'; text: string; replyTo?: string }): void;
  sendTyping(message: { type: 'typing'; user: string }): void;
  on(event: string, listener: (value: unknown) => void): () => void;
  close(): void;
  [Symbol.asyncIterator](): AsyncIterator<Record<string, unknown>>;
}
interface ChannelSdk {
  ChatRoomChannel: { connect(options: Record<string, unknown>): Promise<RoomChannel> };
  ChatRoomChannelEnvironment: Record<string, string>;
}

const loadSdk = (dir: string): ChannelSdk => {
  // The emitted TypeScript, compiled on the fly by the test transform.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(join(dir, 'src', 'channels', 'index.ts')) as ChannelSdk;
};

describe('emitChannels', () => {
  const ir = loadIr('asyncapi-chat');
  let dir: string;
  let server: WebSocketServer;
  let port: number;
  const connections: Array<{ socket: WebSocket; request: IncomingMessage; received: unknown[] }> = [];

  beforeAll(async () => {
    server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((done) => server.once('listening', () => done()));
    port = (server.address() as AddressInfo).port;
    server.on('connection', (socket, request) => {
      const connection = { socket, request, received: [] as unknown[] };
      connections.push(connection);
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string; text?: string; user?: string };
        connection.received.push(message);
        if (message.type === 'post')
          socket.send(
            JSON.stringify({
              type: 'posted',
              id: '7c1f4a52-1f4d-4c1e-9a57-5d3f0a1b2c3d',
              text: message.text,
              author: 'ada',
              sentAt: '2026-01-01T00:00:00Z',
            }),
          );
        if (message.type === 'typing') socket.send(JSON.stringify({ type: 'typing', user: message.user }));
      });
    });
    dir = await writeExtensionSdk('channels', ir, 'Chat', emitChannels(ir, contextFor(ir, 'Chat')));
  });

  afterAll(async () => {
    for (const c of connections) c.socket.terminate();
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('emits files that pass strict tsc', () => {
    expect(typeCheck(dir)).toBe('');
  });

  it('is deterministic and lists only WebSocket channels', () => {
    const files = emitChannels(ir, contextFor(ir, 'Chat'));
    expect(files).toEqual(emitChannels(ir, contextFor(ir, 'Chat')));
    expect(files.map((f) => f.path)).toEqual(['src/channels/chat-room-channel.ts', 'src/channels/index.ts']);
  });

  it('connects with address parameters and the query API key, and exchanges typed messages', async () => {
    const sdk = loadSdk(dir);
    expect(sdk.ChatRoomChannelEnvironment).toEqual({
      Production: 'wss://chat.example.com/v1',
      Local: 'ws://localhost:8080',
    });
    const channel = await sdk.ChatRoomChannel.connect({
      baseUrl: `ws://127.0.0.1:${port}`,
      roomId: 'lobby one',
      apiKey: 'k-1',
    });
    expect(channel.url).toBe(`ws://127.0.0.1:${port}/rooms/lobby%20one?api_key=k-1`);
    expect(connections.at(-1)!.request.url).toBe('/rooms/lobby%20one?api_key=k-1');
    const iterator = channel[Symbol.asyncIterator]();
    channel.sendPost({ type: 'post', text: 'hello' });
    await expect(iterator.next()).resolves.toEqual({
      done: false,
      value: {
        type: 'posted',
        id: '7c1f4a52-1f4d-4c1e-9a57-5d3f0a1b2c3d',
        text: 'hello',
        author: 'ada',
        sentAt: new Date('2026-01-01T00:00:00Z'),
      },
    });
    channel.sendTyping({ type: 'typing', user: 'bob' });
    await expect(iterator.next()).resolves.toEqual({ done: false, value: { type: 'typing', user: 'bob' } });
    expect(connections.at(-1)!.received).toEqual([
      { type: 'post', text: 'hello' },
      { type: 'typing', user: 'bob' },
    ]);
    channel.close();
    await expect(iterator.next()).resolves.toEqual({ done: true, value: undefined });
  });

  it('reconnects with backoff after an unexpected close and sends what was queued', async () => {
    const sdk = loadSdk(dir);
    const channel = await sdk.ChatRoomChannel.connect({
      baseUrl: `ws://127.0.0.1:${port}`,
      roomId: 'r2',
      reconnect: { initialDelayMs: 20, maxDelayMs: 100 },
    });
    const before = connections.length;
    const reconnecting: unknown[] = [];
    const noticed = new Promise<void>((done) =>
      channel.on('reconnecting', (event) => {
        reconnecting.push(event);
        done();
      }),
    );
    const reopened = new Promise<void>((done) => channel.on('open', () => done()));
    connections.at(-1)!.socket.terminate();
    await noticed;
    // Sent while the connection is down: it waits in the queue.
    channel.sendTyping({ type: 'typing', user: 'queued' });
    await reopened;
    expect(reconnecting).toEqual([{ attempt: 1, delayMs: 20 }]);
    expect(connections.length).toBe(before + 1);
    const iterator = channel[Symbol.asyncIterator]();
    await expect(iterator.next()).resolves.toEqual({ done: false, value: { type: 'typing', user: 'queued' } });
    channel.close();
  });

  it('gives up after the last attempt and ends the iterator', async () => {
    const lonely = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((done) => lonely.once('listening', () => done()));
    const lonelyPort = (lonely.address() as AddressInfo).port;
    const sockets: WebSocket[] = [];
    lonely.on('connection', (socket) => sockets.push(socket));
    const sdk = loadSdk(dir);
    const channel = await sdk.ChatRoomChannel.connect({
      baseUrl: `ws://127.0.0.1:${lonelyPort}`,
      roomId: 'r3',
      reconnect: { maxAttempts: 2, initialDelayMs: 10 },
    });
    const attempts: unknown[] = [];
    channel.on('reconnecting', (event) => attempts.push(event));
    const closed = new Promise<unknown>((done) => channel.on('close', done));
    const iterator = channel[Symbol.asyncIterator]();
    // The server goes away for good: every reconnection is refused.
    await new Promise<void>((done) => {
      lonely.close(() => done());
      for (const socket of sockets) socket.terminate();
    });
    await expect(iterator.next()).resolves.toEqual({ done: true, value: undefined });
    await expect(closed).resolves.toMatchObject({ code: expect.any(Number) });
    expect(attempts).toEqual([
      { attempt: 1, delayMs: 10 },
      { attempt: 2, delayMs: 20 },
    ]);
  });
});
