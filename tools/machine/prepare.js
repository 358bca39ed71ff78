#!/usr/bin/env node
'use strict';
// Installs what the test suite needs beyond `npm ci`, so that `npm test` passes on a fresh
// machine with nothing done by hand: Debian's Chromium for the browser tests, and the Python
// virtual environment for the Python tests. Each step is skipped when its tool is already
// there, so a prepared machine pays a few `stat`s.
const { existsSync } = require('node:fs');
const { spawnSync } = require('node:child_process');
const { pythonVenv } = require('./python-venv');

const CHROMIUM = '/usr/bin/chromium';

function run(command, args) {
  process.stdout.write(`prepare: ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function canUseApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (!canUseApt()) {
    process.stderr.write(
      `prepare: ${CHROMIUM} is missing and apt-get cannot run here (it needs root); install it with "apt-get update && apt-get install -y chromium"\n`,
    );
    return false;
  }
  process.stdout.write('prepare: installing Debian chromium for the browser tests\n');
  return (
    run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium']) && existsSync(CHROMIUM)
  );
}

function ensurePythonVenv() {
  try {
    const venv = pythonVenv({ log: (line) => process.stdout.write(`prepare: ${line}\n`) });
    process.stdout.write(`prepare: python tools ready in ${venv.dir}\n`);
    return true;
  } catch (error) {
    process.stderr.write(
      `prepare: ${error.message}\n(the Python tests need python3 3.11 or later with venv; set PIP_INDEX_URL to reach a package index)\n`,
    );
    return false;
  }
}

const chromium = ensureChromium();
const python = ensurePythonVenv();
const ok = chromium && python;
process.exitCode = ok ? 0 : 1;
