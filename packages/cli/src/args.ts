import { UsageError } from './errors';

/**
 * One `--option` a command accepts: its long name without dashes (`config`), a one-letter alias,
 * its type (`string` takes a value, `--config x` or `--config=x`; `boolean` is a flag), and for
 * help the value's name (`generators.yml`), one line and the default the command applies.
 */
export interface OptionSpec {
  name: string;
  short?: string;
  type: 'string' | 'boolean';
  valueName?: string;
  description: string;
  defaultText?: string;
}

/** A parsed command line: option values by long name (flags are `true` when given), and the other arguments. */
export interface ParsedArgs {
  options: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/**
 * Parses `argv` against a list of options; `--` ends them. Throws a {@link UsageError} for an
 * unknown option, a missing value or a value given to a flag.
 *
 * @example
 * ```ts
 * parseArgs(['--config', 'api/generators.yml'], [{ name: 'config', type: 'string', description: '' }], 'bracken check'); // { options: { config: 'api/generators.yml' }, positionals: [] }
 * ```
 */
export function parseArgs(argv: readonly string[], specs: readonly OptionSpec[], usage: string): ParsedArgs {
  const options: ParsedArgs['options'] = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg.length === 1) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = arg.startsWith('--') ? (eq === -1 ? arg.slice(2) : arg.slice(2, eq)) : undefined;
    const inline = eq === -1 ? undefined : arg.slice(eq + 1);
    const spec =
      name !== undefined
        ? specs.find((s) => s.name === name)
        : specs.find((s) => s.short !== undefined && s.short === arg.slice(1));
    if (!spec) throw new UsageError(`unknown option: ${name !== undefined ? `--${name}` : arg}`, usage);
    if (spec.type === 'boolean') {
      if (inline !== undefined) throw new UsageError(`option --${spec.name} takes no value`, usage);
      options[spec.name] = true;
      continue;
    }
    const value = inline ?? argv[i + 1];
    if (value === undefined || (inline === undefined && value.startsWith('-'))) {
      throw new UsageError(`option --${spec.name} needs a value <${spec.valueName ?? 'value'}>`, usage);
    }
    if (inline === undefined) i++;
    options[spec.name] = value;
  }
  return { options, positionals };
}
