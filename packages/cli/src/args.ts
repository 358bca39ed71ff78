import { parseArgs as tokenize } from 'node:util';
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
 * @example parseArgs(['--config', 'api/generators.yml'], [{ name: 'config', type: 'string', description: '' }], 'bracken check'); // { options: { config: 'api/generators.yml' }, positionals: [] }
 */
export function parseArgs(argv: readonly string[], specs: readonly OptionSpec[], usage: string): ParsedArgs {
  const options = Object.fromEntries(
    specs.map((s) => [s.name, { type: s.type, ...(s.short ? { short: s.short } : {}) }]),
  );
  // Node splits the words; what counts as a mistake, and how it reads, is decided here.
  const { tokens } = tokenize({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true });
  const parsed: ParsedArgs = { options: {}, positionals: [] };
  for (const token of tokens) {
    if (token.kind === 'positional') parsed.positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const spec = specs.find((s) => s.name === token.name);
    if (!spec) throw new UsageError(`unknown option: ${token.rawName}`, usage);
    if (spec.type === 'boolean' && token.value !== undefined)
      throw new UsageError(`option --${spec.name} takes no value`, usage);
    // A word that starts with `-` is the next option, unless it came after `=`.
    if (spec.type === 'string' && (token.value === undefined || (!token.inlineValue && token.value.startsWith('-'))))
      throw new UsageError(`option --${spec.name} needs a value <${spec.valueName ?? 'value'}>`, usage);
    parsed.options[spec.name] = token.value ?? true;
  }
  return parsed;
}
