import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as Ejs from 'ejs';
import { builtModule } from './built-module';

/**
 * The EJS templates of the files an SDK carries (README, package.json, workflows…).
 *
 * The build compiles them into `dist/compiled-templates.js` (scripts/compile-templates.js,
 * through {@link compiledTemplatesModule}), so a run neither loads ejs nor parses a
 * template: the functions are ordinary code, which the command's compile cache keeps. When
 * that module is absent (the sources run untranspiled by the tests), each template is
 * compiled from its .ejs file on first use, with the same options.
 */

/** Options every template is compiled with: values are printed as they are, never HTML-escaped. */
export const TEMPLATE_OPTIONS = { escape: (value: unknown): string => String(value) };

/** The folder of the .ejs files: `src/templates`, copied to `dist/templates` by the build. */
export function templatesDirectory(): string {
  return join(__dirname, '..', 'templates');
}

type Template = (data: Record<string, unknown>) => string;
type CompiledTemplate = (locals: Record<string, unknown>, escape: (value: unknown) => string) => string;

// Words a template's code may use that are not values passed in.
const KEYWORDS = new Set(
  'async await break case catch class const continue debugger default delete do else export extends false finally for function if import in instanceof let new null of return super switch this throw true try typeof undefined var void while with yield'.split(
    ' ',
  ),
);

/**
 * The names a template reads from its data: identifiers in its tags that are not keywords,
 * globals or properties. Compiled without `with`, a template takes these from its data up
 * front; a listed name the data lacks is `undefined`, as it would be under `with`.
 */
export function templateLocals(text: string): string[] {
  const names = new Set<string>();
  for (const tag of text.matchAll(/<%([#_=-]?)([\s\S]*?)[_-]?%>/g)) {
    if (tag[1] === '#') continue;
    const code = tag[2]!.replace(/(["'`])(?:\\.|(?!\1)[^\\])*\1/g, '""');
    for (const match of code.matchAll(/(^|[^.\w$])([A-Za-z_$][\w$]*)/g)) {
      const name = match[2]!;
      if (!KEYWORDS.has(name) && !(name in globalThis)) names.add(name);
    }
  }
  return [...names].sort();
}

/**
 * The source of `compiled-templates.js`: every template in `folder` as a strict function of
 * its data, without `with`. The build writes it; a test compares its output with ejs's.
 */
export function compiledTemplatesModule(folder: string, ejsVersion: string): string {
  const ejs = require('ejs') as typeof Ejs;
  const names = readdirSync(folder)
    .filter((file) => file.endsWith('.ejs'))
    .map((file) => file.slice(0, -'.ejs'.length))
    .sort();
  const entries = names.map((name) => {
    const text = readFileSync(join(folder, `${name}.ejs`), 'utf8');
    const options = {
      ...TEMPLATE_OPTIONS,
      strict: true,
      _with: false,
      localsName: 'locals',
      destructuredLocals: templateLocals(text),
      compileDebug: false,
    };
    // The body ejs generates, as a function of the data and the escape function.
    const compiled = new ejs.Template(text, options) as unknown as { compile(): unknown; source: string };
    compiled.compile();
    return `  ${JSON.stringify(name)}: function (locals, escapeFn) {\n${compiled.source}  },`;
  });
  return [
    `// Compiled from src/templates/*.ejs by scripts/compile-templates.js with ejs ${ejsVersion}. Do not edit.`,
    "'use strict';",
    'exports.templates = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

const templates = new Map<string, Template>();

function precompiledTemplates(): Record<string, CompiledTemplate> | undefined {
  return builtModule(
    'compiled-templates',
    () => require('../compiled-templates') as { templates: Record<string, CompiledTemplate> },
  )?.templates;
}

function template(name: string): Template {
  let found = templates.get(name);
  if (found === undefined) {
    const compiled = precompiledTemplates()?.[name];
    if (compiled !== undefined) found = (data) => compiled(data, TEMPLATE_OPTIONS.escape);
    else {
      const ejs = require('ejs') as typeof Ejs;
      found = ejs.compile(readFileSync(join(templatesDirectory(), `${name}.ejs`), 'utf8'), TEMPLATE_OPTIONS);
    }
    templates.set(name, found);
  }
  return found;
}

/** Renders the template `<name>.ejs` with `data`, plus `json` (JSON.stringify) for templates to use. */
export function render(name: string, data: Record<string, unknown>): string {
  return template(name)({ ...data, json: (v: unknown) => JSON.stringify(v) });
}
