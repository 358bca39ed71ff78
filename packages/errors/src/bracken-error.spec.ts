import { BrackenError, isBrackenError } from './bracken-error';
import { formatError } from './format-error';

describe('BrackenError', () => {
  it('carries a code, a location, diagnostics and a cause', () => {
    const cause = new Error('ENOENT');
    const error = new BrackenError('cannot read the definition: openapi.yml', {
      code: 'definition-unreadable',
      location: { file: 'openapi.yml' },
      cause,
    });
    expect({
      name: error.name,
      code: error.code,
      location: error.location,
      diagnostics: error.diagnostics,
      cause: error.cause,
    }).toEqual({
      name: 'BrackenError',
      code: 'definition-unreadable',
      location: { file: 'openapi.yml' },
      diagnostics: [],
      cause,
    });
    expect(new BrackenError('x').code).toBe('bracken');
  });

  it("takes its class's default code when it names none, and subclasses inherit it", () => {
    class PackageError extends BrackenError {
      static override readonly defaultCode = 'package';
    }
    class StepError extends PackageError {}
    expect([
      new PackageError('a').code,
      new StepError('b').code,
      new StepError('c', { code: 'package-step' }).code,
      new BrackenError('d').code,
    ]).toEqual(['package', 'package', 'package-step', 'bracken']);
  });

  it('is recognised by its guard, also when thrown by another copy of the package', () => {
    class Mistake extends BrackenError {}
    expect([new BrackenError('a'), new Mistake('b')].map(isBrackenError)).toEqual([true, true]);
    expect([new Error('c'), { name: 'BrackenError', message: 'd' }, 'e', null, undefined].map(isBrackenError)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    let copy: typeof BrackenError | undefined;
    jest.isolateModules(() => {
      copy = (require('./bracken-error') as typeof import('./bracken-error')).BrackenError;
    });
    const foreign = new copy!('from another copy');
    expect(foreign instanceof BrackenError).toBe(false);
    expect(isBrackenError(foreign)).toBe(true);
  });
});

describe('formatError', () => {
  it('prints located diagnostics, else the message after a prefix', () => {
    const diagnostics = [
      {
        severity: 'error' as const,
        message: 'missing required key "version"',
        file: 'api/generators.yml',
        line: 4,
        column: 9,
        path: '$.groups.ts.generators[0]',
      },
    ];
    expect(formatError(new BrackenError('invalid configuration: api/generators.yml', { diagnostics }))).toBe(
      'api/generators.yml:4:9: error: missing required key "version" at $.groups.ts.generators[0]',
    );
    expect(formatError(new BrackenError('group not found: "python"'))).toBe('error: group not found: "python"');
    expect(formatError(new BrackenError('nothing to do: here'), { prefix: 'bracken: ' })).toBe(
      'bracken: nothing to do: here',
    );
  });

  it('prints anything else as an internal error, with its stack only when asked', () => {
    const crash = new TypeError('cannot read properties of undefined');
    expect(formatError(crash, { label: 'ts/bracken-typescript-sdk' })).toBe(
      'internal error in ts/bracken-typescript-sdk: cannot read properties of undefined (set BRACKEN_DEBUG=1 for details)',
    );
    expect(formatError(crash, { stack: true })).toBe(
      `internal error: cannot read properties of undefined\n${crash.stack ?? ''}`,
    );
    expect(formatError('thrown text')).toBe('internal error: thrown text (set BRACKEN_DEBUG=1 for details)');
  });
});
