import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads the version of the installed `@bracken/nx`, which the generators pin for the
 * Bracken packages they add.
 *
 * @example
 * readPluginVersion(); // '0.1.0'
 */
export function readPluginVersion(): string {
  // Both src/lib and dist/lib sit two folders below the package root.
  const manifest: unknown = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8'));
  const version = typeof manifest === 'object' && manifest !== null ? (manifest as Record<string, unknown>)['version'] : undefined;
  return typeof version === 'string' ? version : '0.0.0';
}
