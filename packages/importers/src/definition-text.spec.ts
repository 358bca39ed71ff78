import { ImporterError } from './errors';
import { assertUniqueJsonKeys, countJsonKeys, countKeys, keysMatchText, parseDefinitionText } from './definition-text';

/** The error `assertUniqueJsonKeys` raises for a valid JSON text, or `undefined`. */
function duplicateIn(text: string): ImporterError | undefined {
  try {
    assertUniqueJsonKeys(text, countKeys(JSON.parse(text)), 'x.json');
    return undefined;
  } catch (error) {
    if (error instanceof ImporterError) return error;
    throw error;
  }
}

describe('duplicate JSON keys', () => {
  it.each([
    ['a key twice in one object', '{"a": 1, "a": 2}', 'a', 1, 10],
    ['a key twice in a nested object, on its own line', '{"x": {"b": 1,\n  "b": 2}}', 'b', 2, 3],
    ['spaces before the colons', '{"a" : 1, "a" : 2}', 'a', 1, 11],
    ['a line break before a colon', '{"a"\n: 1, "a"\n: 2}', 'a', 2, 6],
    ['the same key spelled with an escape', '{"a": 1, "\\u0061": 2}', 'a', 1, 10],
    ['a key that ends with an escaped backslash', '{"k\\\\": 1, "k\\\\": 2, "s": "\\": "}', 'k\\', 1, 12],
    ['an escaped quote and colon in a string hiding nothing else', '{"s": "x\\": y", "a": 1, "a": 2}', 'a', 1, 25],
    ['__proto__', '{"__proto__": 1, "__proto__": 2}', '__proto__', 1, 18],
    ['objects inside an array', '[{"a": 1}, {"b": 1, "b": 2}]', 'b', 1, 21],
  ])('finds %s, at its line and column', (_name, text, key, line, column) => {
    const error = duplicateIn(text);
    expect(error?.what).toBe(
      `cannot parse the definition (duplicate key ${JSON.stringify(key)}; each key may appear once)`,
    );
    expect([error?.line, error?.column]).toEqual([line, column]);
  });

  it.each([
    ['the same key in two objects', '{"a": {"k": 1}, "b": {"k": 2}}'],
    ['keys that differ only in case', '{"a": 1, "A": 2}'],
    ['strings that look like keys', '{"s": "\\"a\\": 1, \\"a\\": 2", "a": 1}'],
    ['a colon right after a string in an array', '{"a": ["x", "y"], "b": "c:d"}'],
    ['an empty key once', '{"": 1, "a": {"": 2}}'],
  ])('accepts %s', (_name, text) => {
    expect(duplicateIn(text)).toBeUndefined();
  });
});

/** Whether the tokenising pass (never the count) finds a key twice in one object of `text`. */
function hasDuplicate(text: string): boolean {
  try {
    assertUniqueJsonKeys(text, -1, 'x.json');
    return false;
  } catch (error) {
    if (error instanceof ImporterError) return true;
    throw error;
  }
}

/** Every object written from one to three of `members`, in every order. */
function objectsOf(members: readonly string[]): string[] {
  const texts: string[] = [];
  const grow = (chosen: string[]): void => {
    if (chosen.length > 0) texts.push(`{${chosen.join(', ')}}`);
    if (chosen.length < 3) for (const member of members) grow([...chosen, member]);
  };
  grow([]);
  return texts;
}

describe('counting JSON keys from the text', () => {
  // Members whose strings hold quotes before colons, escaped or not, and keys ending in backslashes.
  const members = [
    '"a": 1',
    '"a": "x\\": y"',
    '"k\\\\": 2',
    '"b": "\\\\\\": z"',
    '"c": "\\\\"',
    '"\\u0061": 3',
    '"d": ["x", {"a": "\\":"}]',
  ];

  it('matches the parsed keys of every text without a duplicate, escaped quotes before colons included', () => {
    const unique = objectsOf(members).filter((text) => !hasDuplicate(text));
    const unmatched = unique.filter((text) => !keysMatchText(countJsonKeys(text), countKeys(JSON.parse(text))));
    expect(unique.length).toBeGreaterThan(50);
    expect(unmatched).toEqual([]);
  });

  it('never matches the parsed keys of a text with a duplicate', () => {
    const texts = objectsOf([...members, '"e": ":"', '"f" : 4', '"g": "\\" :"']);
    const duplicated = texts.filter(hasDuplicate);
    const matched = duplicated.filter((text) => keysMatchText(countJsonKeys(text), countKeys(JSON.parse(text))));
    expect(duplicated.length).toBeGreaterThan(50);
    expect(matched).toEqual([]);
  });

  it('counts a quote after an odd run of backslashes as inside a string', () => {
    expect(countJsonKeys('{"s": "x\\": y", "k\\\\": 1, "t": "\\\\\\":"}')).toEqual({ colons: 3, exact: true });
  });
});

describe('parseDefinitionText', () => {
  it('refuses a key written twice in YAML, at the second one', () => {
    expect(() => parseDefinitionText('a: 1\nb:\n  c: 1\n  c: 2\n', 'x.yml')).toThrow(
      'cannot parse the definition (duplicate key "c"; each key may appear once): x.yml:4:3',
    );
  });

  it('refuses keys that only become equal as text, as the parsed value would merge them', () => {
    expect(() => parseDefinitionText('1: a\n"1": b\n', 'x.yml')).toThrow('duplicate key "1"');
  });

  it('refuses a duplicate key in JSON text it parses itself', () => {
    expect(() => parseDefinitionText('{"a": 1,\n "a": 2}', 'x.json')).toThrow(
      'cannot parse the definition (duplicate key "a"; each key may appear once): x.json:2:2',
    );
  });

  it('refuses characters YAML does not allow, at their place', () => {
    expect(() => parseDefinitionText('a: b\nc: d\u0000e\n', 'x.yml')).toThrow(
      'cannot parse the definition (character U+0000 is not allowed in YAML): x.yml:2:5',
    );
    expect(() => parseDefinitionText('a: \u001b[31mred\n', 'x.yml')).toThrow('character U+001B is not allowed in YAML');
  });

  it('keeps YAML error messages to their reason, never the token they quote', () => {
    const block = Array.from({ length: 20 }, (_, index) => `  secret-${index}`).join('\n');
    expect(() => parseDefinitionText(`a: |\n${block}\n]\n`, 'x.yml')).toThrow(
      /^cannot parse the definition \([^"]*\): x\.yml:22:1$/,
    );
  });

  it('reads anchors, aliases and merge-free YAML as before', () => {
    expect(parseDefinitionText('base: &b { x: 1 }\nuse: *b\n', 'x.yml')).toEqual({ base: { x: 1 }, use: { x: 1 } });
  });
});

describe('YAML syntax errors in a definition', () => {
  function parseError(text: string): ImporterError {
    try {
      parseDefinitionText(text, 'openapi.yml');
    } catch (error) {
      if (error instanceof ImporterError) return error;
      throw error;
    }
    throw new Error('parsed');
  }

  it.each([
    [
      'a string',
      'openapi: 3.0.3\ninfo:\n  title: "Demo\n  version: 1.0\npaths: {}\n',
      3,
      10,
      'Missing closing "quote; the string that starts here is never closed',
    ],
    [
      'a flow list',
      'openapi: 3.0.3\ntags: [a, b\npaths: {}\n',
      2,
      7,
      'Flow sequence in block collection must be sufficiently indented and end with a ]; the list that starts here is never closed',
    ],
  ])('reports %s that is never closed where it opens', (_what, text, line, column, reason) => {
    const error = parseError(text);
    expect(error.what).toBe(`cannot parse the definition (${reason})`);
    expect([error.line, error.column]).toEqual([line, column]);
  });
});
