import { formatFiles, getProjects, readNxJson, updateNxJson, updateProjectConfiguration, type Tree } from '@nx/devkit';

type GeneratorDefaults = Record<string, unknown>;

/**
 * Renames the `sdk` generator's `generator` default to `generatorName` in `nx.json` and each
 * project's configuration (under `@bracken/nx:sdk` or `@bracken/nx` → `sdk`); `generatorName` wins.
 * @example
 * // nx.json before: { "generators": { "@bracken/nx:sdk": { "generator": "bracken-postman" } } }
 * // nx.json after:  { "generators": { "@bracken/nx:sdk": { "generatorName": "bracken-postman" } } }
 */
export default async function renameSdkGeneratorOption(tree: Tree): Promise<void> {
  const nxJson = readNxJson(tree);
  if (nxJson?.generators !== undefined && renameIn(nxJson.generators as GeneratorDefaults)) updateNxJson(tree, nxJson);
  for (const [name, project] of getProjects(tree)) {
    if (project.generators !== undefined && renameIn(project.generators as GeneratorDefaults))
      updateProjectConfiguration(tree, name, project);
  }
  await formatFiles(tree);
}

function renameIn(generators: GeneratorDefaults): boolean {
  const collection = generators['@bracken/nx'];
  const defaults = [generators['@bracken/nx:sdk'], isRecord(collection) ? collection['sdk'] : undefined];
  let changed = false;
  for (const options of defaults) {
    if (!isRecord(options) || !('generator' in options)) continue;
    if (!('generatorName' in options)) options['generatorName'] = options['generator'];
    delete options['generator'];
    changed = true;
  }
  return changed;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
