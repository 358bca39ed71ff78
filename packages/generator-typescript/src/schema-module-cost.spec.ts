import * as ts from 'typescript';
import { generateTypeScriptSdk } from './index';
import { petstoreIr } from './__fixtures__/petstore';

// What a strict check of the module of schemas costs. TypeScript works out the type of an
// import read at a module's top level by walking back through every statement before the
// read; with one `export let` per schema that walk is quadratic in the number of schemas
// (on GitHub REST, 27 million steps). Inside a function that is not called in place, the
// walk stops at the function's start. So no initializer may read an import outside such a
// function.

/** Identifiers read by a top-level initializer outside any function it passes on. */
function topLevelReads(source: ts.SourceFile): string[] {
  const reads: string[] = [];
  const visit = (node: ts.Node): void => {
    // An arrow passed as an argument is not called in place: its reads stop at its start.
    if (ts.isArrowFunction(node) && !ts.isParenthesizedExpression(node.parent)) return;
    if (ts.isTypeNode(node)) return;
    const named =
      (ts.isPropertyAccessExpression(node.parent) || ts.isPropertyAssignment(node.parent)) && node.parent.name === node;
    if (ts.isIdentifier(node) && !named) reads.push(node.text);
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (declaration.initializer) visit(declaration.initializer);
  }
  return reads;
}

describe('the module of schemas', () => {
  it('reads no import at the top level, so checking it stays linear in its schemas', async () => {
    const files = await generateTypeScriptSdk(petstoreIr(), {
      packageName: '@acme/petstore-sdk',
      packageVersion: '1.2.3',
    });
    const module = files.find((file) => file.path === 'src/serialization/index.ts')!;
    const source = ts.createSourceFile(module.path, module.contents, ts.ScriptTarget.ES2022, true);
    const imports = source.statements.filter(ts.isImportDeclaration).flatMap((statement) => {
      const bindings = statement.importClause?.namedBindings;
      return bindings !== undefined && ts.isNamespaceImport(bindings) ? [bindings.name.text] : [];
    });
    const schemas = source.statements.filter(ts.isVariableStatement).length;
    expect(schemas).toBeGreaterThan(3);
    expect(imports).toContain('serialization');
    expect(topLevelReads(source).filter((name) => imports.includes(name))).toEqual([]);
  });
});
