import { createTextReporter, generate } from '@bracken/engine';
import type { TextOutput } from '@bracken/engine';
import type { Command } from './command';

/** Options of {@link runGenerate}: the engine's, plus where text goes. */
export type RunGenerateOptions = Omit<Parameters<typeof generate>[0], 'onEvent'> & {
  stdout: TextOutput;
  stderr: TextOutput;
  /**
   * Heap in use after an import above which a full garbage collection runs before
   * generating (see {@link collectAfterLargeImport}). @default 96 MiB
   */
  collectAfterImportBytes?: number;
};

const COLLECT_AFTER_IMPORT_BYTES = 96 * 1024 * 1024;

/**
 * Runs a full garbage collection when the heap holds more than `threshold` bytes after an
 * import. What the import leaves behind (the parsed definition, above all) is garbage by
 * then, but the engine would collect it only later, while the SDK's text piles up on top:
 * on Microsoft Graph (a 19 MiB definition) the peak falls from about 410 to 365 MiB, for
 * about 0.1 s. Smaller imports, where that time would show, skip it. Only the command does
 * this: the engine also runs inside the Nx daemon and users' processes.
 */
function collectAfterLargeImport(threshold: number): void {
  if (process.memoryUsage().heapUsed < threshold) return;
  // `gc` is given to contexts made after the flag is set.
  (require('node:v8') as typeof import('node:v8')).setFlagsFromString('--expose-gc');
  ((require('node:vm') as typeof import('node:vm')).runInNewContext('gc') as () => void)();
}

/**
 * `bracken generate`: one call into the engine, printed as the command prints, with a
 * garbage collection after a large import.
 *
 * @returns the exit code.
 * @example
 * ```ts
 * process.exitCode = await runGenerate({ config: 'generators.yml', stdout: process.stdout, stderr: process.stderr });
 * ```
 */
export async function runGenerate({ stdout, stderr, collectAfterImportBytes, ...options }: RunGenerateOptions): Promise<number> {
  const report = createTextReporter({ stdout, stderr, ...(options.cwd !== undefined ? { cwd: options.cwd } : {}) });
  const result = await generate({
    ...options,
    onEvent: (event) => {
      if (event.kind === 'imported') collectAfterLargeImport(collectAfterImportBytes ?? COLLECT_AFTER_IMPORT_BYTES);
      report(event);
    },
  });
  return result.ok ? 0 : 1;
}

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
  run(args, io) {
    const text = (name: string): string | undefined => (typeof args.options[name] === 'string' ? (args.options[name] as string) : undefined);
    return runGenerate({
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
  },
};
