import { docComment, escapeCommentText, escapeIdentifier, escapePropertyKey, escapeString } from './escape';
import { posix } from 'node:path';
import { FileBuilder, TextBatch, code, importSymbol, relativeSpecifier, type GeneratedFile } from './printer';

describe('escaping choke point', () => {
  it('makes identifiers safe: reserved words, invalid characters, leading digits', () => {
    expect(escapeIdentifier('class')).toBe('class_');
    expect(escapeIdentifier('my-name')).toBe('my_name');
    expect(escapeIdentifier('2fa')).toBe('_2fa');
    expect(escapeIdentifier('')).toBe('_');
    expect(escapeIdentifier('Pet')).toBe('Pet');
  });

  it('quotes property keys only when needed', () => {
    expect(escapePropertyKey('petId')).toBe('petId');
    expect(escapePropertyKey('class')).toBe('class');
    expect(escapePropertyKey('x-weird key')).toBe('"x-weird key"');
  });

  it('escapes string literals so they are safe anywhere', () => {
    const literal = escapeString('a"b\\c\nd`e${f}\u2028\u2029</script>');
    expect(literal).toBe('"a\\"b\\\\c\\nd\\x60e\\x24{f}\\u2028\\u2029\\x3C/script>"');
    // The literal evaluates back to the original text.
    expect(new Function(`return ${literal};`)()).toBe('a"b\\c\nd`e${f}\u2028\u2029</script>');
    // The same text is also safe inside a template literal: no backtick or `${` survives.
    expect(new Function(`return \`${literal.slice(1, -1)}\`;`)()).toBe('a"b\\c\nd`e${f}\u2028\u2029</script>');
  });

  it('keeps comments closed', () => {
    expect(escapeCommentText('ends */ here\u2028next')).toBe('ends *\\/ here next');
    expect(docComment(['Line one', '', 'with */ inside'], '  ')).toBe('  /**\n   * Line one\n   *\n   * with *\\/ inside\n   */\n');
    expect(docComment([undefined, ''])).toBe('');
  });
});

describe('FileBuilder', () => {
  it('collects imports, aliases clashes and uses import type only for type-only symbols', () => {
    const file = new FileBuilder('src/api/types/Pet.ts');
    file.declareLocal('Pet');
    const owner = importSymbol('Owner', 'src/api/types/Owner', { typeOnly: true });
    const otherPet = importSymbol('Pet', 'src/serialization/types/Pet');
    const schema = importSymbol('Schema', 'src/core', { typeOnly: true });
    const schemaValue = importSymbol('Schema', 'src/core');
    const core = importSymbol('core', 'src/core', { star: true });
    file.print(...code`export interface Pet { owner: ${owner}; other: ${otherPet}; s: ${schema} }`);
    file.print(...code`const x = ${schemaValue}; const y = ${core}.fetcher;`);
    expect(file.toFile().contents).toBe(
      [
        'import * as core from "../../core";',
        'import { Schema } from "../../core";',
        'import { Pet as Pet_1 } from "../../serialization/types/Pet";',
        'import type { Owner } from "./Owner";',
        '',
        'export interface Pet { owner: Owner; other: Pet_1; s: Schema }',
        'const x = Schema; const y = core.fetcher;',
        '',
      ].join('\n'),
    );
  });

  it('marks type-only members inside a mixed import', () => {
    const file = new FileBuilder('src/Client.ts');
    file.print(importSymbol('A', 'src/x', { typeOnly: true }), ' ', importSymbol('B', 'src/x'));
    expect(file.toFile().contents).toBe('import { type A, B } from "./x";\n\nA B\n');
  });
});

describe('relativeSpecifier', () => {
  it('agrees with posix.relative, dot segments and shared prefixes included', () => {
    const cases: Array<[string, string]> = [
      ['src/api/types/Pet.ts', 'src/api/types/Owner'],
      ['src/serialization/types/Pet.ts', 'src/api/types/Pet'],
      ['src/api/types/Pet.ts', 'src/core'],
      ['src/Client.ts', 'src/api'],
      ['src/api/types/Pet.ts', 'src/api/typesExtra/Pet'],
      ['src/a.ts', 'src'],
      ['src/a.ts', 'src/../x'],
      ['src/a.ts', './x'],
      ['package.json', 'src/core'],
    ];
    for (const [file, target] of cases) {
      const relative = posix.relative(posix.dirname(file), target);
      expect(relativeSpecifier(file, target)).toBe(relative.startsWith('.') ? relative : `./${relative}`);
    }
  });
});

describe('TextBatch', () => {
  it('keeps every text as it was, joined or not', () => {
    const batch = new TextBatch();
    const texts = ['export interface A {}\n', 'caf\u00e9 \u2019wide\u2019\n', 'x'.repeat(300 * 1024), 'export type B = string;\n'];
    const files: GeneratedFile[] = texts.map((contents, i) => batch.add({ path: `f${i}.ts`, contents }));
    batch.flush();
    expect(files.map((f) => f.contents)).toEqual(texts);
  });
});
