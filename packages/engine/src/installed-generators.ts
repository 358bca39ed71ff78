import { dirname } from 'node:path';
import { readGeneratorManifest } from '@bracken/config';

/** A generator package among the engine's dependencies. */
export interface InstalledGenerator {
  /** The name `generators.yml` gives it. */
  name: string;
  /** Its npm package. */
  packageName: string;
  /** Its package's version: what a new generator entry pins. */
  version: string;
  /** Loads the package; its entry exports the generator as `generator`. */
  load(): unknown;
}

/**
 * The generator packages the engine comes with: each of its dependencies whose package.json
 * declares a generator (see `readGeneratorManifest`). The command's bundle replaces this module
 * with the list it finds at build time, each package bundled in.
 *
 * @example
 * ```ts
 * installedGenerators().map((g) => g.name); // ['bracken-postman', 'bracken-python-sdk', 'bracken-typescript-sdk']
 * ```
 */
export function installedGenerators(): InstalledGenerator[] {
  const dependencies = Object.keys(
    (require('../package.json') as { dependencies?: Record<string, string> }).dependencies ?? {},
  );
  return dependencies.flatMap((packageName) => {
    let manifest;
    try {
      manifest = readGeneratorManifest(dirname(require.resolve(`${packageName}/package.json`)));
    } catch {
      // A package that keeps its package.json private declares no generator.
    }
    return manifest === undefined
      ? []
      : [{ name: manifest.name, packageName, version: manifest.version, load: () => require(packageName) as unknown }];
  });
}
