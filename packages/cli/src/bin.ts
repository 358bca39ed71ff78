#!/usr/bin/env node
import * as nodeModule from 'node:module';

// Keep compiled code between runs, which takes a good share off loading the command's
// modules. bracken's own cache is written after a run, so it also holds the functions V8
// compiled lazily, and it measured faster than Node's compile cache on Node 22; Node's is the
// fallback when the cache folder is not usable. NODE_DISABLE_COMPILE_CACHE turns both off.
const cache = (require('./compile-cache') as typeof import('./compile-cache')).installCompileCache();
if (cache === undefined && process.env['NODE_DISABLE_COMPILE_CACHE'] === undefined) {
  (nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
}

// Required after the switch above, so that the cache covers every module. The build bundles
// the command and the @bracken packages into `bracken.js` (see scripts/bundle.mjs); the
// separate modules serve when a build has not bundled them.
const { main } = loadMain();

function loadMain(): typeof import('./main') {
  try {
    return require('./bracken') as typeof import('./main');
  } catch (error) {
    if ((error as { code?: string }).code !== 'MODULE_NOT_FOUND' || !String((error as Error).message).includes('./bracken')) throw error;
    return require('./main') as typeof import('./main');
  }
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
