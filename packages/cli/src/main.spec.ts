import { Capture } from './__fixtures__/capture';
import { createTempFolder } from '@bracken/test-kit';
import { commands } from './commands';
import type { Command } from './commands';
import { BrackenCliError } from './errors';
import { cliVersion, main } from './main';

const temp = createTempFolder('bracken-cli-');
afterAll(() => temp.cleanup());

async function bracken(argv: string[], env: Record<string, string> = {}, table?: readonly Command[]) {
  const stdout = new Capture();
  const stderr = new Capture();
  const code = await main(argv, { cwd: temp.dir, stdout, stderr, env }, table);
  return { code, out: stdout.text, err: stderr.text };
}

const crashing: Command = {
  name: 'crash',
  summary: 'Fails unexpectedly',
  usage: 'bracken crash',
  options: [],
  run: async () => {
    throw new TypeError('cannot read properties of undefined');
  },
};

describe('bracken shell', () => {
  it('prints help listing every command', async () => {
    const result = await bracken(['--help']);
    expect(result.code).toBe(0);
    expect(result.out).toContain('Usage: bracken <command> [options]');
    for (const c of commands) expect(result.out).toContain(`  ${c.name}  `);
    expect((await bracken([])).out).toBe(result.out);
  });

  it('prints a command help with its options and defaults', async () => {
    for (const argv of [
      ['check', '--help'],
      ['check', '-h'],
      ['help', 'check'],
    ]) {
      const result = await bracken(argv);
      expect(result.code).toBe(0);
      expect(result.out).toContain('Usage: bracken check [--config <generators.yml>]');
      expect(result.out).toContain(
        '-c, --config <generators.yml>  Configuration file to check (default: ./generators.yml)',
      );
    }
  });

  it('prints the package version', async () => {
    expect(cliVersion()).toBe('0.1.0');
    expect(await bracken(['--version'])).toEqual({ code: 0, out: '0.1.0\n', err: '' });
  });

  it('rejects an unknown command with usage and exit 2', async () => {
    expect(await bracken(['chek'])).toEqual({
      code: 2,
      out: '',
      err: `bracken: unknown command: chek (did you mean "check"?)\nUsage: bracken <command> [options]\nRun 'bracken --help' for more.\n`,
    });
    const names = commands.map((c) => c.name).join(', ');
    expect((await bracken(['xyzzy'])).err).toContain(`bracken: unknown command: xyzzy (commands: ${names})`);
  });

  it('rejects unknown options, missing values and stray arguments with exit 2', async () => {
    expect(await bracken(['check', '--colour'])).toEqual({
      code: 2,
      out: '',
      err: "bracken: unknown option: --colour\nUsage: bracken check [--config <generators.yml>]\nRun 'bracken --help' for more.\n",
    });
    expect((await bracken(['check', '--config'])).err).toContain(
      'bracken: option --config needs a value <generators.yml>',
    );
    expect((await bracken(['init', '--force=yes'])).err).toContain('bracken: option --force takes no value');
    expect((await bracken(['check', 'extra'])).err).toContain('bracken: unexpected argument: extra');
    expect((await bracken(['--nope'])).code).toBe(2);
  });

  it('reads short flags grouped and a short option with its value attached', async () => {
    expect((await bracken(['check', '-cmissing.yml'])).out).toBe(
      'missing.yml:1:1: error: configuration file not found; expected a generators.yml (create one with `bracken init`)\n',
    );
    const grouped = await bracken(['init', '-fh']);
    expect(grouped.code).toBe(0);
    expect(grouped.out).toContain('Usage: bracken init [--force]');
    expect((await bracken(['init', '-fx'])).err).toContain('bracken: unknown option: -x');
  });

  it('suggests a command for help on an unknown one', async () => {
    expect(await bracken(['help', 'chek'])).toEqual({
      code: 2,
      out: '',
      err: `bracken: unknown command: chek (did you mean "check"?)\nUsage: bracken <command> [options]\nRun 'bracken --help' for more.\n`,
    });
    expect((await bracken(['help', 'api', 'update'])).out).toContain('Usage: bracken api update');
  });

  it('accepts --config=value', async () => {
    const result = await bracken(['check', '--config=missing.yml']);
    expect(result.code).toBe(1);
    expect(result.out).toBe(
      'missing.yml:1:1: error: configuration file not found; expected a generators.yml (create one with `bracken init`)\n',
    );
  });

  it('prints "internal error" without a stack for a crash', async () => {
    const result = await bracken(['crash'], {}, [...commands, crashing]);
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      'bracken: internal error: cannot read properties of undefined\nSet BRACKEN_DEBUG=1 to print the stack trace.\n',
    );
  });

  it('prints the stack with BRACKEN_DEBUG=1', async () => {
    const result = await bracken(['crash'], { BRACKEN_DEBUG: '1' }, [...commands, crashing]);
    expect(result.err).toMatch(
      /^bracken: internal error: cannot read properties of undefined\nTypeError: cannot read properties of undefined\n\s+at /,
    );
  });

  it('prints user mistakes from commands cleanly', async () => {
    const failing: Command = {
      ...crashing,
      name: 'fail',
      run: async () => Promise.reject(new BrackenCliError('nothing to do: here')),
    };
    expect(await bracken(['fail'], { BRACKEN_DEBUG: '1' }, [failing])).toEqual({
      code: 1,
      out: '',
      err: 'bracken: nothing to do: here\n',
    });
  });
});
