import * as v8 from 'node:v8';

/**
 * How much bytecode a function runs before V8 considers optimizing it, for one command: eight
 * times V8's default. A `bracken` command lives for about a second, where V8's default (tuned
 * for long-lived processes) has it spend more time compiling functions than the faster code
 * gives back; a larger budget optimizes only what stays hot.
 */
export const COMMAND_INTERRUPT_BUDGET = 8 * 67_584;

const BUDGET_FLAG = /^--interrupt[-_]budget(?:=|$)/;

/**
 * The V8 flags the command line sets for itself: none when the user chose the budget on node's
 * command line (`NODE_OPTIONS` cannot carry it), since theirs wins.
 *
 * @example
 *     commandV8Flags(process.execArgv) // ["--interrupt-budget=540672"]
 */
export function commandV8Flags(execArgv: readonly string[]): string[] {
  return execArgv.some((arg) => BUDGET_FLAG.test(arg)) ? [] : [`--interrupt-budget=${COMMAND_INTERRUPT_BUDGET}`];
}

/**
 * Sets {@link commandV8Flags} in this process. Only the command line's entry calls it: the
 * engine also runs inside the Nx daemon and users' processes, whose V8 it never changes.
 */
export function tuneV8ForCommand(): void {
  for (const flag of commandV8Flags(process.execArgv)) v8.setFlagsFromString(flag);
}
