import { join } from 'node:path';

/** Folder of the spec-derived example configurations. */
export const SPEC_EXAMPLES_DIR = join(__dirname, 'spec-examples');
