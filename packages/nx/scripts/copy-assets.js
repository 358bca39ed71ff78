// Copies what tsc does not emit (schemas and EJS templates) from src/ into dist/,
// so the schema paths in executors.json and generators.json, and the templates, resolve
// in the published package.
const { cpSync, readdirSync, statSync } = require('node:fs');
const { join, relative } = require('node:path');

const packageRoot = join(__dirname, '..');
const sourceRoot = join(packageRoot, 'src');
const outputRoot = join(packageRoot, 'dist');

function visit(dir) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    const target = join(outputRoot, relative(sourceRoot, path));
    if (statSync(path).isDirectory()) {
      if (name === 'files') cpSync(path, target, { recursive: true });
      else visit(path);
    } else if (name === 'schema.json') {
      cpSync(path, target);
    }
  }
}

visit(sourceRoot);
