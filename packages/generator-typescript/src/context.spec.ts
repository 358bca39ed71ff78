import { createEmptyIr, createName, type TypeReference } from '@bracken/ir';
import {
  createContext,
  renderSchema,
  renderSchemaText,
  renderType,
  renderTypeText,
  schemasSymbol,
  TYPES_MODULE,
  viaTypeImport,
} from './context';
import { object, t, typeDecl } from './__fixtures__/builder';
import { FileBuilder } from './printer/printer';

function typeNamesOf(names: string[]): string[] {
  const ir = createEmptyIr('Names');
  names.forEach((name, index) => {
    const id = `T${String(index).padStart(3, '0')}`;
    ir.types[id] = { ...typeDecl(id, object([])), name: createName(name) };
  });
  const ctx = createContext(ir, { packageName: 'names-sdk', packageVersion: '1.0.0' });
  return names.map((_, index) => ctx.typeNames.get(`T${String(index).padStart(3, '0')}`)!);
}

describe('type names', () => {
  it('keep ASCII names of up to 200 characters whole, and cut longer ones at 200', () => {
    const [fits, long] = typeNamesOf([`A${'b'.repeat(199)}`, `C${'d'.repeat(260)}`]);
    expect(fits).toBe(`A${'b'.repeat(199)}`);
    expect(long).toBe(`C${'d'.repeat(199)}`);
  });

  it('cut other scripts at 200 bytes of UTF-8, never inside a character', () => {
    // 'É' is two bytes and '日' three: 100 and 66 of them fit.
    const [accented, cjk] = typeNamesOf([`É${'é'.repeat(120)}`, '日'.repeat(90)]);
    expect(accented).toBe(`É${'é'.repeat(99)}`);
    expect(Buffer.byteLength(cjk)).toBe(198);
    expect(cjk).toBe('日'.repeat(66));
  });

  it('give device names of Windows a suffix, and keep apart names that clash', () => {
    expect(typeNamesOf(['Con', 'Nul', 'Lpt1', 'Console', 'Index', 'Date'])).toEqual([
      'Con_',
      'Nul_',
      'Lpt1_',
      'Console',
      'Index',
      'DateType',
    ]);
  });
});

/** Every kind of leaf type, for the checks that a text shortcut prints what the printables print. */
const LEAVES: TypeReference[] = [
  t.string(),
  t.integer(),
  t.double(),
  t.boolean(),
  t.dateTime(),
  t.named('Pet'),
  t.literal('a "quoted" $value | b'),
  t.literal(true),
  t.literal(false),
  t.literal(3),
  t.file(),
  t.unknown(),
];

/** Every wrapper around a leaf, nested ones included. */
const WRAPPERS: Array<(type: TypeReference) => TypeReference> = [
  (type) => type,
  t.list,
  t.set,
  t.map,
  (type) => t.map(t.optional(type)),
  t.optional,
  t.nullable,
  (type) => t.list(t.nullable(type)),
  (type) => t.optional(t.nullable(t.list(t.map(type)))),
  (type) => t.optional(t.list(t.map(t.list(type)))),
];

describe('schema text', () => {
  it('is the text the schema printables print, for every kind of type, lazy or not', () => {
    const ir = createEmptyIr('Shop');
    ir.types.Pet = typeDecl('Pet', object([]));
    const ctx = createContext(ir, { packageName: 'shop-sdk', packageVersion: '1.0.0' });
    const file = new FileBuilder('src/serialization/index.ts').large();
    file.declareLocal('serialization');
    const core = file.textOf(schemasSymbol());
    // A name the file holds: the combinators are imported under another one.
    expect(core).toBe('serialization_1');
    const named = (_id: string, other: string): string => other;
    for (const leaf of LEAVES)
      for (const wrap of WRAPPERS)
        for (const lazy of [true, false]) {
          const type = wrap(leaf);
          expect(renderSchemaText(ctx, type, core, lazy)).toBe(file.textOf(renderSchema(ctx, type, named, lazy)));
        }
    expect(renderSchemaText(ctx, t.list(t.named('Pet')), core)).toBe(
      'serialization_1.list(serialization_1.lazy(() => Pet))',
    );
  });
});

describe('type text', () => {
  it('is the text the type printables print in the module of every type, for every kind of type', () => {
    const ir = createEmptyIr('Shop');
    ir.types.Pet = typeDecl('Pet', object([]));
    const ctx = createContext(ir, { packageName: 'shop-sdk', packageVersion: '1.0.0' });
    const file = new FileBuilder(`${TYPES_MODULE}.ts`).large();
    for (const leaf of LEAVES)
      for (const wrap of WRAPPERS) {
        const type = wrap(leaf);
        expect(renderTypeText(ctx, type)).toBe(file.textOf(renderType(ctx, type, viaTypeImport(ctx))));
      }
    expect(renderTypeText(ctx, t.list(t.optional(t.named('Pet'))))).toBe('(Pet | undefined)[]');
    expect(() => renderTypeText(ctx, t.named('Missing'))).toThrow('unknown type id: Missing');
  });
});
