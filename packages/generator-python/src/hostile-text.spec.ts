import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { IntermediateRepresentation } from '@bracken/ir';
import { generatePythonSdk } from './index';
import { pyDocstring, pyString } from './printer/escape';
import { petstoreIr } from '../../generator-typescript/src/__fixtures__/petstore';
import { checkSdk, runTool, writeSdk } from './__fixtures__/python-harness';

// Definition text never becomes code: hostile text in every place a definition reaches
// (docs, names, wire names, enum values, paths, server URLs) is parsed by Python's `ast` as
// the strings it was, and importing every module leaves the canary file unwritten.

const CANARY = 'CANARY_PY';
function payloads(dir: string): string[] {
  const touch = `__import__("pathlib").Path(${JSON.stringify(join(dir, CANARY))}).touch()`;
  return [
    `"""\n${touch}\n"""`,
    `'''\n${touch}\n#`,
    `\\"""; ${touch}; x = """`,
    `\u2028${touch}\u2029`,
    `\r${touch}\r`,
    `\u202e${touch}`,
    `{${touch}}`,
    `\\N{BULLET} \\x00 ${touch}`,
    // A class docstring with a lone surrogate fails when CPython makes the class.
    `lone \uD800 surrogate \uDFFF ${touch}`,
  ];
}

function hostileIr(dir: string): IntermediateRepresentation {
  const ir = petstoreIr({ local: true });
  const texts = payloads(dir);
  const at = (i: number): string => texts[i % texts.length]!;
  ir.docs = at(0);
  ir.title = at(1);
  let i = 0;
  for (const declaration of Object.values(ir.types)) {
    declaration.docs = at(i++);
    if (declaration.shape.kind === 'object')
      for (const property of declaration.shape.properties) property.docs = at(i++);
    if (declaration.shape.kind === 'enum')
      declaration.shape.values.push({
        kind: 'enumValue',
        name: { ...declaration.shape.values[0]!.name, wireValue: at(i++) },
        docs: at(i++),
      });
  }
  for (const service of ir.services) {
    service.docs = at(i++);
    for (const endpoint of service.endpoints) endpoint.docs = at(i++);
  }
  for (const error of Object.values(ir.errors)) error.docs = at(i++);
  ir.headers.push({
    kind: 'globalHeader',
    name: { ...ir.headers[0]!.name, wireValue: at(i++) },
    valueType: { kind: 'literal', value: at(i++) },
  });
  return ir;
}

describe('hostile definition text', () => {
  it('stays text: every module parses, imports without running it, and passes the checks', () => {
    const dir = writeSdk('hostile', []);
    const files = generatePythonSdk(hostileIr(dir), { packageName: 'hostile-sdk', packageVersion: '1.0.0' });
    writeSdk('hostile', files);
    const script = [
      'import ast, importlib, pathlib, sys',
      'root = pathlib.Path("src")',
      'for path in sorted(root.rglob("*.py")):',
      '    ast.parse(path.read_text(encoding="utf-8"), filename=str(path))',
      '    module = ".".join(path.relative_to(root).with_suffix("").parts).removesuffix(".__init__")',
      '    importlib.import_module(module)',
      'print("ok")',
    ].join('\n');
    const result = runTool('python', ['-c', script], dir, {
      PYTHONPATH: join(dir, 'src'),
      PYTHONDONTWRITEBYTECODE: '1',
    });
    expect(result.output.trim()).toBe('ok');
    expect(existsSync(join(dir, CANARY))).toBe(false);
    expect(checkSdk(dir, 'hostile_sdk')).toEqual([]);
  }, 300_000);

  it('escapes quotes, backslashes and invisible characters in literals and docstrings', () => {
    expect(pyString('say "hi"')).toBe(`'say "hi"'`);
    expect(pyString(`it's "x"`)).toBe(`'it\\'s "x"'`);
    expect(pyString('a\\b\n\u2028\u202e')).toBe('"a\\\\b\\n\\u2028\\u202e"');
    expect(pyDocstring('ends with "', '')).toBe('"""ends with \\""""');
    expect(pyDocstring('line one\n  """ break out', '    ')).toBe('    """line one\n    \\"\\"\\" break out\n    """');
    // Plain text takes the short way and the same result; a repeated docstring the same text.
    expect(pyString('GET /pets/{pet_id}')).toBe('"GET /pets/{pet_id}"');
    for (let i = 0; i < 5000; i++)
      expect(pyDocstring(i % 2 === 0 ? `doc ${i}` : 'same', '    ')).toBe(
        i % 2 === 0 ? `    """doc ${i}"""` : '    """same"""',
      );
  });
});
