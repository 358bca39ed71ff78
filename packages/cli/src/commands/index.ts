import { checkCommand } from './check';
import { generateCommand } from './generate';
import type { Command } from './command';
import { initCommand } from './init';
import { publishCommand } from './publish';

/**
 * Every `bracken` subcommand, in the order help lists them. A new command is a new file
 * in this folder exporting a {@link Command}, plus one entry here (`generate` goes first).
 */
export const commands: readonly Command[] = [generateCommand, publishCommand, checkCommand, initCommand];

export type { Command } from './command';
