/**
 * Builds every generator's `config` schema into schema/generators.schema.json (see
 * `assembleGeneratorsSchema`): each package that declares `bracken.generator` in its
 * package.json contributes its own. Run from the repository root after changing a generator's
 * schema or adding a generator, then run gen-validator and gen-docs:
 * `npx tsx packages/config/scripts/gen-schema.ts`.
 */
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { assembleGeneratorsSchema, findGeneratorSchemas } from '../src/generator-schemas';
import { GENERATORS_SCHEMA_PATH, loadGeneratorsSchema } from '../src/schema';

const assembled = assembleGeneratorsSchema(loadGeneratorsSchema(), findGeneratorSchemas(join(__dirname, '..', '..')));
writeFileSync(GENERATORS_SCHEMA_PATH, `${JSON.stringify(assembled, null, 2)}\n`, 'utf8');
process.stdout.write(`wrote ${relative(process.cwd(), GENERATORS_SCHEMA_PATH)}\n`);
