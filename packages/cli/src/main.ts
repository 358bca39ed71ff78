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

/** Version of this package, read from its package.json: `'0.1.0'`. */
export function cliVersion(): string {
  return readPackageVersion(join(__dirname, '..'));
}

function table(rows: Array<[string, string]>): string {
  const width = Math.max(0, ...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`).join('\n');
}

function optionRows(options: readonly OptionSpec[]): string {
  return table(
    options.map((o) => {
      const long = o.type === 'string' ? `--${o.name} <${o.valueName ?? 'value'}>` : `--${o.name}`;
      return [
        o.short ? `-${o.short}, ${long}` : `    ${long}`,
        o.defaultText ? `${o.description} (default: ${o.defaultText})` : o.description,
      ];
    }),
  );
}

/** Text of `bracken --help`. */
function rootHelp(list: readonly Command[]): string {
  const intro = [`Usage: ${ROOT_USAGE}`, '', 'Bracken generates SDKs from API definitions and a generators.yml.', ''];
  return [
    ...intro,
    'Commands:',
    table(list.map((c) => [c.name, c.summary])),
    '',
    'Options:',
    optionRows([HELP_OPTION, VERSION_OPTION]),
    '',
    "Run 'bracken <command> --help' for a command's options.",
    '',
  ].join('\n');
}

/** Text of `bracken <command> --help`. */
function commandHelp(command: Command): string {
  return [
    `Usage: ${command.usage}`,
    '',
    command.summary,
    '',
    'Options:',
    optionRows([...command.options, HELP_OPTION]),
    '',
  ].join('\n');
}

/**
 * Runs the `bracken` command line and resolves to its exit code (0 success, 1 failure, 2 bad
 * command line). Never throws: user mistakes print one clean message, crashes "internal error"
 * (with the stack when `BRACKEN_DEBUG=1`). `table` is the commands to offer.
 *
 * @example
 * ```ts
 * process.exitCode = await main(process.argv.slice(2));
 * ```
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
    if (error instanceof UsageError) {
      full.stderr.write(`bracken: ${error.message}\nUsage: ${error.usage}\nRun 'bracken --help' for more.\n`);
      return error.exitCode;
    }
    if (isBrackenError(error)) {
      full.stderr.write(`${formatError(error, { prefix: 'bracken: ' })}\n`);
      return error instanceof BrackenCliError ? error.exitCode : 1;
    }
    const message = error instanceof Error ? error.message : String(error);
    const detail =
      full.env['BRACKEN_DEBUG'] !== '1'
        ? 'Set BRACKEN_DEBUG=1 to print the stack trace.'
        : error instanceof Error && error.stack
          ? error.stack
          : message;
    full.stderr.write(`bracken: internal error: ${message}\n${detail}\n`);
    return 1;
  }
}

async function dispatch(argv: readonly string[], io: CommandIo, table: readonly Command[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    const target = first === 'help' && rest[0] !== undefined ? table.find((c) => c.name === rest.join(' ')) : undefined;
    if (first === 'help' && rest[0] !== undefined && !target)
      throw new UsageError(`unknown command: ${rest[0]}`, ROOT_USAGE);
    io.stdout.write(target ? commandHelp(target) : rootHelp(table));
    return 0;
  }
  if (first === '--version' || first === '-v') {
    io.stdout.write(`${cliVersion()}\n`);
    return 0;
  }
  if (first.startsWith('-')) throw new UsageError(`unknown option: ${first}`, ROOT_USAGE);
  // A command of two words (`api update`) is matched on both.
  const pair = rest[0] !== undefined ? table.find((c) => c.name === `${first} ${rest[0]}`) : undefined;
  if (pair) rest.shift();
  const command = pair ?? table.find((c) => c.name === first);
  if (!command && table.some((c) => c.name.startsWith(`${first} `))) {
    const subcommands = table.filter((c) => c.name.startsWith(`${first} `)).map((c) => c.name);
    throw new UsageError(
      `${first} needs a subcommand: ${subcommands.join(', ')}`,
      subcommands.map((name) => `bracken ${name}`).join(' | '),
    );
  }
  if (!command) {
    const names = table.map((c) => c.name);
    const hint = suggest(first, names, 1);
    throw new UsageError(
      `unknown command: ${first} (${hint ? `did you mean "${hint}"?` : `commands: ${names.join(', ')}`})`,
      ROOT_USAGE,
    );
  }
  const args = parseArgs(rest, [...command.options, HELP_OPTION], command.usage);
  if (args.options['help'] === true) {
    io.stdout.write(commandHelp(command));
    return 0;
  }
  if (args.positionals.length > 0) throw new UsageError(`unexpected argument: ${args.positionals[0]}`, command.usage);
  return command.run(args, io);
}
