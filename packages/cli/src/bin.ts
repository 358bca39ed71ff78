#!/usr/bin/env node
import * as nodeModule from 'node:module';

// Keep compiled code between runs, which takes a good share off loading the command's
// modules: Node 22.1 and later have a switch for it, older Node gets bracken's own cache.
// Either lives in the system temp folder; NODE_DISABLE_COMPILE_CACHE turns both off.
const withCompileCache = nodeModule as { enableCompileCache?: () => unknown };
if (withCompileCache.enableCompileCache) withCompileCache.enableCompileCache();
else (require('./compile-cache') as typeof import('./compile-cache')).installCompileCache();

// Required after the switch above, so that the cache covers every module.
const { main } = require('./main') as typeof import('./main');

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
