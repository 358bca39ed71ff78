import type { TypeScriptGeneratorOptions } from '../options';
import type { GeneratedFile } from '../printer/printer';
import { authIr } from '../__fixtures__/auth';
import { bearer, petstoreIr } from '../__fixtures__/petstore';
import { fullReadme } from '../__fixtures__/readme';
import { compiledTemplatesModule, templateLocals, templatesDirectory } from './templates';

describe('templateLocals', () => {
  it('lists the data names a template reads, leaving out keywords, globals, properties and strings', () => {
    const text = [
      '<% if (banner && !hidden) { -%>',
      '<%- JSON.stringify(title) %> <%= item.name %> <%- "quoted words" %>',
      '<% for (const feature of features) { %><%- feature.title %><% } %>',
      '<%# a comment naming ghost %>',
      'text outside tags: const response = await call();',
      '<% } -%>',
    ].join('\n');
    expect(templateLocals(text)).toEqual(['banner', 'feature', 'features', 'hidden', 'item', 'title']);
  });
});

describe('compiled templates', () => {
  type Generate = (ir: unknown, options: TypeScriptGeneratorOptions) => Promise<GeneratedFile[]>;

  // compiled-templates.js as the build writes it, made before anything is mocked.
  const COMPILED: { templates?: unknown } = {};
  new Function('exports', compiledTemplatesModule(templatesDirectory(), 'test'))(COMPILED);

  // Generates as the sources run (each .ejs file compiled by ejs on first use), or as the
  // build ships the generator (every template a function of compiled-templates.js, and ejs
  // never loaded).
  async function generateWith(
    compiled: boolean,
    ir: unknown,
    options: TypeScriptGeneratorOptions,
  ): Promise<GeneratedFile[]> {
    let generate: Generate | undefined;
    jest.isolateModules(() => {
      generate = (require('../index') as { generateTypeScriptSdk: Generate }).generateTypeScriptSdk;
    });
    if (compiled) {
      jest.doMock('../compiled-templates', () => COMPILED, { virtual: true });
      jest.doMock('ejs', () => {
        throw new Error('ejs loaded');
      });
    } else {
      jest.doMock(
        '../compiled-templates',
        () => {
          throw Object.assign(new Error("Cannot find module '../compiled-templates'"), { code: 'MODULE_NOT_FOUND' });
        },
        { virtual: true },
      );
    }
    try {
      return await generate!(ir, options);
    } finally {
      jest.dontMock('ejs');
      jest.dontMock('../compiled-templates');
    }
  }

  const cases: Array<[string, () => unknown, Partial<TypeScriptGeneratorOptions>]> = [
    ['defaults', () => petstoreIr(), {}],
    [
      'every README setting, metadata and React Query',
      () => petstoreIr(),
      {
        generateReactQueryHooks: true,
        noSerdeLayer: true,
        repositoryUrl: 'https://github.com/acme/petstore-sdk',
        metadata: {
          packageDescription: 'Pets.',
          author: 'Acme <dev@acme.test>',
          license: 'Apache-2.0',
          referenceUrl: 'https://docs.acme.test',
        },
        readme: fullReadme(),
      },
    ],
    ['an API with auth and no environments', () => authIr([bearer()]), { defaultTimeout: 'infinity' }],
  ];

  it.each(cases)('give the files ejs gives: %s', async (_label, ir, options) => {
    const settings: TypeScriptGeneratorOptions = {
      packageName: '@acme/petstore-sdk',
      packageVersion: '1.2.3',
      ...options,
    };
    const fromEjs = await generateWith(false, ir(), settings);
    const fromCompiled = await generateWith(true, ir(), settings);
    expect(fromCompiled.map((f) => f.path)).toEqual(fromEjs.map((f) => f.path));
    expect(fromCompiled).toEqual(fromEjs);
    // The README is among them, and is rendered: no template tag is left in it.
    const readme = fromCompiled.find((f) => f.path === 'README.md')!.contents;
    expect(readme.length).toBeGreaterThan(500);
    expect(readme).not.toContain('<%');
  });

  it('are plain strict functions: no `with`, no ejs at run time', () => {
    const source = compiledTemplatesModule(templatesDirectory(), '7.0.2');
    expect(
      source.startsWith('// Compiled from src/templates/*.ejs by scripts/compile-templates.js with ejs 7.0.2.'),
    ).toBe(true);
    expect(source).not.toMatch(/\bwith\s*\(/);
    expect(source).not.toMatch(/require\(["']ejs["']\)/);
    const exports: { templates?: Record<string, unknown> } = {};
    new Function('exports', source)(exports);
    expect(Object.keys(exports.templates!)).toEqual([
      'README.md',
      'ci.yml',
      'gitignore',
      'npmignore',
      'package.json',
      'rename-to-esm-files.js',
      'tsconfig.cjs.json',
      'tsconfig.esm.json',
      'tsconfig.json',
    ]);
  });
});
