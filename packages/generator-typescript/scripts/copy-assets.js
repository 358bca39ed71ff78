#!/usr/bin/env node
// Copies the EJS templates, the runtime core and the feature runtimes into dist, so the published
// generator carries everything it writes, and writes the runtime core as a module of data
// (dist/runtime-sources.js, see src/emit/runtime-files.ts). Runs after tsc.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');

function copyTree(from, to, keep) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target, keep);
    else if (keep(entry.name)) fs.copyFileSync(source, target);
  }
}

fs.rmSync(path.join(dist, 'templates'), { recursive: true, force: true });
copyTree(path.join(root, 'src', 'templates'), path.join(dist, 'templates'), (name) => name.endsWith('.ejs'));
fs.rmSync(path.join(dist, 'runtime'), { recursive: true, force: true });
copyTree(
  path.join(root, '..', 'runtime-typescript', 'src'),
  path.join(dist, 'runtime'),
  (name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'),
);
fs.rmSync(path.join(dist, 'runtime-features'), { recursive: true, force: true });
copyTree(
  path.join(root, '..', 'runtime-typescript', 'features'),
  path.join(dist, 'runtime-features'),
  (name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'),
);
// The same files as data, which the built generator reads instead of the folders.
const { runtimeSourcesModule } = require('../dist/emit/runtime-files');
fs.writeFileSync(
  path.join(dist, 'runtime-sources.js'),
  runtimeSourcesModule(path.join(dist, 'runtime'), path.join(dist, 'runtime-features')),
);
