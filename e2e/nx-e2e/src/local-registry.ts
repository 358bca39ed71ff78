import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A Verdaccio registry on a loopback port. */
export interface LocalRegistry {
  /** Base URL with a trailing slash. */
  url: string;
  /** Auth token of a user allowed to publish. */
  token: string;
  /** Stops the registry. */
  stop(): Promise<void>;
}

/** Options of {@link startLocalRegistry}. */
export interface LocalRegistryOptions {
  /** Scopes whose packages are published here and never fetched from the uplink. */
  localScopes: string[];
  /** Registry that serves every other package. @default "https://registry.npmjs.org/" */
  uplink?: string;
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
 * Starts Verdaccio with storage in `dir`. Packages of `localScopes` live only here; every
 * other package is proxied from the uplink, so a scratch workspace can install Nx.
 *
 * @param dir - empty folder for storage, users and the config file.
 * @param options - scopes and uplink.
 * @example
 * const registry = await startLocalRegistry(tmp, { localScopes: ['@bracken'] });
 */
export async function startLocalRegistry(dir: string, options: LocalRegistryOptions): Promise<LocalRegistry> {
  const port = await freePort();
  const uplink = options.uplink ?? 'https://registry.npmjs.org/';
  mkdirSync(join(dir, 'storage'), { recursive: true });
  const configFile = join(dir, 'config.yaml');
  const scoped = options.localScopes.flatMap((scope) => [`  '${scope}/*':`, '    access: $all', '    publish: $authenticated']);
  writeFileSync(
    configFile,
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(dir, 'htpasswd')}`,
      '    max_users: 10',
      'uplinks:',
      '  public:',
      `    url: ${uplink}`,
      '    timeout: 60s',
      '    max_fails: 10',
      'packages:',
      ...scoped,
      "  '**':",
      '    access: $all',
      '    proxy: public',
      'web:',
      '  enable: false',
      'log: { type: stdout, format: pretty, level: error }',
      '',
    ].join('\n'),
  );
  const bin = require.resolve('verdaccio/bin/verdaccio');
  const child = spawn(process.execPath, [bin, '--config', configFile, '--listen', `127.0.0.1:${port}`], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}-/ping`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(`Verdaccio did not start: ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const response = await fetch(`${url}-/user/org.couchdb.user:e2e`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'e2e', password: 'e2e-password', type: 'user', roles: [] }),
  });
  const body = (await response.json()) as { token?: unknown };
  if (!response.ok || typeof body.token !== 'string') {
    child.kill();
    throw new Error(`Verdaccio user not created: PUT ${url}-/user (${response.status})`);
  }

  return {
    url,
    token: body.token,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
