/**
 * The scenario every runtime runs, written once. It imports the SDK by its package name, so
 * each runtime resolves it the way a user's code would (the ESM or the CommonJS build), and
 * reports what it observed as one line per check. The test, not this file, decides what is
 * right, together with what the server saw.
 */
import {
  Probe,
  ProbeClient,
  ProbeError,
  ProbeTimeoutError,
  ProbeWebhooks,
  WebhookVerificationError,
} from '@acme/probe-sdk';
import { ProbeClient as ProbeUaClient } from '@acme/probe-ua-sdk';
import { CHECKS, PROBE_TOKEN, WEBHOOK_SECRET, uploadBytes, type CheckLine, type CheckName } from './report.js';

/** The webhook notification the server signed: headers, raw body and the URL it was sent to. */
interface WebhookFixture {
  body: string;
  headers: Record<string, string>;
  url: string;
}

/** The host global the platform check looks at; it may be missing. */
interface HostGlobals {
  process?: { versions?: { node?: string } };
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** Runs one check: a throw becomes a `failed` line instead of ending the scenario. */
async function check(name: CheckName, emit: (line: CheckLine) => void, body: () => Promise<unknown>): Promise<void> {
  try {
    emit({ check: name, observed: await body() });
  } catch (error) {
    emit({ check: name, failed: describeError(error) });
  }
}

/**
 * Runs every check against the probe server at `baseUrl` and reports each through `emit`.
 *
 * @example
 *     await runScenario("http://127.0.0.1:8080/node18-esm", (line) => console.log(JSON.stringify(line)));
 */
export async function runScenario(baseUrl: string, emit: (line: CheckLine) => void): Promise<void> {
  const client = new ProbeClient({ baseUrl, token: PROBE_TOKEN });
  const steps: Record<CheckName, () => Promise<unknown>> = {
    'json-call': async () => {
      const { data, rawResponse } = await client.notes
        .get({ accountId: 'acc 7', noteId: 'n/1?', include: ['tags', 'author'], maxLength: 80 })
        .withRawResponse();
      return {
        status: rawResponse.status,
        noteId: data.noteId,
        accountId: data.accountId,
        text: data.text,
        tags: data.tags,
        createdAtIsDate: data.createdAt instanceof Date,
        createdAt: data.createdAt.toISOString(),
      };
    },
    'typed-error': async () => {
      try {
        await client.notes.get({ accountId: 'acc 7', noteId: 'missing' });
        return { threw: false };
      } catch (error) {
        const facts = {
          name: error instanceof Error ? error.name : typeof error,
          isNotFoundError: error instanceof Probe.NotFoundError,
          isProbeError: error instanceof ProbeError,
        };
        return error instanceof ProbeError ? { ...facts, statusCode: error.statusCode, body: error.body } : facts;
      }
    },
    timeout: async () => {
      try {
        await client.health.slow({ timeoutInSeconds: 0.3 });
        return { threw: false };
      } catch (error) {
        return {
          name: error instanceof Error ? error.name : typeof error,
          isTimeoutError: error instanceof ProbeTimeoutError,
        };
      }
    },
    retry: async () => client.health.flaky(),
    'sse-resume': async () => {
      const events: Probe.Deployment[] = [];
      let cut = false;
      for await (const event of await client.events.follow({ topic: 'deploys' })) {
        events.push(event);
        // Event 2 is in hand: now the server may cut the connection, in the middle of event 3.
        if (event.seq === 2 && !cut) {
          cut = true;
          await (await fetch(`${baseUrl}/events/cut`)).arrayBuffer();
        }
      }
      return events;
    },
    upload: async () => {
      const bytes = uploadBytes();
      const wrapped = await client.files.upload({
        file: { data: bytes, filename: 'notes.bin', contentType: 'application/octet-stream' },
        label: 'café ✓',
      });
      const blob = await client.files.upload({
        file: new Blob([bytes.slice(0, 1000)], { type: 'image/png' }),
        label: 'blob',
      });
      return { wrapped, blob };
    },
    webhook: async () => {
      const fixture = (await (await fetch(`${baseUrl}/webhook-fixture`)).json()) as WebhookFixture;
      const helper = ProbeWebhooks.noteShared;
      const args = { secret: WEBHOOK_SECRET, body: fixture.body, headers: fixture.headers, url: fixture.url };
      const tampered = fixture.body.replace('zoë', 'eve');
      let reason = 'none';
      try {
        await helper.assertSignature({ ...args, body: tampered });
      } catch (error) {
        reason = error instanceof WebhookVerificationError ? error.reason : describeError(error);
      }
      return {
        valid: await helper.verifySignature(args),
        validAsBytes: await helper.verifySignature({ ...args, body: new TextEncoder().encode(fixture.body) }),
        tamperedBody: await helper.verifySignature({ ...args, body: tampered }),
        tamperedReason: reason,
        withoutBodyHash: await helper.verifySignature({ ...args, url: fixture.url.replace(/\?.*$/, '') }),
        wrongSecret: await helper.verifySignature({ ...args, secret: `${WEBHOOK_SECRET}x` }),
        parsed: helper.parse(fixture.body),
      };
    },
    platform: async () => {
      await client.health.ping();
      let sentUserAgent: string | null = null;
      const recording: typeof fetch = (input, init) => {
        sentUserAgent = new Headers(init?.headers).get('user-agent');
        return fetch(input, init);
      };
      await new ProbeUaClient({ baseUrl: `${baseUrl}/ua`, token: PROBE_TOKEN, fetch: recording }).health.ping();
      const host = globalThis as HostGlobals;
      return {
        sentUserAgent,
        nodeProcess: typeof host.process?.versions?.node === 'string',
      };
    },
  };
  for (const name of CHECKS) await check(name, emit, steps[name]);
}
