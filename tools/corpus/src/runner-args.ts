import { parseArgs } from 'node:util';

/** A corpus runner's command line, read strictly. */
export interface RunnerArgs<S extends string, F extends string> {
  /** The value of a string option, if given. */
  option(name: S): string | undefined;
  /** Whether a flag was given. */
  flag(name: F | 'help'): boolean;
}

/**
 * Reads `process.argv` against the runner's options on first use: an unknown option or a
 * missing value prints the message and `usage`, then exits 2, rather than running the corpus.
 *
 * @example
 * const args = runnerArgs(USAGE, ['list'], ['render-only']);
 * if (args.flag('help')) console.log(USAGE);
 */
export function runnerArgs<S extends string, F extends string>(
  usage: string,
  strings: readonly S[],
  flags: readonly F[],
): RunnerArgs<S, F> {
  let values: Record<string, unknown> | undefined;
  const read = (): Record<string, unknown> => {
    try {
      values ??= parseArgs({
        args: process.argv.slice(2),
        options: Object.fromEntries([
          ...strings.map((name) => [name, { type: 'string' as const }]),
          ...[...flags, 'help'].map((name) => [name, { type: 'boolean' as const }]),
        ]),
      }).values;
      return values;
    } catch (error) {
      // parseArgs's errors may come from another realm (a test's VM), so read `message` as data.
      const message = (error as { message?: unknown } | null)?.message;
      console.error(`${typeof message === 'string' ? message : String(error)}\n\n${usage}`);
      process.exit(2);
    }
  };
  return {
    option: (name) => {
      const value = read()[name];
      return typeof value === 'string' ? value : undefined;
    },
    flag: (name) => read()[name] === true,
  };
}
