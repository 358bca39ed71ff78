import { join } from 'node:path';
import { suggest } from '@bracken/config';
import { readPackageVersion } from '@bracken/engine';
import { formatError, isBrackenError } from '@bracken/errors';
import { parseArgs, type OptionSpec } from './args';
import { commands, type Command } from './commands';
import { BrackenCliError, UsageError } from './errors';
import { standardOutput, type CommandIo } from './io';

const HELP_OPTION: OptionSpec = { name: 'help', short: 'h', type: 'boolean', description: 'Show help' };
const VERSION_OPTION: OptionSpec = { name: 'version', short: 'v', type: 'boolean', description: 'Show the version' };
const ROOT_USAGE = 'bracken <command> [options]';
const ROOT_SUMMARY = 'Bracken generates SDKs from API definitions and a generators.yml.';

/** Version of this package, read from its package.json: `'0.1.0'`. */
export function cliVersion(): string {
  return readPackageVersion(join(__dirname, '..'));
}

/** Rows in two aligned columns, as help lists commands and options. */
function columns(rows: ReadonlyArray<readonly [string, string]>): string {
  const width = Math.max(0, ...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`).join('\n');
}

/** Text of `bracken --help`, or of `bracken <command> --help` when given the command. */
function help(table: readonly Command[], command?: Command): string {
  const options = (command ? [...command.options, HELP_OPTION] : [HELP_OPTION, VERSION_OPTION]).map((o) => {
    const long = o.type === 'string' ? `--${o.name} <${o.valueName ?? 'value'}>` : `--${o.name}`;
    const text = o.defaultText ? `${o.description} (default: ${o.defaultText})` : o.description;
    return [o.short ? `-${o.short}, ${long}` : `    ${long}`, text] as const;
  });
  const intro = `Usage: ${command?.usage ?? ROOT_USAGE}\n\n${command?.summary ?? ROOT_SUMMARY}\n\n`;
  const list = command ? '' : `Commands:\n${columns(table.map((c) => [c.name, c.summary] as const))}\n\n`;
  const footer = command ? '' : "\nRun 'bracken <command> --help' for a command's options.\n";
  return `${intro}${list}Options:\n${columns(options)}\n${footer}`;
}

/**
 * Runs the `bracken` command line and resolves to its exit code (0 success, 1 failure, 2 bad
 * command line). Never throws: user mistakes print one clean message, crashes "internal error"
 * (with the stack when `BRACKEN_DEBUG=1`). `table` is the commands to offer.
 *
 * @example process.exitCode = await main(process.argv.slice(2));
 */
export async function main(
  argv: readonly string[],
  io: Partial<CommandIo> = {},
  table: readonly Command[] = commands,
): Promise<number> {
  const full: CommandIo = {
    cwd: io.cwd ?? process.cwd(),
    stdout: io.stdout ?? standardOutput(1),
    stderr: io.stderr ?? standardOutput(2),
    env: io.env ?? process.env,
  };
  try {
    return await dispatch(argv, full, table);
  } catch (error) {
    if (isBrackenError(error)) {
      const usage = error instanceof UsageError ? `\nUsage: ${error.usage}\nRun 'bracken --help' for more.` : '';
      full.stderr.write(`${formatError(error, { prefix: 'bracken: ' })}${usage}\n`);
      return error instanceof BrackenCliError ? error.exitCode : 1;
    }
    const message = error instanceof Error ? error.message : String(error);
    const stack = error instanceof Error && error.stack ? error.stack : message;
    const detail = full.env['BRACKEN_DEBUG'] === '1' ? stack : 'Set BRACKEN_DEBUG=1 to print the stack trace.';
    full.stderr.write(`bracken: internal error: ${message}\n${detail}\n`);
    return 1;
  }
}

async function dispatch(argv: readonly string[], io: CommandIo, table: readonly Command[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === 'help' && rest.length > 0) return dispatch([...rest, '--help'], io, table);
  if (first === undefined || first === 'help' || first === '--help' || first === '-h') {
    io.stdout.write(help(table));
    return 0;
  }
  if (first === '--version' || first === '-v') {
    io.stdout.write(`${cliVersion()}\n`);
    return 0;
  }
  if (first.startsWith('-')) throw new UsageError(`unknown option: ${first}`, ROOT_USAGE);
  // A command of two words (`api update`) is matched on both.
  const command = table.find((c) => c.name === `${first} ${rest[0]}`) ?? table.find((c) => c.name === first);
  if (!command) {
    const names = table.map((c) => c.name);
    const subcommands = names.filter((name) => name.startsWith(`${first} `));
    if (subcommands.length > 0) {
      const usage = subcommands.map((name) => `bracken ${name}`).join(' | ');
      throw new UsageError(`${first} needs a subcommand: ${subcommands.join(', ')}`, usage);
    }
    const hint = suggest(first, names, 1);
    const known = hint ? `did you mean "${hint}"?` : `commands: ${names.join(', ')}`;
    throw new UsageError(`unknown command: ${first} (${known})`, ROOT_USAGE);
  }
  const words = command.name.split(' ').length;
  const args = parseArgs(argv.slice(words), [...command.options, HELP_OPTION], command.usage);
  if (args.options['help'] === true) {
    io.stdout.write(help(table, command));
    return 0;
  }
  if (args.positionals.length > 0) throw new UsageError(`unexpected argument: ${args.positionals[0]}`, command.usage);
  return command.run(args, io);
}
