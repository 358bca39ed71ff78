#!/usr/bin/env node
// Writes dist/compiled-templates.js: the EJS templates compiled into plain functions (see
// src/emit/templates.ts). Runs after tsc, which builds the module that does the work.
const fs = require('node:fs');
const path = require('node:path');
const { compiledTemplatesModule } = require('../dist/emit/templates');

const root = path.resolve(__dirname, '..');
const ejsEntry = require.resolve('ejs');
const { version } = JSON.parse(
  fs.readFileSync(
    path.join(
      ejsEntry.slice(0, ejsEntry.lastIndexOf(`${path.sep}node_modules${path.sep}ejs${path.sep}`)),
      'node_modules',
      'ejs',
      'package.json',
    ),
    'utf8',
  ),
);
fs.writeFileSync(
  path.join(root, 'dist', 'compiled-templates.js'),
  compiledTemplatesModule(path.join(root, 'src', 'templates'), version),
);
