import { check, createTextReporter } from '@bracken/engine';
import type { Command } from './command';

/** `bracken check`. */
export const checkCommand: Command = {
  name: 'check',
  summary: 'Validate generators.yml and print every problem as file:line:column',
  usage: 'bracken check [--config <generators.yml>]',
  options: [
    {
      name: 'config',
      short: 'c',
      type: 'string',
      valueName: 'generators.yml',
      description: 'Configuration file to check',
      defaultText: './generators.yml',
    },
    { name: 'allow-outside-workspace', type: 'boolean', description: 'Accept local-file-system paths outside the workspace, as generate does with the flag' },
  ],
  async run(args, io) {
    const config = typeof args.options['config'] === 'string' ? args.options['config'] : 'generators.yml';
    const onEvent = createTextReporter({ stdout: io.stdout, stderr: io.stderr, cwd: io.cwd });
    const result = await check({ config, cwd: io.cwd, allowOutsideWorkspace: args.options['allow-outside-workspace'] === true, onEvent });
    return result.ok ? 0 : 1;
  },
};
