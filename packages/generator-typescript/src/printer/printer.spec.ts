import {
  checkedIdentifier,
  codeText,
  docComment,
  escapeBoolean,
  escapeCommentText,
  escapeIdentifier,
  escapeLiteral,
  escapeMemberName,
  escapeNumber,
  escapePropertyKey,
  escapeString,
  isGlobalName,
  joinCode,
  literalType,
} from './escape';
import ts from 'typescript';
import { posix } from 'node:path';
import {
  AS_PRINTED_LAYOUT,
  FileBuilder,
  code,
  exportDeclaration,
  exportedNames,
  fileParts,
  importSymbol,
  relativeSpecifier,
} from './printer';

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
    expect(docComment(['Line one', '', 'with */ inside'], '  ')).toBe(
      '  /**\n   * Line one\n   *\n   * with *\\/ inside\n   */\n',
    );
    expect(docComment([undefined, ''])).toBe('');
  });

  it('keeps a comment closed whatever ends a line of its text: a lone CR, a star before the next line, a slash after it', () => {
    const text = docComment(['one\rtwo*', '/three\r\n*/four\u2029 */', '*']);
    expect(text).toBe('/**\n * one\n * two*\n * /three\n * *\\/four  *\\/\n * *\n */\n');
    // Read by the TypeScript scanner, the whole text is one comment.
    const scanner = ts.createScanner(ts.ScriptTarget.ES2022, false, ts.LanguageVariant.Standard, `${text}x`);
    expect(scanner.scan()).toBe(ts.SyntaxKind.MultiLineCommentTrivia);
    expect(scanner.scan()).toBe(ts.SyntaxKind.NewLineTrivia);
    expect(scanner.scan()).toBe(ts.SyntaxKind.Identifier);
  });

  it('escapes lone surrogates in string literals and keeps pairs as they are', () => {
    expect(escapeString('a\uD800b\uDFFFc')).toBe('"a\\ud800b\\udfffc"');
    expect(escapeString('smile \u{1F600}')).toBe('"smile \u{1F600}"');
    expect(new Function(`return ${escapeString('x\uDBFF\u0000\u{1F600}')};`)()).toBe('x\uDBFF\u0000\u{1F600}');
  });

  it('keeps in identifiers only letters and digits every engine and TypeScript read as such', () => {
    // Superscripts and fractions are numbers but never identifier characters.
    expect(escapeIdentifier('x\u00b2')).toBe('x_');
    expect(escapeIdentifier('\u00bdx')).toBe('_x');
    // Letters of long-complete scripts stay; letters outside the BMP and lone surrogates go.
    expect(escapeIdentifier('Stra\u00dfe')).toBe('Stra\u00dfe');
    expect(escapeIdentifier('\u041f\u0440\u0438\u0432\u0435\u0442')).toBe('\u041f\u0440\u0438\u0432\u0435\u0442');
    expect(escapeIdentifier('\u65e5\u672c')).toBe('\u65e5\u672c');
    expect(escapeIdentifier('x\u{1D7D8}\u{10400}')).toBe('x__');
    expect(escapeIdentifier('a\uD800b')).toBe('a_b');
    expect(escapeIdentifier('\u0663x')).toBe('_\u0663x');
    // Keys that are not such identifiers are quoted.
    expect(escapePropertyKey('x\u00b2')).toBe('"x\u00b2"');
    expect(escapePropertyKey('\u{23F97}')).toBe('"\u{23F97}"');
    expect(escapeMemberName('2fa\u00b2')).toBe('_2fa_');
    expect(escapeMemberName('class')).toBe('class');
    for (const name of ['x\u00b2', 'a\u2028b', '\u{1D7D8}', 'Stra\u00dfe', '9lives', 'class']) {
      const source = ts.createSourceFile(
        'x.ts',
        `const ${escapeIdentifier(name)} = { ${escapePropertyKey(name)}: 1 };`,
        ts.ScriptTarget.ES2015,
      );
      expect((source as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics).toEqual([]);
    }
  });

  it('accepts a name from a table only when it is an identifier', () => {
    expect(checkedIdentifier('PetstoreClient')).toBe('PetstoreClient');
    expect(() => checkedIdentifier('Pet */ x')).toThrow('not an identifier: "Pet */ x"');
  });

  it('prints numbers and booleans only as literals', () => {
    expect(escapeNumber(-32601)).toBe('-32601');
    expect(escapeNumber(1e21)).toBe('1e+21');
    expect(escapeNumber(Number.POSITIVE_INFINITY)).toBe('Number.POSITIVE_INFINITY');
    expect(escapeNumber(Number.NaN)).toBe('Number.NaN');
    expect(() => escapeNumber('1); x(' as unknown as number)).toThrow('not a number: "1); x("');
    expect(escapeBoolean('true; x()' as unknown as boolean)).toBe('false');
    expect(escapeLiteral('a"b')).toBe('"a\\"b"');
    expect(literalType(Number.NEGATIVE_INFINITY)).toBe('number');
    expect(literalType(3)).toBe('3');
  });

  it('joins source text from escaped pieces, numbers and booleans', () => {
    const name = escapeIdentifier('my class');
    const joined = codeText`const ${name} = [${escapeString('*/')}, ${7}, ${true}, ${Number.NaN}];`;
    expect(joined).toBe('const my_class = ["*/", 7, true, Number.NaN];');
    expect(joinCode([name, escapeString('x')], ', ')).toBe('my_class, "x"');
  });

  it('knows the globals a declared name must not hide', () => {
    for (const name of ['Promise', 'Object', 'JSON', 'Record', 'Date', 'String', 'Uint8Array'])
      expect(isGlobalName(name)).toBe(true);
    for (const name of ['Pet', 'Error2', 'core']) expect(isGlobalName(name)).toBe(false);
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

  it('breaks a long import line once and keeps the body after it as printed', () => {
    const file = new FileBuilder('src/react-query/services/pets.ts');
    const names = [
      'QueryHookOptions',
      'SuspenseQueryHookOptions',
      'InfiniteQueryHookOptions',
      'MutationHookOptions',
      'ResponseOf',
      'QUERY_KEY_ROOT',
    ];
    const symbols = names.map((name) => importSymbol(name, 'src/react-query/shared'));
    // A body that starts with a blank line is tidied after the imports are printed.
    file.print('');
    for (const symbol of symbols) file.print(...code`use(${symbol});`);
    expect(file.toFile().contents).toBe(
      [
        'import {',
        ...[...names].sort().map((name) => `    ${name},`),
        '} from "../shared";',
        '',
        ...names.map((name) => `use(${name});`),
        '',
      ].join('\n'),
    );
  });

  it('prints a large file exactly as a plain one, across the pieces it is cut into', () => {
    const print = (file: FileBuilder): string => {
      file.declareLocal('Pet');
      const owner = importSymbol('Owner', 'src/api/types/Owner', { typeOnly: true });
      const clash = importSymbol('Pet', 'src/serialization/types/Pet');
      const core = importSymbol('core', 'src/core', { star: true });
      // Over a megabyte of text: several pieces, with symbols and blank lines on every side.
      for (let i = 0; i < 12_000; i++) {
        file.append('/** ', 'x'.repeat(i % 90), ' */\n');
        file.print(...code`export interface Pet${String(i)} { owner: ${owner}; other: ${clash}; n: ${core}.Number }`);
        if (i % 1000 === 0) file.print('', '', '');
      }
      return file.toFile().contents;
    };
    const plain = print(new FileBuilder('src/api/types/Pet.ts'));
    const large = print(new FileBuilder('src/api/types/Pet.ts').large());
    expect(plain.length).toBeGreaterThan(1_000_000);
    expect(large).toBe(plain);
    expect(
      large.startsWith(
        'import * as core from "../../core";\nimport { Pet as Pet_1 } from "../../serialization/types/Pet";\nimport type { Owner } from "./Owner";\n\n',
      ),
    ).toBe(true);
    expect(large).not.toContain('\n\n\n');
  });

  it('keeps a large file in parts, joined only when its contents are read', () => {
    const file = new FileBuilder('src/api/types.ts').large();
    for (let i = 0; i < 20_000; i++) file.print(`export type T${i} = string; // ${'x'.repeat(20)}`);
    const built = file.toFile();
    const parts = fileParts(built)!;
    expect(parts.length).toBeGreaterThan(2);
    expect(Object.keys(built)).toEqual(['path', 'contents']);
    expect(built.contents).toBe(parts.join(''));
    expect(built.contents.endsWith('// xxxxxxxxxxxxxxxxxxxx\n')).toBe(true);
    // Asked again, the builder gives the same parts; assigning the text drops them.
    const again = file.toFile();
    expect(fileParts(again)).toBe(parts);
    again.contents = 'replaced\n';
    expect(again.contents).toBe('replaced\n');
    expect(fileParts(again)).toBeUndefined();
    expect(fileParts(new FileBuilder('src/small.ts').toFile())).toBeUndefined();
  });

  it('joins a large file whose blank lines need collapsing, even across parts', () => {
    const file = new FileBuilder('src/api/types.ts').large();
    file.print('\n');
    for (let i = 0; i < 20_000; i++) file.print(`export type T${i} = string; // ${'x'.repeat(20)}`);
    const built = file.toFile();
    expect(fileParts(built)).toBeUndefined();
    expect(built.contents.startsWith('export type T0 = string;')).toBe(true);
    expect(built.contents).not.toContain('\n\n\n');

    // Two empty lines right after a cut (192 KiB of text): the run of newlines spans parts.
    const spanning = new FileBuilder('src/api/types.ts').large();
    for (let i = 0; i < 192; i++) spanning.print('y'.repeat(1023));
    spanning.print('');
    spanning.print('');
    spanning.print('export type Last = string;');
    const joined = spanning.toFile();
    expect(fileParts(joined)).toBeUndefined();
    expect(joined.contents).toBe(`${'y'.repeat(1023)}\n`.repeat(192) + '\nexport type Last = string;\n');
  });

  it('passes over laid-out lines of a large file and breaks the printed ones around them', () => {
    const core = importSymbol('core', 'src/core', { star: true });
    const call = `export const a = f(${'argument, '.repeat(12)}last);`;
    const file = new FileBuilder('src/api/types.ts').large();
    file.print(call);
    // Laid out by hand, and left alone though longer than the width and breakable.
    file.printLaidOut(`${file.textOf(core)}.g(${'other, '.repeat(20)}end);`);
    file.print(call);
    const contents = file.toFile().contents;
    const broken = `export const a = f(\n${'    argument,\n'.repeat(12)}    last\n);`;
    expect(contents).toBe(
      `import * as core from "../core";\n\n${broken}\ncore.g(${'other, '.repeat(20)}end);\n${broken}\n`,
    );
  });

  it('names imports while printing in a large file only, and lays out only at a line start', () => {
    const core = importSymbol('core', 'src/core', { star: true });
    const large = new FileBuilder('src/api/types.ts').large();
    large.declareLocal('core');
    expect(large.textOf(['x: ', core, '.T'])).toBe('x: core_1.T');
    large.append('export const x = ');
    expect(() => large.printLaidOut('1;')).toThrow('laid-out lines start a line');
    const small = new FileBuilder('src/Client.ts');
    expect(() => small.textOf(core)).toThrow('only a large file');
    expect(() => small.printLaidOut('x;')).toThrow('only a large file');
  });

  it('marks type-only members inside a mixed import', () => {
    const file = new FileBuilder('src/Client.ts');
    file.print(importSymbol('A', 'src/x', { typeOnly: true }), ' ', importSymbol('B', 'src/x'));
    expect(file.toFile().contents).toBe('import { type A, B } from "./x";\n\nA B\n');
  });
});

describe('docComment of a text seen before', () => {
  it('gives the block of that text at that indent, at every indent and past the blocks it keeps', () => {
    const text = 'Time at which the object was created, in seconds since the epoch.';
    expect(docComment([text], '    ')).toBe(`    /**\n     * ${text}\n     */\n`);
    expect(docComment([text])).toBe(`/**\n * ${text}\n */\n`);
    expect(docComment([text], '    ')).toBe(`    /**\n     * ${text}\n     */\n`);
    expect(docComment([undefined, text, undefined], '  ')).toBe(`  /**\n   * ${text}\n   */\n`);
    expect(docComment([text, '@deprecated'], '    ')).toBe(`    /**\n     * ${text}\n     * @deprecated\n     */\n`);
    // More text than is kept: each block is still its own text's, before and after all are dropped.
    const long = (i: number): string => `${'word '.repeat(9000)}${i}`;
    const first = docComment([long(0)], '\t');
    expect(first.split('\n').length).toBeGreaterThan(300);
    for (let round = 0; round < 2; round++)
      for (let i = 0; i < 200; i += 1) expect(docComment([long(i)], '\t')).toBe(docComment([long(i), ''], '\t'));
    expect(docComment([long(0)], '\t')).toBe(first);
  });
});

describe('docComment wrapping', () => {
  it('fills each line with as many words as fit, with and without code spans', () => {
    // Words of every length up to past the width, in an order that varies line by line.
    const words = Array.from(
      { length: 400 },
      (_, i) => 'w'.repeat(1 + ((i * 37) % 23)) + (i % 50 === 0 ? 'x'.repeat(130) : ''),
    );
    for (const indent of ['', '        ']) {
      const room = 120 - indent.length - 3;
      for (const spans of [false, true]) {
        const text = words.map((w, i) => (spans && i % 9 === 0 ? `\`${w} ${w}\`` : w)).join(' ');
        const lines = docComment([text], indent)
          .split('\n')
          .slice(1, -2)
          .map((l) => l.slice(indent.length + 3));
        expect(lines.join(' ')).toBe(text);
        for (let i = 0; i < lines.length; i++) {
          const line = lines[i]!;
          // Over the width only as a single unbreakable word or code span.
          if (line.length > room) expect(line.includes(' ') && !spans).toBe(false);
          // Greedy: the next line's first word would not have fitted.
          const next = lines[i + 1];
          if (next !== undefined && !spans) expect(line.length + 1 + next.split(' ')[0]!.length).toBeGreaterThan(room);
        }
      }
    }
  });

  it('trims the blanks around each break, Unicode blanks included, and drops no other character', () => {
    const blanks = [' ', '  ', ' \u00a0', '\u3000 ', ' \u2003 '];
    const words = Array.from(
      { length: 120 },
      (_, i) => `${'w'.repeat(1 + ((i * 13) % 17))}${blanks[i % blanks.length]}`,
    );
    for (const lead of ['', '  ']) {
      const text = `${lead}${words.join('')}end`;
      const lines = docComment([text])
        .split('\n')
        .slice(1, -2)
        .map((l) => l.slice(3));
      expect(lines.length).toBeGreaterThan(3);
      for (let i = 0; i < lines.length; i++) {
        const line = lines[i]!;
        expect(line).toBe(line.trimEnd());
        if (i > 0) expect(line).toBe(line.trimStart());
        expect(line.length).toBeLessThanOrEqual(117);
      }
      expect(lines[0]!.startsWith(`${lead}w`)).toBe(true);
      expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
    }
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

describe('exports as printables', () => {
  it('print the declaration, hold the name against imports, and are listed on the finished file', () => {
    const file = new FileBuilder('src/grpc/client.ts');
    file.print(exportDeclaration('class', 'Pet'), ' extends ', importSymbol('Pet', 'src/api/types'), ' {}');
    const done = file.toFile();
    expect(done.contents).toBe('import { Pet as Pet_1 } from "../api/types";\n\nexport class Pet extends Pet_1 {}\n');
    expect(exportedNames(done)).toEqual(['Pet']);
    expect(exportedNames(file.toFile())).toEqual(['Pet']);
    expect(exportedNames({ path: 'x.ts', contents: 'export class Pet {}\n' })).toEqual([]);
  });
});

describe('a file laid out as printed', () => {
  it('keeps the preamble, imports named ones before namespaces with values first, and leaves the body as it is', () => {
    const file = new FileBuilder('src/grpc/client.ts', AS_PRINTED_LAYOUT);
    file.setPreamble('// banner\n');
    file.importNamed(importSymbol('writeAll', 'src/grpc/runtime'));
    file.importNamed(importSymbol('GrpcRuntime', 'src/grpc/runtime', { typeOnly: true }));
    file.importNamed(importSymbol('AcmeGrpcError', 'src/grpc/runtime'));
    file.importNamed(importSymbol('Acme', 'src/api', { star: true, typeOnly: true }));
    file.append('\nconst a = 1;\n\n\n\nconst b = 2;\n');
    expect(file.toFile().contents).toBe(
      '// banner\nimport { AcmeGrpcError, writeAll, type GrpcRuntime } from "./runtime";\nimport type * as Acme from "../api";\n\nconst a = 1;\n\n\n\nconst b = 2;\n',
    );
  });

  it('refuses to alias a name that printed text already spells', () => {
    const file = new FileBuilder('src/grpc/client.ts', AS_PRINTED_LAYOUT);
    file.print(exportDeclaration('const', 'Acme'), ' = 1;');
    expect(() => file.importNamed(importSymbol('Acme', 'src/api', { star: true, typeOnly: true }))).toThrow(
      'cannot be imported as Acme_1',
    );
  });
});
