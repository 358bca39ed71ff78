import { runnerArgs } from './runner-args';

describe('runnerArgs', () => {
  const argv = process.argv;
  afterEach(() => {
    process.argv = argv;
    jest.restoreAllMocks();
  });

  it('reads string options and flags, and answers nothing for what was not given', () => {
    process.argv = ['node', 'run.ts', '--list', 'a.txt', '--render-only'];
    const args = runnerArgs('usage', ['list', 'out'], ['render-only', 'no-large']);
    expect([args.option('list'), args.option('out'), args.flag('render-only'), args.flag('no-large')]).toEqual([
      'a.txt',
      undefined,
      true,
      false,
    ]);
    expect(args.flag('help')).toBe(false);
  });

  it('answers --help without running anything', () => {
    process.argv = ['node', 'run.ts', '--help'];
    expect(runnerArgs('usage', ['list'], []).flag('help')).toBe(true);
  });

  it('refuses a misspelt option with the usage and exit code 2', () => {
    process.argv = ['node', 'run.ts', '--hlep'];
    const errors: string[] = [];
    jest.spyOn(console, 'error').mockImplementation((text: string) => void errors.push(text));
    jest.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    expect(() => runnerArgs('usage: run', ['list'], ['render-only']).flag('render-only')).toThrow('exit 2');
    expect(errors).toEqual([expect.stringMatching(/^Unknown option '--hlep'[^]*\n\nusage: run$/)]);
  });
});
