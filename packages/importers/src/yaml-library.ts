import type * as Yaml from 'yaml';

/**
 * The `yaml` library, loaded on first use. Most definitions are JSON, which never needs it,
 * and loading its many modules is a noticeable share of a command's start-up.
 */
export function yamlLibrary(): typeof Yaml {
  return require('yaml') as typeof Yaml;
}
