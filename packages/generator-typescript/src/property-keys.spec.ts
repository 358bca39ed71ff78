import { createEmptyIr } from '@bracken/ir';
import type { IntermediateRepresentation } from '@bracken/ir';
import { object, prop, t, typeDecl } from './__fixtures__/builder';
import { generateTypeScriptSdk } from './index';

const OPTIONS = { packageName: 'keys-sdk', packageVersion: '1.0.0' };

// `foo_bar` and `fooBar` both camelCase to `fooBar`: the later one keeps its wire name.
function api(): IntermediateRepresentation {
  const ir = createEmptyIr('Keys');
  ir.types = { Thing: typeDecl('Thing', object([prop('fooBar', t.string()), prop('foo_bar', t.string())])) };
  return ir;
}

async function thingType(ir: IntermediateRepresentation): Promise<string> {
  const types = (await generateTypeScriptSdk(ir, OPTIONS)).find((f) => f.path === 'src/api/types.ts')!.contents;
  return types.slice(
    types.indexOf('export interface Thing'),
    types.indexOf('}', types.indexOf('export interface Thing')) + 1,
  );
}

describe('property keys', () => {
  it('give a clashing key its wire name', async () => {
    expect(await thingType(api())).toContain('    foo_bar: string;');
  });

  it('belong to one run: a later run of a changed IR does not keep a key the earlier run moved', async () => {
    const ir = api();
    expect(await thingType(ir)).toContain('    foo_bar: string;');
    const shape = ir.types['Thing']!.shape;
    if (shape.kind !== 'object') throw new Error('Thing is an object');
    shape.properties.shift();
    // Without the clash the property takes its camelCase key again.
    expect(await thingType(ir)).toContain('    fooBar: string;');
    expect(await thingType(ir)).not.toContain('foo_bar');
  });
});
