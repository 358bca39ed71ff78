export { parseArgs } from './args';
export type { OptionSpec, ParsedArgs } from './args';
export { commands, runGenerate } from './commands';
export type { Command, RunGenerateOptions } from './commands';
export { BrackenCliError, UsageError } from './errors';
export type { CommandIo } from './io';
export { standardOutput } from './io';
export { cliVersion, main } from './main';
