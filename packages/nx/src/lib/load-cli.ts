import { BrackenNxError } from '../errors';

/** Streams and environment a Bracken command runs with. */
export interface CliIo {
  /** Normal output. */
  stdout: NodeJS.WritableStream;
  /** Diagnostics and errors. */
  stderr: NodeJS.WritableStream;
  /** Environment variables the command may read. */
  env?: Record<string, string | undefined>;
}

/** Options shared by generation and publishing. */
export interface CliGenerateOptions {
  /** Path of the `generators.yml`. */
  config: string;
  /** Group or alias to run. */
  group?: string;
  /** Only these generator names. */
  generators?: string[];
  /** Folder relative paths resolve against. */
  cwd?: string;
  /** Version stamped on generated packages. */
  version?: string;
  /** Workspace root; outputs must stay inside it. */
  workspaceRoot?: string;
}

/** One folder a generation run wrote. */
export interface CliGeneratedOutput {
  /** Group name. */
  group: string;
  /** Generator name. */
  generator: string;
  /** Position in the group. */
  index: number;
  /** `output.location`, or `staging`. */
  location: string;
  /** Absolute folder written. */
  path: string;
}

/** The functions of `@bracken/cli` the executors call. */
export interface BrackenCliApi {
  /** Validates a config; resolves to the exit code. */
  runCheck(options: { config: string; cwd?: string; extraChecks?: unknown[] } & Partial<CliIo>): Promise<number>;
  /** Generates; resolves to the exit code and the folders written. */
  runGenerate(options: CliGenerateOptions & Partial<CliIo>): Promise<{ exitCode: number; outputs: CliGeneratedOutput[] }>;
  /** Publishes what generation wrote; resolves to the exit code. */
  runPublish(options: CliGenerateOptions & { dryRun?: boolean } & Partial<CliIo>): Promise<number>;
}

const CLI_PACKAGE = '@bracken/cli';

/**
 * Loads one command of `@bracken/cli` when an executor runs, so that loading the plugin
 * (which Nx does for every command) never pulls in the generator stack.
 *
 * @param name - the command function to load.
 * @throws BrackenNxError when the installed `@bracken/cli` does not provide it.
 * @example
 * const runCheck = loadCliCommand('runCheck');
 * const exitCode = await runCheck({ config: 'apis/petstore/generators.yml' });
 */
export function loadCliCommand<K extends keyof BrackenCliApi>(name: K): BrackenCliApi[K] {
  const command = loadCliModule()[name];
  if (typeof command !== 'function') {
    throw new BrackenNxError(`${CLI_PACKAGE} has no ${name}: install a version that matches @bracken/nx`);
  }
  return command as BrackenCliApi[K];
}

/**
 * The checks `bracken check` runs over the definitions once the config is valid, so the
 * `check` target reports exactly what the command line does.
 *
 * @example
 * await runCheck({ config, extraChecks: loadDefinitionChecks() });
 */
export function loadDefinitionChecks(): unknown[] {
  const checks = loadCliModule()['definitionChecks'];
  return Array.isArray(checks) ? checks : [];
}

function loadCliModule(): Record<string, unknown> {
  let loaded: unknown;
  try {
    loaded = require(CLI_PACKAGE);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new BrackenNxError(`cannot load ${CLI_PACKAGE}: ${reason}`, { cause: error });
  }
  return typeof loaded === 'object' && loaded !== null ? (loaded as Record<string, unknown>) : {};
}
