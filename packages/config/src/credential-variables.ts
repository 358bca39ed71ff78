import { referencedVariables } from './secrets';
import { collectCredentials } from './semantic-checks';

/**
 * Names of the environment variables that the credential fields of a `generators.yml` refer
 * to (`${NAME}` or `<NAME>` in an output's `token`, `password`, `api-key`, signing keys, or a
 * `github.token`), sorted and unique. Only publishing reads them; generation never does. The
 * file need not be valid: whatever can be read is listed.
 *
 * @param value - the parsed file.
 * @example
 * listCredentialVariables(parse(text)); // ['NPM_TOKEN']
 */
export function listCredentialVariables(value: unknown): string[] {
  const names = new Set<string>();
  for (const credential of collectCredentials(value)) {
    for (const name of referencedVariables(credential.value)) if (name !== '') names.add(name);
  }
  return [...names].sort();
}
