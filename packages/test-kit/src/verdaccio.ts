import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './free-port';

/** A Verdaccio registry running as a child process on a loopback port. */
export interface LocalRegistry {
  /** Base URL, with a trailing slash. */
  url: string;
  /** Creates a user and returns its auth token. */
  createUser(name: string, password: string): Promise<string>;
  /** Stops the registry. */
  stop(): Promise<void>;
}

/** Options of {@link startVerdaccio}. */
export interface VerdaccioOptions {
  /** Lets anyone publish; otherwise only authenticated users may, so tokens are really checked. @default false */
  anonymousPublish?: boolean;
  /** Registry that serves every package not published here; without one the registry holds only what is published to it. @default undefined */
  uplink?: string;
  /** Scopes whose packages live only here and are never fetched from the uplink. @default [] */
  localScopes?: readonly string[];
  /** How long Verdaccio may take to answer its first ping, in milliseconds. @default 60000 */
  startTimeoutMs?: number;
}

/** The `config.yaml` of a registry stored under `dir`. */
function verdaccioConfig(dir: string, options: VerdaccioOptions): string {
  const publish = options.anonymousPublish === true ? '$all' : '$authenticated';
  const uplink =
    options.uplink === undefined
      ? ['uplinks: {}']
      : ['uplinks:', '  public:', `    url: ${options.uplink}`, '    timeout: 60s', '    max_fails: 10'];
  const scoped = (options.localScopes ?? []).flatMap((scope) => [
    `  '${scope}/*':`,
    '    access: $all',
    `    publish: ${publish}`,
  ]);
  return [
    `storage: ${join(dir, 'storage')}`,
    'auth:',
    '  htpasswd:',
    `    file: ${join(dir, 'htpasswd')}`,
    '    max_users: 100',
    ...uplink,
    'packages:',
    ...scoped,
    "  '**':",
    '    access: $all',
    `    publish: ${publish}`,
    ...(options.uplink === undefined ? [] : ['    proxy: public']),
    'web:',
    '  enable: false',
    'log: { type: stdout, format: pretty, level: error }',
    '',
  ].join('\n');
}

/**
 * Starts Verdaccio (the real registry npm talks to in tests) with its storage, users and
 * config file under `dir`, and waits until it answers.
 *
 * @param dir - a folder of the test's own; created when missing.
 * @throws Error when Verdaccio exits or does not answer in time.
 * @example
 * ```ts
 * const registry = await startVerdaccio(join(temp, 'registry'));
 * const token = await registry.createUser('publisher', 'publisher-password');
 * await registry.stop();
 * ```
 */
export async function startVerdaccio(dir: string, options: VerdaccioOptions = {}): Promise<LocalRegistry> {
  const port = await freePort();
  mkdirSync(join(dir, 'storage'), { recursive: true });
  const configFile = join(dir, 'config.yaml');
  writeFileSync(configFile, verdaccioConfig(dir, options));
  const bin = require.resolve('verdaccio/bin/verdaccio');
  const child = spawn(process.execPath, [bin, '--config', configFile, '--listen', `127.0.0.1:${port}`], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    try {
      if ((await fetch(`${url}-/ping`)).ok) break;
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
      const body = (await response.json()) as { token?: unknown };
      if (!response.ok || typeof body.token !== 'string')
        throw new Error(`could not create user ${name}: PUT ${url}-/user (${response.status})`);
      return body.token;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
