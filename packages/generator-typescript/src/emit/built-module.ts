/**
 * A module the package's build writes next to its compiled code (compiled templates, the
 * runtime core as data), or `undefined` where there is none: the sources, run untranspiled
 * by the tests. `load` is a `require` of a literal path, so that the command's bundle
 * carries the module; only the error of that module missing reads as "not built".
 */
export function builtModule<T>(name: string, load: () => T): T | undefined {
  try {
    return load();
  } catch (error) {
    if ((error as { code?: string }).code === 'MODULE_NOT_FOUND' && String((error as Error).message).includes(name))
      return undefined;
    throw error;
  }
}
