import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The JSON Schema of a generator's `config` block, read from `schema/config.schema.json` of
 * its package (the file its `package.json` names in `bracken.configSchema`).
 *
 * @example
 * get configSchema() { return readConfigSchema(join(__dirname, '..')); }
 */
export function readConfigSchema(packageRoot: string): Readonly<Record<string, unknown>> {
  return JSON.parse(readFileSync(join(packageRoot, 'schema', 'config.schema.json'), 'utf8')) as Record<string, unknown>;
}
