import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfigSchema } from './config-schema';

describe("a generator's config schema", () => {
  it('is read from schema/config.schema.json of the package', () => {
    const root = mkdtempSync(join(tmpdir(), 'bracken-plugin-'));
    try {
      mkdirSync(join(root, 'schema'));
      const schema = { type: 'object', properties: { packageName: { type: 'string' } } };
      writeFileSync(join(root, 'schema', 'config.schema.json'), JSON.stringify(schema));
      expect(readConfigSchema(root)).toEqual(schema);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
