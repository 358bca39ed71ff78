// Bundles the command into dist/bracken.js: dist/main.js and the modules of every @bracken
// package it loads, in one file. Node then resolves and reads one file where it would
// resolve about a hundred, which is a good share of a short run's start-up. Other packages
// stay outside the bundle and are loaded by Node as usual. Runs after tsc in this package's
// build; `dist/bin.js` loads the bundle, and the modules tsc wrote stay the package's API.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = join(root, 'dist', 'bracken.js');

// The first line of the bundle. The compile cache reads it as "checked: no `import()`", so it
// caches this file even though template text inside it spells `import(`.
const MARKER = '// @bracken/cli bundle: no dynamic import';

/** The folder holding the package.json of the package a file belongs to, and that package's name. */
const packageOf = (() => {
  const known = new Map();
  return (file) => {
    for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
      if (known.has(dir)) return known.get(dir);
      try {
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        if (typeof manifest.name === 'string') {
          const found = { dir, name: manifest.name };
          known.set(dir, found);
          return found;
        }
      } catch {
        // no package.json here; keep walking up
      }
    }
    throw new Error(`no package.json above ${file}`);
  };
})();

// The engine finds its generator packages by their package.json at run time and loads them by
// name; in the bundle, its list is the one found now, each package required by a literal name
// so that it is bundled in (and still loaded only when a run needs it).
const engine = createRequire(join(root, 'package.json'))('@bracken/engine');
const installed = engine
  .installedGenerators()
  .map(
    (g) =>
      `{ name: ${JSON.stringify(g.name)}, packageName: ${JSON.stringify(g.packageName)}, version: ${JSON.stringify(g.version)}, load: () => require(${JSON.stringify(g.packageName)}) }`,
  );
const installedModule = `exports.installedGenerators = () => [\n  ${installed.join(',\n  ')},\n];\n`;

// A bundled module's `__dirname` and `__filename` must still name its own file, because the
// packages read files next to their code (templates, the runtime source, schemas). They are
// found from the package's root at run time, so the bundle does not depend on where the
// packages sit relative to each other.
const ownPaths = {
  name: 'own-paths',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@bracken/')) return undefined;
      return { path: args.path, external: true };
    });
    build.onLoad({ filter: /\.js$/ }, (args) => {
      const owner = packageOf(args.path);
      if (
        owner.name === '@bracken/engine' &&
        relative(owner.dir, args.path).split(sep).join('/') === 'dist/installed-generators.js'
      )
        return { contents: installedModule, loader: 'js' };
      const contents = readFileSync(args.path, 'utf8');
      if (!/\b__(?:dirname|filename)\b/.test(contents)) return { contents, loader: 'js' };
      const pkg = packageOf(args.path);
      const inside = relative(pkg.dir, args.path).split(sep).join('/');
      const header = `var __filename = __bundledPath(${JSON.stringify(pkg.name)}, ${JSON.stringify(inside)}), __dirname = require("node:path").dirname(__filename);\n`;
      return { contents: header + contents, loader: 'js' };
    });
  },
};

const banner = [
  MARKER,
  '"use strict";',
  'var __bundledRoots = new Map();',
  'function __bundledPath(name, inside) {',
  '  var root = __bundledRoots.get(name);',
  '  if (root === undefined) {',
  '    root = require("node:path").dirname(require.resolve(name + "/package.json"));',
  '    __bundledRoots.set(name, root);',
  '  }',
  '  return require("node:path").join(root, inside);',
  '}',
].join('\n');

const result = await build({
  entryPoints: [join(root, 'dist', 'main.js')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  charset: 'ascii',
  plugins: [ownPaths],
  banner: { js: banner },
  logLevel: 'warning',
  // The validator of generators.yml is required by a computed path, on purpose.
  logOverride: { 'unsupported-require-call': 'silent' },
  write: false,
});
const text = result.outputFiles[0].text;

// A dynamic `import()` in the bundle would fail once it is compiled from the cache, so the
// build refuses one. Text that only looks like a call (inside templates) is not one.
const source = ts.createSourceFile('bracken.js', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
const calls = [];
const visit = (node) => {
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    calls.push(`dist/bracken.js:${line + 1}:${character + 1}: ${node.getText(source).slice(0, 80)}`);
  }
  ts.forEachChild(node, visit);
};
visit(source);
if (calls.length > 0) {
  process.stderr.write(
    `error: the bundle holds dynamic import() calls; use require() in bundled code:\n${calls.join('\n')}\n`,
  );
  process.exit(1);
}
if (!text.startsWith(`${MARKER}\n`)) throw new Error('the bundle does not start with its marker line');
// esbuild writes code and strings in ASCII (escaping the rest), but not comments. One arrow
// in a comment makes the engine hold the whole file as two bytes a character, and decode it
// more slowly on every run, so what is left outside ASCII (only in comments) becomes `?`.
writeFileSync(outfile, text.replace(/[^\x00-\x7f]/g, '?'));
