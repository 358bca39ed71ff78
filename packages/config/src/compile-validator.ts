import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import type { SchemaNode } from './schema';

/**
 * Compiles the `generators.yml` schema into the source of a standalone CommonJS validator.
 *
 * Compiling the schema with ajv takes a noticeable share of a short `bracken` run, so the
 * package ships the compiled function in `validator/generators-validator.js` and loads that
 * instead. `scripts/gen-validator.ts` writes the file, and a test fails when it no longer
 * matches the schema.
 *
 * @example
 * ```ts
 * writeFileSync(GENERATORS_VALIDATOR_PATH, compileGeneratorsValidatorSource(loadGeneratorsSchema()));
 * ```
 */
export function compileGeneratorsValidatorSource(schema: SchemaNode): string {
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    strict: true,
    strictRequired: false,
    strictTypes: false,
    allowUnionTypes: true,
    code: { source: true, lines: true },
  });
  ajv.addKeyword({ keyword: 'x-bracken-message', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-bracken-override', schemaType: 'string' });
  const source = standaloneCode(ajv, ajv.compile(schema));
  return `// Generated from schema/generators.schema.json by scripts/gen-validator.ts. Do not edit.\n${source}\n`;
}
