/**
 * Writes validator/generators-validator.js, the generators.yml schema compiled by ajv.
 * Run from the repository root after changing the schema:
 * `npx tsx packages/config/scripts/gen-validator.ts`.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { compileGeneratorsValidatorSource } from '../src/compile-validator';
import { GENERATORS_VALIDATOR_PATH, loadGeneratorsSchema } from '../src/schema';

writeFileSync(GENERATORS_VALIDATOR_PATH, compileGeneratorsValidatorSource(loadGeneratorsSchema()), 'utf8');
process.stdout.write(`wrote ${relative(process.cwd(), GENERATORS_VALIDATOR_PATH)}\n`);
