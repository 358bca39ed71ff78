import { BrackenConfigError } from './errors';

const ENV_REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const PLACEHOLDER = /^<([A-Za-z_][A-Za-z0-9_]*)>$/;

/** Values that select a mechanism rather than carry a secret (pypi trusted publishing). */
const KEYWORDS = new Set(['OIDC']);

/**
 * True when a credential value is a reference (`${NAME}`, `<NAME>` or a keyword such as
 * `OIDC`) rather than a literal secret.
 *
 * @example
 * ```ts
 * isSecretReference('${NPM_TOKEN}'); // true
 * isSecretReference('npm_abc123'); // false
 * ```
 */
export function isSecretReference(value: string): boolean {
  if (KEYWORDS.has(value) || PLACEHOLDER.test(value)) return true;
  return new RegExp(ENV_REFERENCE.source).test(value);
}

/** Names of the environment variables a credential value refers to. */
export function referencedVariables(value: string): string[] {
  const placeholder = PLACEHOLDER.exec(value);
  if (placeholder?.[1]) return [placeholder[1]];
  return [...value.matchAll(new RegExp(ENV_REFERENCE.source, 'g'))].map((m) => m[1] ?? '');
}

/**
 * Resolve a credential at the moment it is needed (publishing). `${NAME}` is replaced by
 * the variable's value, anywhere in the string; a whole-value placeholder `<NAME>` reads
 * variable `NAME`; `OIDC` and literals come back unchanged. The value is never logged,
 * and errors name only the variable.
 *
 * @param env - variables to read. @default process.env
 * @throws BrackenConfigError when a referenced variable is unset or empty.
 * @example
 * ```ts
 * const token = resolveSecret(output.token, process.env); // "${NPM_TOKEN}" -> the token
 * ```
 */
export function resolveSecret(value: string, env: Record<string, string | undefined> = process.env): string {
  if (KEYWORDS.has(value)) return value;
  const read = (name: string): string => {
    const found = env[name];
    if (found === undefined || found === '') {
      throw new BrackenConfigError(`credential not available: environment variable ${name} is not set`);
    }
    return found;
  };
  const placeholder = PLACEHOLDER.exec(value);
  if (placeholder?.[1]) return read(placeholder[1]);
  return value.replace(new RegExp(ENV_REFERENCE.source, 'g'), (_match, name: string) => read(name));
}
