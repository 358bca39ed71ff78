import type { ChildCommand } from '../measure';

/** The generators in the tables, Bracken first (TypeScript, then Python). */
export const TOOL_IDS = ['bracken', 'bracken-python', 'openapi-typescript', 'hey-api', 'orval'] as const;
/** One generator. */
export type ToolId = (typeof TOOL_IDS)[number];

/** What every tool adapter is given when it gets ready. */
export interface ToolContext {
  /** Absolute path of the Node 22 binary that runs the generators. */
  node22: string;
}

/** A generator that is installed and ready to run. */
export interface PreparedTool {
  /** Version that runs, as installed. */
  version: string;
  /** The command that generates from `specFile` into the empty folder `outDir`. */
  command(specFile: string, outDir: string): ChildCommand;
  /** Globs, relative to the output folder, of the TypeScript files `tsc` checks. */
  typecheckInclude: string[];
  /**
   * A second command, run after the timed ones, that generates the same output on one
   * thread and prints the time of each phase as a JSON line (Bracken only).
   */
  phaseCommand?(specFile: string, outDir: string): ChildCommand;
}

/** A generator the benchmark can install and run. */
export interface GeneratorTool {
  /** Id used in results. */
  id: ToolId;
  /** Name shown in the tables. */
  label: string;
  /** Installs the tool (once) and returns how to run it. */
  prepare(context: ToolContext): PreparedTool;
}
