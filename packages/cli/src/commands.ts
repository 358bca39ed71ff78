import { check, createTextReporter, diff, generate, init, publish, updateApi } from '@bracken/engine';
import type { OptionSpec, ParsedArgs } from './args';
import type { CommandIo } from './io';

/**
 * A `bracken <name>` subcommand: the word after `bracken`, a line for `--help`, its usage line and
 * options (`--help` is added by the shell), and `run`, one call into the engine that resolves to
 * the exit code.
 */
export interface Command {
  name: string;
  summary: string;
  usage: string;
  options: OptionSpec[];
  run(args: ParsedArgs, io: CommandIo): Promise<number>;
}

/** What `generate`, `publish` and `updateApi` take, as the engine declares it. */
type EngineOptions = Parameters<typeof generate>[0] & Parameters<typeof publish>[0] & Parameters<typeof updateApi>[0];

const CONFIG: OptionSpec = {
  name: 'config',
  short: 'c',
  type: 'string',
  valueName: 'generators.yml',
  description: 'Configuration file',
  defaultText: './generators.yml',
};
const OUTSIDE: OptionSpec = {
  name: 'allow-outside-workspace',
  type: 'boolean',
  description: 'Allow local-file-system paths outside the workspace',
};
const GENERATOR: OptionSpec = {
  name: 'generator',
  type: 'string',
  valueName: 'name',
  description: 'Run only generators with this name (repeat with commas)',
};
const group = (description: string): OptionSpec => ({
  name: 'group',
  short: 'g',
  type: 'string',
  valueName: 'group-or-alias',
  description,
  defaultText: 'default-group',
});
const version = (description: string): OptionSpec => ({
  name: 'version',
  type: 'string',
  valueName: 'x.y.z',
  description,
  defaultText: "each generator's version",
});

/** The engine's options from a command line, printing as the command prints. */
function engineOptions(args: ParsedArgs, io: CommandIo): EngineOptions {
  const text = (name: string): string | undefined =>
    typeof args.options[name] === 'string' ? (args.options[name] as string) : undefined;
  return {
    config: text('config') ?? 'generators.yml',
    group: text('group'),
    generators: text('generator')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    version: text('version'),
    dryRun: args.options['dry-run'] === true,
    allowOutsideWorkspace: args.options['allow-outside-workspace'] === true,
    api: text('api'),
    check: args.options['check'] === true,
    cwd: io.cwd,
    env: io.env,
    onEvent: createTextReporter(io),
  };
}

/** Options of {@link runGenerate}: the engine's (a collection runs after an import leaving more than `collectAfterImportBytes` on the heap, @default 96 MiB), and where text goes. */
export type RunGenerateOptions = Omit<Parameters<typeof generate>[0], 'onEvent'> & Pick<CommandIo, 'stdout' | 'stderr'>;

/**
 * `bracken generate`: one call into the engine, printed as the command prints, with a garbage
 * collection after a large import (the command owns its process); resolves to the exit code.
 *
 * @example
 * process.exitCode = await runGenerate({ config: 'generators.yml', stdout: process.stdout, stderr: process.stderr });
 */
export async function runGenerate({
  stdout,
  stderr,
  collectAfterImportBytes = 96 * 1024 * 1024,
  ...options
}: RunGenerateOptions): Promise<number> {
  const onEvent = createTextReporter({ stdout, stderr, ...(options.cwd !== undefined ? { cwd: options.cwd } : {}) });
  return (await generate({ ...options, collectAfterImportBytes, onEvent })).ok ? 0 : 1;
}

/** Every `bracken` subcommand, in the order help lists them; a new command is one more entry. */
export const commands: readonly Command[] = [
  {
    name: 'generate',
    summary: 'Generate the SDKs of a group, of every group of an alias, or of default-group',
    usage: 'bracken generate [--config <generators.yml>] [--group <group-or-alias>] [--version <x.y.z>]',
    options: [CONFIG, group('Group or alias to run'), GENERATOR, version('Version of the generated packages'), OUTSIDE],
    run: (args, io) => runGenerate({ ...engineOptions(args, io), stdout: io.stdout, stderr: io.stderr }),
  },
  {
    name: 'publish',
    summary: 'Publish what generate wrote to each generator’s output and github delivery',
    usage: 'bracken publish [--config <generators.yml>] [--group <group-or-alias>] [--version <x.y.z>] [--dry-run]',
    options: [
      CONFIG,
      group('Group or alias to publish'),
      { ...GENERATOR, description: 'Publish only generators with this name (comma-separated)' },
      version('Version to publish'),
      { name: 'dry-run', type: 'boolean', description: 'Validate, build and commit, but push and publish nothing' },
      OUTSIDE,
    ],
    run: async (args, io) => ((await publish(engineOptions(args, io))).ok ? 0 : 1),
  },
  {
    name: 'check',
    summary: 'Validate generators.yml and print every problem as file:line:column',
    usage: 'bracken check [--config <generators.yml>]',
    options: [
      { ...CONFIG, description: 'Configuration file to check' },
      {
        ...OUTSIDE,
        description: 'Accept local-file-system paths outside the workspace, as generate does with the flag',
      },
    ],
    run: async (args, io) => ((await check(engineOptions(args, io))).ok ? 0 : 1),
  },
  {
    name: 'diff',
    summary: 'List what changed in the API since each generator’s last release, and the version it calls for',
    usage: 'bracken diff [--config <generators.yml>] [--group <group-or-alias>]',
    options: [
      CONFIG,
      group('Group or alias to compare'),
      { ...GENERATOR, description: 'Compare only generators with this name (comma-separated)' },
    ],
    run: async (args, io) => ((await diff(engineOptions(args, io))).ok ? 0 : 1),
  },
  {
    name: 'api update',
    summary: 'Fetch each definition’s origin and write it over the local file',
    usage: 'bracken api update [--config <generators.yml>] [--api <namespace>] [--check]',
    options: [
      CONFIG,
      {
        name: 'api',
        type: 'string',
        valueName: 'namespace',
        description: 'Update only the spec with this namespace',
        defaultText: 'every spec with an origin',
      },
      {
        name: 'check',
        type: 'boolean',
        description: 'Write nothing; exit 1 when a local definition is behind its origin',
      },
    ],
    run: async (args, io) => ((await updateApi(engineOptions(args, io))).ok ? 0 : 1),
  },
  {
    name: 'init',
    summary: 'Write a starter generators.yml (and openapi.yml when there is none)',
    usage: 'bracken init [--force]',
    options: [{ name: 'force', short: 'f', type: 'boolean', description: 'Overwrite an existing generators.yml' }],
    run: async (args, io) => {
      await init({ cwd: io.cwd, force: args.options['force'] === true, onEvent: createTextReporter(io) });
      return 0;
    },
  },
];
