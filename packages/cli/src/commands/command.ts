import type { OptionSpec, ParsedArgs } from '../args';
import type { CommandIo } from '../io';

/** A `bracken <name>` subcommand. Adding a command is one new file plus one table entry. */
export interface Command {
  /** Word typed after `bracken`. */
  name: string;
  /** One line for `bracken --help`. */
  summary: string;
  /** Usage line, for example `bracken check [--config <generators.yml>]`. */
  usage: string;
  /** Accepted options (`--help` is added by the shell). */
  options: OptionSpec[];
  /** Whether the command accepts positional arguments. @default false */
  positionals?: boolean;
  /** Run the command; resolves to the process exit code. */
  run(args: ParsedArgs, io: CommandIo): Promise<number>;
}
