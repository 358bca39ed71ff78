#!/usr/bin/env node
import * as nodeModule from 'node:module';

// Compiled code kept between runs takes a good share off loading the command; bracken's own cache (see
// compile-cache.ts) measured faster than Node's, which serves when the folder is not usable.
const cache = (require('./compile-cache') as typeof import('./compile-cache')).installCompileCache();
if (cache === undefined && process.env['NODE_DISABLE_COMPILE_CACHE'] === undefined) {
  (nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
}

// Required after the switch, so the cache covers every module; `bracken.js` is the bundle (scripts/bundle.mjs).
const { main } = loadMain();

function loadMain(): typeof import('./main') {
  try {
    return require('./bracken') as typeof import('./main');
  } catch (error) {
    if (
      (error as { code?: string }).code !== 'MODULE_NOT_FOUND' ||
      !String((error as Error).message).includes('./bracken')
    )
      throw error;
    return require('./main') as typeof import('./main');
  }
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
