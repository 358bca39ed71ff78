#!/usr/bin/env node
import * as nodeModule from 'node:module';

// Node 22.1 and later can keep compiled code between runs (in the system temp folder),
// which takes a third off loading the command's modules. Older Node has no such switch.
const withCompileCache = nodeModule as { enableCompileCache?: () => unknown };
withCompileCache.enableCompileCache?.();

// Required after the switch above, so that the cache covers every module.
const { main } = require('./main') as typeof import('./main');

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
