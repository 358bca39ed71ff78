/**
 * The parts of the `yaml` library that reading `generators.yml` uses. The build replaces this
 * module's output with one file that holds the library itself (`scripts/bundle-yaml.mjs`):
 * every command reads `generators.yml`, and loading one file is several times faster than
 * loading the library's many modules.
 */
export { Document, isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
export type { Node } from 'yaml';
