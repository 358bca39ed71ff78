import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import * as ts from 'typescript';
import { TYPE_ROOTS } from './support';

/** A fenced TypeScript block of a Markdown file. */
export interface CodeBlock {
  /** The fence's language: `ts`, `typescript` or `tsx`. */
  language: string;
  code: string;
  /** Line of the block's first code line in the Markdown file (1-based). */
  line: number;
}

const TYPESCRIPT_FENCES = new Set(['ts', 'typescript', 'tsx']);

/** Every fenced block of `markdown` whose language is one of `languages`, in order. */
export function fencedBlocks(markdown: string, languages: ReadonlySet<string>): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w+)\s*$/.exec(lines[i]!);
    if (open === null) continue;
    const end = lines.indexOf('```', i + 1);
    if (end < 0) break;
    if (languages.has(open[1]!))
      blocks.push({ language: open[1]!, code: lines.slice(i + 1, end).join('\n'), line: i + 2 });
    i = end;
  }
  return blocks;
}

/** Every TypeScript block (```ts, ```typescript, ```tsx) of a Markdown file. */
export function typeScriptBlocks(markdown: string): CodeBlock[] {
  return fencedBlocks(markdown, TYPESCRIPT_FENCES);
}

function sourceFile(block: CodeBlock): ts.SourceFile {
  return ts.createSourceFile(
    block.language === 'tsx' ? 'block.tsx' : 'block.ts',
    block.code,
    ts.ScriptTarget.ES2022,
    true,
    block.language === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

function bindingNames(name: ts.BindingName, into: Set<string>): void {
  if (ts.isIdentifier(name)) into.add(name.text);
  else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bindingNames(element.name, into);
}

/** Names a block declares at its top level: variables, functions, classes and imports. */
export function declaredNames(block: CodeBlock): Set<string> {
  const names = new Set<string>();
  for (const statement of sourceFile(block).statements) {
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations) bindingNames(d.name, names);
    else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
      names.add(statement.name.text);
    else if (ts.isImportDeclaration(statement) && statement.importClause) {
      const clause = statement.importClause;
      if (clause.name) names.add(clause.name.text);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) names.add(element.name.text);
    }
  }
  return names;
}

/** Whether a block reads the variable `name` (not a property or an attribute of that name). */
export function usesName(block: CodeBlock, name: string): boolean {
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isIdentifier(node) && node.text === name) {
      const parent = node.parent;
      const isMemberName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isJsxAttribute(parent) && parent.name === node) ||
        (ts.isPropertySignature(parent) && parent.name === node) ||
        (ts.isMethodDeclaration(parent) && parent.name === node);
      if (!isMemberName) found = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile(block));
  return found;
}

/** A package name a block may import, and the module that stands for it. */
export interface ModuleMapping {
  /** The npm name as the block writes it, e.g. `petstore-sdk` (its subpaths follow). */
  packageName: string;
  /** The SDK's folder; `<packageName>/<sub>` resolves to `src/<sub>/index.ts` in it. */
  sdkDir: string;
}

/** A block written as a module, and where its lines come from. */
export interface WrittenBlock {
  /** Path of the module, relative to the check's folder, `/`-separated. */
  file: string;
  /** Lines added before the block's code. */
  addedLines: number;
  /** First line of the block in its Markdown file. */
  line: number;
  markdownFile: string;
}

/** Rewrites `from "<package>"` and `from "<package>/<sub>"` to the SDK's source modules. */
function resolveImports(code: string, moduleFile: string, mapping: ModuleMapping): string {
  const escaped = mapping.packageName.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return code.replace(
    new RegExp(`(["'])${escaped}(/[\\w-]+)?\\1`, 'g'),
    (_m, _quote: string, sub: string | undefined) => {
      const target = join(mapping.sdkDir, 'src', ...(sub ? [sub.slice(1)] : []), 'index');
      const path = relative(dirname(moduleFile), target).split(sep).join('/');
      return JSON.stringify(path.startsWith('.') ? path : `./${path}`);
    },
  );
}

/** What a file's examples take as given: a module's code and the names it exports. */
export interface ExampleContext {
  code: string;
  names: readonly string[];
}

/**
 * Writes the blocks of one Markdown file as modules under `<root>/<folder>/`, each importing
 * the SDK as a user would (by its package name, resolved here to the SDK's sources).
 *
 * A block that uses a name of the context without declaring it imports it from there. Without
 * a given context, the context is the file's first block that declares `client` (the README's
 * usage, the reference's first block), written with `export { client }`. Every block is a
 * module, so names do not clash between blocks and top-level `await` works.
 */
export function writeBlocks(
  root: string,
  folder: string,
  markdownFile: string,
  blocks: readonly CodeBlock[],
  mapping: ModuleMapping,
  context?: ExampleContext,
): WrittenBlock[] {
  const declared = blocks.map((block) => declaredNames(block));
  const contextIndex = context === undefined ? declared.findIndex((names) => names.has('client')) : -1;
  const names = context?.names ?? (contextIndex >= 0 ? ['client'] : []);
  const contextModule = context === undefined ? `block-${contextIndex + 1}` : 'context';
  const written: WrittenBlock[] = [];
  const write = (name: string, code: string): string => {
    const target = join(root, folder, name);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, resolveImports(code, target, mapping));
    return `${folder}/${name}`;
  };
  if (context !== undefined) write('context.ts', context.code);
  for (const [i, block] of blocks.entries()) {
    const given = i === contextIndex ? [] : names.filter((name) => !declared[i]!.has(name) && usesName(block, name));
    const prefix = given.length > 0 ? `import { ${given.join(', ')} } from "./${contextModule}";\n` : '';
    const suffix = i === contextIndex ? '\nexport { client };\n' : '\nexport {};\n';
    const file = write(`block-${i + 1}.${block.language === 'tsx' ? 'tsx' : 'ts'}`, prefix + block.code + suffix);
    written.push({ file, addedLines: prefix === '' ? 0 : 1, line: block.line, markdownFile });
  }
  return written;
}

/** Compiler options for the examples: strict, modern, with the DOM, Node and React JSX. */
export function exampleCompilerOptions(): Record<string, unknown> {
  return {
    strict: true,
    noEmit: true,
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'esnext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    skipLibCheck: true,
    types: ['node'],
    typeRoots: TYPE_ROOTS,
  };
}

/**
 * Writes `tsconfig.json` in `root` for the given modules. Each error line of the compiler's
 * output that falls in a block is then reported at its Markdown line by {@link locateErrors}.
 */
export function writeProject(root: string, files: readonly string[]): void {
  writeFileSync(
    join(root, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: exampleCompilerOptions(), files }, null, 2),
  );
}

/**
 * The compiler's error lines that fall in `blocks`, as `<markdown file>:<line>: <message>`;
 * an error inside the SDK or the context keeps the compiler's own location.
 */
export function locateErrors(output: string, blocks: readonly WrittenBlock[]): string[] {
  const byFile = new Map(blocks.map((b) => [b.file, b]));
  const located: string[] = [];
  for (const line of output.split('\n')) {
    const match = /^(.+?)\((\d+),(\d+)\): (error .*)$/.exec(line);
    if (match === null) continue;
    const block = byFile.get(match[1]!);
    if (block === undefined) continue;
    const inBlock = Number(match[2]) - block.addedLines;
    located.push(`${block.markdownFile}:${block.line + inBlock - 1}:${match[3]}: ${match[4]}`);
  }
  return located;
}
