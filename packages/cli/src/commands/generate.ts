import { runGenerate } from '../generate/run-generate';
import type { Command } from './command';

/** `bracken generate`. */
export const generateCommand: Command = {
  name: 'generate',
  summary: 'Generate the SDKs of a group, of every group of an alias, or of default-group',
  usage: 'bracken generate [--config <generators.yml>] [--group <group-or-alias>] [--version <x.y.z>]',
  options: [
    { name: 'config', short: 'c', type: 'string', valueName: 'generators.yml', description: 'Configuration file', defaultText: './generators.yml' },
    { name: 'group', short: 'g', type: 'string', valueName: 'group-or-alias', description: 'Group or alias to run', defaultText: 'default-group' },
    { name: 'generator', type: 'string', valueName: 'name', description: 'Run only generators with this name (repeat with commas)' },
    { name: 'version', type: 'string', valueName: 'x.y.z', description: 'Version of the generated packages', defaultText: "each generator's version" },
    { name: 'allow-outside-workspace', type: 'boolean', description: 'Allow local-file-system paths outside the workspace' },
  ],
  async run(args, io) {
    const text = (name: string): string | undefined => (typeof args.options[name] === 'string' ? (args.options[name] as string) : undefined);
    const result = await runGenerate({
      config: text('config') ?? 'generators.yml',
      group: text('group'),
      generators: text('generator')?.split(',').map((s) => s.trim()).filter(Boolean),
      version: text('version'),
      allowOutsideWorkspace: args.options['allow-outside-workspace'] === true,
      cwd: io.cwd,
      stdout: io.stdout,
      stderr: io.stderr,
      env: io.env,
    });
    return result.exitCode;
  },
};
