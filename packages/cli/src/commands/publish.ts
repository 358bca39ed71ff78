import { createTextReporter, publish } from '@bracken/engine';
import type { Command } from './command';

/** `bracken publish`. */
export const publishCommand: Command = {
  name: 'publish',
  summary: 'Publish what generate wrote to each generator’s output and github delivery',
  usage: 'bracken publish [--config <generators.yml>] [--group <group-or-alias>] [--version <x.y.z>] [--dry-run]',
  options: [
    { name: 'config', short: 'c', type: 'string', valueName: 'generators.yml', description: 'Configuration file', defaultText: './generators.yml' },
    { name: 'group', short: 'g', type: 'string', valueName: 'group-or-alias', description: 'Group or alias to publish', defaultText: 'default-group' },
    { name: 'generator', type: 'string', valueName: 'name', description: 'Publish only generators with this name (comma-separated)' },
    { name: 'version', type: 'string', valueName: 'x.y.z', description: 'Version to publish', defaultText: "each generator's version" },
    { name: 'dry-run', type: 'boolean', description: 'Validate, build and commit, but push and publish nothing' },
    { name: 'allow-outside-workspace', type: 'boolean', description: 'Allow local-file-system paths outside the workspace' },
  ],
  async run(args, io) {
    const text = (name: string): string | undefined => (typeof args.options[name] === 'string' ? (args.options[name] as string) : undefined);
    const result = await publish({
      config: text('config') ?? 'generators.yml',
      group: text('group'),
      generators: text('generator')?.split(',').map((s) => s.trim()).filter(Boolean),
      version: text('version'),
      dryRun: args.options['dry-run'] === true,
      allowOutsideWorkspace: args.options['allow-outside-workspace'] === true,
      cwd: io.cwd,
      env: io.env,
      onEvent: createTextReporter({ stdout: io.stdout, stderr: io.stderr, cwd: io.cwd }),
    });
    return result.ok ? 0 : 1;
  },
};
