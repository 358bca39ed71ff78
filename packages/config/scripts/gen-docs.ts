/**
 * Writes docs/configuration.md from the generators.yml JSON Schema.
 * Run from the repository root: `npx tsx packages/config/scripts/gen-docs.ts`.
 */
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { renderConfigurationDocs } from '../src/docs/render-docs';
import { loadGeneratorsSchema } from '../src/schema';

/** Where the reference lives, relative to this script. */
export const CONFIGURATION_DOC_PATH = join(__dirname, '..', '..', '..', 'docs', 'configuration.md');

writeFileSync(CONFIGURATION_DOC_PATH, renderConfigurationDocs(loadGeneratorsSchema()), 'utf8');
process.stdout.write(`wrote ${relative(process.cwd(), CONFIGURATION_DOC_PATH)}\n`);
