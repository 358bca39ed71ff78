import { createHash } from 'node:crypto';
import { CHECKS, PROBE_TOKEN, uploadBytes, type CheckName } from './client/report';
import { prepareProbe, type ProbeBuild } from './probe-sdk';
import { CORS_POLICY, NOTE, startProbeServer, type ProbeServer, type RunRecord } from './probe-server';
import { RUNTIMES, type RuntimeHost, type RuntimeTarget, type ScenarioRun } from './runtimes';

// Every runtime the documentation names runs one client scenario (src/client/scenario.ts)
// through the SDK as its users load it, against a real loopback server; the server's record
// and the client's own report are both checked. A runtime that cannot be installed or started
// fails its test with the reason.

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const BYTES = uploadBytes();

/** The structured User-Agent: the OS, architecture and runtime parts only where the runtime tells them. */
function expectedUserAgent(target: RuntimeTarget): string {
  return `%40acme%2Fprobe-ua-sdk/1.0.0${target.version === undefined ? '' : ` (Linux; x86_64) ${target.type}/${target.version}`}`;
}

/** What the client must report, check by check, in the runtime `target`. */
function expectedReport(target: RuntimeTarget): Record<CheckName, unknown> {
  return {
    'json-call': {
      status: 200,
      noteId: 'n/1?',
      accountId: 'acc 7',
      text: NOTE.text,
      tags: ['tags', 'author'],
      createdAtIsDate: true,
      createdAt: NOTE.created_at,
    },
    'typed-error': {
      name: 'NotFoundError',
      isNotFoundError: true,
      isProbeError: true,
      statusCode: 404,
      body: { code: 'not_found', detail: 'no note missing' },
    },
    timeout: { name: 'ProbeTimeoutError', isTimeoutError: true },
    retry: { attempt: 2 },
    'sse-resume': [
      { seq: 1, text: 'one' },
      { seq: 2, text: 'two' },
      { seq: 3, text: 'three' },
      { seq: 4, text: 'four ✓' },
    ],
    upload: {
      wrapped: {
        filename: 'notes.bin',
        contentType: 'application/octet-stream',
        size: BYTES.length,
        sha256: sha256(BYTES),
        label: 'café ✓',
      },
      // A bare Blob has no name: the SDK sends the field's name as the file name.
      blob: {
        filename: 'file',
        contentType: 'image/png',
        size: 1000,
        sha256: sha256(BYTES.slice(0, 1000)),
        label: 'blob',
      },
    },
    webhook: {
      valid: true,
      validAsBytes: true,
      tamperedBody: false,
      tamperedReason: 'body-hash-mismatch',
      withoutBodyHash: false,
      wrongSecret: false,
      parsed: { noteId: 'n1', sharedWith: 'zoë' },
    },
    platform: {
      sentUserAgent: expectedUserAgent(target),
      // Without a Node process (browsers, plain workerd), webhook verification ran on Web Crypto.
      nodeProcess: target.nodeProcess,
    },
  };
}

/** What the server must have seen, in the form {@link serverView} gives it. */
function expectedServerView(target: RuntimeTarget): Record<string, unknown> {
  return {
    note: {
      url: '/accounts/acc%207/notes/n%2F1%3F?include=tags&include=author&max_length=80',
      authorization: `Bearer ${PROBE_TOKEN}`,
    },
    slowRequests: 1,
    flakyRequests: 2,
    eventRequests: [
      { url: '/events?topic=deploys', lastEventId: null },
      { url: '/events?topic=deploys', lastEventId: '2' },
    ],
    uploads: [
      {
        filename: 'notes.bin',
        contentType: 'application/octet-stream',
        size: BYTES.length,
        sha256: sha256(BYTES),
        label: 'café ✓',
      },
      { filename: 'file', contentType: 'image/png', size: 1000, sha256: sha256(BYTES.slice(0, 1000)), label: 'blob' },
    ],
    runtimeHeaders: { runtime: target.type, version: target.version ?? null },
    // A page cannot set User-Agent: Chromium sends its own. Everywhere else the SDK's arrives.
    structuredUserAgent: target.type === 'browser' ? expect.stringContaining('Chrome/') : expectedUserAgent(target),
    // Only a page of another origin sends preflights, asking for exactly the documented headers.
    preflightHeaders: target.type === 'browser' ? [...CORS_POLICY.allowHeaders].sort() : [],
  };
}

/** The parts of the server's record the scenario is about. */
function serverView(record: RunRecord): Record<string, unknown> {
  const on = (path: string): RunRecord['requests'] => record.requests.filter((r) => r.url.split('?')[0] === path);
  const note = record.requests.find((r) => r.url.startsWith('/accounts/') && !r.url.includes('/missing'));
  const ping = on('/ping')[0];
  return {
    note: { url: note?.url, authorization: note?.headers.authorization },
    slowRequests: on('/slow').length,
    flakyRequests: on('/flaky').length,
    eventRequests: on('/events').map((r) => ({ url: r.url, lastEventId: r.headers['last-event-id'] ?? null })),
    uploads: record.uploads,
    runtimeHeaders: {
      runtime: ping?.headers['x-bracken-runtime'],
      version: ping?.headers['x-bracken-runtime-version'] ?? null,
    },
    structuredUserAgent: on('/ua/ping')[0]?.headers['user-agent'],
    preflightHeaders: [...new Set(record.preflights.flat())].sort(),
  };
}

let probe: ProbeBuild;
let server: ProbeServer;
const summary = new Map<string, string>();

beforeAll(async () => {
  probe = await prepareProbe();
  server = await startProbeServer(probe.workDir);
}, 300_000);

afterAll(async () => {
  await server?.close();
  const width = Math.max(...RUNTIMES.map((target) => target.id.length));
  const lines = RUNTIMES.map((target) => `${target.id.padEnd(width)} ${summary.get(target.id) ?? '- not run'}`);
  process.stdout.write(`\nruntimes (the shared SDK scenario):\n${lines.map((line) => `  ${line}`).join('\n')}\n\n`);
});

/** Whether `actual` equals `expected` as `toEqual` sees it (asymmetric matchers included). */
function matches(actual: unknown, expected: unknown): boolean {
  try {
    expect(actual).toEqual(expected);
    return true;
  } catch {
    return false;
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

describe.each(RUNTIMES)('$id', (target) => {
  it(`runs the shared scenario through the SDK's ${target.builds.join(' and ')} build${target.builds.length > 1 ? 's' : ''}`, async () => {
    let host: RuntimeHost | undefined;
    try {
      host = await target.start();
      const runs: ScenarioRun[] = [];
      for (const build of target.builds) {
        const run = `${target.id}-${build}`;
        runs.push(await host.run(build, probe, `${server.origin}/${run}`, (html) => server.setPage(run, html)));
      }
      const results = runs.map(({ build, lines }) => {
        const report = Object.fromEntries(
          lines.map((line) => [line.check, 'failed' in line ? { failed: line.failed } : line.observed]),
        );
        return {
          build,
          report,
          expected: expectedReport(target),
          server: serverView(server.run(`${target.id}-${build}`)),
          expectedServer: expectedServerView(target),
        };
      });
      const wrong = results.flatMap((r) => [
        ...CHECKS.filter((name) => !matches(r.report[name], r.expected[name])).map((name) => `${r.build} ${name}`),
        ...Object.keys(r.expectedServer)
          .filter((key) => !matches(r.server[key], r.expectedServer[key]))
          .map((key) => `${r.build} server ${key}`),
      ]);
      summary.set(
        target.id,
        wrong.length === 0
          ? `✓ ${host.description} · ${target.builds.join('+')} · ${CHECKS.length} checks`
          : `✗ ${host.description}: ${wrong.join(', ')}`,
      );
      for (const r of results) {
        expect({ build: r.build, report: r.report }).toEqual({ build: r.build, report: r.expected });
        expect({ build: r.build, server: r.server }).toEqual({ build: r.build, server: r.expectedServer });
      }
    } catch (error) {
      if (!summary.has(target.id))
        summary.set(target.id, `✗ ${host?.description ?? 'not started'}: ${firstLine(error)}`);
      throw error;
    } finally {
      await host?.close();
    }
  }, 300_000);
});
