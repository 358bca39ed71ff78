import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A test server listening on 127.0.0.1. */
export interface LoopbackListener {
  /** Base URL, for example `http://127.0.0.1:41234`. */
  url: string;
  /** Stops the server, dropping connections still open so that it never waits on a client. */
  close(): Promise<void>;
}

/**
 * Starts `server` on 127.0.0.1 at a free port, keeping track of its connections for `close`.
 *
 * @example
 * ```ts
 * const listener = await listenOnLoopback(createServer((_req, res) => res.end('ok')));
 * await fetch(listener.url);
 * await listener.close();
 * ```
 */
export async function listenOnLoopback(server: Server): Promise<LoopbackListener> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
