import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A Verdaccio registry running as a child process on a loopback port. */
export interface LocalRegistry {
  url: string;
  /** Creates a user and returns its auth token. */
  createUser(name: string, password: string): Promise<string>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts Verdaccio with storage under `dir` and no uplinks. Publishing is open to
 * authenticated users only, so tokens are really checked, unless `anonymousPublish` is set.
 */
export async function startVerdaccio(dir: string, options: { anonymousPublish?: boolean } = {}): Promise<LocalRegistry> {
  const port = await freePort();
  mkdirSync(join(dir, 'storage'), { recursive: true });
  const configFile = join(dir, 'config.yaml');
  writeFileSync(
    configFile,
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(dir, 'htpasswd')}`,
      '    max_users: 100',
      'uplinks: {}',
      'packages:',
      "  '**':",
      '    access: $all',
      `    publish: ${options.anonymousPublish === true ? '$all' : '$authenticated'}`,
      'log: { type: stdout, format: pretty, level: error }',
      '',
    ].join('\n'),
  );
  const bin = require.resolve('verdaccio/bin/verdaccio');
  const child: ChildProcess = spawn(process.execPath, [bin, '--config', configFile, '--listen', `127.0.0.1:${port}`], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`${url}-/ping`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(`Verdaccio did not start on ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url,
    async createUser(name, password) {
      const response = await fetch(`${url}-/user/org.couchdb.user:${encodeURIComponent(name)}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, password, type: 'user', roles: [], date: new Date().toISOString() }),
      });
      const body = (await response.json()) as { token?: string };
      if (!response.ok || body.token === undefined) throw new Error(`could not create user ${name}: ${response.status}`);
      return body.token;
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
