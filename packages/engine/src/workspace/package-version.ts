import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The version in the `package.json` of a package folder, `0.0.0` when it has none: what a tool
 * shows for `--version` and pins for the packages it adds.
 *
 * @example
 * readPackageVersion(join(__dirname, '..')); // '0.1.0'
 */
export function readPackageVersion(packageRoot: string): string {
  const version: unknown = (
    JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version?: unknown }
  ).version;
  return typeof version === 'string' ? version : '0.0.0';
}
