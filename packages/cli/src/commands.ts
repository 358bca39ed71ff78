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

/** An option that takes a value, shown as `--name <valueName>` in help. */
function valued(name: string, valueName: string, description: string, more: Partial<OptionSpec> = {}): OptionSpec {
  return { name, type: 'string', valueName, description, ...more };
}
const config = (description = 'Configuration file'): OptionSpec =>
  valued('config', 'generators.yml', description, { short: 'c', defaultText: './generators.yml' });
const group = (description: string): OptionSpec =>
  valued('group', 'group-or-alias', description, { short: 'g', defaultText: 'default-group' });
const generator = (description: string): OptionSpec => valued('generator', 'name', description);
const version = (description: string): OptionSpec =>
  valued('version', 'x.y.z', description, { defaultText: "each generator's version" });
const outside = (description = 'Allow local-file-system paths outside the workspace'): OptionSpec => ({
  name: 'allow-outside-workspace',
  type: 'boolean',
  description,
});

/** The engine's options from a command line. */
function engineOptions({ options }: ParsedArgs, io: CommandIo): Omit<EngineOptions, 'onEvent'> {
  const text = (name: string): string | undefined =>
    typeof options[name] === 'string' ? (options[name] as string) : undefined;
  return {
    config: text('config') ?? 'generators.yml',
    group: text('group'),
    generators: text('generator')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    version: text('version'),
    dryRun: options['dry-run'] === true,
    allowOutsideWorkspace: options['allow-outside-workspace'] === true,
    api: text('api'),
    check: options['check'] === true,
    cwd: io.cwd,
    env: io.env,
  };
}

/** A command's `run` that is one engine call, printed as the command prints: exit code 1 unless its result is `ok`. */
function engineCall(call: (options: EngineOptions) => Promise<{ ok: boolean }>): Command['run'] {
  return async (args, io) => ((await call({ ...engineOptions(args, io), onEvent: createTextReporter(io) })).ok ? 0 : 1);
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
export async function runGenerate(generateOptions: RunGenerateOptions): Promise<number> {
  const { stdout, stderr, collectAfterImportBytes = 96 * 1024 * 1024, ...options } = generateOptions;
  const onEvent = createTextReporter({ stdout, stderr, ...(options.cwd !== undefined ? { cwd: options.cwd } : {}) });
  return (await generate({ ...options, collectAfterImportBytes, onEvent })).ok ? 0 : 1;
}

/** Every `bracken` subcommand, in the order help lists them; a new command is one more entry. */
export const commands: readonly Command[] = [
  {
    name: 'generate',
    summary: 'Generate the SDKs of a group, of every group of an alias, or of default-group',
    usage: 'bracken generate [--config <generators.yml>] [--group <group-or-alias>] [--version <x.y.z>]',
    options: [
      config(),
      group('Group or alias to run'),
      generator('Run only generators with this name (repeat with commas)'),
      version('Version of the generated packages'),
      outside(),
    ],
    run: (args, io) => runGenerate({ ...engineOptions(args, io), ...io }),
  },
  {
    name: 'publish',
    summary: 'Publish what generate wrote to each generator’s output and github delivery',
    usage: 'bracken publish [--config <generators.yml>] [--group <group-or-alias>] [--version <x.y.z>] [--dry-run]',
    options: [
      config(),
      group('Group or alias to publish'),
      generator('Publish only generators with this name (comma-separated)'),
      version('Version to publish'),
      { name: 'dry-run', type: 'boolean', description: 'Validate, build and commit, but push and publish nothing' },
      outside(),
    ],
    run: engineCall(publish),
  },
  {
    name: 'check',
    summary: 'Validate generators.yml and print every problem as file:line:column',
    usage: 'bracken check [--config <generators.yml>]',
    options: [
      config('Configuration file to check'),
      outside('Accept local-file-system paths outside the workspace, as generate does with the flag'),
    ],
    run: engineCall(check),
  },
  {
    name: 'diff',
    summary: 'List what changed in the API since each generator’s last release, and the version it calls for',
    usage: 'bracken diff [--config <generators.yml>] [--group <group-or-alias>]',
    options: [
      config(),
      group('Group or alias to compare'),
      generator('Compare only generators with this name (comma-separated)'),
    ],
    run: engineCall(diff),
  },
  {
    name: 'api update',
    summary: 'Fetch each definition’s origin and write it over the local file',
    usage: 'bracken api update [--config <generators.yml>] [--api <namespace>] [--check]',
    options: [
      config(),
      valued('api', 'namespace', 'Update only the spec with this namespace', {
        defaultText: 'every spec with an origin',
      }),
      {
        name: 'check',
        type: 'boolean',
        description: 'Write nothing; exit 1 when a local definition is behind its origin',
      },
    ],
    run: engineCall(updateApi),
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
