#!/usr/bin/env node
'use strict';
// Installs what the test suite needs beyond `npm ci`, so that `npm test` passes on a fresh
// machine with nothing done by hand: Debian's Chromium for the browser tests. Each step is
// skipped when its tool is already there, so a prepared machine pays one `stat` per tool.
const { existsSync } = require('node:fs');
const { spawnSync } = require('node:child_process');

const CHROMIUM = '/usr/bin/chromium';

function run(command, args) {
  process.stdout.write(`prepare: ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

function canUseApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (!canUseApt()) {
    process.stderr.write(`prepare: ${CHROMIUM} is missing and apt-get cannot run here (it needs root); install it with "apt-get update && apt-get install -y chromium"\n`);
    return false;
  }
  process.stdout.write('prepare: installing Debian chromium for the browser tests\n');
  return run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium']) && existsSync(CHROMIUM);
}

const ok = ensureChromium();
process.exitCode = ok ? 0 : 1;
