import { ConfigError, parseLocatedDocument } from './index';

describe('parseLocatedDocument', () => {
  const yaml = [
    'openapi: 3.0.3', // 1
    'paths:', // 2
    '  /pets:', // 3
    '    get:', // 4
    '      operationId: listPets', // 5
    '      tags: [pets, animals]', // 6
    '  "/a~b": {}', // 7
    '',
  ].join('\n');

  it('locates nodes by JSON pointer, unescaping ~1 and ~0', () => {
    const doc = parseLocatedDocument(yaml, 'openapi.yml');
    expect(doc.file).toBe('openapi.yml');
    expect(doc.locate('/paths/~1pets/get')).toEqual({ line: 5, column: 7 });
    expect(doc.locate('/paths/~1pets/get/operationId')).toEqual({ line: 5, column: 20 });
    expect(doc.locate('/paths/~1pets/get/tags/1')).toEqual({ line: 6, column: 20 });
    expect(doc.locate('/paths/~1a~0b')).toEqual({ line: 7, column: 11 });
    expect(doc.locate('')).toEqual({ line: 1, column: 1 });
  });

  it('accepts path segments and falls back to the nearest existing ancestor', () => {
    const doc = parseLocatedDocument(yaml, 'openapi.yml');
    expect(doc.locate(['paths', '/pets', 'get', 'tags', 0])).toEqual({ line: 6, column: 14 });
    expect(doc.locate('/paths/~1pets/get/responses/200')).toEqual({ line: 5, column: 7 });
    expect(doc.locate('not-a-pointer')).toBeUndefined();
  });

  it('parses JSON with positions', () => {
    const json = '{\n  "info": {\n    "title": "Pets"\n  }\n}\n';
    const doc = parseLocatedDocument(json, 'openapi.json');
    expect(doc.value).toEqual({ info: { title: 'Pets' } });
    expect(doc.locate('/info/title')).toEqual({ line: 3, column: 14 });
  });

  it('throws ConfigError with the position of malformed YAML', () => {
    let caught: unknown;
    try {
      parseLocatedDocument('a: 1\nb: [1, 2\n', 'bad.yml');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const diagnostics = (caught as ConfigError).diagnostics;
    expect(diagnostics[0]).toMatchObject({ severity: 'error', file: 'bad.yml' });
    expect(diagnostics[0]?.message).toMatch(/^malformed YAML: /);
    expect(diagnostics[0]?.line).toBeGreaterThanOrEqual(2);
  });

  it('reports duplicate keys at the second key', () => {
    expect(() => parseLocatedDocument('a: 1\nb: 2\na: 3\n', 'dup.yml')).toThrow(
      'dup.yml:3:1: error: duplicate key "a" (first defined at line 1, column 1); expected each key once at $.a',
    );
  });
});
