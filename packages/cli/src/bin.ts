#!/usr/bin/env node
import { existsSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';

// A one-second command repays V8's compiling only for what stays hot: 8× its default budget, unless node was given one.
if (!process.execArgv.some((arg) => /^--interrupt[-_]budget(?:=|$)/.test(arg))) {
  setFlagsFromString(`--interrupt-budget=${8 * 67_584}`);
}

// Compiled code kept between runs takes a good share off loading the command; bracken's own cache (see
// compile-cache.ts) measured faster than Node's, which serves when the folder is not usable.
const cache = (require('./compile-cache') as typeof import('./compile-cache')).installCompileCache();
if (cache === undefined && process.env['NODE_DISABLE_COMPILE_CACHE'] === undefined) {
  (nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
}

// Required after the switch, so the cache covers them: the bundle (scripts/bundle.mjs), or the modules tsc alone built.
const { main } = (
  existsSync(join(__dirname, 'bracken.js')) ? require('./bracken') : require('./main')
) as typeof import('./main');

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
