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
