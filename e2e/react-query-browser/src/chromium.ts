import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { EndToEndError } from './errors';

/** Debian's Chromium, installed by `npm test` (tools/machine/prepare.js) with apt-get. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags for a quiet headless run inside a container. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Raised when the browser cannot be started; the test fails with this message. */
export class BrowserUnavailableError extends EndToEndError {
  override name = 'BrowserUnavailableError';
}

/**
 * Launches headless Chromium. A missing browser is a failure, never a skip: the hooks are only
 * tested if a real browser runs them.
 */
export async function launchChromium(path = CHROMIUM_PATH): Promise<Browser> {
  if (!existsSync(path)) {
    throw new BrowserUnavailableError(
      `Chromium not found: ${path}. Install it with "apt-get update && apt-get install -y chromium" (npm test does this when run as root).`,
    );
  }
  try {
    return await chromium.launch({ executablePath: path, headless: true, args: CHROMIUM_ARGS });
  } catch (error) {
    throw new BrowserUnavailableError(
      `Chromium did not start: ${path}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  }
}
