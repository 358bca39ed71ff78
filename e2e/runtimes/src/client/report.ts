/**
 * What the client scenario prints: one JSON line per check. It has no imports, so the test
 * that reads the lines and the client that writes them share it.
 */

/** The checks of the scenario, in the order they run. */
export const CHECKS = [
  'json-call',
  'typed-error',
  'timeout',
  'retry',
  'sse-resume',
  'upload',
  'webhook',
  'platform',
] as const;

/** One check's name. */
export type CheckName = (typeof CHECKS)[number];

/** One line of output: what the client observed, or why the check threw. */
export type CheckLine = { check: CheckName; observed: unknown } | { check: CheckName; failed: string };

/** The secret the server signs the webhook fixture with; the client verifies with it. */
export const WEBHOOK_SECRET = 'whsec_probe_c2VjcmV0';

/** The bearer token the client sends and the server expects. */
export const PROBE_TOKEN = 'tok_probe_7f3a';

/** The upload's bytes: every byte value, 257 times over, so no encoding can pass it unchanged by luck. */
export function uploadBytes(): Uint8Array {
  const bytes = new Uint8Array(256 * 257);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
  return bytes;
}
