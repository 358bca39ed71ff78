#!/usr/bin/env node
'use strict';
// Committed, so that `npm ci` links the command before the first build; the command is in dist/.
try {
  require.resolve('../dist/bin.js');
} catch {
  process.stderr.write('error: bracken is not built yet: run `npm run build` in the repository first\n');
  process.exit(1);
}
require('../dist/bin.js');
