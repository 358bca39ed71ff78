import { createEmptyIr, createName } from '@bracken/ir';
import { createContext } from './context';
import { object, typeDecl } from './__fixtures__/builder';

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
