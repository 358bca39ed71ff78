#!/usr/bin/env node
// The registry this project installs from serves no binaries for other platforms, so
// `npm install` leaves their optional packages (`@swc/core-darwin-arm64`, …) out of
// package-lock.json, and `npm ci` then refuses the lockfile as out of sync. This adds an
// optional entry for each such package, which `npm ci` skips on a platform that has no use
// for it. It changes nothing else and is idempotent.
'use strict';
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const file = join(__dirname, '..', '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

/** The lockfile keys where `name` would resolve from the package at `key`, nearest first. */
function resolutionPaths(key, name) {
  const paths = [];
  let prefix = key;
  for (;;) {
    paths.push(`${prefix ? `${prefix}/` : ''}node_modules/${name}`);
    const cut = prefix.lastIndexOf('/node_modules/');
    if (cut === -1) {
      if (prefix !== '') paths.push(`node_modules/${name}`);
      break;
    }
    prefix = prefix.slice(0, cut);
  }
  return paths;
}

const added = [];
for (const [key, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    if (resolutionPaths(key, name).some((p) => p in packages)) continue;
    const target = `node_modules/${name}`;
    packages[target] = { version, optional: true };
    added.push(`${name}@${version}`);
  }
}
if (added.length > 0) {
  const sorted = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))),
  );
  lock.packages = sorted;
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(
  added.length === 0
    ? 'package-lock.json: no optional packages missing'
    : `package-lock.json: added ${added.length} optional packages for other platforms`,
);
