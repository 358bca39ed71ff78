import { createServer } from 'node:http';
import { connect } from 'node:net';
import { listenOnLoopback } from './loopback';

describe('a test server on the loopback address', () => {
  it('answers at its URL on 127.0.0.1', async () => {
    let seen = 0;
    const listener = await listenOnLoopback(
      createServer((_req, res) => {
        seen += 1;
        res.end('ok');
      }),
    );
    try {
      expect(listener.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(listener.url);
      expect(await response.text()).toBe('ok');
      expect(seen).toBe(1);
    } finally {
      await listener.close();
    }
  });

  it('closes while a client still holds a connection open', async () => {
    const listener = await listenOnLoopback(createServer(() => undefined));
    const { port } = new URL(listener.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await listener.close();
    await closed;
    expect(socket.destroyed).toBe(true);
  });
});
