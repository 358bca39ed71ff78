import { escapePointerSegment, joinPointer, splitJsonPointer, unescapePointerSegment } from './json-pointer';

describe('JSON pointers', () => {
  it('escapes ~ before / so that each reads back as itself', () => {
    expect(['application/json', 'a~1b', '~/', 'plain', 7].map(escapePointerSegment)).toEqual([
      'application~1json',
      'a~01b',
      '~0~1',
      'plain',
      '7',
    ]);
    expect(['application~1json', 'a~01b', '~0~1', 'plain'].map(unescapePointerSegment)).toEqual([
      'application/json',
      'a~1b',
      '~/',
      'plain',
    ]);
  });

  it('joins escaped segments onto a base', () => {
    expect(joinPointer('', 'paths', '/pets/{id}', 'get')).toBe('/paths/~1pets~1{id}/get');
    expect(joinPointer('/components', 'schemas', 'a~b', 0)).toBe('/components/schemas/a~0b/0');
    expect(joinPointer('/x')).toBe('/x');
  });

  it('splits a pointer or a URI fragment into unescaped segments', () => {
    expect(splitJsonPointer('/paths/~1pets/get')).toEqual(['paths', '/pets', 'get']);
    expect(splitJsonPointer('#/components/schemas/Pet%20Store')).toEqual(['components', 'schemas', 'Pet Store']);
    expect(splitJsonPointer('/a~01')).toEqual(['a~1']);
    expect([splitJsonPointer(''), splitJsonPointer('#'), splitJsonPointer('/')]).toEqual([[], [], ['']]);
    expect([splitJsonPointer('paths'), splitJsonPointer('#paths')]).toEqual([undefined, undefined]);
  });

  it('reads a fragment whose percent escapes are malformed as written, rather than throwing', () => {
    expect(splitJsonPointer('#/components/schemas/100%')).toEqual(['components', 'schemas', '100%']);
    expect(splitJsonPointer('#/a/%E0%A4%A')).toEqual(['a', '%E0%A4%A']);
  });

  it('reads back what it joins', () => {
    const segments = ['~1', '/~0', '', 'a/b~c'];
    expect(splitJsonPointer(joinPointer('', ...segments))).toEqual(segments);
  });
});
