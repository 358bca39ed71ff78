import { checkOutputFiles } from './output-files';

class TestGeneratorError extends Error {}
const fail = (message: string): Error => new TestGeneratorError(message);

describe('the files of a generator run', () => {
  it('are sorted by path in UTF-16 order', () => {
    const files = [
      { path: 'src/b.ts', contents: 'b' },
      { path: 'README.md', contents: 'r' },
      { path: 'src/a.ts', contents: new Uint8Array([1]) },
    ];
    expect(checkOutputFiles(files, { fail }).map((f) => f.path)).toEqual(['README.md', 'src/a.ts', 'src/b.ts']);
  });

  it('may not share a path', () => {
    const files = [
      { path: 'src/a.ts', contents: 'one' },
      { path: 'src/a.ts', contents: 'two' },
    ];
    expect(() => checkOutputFiles(files, { fail })).toThrow(
      new TestGeneratorError('two generated files share a path: src/a.ts'),
    );
  });

  it('name the maker nowhere in whitelabel output, in a path or a text', () => {
    const inText = [{ path: 'src/a.ts', contents: '// made by Bracken' }];
    const inPath = [{ path: 'src/bracken.ts', contents: '' }];
    expect(() => checkOutputFiles(inText, { whitelabel: true, fail })).toThrow(
      'whitelabel output names the maker: src/a.ts',
    );
    expect(() => checkOutputFiles(inPath, { whitelabel: true, fail })).toThrow(TestGeneratorError);
    expect(checkOutputFiles(inText, { fail })).toEqual(inText);
    // Binary files are not read as text.
    const binary = [{ path: 'logo.png', contents: new TextEncoder().encode('bracken') }];
    expect(checkOutputFiles(binary, { whitelabel: true, fail })).toEqual(binary);
  });
});
