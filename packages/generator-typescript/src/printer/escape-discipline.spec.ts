import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// Definition text enters generated code only through the escaper. Templates tagged with
// `codeText` are checked by the compiler (their values must be escaped `Code`); this reads
// every other template literal of the emitters and finds each `${…}` that lands inside a
// string literal or a comment of the code being generated. Only names the generator made
// itself may appear there: a new one must be added below on purpose, or go through
// `escapeString` / `docComment` instead.

const SRC = join(__dirname, '..');

/** Interpolations inside generated strings or comments that hold names the generator made. */
const GENERATOR_NAMES = new Set([
  // Messages of the credential checks, printed through `escapeString` afterwards; the names are camelCase words.
  "emit/client-context.ts: credentialOption(scheme.token.camelCase || 'token')",
  "emit/client-context.ts: credentialOption(scheme.username.name.camelCase || 'username')",
  "emit/client-context.ts: credentialOption(scheme.password.name.camelCase || 'password')",
  "emit/client-context.ts: credentialOption(scheme.name.camelCase || 'apiKey')",
  // Module specifiers made of identifiers (`fileSafeName(escapeIdentifier(…))`) and fixed folder names.
  'emit/client.ts: ctx.serviceFolders.get(s.id)!',
  'emit/errors.ts: ctx.errorName',
  'emit/errors.ts: ctx.timeoutErrorName',
  'emit/types.ts: build',
  'emit/types.ts: n',
  'index.ts: e.folder',
  'features/react-query/plugin.ts: service.fileName',
  // Class and function names made from the namespace, in TSDoc.
  'features/react-query/emit-shared.ts: names.provider',
  'features/react-query/emit-shared.ts: ctx.clientName',
  'features/react-query/emit-shared.ts: ctx.errorName',
  'features/react-query/emit-shared.ts: names.useClient',
  // The version of ejs in the header of the compiled templates, at build time.
  'emit/templates.ts: ejsVersion',
]);

function sources(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    // The printer is the escaping layer itself.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('__') && entry.name !== 'printer' && entry.name !== 'templates')
        found.push(...sources(full));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) found.push(full);
  }
  return found;
}

type Context = 'code' | 'block comment' | 'line comment' | 'string';

/** Follows the generated code's lexical context through a piece of template text. */
function advance(context: Context, quote: string, text: string): { context: Context; quote: string } {
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const next = text[i + 1];
    if (context === 'code') {
      if (ch === '/' && next === '*') (context = 'block comment'), i++;
      else if (ch === '/' && next === '/') (context = 'line comment'), i++;
      else if (ch === '"' || ch === "'") (context = 'string'), (quote = ch);
    } else if (context === 'block comment') {
      if (ch === '*' && next === '/') (context = 'code'), i++;
    } else if (context === 'line comment') {
      if (ch === '\n') context = 'code';
    } else if (ch === '\\') i++;
    else if (ch === quote || ch === '\n') context = 'code';
  }
  return { context, quote };
}

/** Every `${…}` of an untagged template literal that lands in a generated string or comment. */
function interpolationsInText(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTemplateExpression(node) && !ts.isTaggedTemplateExpression(node.parent)) {
      let state = advance('code', '', node.head.text);
      for (const span of node.templateSpans) {
        if (state.context !== 'code')
          found.push(`${relative(SRC, file).split('\\').join('/')}: ${span.expression.getText(source)}`);
        state = advance(state.context, state.quote, span.literal.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `codeText` and `codeParts` templates whose own text holds characters outside ASCII, as `file: text`. */
function nonAsciiCodeText(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isTaggedTemplateExpression(node) &&
      (node.tag.getText(source) === 'codeText' || node.tag.getText(source) === 'codeParts')
    ) {
      const template = node.template;
      const parts = ts.isNoSubstitutionTemplateLiteral(template)
        ? [template]
        : [template.head, ...template.templateSpans.map((s) => s.literal)];
      for (const part of parts) {
        const raw = part.getText(source);
        if (/[^\u0000-\u007f]/.test(raw))
          found.push(`${relative(SRC, file).split('\\').join('/')}: ${raw.slice(0, 60)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('escape discipline of the emitters', () => {
  it('finds a template value inside a generated string or comment (the check itself)', () => {
    expect(advance('code', '', 'const x = "a').context).toBe('string');
    expect(advance('code', '', '/** a ').context).toBe('block comment');
    expect(advance('code', '', '/** a */ b // c').context).toBe('line comment');
    expect(advance('code', '', '"a\\"b" + \'c').context).toBe('string');
    expect(advance('string', '"', 'x" + y').context).toBe('code');
  });

  it('puts definition text in generated strings and comments only through the escaper', () => {
    const found = sources(SRC).flatMap(interpolationsInText);
    expect(found.filter((f) => !GENERATOR_NAMES.has(f))).toEqual([]);
    // The list above holds only names still in use.
    expect([...GENERATOR_NAMES].filter((name) => !found.includes(name))).toEqual([]);
  });

  it('writes characters outside ASCII in codeText templates as escapes, which bundlers keep as they are', () => {
    expect(sources(SRC).flatMap(nonAsciiCodeText)).toEqual([]);
  });
});
