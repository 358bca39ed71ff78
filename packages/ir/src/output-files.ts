import type { OutputFile } from './generator-plugin';

/** What {@link checkOutputFiles} checks, and how it reports a problem. */
export interface CheckOutputFilesOptions {
  /**
   * Whether the output is whitelabel: then no path or text file may name the maker.
   * @default false
   */
  whitelabel?: boolean;
  /** The error of the generator for a problem found. */
  fail: (message: string) => Error;
}

/**
 * The files of a generator run sorted by path, once no two of them share a path and, for
 * whitelabel output, none names the maker in its path or text.
 *
 * @throws the error `fail` makes of the first problem.
 * @example
 * return checkOutputFiles(files, { whitelabel: options.whitelabel, fail: (m) => new GoGeneratorError(m) });
 */
export function checkOutputFiles<F extends OutputFile>(files: readonly F[], options: CheckOutputFilesOptions): F[] {
  const byPath = new Map<string, F>();
  for (const file of files) {
    if (byPath.has(file.path)) throw options.fail(`two generated files share a path: ${file.path}`);
    byPath.set(file.path, file);
  }
  if (options.whitelabel) {
    const leak = files.find(
      (f) => /bracken/i.test(typeof f.contents === 'string' ? f.contents : '') || /bracken/i.test(f.path),
    );
    if (leak) throw options.fail(`whitelabel output names the maker: ${leak.path}`);
  }
  // The paths alone are sorted in the engine's own string order (UTF-16 code units, as `<`
  // compares), which is much faster than calling a comparator for every pair of files.
  const paths = [...byPath.keys()].sort();
  const sorted: F[] = [];
  for (const path of paths) sorted.push(byPath.get(path)!);
  return sorted;
}
