import { DefinitionError } from './definition-error';
import { parseLocatedYaml } from './located-yaml';

describe('parseLocatedYaml syntax errors', () => {
  it('reports a string that is never closed where it opens, not where the file ends', () => {
    const text = 'asyncapi: 3.0.0\ninfo:\n  title: "Chat\n  version: 1.0.0\nchannels: {}\n';
    let caught: unknown;
    try {
      parseLocatedYaml(text, 'asyncapi.yml');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DefinitionError);
    const error = caught as DefinitionError;
    expect(error.reason).toBe('malformed YAML (Missing closing "quote; the string that starts here is never closed)');
    expect([error.file, error.line, error.column]).toEqual(['asyncapi.yml', 3, 10]);
  });
});

describe('parseLocatedYaml characters', () => {
  it('reads valid JSON whose strings hold characters JSON allows and YAML text does not', () => {
    const text = '{\n  "info": { "title": "a\u008fb\u007fc" }\n}\n';
    const doc = parseLocatedYaml(text, 'openrpc.json');
    expect(doc.value).toEqual({ info: { title: 'a\u008fb\u007fc' } });
    expect(doc.locate('/info/title')).toEqual({ line: 2, column: 13 });
  });

  it('refuses the same characters in YAML text, and C0 controls in JSON, where they are', () => {
    expect(() => parseLocatedYaml('info:\n  title: a\u008fb\n', 'a.yml')).toThrow(
      'malformed YAML (character U+008F is not allowed): a.yml:2:11',
    );
    expect(() => parseLocatedYaml('{ "title": "a\u0001b" }', 'a.json')).toThrow(
      'malformed YAML (character U+0001 is not allowed): a.json:1:14',
    );
  });
});
