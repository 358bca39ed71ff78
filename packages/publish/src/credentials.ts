import { PublishError } from './errors';
import type { Redactor } from './redact';

const ENV_REFERENCE = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}$/;
const PLACEHOLDER = /^<([A-Za-z_][A-Za-z0-9_]*)>$/;

/**
 * True when a credential value is a `${NAME}` reference or a `<NAME>` placeholder.
 *
 * @example
 * ```ts
 * isCredentialReference('${NPM_TOKEN}'); // true
 * isCredentialReference('npm_abc123'); // false
 * ```
 */
export function isCredentialReference(value: string): boolean {
  return ENV_REFERENCE.test(value) || PLACEHOLDER.test(value);
}

/**
 * Reads a credential that the configuration gives as `${NAME}` or `<NAME>` from `env`, and
 * registers the value with the redactor before anything else can print it. A literal value
 * is refused: credentials come only from the environment.
 */
export function readCredential(args: {
  value: string | undefined;
  field: string;
  target: string;
  env: Record<string, string | undefined>;
  redact: Redactor;
}): string | undefined {
  const { value, field, target, env, redact } = args;
  if (value === undefined) return undefined;
  const match = ENV_REFERENCE.exec(value) ?? PLACEHOLDER.exec(value);
  if (!match?.[1]) {
    // Never echo the literal: it may be a real secret pasted into the file.
    redact.add(value);
    throw new PublishError(
      'credentials',
      target,
      `${field} must be an environment variable reference such as \${MY_TOKEN}, not a literal value`,
    );
  }
  const name = match[1];
  const resolved = env[name];
  if (resolved === undefined || resolved === '') {
    throw new PublishError('credentials', target, `${field} refers to environment variable ${name}, which is not set`);
  }
  redact.add(resolved);
  return resolved;
}
