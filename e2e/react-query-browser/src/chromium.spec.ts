import { BrowserUnavailableError, launchChromium } from './chromium';

describe('launchChromium', () => {
  it('fails, with the install command, when the browser is missing', async () => {
    const launch = launchChromium('/nonexistent/chromium');
    await expect(launch).rejects.toThrow(BrowserUnavailableError);
    await expect(launch).rejects.toThrow(
      'Chromium not found: /nonexistent/chromium. Install it with "apt-get update && apt-get install -y chromium"',
    );
  });

  it('starts the real headless browser', async () => {
    const browser = await launchChromium();
    try {
      expect(browser.version()).toMatch(/^\d+\./);
    } finally {
      await browser.close();
    }
  });
});
