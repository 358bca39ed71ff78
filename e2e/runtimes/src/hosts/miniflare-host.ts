/**
 * Runs the bundled worker in workerd through miniflare, as `wrangler dev` does, and prints
 * what its `fetch` answered: one JSON line per check. Compiled to an ES module next to the
 * installed miniflare and run with Node 22, which miniflare requires:
 * `node miniflare-host.mjs <worker bundle> <probe base URL> <compatibility date> [<flag>,…]`.
 */

/** The part of miniflare's API used here. */
interface MiniflareInstance {
  dispatchFetch(url: string): Promise<{ status: number; text(): Promise<string> }>;
  dispose(): Promise<void>;
}

interface MiniflareModule {
  Miniflare: new (options: {
    modules: Array<{ type: 'ESModule'; path: string }>;
    compatibilityDate: string;
    compatibilityFlags: string[];
  }) => MiniflareInstance;
}

async function main(): Promise<void> {
  const [scriptPath, baseUrl, compatibilityDate, flags = ''] = process.argv.slice(2);
  if (scriptPath === undefined || baseUrl === undefined || compatibilityDate === undefined) {
    throw new Error('usage: miniflare-host.mjs <worker bundle> <base URL> <compatibility date> [<flag>,…]');
  }
  // Resolved from the folder this file is installed in, where miniflare lives; a variable keeps the compiler from looking for it here.
  const specifier = 'miniflare';
  const loaded: unknown = await import(specifier);
  const { Miniflare } = loaded as MiniflareModule;
  // The bundle is listed as the one module, as wrangler does: miniflare does not follow its dynamic import.
  const compatibilityFlags = flags.split(',').filter((flag) => flag !== '');
  const worker = new Miniflare({
    modules: [{ type: 'ESModule', path: scriptPath }],
    compatibilityDate,
    compatibilityFlags,
  });
  try {
    const response = await worker.dispatchFetch(`http://probe.local/?base=${encodeURIComponent(baseUrl)}`);
    const body = await response.text();
    if (response.status !== 200) throw new Error(`worker answered ${response.status}: ${body.slice(0, 500)}`);
    process.stdout.write(`${body}\n`);
  } finally {
    await worker.dispose();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
