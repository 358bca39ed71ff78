#!/usr/bin/env node
// Writes the Python runtime core as a module of data (dist/runtime-sources.js), so the built
// generator, and the command's bundle of it, carries the files it copies into every SDK.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const { runtimeSourcesModule } = require('../dist/emit/runtime-files');
fs.writeFileSync(
  path.join(root, 'dist', 'runtime-sources.js'),
  runtimeSourcesModule(path.join(root, '..', 'runtime-python', 'src', 'core')),
);
